// The Bot API stand-in against the real grammY over real HTTP: polling, webhook, uploads and Telegram's failures.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { autoRetry } from '@grammyjs/auto-retry';
import { Api, Bot, GrammyError, InlineKeyboard, InputFile, webhookCallback } from 'grammy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BotApiStandIn, startBotApiStandIn } from './bot-api-stand-in';

let standIn: BotApiStandIn;
let cleanups: Array<() => Promise<unknown>> = [];

beforeEach(async () => {
  standIn = await startBotApiStandIn();
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  await standIn.close();
});

/** A tiny shop-like bot: /start with a Go button, Go edits and answers, /numbers sends a file. */
function tinyBot() {
  const bot = new Bot(standIn.token, { client: { apiRoot: standIn.url } });
  bot.command('start', (ctx) => ctx.reply('hi', { reply_markup: new InlineKeyboard().text('Go', 'go').url('Site', 'https://example.org') }));
  bot.callbackQuery('go', async (ctx) => {
    await ctx.editMessageText('<b>Going</b> &amp; done', { parse_mode: 'HTML' });
    await ctx.answerCallbackQuery({ text: 'On our way' });
  });
  bot.command('numbers', (ctx) =>
    ctx.replyWithDocument(new InputFile(Buffer.from('+33600000000\n'), 'numbers.txt'), { caption: 'Your <i>numbers</i>', parse_mode: 'HTML' }),
  );
  return bot;
}

function poll(bot: Bot) {
  const running = bot.start();
  cleanups.push(async () => {
    await bot.stop();
    await running.catch(() => {});
  });
  return running;
}

