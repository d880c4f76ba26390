// The idle heap release (decision 0163): its rule on readings given by the test, then V8's own heap in a Node process
// run as `npm start` runs the shop (--expose-gc), a heap grown and fragmented by a busy spell given back once quiet.
import { spawnSync } from 'node:child_process';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { shopRuntime } from '../../tests/support/shop-runtime';
import { type HeapReading, idleHeapRelease } from './idle-heap';

const MB = 1024 * 1024;
const CHECK_MS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the watch over a script of readings, one per call of `read`: the baseline at start, one per check, one after
 * each collection. Returns how many readings had been taken at each collection.
 */
async function collectionsOver(readings: HeapReading[]): Promise<number[]> {
  const collected: number[] = [];
  let calls = 0;
  const lines: string[] = [];
  const service = idleHeapRelease({
    logger: pino({ level: 'debug' }, { write: (line: string) => lines.push(line) }),
    read: () => readings[Math.min(calls++, readings.length - 1)],
    collect: () => collected.push(calls),
    checkMs: CHECK_MS,
  });
  await service.start();
  while (calls < readings.length) await sleep(CHECK_MS);
  await service.stop();
  if (collected.length > 0) expect(lines.join('')).toContain('heap given back after a busy spell');
  return collected;
}

const busy = (heapMb: number): HeapReading => ({ utilization: 0.4, heapTotalBytes: heapMb * MB });
const quiet = (heapMb: number): HeapReading => ({ utilization: 0.01, heapTotalBytes: heapMb * MB });

describe('the idle heap release', () => {
  test('collects once the shop has been quiet twice in a row with its heap 8 MB or more above the start, and not again', async () => {
    const collected = await collectionsOver([quiet(47), busy(55), busy(60), quiet(60), busy(60), quiet(60), quiet(60), quiet(47), quiet(47), quiet(47)]);
    // Not after one quiet reading between two busy ones; at the second quiet reading in a row (the 7th); then the
    // heap is back (the reading after the collection) and stays so.
    expect(collected).toEqual([7]);
  });

  test('leaves alone a heap that grew less than 8 MB, or that V8 gave back by itself before the quiet came', async () => {
    expect(await collectionsOver([quiet(47), busy(54), quiet(54), quiet(54), quiet(54)])).toEqual([]);
    expect(await collectionsOver([quiet(47), busy(60), quiet(47), quiet(47), quiet(47)])).toEqual([]);
    // Growth is counted from the smallest heap seen: shrunk to 40 by V8, then 49 after a later spell is 9 MB of growth.
    expect(await collectionsOver([quiet(47), quiet(40), busy(49), quiet(49), quiet(49), quiet(40), quiet(40)])).toEqual([5]);
  });

  test('never collects while the shop is busy, however large the heap', async () => {
    expect(await collectionsOver([quiet(47), busy(90), busy(120), busy(150), busy(150), busy(150)])).toEqual([]);
  });

  test('in a Node process run as npm start runs the shop, gives back the heap a busy spell fragmented', () => {
    // Old objects interleaved with ones dropped later: pages stay partly live, which only a compacting collection frees.
    const script = `
      import { getHeapStatistics } from 'node:v8';
      import pino from 'pino';
      import { idleHeapRelease } from './src/lifecycle/idle-heap.ts';
      const total = () => getHeapStatistics().total_heap_size;
      // Started first: its baseline is the heap before the spell, as the shop's is its heap after start-up.
      const service = idleHeapRelease({ logger: pino({ level: 'silent' }), checkMs: 50 });
      await service.start();
      let kept = [];
      for (let i = 0; i < 600_000; i++) kept.push({ i, s: 'n' + i });
      kept = kept.filter((_, i) => i % 8 === 0);
      const grown = total();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await service.stop();
      console.log(JSON.stringify({ grown, after: total(), kept: kept.length }));
    `;
    const { nodeArgs, env } = shopRuntime();
    const run = spawnSync(process.execPath, [...nodeArgs, '--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    const { grown, after, kept } = JSON.parse(run.stdout);
    expect(kept).toBe(75_000);
    expect(grown - after).toBeGreaterThan(8 * MB);
  }, 40_000);
});
