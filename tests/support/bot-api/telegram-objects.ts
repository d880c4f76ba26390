// Shapes the Bot API stand-in keeps (chats, messages, users) and how they turn into Telegram's objects and the tests' view.
import type { Chat, InlineKeyboardButton, Message, MessageEntity, User, UserFromGetMe } from 'grammy/types';
import type { StandInInvoice } from './telegram-payments';

export type Profile = { username?: string; firstName?: string; lastName?: string; languageCode?: string };

export type StoredFile = { fileId: string; fileUniqueId: string; fileName: string; mimeType: string; content: Buffer };

/** One message of a chat as the stand-in keeps it: the bot's (with what was sent) or the user's. */
export type StoredMessage = {
  messageId: number;
  chatId: number;
  date: number;
  fromBot: boolean;
  /** The text or caption as sent (tags included) and as Telegram renders it (plain text + entities). */
  sent?: string;
  parseMode?: string;
  plain?: string;
  entities?: MessageEntity[];
  inlineKeyboard?: InlineKeyboardButton[][];
  replyKeyboard?: unknown;
  document?: StoredFile;
  editCount: number;
  editDate?: number;
  /** A user's message as it was delivered in its update. */
  delivered?: Message;
  /** An invoice the bot sent (sendInvoice). */
  invoice?: StandInInvoice;
};

export type ChatMessage = {
  messageId: number;
  chatId: number;
  date: number;
  /** For text messages, as sent: with HTML tags when parse_mode HTML. */
  text?: string;
  parseMode?: string;
  buttons: Array<Array<{ text: string; callbackData?: string; url?: string; webApp?: string }>>;
  replyKeyboard?: unknown;
  document?: { fileName: string; content: Buffer; mimeType?: string; caption?: string };
  /** An invoice (sendInvoice): its title, description, payload and price, as the customer's app shows them. */
  invoice?: StandInInvoice;
  editCount: number;
};

export function defaultBotInfo(token: string, overrides: Partial<UserFromGetMe> = {}): UserFromGetMe {
  return {
    id: Number(token.split(':')[0]) || 123456789,
    is_bot: true,
    first_name: 'AutoShop Test Bot',
    username: 'autoshop_test_bot',
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
    ...overrides,
  };
}

export function telegramUser(id: number, profile: Profile): User {
  return {
    id,
    is_bot: false,
    first_name: profile.firstName ?? `User ${id}`,
    last_name: profile.lastName,
    username: profile.username,
    language_code: profile.languageCode,
  };
}

export function telegramChat(id: number, profile: Profile | undefined): Chat {
  if (id < 0) return { id, type: 'group', title: `Group ${-id}` };
  return {
    id,
    type: 'private',
    first_name: profile?.firstName ?? `User ${id}`,
    last_name: profile?.lastName,
    username: profile?.username,
  };
}

/** The bot's message as the Bot API returns it (and as a callback query carries it). */
export function telegramMessage(stored: StoredMessage, chat: Chat, bot: User): Message {
  if (stored.delivered) return stored.delivered;
  const entitiesKey = stored.document ? 'caption_entities' : 'entities';
  const message = {
    message_id: stored.messageId,
    date: stored.date,
    edit_date: stored.editDate,
    chat,
    from: bot,
    ...(stored.invoice
      ? {
          invoice: {
            title: stored.invoice.title,
            description: stored.invoice.description,
            start_parameter: '',
            currency: stored.invoice.currency,
            total_amount: stored.invoice.totalAmount,
          },
        }
      : {}),
    ...(stored.invoice
      ? {}
      : stored.document
      ? {
          document: {
            file_id: stored.document.fileId,
            file_unique_id: stored.document.fileUniqueId,
            file_name: stored.document.fileName,
            mime_type: stored.document.mimeType,
            file_size: stored.document.content.length,
          },
          caption: stored.plain,
        }
      : { text: stored.plain }),
    [entitiesKey]: stored.entities?.length ? stored.entities : undefined,
    reply_markup: stored.inlineKeyboard ? { inline_keyboard: stored.inlineKeyboard } : undefined,
  };
  return message as Message;
}

/** What a test sees of a message: a snapshot, so a later edit does not change a value the test already holds. */
export function chatMessage(stored: StoredMessage): ChatMessage {
  const view: ChatMessage = {
    messageId: stored.messageId,
    chatId: stored.chatId,
    date: stored.date,
    buttons: (stored.inlineKeyboard ?? []).map((row) =>
      row.map((button) => {
        const seen: ChatMessage['buttons'][number][number] = { text: button.text };
        if ('callback_data' in button) seen.callbackData = button.callback_data;
        if ('url' in button) seen.url = button.url;
        if ('web_app' in button) seen.webApp = button.web_app.url;
        return seen;
      }),
    ),
    editCount: stored.editCount,
  };
  if (stored.parseMode) view.parseMode = stored.parseMode;
  if (stored.invoice) view.invoice = { ...stored.invoice };
  if (stored.replyKeyboard !== undefined) view.replyKeyboard = stored.replyKeyboard;
  if (stored.document) {
    const { fileName, content, mimeType } = stored.document;
    view.document = { fileName, content, mimeType };
    if (stored.sent !== undefined) view.document.caption = stored.sent;
  } else {
    view.text = stored.sent;
  }
  return view;
}

/** Telegram guesses a document's MIME type from its name (grammY always uploads application/octet-stream). */
export function mimeTypeOf(fileName: string): string {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const known: Record<string, string> = {
    txt: 'text/plain',
    csv: 'text/csv',
    json: 'application/json',
    pdf: 'application/pdf',
    zip: 'application/zip',
    html: 'text/html',
    xml: 'application/xml',
    png: 'image/png',
    jpg: 'image/jpeg',
  };
  return known[extension] ?? 'application/octet-stream';
}