async function listen(server: Server) {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('with grammY long polling', () => {
  it('delivers a command, shows the reply and its buttons, and applies the edit after a tap', async () => {
    poll(tinyBot());
    const alice = standIn.user(42, { firstName: 'Alice', username: 'alice', languageCode: 'fr' });

    await alice.send('/start');
    const hi = await alice.waitForMessage((m) => m.text === 'hi');
    expect(hi).toMatchObject({
      messageId: 2, // the user's /start was message 1 of the chat
      chatId: 42,
      buttons: [[{ text: 'Go', callbackData: 'go' }, { text: 'Site', url: 'https://example.org' }]],
      editCount: 0,
    });
    await expect(alice.tap('Nope')).rejects.toThrow(/No button Nope in chat 42; visible buttons:\n {2}#2: "Go" \| "Site"/);
    await expect(alice.tap('Site')).rejects.toThrow(/sends no callback/);

    await alice.tap(/^Go$/);
    const edited = await alice.waitForMessage((m) => m.editCount === 1);
    expect(edited).toMatchObject({ messageId: 2, text: '<b>Going</b> &amp; done', parseMode: 'HTML', buttons: [] });
    await standIn.waitFor(() => alice.callbackAnswers().length === 1);
    expect(alice.callbackAnswers()).toEqual([{ callbackQueryId: expect.any(String), text: 'On our way' }]);
    expect(alice.messages()).toHaveLength(1);

    const [edit] = standIn.calls('editMessageText');
    expect(edit).toMatchObject({ chatId: 42, params: { message_id: 2, text: '<b>Going</b> &amp; done' } });
    expect(standIn.calls('getUpdates').length).toBeGreaterThan(1);
  });

  it('receives an uploaded document with its bytes, name and caption', async () => {
    poll(tinyBot());
    const alice = standIn.user(42);
    await alice.send('/numbers');
    const message = await alice.waitForMessage((m) => m.document !== undefined);
    expect(message.document).toEqual({
      fileName: 'numbers.txt',
      content: Buffer.from('+33600000000\n'),
      mimeType: 'text/plain',
      caption: 'Your <i>numbers</i>',
    });
    const [upload] = standIn.calls('sendDocument');
    expect(upload.params.document).toMatch(/^attach:\/\//);
    expect(upload.params.chat_id).toBe('42'); // multipart fields stay as sent
  });

  it('keeps an update sent while the bot is stopped for the next bot that polls', async () => {
    const first = tinyBot();
    poll(first);
    const alice = standIn.user(42);
    await alice.send('/start');
    await alice.waitForMessage((m) => m.text === 'hi');
    await first.stop();

    await alice.send('/numbers');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alice.messages()).toHaveLength(1);
    poll(tinyBot());
    await alice.waitForMessage((m) => m.document?.fileName === 'numbers.txt');
    expect(alice.messages()).toHaveLength(2); // /start was confirmed by the first bot, so not answered twice
  });

  it('answers 409 to the older of two concurrent getUpdates, so only one bot keeps polling', async () => {
    const first = tinyBot();
    const firstRunning = poll(first);
    await standIn.waitFor(() => standIn.calls('getUpdates').length === 1);
    poll(tinyBot());

    const error = await firstRunning.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GrammyError);
    expect(error).toMatchObject({ error_code: 409, description: expect.stringContaining('terminated by other getUpdates request') });

    const alice = standIn.user(42);
    await alice.send('/start');
    await alice.waitForMessage((m) => m.text === 'hi');
  });
});

describe('with a webhook', () => {
  it('POSTs updates with the secret header and resolves once the bot answered', async () => {
    const bot = tinyBot();
    await bot.init();
    const handle = webhookCallback(bot, 'http', { secretToken: 'shop-secret_1' });
    const secrets: unknown[] = [];
    const url = await listen(
      createServer((request, response) => {
        secrets.push(request.headers['x-telegram-bot-api-secret-token']);
        return handle(request, response);
      }),
    );
    await bot.api.setWebhook(`${url}/telegram`, { secret_token: 'shop-secret_1' });
    expect(standIn.webhook()).toEqual({ url: `${url}/telegram`, secretToken: 'shop-secret_1' });

    const alice = standIn.user(7);
    const updateId = await alice.send('/start');
    expect(alice.last()?.text).toBe('hi'); // no waiting: pushUpdate resolved after the webhook's answer
    expect(secrets).toEqual(['shop-secret_1']);
    expect(standIn.webhookDeliveries()).toEqual([{ updateId, status: 200 }]);
    await expect(bot.api.getUpdates()).rejects.toMatchObject({ error_code: 409, description: expect.stringContaining('webhook is active') });
    expect(await bot.api.getWebhookInfo()).toMatchObject({ url: `${url}/telegram`, pending_update_count: 0 });

    // A wrong secret: grammY answers 401, the stand-in redelivers once and keeps the update pending.
    await bot.api.setWebhook(`${url}/telegram`, { secret_token: 'not-the-secret' });
    const refused = await alice.send('/start');
    expect(standIn.webhookDeliveries().slice(1)).toEqual([
      { updateId: refused, status: 401 },
      { updateId: refused, status: 401 },
    ]);
    expect(alice.messages()).toHaveLength(1);
    expect(await bot.api.getWebhookInfo()).toMatchObject({ pending_update_count: 1 });

    await bot.api.deleteWebhook({ drop_pending_updates: true });
    expect(standIn.webhook()).toBeNull();
    expect(await bot.api.getUpdates()).toEqual([]);
  });
});

describe("Telegram's answers", () => {
  const api = () => new Bot(standIn.token, { client: { apiRoot: standIn.url } }).api;

  it('waits retry_after on a 429 through the auto-retry plugin, then succeeds', async () => {
    const bot = new Bot(standIn.token, { client: { apiRoot: standIn.url } });
    bot.api.config.use(autoRetry());
    standIn.failNext('sendMessage', { status: 429, retryAfter: 1 });
    const started = Date.now();
    await bot.api.sendMessage(42, 'after the pause');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(standIn.calls('sendMessage').map((c) => c.failed)).toEqual([429, undefined]);
    expect(standIn.chat(42).map((m) => m.text)).toEqual(['after the pause']);

    standIn.failNext('sendMessage', { status: 429, retryAfter: 3 });
    await expect(api().sendMessage(42, 'no plugin')).rejects.toMatchObject({
      error_code: 429,
      description: 'Too Many Requests: retry after 3',
      parameters: { retry_after: 3 },
    });
  });

  it('answers 403 for a user who blocked the bot, and injected failures the given number of times', async () => {
    standIn.blockBy(42);
    const error = await api()
      .sendMessage(42, 'hello?')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrammyError);
    expect(error).toMatchObject({ error_code: 403, description: 'Forbidden: bot was blocked by the user' });
    standIn.unblockBy(42);

    standIn.failNext('sendmessage', { status: 500, description: 'Internal Server Error: restart' }, 2);
    await expect(api().sendMessage(42, 'a')).rejects.toMatchObject({ error_code: 500, description: 'Internal Server Error: restart' });
    await expect(api().sendMessage(42, 'b')).rejects.toMatchObject({ error_code: 500 });
    await api().sendMessage(42, 'c');
    expect(standIn.chat(42).map((m) => m.text)).toEqual(['c']);
  });

  it('refuses texts over 4096 characters (counted without HTML tags), empty texts and bad HTML', async () => {
    await expect(api().sendMessage(42, 'x'.repeat(4097))).rejects.toMatchObject({ error_code: 400, description: 'Bad Request: message is too long' });
    await api().sendMessage(42, `<b>${'x'.repeat(4096)}</b>`, { parse_mode: 'HTML' });
    await expect(api().sendMessage(42, '<b></b> ', { parse_mode: 'HTML' })).rejects.toMatchObject({ description: 'Bad Request: message text is empty' });
    await expect(api().sendMessage(42, 'a < b', { parse_mode: 'HTML' })).rejects.toMatchObject({
      description: expect.stringContaining("Bad Request: can't parse entities: Unsupported start tag"),
    });
    await expect(api().sendMessage(42, '<b>bold', { parse_mode: 'HTML' })).rejects.toMatchObject({
      description: `Bad Request: can't parse entities: Can't find end tag corresponding to start tag "b"`,
    });
    const rendered = await api().sendMessage(42, '<b>Prix</b> &lt;5&gt; <a href="https://example.org">lien</a>', { parse_mode: 'HTML' });
    expect(rendered).toMatchObject({
      text: 'Prix <5> lien',
      entities: [
        { type: 'bold', offset: 0, length: 4 },
        { type: 'text_link', offset: 9, length: 4, url: 'https://example.org' },
      ],
    });
    expect(standIn.chat(42).map((m) => m.text?.slice(0, 10))).toEqual(['<b>xxxxxxx', '<b>Prix</b']);
    expect(standIn.calls('sendMessage').map((c) => c.failed)).toEqual([400, undefined, 400, 400, 400, undefined]);
  });

  it('refuses an edit that changes nothing, and edits or deletes of unknown messages', async () => {
    const keyboard = new InlineKeyboard().text('A', 'a');
    const sent = await api().sendMessage(42, 'Menu', { reply_markup: keyboard });
    expect(sent).toMatchObject({ message_id: 1, chat: { id: 42, type: 'private' }, text: 'Menu', reply_markup: { inline_keyboard: [[{ text: 'A', callback_data: 'a' }]] } });
    await expect(api().editMessageText(42, sent.message_id, 'Menu', { reply_markup: keyboard })).rejects.toMatchObject({
      error_code: 400,
      description: expect.stringContaining('Bad Request: message is not modified'),
    });
    await expect(api().editMessageReplyMarkup(42, sent.message_id, { reply_markup: keyboard })).rejects.toMatchObject({
      description: expect.stringContaining('message is not modified'),
    });
    await api().editMessageReplyMarkup(42, sent.message_id, { reply_markup: new InlineKeyboard().text('B', 'b') });
    expect(standIn.chat(42)[0]).toMatchObject({ text: 'Menu', buttons: [[{ text: 'B', callbackData: 'b' }]], editCount: 1 });

    await expect(api().editMessageText(42, 99, 'x')).rejects.toMatchObject({ description: 'Bad Request: message to edit not found' });
    await expect(api().deleteMessage(42, 99)).rejects.toMatchObject({ description: 'Bad Request: message to delete not found' });
    await expect(api().answerCallbackQuery('nope')).rejects.toMatchObject({
      description: 'Bad Request: query is too old and response timeout expired or query ID is invalid',
    });
    expect(await api().deleteMessage(42, sent.message_id)).toBe(true);
    expect(standIn.chat(42)).toEqual([]);
  });

  it('refuses a wrong token and unknown methods, and remembers commands per language', async () => {
    await expect(new Api('1:wrong-token-wrong-token-wrong', { apiRoot: standIn.url }).getMe()).rejects.toMatchObject({
      error_code: 401,
      description: 'Unauthorized',
    });
    const raw = api().raw as unknown as Record<string, (payload: object) => Promise<unknown>>;
    await expect(raw.sendTelepathy({})).rejects.toMatchObject({ error_code: 404, description: 'Not Found: method not found' });
    expect(await api().getMe()).toEqual(standIn.botInfo);

    await api().setMyCommands([{ command: 'start', description: 'Démarrer' }]);
    await api().setMyCommands([{ command: 'start', description: 'Start' }], { language_code: 'en' });
    expect(standIn.commands()).toEqual([{ command: 'start', description: 'Démarrer' }]);
    expect(standIn.commands('en')).toEqual([{ command: 'start', description: 'Start' }]);
    expect(await api().getMyCommands({ language_code: 'en' })).toEqual([{ command: 'start', description: 'Start' }]);
  });

  it('confirms updates by offset and answers a long poll as soon as an update arrives', async () => {
    const alice = standIn.user(42);
    const first = await alice.send('one');
    await alice.send('two');
    expect((await api().getUpdates()).map((u) => u.message?.text)).toEqual(['one', 'two']);
    expect((await api().getUpdates({ offset: first + 1, limit: 1 })).map((u) => u.message?.text)).toEqual(['two']);

    const started = Date.now();
    const polling = api().getUpdates({ offset: first + 2, timeout: 10 });
    setTimeout(() => void alice.send('three'), 100);
    expect((await polling).map((u) => u.message?.text)).toEqual(['three']);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('sends only the update kinds the bot asked for (allowed_updates), as Telegram does', async () => {
    const bea = standIn.user(43);
    const asked = await api().getUpdates({ allowed_updates: ['message'] });
    expect(asked).toEqual([]);
    // A pre-checkout (left to time out: the bot never hears of it), then a message.
    void bea.preCheckout({ payload: 'deposit:1', currency: 'XTR', totalAmount: 5 });
    const sent = await bea.send('hello');
    // Only the message was sent.
    expect((await api().getUpdates()).map((u) => u.update_id)).toEqual([sent]);
    await api().getUpdates({ offset: sent + 1, allowed_updates: ['message', 'pre_checkout_query'] });
    const answered = bea.preCheckout({ payload: 'deposit:1', currency: 'XTR', totalAmount: 5 });
    const [query] = await api().getUpdates({ offset: sent + 1, timeout: 5 });
    expect(query.pre_checkout_query?.from.id).toBe(43);
    await api().answerPreCheckoutQuery(query.pre_checkout_query?.id as string, true);
    expect(await answered).toMatchObject({ ok: true });
  });

  it('refuses a document over 50 MB', async () => {
    const huge = new InputFile(Buffer.alloc(50 * 1024 * 1024 + 1, 1), 'huge.txt');
    await expect(api().sendDocument(42, huge)).rejects.toMatchObject({ error_code: 400, description: 'Bad Request: file is too big' });
    expect(standIn.chat(42)).toEqual([]);
  });
});

describe('Telegram Stars payments', () => {
  /** A bot that sends a 5-Star invoice on /pay and answers the pre-checkout after `delayMs`. */
  function payingBot(delayMs: number) {
    const bot = new Bot(standIn.token, { client: { apiRoot: standIn.url } });
    bot.command('pay', (ctx) => ctx.replyWithInvoice('Five', 'Five Stars', 'deposit:5', 'XTR', [{ label: 'Five', amount: 5 }], { provider_token: '' }));
    bot.on('pre_checkout_query', async (ctx) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await ctx.answerPreCheckoutQuery(true).catch(() => {});
    });
    return bot;
  }

  it('pays an invoice answered in time with a successful payment, and refuses an invoice Telegram would refuse', async () => {
    poll(payingBot(0));
    const payer = standIn.user(77, { firstName: 'Payer' });
    await payer.send('/pay');
    const invoice = await payer.waitForMessage((m) => m.invoice !== undefined);
    expect(invoice.invoice).toMatchObject({ title: 'Five', currency: 'XTR', totalAmount: 5, payload: 'deposit:5' });
    const outcome = await payer.payInvoice();
    expect(outcome).toMatchObject({ outcome: 'paid', chargeId: expect.any(String) });
    const update = standIn.updates().find((u) => u.update.message?.successful_payment);
    expect(update?.update.message?.successful_payment).toMatchObject({ currency: 'XTR', total_amount: 5, invoice_payload: 'deposit:5' });
    const api = new Api(standIn.token, { apiRoot: standIn.url });
    await expect(api.sendInvoice(77, 'Euro', 'In euros', 'p', 'EUR', [{ label: 'x', amount: 5 }], { provider_token: '' })).rejects.toThrow(/CURRENCY_INVALID/);
    await expect(api.sendInvoice(77, 'Two', 'Two prices', 'p', 'XTR', [{ label: 'a', amount: 1 }, { label: 'b', amount: 1 }], { provider_token: '' })).rejects.toThrow(
      /one price in whole Stars/,
    );
  });

  it('makes an invoice link (createInvoiceLink) a Mini App opens, paid as an invoice with the payment in the bot chat', async () => {
    poll(payingBot(0));
    const api = new Api(standIn.token, { apiRoot: standIn.url });
    const url = await api.createInvoiceLink('Link', 'Linked Stars', 'deposit:9', '', 'XTR', [{ label: 'Nine', amount: 9 }]);
    expect(url).toMatch(/^https:\/\/t\.me\/\$[\w-]+$/);
    expect(standIn.invoiceLinks().find((l) => l.url === url)?.invoice).toMatchObject({ title: 'Link', currency: 'XTR', totalAmount: 9, payload: 'deposit:9' });
    const outcome = await standIn.user(79, { firstName: 'Linker' }).payInvoiceLink(url);
    expect(outcome).toMatchObject({ outcome: 'paid' });
    const update = standIn.updates().find((u) => u.update.message?.successful_payment?.invoice_payload === 'deposit:9');
    expect(update?.update.message?.chat.id).toBe(79);
    await expect(api.createInvoiceLink('Token', 'A provider token', 'p', 'tok', 'XTR', [{ label: 'x', amount: 1 }])).rejects.toThrow(/PAYMENT_PROVIDER_INVALID/);
    await expect(api.createInvoiceLink('Cents', 'Not whole', 'p', '', 'XTR', [{ label: 'x', amount: 1.5 }])).rejects.toThrow(/one price in whole Stars/);
    await expect(standIn.user(79).payInvoiceLink('https://t.me/$unknown')).rejects.toThrow(/No invoice link/);
  });

  it('cancels the payment when the pre-checkout answer comes after 10 seconds', { timeout: 20_000 }, async () => {
    poll(payingBot(10_500));
    const payer = standIn.user(78, { firstName: 'Late' });
    await payer.send('/pay');
    await payer.waitForMessage((m) => m.invoice !== undefined);
    expect(await payer.payInvoice()).toEqual({ outcome: 'cancelled', reason: 'pre-checkout not answered in 10 s' });
    await standIn.waitFor(() => standIn.calls('answerPreCheckoutQuery').length === 1, 2000);
    expect(standIn.calls('answerPreCheckoutQuery')[0].failed).toBe(400);
    expect(standIn.updates().some((u) => u.update.message?.successful_payment)).toBe(false);
  });
});
