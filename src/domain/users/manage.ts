// Back-office user management: create (opening balance), edit (never the balance), delete or deactivate.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { DomainError, isUniqueViolation, notFound } from '../errors';
import { formatEuros, requireCents } from '../wallet/money';
import { hashPassword } from './passwords';
import { endSessions } from './sessions';
import { isReservedUsername } from '../../contracts/users';

export type NewUser = {
  username: string;
  telegramId?: number | null;
  telegramUsername?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** The opening balance in cents (not a ledger row). Default 120, i.e. 1.20 € (SPEC §9). */
  openingBalanceCents?: number;
  isAdmin?: boolean;
  language?: string;
  password?: string;
};

export type UserPatch = {
  username?: string;
  telegramId?: number | null;
  telegramUsername?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  isAdmin?: boolean;
  isActive?: boolean;
  language?: string;
  password?: string;
};

/** SPEC §9: a new user starts with 1.20 €. */
export const DEFAULT_OPENING_BALANCE_CENTS = 120;

const usernameTaken = () => new DomainError('USERNAME_TAKEN');

/** A customer's login name (`tg_<id>`) is the shop's to give: an admin neither creates one nor renames a user to one. */
function assertNotReserved(username: string | undefined, current?: string) {
  if (username === undefined || !isReservedUsername(username)) return;
  // Keeping the name the user already has (a customer's own tg_ name, sent back by the edit form) is no choice.
  if (current !== undefined && username.toLowerCase() === current.toLowerCase()) return;
  throw new DomainError('USERNAME_RESERVED', { username });
}
const telegramIdTaken = () => new DomainError('TELEGRAM_ID_TAKEN');

/** Login compares user names case-insensitively, so "Bob" and "bob" may not both exist. */
async function assertFree(db: Executor, username: string | undefined, telegramId: number | null | undefined, exceptId?: number) {
  if (username !== undefined) {
    const clash = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, exceptId ? ne(users.id, exceptId) : undefined))
      .limit(1);
    if (clash.length) throw usernameTaken();
  }
  if (telegramId != null) {
    const clash = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.telegramId, telegramId), exceptId ? ne(users.id, exceptId) : undefined))
      .limit(1);
    if (clash.length) throw telegramIdTaken();
  }
}

function conflictOf(error: unknown): DomainError | null {
  if (isUniqueViolation(error, 'users_username_unique')) return usernameTaken();
  if (isUniqueViolation(error, 'users_telegram_id_unique')) return telegramIdTaken();
  return null;
}

export async function createUser(db: Db, input: NewUser, actorUserId: number | null): Promise<number> {
  const openingCents = requireCents(input.openingBalanceCents ?? DEFAULT_OPENING_BALANCE_CENTS, { field: 'balance', allowZero: true });
  assertNotReserved(input.username);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await db.transaction(async (tx) => {
      await assertFree(tx, input.username, input.telegramId);
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          telegramId: input.telegramId ?? null,
          telegramUsername: input.telegramUsername ?? null,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          openingBalanceCents: openingCents,
          balanceCents: openingCents,
          isAdmin: input.isAdmin ?? false,
          language: input.language ?? 'fr',
          passwordHash,
        })
        .returning({ id: users.id });
      await recordAudit(tx, {
        actorUserId,
        action: 'user.create',
        entityType: 'user',
        entityId: row.id,
        details: { username: input.username, openingBalance: formatEuros(openingCents), isAdmin: input.isAdmin ?? false },
      });
      return row.id;
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/** Who makes a change: the admin, and the session they make it from (kept when they change their own password). */
export type Actor = { userId: number | null; sessionToken?: string | null };

/**
 * Edits a user. A new password ends the user's other sessions (all of them when another admin sets it); a change of
 * the admin flag or a deactivation ends them all, so neither a demoted admin's token nor one signed in while not an
 * admin carries rights it was not given at sign-in.
 */
export async function updateUser(db: Db, id: number, patch: UserPatch, actor: Actor): Promise<void> {
  const actorUserId = actor.userId;
  const passwordHash = patch.password ? await hashPassword(patch.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!current) throw notFound('user', { id });
      if (actorUserId === id && (patch.isAdmin === false || patch.isActive === false)) throw new DomainError('CANNOT_DEMOTE_SELF', { userId: id });
      assertNotReserved(patch.username, current.username);
      await assertFree(tx, patch.username, patch.telegramId, id);
      const changes: Partial<typeof users.$inferInsert> = {};
      const changed: string[] = [];
      for (const key of ['username', 'telegramId', 'telegramUsername', 'firstName', 'lastName', 'isAdmin', 'isActive', 'language'] as const) {
        if (patch[key] !== undefined && patch[key] !== current[key]) {
          (changes as Record<string, unknown>)[key] = patch[key];
          changed.push(key);
        }
      }
      if (passwordHash) {
        changes.passwordHash = passwordHash;
        changed.push('password');
      }
      if (!changed.length) return;
      await tx.update(users).set(changes).where(eq(users.id, id));
      if (changed.includes('isAdmin') || changes.isActive === false) await endSessions(tx, id);
      else if (passwordHash) await endSessions(tx, id, actorUserId === id ? actor.sessionToken : null);
      await recordAudit(tx, {
        actorUserId,
        action: 'user.update',
        entityType: 'user',
        entityId: id,
        details: { changed, ...Object.fromEntries(changed.filter((k) => k !== 'password').map((k) => [k, (changes as Record<string, unknown>)[k]])) },
      });
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

export type DeleteOutcome = 'deleted' | 'deactivated';

/**
 * Deletes a user who never had money history. One who has (ledger rows, transactions, orders, deposits) is
 * deactivated instead: the accounts must keep adding up, and the user can no longer sign in or buy.
 * An admin cannot delete their own account.
 */
export async function deleteUser(db: Db, id: number, actorUserId: number | null): Promise<DeleteOutcome> {
  if (actorUserId === id) throw new DomainError('CANNOT_DELETE_SELF', { userId: id });
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id)).for('update');
    if (!user) throw notFound('user', { id });
    const rows = await queryRows<{ has: boolean }>(tx, sql`
      select exists (select 1 from ledger_entries where user_id = ${id})
          or exists (select 1 from transactions where user_id = ${id})
          or exists (select 1 from purchase_history where user_id = ${id})
          or exists (select 1 from deposits where user_id = ${id}) as has`);
    const outcome: DeleteOutcome = rows[0]?.has ? 'deactivated' : 'deleted';
    if (outcome === 'deactivated') {
      await tx.update(users).set({ isActive: false }).where(eq(users.id, id));
      await endSessions(tx, id);
    } else {
      await tx.delete(users).where(eq(users.id, id));
    }
    await recordAudit(tx, {
      actorUserId,
      action: outcome === 'deleted' ? 'user.delete' : 'user.deactivate',
      entityType: 'user',
      entityId: id,
      details: { username: user.username },
    });
    return outcome;
  });
}
