// One pace for every sender of a shop process (decision 0128): a broadcast, 50 Mini App deliveries, deposit notices
// and the bot's own replies, running at once through the process's messenger against the Bot API stand-in, never put
// more than the configured rate into any one-second window as the stand-in sees the calls arrive; a 429 with
// retry_after pauses all of them.
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createBroadcast, getBroadcast } from '../src/domain/broadcasts/broadcasts';
import { buyPack } from '../src/domain/shop/buy';
import { createDeposit, creditDeposit } from '../src/domain/wallet/deposits';
import { broadcastSender } from '../src/jobs/broadcast-sender';
import { depositNotices } from '../src/jobs/deposit-notices';
import { jobRunner } from '../src/jobs/runner';
import { shopDeliveries } from '../src/jobs/shop-deliveries';
import { busiestSecond } from './support/busiest-second';
import { type BotHarness, startBotHarness } from './support/bot-harness';
import { createCatalogue, createCustomer, createNumlist } from './support/wallet-fixtures';

const RATE = 20;
const BUYERS = 50;
const DEPOSITORS = 20;
const RETRY_AFTER_S = 2;
const logger = pino({ level: process.env.BOT_TEST_LOG ?? 'silent' });

let h: BotHarness | undefined;
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  await h?.close();
  h = undefined;
});

describe('the messenger’s pace', () => {
  it('holds a broadcast, 50 Mini App deliveries, deposit notices and bot replies together under the rate, and a 429 pauses them all', async () => {
    h = await startBotHarness({ config: { broadcastRatePerSecond: RATE } });
    const { db } = h.database;
    const { standIn, messenger } = h;
    expect(messenger.perSecond).toBe(RATE);

    // 50 Mini App purchases: each queues its delivery (the success message, then the file).
    const catalogue = await createCatalogue(db);
    await createNumlist(db, { countryId: catalogue.countryId, operatorId: catalogue.operatorId, categoryId: catalogue.categoryId, count: BUYERS * 100 });
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => createCustomer(db, { balanceCents: 1_000, telegramId: 820_000 + i })));
    for (const [i, userId] of buyers.entries()) {
      await buyPack(db, { userId, categoryId: catalogue.categoryId, operatorId: catalogue.operatorId, quantity: 100, idempotencyKey: `pace-${i}` });
    }
    // 20 deposits credited: each queues the customer's notice.
    for (let i = 0; i < DEPOSITORS; i++) {
      const userId = await createCustomer(db, { balanceCents: 0, telegramId: 830_000 + i });
      const { deposit } = await createDeposit(db, { userId, provider: 'pace', providerPaymentId: `pace-${i}`, crypto: 'BTC', amountCents: 1_000 });
      await creditDeposit(db, { depositId: deposit.id });
    }
    // A customer who will talk to the bot meanwhile, and a broadcast to every customer: the 71 above.
    await createCustomer(db, { balanceCents: 0, telegramId: 840_001 });
    const broadcast = await createBroadcast(db, { message: '<b>Pace</b>', audience: { kind: 'all' } });

    // All at once, in one shop process: its bot (started by the harness), its broadcast sender and two job workers,
    // every one of them sending through the process's messenger.
    const runners = [0, 1].map((i) => jobRunner(db, [shopDeliveries(db, messenger, logger), depositNotices(db, messenger, logger)], logger, { pollMs: 20, workerId: `w${i}` }));
    const sender = broadcastSender(db, messenger, { logger, pollMs: 50 });
    for (const service of [...runners, sender]) {
      await service.start();
      stops.push(() => service.stop());
    }
    const customer = standIn.user(840_001);
    const replies = Promise.all(Array.from({ length: 5 }, () => customer.send('/start')));

    const sends = () => [...standIn.calls('sendMessage'), ...standIn.calls('sendDocument')];
    await standIn.waitFor(() => sends().length >= 60, 30_000);
    standIn.failNext('sendMessage', { status: 429, retryAfter: RETRY_AFTER_S });

    await replies;
    const documents = () => standIn.calls('sendDocument').filter((c) => !c.failed).length;
    const depositNoticesSent = () => Array.from({ length: DEPOSITORS }, (_, i) => standIn.chat(830_000 + i).filter((m) => m.text?.includes('Dépôt confirmé')).length).reduce((a, b) => a + b, 0);
    await standIn.waitFor(() => documents() === BUYERS && depositNoticesSent() === DEPOSITORS, 90_000);
    for (;;) {
      if ((await getBroadcast(db, broadcast.id)).status === 'done') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await getBroadcast(db, broadcast.id)).toMatchObject({ recipientCount: BUYERS + DEPOSITORS + 1, sentCount: BUYERS + DEPOSITORS + 1 });

    // Every kind of sender took part, each buyer got one success message and one file.
    for (let i = 0; i < BUYERS; i++) {
      const chat = standIn.chat(820_000 + i);
      expect(chat.filter((m) => m.document)).toHaveLength(1);
      expect(chat.filter((m) => m.text?.includes('<b>Pace</b>'))).toHaveLength(1);
    }
    expect(standIn.chat(840_001).length).toBeGreaterThan(0);

    // The rate, counting every call that sends a message (refused ones too), whoever made it.
    const calls = sends();
    expect(busiestSecond(calls)).toBeLessThanOrEqual(RATE);

    // After the 429, nothing new arrived until retry_after had passed: only calls already on their way (the
    // broadcast's 4 workers, the two job workers, the bot's replies: at most 7), whichever sender they came from.
    const refused = calls.filter((c) => c.failed === 429);
    expect(refused).toHaveLength(1);
    const [r] = refused;
    const early = calls.filter((c) => c.at > r.at && c.at < r.at + RETRY_AFTER_S * 1000);
    expect(early.length, 'calls during the pause after the 429').toBeLessThanOrEqual(7);
    const after = calls.filter((c) => c.at >= r.at + RETRY_AFTER_S * 1000);
    expect(after.length).toBeGreaterThan(0);
  }, 180_000);
});
