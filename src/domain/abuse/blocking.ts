// Blocking an abusive customer (decision 0142): the admin's block and unblock, audited, and the one rule every entry
// point that costs the shop asks (purchase, top-up, gift card, promo code, the Mini App, tickets).
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { recordAudit } from '../audit/record';
import { DomainError, notFound } from '../errors';

export type CustomerBlock = { blockedAt: Date; reason: string; blockedByUserId: number | null; blockedBy: string | null };

/** The refusal every blocked action gets: the bot says it in the customer's language, the API in French (403). */
export const customerBlocked = (userId: number) => new DomainError('CUSTOMER_BLOCKED', { userId });

const isBlockedRefusal = (error: unknown) => error instanceof DomainError && error.code === 'CUSTOMER_BLOCKED';

/**
 * Refuses a blocked customer. Called inside the transaction of the action, it locks the customer's row (FOR UPDATE):
 * a block is an update of that row, so an action and a block never cross (the action commits before the block, or
 * sees it). Outside a transaction (a read such as the Mini App's), it is a plain read of the flag.
 */
export async function refuseIfBlocked(tx: Executor, userId: number, options: { lock?: boolean } = {}): Promise<void> {
  const rows = await queryRows<{ blocked: boolean }>(
    tx,
    sql`select blocked_at is not null as blocked from users where id = ${userId}${options.lock === false ? sql`` : sql` for update`}`,
  );
  if (!rows[0]) throw notFound('user', { id: userId });
  if (rows[0].blocked) throw customerBlocked(userId);
}

/**
 * For the tickets (issue 28): a blocked customer may open at most one ticket. Called by the ticket opening, in its
 * transaction, with the number of tickets the customer already has open; throws CUSTOMER_BLOCKED when a blocked
 * customer already has one. Locks the customer's row, so two openings at once count one after the other.
 */
export async function refuseTicketIfBlocked(tx: Executor, userId: number, openTickets: () => Promise<number>): Promise<void> {
  try {
    await refuseIfBlocked(tx, userId);
  } catch (error) {
    if (!isBlockedRefusal(error)) throw error;
    if ((await openTickets()) >= 1) throw error;
  }
}

export type BlockedCustomer = {
  userId: number;
  username: string;
  telegramUsername: string | null;
  blockedAt: Date;
  reason: string;
  blockedBy: string | null;
};

/** The customers blocked now, newest block first, at most `limit`, and how many there are in all. */
export async function blockedCustomers(db: Executor, limit: number): Promise<{ customers: BlockedCustomer[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    queryRows<{ id: number; username: string; telegram_username: string | null; blocked_at: Date | string; blocked_reason: string | null; blocked_by: string | null }>(
      db,
      sql`select u.id, u.username, u.telegram_username, u.blocked_at, u.blocked_reason, a.username as blocked_by
          from users u left join users a on a.id = u.blocked_by_user_id
          where u.blocked_at is not null order by u.blocked_at desc, u.id desc limit ${limit}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from users where blocked_at is not null`),
  ]);
  return {
    customers: rows.map((r) => ({
      userId: Number(r.id),
      username: r.username,
      telegramUsername: r.telegram_username,
      blockedAt: new Date(r.blocked_at),
      reason: r.blocked_reason ?? '',
      blockedBy: r.blocked_by,
    })),
    total: Number(n),
  };
}

/** The customer's block, or null. */
export async function blockOf(db: Executor, userId: number): Promise<CustomerBlock | null> {
  const [row] = await queryRows<{ blocked_at: Date | string | null; blocked_reason: string | null; blocked_by_user_id: number | null; blocked_by: string | null }>(
    db,
    sql`select u.blocked_at, u.blocked_reason, u.blocked_by_user_id, a.username as blocked_by
        from users u left join users a on a.id = u.blocked_by_user_id where u.id = ${userId}`,
  );
  if (!row) throw notFound('user', { id: userId });
  if (row.blocked_at == null) return null;
  return {
    blockedAt: new Date(row.blocked_at),
    reason: row.blocked_reason ?? '',
    blockedByUserId: row.blocked_by_user_id == null ? null : Number(row.blocked_by_user_id),
    blockedBy: row.blocked_by,
  };
}

type Actor = { actorUserId: number | null };

/**
 * Blocks a customer with the admin's reason ('customer.block' audited with it). An admin account cannot be blocked
 * (CANNOT_BLOCK_ADMIN). Blocking a blocked customer changes the reason (audited again); two admins at once are
 * serialised by the row lock.
 */
export async function blockCustomer(db: Db, input: { userId: number; reason: string } & Actor): Promise<CustomerBlock> {
  const reason = input.reason.trim();
  if (!reason) throw new DomainError('VALIDATION_FAILED', { field: 'reason' });
  await db.transaction(async (tx) => {
    const [user] = await queryRows<{ is_admin: boolean; blocked_at: Date | string | null; blocked_reason: string | null }>(
      tx,
      sql`select is_admin, blocked_at, blocked_reason from users where id = ${input.userId} for update`,
    );
    if (!user) throw notFound('user', { id: input.userId });
    if (user.is_admin) throw new DomainError('CANNOT_BLOCK_ADMIN', { userId: input.userId });
    if (user.blocked_at != null && user.blocked_reason === reason) return;
    await tx.execute(sql`update users set blocked_at = coalesce(blocked_at, now()), blocked_reason = ${reason},
      blocked_by_user_id = ${input.actorUserId}::int where id = ${input.userId}`);
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'customer.block',
      entityType: 'user',
      entityId: input.userId,
      details: user.blocked_at == null ? { reason } : { reason, previousReason: user.blocked_reason },
    });
  });
  const block = await blockOf(db, input.userId);
  if (!block) throw notFound('user', { id: input.userId });
  return block;
}

/** Unblocks a customer ('customer.unblock' audited with the reason the block had); unblocking one not blocked does nothing. */
export async function unblockCustomer(db: Db, input: { userId: number } & Actor): Promise<{ unblocked: boolean }> {
  return db.transaction(async (tx) => {
    const [user] = await queryRows<{ blocked_at: Date | string | null; blocked_reason: string | null }>(
      tx,
      sql`select blocked_at, blocked_reason from users where id = ${input.userId} for update`,
    );
    if (!user) throw notFound('user', { id: input.userId });
    if (user.blocked_at == null) return { unblocked: false };
    await tx.execute(sql`update users set blocked_at = null, blocked_reason = null, blocked_by_user_id = null where id = ${input.userId}`);
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'customer.unblock',
      entityType: 'user',
      entityId: input.userId,
      details: { reason: user.blocked_reason, blockedAt: new Date(user.blocked_at).toISOString() },
    });
    return { unblocked: true };
  });
}
