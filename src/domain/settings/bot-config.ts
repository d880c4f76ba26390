// The bot's configuration as the admin sets it: the token (checked by the caller with getMe), and started or stopped.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { telegramBot } from '../../db/schema';
import { recordAudit } from '../audit/record';

export type BotConfig = {
  token: string | null;
  botId: number | null;
  botUsername: string | null;
  webhookSecret: string | null;
  /** What the admin asked for: every shop process runs the bot while this is true and a token is stored. */
  enabled: boolean;
  updatedAt: Date | null;
};

const EMPTY: BotConfig = { token: null, botId: null, botUsername: null, webhookSecret: null, enabled: false, updatedAt: null };

export async function getBotConfig(db: Executor): Promise<BotConfig> {
  const [row] = await db.select().from(telegramBot).limit(1);
  if (!row) return EMPTY;
  return {
    token: row.token,
    botId: row.botId,
    botUsername: row.botUsername,
    webhookSecret: row.webhookSecret,
    enabled: row.enabled,
    updatedAt: row.updatedAt,
  };
}

/** The token as the API shows it: its bot id and the last 4 characters, never the secret part in full. */
export function maskToken(token: string | null): string | null {
  if (!token) return null;
  const [id, secret = ''] = token.split(':');
  return `${id}:${'•'.repeat(8)}${secret.slice(-4)}`;
}

export type CheckedBot = { token: string; botId: number; botUsername: string };

/**
 * Stores a token Telegram has accepted (getMe answered) and turns the bot on. A new webhook secret goes with each
 * token, so an old secret stops working when the bot changes.
 */
export async function storeBotToken(db: Db, bot: CheckedBot, actorUserId: number | null): Promise<BotConfig> {
  const secret = randomBytes(24).toString('hex');
  await db.transaction(async (tx) => {
    await tx
      .insert(telegramBot)
      .values({ id: 1, token: bot.token, botId: bot.botId, botUsername: bot.botUsername, webhookSecret: secret, enabled: true })
      .onConflictDoUpdate({
        target: telegramBot.id,
        set: { token: bot.token, botId: bot.botId, botUsername: bot.botUsername, webhookSecret: secret, enabled: true, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actorUserId,
      action: 'bot.configure',
      entityType: 'telegram_bot',
      entityId: bot.botId,
      details: { botUsername: bot.botUsername },
    });
  });
  return getBotConfig(db);
}

/** Start (true) or stop (false) the bot; the processes follow within seconds, the one that served the call at once. */
export async function setBotEnabled(db: Db, enabled: boolean, actorUserId: number | null): Promise<BotConfig> {
  await db.transaction(async (tx) => {
    await tx
      .insert(telegramBot)
      .values({ id: 1, enabled })
      .onConflictDoUpdate({ target: telegramBot.id, set: { enabled, updatedAt: sql`now()` } });
    await recordAudit(tx, { actorUserId, action: enabled ? 'bot.start' : 'bot.stop', entityType: 'telegram_bot', entityId: 1 });
  });
  return getBotConfig(db);
}

/**
 * The token from the environment (TELEGRAM_BOT_TOKEN) seeds the stored configuration once: afterwards the back
 * office's configure/start/stop are what count, also across restarts. Returns whether it was stored.
 */
export async function seedBotToken(db: Db, bot: CheckedBot): Promise<boolean> {
  if ((await getBotConfig(db)).token) return false;
  await storeBotToken(db, bot, null);
  return true;
}
