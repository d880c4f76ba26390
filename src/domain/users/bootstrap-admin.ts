// First start: make sure one back-office admin exists, from ADMIN_USERNAME/ADMIN_PASSWORD or a random password.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './passwords';

export type BootstrapResult = { created: false } | { created: true; username: string; password: string; generated: boolean };

export async function ensureAdmin(
  db: Executor,
  wanted: { username?: string; password?: string },
): Promise<BootstrapResult> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (existing) return { created: false };
  const username = wanted.username ?? 'admin';
  const generated = !wanted.password;
  const password = wanted.password ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), isAdmin: true, openingBalanceCents: 0, balanceCents: 0 })
    .onConflictDoUpdate({ target: users.username, set: { passwordHash: await hashPassword(password), isAdmin: true } });
  return { created: true, username, password, generated };
}
