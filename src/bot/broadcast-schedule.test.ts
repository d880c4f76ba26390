// Scheduling a broadcast from the bot (issue 30) through the real bot and the Bot API stand-in: « Programmer » on the
// confirmation, a Paris time typed (unreadable and past ones refused, the admin typing again), the row left scheduled
// with nothing sent; « Programmées » listing the waiting ones, a cancel asked then confirmed, and two admins at once.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { BotHarness } from '../../tests/support/bot-harness';
import type { StandInUser } from '../../tests/support/bot-api-stand-in';
import { register, textOf } from '../../tests/support/bot-customer';
import { harnessPerTest } from '../../tests/support/harness-per-test';
import { parisInstant, parisParts } from '../contracts/paris-time';
import { queryRows } from '../db/query';
import { createBroadcast, startDueBroadcasts } from '../domain/broadcasts/broadcasts';
import { addBotAdmin } from '../domain/users/bot-admins';
import { broadcastSender } from '../jobs/broadcast-sender';
import { figuresFor } from '../messenger/figures';
import { createI18n } from '../messenger/i18n';

const i18n = createI18n();
const fr = (key: string, vars?: Record<string, string | number>) => textOf({ text: i18n.t('fr', key, vars) });
const frDate = (d: Date) => textOf({ text: figuresFor('fr').date(d) });

const harnesses = harnessPerTest();
const DAY = 24 * 3600_000;

async function customer(h: BotHarness, telegramId: number) {
  const user = h.standIn.user(telegramId, { firstName: `c${telegramId}`, languageCode: 'fr' });
  await register(user);
  return user;
}

const lastId = (user: StandInUser) => Math.max(0, ...user.messages().map((m) => m.messageId));
/** A message after `since` (new, or an edit of a later one) whose text passes check. */
const nextMessage = (user: StandInUser, since: number, check: (text: string) => boolean) => user.waitForMessage((m) => m.messageId > since && check(textOf(m)), 10_000);
/** The screen that a tap on `messageId` edited into one passing check. */
const edited = (user: StandInUser, messageId: number, check: (text: string) => boolean) =>
  user.waitForMessage((m) => m.messageId === messageId && check(textOf(m)), 10_000);
const buttonData = (m: { buttons: Array<Array<{ text: string; callbackData?: string }>> }, label: string) =>
  m.buttons.flat().find((b) => b.text === label)?.callbackData ?? '';

/** An admin's /broadcast and its message, up to the confirmation screen (every customer, the first audience offered). */
async function composeBroadcast(admin: StandInUser, message: string) {
  let since = lastId(admin);
  await admin.send('/broadcast');
  await nextMessage(admin, since, (t) => t === fr('broadcast-prompt'));
  since = lastId(admin);
  await admin.send(message);
  return nextMessage(admin, since, (t) => t.includes(fr('broadcast-audience-all')));
}

/** The examples the prompt shows: tomorrow at 18:30 in Paris, in the three forms. */
function examples(now = new Date()) {
  const p = parisParts(new Date(now.getTime() + DAY));
  return { example: `${p.day}/${p.month} 18:30`, exampleYear: `${p.day}/${p.month}/${p.year} 18:30`, exampleIso: `${p.year}-${p.month}-${p.day} 18:30` };
}

/** A Paris wall-clock `days` from now at hh:mm, as the admin types it (day first, no year) and as an instant. */
function parisIn(days: number, hhmm: string) {
  const p = parisParts(new Date(Date.now() + days * DAY));
  const instant = parisInstant(`${p.year}-${p.month}-${p.day}T${hhmm}`);
  if (!instant) throw new Error('no such Paris time');
  return { typed: `${p.day}/${p.month} ${hhmm}`, instant };
}

async function broadcastRows(h: BotHarness) {
  return queryRows<{ id: number; status: string; scheduled_at: Date | null; recipients: number }>(
    h.database.db,
    sql`select b.id, b.status, b.scheduled_at, (select count(*)::int from broadcast_recipients r where r.broadcast_id = b.id) as recipients
        from broadcasts b order by b.id`,
  );
}

