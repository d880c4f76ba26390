// Customers as the bot knows them: registered by /start from their Telegram profile, found by Telegram id.
import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { botConversations, users } from '../../db/schema';
import { isUniqueViolation } from '../errors';
import { isBotLanguage } from '../../contracts/telegram';
import { DEFAULT_OPENING_BALANCE_CENTS } from '../users/manage';
import { type ConversationStep, readStep, stepKey } from './conversation-steps';
import { recordEvent } from '../webhooks/events';

export type Customer = {
  id: number;
  telegramId: number;
  telegramUsername: string | null;
  firstName: string | null;
  language: string;
  balanceCents: number;
  totalPurchasesCents: number;
  totalDepositsCents: number;
  isActive: boolean;
  /** An admin blocked them (decision 0142): the bot and the Mini App refuse what costs the shop. */
  blocked: boolean;
};

export type TelegramProfile = {
  telegramId: number;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

const customerColumns = {
  id: users.id,
  telegramId: users.telegramId,
  telegramUsername: users.telegramUsername,
  firstName: users.firstName,
  language: users.language,
  balanceCents: users.balanceCents,
  totalPurchasesCents: users.totalPurchasesCents,
  totalDepositsCents: users.totalDepositsCents,
  isActive: users.isActive,
  blocked: sql<boolean>`(${users.blockedAt} is not null)`,
};

const toCustomer = (row: Omit<Customer, 'telegramId'> & { telegramId: number | null }): Customer => ({
  ...row,
  telegramId: Number(row.telegramId),
  blocked: Boolean(row.blocked),
});

/**
 * Who sent an update, in one query: the customer (null before /start) and the step of their flow (null when none).
 * The bot runs it for every update, so it is the only read most updates need before their own.
 */
export async function botUserOf(db: Executor, telegramId: number): Promise<{ customer: Customer | null; step: ConversationStep | null }> {
  const [row] = await db
    .select({ ...customerColumns, step: botConversations.value, botBlockedAt: users.botBlockedAt })
    .from(users)
    .leftJoin(botConversations, eq(botConversations.key, stepKey(telegramId)))
    .where(eq(users.telegramId, telegramId))
    .limit(1);
  if (!row) return { customer: null, step: null };
  const { step, botBlockedAt, ...customer } = row;
  // They write to the bot again, so they unblocked it: broadcasts reach them again.
  if (botBlockedAt) await db.update(users).set({ botBlockedAt: null }).where(eq(users.id, customer.id));
  return { customer: toCustomer(customer), step: readStep(step) };
}

/** How many login names a first contact tries (`tg_<id>`, then `tg_<id>_2` …) before one with a random suffix. */
const LOGIN_NAME_TRIES = 10;

/**
 * /start: the customer with this Telegram id, created on first contact with the shop's opening balance (1.20 €,
 * SPEC §9; the books count it as the opening, not a ledger row). Their name and @username are refreshed each time.
 * The login name is `tg_<id>`: Telegram usernames change hands, ids do not. Safe when two /start race (one insert).
 * The back office refuses these names (isReservedUsername), but one may be taken anyway (a row from before that
 * rule, or a name differing only in case): the customer then gets `tg_<id>_2`, `tg_<id>_3` …, never an error.
 */
export async function registerCustomer(db: Executor, profile: TelegramProfile): Promise<{ customer: Customer; created: boolean }> {
  // In a transaction, each try runs under a savepoint, so a refused one (below) leaves the transaction usable.
  // The customer.registered webhook event commits with the new row (the outbox), hence a transaction either way.
  const attempt = (username: string) =>
    db.transaction(async (tx) => {
      const result = await upsertCustomer(tx, profile, username);
      if (result.created) {
        const c = result.customer;
        await recordEvent(tx, 'customer.registered', { customerId: c.id, telegramId: profile.telegramId, telegramUsername: profile.username ?? null });
      }
      return result;
    });
  for (let n = 1; n <= LOGIN_NAME_TRIES; n++) {
    const username = n === 1 ? `tg_${profile.telegramId}` : `tg_${profile.telegramId}_${n}`;
    // Login names are compared case-insensitively (sign-in, the back office), the unique index is not: look first.
    if (await loginNameTaken(db, username, profile.telegramId)) continue;
    try {
      return await attempt(username);
    } catch (error) {
      // Two first /start at once: ON CONFLICT arbitrates on the Telegram id only, and PostgreSQL may meet the other
      // insert on the login name's unique index first, which it reports as a violation instead. The other row is
      // committed by then: the next try takes the conflict path and updates it (a name taken meanwhile is skipped too).
      if (!isUniqueViolation(error, 'users_username_unique')) throw error;
    }
  }
  // Every one of those names taken (only on purpose): one nobody could have picked ahead.
  return attempt(`tg_${profile.telegramId}_${randomInt(1_000_000, 1_000_000_000)}`);
}

/** Whether another user (not this Telegram user's own row) has this login name, in any case. */
async function loginNameTaken(db: Executor, username: string, telegramId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, sql`${users.telegramId} is distinct from ${telegramId}`))
    .limit(1);
  return row !== undefined;
}

async function upsertCustomer(db: Executor, profile: TelegramProfile, username: string): Promise<{ customer: Customer; created: boolean }> {
  const [row] = await db
    .insert(users)
    .values({
      username,
      telegramId: profile.telegramId,
      telegramUsername: profile.username ?? null,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      openingBalanceCents: DEFAULT_OPENING_BALANCE_CENTS,
      balanceCents: DEFAULT_OPENING_BALANCE_CENTS,
    })
    .onConflictDoUpdate({
      target: users.telegramId,
      set: {
        telegramUsername: sql`excluded.telegram_username`,
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        lastActivity: sql`now()`,
      },
    })
    // xmax = 0: the row was inserted by this statement, not updated (PostgreSQL's way to tell the two apart).
    .returning({ ...customerColumns, created: sql<boolean>`(xmax = 0)` });
  const { created, ...customer } = row;
  return { customer: toCustomer(customer), created: Boolean(created) };
}

/** Stores the customer's bot language (one of the 14; anything else is ignored). */
export async function setCustomerLanguage(db: Executor, customerId: number, language: string): Promise<void> {
  if (!isBotLanguage(language)) return;
  await db.update(users).set({ language }).where(eq(users.id, customerId));
}

/** The customer with this shop id, when they have a Telegram id (the back office's simulator acts as them). */
/** The customer with this Telegram @username (without the @, any case), as /addcredit names them. */
export async function findCustomerByTelegramUsername(db: Executor, username: string): Promise<Customer | null> {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(and(sql`lower(${users.telegramUsername}) = ${username.replace(/^@/, '').toLowerCase()}`, isNotNull(users.telegramId)))
    .limit(1);
  return row ? toCustomer(row) : null;
}

export async function findCustomerById(db: Executor, userId: number): Promise<Customer | null> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  return row.telegramId == null ? null : toCustomer(row);
}
