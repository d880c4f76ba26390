// A reconciliation run on a timer (crypto deposits, Telegram Stars): each pass counts what it found, and says so only
// when it found something, so an idle shop's log stays quiet.
import type { Logger } from 'pino';
import type { JobDefinition } from './runner';

export function reconciliationJob(
  queue: string,
  everyMs: number,
  logger: Logger,
  reconciled: string,
  pass: (signal: AbortSignal) => Promise<Partial<Record<string, number>>>,
): JobDefinition {
  return {
    queue,
    everyMs,
    handler: async (_job, signal) => {
      const report = await pass(signal);
      if (Object.keys(report).length > 0) logger.info({ report }, reconciled);
    },
  };
}
