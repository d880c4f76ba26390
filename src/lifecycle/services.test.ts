import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type Service, ServiceStartError, startServices } from './services';

function recorder() {
  const events: string[] = [];
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
  const service = (name: string, behaviour: { failStart?: boolean; hangStop?: boolean; failStop?: boolean } = {}): Service => ({
    name,
    start: async () => {
      events.push(`start ${name}`);
      if (behaviour.failStart) throw new Error('port taken');
    },
    stop: async () => {
      events.push(`stop ${name}`);
      if (behaviour.hangStop) await new Promise(() => {});
      if (behaviour.failStop) throw new Error('boom');
    },
  });
  return { events, lines, logger, service };
}

describe('services', () => {
  it('start in order and stop in reverse, once however often stop is asked', async () => {
    const r = recorder();
    const running = await startServices([r.service('database'), r.service('jobs'), r.service('http')], { logger: r.logger });
    const [a, b] = await Promise.all([running.stop(), running.stop()]);
    expect([a, b]).toEqual([true, true]);
    expect(r.events).toEqual(['start database', 'start jobs', 'start http', 'stop http', 'stop jobs', 'stop database']);
  });

  it('a failing start stops the started ones in reverse, starts none after it, and names the service', async () => {
    const r = recorder();
    const failed = await startServices([r.service('database'), r.service('jobs'), r.service('http', { failStart: true }), r.service('bot')], { logger: r.logger }).catch((e) => e);
    expect(failed).toBeInstanceOf(ServiceStartError);
    expect(failed.message).toBe('http failed to start: port taken');
    expect(failed.service).toBe('http');
    expect(r.events).toEqual(['start database', 'start jobs', 'start http', 'stop jobs', 'stop database']);
  });

  it('bounds each stop in time, logs the one that timed out or failed, and still stops the others', async () => {
    const r = recorder();
    const running = await startServices([r.service('database'), r.service('bot', { failStop: true }), r.service('jobs', { hangStop: true }), r.service('http')], {
      logger: r.logger,
      stopTimeoutMs: 50,
    });
    expect(await running.stop()).toBe(false);
    expect(r.events.slice(4)).toEqual(['stop http', 'stop jobs', 'stop bot', 'stop database']);
    const errors = r.lines.map((l) => JSON.parse(l)).filter((l) => l.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({ service: 'jobs', timeoutMs: 50, msg: 'service did not stop in time' }),
      expect.objectContaining({ service: 'bot', msg: 'service failed to stop' }),
    ]);
  });
});
