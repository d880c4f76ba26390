// What the Bot API stand-in checks in a call's parameters, with the errors (and wording) Telegram answers.
import type { InlineKeyboardButton, MessageEntity } from 'grammy/types';
import { EntityParseError, parseTelegramHtml } from './telegram-html';

const MAX_TEXT = 4096;
const MAX_CAPTION = 1024;

export type Answer = { status: number; body: Record<string, unknown> };
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly retryAfter?: number,
  ) {
    super(description);
  }
}
export const badRequest = (what: string) => new ApiError(400, `Bad Request: ${what}`);

export function failureAnswer(error: ApiError): Answer {
  const body: Record<string, unknown> = { ok: false, error_code: error.status, description: error.description };
  if (error.retryAfter !== undefined) body.parameters = { retry_after: error.retryAfter };
  return { status: error.status, body };
}

/** Multipart and query fields arrive as strings; objects are JSON in them, as grammY sends them. */
export function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
export function integer(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) ? number : undefined;
}


/** Text or caption with its parse mode, checked and rendered as Telegram does. */
export function formatted(raw: unknown, parseMode: unknown, entities: unknown, kind: 'text' | 'caption') {
  const sent = raw === undefined || raw === null ? '' : String(raw);
  let rendered: { text: string; entities: MessageEntity[] } = { text: sent, entities: (json(entities) as MessageEntity[]) ?? [] };
  const mode = parseMode === undefined || parseMode === '' ? undefined : String(parseMode);
  if (mode?.toLowerCase() === 'html') {
    try {
      rendered = parseTelegramHtml(sent);
    } catch (error) {
      if (error instanceof EntityParseError) throw badRequest(`can't parse entities: ${error.message}`);
      throw error;
    }
  } else if (mode && !['markdown', 'markdownv2'].includes(mode.toLowerCase())) {
    throw badRequest('unsupported parse_mode');
  }
  if (kind === 'text' && rendered.text.trim() === '') throw badRequest('message text is empty');
  if (kind === 'text' && rendered.text.length > MAX_TEXT) throw badRequest('message is too long');
  if (kind === 'caption' && rendered.text.length > MAX_CAPTION) throw badRequest('message caption is too long');
  return { sent, parseMode: mode, plain: rendered.text, entities: rendered.entities };
}

/** Splits reply_markup into the message's inline keyboard and a reply keyboard, checking buttons as Telegram does. */
export function markup(raw: unknown): { inlineKeyboard?: InlineKeyboardButton[][]; replyKeyboard?: unknown } {
  const value = json(raw);
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object') throw badRequest("can't parse reply keyboard markup JSON object");
  if (!('inline_keyboard' in value)) return { replyKeyboard: value };
  const keyboard = value.inline_keyboard as InlineKeyboardButton[][];
  for (const button of keyboard.flat()) {
    if (!button.text) throw badRequest('text buttons are unallowed in the inline keyboard');
    const actions = ['callback_data', 'url', 'web_app', 'login_url', 'switch_inline_query', 'pay', 'copy_text'];
    if (!actions.some((key) => key in button)) {
      throw badRequest("can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard");
    }
    if ('callback_data' in button && Buffer.byteLength(button.callback_data) > 64) throw badRequest('BUTTON_DATA_INVALID');
  }
  return { inlineKeyboard: keyboard.length ? keyboard : undefined };
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
export const notModified = () =>
  badRequest(
    'message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
  );

