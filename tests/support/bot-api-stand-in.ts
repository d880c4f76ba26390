// A local stand-in of the Telegram Bot API server: the shop's real grammY bot talks to it over HTTP, tests act as users.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { StarTransaction, Update, User, UserFromGetMe } from 'grammy/types';
import { type Answer, ApiError, badRequest, failureAnswer, formatted, integer, json, markup, notModified, same } from './bot-api/telegram-input';
import {
  type ChatMessage,
  chatMessage,
  defaultBotInfo,
  mimeTypeOf,
  type Profile,
  type StoredFile,
  type StoredMessage,
  telegramChat,
  telegramMessage,
  telegramUser,
} from './bot-api/telegram-objects';
import { type PaymentOutcome, readInvoice, type StandInInvoice, starsPaymentsStandIn } from './bot-api/telegram-payments';

export type { ChatMessage } from './bot-api/telegram-objects';

export type StandInOptions = { token?: string; botInfo?: Partial<UserFromGetMe> };
type StandInFailure = { status: 429; retryAfter: number } | { status: 403 | 400 | 500; description?: string };
export type ApiCall = { method: string; params: Record<string, unknown>; at: number; chatId?: number; failed?: number };

export type StandInUser = {
  id: number;
  /** A private text message from the user (a leading /command gets its bot_command entity); returns the update_id. */
  send(text: string): Promise<number>;
  /** A photo from the user (its bytes kept by the stand-in, so the bot can send it on and getFile it), with a caption. */
  sendPhoto(caption: string, content: Buffer): Promise<number>;
  /** A text replying (reply_to_message) to one of the bot's messages in this chat. */
  replyTo(messageId: number, text: string): Promise<number>;
  /** Taps a callback button on the latest bot message holding one with that text (or on messageId). */
  tap(buttonText: string | RegExp, options?: { messageId?: number }): Promise<number>;
  tapData(callbackData: string, messageId: number): Promise<number>;
  messages(): ChatMessage[];
  last(): ChatMessage | undefined;
  /** Waits until some message of the chat (now or later, edited ones included) satisfies check. */
  waitForMessage(check: (m: ChatMessage) => boolean, timeoutMs?: number): Promise<ChatMessage>;
  callbackAnswers(): Array<{ callbackQueryId: string; text?: string; showAlert?: boolean }>;
  /** Pays the newest invoice of the chat (or messageId's) as Telegram does: pre-checkout, then the successful payment. */
  payInvoice(options?: { messageId?: number; loseUpdate?: boolean }): Promise<PaymentOutcome>;
  /** Pays an invoice link (createInvoiceLink) opened in the Mini App: the same steps, the payment in the bot's chat. */
  payInvoiceLink(url: string): Promise<PaymentOutcome>;
  /** Stars this user paid the bot that no invoice of the shop asked for (no update sent): returns the charge id. */
  paidAtTelegram(payment: { payload: string; totalAmount: number }): string;
  /** A pre-checkout query from this user for any invoice fields; the bot's answer, or null when none came within 10 s. */
  preCheckout(invoice: Pick<StandInInvoice, 'payload' | 'currency' | 'totalAmount'>): Promise<{ ok: boolean; errorMessage?: string } | null>;
  /** A successful_payment message from this user (a delivery; call again to deliver it again); returns the update_id. */
  successfulPayment(payment: { payload: string; currency: string; totalAmount: number; chargeId: string }): Promise<number>;
  /**
   * The same successful_payment update, numbered and recorded but not delivered: the test delivers it itself, to the
   * webhook of whichever shop process it chooses, as often as it likes (Telegram's redeliveries).
   */
  successfulPaymentUpdate(payment: { payload: string; currency: string; totalAmount: number; chargeId: string }): Update;
};

