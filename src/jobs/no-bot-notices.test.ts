// Notices without a bot configured: one info line for the whole process, the rest at debug (a fresh shop's burst of
// deposit notices used to print one line each and push the one-time admin password off the terminal).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/db';
import type { Database } from '../domain/database';
import { createLogger, type LogOutput } from '../logger';
import { createMessenger } from '../messenger/messenger';
import { depositNotices } from './deposit-notices';
import { noBotNotices } from './no-bot-notices';
import { referralNotices } from './referral-notices';
import { shopDeliveries } from './shop-deliveries';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('notices without a bot', () => {
  it('are said once at info for every notice job together, each one at debug', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const output: LogOutput = { isTTY: false, write: (text: string) => lines.push(JSON.parse(text)) };
    const logger = createLogger({ logLevel: 'debug' }, { output, env: {} });
    const noBot = noBotNotices(logger);
    const messenger = createMessenger({ db: database.db, apiRoot: 'http://unused', logger });
    const jobs = [depositNotices(database.db, messenger, logger, noBot), referralNotices(database.db, messenger, logger, noBot)];
    const job = (payload: Record<string, unknown>) => ({ id: 1, queue: 'q', key: null, payload, attempts: 1, maxAttempts: 5 });
    for (let i = 1; i <= 14; i++) await jobs[0].handler(job({ depositId: i, event: 'credited' }), new AbortController().signal);
    await jobs[1].handler(job({ referredUserId: 1 }), new AbortController().signal);
    const info = lines.filter((l) => l.level === 30);
    expect(info.map((l) => l.msg)).toEqual(['notices are not sent while no bot is configured (said once; each one is logged at debug)']);
    expect(lines.filter((l) => l.level === 20)).toHaveLength(14);
  });

  it('a Mini App delivery for an order that does not exist is not a notice without a bot', async () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'debug' }, { output: { isTTY: false, write: (t: string) => lines.push(t) }, env: {} });
    const messenger = createMessenger({ db: database.db, apiRoot: 'http://unused', logger });
    await shopDeliveries(database.db, messenger, logger).handler({ id: 1, queue: 'q', key: null, payload: { orderId: 999_999 }, attempts: 1, maxAttempts: 5 }, new AbortController().signal);
    expect(lines).toEqual([]);
  });
});
