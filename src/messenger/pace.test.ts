// The pace with a share that changes while messages wait (decision 0134): whatever the share did, no one-second window
// holds more messages than the share in force when the newest of them was admitted, and a share of 0 holds everything.
import { describe, expect, it } from 'vitest';
import { busiestSecond } from '../../tests/support/busiest-second';
import { createPace } from './pace';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a pace whose share changes', () => {
  it('keeps every one-second window within the share of its newest message, through lowerings and raisings', async () => {
    const pace = createPace(20);
    const shares = [20, 5, 12, 1, 20, 3];
    const sent: Array<{ index: number; at: number; share: number }> = [];
    let index = 0;
    let running = true;
    // 8 senders at once, each call reaching "Telegram" 0–40 ms after it starts and finishing up to 10 ms later.
    const sender = async () => {
      while (running) {
        const release = await pace.take();
        const mine = { index: index++, share: pace.perSecond, at: 0 };
        await sleep(Math.random() * 40);
        mine.at = Date.now();
        sent.push(mine);
        await sleep(Math.random() * 10);
        release();
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    for (const share of shares) {
      pace.perSecond = share;
      await sleep(900);
    }
    running = false;
    pace.perSecond = 20;
    await Promise.all(senders);

    expect(busiestSecond(sent.map((s) => ({ method: 'sendMessage', params: {}, at: s.at })))).toBeLessThanOrEqual(20);
    // Each window [t, t + 1 s) starting at an arrival: at most the share of the newest message admitted in it.
    const byArrival = [...sent].sort((a, b) => a.at - b.at);
    for (const [i, first] of byArrival.entries()) {
      const inWindow = byArrival.slice(i).filter((s) => s.at < first.at + 1000);
      const newest = inWindow.reduce((a, b) => (b.index > a.index ? b : a));
      expect(inWindow.length, `window at ${first.at}`).toBeLessThanOrEqual(newest.share);
    }
    // The lowered shares did slow it down, the raised ones let it go again: 20 + 5 + 12 + 1 + 20 + 3 a second at most.
    expect(sent.length).toBeGreaterThan(20);
    expect(sent.length).toBeLessThanOrEqual(20 + 20 + 5 + 12 + 1 + 20 + 3);
  }, 20_000);

  it('holds every message at a share of 0 until the share is raised, and lets a held one be given up', async () => {
    const pace = createPace(0);
    let admitted = false;
    const waiting = pace.take().then((release) => {
      admitted = true;
      release();
    });
    await sleep(300);
    expect(admitted).toBe(false);

    const abort = new AbortController();
    const givenUp = pace.take(abort.signal);
    abort.abort(new Error('stopping'));
    pace.perSecond = 3;
    await waiting;
    expect(admitted).toBe(true);
    await expect(givenUp).rejects.toThrow('stopping');
  });
});
