// Back-office sign-in: check a password, open a session, resolve a token, revoke at logout.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { sessions, users } from '../../db/schema';
import { DomainError } from '../errors';
import { DUMMY_HASH, verifyPassword } from './passwords';

export type SessionUser = { id: number; username: string; isAdmin: boolean };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

export async function login(
  db: Executor,
  input: { username: string; password: string },
  ttlDays: number,
): Promise<{ user: SessionUser; token: string }> {
  const [row] = await db
    .select({ id: users.id, username: users.username, isAdmin: users.isAdmin, isActive: users.isActive, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`)
    .limit(1);
  const ok = await verifyPassword(row?.passwordHash ?? DUMMY_HASH, input.password);
  if (!row?.passwordHash || !ok || !row.isActive) {
    throw new DomainError('INVALID_CREDENTIALS');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * DAY_MS).toISOString();
  // The session is written only while the user's row is still the one checked above. FOR SHARE waits for an edit of
  // the row in progress (a new password, the admin flag, a deactivation: they end sessions in their transaction) and
  // then re-reads it, so a sign-in with the old password cannot slip its session in after that edit ended the others.
  const opened = await queryRows<{ id: number }>(db, sql`
    insert into sessions (token_hash, user_id, expires_at)
    select ${hashToken(token)}, id, ${expiresAt}::timestamptz from users
    where id = ${row.id} and password_hash = ${row.passwordHash} and is_active and is_admin = ${row.isAdmin}
    for share
    returning id`);
  if (!opened.length) throw new DomainError('INVALID_CREDENTIALS');
  await db.update(users).set({ lastActivity: new Date() }).where(eq(users.id, row.id));
  return { user: { id: row.id, username: row.username, isAdmin: row.isAdmin }, token };
}

/** The user behind a live token, or null. Sliding expiry: use pushes the end out, at most once an hour. */
export async function resolveSession(db: Executor, token: string, ttlDays: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      isActive: users.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row?.isActive) return null;
  const renewed = Date.now() + ttlDays * DAY_MS;
  if (renewed - row.expiresAt.getTime() > 60 * 60 * 1000) {
    await db.update(sessions).set({ expiresAt: new Date(renewed) }).where(eq(sessions.id, row.sessionId));
  }
  return { id: row.id, username: row.username, isAdmin: row.isAdmin };
}

export async function logout(db: Executor, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of a user, except the one of `keepToken` (the admin changing their own password stays
 * signed in there). Called in the transaction of the change, so no request sees the new rights with an old session.
 */
export async function endSessions(db: Executor, userId: number, keepToken?: string | null): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined));
}
