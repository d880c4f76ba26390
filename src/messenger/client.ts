// The shop's Bot API client: the one place a client is built, and the rules every call to Telegram goes through.
import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import { Api, type ApiCallFn, type ApiClientOptions, GrammyError, HttpError, type Transformer } from 'grammy';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { Agent as AgentType, Dispatcher } from 'undici';
import type { CheckedBot } from '../domain/settings/bot-config';
import { DomainError } from '../domain/errors';
import type { Pace } from './pace';

/** The calls that send a new message (what Telegram's rate limits count). */
const PACED_METHODS = new Set(['sendMessage', 'sendDocument', 'sendPhoto', 'sendMediaGroup', 'copyMessage', 'forwardMessage', 'sendInvoice']);

/** The signal a Bot API method takes (its last argument). */
type CallSignal = NonNullable<Parameters<Api['getMe']>[0]>;

const pacedByCaller = new WeakSet<AbortSignal>();

/**
 * A signal for one call paced by its caller and never retried, given up after `timeoutMs`: the broadcast sender takes
 * its turn itself (so a stop before the turn leaves the recipient untouched) and must not send a message twice whose
 * fate is unknown. A 429 still pauses everyone.
 */
export function pacedByCallerSignal(timeoutMs: number): CallSignal {
  const signal = AbortSignal.timeout(timeoutMs);
  pacedByCaller.add(signal);
  // grammY types its signal with the abort-controller package's declaration; Node's is the same object at run time.
  return signal as unknown as CallSignal;
}

/** Each chat one message at a time, 40 ms apart: a customer's file never overtakes its success message. */
const PER_CHAT = { maxConcurrent: 1, minTime: 40 };

/**
 * The process's rules, outermost first: retries (429 after retry_after, 5xx and network errors, 3 times at most;
 * 403 is not retried), one message at a time per chat, the shared pace for new messages, and a 429 from Telegram
 * pausing every sender of the process at once, and of the other processes through the database (decision 0134).
 * Edits, callback answers and chat actions answer a customer's tap and are not paced (pacing them capped the whole bot
 * at 25 screens a second: bench/bot.bench.ts).
 */
export function sendingRules(pace: Pace): Transformer {
  const retry = autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60 });
  // The overall rate is the pace's; the throttler keeps only its per-chat spacing (global: no limit of its own).
  const perChat = apiThrottler({ global: {}, group: PER_CHAT, out: PER_CHAT });
  const attempt = async (prev: ApiCallFn, method: string, payload: unknown, signal: AbortSignal | undefined, paced: boolean) => {
    const release = paced ? await pace.take(signal) : undefined;
    try {
      const result = await (prev as (m: string, p: unknown, s?: AbortSignal) => ReturnType<ApiCallFn>)(method, payload, signal);
      if (!result.ok && result.error_code === 429) pace.pauseEverywhere(Date.now() + (result.parameters?.retry_after ?? 1) * 1000);
      return result;
    } finally {
      release?.();
    }
  };
  const rules = (prev: ApiCallFn, method: string, payload: unknown, signal?: AbortSignal) => {
    if (signal && pacedByCaller.has(signal)) return attempt(prev, method, payload, signal, false);
    const paced = PACED_METHODS.has(method);
    const once = (m: string, p: unknown, s?: AbortSignal) => attempt(prev, m, p, s, paced);
    const throttled = paced ? (m: string, p: unknown, s?: AbortSignal) => perChat(once as never, m as never, p as never, s as never) : once;
    return retry(throttled as never, method as never, payload as never, signal as never);
  };
  return rules as unknown as Transformer;
}

// Only undici's connection pool and its `request`, not its package entry, which also loads fetch, WebSocket, the cache,
// the mocks and EventSource: 3 MB of heap and 9 MB of RSS more for a process that never uses them (issue 30's memory
// goal). undici publishes no exports map, so these files are reachable; an upgrade that moved them would stop every call
// to Telegram, which every bot test makes.
const load = createRequire(import.meta.url);
const Agent = load('undici/lib/dispatcher/agent.js') as typeof AgentType;
const apiRequest = load('undici/lib/api/api-request.js') as (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;

/**
 * The process's connections to the Bot API, kept open between calls. A paid broadcast keeps up to 200 calls in
 * flight; past 64 connections they queue here rather than open more sockets.
 */
const telegramConnections = new Agent({ connections: 64, keepAliveTimeout: 30_000 });

/**
 * How every call reaches Telegram: undici's `request` instead of grammY's default node-fetch, which cost a third more
 * CPU a message (a paid broadcast sends 1,000 a second; decision 0155). grammY reads only `json()` of the answer; the
 * body is a string (JSON) or a stream (a file upload), both of which undici sends as they are. Telegram's error answers
 * (4xx with a JSON body) are answers, not exceptions, as with fetch.
 */
async function telegramFetch(url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown; signal?: unknown }) {
  const { origin, pathname, search } = new URL(url);
  const answer = await apiRequest.call(telegramConnections, {
    origin,
    path: `${pathname}${search}`,
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    headers: init.headers,
    body: init.body as string | Readable | undefined,
    signal: init.signal as AbortSignal | undefined,
  });
  return { json: () => answer.body.json() };
}

/** grammY client options every client of the shop shares: the transport above. */
export const telegramClientOptions = { fetch: telegramFetch as unknown as NonNullable<ApiClientOptions['fetch']> } satisfies ApiClientOptions;

/** The one `new Api` of the shop: a client for a token at the configured Bot API root, without rules. */
export function bareClient(token: string, apiRoot: string, timeoutSeconds?: number): Api {
  return new Api(token, { ...telegramClientOptions, apiRoot, ...(timeoutSeconds ? { timeoutSeconds } : {}) });
}

/**
 * Asks Telegram whether a token an admin typed (or TELEGRAM_BOT_TOKEN) is a bot's: one getMe, not yet the shop's
 * token, so outside the pace and never retried (the admin waits for the answer: 10 s at most).
 */
export async function checkBotToken(token: string, apiRoot: string): Promise<CheckedBot> {
  try {
    const me = await bareClient(token, apiRoot, 10).getMe();
    return { token, botId: me.id, botUsername: me.username };
  } catch (error) {
    // 401/404 from Telegram: the token is wrong. Anything else (network, 5xx): we could not ask.
    if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404)) throw new DomainError('BOT_TOKEN_REJECTED');
    if (error instanceof GrammyError || error instanceof HttpError) throw new DomainError('TELEGRAM_UNREACHABLE', { reason: error.message });
    throw error;
  }
}
