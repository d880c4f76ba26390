// Two real shop processes on one PostgreSQL with the Bot API stand-in: a back-office sign-in and the sign-in guessing
// limits hold across both, under parallel requests; then the polling process is SIGKILLed while a customer buys, the
// other takes over polling, the purchase is made once, and the books balance.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query';
import { checkLedger } from '../src/domain/wallet/check-ledger';
import type { StandInUser } from './support/bot-api-stand-in';
import { login, type Started } from './support/shop-process';
import { suiteShopProcesses } from './support/shop-processes';
const POLLS = 'bot started: this process polls';

/** Taps the first button whose callback data starts with `prefix` (and whose label passes `label`), on the newest message having one. */
async function tapFirst(user: StandInUser, prefix: string, label: (text: string) => boolean = () => true) {
  await user.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith(prefix) && label(b.text)), 20_000);
  const message = [...user.messages()].reverse().find((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith(prefix) && label(b.text)));
  const button = message?.buttons.flat().find((b) => b.callbackData?.startsWith(prefix) && label(b.text));
  if (!message || !button?.callbackData) throw new Error(`no ${prefix} button`);
  await user.tapData(button.callbackData, message.messageId);
  return { data: button.callbackData, messageId: message.messageId };
}

const until = async (check: () => boolean, timeoutMs: number, what: string) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('two shop processes on one PostgreSQL', () => {
  const processes = suiteShopProcesses('autoshop_failover', { standIn: true });
  let shops: Started[] = [];
  const password = `pw-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    if (!processes.runs) return;
    await processes.open();
    const env = {
      LOG_LEVEL: 'info',
      SEED: 'demo',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: password,
    };
    shops = await Promise.all([processes.start(env), processes.start(env)]);
  }, 120_000);

  it('keeps a sign-in made on one process valid on the other, and checks at most 5 wrong passwords of 220 sent at once to both', async (context) => {
    processes.skipUnlessRun(context);
    const [a, b] = shops;
    const signedIn = await login(a.url, 'admin', password);
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
    const me = await fetch(`${b.url}api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { username: string } }).user.username).toBe('admin');

    // 120 sign-ins for one user name sent at once, split over both processes, the right password among them: at most
    // five wrong passwords are checked (401), the rest refused before any password is checked (429). Then 100 more:
    // the wrong passwords checked by both bursts are five together, and the right password now waits on either.
    const right = 61;
    const burst = await Promise.all(Array.from({ length: 120 }, (_, i) => login((i % 2 ? b : a).url, 'admin', i === right ? password : `wrong-${i}`)));
    const wrong = burst.filter((_, i) => i !== right).map((r) => r.status);
    const checked = wrong.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(wrong.filter((s) => s === 429)).toHaveLength(119 - checked);
    expect([200, 429]).toContain(burst[right].status);
    const again = await Promise.all(Array.from({ length: 100 }, (_, i) => login((i % 2 ? a : b).url, 'admin', `again-${i}`)));
    const againChecked = again.filter((r) => r.status === 401).length;
    expect(again.filter((r) => r.status === 429)).toHaveLength(100 - againChecked);
    expect(checked + againChecked).toBe(5);
    for (const shop of [b, a]) {
      const refused = await login(shop.url, 'admin', password);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    }
  }, 60_000);

  it('hands polling over within seconds and completes the purchase once', async (context) => {
    processes.skipUnlessRun(context);
    await until(() => shops.some((s) => s.output().includes(POLLS)), 30_000, 'a process to poll');
    const poller = shops.find((s) => s.output().includes(POLLS)) as Started;
    const other = shops.find((s) => s !== poller) as Started;
    expect(other.output()).not.toContain(POLLS);

    const zoe = processes.standIn.user(880002, { firstName: 'Zoé', languageCode: 'fr' });
    await zoe.send('/start');
    await tapFirst(zoe, 'lang:fr');
    await tapFirst(zoe, 'shop');
    await tapFirst(zoe, 'cont:', (t) => t.startsWith('🟢'));
    await tapFirst(zoe, 'ctry:', (t) => t.includes('✅'));
    await tapFirst(zoe, 'op:', (t) => !t.includes('épuisé'));
    await tapFirst(zoe, 'qty:', (t) => t === '100');
    await zoe.waitForMessage((m) => m.buttons.flat().some((b) => b.callbackData?.startsWith('buy:')), 20_000);

    // Confirm, and kill the polling process at that very moment: it may have bought or not, sent the file or not.
    const confirm = tapFirst(zoe, 'buy:');
    poller.child.kill('SIGKILL');
    const tapped = await confirm;
    const killedAt = Date.now();
    await until(() => other.output().includes(POLLS), 20_000, 'the other process to take over polling');
    const takeover = Date.now() - killedAt;
    expect(takeover).toBeLessThan(15_000);

    // The customer taps Confirm again if nothing came (the update cut short by the crash is not handled again): the
    // purchase's key, made when the confirmation was shown, buys at most once whatever the taps.
    const hasNumbers = () => zoe.messages().some((m) => m.document !== undefined || /déjà|already/i.test(m.text ?? ''));
    await new Promise((r) => setTimeout(r, 1_500));
    if (!hasNumbers()) await zoe.tapData(tapped.data, tapped.messageId);
    await until(hasNumbers, 20_000, 'the numbers or the order already made');

    const database = await openDatabase({ url: processes.databaseUrl });
    try {
      const orders = await queryRows<{ n: number; cost: string }>(
        database.db,
        sql`select count(*)::int as n, coalesce(sum(ph.price_cents), 0)::text as cost from purchase_history ph join users u on u.id = ph.user_id where u.telegram_id = 880002`,
      );
      expect(orders[0].n).toBe(1);
      const [zoeRow] = await queryRows<{ balance_cents: string; opening_balance_cents: string }>(
        database.db,
        sql`select balance_cents, opening_balance_cents from users where telegram_id = 880002`,
      );
      expect(Number(zoeRow.balance_cents)).toBe(Number(zoeRow.opening_balance_cents) - Number(orders[0].cost));
      expect((await checkLedger(database.db)).ok).toBe(true);
      // Each update was handled once: none recorded twice (the table's key), and the stand-in's were all taken in.
      const [dupes] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from (select update_id from telegram_updates group by bot_id, update_id having count(*) > 1) d`,
      );
      expect(dupes.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 240_000);
});
