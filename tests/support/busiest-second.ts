// How a rate is checked against what the Bot API stand-in saw: the most calls in any one-second window.
import type { ApiCall } from './bot-api-stand-in';

/** The most calls that fall in any one-second window [t, t + 1000), by their arrival at the stand-in. */
export function busiestSecond(calls: ApiCall[]): number {
  const times = calls.map((c) => c.at).sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; j < times.length; j++) {
    while (times[j] - times[i] >= 1000) i++;
    best = Math.max(best, j - i + 1);
  }
  return best;
}
