// The bot's updates in the metrics: counted by kind and outcome and timed, through the real bot and the stand-in.
import { afterEach, expect, it } from 'vitest';
import { type BotHarness, startBotHarness } from '../../tests/support/bot-harness';
import { register } from '../../tests/support/bot-customer';
import { createMetrics } from '../metrics';

let h: BotHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

it('counts and times every update the bot handles, by kind', async () => {
  const metrics = createMetrics();
  h = await startBotHarness({ metrics });
  const user = h.standIn.user(9901, { username: 'counted', firstName: 'Counted', languageCode: 'fr' });
  await register(user); // /start (a message), then the language button (a callback query)
  // The update is counted once its handler returns, just after its last answer reached the stand-in.
  let text = '';
  for (let i = 0; i < 100 && !/kind="callback_query",outcome="ok"/.test(text); i++) {
    text = await metrics.registry.metrics();
    await new Promise((r) => setTimeout(r, 20));
  }
  const value = (series: string) => Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.split(' ')[1]);
  expect(value('autoshop_bot_updates_total{kind="message",outcome="ok"}')).toBe(1);
  expect(value('autoshop_bot_updates_total{kind="callback_query",outcome="ok"}')).toBe(1);
  expect(value('autoshop_bot_update_duration_seconds_count{kind="message"}')).toBe(1);
});
