// The shop's pace towards Telegram: at most `perSecond` messages in any second, as Telegram sees them arrive, and a
// shared pause (429 retry_after) that holds every send. One per process, in the messenger: the bot's replies, the
// jobs' notices and the broadcast sender all take their turn here. With several processes, each one's perSecond is its
// share of the rate and a 429 reaches the others through the database (shared-pace.ts, decision 0134).

type Slot = { ended: Promise<void>; end(): void; endedAt: number | null };

export type Pace = {
  /** Waits for the right to start one message; call the returned function once its call has finished. */
  take(signal?: AbortSignal): Promise<() => void>;
  /** Nothing starts in this process before this time (ms since the epoch). */
  pauseUntil(at: number): void;
  /** Telegram answered 429: this process pauses at once, and the other processes through `onPauseEverywhere`. */
  pauseEverywhere(at: number): void;
  /** Who tells the other processes of a 429 (one listener: the shared pace). */
  onPauseEverywhere(listener: ((at: number) => void) | undefined): void;
  readonly pausedUntil: number;
  /** Messages a second now; 0 holds every new message until it is raised. */
  perSecond: number;
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
 * `heldBy`: another pace whose pause holds this one too (a paid broadcast's pace is held by the shop's).
 */
export function createPace(initialPerSecond: number, now: () => number = Date.now, heldBy?: Pick<Pace, 'pausedUntil'>): Pace {
  let perSecond = initialPerSecond;
  const window: Slot[] = [];
  /** The latest finish among the messages that left the window. */
  let floor = Number.NEGATIVE_INFINITY;
  let pausedUntil = 0;
  let turn: Promise<unknown> = Promise.resolve();
  let pauseListener: ((at: number) => void) | undefined;
  /** Wakes an admission waiting for a share (perSecond 0) when the share changes. */
  let shareChanged: (() => void) | undefined;

  const heldForShare = (signal?: AbortSignal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        shareChanged = undefined;
        signal?.removeEventListener('abort', done);
        resolve();
      };
      shareChanged = done;
      signal?.addEventListener('abort', done, { once: true });
    });

  async function admit(signal?: AbortSignal): Promise<() => void> {
    // One loop, every condition read again after each wait: the share may change while this message waits.
    for (;;) {
      if (signal?.aborted) throw signal.reason ?? new Error('aborted');
      if (perSecond < 1) {
        await heldForShare(signal);
        continue;
      }
      // A lowered perSecond lets the oldest slots go until the window fits it: the floor is then the latest finish
      // of every message perSecond or more back, so the rule holds across the change too.
      if (window.length >= perSecond) {
        const oldest = window[0];
        if (oldest.endedAt === null) await oldest.ended;
        else {
          window.shift();
          floor = Math.max(floor, oldest.endedAt);
        }
        continue;
      }
      // +1 ms: Telegram's clock (and the stand-in's) reads whole milliseconds.
      // A pace held by another (a paid broadcast's by the shop's) also waits out that one's pause: a 429 stops both.
      const wait = Math.max(floor + 1001 - now(), pausedUntil - now(), (heldBy?.pausedUntil ?? 0) - now());
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
    pauseEverywhere(at) {
      pausedUntil = Math.max(pausedUntil, at);
      pauseListener?.(at);
    },
    onPauseEverywhere(listener) {
      pauseListener = listener;
    },
    get pausedUntil() {
      return Math.max(pausedUntil, heldBy?.pausedUntil ?? 0);
    },
    get perSecond() {
      return perSecond;
    },
    set perSecond(value) {
      perSecond = Math.max(0, Math.floor(value));
      shareChanged?.();
    },
  };
}

