// Idempotency-Key: the first request with a key runs and its answer is kept; the same key with the same request within
// 24 hours gets that answer again, with another request a refusal. The table's primary key is where duplicates meet.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { DomainError } from '../errors';

/** How long an answer is kept for its key. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** How long a duplicate waits for the first request's answer before it is told the key is still in use. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;

export type StoredAnswer = { statusCode: number; contentType: string | null; body: string };

/** A request as remembered: whose key, which key, and the hash of what was asked. */
export type IdempotentRequest = { owner: string; key: string; requestHash: string };

export const requestHashOf = (method: string, url: string, body: unknown) =>
  createHash('sha256').update(`${method} ${url}\n${JSON.stringify(body ?? null)}`).digest('hex');

type Row = { request_hash: string; status_code: number | null; content_type: string | null; response_body: string | null };

/**
 * Claims the key for this request ('run': the caller runs it, then `keepAnswer` or `forgetRequest`), or gives the first
 * request's answer ('replay'). Refuses the same key with another request (IDEMPOTENCY_KEY_REUSED, 409), and a key whose
 * first request is still running after a wait (IDEMPOTENCY_KEY_IN_USE, 409).
 */
export async function claimIdempotentRequest(
  db: Executor,
  request: IdempotentRequest,
  now: () => Date = () => new Date(),
): Promise<{ outcome: 'run' } | { outcome: 'replay'; answer: StoredAnswer }> {
  const started = Date.now();
  for (;;) {
    const at = now();
    const since = new Date(at.getTime() - KEPT_FOR_MS).toISOString();
    // An answer older than 24 h is as good as gone, even before the pruning job deletes it.
    await db.execute(sql`delete from idempotent_requests where owner = ${request.owner} and key = ${request.key} and created_at < ${since}::timestamptz`);
    const claimed = await queryRows<{ key: string }>(
      db,
      sql`insert into idempotent_requests (owner, key, request_hash, created_at)
          values (${request.owner}, ${request.key}, ${request.requestHash}, ${at.toISOString()}::timestamptz)
          on conflict do nothing returning key`,
    );
    if (claimed.length) return { outcome: 'run' };
    const [row] = await queryRows<Row>(
      db,
      sql`select request_hash, status_code, content_type, response_body from idempotent_requests where owner = ${request.owner} and key = ${request.key}`,
    );
    if (!row) continue; // forgotten meanwhile (the first request failed): claim it again
    if (row.request_hash !== request.requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    if (row.status_code !== null) {
      return { outcome: 'replay', answer: { statusCode: Number(row.status_code), contentType: row.content_type, body: row.response_body ?? '' } };
    }
    if (Date.now() - started > WAIT_FOR_FIRST_MS) throw new DomainError('IDEMPOTENCY_KEY_IN_USE');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Keeps the answer of a request that ran, for its duplicates. */
export async function keepAnswer(db: Executor, request: IdempotentRequest, answer: StoredAnswer, now = new Date()): Promise<void> {
  await db.execute(
    sql`update idempotent_requests set status_code = ${answer.statusCode}, content_type = ${answer.contentType}, response_body = ${answer.body},
          completed_at = ${now.toISOString()}::timestamptz
        where owner = ${request.owner} and key = ${request.key}`,
  );
}

/** Forgets a request that did not finish (a server error): its key may be sent again and run. */
export async function forgetRequest(db: Executor, request: IdempotentRequest): Promise<void> {
  await db.execute(sql`delete from idempotent_requests where owner = ${request.owner} and key = ${request.key} and status_code is null`);
}

/** Deletes the answers older than 24 hours (the pruning job). */
export async function pruneIdempotentRequests(db: Executor, now = new Date()): Promise<void> {
  await db.execute(sql`delete from idempotent_requests where created_at < ${new Date(now.getTime() - KEPT_FOR_MS).toISOString()}::timestamptz`);
}
