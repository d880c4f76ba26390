// A periodic sweep: a job that clears or folds what has piled up, and says at debug level how much it did when it did any.
import type { JobDefinition } from './runner';

export function sweepJob(
  queue: string,
  everyMs: number,
  sweep: () => Promise<number>,
  report: (count: number) => void,
): JobDefinition {
  return {
    queue,
    everyMs,
    handler: async () => {
      const count = await sweep();
      if (count > 0) report(count);
    },
  };
}