export type BotApiStandIn = {
  /** The apiRoot for grammY's `client.apiRoot` (no trailing slash). */
  url: string;
  token: string;
  botInfo: UserFromGetMe;
  user(id: number, profile?: Profile): StandInUser;
  /** Assigns the update_id; queued for getUpdates, or POSTed to the webhook when one is set (resolves once it answered). */
  pushUpdate(update: Omit<Update, 'update_id'>): Promise<number>;
  calls(method?: string): ApiCall[];
  /** The invoice links the bot created (createInvoiceLink), oldest first. */
  invoiceLinks(): Array<{ url: string; invoice: StandInInvoice }>;
  /** Every update pushed (by users or pushUpdate), in order, with the time it was pushed (ms). */
  updates(): Array<{ update: Update; at: number }>;
  /** The bot's messages in that chat as they stand now (edits applied, deleted ones gone), oldest first. */
  chat(chatId: number): ChatMessage[];
  failNext(method: string, failure: StandInFailure, times?: number): void;
  /**
   * A public channel "@username" the bot may be in: an administrator allowed to post (or not), a plain member, or not
   * in it at all ('left'). Returns its chat id; what the bot posts there is read with chat(id).
   */
  addChannel(username: string, bot: { status: 'administrator' | 'member' | 'left'; canPost?: boolean }): number;
  /** The user blocked the bot: every call sending to their chat answers 403. */
  blockBy(userId: number): void;
  unblockBy(userId: number): void;
  /** Polls check every 10 ms until it returns a value (a throw counts as not yet); rejects after timeoutMs (5000). */
  waitFor<T>(check: () => T | undefined | false | null, timeoutMs?: number): Promise<T>;
  webhook(): { url: string; secretToken?: string } | null;
  webhookDeliveries(): Array<{ updateId: number; status: number }>;
  /** The bot's Star transactions (payments in, refunds out), oldest first, as getStarTransactions reads them. */
  starTransactions(): StarTransaction[];
  /**
   * The bot's Star balance as getMyStarBalance reads it (default 0): a message sent with allow_paid_broadcast takes
   * its price (PAID_MESSAGE_MILLI_STARS thousandths of a Star) from it, as Telegram charges.
   */
  setStarBalance(stars: number): void;
  /** The balance now, in thousandths of a Star. */
  starBalanceMilli(): number;
  /** The last setMyCommands per language ('' = default). */
  commands(languageCode?: string): Array<{ command: string; description: string }>;
  /** The last setChatMenuButton for that chat (or the default one). */
  menuButton(chatId?: number): unknown;
  close(): Promise<void>;
};

/** Telegram's documented price of a paid broadcast's message: 0.1 Star. */
const PAID_MESSAGE_MILLI_STARS = 100;
const DEFAULT_TOKEN = '123456789:TEST-token-for-the-stand-in_000000';
const MAX_DOCUMENT = 50 * 1024 * 1024;
const WEBHOOK_REDELIVERY_MS = 100;

