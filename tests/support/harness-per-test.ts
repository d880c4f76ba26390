// The bot tests' harness lifecycle: a harness a test starts is closed after it, once its chats are saved as a
// transcript named after the test, so a failing test leaves what the customer saw (tests/support/bot-transcript.ts).
import { afterEach } from 'vitest';
import { type BotHarness, startBotHarness } from './bot-harness';
import { saveTranscript } from './bot-transcript';
import { testDbKind } from './db';

export type HarnessPerTest = {
  /** startBotHarness, closed after the test. */
  start(options?: Parameters<typeof startBotHarness>[0]): Promise<BotHarness>;
  /** Something the test started on the harness (a job runner), stopped after the test before the harness closes. */
  stopAfterTest(stop: () => Promise<void>): void;
};

export function harnessPerTest(): HarnessPerTest {
  let harness: BotHarness | undefined;
  let stops: Array<() => Promise<void>> = [];
  afterEach(async (context) => {
    for (const stop of stops) await stop();
    stops = [];
    if (harness) await saveTranscript(harness.standIn, `${testDbKind}-${context.task.name}`);
    await harness?.close();
    harness = undefined;
  });
  return {
    async start(options) {
      harness = await startBotHarness(options);
      return harness;
    },
    stopAfterTest(stop) {
      stops.push(stop);
    },
  };
}