describe('scheduling a broadcast from the bot', () => {
  it('refuses an unreadable and a past time, then schedules the typed Paris time; nothing is sent before it', async () => {
    const h = await harnesses.start();
    const admin = await customer(h, 9501);
    const others = [await customer(h, 9502), await customer(h, 9503)];
    await addBotAdmin(h.database.db, { telegramChatId: 9501, permissions: ['broadcasts'] }, null);
    // The sender runs as in the shop: a scheduled broadcast must wait for its time all the same.
    const sender = broadcastSender(h.database.db, h.messenger, { logger: pino({ level: 'silent' }), pollMs: 50 });
    await sender.start();
    harnesses.stopAfterTest(() => sender.stop());

    const confirm = await composeBroadcast(admin, 'Arrivage <b>vendredi</b>');
    // Buyers only would be nobody: the admin keeps everyone, 3 customers, and schedules instead of sending.
    expect(confirm.buttons.flat().map((b) => b.text)).toContain(fr('broadcast-schedule-button'));
    const sendNow = buttonData(confirm, fr('broadcast-send-button', { count: 3 }));
    await admin.tapData(buttonData(confirm, fr('broadcast-schedule-button')), confirm.messageId);
    const prompt = await edited(admin, confirm.messageId, (t) => t === fr('broadcast-schedule-prompt', examples()));
    expect(prompt.buttons.flat().map((b) => b.text)).toEqual([fr('back'), fr('quantity-cancel')]);

    let since = lastId(admin);
    await admin.send('vendredi soir');
    const unreadable = await nextMessage(admin, since, (t) => t === fr('broadcast-schedule-invalid', examples()));
    expect(unreadable.buttons.flat().map((b) => b.text)).toEqual([fr('back'), fr('quantity-cancel')]);
    // 31 February does not exist: refused the same way.
    since = lastId(admin);
    await admin.send('31/02/2027 10:00');
    await nextMessage(admin, since, (t) => t === fr('broadcast-schedule-invalid', examples()));

    // An hour ago, typed with its year (so it stays today's date even just after midnight).
    const past = new Date(Date.now() - 3600_000);
    const p = parisParts(past);
    since = lastId(admin);
    await admin.send(`${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`);
    const pastInstant = parisInstant(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`) as Date;
    await nextMessage(admin, since, (t) => t === fr('broadcast-schedule-past', { time: frDate(pastInstant), ...examples() }));
    expect(await broadcastRows(h)).toEqual([]);

    const at = parisIn(2, '18:30');
    since = lastId(admin);
    await admin.send(at.typed);
    const done = await nextMessage(admin, since, (t) => t.startsWith('🗓'));
    expect(textOf(done)).toBe(fr('broadcast-schedule-done', { id: '1', time: frDate(at.instant), audience: fr('broadcast-audience-all'), count: 3 }));
    expect(done.buttons.flat().map((b) => b.callbackData)).toEqual(['bcq', 'adm:panel']);

    const [row] = await broadcastRows(h);
    expect(row).toMatchObject({ id: 1, status: 'scheduled', recipients: 0 });
    expect(new Date(row.scheduled_at as Date).getTime()).toBe(at.instant.getTime());
    // Not due yet: the start job leaves it, the sender sends nothing, and the preview's send button is spent.
    expect(await startDueBroadcasts(h.database.db)).toBe(0);
    await admin.tapData(sendNow, confirm.messageId);
    await edited(admin, confirm.messageId, (t) => t === fr('broadcast-expired'));
    await new Promise((r) => setTimeout(r, 400));
    for (const c of others) expect(c.messages().some((m) => m.text?.includes('vendredi'))).toBe(false);
    expect((await broadcastRows(h)).map((b) => b.status)).toEqual(['scheduled']);
    // A time typed afterwards is an ordinary message again, not a second schedule.
    since = lastId(admin);
    await admin.send(parisIn(3, '09:00').typed);
    await new Promise((r) => setTimeout(r, 300));
    expect(await broadcastRows(h)).toHaveLength(1);

    // Its time come (the start job's clock moved on), it goes to everyone and the admin hears of it in this chat.
    since = lastId(admin);
    expect(await startDueBroadcasts(h.database.db, new Date(at.instant.getTime() + 1000))).toBe(1);
    for (const c of others) await c.waitForMessage((m) => m.text === 'Arrivage <b>vendredi</b>', 10_000);
    await nextMessage(admin, since, (t) => t === fr('broadcast-done', { id: '1', sent: '3', total: '3' }));
  });

  it('goes back from the time prompt to the confirmation with its audience, and sends now from there', async () => {
    const h = await harnesses.start();
    const admin = await customer(h, 9511);
    await customer(h, 9512);
    await h.database.db.execute(sql`update users set total_purchases_cents = 600 where telegram_id = 9512`);
    await addBotAdmin(h.database.db, { telegramChatId: 9511, permissions: ['broadcasts'] }, null);
    const confirm = await composeBroadcast(admin, 'Pour les acheteurs');
    await admin.tap(new RegExp(fr('broadcast-audience-buyers')));
    await edited(admin, confirm.messageId, (t) => t.startsWith(fr('broadcast-confirm', { audience: fr('broadcast-audience-buyers'), count: 1 })));
    await admin.tap(fr('broadcast-schedule-button'));
    await edited(admin, confirm.messageId, (t) => t.startsWith('🗓'));
    await admin.tap(fr('back'));
    const back = await edited(admin, confirm.messageId, (t) => t.startsWith(fr('broadcast-confirm', { audience: fr('broadcast-audience-buyers'), count: 1 })));
    const sendNow = buttonData(back, fr('broadcast-send-button', { count: 1 }));
    // Back on the preview, a typed time is no longer read as its start.
    await admin.send(parisIn(2, '10:00').typed);
    await new Promise((r) => setTimeout(r, 300));
    expect(await broadcastRows(h)).toEqual([]);
    await admin.tapData(sendNow, confirm.messageId);
    await edited(admin, confirm.messageId, (t) => t.startsWith('⏳'));
    expect((await broadcastRows(h)).map((b) => b.status)).toEqual(['preparing']);
  });
});

describe('scheduled broadcasts in the bot: list and cancel', () => {
  async function scheduleTwo(h: BotHarness) {
    const soon = parisIn(1, '09:15');
    const later = parisIn(5, '20:00');
    // One from the back office, narrowed by filters the bot does not offer; one as the bot makes them.
    const a = await createBroadcast(h.database.db, {
      message: 'Promo <b>Noël</b> sur tous les numéros français, jusqu’à dimanche',
      audience: { kind: 'all', filters: { language: 'fr', minBalanceCents: 0 } },
      scheduledAt: later.instant,
    });
    const b = await createBroadcast(h.database.db, { message: 'Nouveau stock', audience: { kind: 'all' }, scheduledAt: soon.instant });
    return { soon, later, a, b };
  }

  it('lists the waiting ones, soonest first, and cancels one after asking; the other still starts at its time', async () => {
    const h = await harnesses.start();
    const admin = await customer(h, 9601);
    await customer(h, 9602);
    await addBotAdmin(h.database.db, { telegramChatId: 9601, permissions: ['broadcasts'] }, null);
    const { soon, later, a, b } = await scheduleTwo(h);

    let since = lastId(admin);
    await admin.tapData('adm:broadcast', since);
    const menu = await nextMessage(admin, since - 1, (t) => t === fr('broadcast-prompt'));
    await admin.tapData(buttonData(menu, fr('broadcast-scheduled-button')), menu.messageId);
    const list = await edited(admin, menu.messageId, (t) => t.startsWith(fr('broadcast-scheduled-list')));
    const item = (id: number, time: Date, audience: string, excerpt: string) =>
      fr('broadcast-scheduled-item', { id: String(id), time: frDate(time), audience, count: 2, excerpt });
    const frenchMore = `${fr('broadcast-audience-all')} · 🇫🇷 Français · ${fr('broadcast-audience-more-filters')}`;
    expect(textOf(list)).toBe(
      `${fr('broadcast-scheduled-list')}\n\n${item(b.id, soon.instant, fr('broadcast-audience-all'), 'Nouveau stock')}\n\n${item(a.id, later.instant, frenchMore, 'Promo Noël sur tous les numéros français…')}`,
    );
    expect(list.buttons.flat().map((x) => x.callbackData)).toEqual([`bcu:${b.id}`, `bcu:${a.id}`, 'adm:broadcast', 'adm:panel']);
    // The list left the prompt: a message typed now is not taken as a broadcast.
    since = lastId(admin);
    await admin.send('bonjour');
    await new Promise((r) => setTimeout(r, 300));
    expect(admin.messages().some((m) => m.messageId > since && textOf(m).includes(fr('broadcast-audience-all')))).toBe(false);

    // Asked first; Back returns to the list with nothing cancelled.
    await admin.tapData(`bcu:${a.id}`, list.messageId);
    const ask = await edited(admin, list.messageId, (t) => t.startsWith(fr('broadcast-unschedule-confirm', { id: String(a.id), time: frDate(later.instant), audience: frenchMore, excerpt: 'Promo Noël sur tous les numéros français…' })));
    expect(ask.buttons.flat().map((x) => x.callbackData)).toEqual([`bcuy:${a.id}`, 'bcq']);
    await admin.tapData('bcq', list.messageId);
    await edited(admin, list.messageId, (t) => t.startsWith(fr('broadcast-scheduled-list')));
    expect((await broadcastRows(h)).map((x) => x.status)).toEqual(['scheduled', 'scheduled']);

    await admin.tapData(`bcu:${a.id}`, list.messageId);
    await edited(admin, list.messageId, (t) => t.startsWith(fr('broadcast-unschedule-confirm', { id: String(a.id), time: frDate(later.instant), audience: frenchMore, excerpt: 'Promo Noël sur tous les numéros français…' })));
    await admin.tapData(`bcuy:${a.id}`, list.messageId);
    const after = await edited(admin, list.messageId, (t) => t.startsWith(fr('broadcast-unscheduled', { id: String(a.id) })));
    expect(textOf(after)).toBe(`${fr('broadcast-unscheduled', { id: String(a.id) })}\n\n${fr('broadcast-scheduled-list')}\n\n${item(b.id, soon.instant, fr('broadcast-audience-all'), 'Nouveau stock')}`);
    expect(after.buttons.flat().map((x) => x.callbackData)).toEqual([`bcu:${b.id}`, 'adm:broadcast', 'adm:panel']);
    expect((await broadcastRows(h)).map((x) => x.status)).toEqual(['cancelled', 'scheduled']);
    // Ten days on, only the one left starts.
    expect(await startDueBroadcasts(h.database.db, new Date(Date.now() + 10 * DAY))).toBe(1);
    expect((await broadcastRows(h)).map((x) => x.status)).toEqual(['cancelled', 'preparing']);

    // Nothing scheduled any more: the list says so, and a cancel of one started is refused without stopping it.
    await admin.tapData('bcq', list.messageId);
    await edited(admin, list.messageId, (t) => t === fr('broadcast-scheduled-none'));
    await admin.tapData(`bcuy:${b.id}`, list.messageId);
    await edited(admin, list.messageId, (t) => t === `${fr('broadcast-unschedule-gone', { id: String(b.id) })}\n\n${fr('broadcast-scheduled-none')}`);
    expect((await broadcastRows(h)).map((x) => x.status)).toEqual(['cancelled', 'preparing']);
  });

  it('two admins confirming the same cancel at once: it is cancelled once, the second told it is no longer scheduled', async () => {
    const h = await harnesses.start();
    const first = await customer(h, 9701);
    const second = await customer(h, 9702);
    for (const id of [9701, 9702]) await addBotAdmin(h.database.db, { telegramChatId: id, permissions: ['broadcasts'] }, null);
    const { a } = await scheduleTwo(h);
    const screens: number[] = [];
    for (const admin of [first, second]) {
      const since = lastId(admin);
      await admin.tapData('adm:broadcast', since);
      const menu = await nextMessage(admin, since - 1, (t) => t === fr('broadcast-prompt'));
      await admin.tapData('bcq', menu.messageId);
      await edited(admin, menu.messageId, (t) => t.startsWith(fr('broadcast-scheduled-list')));
      await admin.tapData(`bcu:${a.id}`, menu.messageId);
      await admin.waitForMessage((m) => m.messageId === menu.messageId && m.buttons.flat().some((b) => b.callbackData === `bcuy:${a.id}`));
      screens.push(menu.messageId);
    }
    await Promise.all([first.tapData(`bcuy:${a.id}`, screens[0]), second.tapData(`bcuy:${a.id}`, screens[1])]);
    const cancelled = fr('broadcast-unscheduled', { id: String(a.id) });
    const gone = fr('broadcast-unschedule-gone', { id: String(a.id) });
    const outcomes = await Promise.all(
      [first, second].map(async (admin, i) => textOf(await edited(admin, screens[i], (t) => t.startsWith(cancelled) || t.startsWith(gone))).split('\n')[0]),
    );
    expect(outcomes.sort()).toEqual([cancelled, gone].sort());
    const [row] = await queryRows<{ status: string; finished: number }>(
      h.database.db,
      sql`select status, (finished_at is not null)::int as finished from broadcasts where id = ${a.id}`,
    );
    expect(row).toEqual({ status: 'cancelled', finished: 1 });
  });
});