type Params = Record<string, unknown>;
type Upload = { fileName: string; content: Buffer };
type CallContext = { files: Map<string, Upload>; onClientGone(listener: () => void): void };
type Handler = (params: Params, context: CallContext) => unknown;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startBotApiStandIn(options: StandInOptions = {}): Promise<BotApiStandIn> {
  const token = options.token ?? DEFAULT_TOKEN;
  const botInfo = defaultBotInfo(token, options.botInfo);
  const botUser: User = { id: botInfo.id, is_bot: true, first_name: botInfo.first_name, username: botInfo.username };

  const calls: ApiCall[] = [];
  const users = new Map<number, Profile>();
  const chats = new Map<number, { nextMessageId: number; messages: StoredMessage[] }>();
  const files = new Map<string, StoredFile>();
  const blocked = new Set<number>();
  const channels = new Map<string, { id: number; username: string; status: 'administrator' | 'member' | 'left'; canPost: boolean }>();
  const channelById = (id: number) => [...channels.values()].find((c) => c.id === id);
  const failures = new Map<string, Array<{ failure: StandInFailure; remaining: number }>>();
  const queries = new Map<string, { userId: number; answered: boolean }>();
  const answers: Array<{ userId: number; callbackQueryId: string; text?: string; showAlert?: boolean }> = [];
  const commandsByLanguage = new Map<string, Array<{ command: string; description: string }>>();
  const menuButtons = new Map<string, unknown>();
  const deliveries: Array<{ updateId: number; status: number }> = [];
  let queue: Update[] = [];
  let nextUpdateId = 1000;
  const pushed: Array<{ update: Update; at: number }> = [];
  let sequence = 0;
  let starBalanceMilli = 0;
  let hook: { url: string; secretToken?: string } | null = null;
  /**
   * The update kinds the bot asked for (allowed_updates of its last getUpdates or setWebhook that gave them); null:
   * Telegram's default, every kind but chat_member and the reactions. Telegram never sends the bot the other kinds.
   */
  let allowedUpdates: string[] | null = null;
  const rememberAllowed = (params: Params) => {
    const given = json(params.allowed_updates);
    if (Array.isArray(given)) allowedUpdates = given.length ? given.map(String) : null;
  };
  const wanted = (update: Update) => {
    const kind = Object.keys(update).find((key) => key !== 'update_id') ?? '';
    return allowedUpdates ? allowedUpdates.includes(kind) : !['chat_member', 'message_reaction', 'message_reaction_count'].includes(kind);
  };
  let lastWebhookError: { date: number; message: string } | undefined;
  let poller: { limit: number; finish(outcome: Update[] | ApiError): void } | null = null;

  const now = () => Math.floor(Date.now() / 1000);
  const stars = starsPaymentsStandIn({ pushUpdate: (update) => pushUpdate(update), botId: botInfo.id });
  const chatOf = (chatId: number) => {
    let chat = chats.get(chatId);
    if (!chat) {
      chat = { nextMessageId: 1, messages: [] };
      chats.set(chatId, chat);
    }
    return chat;
  };
  const apiMessage = (stored: StoredMessage) =>
    telegramMessage(stored, telegramChat(stored.chatId, users.get(stored.chatId)), botUser);

  function addMessage(chatId: number, fields: Omit<StoredMessage, 'messageId' | 'chatId' | 'date' | 'editCount'>) {
    const chat = chatOf(chatId);
    const stored: StoredMessage = { messageId: chat.nextMessageId++, chatId, date: now(), editCount: 0, ...fields };
    chat.messages.push(stored);
    return stored;
  }

  /** A chat by id or by a channel's "@username" (as Telegram takes them); 400 for an unknown channel. */
  function chatIdOf(params: Params): number | undefined {
    const raw = String(params.chat_id ?? '');
    if (!raw.startsWith('@')) return integer(params.chat_id);
    const channel = channels.get(raw.slice(1).toLowerCase());
    if (!channel) throw badRequest('chat not found');
    return channel.id;
  }

  function targetChat(params: Params): number {
    if (params.chat_id === undefined || params.chat_id === '') throw badRequest('chat_id is empty');
    const chatId = chatIdOf(params);
    const channel = chatId === undefined ? undefined : channelById(chatId);
    if (channel?.status === 'left') throw new ApiError(403, 'Forbidden: bot is not a member of the channel chat');
    if (channel && !channel.canPost) throw badRequest('need administrator rights in the channel chat');
    if (chatId === undefined) throw badRequest('chat not found');
    if (blocked.has(chatId)) throw new ApiError(403, 'Forbidden: bot was blocked by the user');
    return chatId;
  }

  function botMessage(params: Params, action: 'edit' | 'delete'): StoredMessage {
    if (params.inline_message_id !== undefined) throw badRequest('inline messages are not emulated by the stand-in');
    const chatId = targetChat(params);
    const messageId = integer(params.message_id);
    if (messageId === undefined) throw badRequest('message identifier is not specified');
    const stored = chats.get(chatId)?.messages.find((m) => m.messageId === messageId);
    if (!stored) throw badRequest(`message to ${action} not found`);
    if (action === 'edit' && !stored.fromBot) throw badRequest("message can't be edited");
    return stored;
  }

  function confirmUpTo(offset: number) {
    queue = offset < 0 ? queue.slice(offset) : queue.filter((update) => update.update_id >= offset);
  }
  function feedPoller() {
    if (poller && queue.length) poller.finish(queue.slice(0, poller.limit));
  }

  /** sendDocument and sendPhoto: an upload (multipart) or a file id already sent. */
  function sendFile(params: Params, uploads: CallContext['files'], field: 'document' | 'photo') {
    const chatId = targetChat(params);
    const reference = params[field];
    let upload: Upload | StoredFile | undefined;
    if (reference === undefined) upload = uploads.get(field);
    else if (typeof reference === 'string' && reference.startsWith('attach://')) upload = uploads.get(reference.slice(9));
    else if (typeof reference === 'string') upload = files.get(reference);
    if (!upload) throw badRequest(reference === undefined ? `there is no ${field} in the request` : 'wrong file identifier/HTTP URL specified');
    if (upload.content.length === 0) throw badRequest('file must be non-empty');
    if (upload.content.length > MAX_DOCUMENT) throw badRequest('file is too big');
    const id = ++sequence;
    const document: StoredFile =
      'fileId' in upload
        ? upload
        : {
            fileId: `BQACAgIAAxkDAAI${id.toString(36).padStart(6, '0')}-stand-in`,
            fileUniqueId: `AgAD${id.toString(36).padStart(4, '0')}`,
            fileName: upload.fileName,
            mimeType: mimeTypeOf(upload.fileName),
            content: upload.content,
          };
    files.set(document.fileId, document);
    const caption = params.caption === undefined ? undefined : formatted(params.caption, params.parse_mode, params.caption_entities, 'caption');
    const stored = addMessage(chatId, { fromBot: true, document, ...caption, ...markup(params.reply_markup) });
    return apiMessage(stored);
  }

  const methods: Record<string, Handler> = {
    getMe: () => botInfo,
    logOut: () => true,
    close: () => true,

    getUpdates(params, context) {
      if (hook) {
        throw new ApiError(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
      }
      rememberAllowed(params);
      const offset = integer(params.offset);
      if (offset !== undefined) confirmUpTo(offset);
      const limit = Math.min(100, Math.max(1, integer(params.limit) ?? 100));
      const timeout = Math.max(0, integer(params.timeout) ?? 0);
      poller?.finish(new ApiError(409, 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running'));
      if (queue.length || timeout === 0) return queue.slice(0, limit);
      return new Promise<Update[]>((resolve, reject) => {
        const timer = setTimeout(() => self.finish([]), timeout * 1000);
        const self = {
          limit,
          finish(outcome: Update[] | ApiError) {
            clearTimeout(timer);
            if (poller === self) poller = null;
            if (outcome instanceof ApiError) reject(outcome);
            else resolve(outcome);
          },
        };
        poller = self;
        // An aborted long poll (bot.stop()) must not swallow the updates that arrive next.
        context.onClientGone(() => poller === self && self.finish([]));
      });
    },

    setWebhook(params) {
      const url = params.url === undefined ? '' : String(params.url);
      const secretToken = params.secret_token === undefined ? undefined : String(params.secret_token);
      if (secretToken !== undefined && !/^[\w-]{1,256}$/.test(secretToken)) throw badRequest('secret token contains unallowed characters');
      if (url !== '' && !/^https?:\/\//.test(url)) throw badRequest('bad webhook: An HTTPS URL must be provided for webhook');
      if (params.drop_pending_updates === true || params.drop_pending_updates === 'true') queue = [];
      rememberAllowed(params);
      hook = url === '' ? null : { url, secretToken };
      poller?.finish(new ApiError(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first"));
      return true;
    },
    deleteWebhook(params) {
      if (params.drop_pending_updates === true || params.drop_pending_updates === 'true') queue = [];
      hook = null;
      return true;
    },
    getWebhookInfo: () => ({
      url: hook?.url ?? '',
      has_custom_certificate: false,
      pending_update_count: queue.length,
      ...(lastWebhookError ? { last_error_date: lastWebhookError.date, last_error_message: lastWebhookError.message } : {}),
    }),

    getMyStarBalance: () => ({ amount: Math.floor(starBalanceMilli / 1000), nanostar_amount: (starBalanceMilli % 1000) * 1_000_000 }),
    sendMessage(params) {
      const chatId = targetChat(params);
      if (params.allow_paid_broadcast === true || params.allow_paid_broadcast === 'true') {
        if (starBalanceMilli < PAID_MESSAGE_MILLI_STARS) throw new ApiError(400, 'Bad Request: not enough Telegram Stars for a paid broadcast');
        starBalanceMilli -= PAID_MESSAGE_MILLI_STARS;
      }
      const text = formatted(params.text, params.parse_mode, params.entities, 'text');
      const stored = addMessage(chatId, { fromBot: true, ...text, ...markup(params.reply_markup) });
      return apiMessage(stored);
    },
    sendInvoice(params) {
      const chatId = targetChat(params);
      const stored = addMessage(chatId, { fromBot: true, invoice: readInvoice(params), ...markup(params.reply_markup) });
      return apiMessage(stored);
    },
    ...stars.methods,
    sendDocument(params, { files: uploads }) {
      return sendFile(params, uploads, 'document');
    },
    // getFile: a file the stand-in holds, downloadable from /file/bot<token>/<file_path>.
    getFile(params) {
      const file = files.get(String(params.file_id ?? ''));
      if (!file) throw badRequest('invalid file_id');
      return { file_id: file.fileId, file_unique_id: file.fileUniqueId, file_size: file.content.length, file_path: `files/${file.fileId}` };
    },
    // A photo is kept like a document (its bytes and name, image/png): tests read what was sent, not Telegram's sizes.
    sendPhoto(params, { files: uploads }) {
      return sendFile(params, uploads, 'photo');
    },
    editMessageText(params) {
      const stored = botMessage(params, 'edit');
      if (stored.document) throw badRequest('there is no text in the message to edit');
      const text = formatted(params.text, params.parse_mode, params.entities, 'text');
      const { inlineKeyboard } = markup(params.reply_markup);
      if (text.plain === stored.plain && same(text.entities, stored.entities) && same(inlineKeyboard, stored.inlineKeyboard)) throw notModified();
      Object.assign(stored, text, { inlineKeyboard, editCount: stored.editCount + 1, editDate: now() });
      return apiMessage(stored);
    },
    editMessageCaption(params) {
      const stored = botMessage(params, 'edit');
      if (!stored.document) throw badRequest('there is no caption in the message to edit');
      const caption = formatted(params.caption, params.parse_mode, params.caption_entities, 'caption');
      const { inlineKeyboard } = markup(params.reply_markup);
      if (caption.plain === (stored.plain ?? '') && same(caption.entities, stored.entities) && same(inlineKeyboard, stored.inlineKeyboard)) {
        throw notModified();
      }
      Object.assign(stored, caption, { inlineKeyboard, editCount: stored.editCount + 1, editDate: now() });
      return apiMessage(stored);
    },
    editMessageReplyMarkup(params) {
      const stored = botMessage(params, 'edit');
      const { inlineKeyboard } = markup(params.reply_markup);
      if (same(inlineKeyboard, stored.inlineKeyboard)) throw notModified();
      Object.assign(stored, { inlineKeyboard, editCount: stored.editCount + 1, editDate: now() });
      return apiMessage(stored);
    },
    deleteMessage(params) {
      const stored = botMessage(params, 'delete');
      const chat = chatOf(stored.chatId);
      chat.messages = chat.messages.filter((m) => m !== stored);
      return true;
    },
    deleteMessages(params) {
      const chat = chatOf(targetChat(params));
      const ids = new Set((json(params.message_ids) as number[]) ?? []);
      chat.messages = chat.messages.filter((m) => !ids.has(m.messageId));
      return true;
    },
    answerCallbackQuery(params) {
      const id = String(params.callback_query_id ?? '');
      const query = queries.get(id);
      if (!query || query.answered) throw badRequest('query is too old and response timeout expired or query ID is invalid');
      query.answered = true;
      const showAlert = params.show_alert === undefined ? undefined : params.show_alert === true || params.show_alert === 'true';
      answers.push({ userId: query.userId, callbackQueryId: id, text: params.text as string | undefined, showAlert });
      return true;
    },
    sendChatAction(params) {
      targetChat(params);
      if (!params.action) throw badRequest('wrong parameter action in request');
      return true;
    },
    getChat(params) {
      const channel = channelById(chatIdOf(params) ?? 0);
      if (channel) {
        if (channel.status === 'left') throw badRequest('chat not found');
        return { id: channel.id, type: 'channel', title: channel.username, username: channel.username };
      }
      return telegramChat(targetChat(params), users.get(integer(params.chat_id) ?? 0));
    },
    getChatMember(params) {
      const channel = channelById(chatIdOf(params) ?? 0);
      const userId = integer(params.user_id);
      if (!channel || userId === undefined) throw badRequest('chat not found');
      if (userId !== botInfo.id || channel.status === 'left') return { status: 'left', user: { id: userId, is_bot: false, first_name: 'User' } };
      if (channel.status === 'member') return { status: 'member', user: botUser };
      return {
        status: 'administrator',
        user: botUser,
        can_be_edited: false,
        is_anonymous: false,
        can_manage_chat: true,
        can_delete_messages: false,
        can_manage_video_chats: false,
        can_restrict_members: false,
        can_promote_members: false,
        can_change_info: false,
        can_invite_users: false,
        can_post_messages: channel.canPost,
        can_edit_messages: false,
        can_post_stories: false,
        can_edit_stories: false,
        can_delete_stories: false,
      };
    },

    setMyCommands(params) {
      const commands = (json(params.commands) as Array<{ command: string; description: string }>) ?? [];
      for (const { command, description } of commands) {
        if (!/^[a-z0-9_]{1,32}$/.test(command)) throw badRequest('BOT_COMMAND_INVALID');
        if (!description || description.length > 256) throw badRequest('command description is empty or too long');
      }
      commandsByLanguage.set(String(params.language_code ?? ''), commands);
      return true;
    },
    getMyCommands: (params) => commandsByLanguage.get(String(params.language_code ?? '')) ?? [],
    deleteMyCommands(params) {
      commandsByLanguage.delete(String(params.language_code ?? ''));
      return true;
    },
    setChatMenuButton(params) {
      menuButtons.set(String(params.chat_id ?? ''), json(params.menu_button) ?? { type: 'default' });
      return true;
    },
    getChatMenuButton: (params) => menuButtons.get(String(params.chat_id ?? '')) ?? menuButtons.get('') ?? { type: 'default' },
    setMyDescription: () => true,
    setMyShortDescription: () => true,
    setMyName: () => true,
  };
  const handlers = new Map(Object.entries(methods).map(([name, handler]) => [name.toLowerCase(), { name, handler }]));

  async function readParams(request: FastifyRequest): Promise<{ params: Params; recorded: Params; uploads: Map<string, Upload> }> {
    const uploads = new Map<string, Upload>();
    if (!request.isMultipart()) {
      const source = request.method === 'GET' ? request.query : request.body;
      const params = source && typeof source === 'object' ? (source as Params) : {};
      return { params, recorded: params, uploads };
    }
    const params: Params = {};
    const recorded: Params = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        uploads.set(part.fieldname, { fileName: part.filename, content });
        recorded[part.fieldname] = { fileName: part.filename, size: content.length };
      } else {
        params[part.fieldname] = recorded[part.fieldname] = part.value;
      }
    }
    return { params, recorded, uploads };
  }

  async function call(methodName: string, tokenInPath: string, request: FastifyRequest, reply: FastifyReply) {
    const entry = handlers.get(methodName.toLowerCase());
    const record: ApiCall = { method: entry?.name ?? methodName, params: {}, at: Date.now() };
    calls.push(record);
    const answer = await (async (): Promise<Answer> => {
      try {
        const { params, recorded, uploads } = await readParams(request);
        record.params = recorded;
        const chatId = integer(params.chat_id);
        if (chatId !== undefined) record.chatId = chatId;
        if (decodeURIComponent(tokenInPath) !== token) throw new ApiError(401, 'Unauthorized');
        if (!entry) throw new ApiError(404, 'Not Found: method not found');
        const planned = failures.get(entry.name.toLowerCase());
        const next = planned?.[0];
        if (next && planned) {
          if (--next.remaining <= 0) planned.shift();
          const { failure } = next;
          if (failure.status === 429) {
            throw new ApiError(429, `Too Many Requests: retry after ${failure.retryAfter}`, failure.retryAfter);
          }
          const defaults = { 400: 'Bad Request: failure injected by the stand-in', 403: 'Forbidden: bot was blocked by the user', 500: 'Internal Server Error' };
          throw new ApiError(failure.status, failure.description ?? defaults[failure.status]);
        }
        const context: CallContext = { files: uploads, onClientGone: (listener) => reply.raw.once('close', listener) };
        return { status: 200, body: { ok: true, result: await entry.handler(params, context) } };
      } catch (error) {
        if (error instanceof ApiError) return failureAnswer(error);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return failureAnswer(badRequest('file is too big'));
        throw error;
      }
    })();
    if (answer.status !== 200) record.failed = answer.status;
    return reply.code(answer.status).send(answer.body);
  }

  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(badRequest("can't parse JSON"), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT, fieldSize: 10 * 1024 * 1024 } });
  app.setErrorHandler((error, _request, reply) => {
    const failure = error instanceof ApiError ? error : badRequest(String((error as Error).message));
    const answer = failureAnswer(failure);
    return reply.code(answer.status).send(answer.body);
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    handler: (request, reply) => {
      const download = /^\/file\/bot([^/]+)\/files\/([^/?]+)/.exec(request.url);
      if (download) {
        const file = download[1] === token ? files.get(decodeURIComponent(download[2] ?? '')) : undefined;
        if (!file) return reply.code(404).send({ ok: false, error_code: 404, description: 'Not Found' });
        return reply.header('content-type', file.mimeType).send(file.content);
      }
      const match = /^\/bot([^/]+)\/([^/?]*)/.exec(request.url);
      if (!match) return reply.code(404).send({ ok: false, error_code: 404, description: 'Not Found' });
      return call(match[2], match[1], request, reply);
    },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });

  async function deliver(update: Update, target: { url: string; secretToken?: string }) {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (attempt > 0) await sleep(WEBHOOK_REDELIVERY_MS);
      let status = 0;
      try {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (target.secretToken) headers['X-Telegram-Bot-Api-Secret-Token'] = target.secretToken;
        const response = await fetch(target.url, { method: 'POST', headers, body: JSON.stringify(update), signal: AbortSignal.timeout(60_000) });
        status = response.status;
        await response.arrayBuffer();
      } catch (error) {
        lastWebhookError = { date: now(), message: String((error as Error).message) };
      }
      deliveries.push({ updateId: update.update_id, status });
      if (status >= 200 && status < 300) {
        queue = queue.filter((queued) => queued !== update);
        return;
      }
      if (status) lastWebhookError = { date: now(), message: `Wrong response from the webhook: ${status}` };
    }
  }

  /** Gives an update its update_id and records it (updates()). */
  function numbered(partial: Omit<Update, 'update_id'>): Update {
    const update = { update_id: nextUpdateId++, ...partial } as Update;
    pushed.push({ update, at: Date.now() });
    return update;
  }

  async function pushUpdate(partial: Omit<Update, 'update_id'>): Promise<number> {
    const update = numbered(partial);
    // A kind the bot did not ask for is not sent at all (recorded in updates() all the same).
    if (!wanted(update)) return update.update_id;
    queue.push(update);
    if (hook) await deliver(update, hook);
    else feedPoller();
    return update.update_id;
  }

  const chat = (chatId: number) => (chats.get(chatId)?.messages ?? []).filter((m) => m.fromBot).map(chatMessage);

  async function waitFor<T>(check: () => T | undefined | false | null, timeoutMs = 5000, describe?: () => string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    for (;;) {
      try {
        const value = check();
        if (value !== undefined && value !== null && value !== false) return value;
      } catch (error) {
        lastError = error;
      }
      if (Date.now() >= deadline) {
        const recent = calls
          .slice(-10)
          .map((c) => `  ${c.method}${c.chatId ? ` chat ${c.chatId}` : ''}${c.failed ? ` → ${c.failed}` : ''}`)
          .join('\n');
        throw new Error(
          [
            `Bot API stand-in: waited ${timeoutMs} ms for ${check.toString().slice(0, 300)}`,
            lastError ? `last error: ${(lastError as Error).message ?? lastError}` : '',
            describe?.() ?? '',
            `last API calls:\n${recent || '  (none)'}`,
          ]
            .filter(Boolean)
            .join('\n'),
        );
      }
      await sleep(10);
    }
  }

  function user(id: number, profile: Profile = {}): StandInUser {
    users.set(id, { ...users.get(id), ...profile });
    const from = () => telegramUser(id, users.get(id) ?? {});
    const privateChat = () => telegramChat(id, users.get(id)) as { id: number; type: 'private'; first_name: string };
    const visible = () =>
      chat(id)
        .filter((m) => m.buttons.length)
        .map((m) => `  #${m.messageId}: ${m.buttons.map((row) => row.map((b) => JSON.stringify(b.text)).join(' | ')).join(' / ')}`)
        .join('\n') || '  (none)';
    const handle: StandInUser = {
      id,
      send(text) {
        const stored = addMessage(id, { fromBot: false, sent: text, plain: text });
        const command = /^\/[A-Za-z0-9_]+(@\w+)?/.exec(text);
        stored.delivered = {
          message_id: stored.messageId,
          date: stored.date,
          chat: telegramChat(id, users.get(id)),
          from: from(),
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
        } as StoredMessage['delivered'];
        return pushUpdate({ message: stored.delivered as Update['message'] });
      },
      sendPhoto(caption, content) {
        const fileNumber = ++sequence;
        const document: StoredFile = {
          fileId: `AgACAgIAAxkBAAI${fileNumber.toString(36).padStart(6, '0')}-user-photo`,
          fileUniqueId: `AQAD${fileNumber.toString(36).padStart(4, '0')}`,
          fileName: 'photo.jpg',
          mimeType: 'image/jpeg',
          content,
        };
        files.set(document.fileId, document);
        const stored = addMessage(id, { fromBot: false, sent: caption, plain: caption, document });
        stored.delivered = {
          message_id: stored.messageId,
          date: stored.date,
          chat: telegramChat(id, users.get(id)),
          from: from(),
          caption,
          photo: [{ file_id: document.fileId, file_unique_id: document.fileUniqueId, width: 640, height: 480, file_size: content.length }],
        } as StoredMessage['delivered'];
        return pushUpdate({ message: stored.delivered as Update['message'] });
      },
      replyTo(messageId, text) {
        const original = chats.get(id)?.messages.find((m) => m.messageId === messageId && m.fromBot);
        if (!original) throw new Error(`No bot message #${messageId} in chat ${id}`);
        const stored = addMessage(id, { fromBot: false, sent: text, plain: text });
        stored.delivered = {
          message_id: stored.messageId,
          date: stored.date,
          chat: telegramChat(id, users.get(id)),
          from: from(),
          text,
          reply_to_message: telegramMessage(original, telegramChat(id, users.get(id)), botUser),
        } as StoredMessage['delivered'];
        return pushUpdate({ message: stored.delivered as Update['message'] });
      },
      async tap(buttonText, tapOptions = {}) {
        const matches = (text: string) => (typeof buttonText === 'string' ? text === buttonText : buttonText.test(text));
        const candidates = chat(id)
          .reverse()
          .filter((m) => tapOptions.messageId === undefined || m.messageId === tapOptions.messageId);
        for (const message of candidates) {
          const button = message.buttons.flat().find((b) => matches(b.text));
          if (!button) continue;
          if (button.callbackData === undefined) throw new Error(`Button ${JSON.stringify(button.text)} sends no callback (url or web app)`);
          return handle.tapData(button.callbackData, message.messageId);
        }
        const where = tapOptions.messageId === undefined ? '' : ` on message #${tapOptions.messageId}`;
        throw new Error(`No button ${String(buttonText)}${where} in chat ${id}; visible buttons:\n${visible()}`);
      },
      async tapData(callbackData, messageId) {
        const stored = chats.get(id)?.messages.find((m) => m.messageId === messageId && m.fromBot);
        if (!stored) throw new Error(`No bot message #${messageId} in chat ${id}`);
        const queryId = `${botInfo.id}${Date.now()}${++sequence}`;
        queries.set(queryId, { userId: id, answered: false });
        const query = { id: queryId, from: from(), chat_instance: `-${id}42`, message: apiMessage(stored), data: callbackData };
        return pushUpdate({ callback_query: query as Update['callback_query'] });
      },
      messages: () => chat(id),
      last: () => chat(id).at(-1),
      waitForMessage: (check, timeoutMs) =>
        waitFor(() => chat(id).find(check), timeoutMs, () => `messages in chat ${id}:\n${chat(id).map((m) => `  #${m.messageId}: ${m.text ?? m.document?.fileName}`).join('\n')}`),
      callbackAnswers: () =>
        answers.filter((a) => a.userId === id).map(({ callbackQueryId, text, showAlert }) => ({ callbackQueryId, text, showAlert })),
      payInvoice(payOptions = {}) {
        const stored = [...(chats.get(id)?.messages ?? [])]
          .reverse()
          .find((m) => m.invoice && (payOptions.messageId === undefined || m.messageId === payOptions.messageId));
        if (!stored?.invoice) throw new Error(`No invoice in chat ${id}`);
        return stars.pay(from(), privateChat(), stored.invoice, { loseUpdate: payOptions.loseUpdate });
      },
      payInvoiceLink: async (url) => stars.pay(from(), privateChat(), stars.linkedInvoice(url)),
      async preCheckout(invoice) {
        const answer = await stars.preCheckout(from(), invoice);
        return answer && { ok: answer.ok, errorMessage: answer.errorMessage };
      },
      successfulPayment: (payment) => stars.successfulPayment(from(), privateChat(), payment),
      successfulPaymentUpdate: (payment) => numbered(stars.successfulPaymentUpdate(from(), privateChat(), payment)),
      paidAtTelegram: (payment) => stars.recordPayment(from(), payment),
    };
    return handle;
  }

  return {
    url,
    token,
    botInfo,
    user,
    pushUpdate,
    updates: () => [...pushed],
    calls: (method) => (method ? calls.filter((c) => c.method.toLowerCase() === method.toLowerCase()) : [...calls]),
    invoiceLinks: () => stars.links(),
    chat,
    failNext(method, failure, times = 1) {
      const key = method.toLowerCase();
      failures.set(key, [...(failures.get(key) ?? []), { failure, remaining: times }]);
    },
    addChannel(username, bot) {
      const id = -1_000_000_000_000 - channels.size - 1;
      channels.set(username.replace(/^@/, '').toLowerCase(), {
        id,
        username: username.replace(/^@/, ''),
        status: bot.status,
        canPost: bot.status === 'administrator' && bot.canPost !== false,
      });
      return id;
    },
    blockBy: (userId) => void blocked.add(userId),
    unblockBy: (userId) => void blocked.delete(userId),
    waitFor: (check, timeoutMs) => waitFor(check, timeoutMs),
    webhook: () => (hook ? { ...hook } : null),
    webhookDeliveries: () => [...deliveries],
    starTransactions: () => stars.transactions(),
    setStarBalance(stars: number) {
      starBalanceMilli = Math.round(stars * 1000);
    },
    starBalanceMilli: () => starBalanceMilli,
    commands: (languageCode = '') => commandsByLanguage.get(languageCode) ?? [],
    menuButton: (chatId) => menuButtons.get(chatId === undefined ? '' : String(chatId)) ?? menuButtons.get('') ?? { type: 'default' },
    async close() {
      poller?.finish([]);
      await app.close();
    },
  };
}
