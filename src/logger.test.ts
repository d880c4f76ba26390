// The log format: readable single lines on a terminal, JSON everywhere else; and one line per HTTP request.
import { describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../tests/support/app';
import { createTestDatabase } from '../tests/support/db';
import { createLogger, type LogOutput, logFormat } from './logger';

const collector = (isTTY: boolean) => {
  const lines: string[] = [];
  const output: LogOutput = { isTTY, write: (text: string) => lines.push(text) };
  return { output, lines };
};
// biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours pino-pretty adds.
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

describe('logFormat', () => {
  it('is pretty only on a terminal, outside production, with pino-pretty installed', () => {
    expect(logFormat({ isTTY: true }, {}, true)).toBe('pretty');
    expect(logFormat({ isTTY: true }, { NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(logFormat({ isTTY: false }, {}, true)).toBe('json');
    expect(logFormat({}, {}, true)).toBe('json');
    expect(logFormat({ isTTY: true }, { NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormat({ isTTY: true }, {}, false)).toBe('json');
  });
});

describe('createLogger', () => {
  it('writes JSON when the output is not a terminal', () => {
    const { output, lines } = collector(false);
    createLogger({ logLevel: 'info' }, { output, env: {} }).info({ database: 'pglite' }, 'database migrated');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 30, msg: 'database migrated', database: 'pglite' });
  });

  it('writes one readable line at once on a terminal', () => {
    const { output, lines } = collector(true);
    createLogger({ logLevel: 'info' }, { output, env: {} }).info({ database: 'pglite' }, 'database migrated');
    // Written synchronously, so the start-up banner written after the logs stays last.
    expect(lines).toHaveLength(1);
    const line = plain(lines[0] as string);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: database migrated \{"database":"pglite"\}\n$/);
  });

  it('redacts secrets in both formats', () => {
    for (const isTTY of [false, true]) {
      const { output, lines } = collector(isTTY);
      createLogger({ logLevel: 'info' }, { output, env: {} }).info({ user: { password: 'hunter2-secret' } }, 'x');
      expect(lines.join('')).not.toContain('hunter2-secret');
    }
  });
});

describe('request logging', () => {
  it('on a terminal, logs one line per request at debug: none at the default info level', async () => {
    const database = await createTestDatabase();
    try {
      for (const logLevel of ['info', 'debug'] as const) {
        const { output, lines } = collector(true);
        const app = await buildTestApp({ config: testConfig(), db: database.db, logger: createLogger({ logLevel }, { output, env: {} }), webDir: '/nonexistent' });
        await app.ready();
        lines.length = 0;
        await app.inject({ method: 'GET', url: '/healthz' });
        await app.inject({ method: 'GET', url: '/api/users?page=2' });
        await app.close();
        expect(lines.map(plain)).toEqual(
          logLevel === 'info'
            ? []
            : [
                expect.stringMatching(/^\[\d\d:\d\d:\d\d\] DEBUG: GET \/healthz 200 \d+ ms\n$/),
                expect.stringMatching(/^\[\d\d:\d\d:\d\d\] DEBUG: GET \/api\/users\?page=2 401 \d+ ms\n$/),
              ],
        );
      }
    } finally {
      await database.close();
    }
  });

  it('keeps the request line at info, with its fields and id, in JSON (production, or stdout not a terminal)', async () => {
    const { output, lines } = collector(false);
    const database = await createTestDatabase();
    const app = await buildTestApp({ config: testConfig(), db: database.db, logger: createLogger({ logLevel: 'info' }, { output, env: {} }), webDir: '/nonexistent' });
    try {
      await app.ready();
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'req-42' } });
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] as string)).toMatchObject({
        level: 30,
        reqId: 'req-42',
        method: 'GET',
        url: '/healthz',
        statusCode: 200,
        responseTime: expect.any(Number),
        msg: expect.stringMatching(/^GET \/healthz 200 \d+ ms$/),
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
