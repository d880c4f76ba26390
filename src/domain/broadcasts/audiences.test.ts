// Audiences with filters on a shop's worth of customers (several countries, operators and languages, with and without
// purchases, deposits and balance): exact counts, and the count shown is the recipients listed. Scheduled broadcasts
// start once, at their time, never when cancelled; deep-link opens once per customer; sales within 7 days only.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { suiteDatabase } from '../../../tests/support/suite-fixtures';
import { type BroadcastAudience, countAudience } from './audience';
import { cancelBroadcast, createBroadcast, getBroadcast, startDueBroadcasts } from './broadcasts';
import { broadcastKeyboard, readBroadcastPayload } from './buttons';
import { activeBroadcast, listNextRecipients } from './delivery';
import { broadcastSales, recordBroadcastOpen } from './opens';

const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

describe('broadcast audiences', () => {
  const database = suiteDatabase();
  const db = () => database.db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const country = async (name: string, code: string) =>
      (await queryRows<{ id: number }>(db(), sql`insert into countries (name, code, flag) values (${name}, ${code}, '🏳') returning id`))[0].id;
    const operator = async (name: string, countryId: number) =>
      (await queryRows<{ id: number }>(db(), sql`insert into operators (name, country_id) values (${name}, ${countryId}) returning id`))[0].id;
    ids.fr = await country('France', 'FR');
    ids.gb = await country('Royaume-Uni', 'GB');
    ids.de = await country('Allemagne', 'DE');
    ids.orange = await operator('Orange', ids.fr);
    ids.sfr = await operator('SFR', ids.fr);
    ids.ee = await operator('EE', ids.gb);
    ids.telekom = await operator('Telekom', ids.de);

    // name, language, balance €, deposits €, registered days ago, blocked the bot
    const customers: Array<[string, string, number, number, number, boolean]> = [
      ['anne', 'fr', 0, 0, 400, false], // no purchase, no deposit
      ['bruno', 'fr', 25, 100, 300, false], // bought Orange (FR) 200 and 20 days ago: 75 €
      ['chloe', 'fr', 5, 20, 200, false], // bought SFR (FR) 10 days ago: 15 €
      ['dan', 'en', 50, 50, 100, false], // deposited, never bought
      ['emma', 'en', 0, 30, 90, false], // bought EE (GB) 90 days ago: 30 €
      ['felix', 'de', 120, 200, 60, false], // bought Telekom (DE) and Orange (FR) 5 days ago: 80 €
      ['gina', 'de', 0, 0, 30, false],
      ['hugo', 'fr', 10, 60, 20, true], // bought Orange (FR), then blocked the bot: never in an audience
      ['ines', 'es', 0, 40, 10, false], // bought SFR (FR), refunded: not a buyer of it
      ['jade', 'fr', 300, 300, 3, false], // deposited 300 €, never bought
    ];
    for (const [name, language, balance, deposits, registered, blocked] of customers) {
      const [row] = await queryRows<{ id: number }>(
        db(),
        sql`insert into users (username, telegram_id, language, balance_cents, opening_balance_cents, total_deposits_cents, created_at, bot_blocked_at)
            values (${name}, ${700_000 + Object.keys(ids).length}, ${language}, ${balance * 100}, ${balance * 100}, ${deposits * 100},
                    ${daysAgo(registered)}::timestamptz, ${blocked ? daysAgo(1) : null}::timestamptz)
            returning id`,
      );
      ids[name] = row.id;
    }
    // An administrator of the back office (no Telegram id): never a recipient.
    await db().execute(sql`insert into users (username, is_admin, balance_cents) values ('boss', true, 100000)`);

    const buy = async (who: string, operatorName: string, cents: number, days: number, status = 'completed') => {
      const op = ids[operatorName];
      await db().execute(sql`
        insert into purchase_history (user_id, operator_id, country_id, quantity, price_cents, unit_price_micros, purchase_date, status)
        values (${ids[who]}, ${op}, (select country_id from operators where id = ${op}), 100, ${cents}, 10000, ${daysAgo(days)}::timestamptz, ${status})`);
      if (status === 'completed') await db().execute(sql`update users set total_purchases_cents = total_purchases_cents + ${cents} where id = ${ids[who]}`);
    };
    await buy('bruno', 'orange', 5000, 200);
    await buy('bruno', 'orange', 2500, 20);
    await buy('chloe', 'sfr', 1500, 10);
    await buy('emma', 'ee', 3000, 90);
    await buy('felix', 'telekom', 5000, 5);
    await buy('felix', 'orange', 3000, 5);
    await buy('hugo', 'orange', 1000, 15);
    await buy('ines', 'sfr', 4000, 12, 'refunded');
  });

  const whoIs = async (audience: BroadcastAudience) => {
    const b = await createBroadcast(db(), { message: 'Promo', audience });
    for (let a = await activeBroadcast(db()); a?.id === b.id && a.status === 'preparing'; a = await activeBroadcast(db())) {
      await listNextRecipients(db(), a, 3);
    }
    const rows = await queryRows<{ username: string }>(
      db(),
      sql`select u.username from broadcast_recipients r join users u on u.id = r.user_id where r.broadcast_id = ${b.id} order by u.username`,
    );
    const listed = await getBroadcast(db(), b.id);
    await cancelBroadcast(db(), b.id);
    expect(listed.recipientCount).toBe(rows.length);
    return rows.map((r) => r.username);
  };

  it('counts each filter and their combinations exactly, and sends to exactly the customers counted', async () => {
    const cases: Array<[BroadcastAudience, string[]]> = [
      [{ kind: 'all' }, ['anne', 'bruno', 'chloe', 'dan', 'emma', 'felix', 'gina', 'ines', 'jade']],
      [{ kind: 'all', filters: { countryId: ids.fr } }, ['bruno', 'chloe', 'felix']],
      [{ kind: 'all', filters: { operatorId: ids.orange } }, ['bruno', 'felix']],
      [{ kind: 'all', filters: { countryId: ids.fr, language: 'fr' } }, ['bruno', 'chloe']],
      [{ kind: 'all', filters: { minSpentCents: 7500 } }, ['bruno', 'felix']],
      [{ kind: 'all', filters: { minSpentCents: 7501 } }, ['felix']],
      [{ kind: 'all', filters: { lastPurchaseBefore: daysAgo(30) } }, ['emma']],
      [{ kind: 'all', filters: { lastPurchaseAfter: daysAgo(30) } }, ['bruno', 'chloe', 'felix']],
      [{ kind: 'all', filters: { registeredAfter: daysAgo(95) } }, ['emma', 'felix', 'gina', 'ines', 'jade']],
      [{ kind: 'all', filters: { minBalanceCents: 5000 } }, ['dan', 'felix', 'jade']],
      [{ kind: 'depositors', filters: { minBalanceCents: 5000, registeredAfter: daysAgo(95) } }, ['felix', 'jade']],
      [{ kind: 'buyers', filters: { minBalanceCents: 1 } }, ['bruno', 'chloe', 'felix']],
      [{ kind: 'language', language: 'en', filters: { lastPurchaseAfter: daysAgo(100) } }, ['emma']],
      [{ kind: 'all', filters: { countryId: ids.de, operatorId: ids.orange, lastPurchaseAfter: daysAgo(7), minSpentCents: 8000 } }, ['felix']],
    ];
    for (const [audience, expected] of cases) {
      expect({ audience, count: await countAudience(db(), audience) }).toEqual({ audience, count: expected.length });
      expect(await whoIs(audience)).toEqual(expected);
    }
    // Nobody: refused before anything is queued.
    await expect(createBroadcast(db(), { message: 'x', audience: { kind: 'all', filters: { countryId: ids.gb, language: 'fr' } } })).rejects.toMatchObject({
      code: 'BROADCAST_NO_RECIPIENTS',
    });
    await expect(countAudience(db(), { kind: 'all', filters: { language: 'xx' } })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(countAudience(db(), { kind: 'all', filters: { minSpentCents: -1 } })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses buttons that are not http(s) links or name no operator, and writes deep links with the broadcast', async () => {
    const bad = [
      [[{ kind: 'url', text: 'Site', url: 'javascript:alert(1)' }]],
      [[{ kind: 'url', text: 'Site', url: 'ftp://example.com' }]],
      [[{ kind: 'url', text: ' ', url: 'https://example.com' }]],
      [[{ kind: 'operator', text: 'Acheter', operatorId: 999999, opens: 'bot' }]],
      Array.from({ length: 5 }, () => [{ kind: 'url', text: 'Site', url: 'https://example.com' }]),
    ];
    for (const buttons of bad) {
      await expect(createBroadcast(db(), { message: 'x', audience: { kind: 'all' }, buttons: buttons as never })).rejects.toMatchObject({
        code: 'BROADCAST_BUTTON_INVALID',
      });
    }
    const b = await createBroadcast(db(), {
      message: 'Promo',
      audience: { kind: 'all' },
      buttons: [
        [{ kind: 'url', text: 'Notre site', url: 'https://example.com/promo' }],
        [
          { kind: 'operator', text: 'Orange', operatorId: ids.orange, opens: 'bot' },
          { kind: 'operator', text: 'Boutique', operatorId: ids.orange, opens: 'app' },
        ],
      ],
    });
    await cancelBroadcast(db(), b.id);
    expect(broadcastKeyboard(b.buttons, b.id, 'shop_bot')).toEqual({
      inline_keyboard: [
        [{ text: 'Notre site', url: 'https://example.com/promo' }],
        [
          { text: 'Orange', url: `https://t.me/shop_bot?start=bc${b.id}_${ids.orange}` },
          { text: 'Boutique', url: `https://t.me/shop_bot?startapp=bc${b.id}_${ids.orange}` },
        ],
      ],
    });
    expect(readBroadcastPayload(`bc${b.id}_${ids.orange}`)).toEqual({ broadcastId: b.id, operatorId: ids.orange });
    expect(readBroadcastPayload('ref_abc')).toBeNull();
  });

  it('starts a scheduled broadcast once at its time, refuses a past time, and never starts a cancelled one', async () => {
    await expect(createBroadcast(db(), { message: 'x', audience: { kind: 'all' }, scheduledAt: new Date(Date.now() - 60_000) })).rejects.toMatchObject({
      code: 'BROADCAST_SCHEDULE_PAST',
    });
    const at = new Date(Date.now() + 3600_000);
    const kept = await createBroadcast(db(), { message: 'Soldes', audience: { kind: 'buyers' }, scheduledAt: at });
    const dropped = await createBroadcast(db(), { message: 'Annulée', audience: { kind: 'buyers' }, scheduledAt: at });
    expect(kept).toMatchObject({ status: 'scheduled', scheduledAt: at });
    // Waiting: the sender sees nothing to do.
    expect(await activeBroadcast(db())).toBeNull();
    expect(await startDueBroadcasts(db(), new Date(at.getTime() - 1000))).toBe(0);
    await cancelBroadcast(db(), dropped.id);
    // Ten starters at once (processes, restarts): one start in all.
    const started = await Promise.all(Array.from({ length: 10 }, () => startDueBroadcasts(db(), new Date(at.getTime() + 1000))));
    expect(started.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await getBroadcast(db(), kept.id)).status).toBe('preparing');
    expect((await getBroadcast(db(), dropped.id)).status).toBe('cancelled');
    expect((await activeBroadcast(db()))?.id).toBe(kept.id);
    await cancelBroadcast(db(), kept.id);
  });

  it('records a deep-link open once per recipient and counts their purchases within 7 days after it only', async () => {
    const b = await createBroadcast(db(), { message: 'Promo', audience: { kind: 'all', filters: { language: 'fr' } } });
    for (let a = await activeBroadcast(db()); a?.id === b.id && a.status === 'preparing'; a = await activeBroadcast(db())) await listNextRecipients(db(), a);
    const open = (who: string) => recordBroadcastOpen(db(), { broadcastId: b.id, customerId: ids[who], operatorId: ids.orange });
    expect(await open('anne')).toEqual({ recorded: true, countryId: ids.fr });
    expect((await Promise.all([open('jade'), open('jade'), open('jade')])).filter((r) => r.recorded)).toHaveLength(1);
    // Not a recipient (English): the forwarded link is not the broadcast's.
    expect((await open('dan')).recorded).toBe(false);
    await db().execute(sql`update broadcast_opens set opened_at = now() - interval '10 days' where broadcast_id = ${b.id} and user_id = ${ids.anne}`);
    const buy = async (who: string, cents: number, when: string, status = 'completed') =>
      db().execute(sql`
        insert into purchase_history (user_id, operator_id, country_id, quantity, price_cents, unit_price_micros, purchase_date, status)
        values (${ids[who]}, ${ids.orange}, ${ids.fr}, 100, ${cents}, 10000, ${when}::timestamptz, ${status})`);
    await buy('anne', 1111, daysAgo(11)); // before her open
    await buy('anne', 2000, daysAgo(9)); // a day after it
    await buy('anne', 3000, daysAgo(4)); // 6 days after it
    await buy('anne', 4000, daysAgo(2)); // 8 days after it
    await buy('jade', 500, new Date(Date.now() + 1000).toISOString());
    await buy('jade', 9900, new Date(Date.now() + 2000).toISOString(), 'refunded');
    await buy('dan', 7000, new Date(Date.now() + 1000).toISOString()); // opened nothing of it
    expect(await broadcastSales(db(), b.id)).toEqual({ opens: 2, purchases: 3, totalCents: 5500, buyers: 2 });
    await cancelBroadcast(db(), b.id);
  });
});
