// The stand-in's Telegram Stars payments: sendInvoice, createInvoiceLink, answerPreCheckoutQuery, refundStarPayment and
// getStarTransactions as Telegram checks them, and what a customer does with an invoice (the pre-checkout question, then
// the successful payment), sent as Telegram's updates.
import { randomBytes } from 'node:crypto';
import type { StarTransaction, Update, User } from 'grammy/types';
import { badRequest, json } from './telegram-input';

/** Telegram cancels a payment whose pre-checkout query is not answered within 10 seconds. */
const PRE_CHECKOUT_TIMEOUT_MS = 10_000;

/** An invoice the bot sent (sendInvoice), as the customer's app shows it. */
export type StandInInvoice = { title: string; description: string; payload: string; currency: string; totalAmount: number; providerToken: string };

/** What the customer's payment came to: paid (with its charge id), refused by the bot (its reason), or cancelled. */
export type PaymentOutcome =
  | { outcome: 'paid'; chargeId: string; updateId: number }
  | { outcome: 'refused'; errorMessage: string }
  | { outcome: 'cancelled'; reason: 'pre-checkout not answered in 10 s' };

type Answer = { ok: boolean; errorMessage?: string; at: number };
type PendingQuery = { userId: number; askedAt: number; answer?: Answer };

/** A Stars invoice's checks (Telegram's own): XTR needs an empty provider token and exactly one whole-Stars price. */
export function readInvoice(params: Record<string, unknown>): StandInInvoice {
  const title = String(params.title ?? '');
  const description = String(params.description ?? '');
  const payload = String(params.payload ?? '');
  const currency = String(params.currency ?? '');
  const providerToken = String(params.provider_token ?? '');
  const prices = (json(params.prices) as Array<{ label: string; amount: number }> | undefined) ?? [];
  if (title.length < 1 || title.length > 32) throw badRequest('INVOICE_TITLE_INVALID');
  if (description.length < 1 || description.length > 255) throw badRequest('INVOICE_DESCRIPTION_INVALID');
  if (Buffer.byteLength(payload) < 1 || Buffer.byteLength(payload) > 128) throw badRequest('INVOICE_PAYLOAD_INVALID');
  if (currency !== 'XTR') throw badRequest('CURRENCY_INVALID: the stand-in takes Stars only');
  if (providerToken !== '') throw badRequest('PAYMENT_PROVIDER_INVALID: Stars invoices take an empty provider_token');
  if (prices.length !== 1 || !Number.isSafeInteger(prices[0].amount) || prices[0].amount < 1) throw badRequest('STARS_INVOICE_INVALID: one price in whole Stars');
  return { title, description, payload, currency, totalAmount: prices[0].amount, providerToken };
}

/** A paid invoice as the successful_payment message names it. */
type SuccessfulPayment = { payload: string; currency: string; totalAmount: number; chargeId: string };

/** The update carrying a successful_payment message, as Telegram sends it to the bot (its update_id still to give). */
function successfulPaymentUpdate(
  from: User,
  chat: { id: number; type: 'private'; first_name: string },
  payment: SuccessfulPayment,
  messageId: number,
): Omit<Update, 'update_id'> {
  return {
    message: {
      message_id: messageId,
      date: Math.floor(Date.now() / 1000),
      chat,
      from,
      successful_payment: {
        currency: payment.currency,
        total_amount: payment.totalAmount,
        invoice_payload: payment.payload,
        telegram_payment_charge_id: payment.chargeId,
        provider_payment_charge_id: '',
      },
    },
  } as Update;
}

