// The bot's status and admins as the /telegram page reads them (the token masked, dates as ISO text).
import type { BotRuntimeState } from '../../bot/control';
import type { BotStatus, BotAdminView } from '../../contracts/telegram';
import type { BotAdmin } from '../../domain/users/bot-admins';
import { type BotConfig, maskToken } from '../../domain/settings/bot-config';

/**
 * SPEC §3 "Bot status": configured (a token is stored), active (asked to run, and running without error here), the
 * token masked — plus what an admin needs to understand it: the bot's name, the mode, the last error, the admins.
 */
export function presentBotStatus(config: BotConfig, runtime: BotRuntimeState, adminCount: number): BotStatus {
  const configured = config.token != null;
  return {
    configured,
    active: configured && config.enabled && runtime.error == null,
    token: maskToken(config.token),
    botUsername: config.botUsername,
    mode: runtime.mode,
    running: runtime.running,
    error: runtime.error,
    adminCount,
  };
}

export function presentBotAdmin(admin: BotAdmin): BotAdminView {
  return {
    id: admin.id,
    telegramChatId: admin.telegramChatId,
    isMainAdmin: admin.isMainAdmin,
    permissions: admin.permissions,
    createdAt: admin.createdAt.toISOString(),
  };
}
