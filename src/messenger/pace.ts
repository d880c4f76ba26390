// The shop's pace towards Telegram: at most `perSecond` messages in any second, as Telegram sees them arrive, and a
// shared pause (429 retry_after) that holds every send. One per process, in the messenger: the bot's replies, the
// jobs' notices and the broadcast sender all take their turn here.

type Slot = { ended: Promise<void>; end(): void; endedAt: number | null };

export type Pace = {
  /** Waits for the right to start one message; call the returned function once its call has finished. */
  take(signal?: AbortSignal): Promise<() => void>;
  /** Nothing starts before this time (ms since the epoch). */
  pauseUntil(at: number): void;
  readonly pausedUntil: number;
};

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Message n may start only once every message up to n − perSecond has finished, and a second has passed since the
 * last of them finished. A message reaches Telegram after it starts and before it finishes, so any two messages
 * `perSecond` apart arrive more than a second apart: no one-second window ever holds more than `perSecond`,
 * whatever the latency or the number of calls in flight. At low latency the pace is perSecond / (1 s + latency).
 */
export function createPace(perSecond: number, now: () => number = Date.now): Pace {
  const window: Slot[] = [];
  /** The latest finish among the messages that left the window. */
  let floor = Number.NEGATIVE_INFINITY;
  let pausedUntil = 0;
  let turn: Promise<unknown> = Promise.resolve();

  async function admit(signal?: AbortSignal): Promise<() => void> {
    while (window.length >= perSecond) {
      const oldest = window[0];
      if (oldest.endedAt === null) await oldest.ended;
      window.shift();
      floor = Math.max(floor, oldest.endedAt ?? now());
    }
    for (;;) {
      if (signal?.aborted) throw signal.reason ?? new Error('aborted');
      // +1 ms: Telegram's clock (and the stand-in's) reads whole milliseconds.
      const wait = Math.max(floor + 1001 - now(), pausedUntil - now());
      if (wait <= 0) break;
      await sleep(wait, signal);
    }
    let end!: () => void;
    const slot: Slot = { ended: new Promise<void>((resolve) => (end = resolve)), end: () => {}, endedAt: null };
    slot.end = () => {
      if (slot.endedAt !== null) return;
      slot.endedAt = now();
      end();
    };
    window.push(slot);
    return slot.end;
  }

  return {
    take(signal) {
      // One caller at a time decides, so concurrent senders are admitted in order.
      const next = turn.then(() => admit(signal));
      turn = next.catch(() => {});
      return next;
    },
    pauseUntil(at) {
      pausedUntil = Math.max(pausedUntil, at);
    },
    get pausedUntil() {
      return pausedUntil;
    },
  };
}

