// The back office's simulator: the real bot handlers, run for one update of a chosen customer, with Telegram replaced
// by a recorder. Whatever the bot would have done in that customer's chat comes back as events.
import type { InputFile } from 'grammy';
import type { InlineKeyboardButton, InlineKeyboardMarkup, Update, UserFromGetMe } from 'grammy/types';
import type { z } from 'zod';
import type { SimulatorEvent, SimulatorInput, simulatorButtonSchema } from '../contracts/telegram';
import type { Customer } from '../domain/customers/customers';
import type { BotDeps } from './context';
import { createBot } from './create-bot';

/** A stand-in bot identity when no token is configured yet: the simulator works before the bot is set up. */
const SIMULATED_BOT: UserFromGetMe = {
  id: 1,
  is_bot: true,
  first_name: 'AutoShop',
  username: 'autoshop_simulator_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
} as UserFromGetMe;

// Message ids the simulated chat has not used: increasing across calls (the page keeps the chat between them).
let nextMessageId = (Math.floor(Date.now() / 1000) % 1_000_000) * 1000;

type Payload = Record<string, unknown>;
type SimulatorButton = z.infer<typeof simulatorButtonSchema>;

function buttonsOf(markup: unknown): SimulatorButton[][] {
  const rows = (markup as InlineKeyboardMarkup | undefined)?.inline_keyboard ?? [];
  return rows.map((row) =>
    row.map((b: InlineKeyboardButton) => ({
      text: b.text,
      ...('callback_data' in b && b.callback_data ? { data: b.callback_data } : {}),
      ...('url' in b && b.url ? { url: b.url } : {}),
      ...('web_app' in b && b.web_app ? { webApp: b.web_app.url } : {}),
    })),
  );
}

export async function simulateUpdate(
  deps: BotDeps,
  customer: Pick<Customer, 'telegramId' | 'telegramUsername' | 'firstName' | 'language'>,
  input: SimulatorInput['input'],
  options: { token?: string | null; botInfo?: UserFromGetMe } = {},
): Promise<SimulatorEvent[]> {
  const chatId = customer.telegramId;
  const events: SimulatorEvent[] = [];
  const bot = createBot(options.token ?? '1:simulator-without-token-0000000', deps, {
    apiRoot: 'http://simulator.invalid',
    botInfo: options.botInfo ?? SIMULATED_BOT,
    recordUpdates: false,
    flood: { updates: 1000, windowMs: 1000 },
  });
  const now = () => Math.floor(Date.now() / 1000);
  const chat = { id: chatId, type: 'private' as const, first_name: customer.firstName ?? 'Client' };
  // Every call is answered here; nothing leaves the machine (messages to other chats, e.g. admins, are dropped).
  bot.api.config.use(async (_prev, method, payload) => {
    const p = (payload ?? {}) as Payload;
    const forCustomer = p.chat_id === undefined || Number(p.chat_id) === chatId;
    const message = (id: number, extra: Payload = {}) => ({ message_id: id, date: now(), chat, ...extra });
    switch (method) {
      case 'sendMessage': {
        const id = nextMessageId++;
        if (forCustomer) events.push({ kind: 'message', chatId, messageId: id, html: String(p.text ?? ''), buttons: buttonsOf(p.reply_markup) });
        return { ok: true, result: message(id, { text: p.text }) } as never;
      }
      case 'editMessageText':
      case 'editMessageReplyMarkup': {
        const id = Number(p.message_id);
        if (forCustomer) {
          events.push({
            kind: 'edit',
            chatId,
            messageId: id,
            ...(method === 'editMessageText' ? { html: String(p.text ?? '') } : {}),
            buttons: buttonsOf(p.reply_markup),
          });
        }
        return { ok: true, result: message(id, { text: p.text }) } as never;
      }
      case 'deleteMessage':
        if (forCustomer) events.push({ kind: 'delete', chatId, messageId: Number(p.message_id) });
        return { ok: true, result: true } as never;
      case 'sendDocument': {
        const id = nextMessageId++;
        const file = p.document as InputFile;
        const data = (file as unknown as { fileData: unknown }).fileData;
        const content = Buffer.isBuffer(data) ? data.toString('utf8') : data instanceof Uint8Array ? Buffer.from(data).toString('utf8') : '';
        if (forCustomer) {
          events.push({ kind: 'document', chatId, messageId: id, fileName: file.filename ?? 'numbers.txt', captionHtml: p.caption as string | undefined, content });
        }
        return { ok: true, result: message(id, { document: { file_id: `sim-${id}`, file_unique_id: `sim-${id}`, file_name: file.filename } }) } as never;
      }
      case 'answerCallbackQuery':
        if (p.text) events.push({ kind: 'toast', text: String(p.text), alert: Boolean(p.show_alert) });
        return { ok: true, result: true } as never;
      default:
        return { ok: true, result: true } as never;
    }
  });

  const from = {
    id: chatId,
    is_bot: false,
    first_name: customer.firstName ?? 'Client',
    username: customer.telegramUsername ?? undefined,
    language_code: customer.language,
  };
  const update: Update =
    input.kind === 'text'
      ? {
          update_id: 0,
          message: {
            message_id: nextMessageId++,
            date: now(),
            chat,
            from,
            text: input.text,
            ...(input.text.startsWith('/') ? { entities: [{ type: 'bot_command' as const, offset: 0, length: input.text.split(/\s/)[0].length }] } : {}),
          },
        }
      : {
          update_id: 0,
          callback_query: {
            id: `sim-${nextMessageId++}`,
            from,
            chat_instance: `sim-${chatId}`,
            data: input.data,
            message: { message_id: input.messageId, date: now(), chat, text: '' } as never,
          },
        };
  await bot.handleUpdate(update);
  return events;
}
