// Customers as the bot knows them: registered by /start from their Telegram profile, found by Telegram id.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query';
import { users } from '../../db/schema';
import { isBotLanguage } from '../../contracts/telegram';
import { DEFAULT_OPENING_BALANCE_CENTS } from '../users/manage';

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
};

export async function findCustomer(db: Executor, telegramId: number): Promise<Customer | null> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.telegramId, telegramId)).limit(1);
  return row ? ({ ...row, telegramId: Number(row.telegramId) } as Customer) : null;
}

/**
 * /start: the customer with this Telegram id, created on first contact with the shop's opening balance (1.20 €,
 * SPEC §9; the books count it as the opening, not a ledger row). Their name and @username are refreshed each time.
 * The login name is `tg_<id>`: Telegram usernames change hands, ids do not. Safe when two /start race (one insert).
 */
export async function registerCustomer(db: Executor, profile: TelegramProfile): Promise<{ customer: Customer; created: boolean }> {
  const rows = await queryRows<{ id: number; created: boolean }>(
    db,
    sql`insert into users (username, telegram_id, telegram_username, first_name, last_name, opening_balance_cents, balance_cents)
        values (${`tg_${profile.telegramId}`}, ${profile.telegramId}, ${profile.username ?? null}, ${profile.firstName ?? null},
                ${profile.lastName ?? null}, ${DEFAULT_OPENING_BALANCE_CENTS}, ${DEFAULT_OPENING_BALANCE_CENTS})
        on conflict (telegram_id) do update
          set telegram_username = excluded.telegram_username, first_name = excluded.first_name,
              last_name = excluded.last_name, last_activity = now()
        returning id, (xmax = 0) as created`,
  );
  const customer = await findCustomer(db, profile.telegramId);
  if (!customer) throw new Error(`customer ${profile.telegramId} vanished after registration`);
  return { customer, created: Boolean(rows[0]?.created) };
}

/** Stores the customer's bot language (one of the 14; anything else is ignored). */
export async function setCustomerLanguage(db: Executor, customerId: number, language: string): Promise<void> {
  if (!isBotLanguage(language)) return;
  await db.update(users).set({ language }).where(eq(users.id, customerId));
}

/** The customer with this shop id, when they have a Telegram id (the back office's simulator acts as them). */
export async function findCustomerById(db: Executor, userId: number): Promise<Customer | null> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  return row.telegramId == null ? null : ({ ...row, telegramId: Number(row.telegramId) } as Customer);
}