export function starsPaymentsStandIn(deps: { pushUpdate(update: Omit<Update, 'update_id'>): Promise<number>; botId: number }) {
  const queries = new Map<string, PendingQuery>();
  /** Invoice links by URL (createInvoiceLink), as a Mini App opens them with openInvoice. */
  const links = new Map<string, StandInInvoice>();
  let sequence = 0;
  /** The bot's Star transactions, oldest first, as getStarTransactions lists them: payments in, refunds out. */
  const transactions: StarTransaction[] = [];
  const partner = (user: User, payload: string) => ({ type: 'user' as const, transaction_type: 'invoice_payment' as const, user, invoice_payload: payload });

  /** Telegram takes the customer's Stars: a transaction whose id is the charge id. */
  function recordPayment(from: User, payment: { payload: string; totalAmount: number }): string {
    const chargeId = `stxStandIn${Date.now()}${++sequence}`;
    transactions.push({ id: chargeId, amount: payment.totalAmount, date: Math.floor(Date.now() / 1000), source: partner(from, payment.payload) });
    return chargeId;
  }

  const methods = {
    /** Telegram's answer is a t.me link whose slug names the invoice ("https://t.me/$…", what openInvoice accepts). */
    createInvoiceLink(params: Record<string, unknown>) {
      const invoice = readInvoice(params);
      const url = `https://t.me/$${randomBytes(12).toString('base64url')}`;
      links.set(url, invoice);
      return url;
    },
    refundStarPayment(params: Record<string, unknown>) {
      const userId = Number(params.user_id);
      const chargeId = String(params.telegram_payment_charge_id ?? '');
      const paid = transactions.find((t) => t.id === chargeId && t.source?.type === 'user');
      if (paid?.source?.type !== 'user' || paid.source.user.id !== userId) throw badRequest('CHARGE_NOT_FOUND');
      if (transactions.some((t) => t.id === chargeId && t.receiver)) throw badRequest('CHARGE_ALREADY_REFUNDED');
      // A refund is a transaction of its own, out, with the original's id (Bot API: StarTransaction.id).
      transactions.push({ id: chargeId, amount: paid.amount, date: Math.floor(Date.now() / 1000), receiver: paid.source });
      // And a service message in the customer's chat, which the bot receives (Message.refunded_payment).
      const user = paid.source.user;
      void deps.pushUpdate({
        message: {
          message_id: 900_000 + ++sequence,
          date: Math.floor(Date.now() / 1000),
          chat: { id: user.id, type: 'private', first_name: user.first_name },
          from: user,
          refunded_payment: { currency: 'XTR', total_amount: paid.amount, invoice_payload: paid.source.invoice_payload ?? '', telegram_payment_charge_id: chargeId },
        },
      } as Update);
      return true;
    },
    getStarTransactions(params: Record<string, unknown>) {
      const offset = params.offset === undefined ? 0 : Number(params.offset);
      const limit = params.limit === undefined ? 100 : Number(params.limit);
      if (!Number.isSafeInteger(offset) || offset < 0) throw badRequest('offset is invalid');
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > 100) throw badRequest('limit must be between 1 and 100');
      return { transactions: transactions.slice(offset, offset + limit) };
    },
    answerPreCheckoutQuery(params: Record<string, unknown>) {
      const id = String(params.pre_checkout_query_id ?? '');
      const query = queries.get(id);
      const late = query ? Date.now() - query.askedAt > PRE_CHECKOUT_TIMEOUT_MS : false;
      if (!query || query.answer || late) throw badRequest('query is too old and response timeout expired or query ID is invalid');
      const ok = params.ok === true || params.ok === 'true';
      const errorMessage = params.error_message === undefined ? undefined : String(params.error_message);
      if (!ok && !errorMessage) throw badRequest('error_message is required when ok is false');
      query.answer = { ok, errorMessage, at: Date.now() };
      return true;
    },
  };

  /** The pre-checkout question as Telegram asks it; resolves with the bot's answer, or null once 10 s have passed. */
  async function preCheckout(from: User, invoice: Pick<StandInInvoice, 'payload' | 'currency' | 'totalAmount'>): Promise<Answer | null> {
    const id = `${deps.botId}${Date.now()}${++sequence}`;
    const query: PendingQuery = { userId: from.id, askedAt: Date.now() };
    queries.set(id, query);
    await deps.pushUpdate({
      pre_checkout_query: { id, from, currency: invoice.currency, total_amount: invoice.totalAmount, invoice_payload: invoice.payload },
    } as Update);
    while (!query.answer && Date.now() - query.askedAt <= PRE_CHECKOUT_TIMEOUT_MS) await new Promise((r) => setTimeout(r, 10));
    return query.answer ?? null;
  }

  /** The service message Telegram sends the bot once the Stars are paid. */
  function successfulPayment(from: User, chat: { id: number; type: 'private'; first_name: string }, payment: SuccessfulPayment) {
    return deps.pushUpdate(successfulPaymentUpdate(from, chat, payment, 900_000 + ++sequence));
  }

  /**
   * The customer pays the invoice: the pre-checkout first, then the payment only when the bot said ok in time. With
   * `loseUpdate`, Telegram takes the Stars but the bot never gets the successful_payment (updateId -1): the update lost
   * with a process that died, what only the reconciliation (getStarTransactions) finds.
   */
  async function pay(
    from: User,
    chat: { id: number; type: 'private'; first_name: string },
    invoice: StandInInvoice,
    options: { loseUpdate?: boolean } = {},
  ): Promise<PaymentOutcome> {
    const answer = await preCheckout(from, invoice);
    if (!answer) return { outcome: 'cancelled', reason: 'pre-checkout not answered in 10 s' };
    if (!answer.ok) return { outcome: 'refused', errorMessage: answer.errorMessage ?? '' };
    const chargeId = recordPayment(from, invoice);
    const updateId = options.loseUpdate ? -1 : await successfulPayment(from, chat, { ...invoice, chargeId });
    return { outcome: 'paid', chargeId, updateId };
  }

  /** The invoice behind a link the bot created; throws for a link it did not. */
  function linkedInvoice(url: string): StandInInvoice {
    const invoice = links.get(url);
    if (!invoice) throw new Error(`No invoice link ${url}; links made: ${[...links.keys()].join(', ') || '(none)'}`);
    return invoice;
  }

  return {
    methods,
    preCheckout,
    successfulPayment,
    /** A successful_payment message for the test to deliver itself (to a webhook of its choice), a fresh message id. */
    successfulPaymentUpdate: (from: User, chat: { id: number; type: 'private'; first_name: string }, payment: SuccessfulPayment) =>
      successfulPaymentUpdate(from, chat, payment, 900_000 + ++sequence),
    pay,
    recordPayment,
    transactions: () => [...transactions],
    linkedInvoice,
    links: () => [...links].map(([url, invoice]) => ({ url, invoice })),
  };
}
