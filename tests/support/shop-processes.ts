// Several shop processes (src/main.ts, as `npm start` runs it) on one scratch PostgreSQL database, for the tests of a
// block: the database made on `open`, the Bot API stand-in too when asked, and after the block every process started
// stopped, the stand-in closed and the database dropped. Several processes share one database only on PostgreSQL, so
// these tests run once, in the postgres project; elsewhere `skipUnlessRun` skips them and says why.
import { afterAll } from 'vitest';
import { type BotApiStandIn, startBotApiStandIn } from './bot-api-stand-in';
import { testDbKind } from './db';
import { createScratchPostgres, type ScratchPostgres } from './scratch-postgres';
import { type Started, startShop, stopShop } from './shop-process';

const serverUrl = process.env.TEST_DATABASE_URL;

export type ShopProcesses = {
  /** Whether this project runs them (a PostgreSQL server given, the postgres project). */
  readonly runs: boolean;
  /** Skips the test where they do not run, saying why. */
  skipUnlessRun(context: { skip(note: string): void }): void;
  /** Creates the scratch database (`<prefix>_<random>`) and, when asked, starts the stand-in. */
  open(): Promise<void>;
  /** The scratch database's URL, once open. */
  readonly databaseUrl: string;
  /** The Bot API stand-in the processes' bot talks to (with `standIn: true`), once open. */
  readonly standIn: BotApiStandIn;
  /**
   * Starts one process on the scratch database (and the stand-in's bot), with `env` besides; it is stopped after the
   * block. Rejects as `startShop` does when it exits before its banner.
   */
  start(env?: Record<string, string>): Promise<Started>;
};

export function suiteShopProcesses(prefix: string, options: { standIn?: boolean } = {}): ShopProcesses {
  const started: Started[] = [];
  let scratch: ScratchPostgres | undefined;
  let standIn: BotApiStandIn | undefined;

  afterAll(async () => {
    await Promise.all(started.map((s) => stopShop(s.child)));
    await standIn?.close();
    await scratch?.drop();
  });

  const databaseUrl = () => {
    if (!scratch) throw new Error('suiteShopProcesses: open() first');
    return scratch.url;
  };
  const runs = serverUrl !== undefined && serverUrl !== '' && testDbKind === 'postgres';
  return {
    runs,
    skipUnlessRun(context) {
      if (!serverUrl) context.skip('TEST_DATABASE_URL is not set: this test needs a PostgreSQL server');
      else if (testDbKind !== 'postgres') context.skip('several processes share one database only on PostgreSQL: runs once, in the postgres project');
    },
    async open() {
      scratch = await createScratchPostgres(serverUrl as string, prefix);
      if (options.standIn) standIn = await startBotApiStandIn();
    },
    get databaseUrl() {
      return databaseUrl();
    },
    get standIn() {
      if (!standIn) throw new Error('suiteShopProcesses: no stand-in (ask for it with { standIn: true }, then open())');
      return standIn;
    },
    async start(env = {}) {
      const bot: Record<string, string> = standIn ? { TELEGRAM_BOT_TOKEN: standIn.token, TELEGRAM_API_ROOT: standIn.url } : {};
      const shop = await startShop({ DATABASE_URL: databaseUrl(), ...bot, ...env });
      started.push(shop);
      return shop;
    },
  };
}
