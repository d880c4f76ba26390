// The heap a busy spell grew, given back once the shop is quiet (decision 0163). Under traffic V8 lets its old
// generation grow well past what is live (62 MB committed for 45 MB live after the bot bench) and only its memory
// reducer shrinks it afterwards; but the reducer runs again only once the committed heap has grown 10 MB past its last
// run, so after a long spell it often never does and the process stays 15–20 MB larger than when it started. Here the
// shop itself watches: when its event loop has been nearly idle for a while and the heap is well above its size after
// start-up (or after the last collection), one full collection gives the difference back.
import { performance } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import type { Logger } from 'pino';
import type { Service } from './services';

/** What the watch reads each time: how busy the event loop was since the last reading, and V8's committed heap. */
export type HeapReading = { utilization: number; heapTotalBytes: number };

export type IdleHeapOptions = {
  logger: Logger;
  /** A full collection; V8's `gc` when Node runs with `--expose-gc` (as `npm start` does), else the watch is off. */
  collect?: () => void;
  /** Readings of the process itself unless a test gives its own. */
  read?: () => HeapReading;
  checkMs?: number;
};

/** Event loop busier than this (a share of the time) is not idle: the bot's long poll and the job runner stay below it. */
const QUIET_UTILIZATION = 0.05;
/** Readings in a row that must be quiet: a pause between two bursts is not the end of the traffic. */
const QUIET_READINGS = 2;
/** Growth of the committed heap worth a collection: less is V8's ordinary slack, and the collection takes ~90 ms. */
const GROWTH_BYTES = 8 * 1024 * 1024;
const CHECK_MS = 5_000;

export function idleHeapRelease({ logger, collect = exposedGc(), read = processReading(), checkMs = CHECK_MS }: IdleHeapOptions): Service {
  let timer: NodeJS.Timeout | undefined;
  return {
    name: 'idle heap release',
    start: async () => {
      if (!collect) return;
      let baseline = read().heapTotalBytes;
      let quiet = 0;
      timer = setInterval(() => {
        const { utilization, heapTotalBytes } = read();
        quiet = utilization < QUIET_UTILIZATION ? quiet + 1 : 0;
        // A heap that shrank by itself (V8's reducer ran) is the new baseline: growth is counted from the smallest seen.
        baseline = Math.min(baseline, heapTotalBytes);
        if (quiet < QUIET_READINGS || heapTotalBytes - baseline < GROWTH_BYTES) return;
        const startedAt = performance.now();
        collect();
        const after = read().heapTotalBytes;
        logger.debug({ beforeMb: mb(heapTotalBytes), afterMb: mb(after), ms: Math.round(performance.now() - startedAt) }, 'heap given back after a busy spell');
        baseline = after;
        quiet = 0;
      }, checkMs);
      // Never what keeps the process alive.
      timer.unref();
    },
    stop: async () => clearInterval(timer),
  };
}

const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;

/**
 * V8's `gc` (there when Node runs with `--expose-gc`) as a compacting collection: a plain full collection frees empty
 * pages only (57.6 → 54.0 MB committed after the bot bench), one that compacts moves the survivors together and frees
 * the rest (57.6 → 45.8 MB, 87 ms), as the memory reducer does. V8 reads the flag at each collection, so setting it
 * around this one changes nothing else.
 */
function exposedGc(): (() => void) | undefined {
  const gc = (globalThis as { gc?: unknown }).gc;
  if (typeof gc !== 'function') return undefined;
  return () => {
    setFlagsFromString('--compact-on-every-full-gc');
    try {
      gc();
    } finally {
      setFlagsFromString('--no-compact-on-every-full-gc');
    }
  };
}

/** The event loop's utilization since the previous reading (Node's own measure of time spent outside the poll wait). */
function processReading(): () => HeapReading {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return { utilization, heapTotalBytes: getHeapStatistics().total_heap_size };
  };
}
