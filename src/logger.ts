// The process logger: structured JSON (pino) by default; one readable line per event when a person watches a terminal.
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

/** Where log lines go: stdout by default; tests pass their own. */
export type LogOutput = { write(text: string): unknown; isTTY?: boolean };

/** JSON unless stdout is a terminal outside production (and pino-pretty is installed: it is a development tool). */
export function logFormat(output: { isTTY?: boolean }, env: NodeJS.ProcessEnv, prettyInstalled: boolean): 'pretty' | 'json' {
  return output.isTTY === true && env.NODE_ENV !== 'production' && prettyInstalled ? 'pretty' : 'json';
}

/**
 * The level of the one line per HTTP request: debug on a terminal (a person reads it: a short session made 6,085
 * request lines that buried the start-up banner), info in JSON (production, or stdout not a terminal: log collectors
 * keep the access log). `LOG_LEVEL=debug` shows them on a terminal too.
 */
export type RequestLogLevel = 'info' | 'debug';
const requestLevels = new WeakMap<Logger, RequestLogLevel>();
export const requestLogLevel = (logger: Logger): RequestLogLevel => requestLevels.get(logger) ?? 'info';

/** How many lines a logger made by createLogger has written so far (main.ts repeats the banner once they stop). */
const lineCounts = new WeakMap<Logger, () => number>();
export const linesWritten = (logger: Logger): number => lineCounts.get(logger)?.() ?? 0;

/**
 * Writes text (main.ts's start-up banner) where the logger writes, after the lines it still holds: pino's stdout
 * destination writes asynchronously, so a line logged before a plain `process.stdout.write` could come out after it
 * (the server's "listening" line under the banner, seen on a loaded machine).
 */
const rawOutputs = new WeakMap<Logger, { write(text: string): unknown }>();
export const writeBesideLogs = (logger: Logger, text: string): void => {
  (rawOutputs.get(logger) ?? process.stdout).write(text);
};

/** Fields of the request line (see http/app.ts) that its readable message already says. */
const SHOWN_IN_MESSAGE = ['pid', 'hostname', 'reqId', 'method', 'url', 'statusCode', 'responseTime'];

type PrettyFactory = (options: Record<string, unknown>) => (line: string) => string;

function loadPrettyFactory(): PrettyFactory | undefined {
  try {
    return (createRequire(import.meta.url)('pino-pretty') as { prettyFactory: PrettyFactory }).prettyFactory;
  } catch {
    return undefined;
  }
}

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  options: { output?: LogOutput; env?: NodeJS.ProcessEnv } = {},
): Logger {
  const output = options.output ?? process.stdout;
  // pino-pretty only for a terminal that would show it: a shop logging JSON never loads it (issue 30's memory goal).
  const env = options.env ?? process.env;
  const prettyFactory = logFormat(output, env, true) === 'pretty' ? loadPrettyFactory() : undefined;
  let lines = 0;
  const settings = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    // Called for the enabled levels only: a line that is written.
    hooks: {
      logMethod(this: Logger, args: Parameters<Logger['info']>, method: Logger['info']) {
        lines += 1;
        return method.apply(this, args);
      },
    },
  };
  const counted = (logger: Logger, raw: { write(text: string): unknown }) => {
    lineCounts.set(logger, () => lines);
    rawOutputs.set(logger, raw);
    return logger;
  };
  // JSON unless pino-pretty was wanted and is installed.
  if (!prettyFactory) {
    // pino's own stdout destination unless a test gives another.
    const logger = options.output ? pino(settings, options.output as DestinationStream) : pino(settings);
    return counted(logger, (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]);
  }
  // Formatted in this thread and written at once (no worker transport), so lines keep their order with the start-up
  // banner that main.ts writes last.
  const prettify = prettyFactory({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: SHOWN_IN_MESSAGE.join(','),
    singleLine: true,
  });
  const logger = pino(settings, { write: (line: string) => output.write(prettify(line)) });
  requestLevels.set(logger, 'debug');
  return counted(logger, output);
}
