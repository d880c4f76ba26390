// Long-lived parts of the shop (HTTP server, job runner, bot…) as services: started in order, stopped in reverse.
import type { Logger } from 'pino';

export type Service = {
  /** Named in logs and in the start-up failure message. */
  name: string;
  start(): Promise<void>;
  /** Stops taking new work and finishes (or hands back) what is in progress; must be safe to call once after start. */
  stop(): Promise<void>;
};

/** A service failed to start; the ones started before it have been stopped. */
export class ServiceStartError extends Error {
  constructor(
    readonly service: string,
    readonly reason: unknown,
  ) {
    super(`${service} failed to start: ${reason instanceof Error ? reason.message : String(reason)}`, { cause: reason });
  }
}

export type Running = {
  /** Stops every started service in reverse order, each within `stopTimeoutMs`; true when all stopped cleanly. */
  stop(): Promise<boolean>;
};

const DEFAULT_STOP_TIMEOUT_MS = 10_000;

/**
 * Starts the services one after another. If one fails, those already started are stopped in reverse and a
 * ServiceStartError naming the failing service is thrown, so the process never runs half of the shop.
 */
export async function startServices(
  services: Service[],
  { logger, stopTimeoutMs = DEFAULT_STOP_TIMEOUT_MS }: { logger: Logger; stopTimeoutMs?: number },
): Promise<Running> {
  const started: Service[] = [];
  for (const service of services) {
    try {
      await service.start();
    } catch (error) {
      await stopInReverse(started, logger, stopTimeoutMs);
      throw new ServiceStartError(service.name, error);
    }
    started.push(service);
    logger.debug({ service: service.name }, 'service started');
  }
  let stopping: Promise<boolean> | undefined;
  return {
    stop: () => {
      stopping ??= stopInReverse(started, logger, stopTimeoutMs);
      return stopping;
    },
  };
}

async function stopInReverse(started: Service[], logger: Logger, timeoutMs: number): Promise<boolean> {
  let clean = true;
  for (const service of [...started].reverse()) {
    const outcome = await withinTime(service.stop(), timeoutMs);
    if (outcome === 'stopped') {
      logger.debug({ service: service.name }, 'service stopped');
    } else if (outcome === 'timeout') {
      // Later services (the database among them) still stop: one stuck part must not keep the others running.
      clean = false;
      logger.error({ service: service.name, timeoutMs }, 'service did not stop in time');
    } else {
      clean = false;
      logger.error({ service: service.name, err: outcome.error }, 'service failed to stop');
    }
  }
  return clean;
}

async function withinTime(stopping: Promise<void>, ms: number): Promise<'stopped' | 'timeout' | { error: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([stopping.then(() => 'stopped' as const), timeout]);
  } catch (error) {
    return { error };
  } finally {
    clearTimeout(timer);
  }
}

/** A signal repeated within this time is the same one delivered twice by the process tree, not a second request. */
const REPEATED_SIGNAL_MS = 1000;

/**
 * Runs the shop until SIGTERM or SIGINT, then stops the services and exits: 0 when every service stopped in time,
 * 1 otherwise. A later signal while stopping exits at once; the same signal again within a second does not: Ctrl-C
 * or a kill to the process group reaches the shop both directly and through `npm start`, which relays it.
 */
export function stopOnSignals(running: Running, logger: Logger, exit: (code: number) => void = process.exit, now: () => number = Date.now): void {
  let first: { signal: NodeJS.Signals; at: number } | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (first) {
      if (signal === first.signal && now() - first.at < REPEATED_SIGNAL_MS) {
        logger.debug({ signal }, 'same signal again: already stopping');
        return;
      }
      logger.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    first = { signal, at: now() };
    logger.info({ signal }, 'stopping');
    running.stop().then(
      (clean) => {
        logger.info({ clean }, 'stopped');
        exit(clean ? 0 : 1);
      },
      (error) => {
        logger.error({ err: error }, 'error while stopping');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
