// First start: make sure one back-office admin exists, from ADMIN_USERNAME/ADMIN_PASSWORD or a random password.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { DomainError } from '../errors';
import { hashPassword } from './passwords';

export type BootstrapResult = { created: false } | { created: true; username: string; password: string; generated: boolean };

/**
 * Creates the first admin when no admin exists, and never touches an existing user: an admin's password hash is
 * never overwritten, and a customer who already has the wanted user name is not promoted (CONFLICT). Run it under the
 * start-up lock; then only the process that created the admin gets `created: true`, and so prints the password.
 */
export async function ensureAdmin(db: Executor, wanted: { username?: string; password?: string }): Promise<BootstrapResult> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (existing) return { created: false };
  const username = wanted.username ?? 'admin';
  const generated = !wanted.password;
  const password = wanted.password ?? randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), isAdmin: true, openingBalanceCents: 0, balanceCents: 0 })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  if (inserted.length === 0) throw new DomainError('USERNAME_TAKEN', { username });
  return { created: true, username, password, generated };
}
