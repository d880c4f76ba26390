// The callback data of every inline button (Telegram allows 64 bytes): built here, matched by the features.
import type { RefundReason } from '../contracts/refunds';

/**
 * A refund chosen in the bot: order, ticket (0: none), count (0: what is left), numbers refunded before, reason, box;
 * `pasted`: the count is of the numbers the admin pasted, kept in their chat's step (too long for a button).
 */
export type RefundChoice = { orderId: number; ticketId: number; count: number; pasted: boolean; before: number; reason: RefundReason; suppress: boolean };
const REASON_LETTER: Record<RefundReason, string> = { dead: 'd', duplicate: 'u', wrong_target: 'w', other: 'o' };
const refundChoice = (r: RefundChoice) =>
  `${r.orderId}:${r.ticketId}:${r.pasted ? 'p' : ''}${r.count}:${r.before}:${REASON_LETTER[r.reason]}:${r.suppress ? 's' : 'n'}`;
const LETTER_REASON: Record<string, RefundReason> = { d: 'dead', u: 'duplicate', w: 'wrong_target', o: 'other' };

/** The RefundChoice of an adminRefundCheck or adminRefundConfirm match. */
export function readRefundChoice(m: ArrayLike<string>): RefundChoice {
  const pasted = m[3].startsWith('p');
  return { orderId: Number(m[1]), ticketId: Number(m[2]), count: Number(pasted ? m[3].slice(1) : m[3]), pasted, before: Number(m[4]), reason: LETTER_REASON[m[5]], suppress: m[6] === 's' };
}
export const CALLBACK = {
  menu: 'menu',
  languages: 'langs',
  language: (code: string) => `lang:${code}`,
  shop: 'shop',
  continent: (name: string) => `cont:${name}`,
  country: (countryId: number) => `ctry:${countryId}`,
  operator: (countryId: number, operatorId: number) => `op:${countryId}:${operatorId}`,
  quantity: (countryId: number, operatorId: number, quantity: number) => `qty:${countryId}:${operatorId}:${quantity}`,
  customQuantity: (countryId: number, operatorId: number) => `cq:${countryId}:${operatorId}`,
  /** The nonce is made when the confirmation is shown: it is the purchase's idempotency key, whoever taps how often. */
  confirm: (countryId: number, operatorId: number, quantity: number, nonce: string) => `buy:${countryId}:${operatorId}:${quantity}:${nonce}`,
  cancel: 'cancel',
  balance: 'bal',
  topUp: 'topup',
  giftCard: 'gift',
  topUpCrypto: (crypto: string) => `tpc:${crypto}`,
  topUpManual: 'tpm',
  topUpAmount: (cents: number, nonce: string) => `tpa:${cents}:${nonce}`,
  topUpOther: 'tpo',
  topUpStars: 'tps',
  topUpStarsAmount: (stars: number, nonce: string) => `tsa:${stars}:${nonce}`,
  history: 'hist',
  download: (orderId: number) => `dl:${orderId}`,
  help: 'help',
  /** Support (issue 28): open a ticket, about an order of the history or none. */
  support: 'sup',
  supportOrder: (orderId: number) => `sup:${orderId}`,
  channels: 'chan',
  // Bot admins: the panel (/adminstats) and what it opens; reports and broadcasts answer their own entries.
  adminPanel: 'adm:panel',
  adminReports: 'adm:reports',
  adminBroadcast: 'adm:broadcast',
  adminCredits: 'adm:credits',
  adminCredit: (direction: 'add' | 'remove') => `adm:cr:${direction}`,
  adminContinents: 'adm:conts',
  /** A continent by a token of its name (names may be 50 characters of any script: too long for callback data). */
  adminContinent: (token: string) => `adm:ct:${token}`,
  adminContinentRename: (token: string) => `adm:ctr:${token}`,
  adminContinentDelete: (token: string) => `adm:ctd:${token}`,
  adminContinentDeleteConfirmed: (token: string) => `adm:ctdy:${token}`,
  adminChannels: 'adm:chan',
  adminBlocking: 'adm:block',
  adminChannelEdit: (channel: 'main' | 'proof') => `adm:che:${channel}`,
  adminProofPosts: (on: boolean) => `adm:prf:${on ? 'on' : 'off'}`,
  // Refunds (decision 0140): the panel's entry asks for an order; an order's screen (a ticket id or 0), then part of it
  // (count typed, or numbers pasted: count p<n>, decision 0147) or all of it (count 0), a reason (d, u, w, o), the suppression box (s/n) and the confirmation. `before`
  // is the numbers refunded when the screen was shown: a refund meanwhile refuses the confirmation (no double refund).
  adminRefunds: 'adm:refunds',
  adminRefundOrder: (orderId: number, ticketId: number | null) => `adm:rfo:${orderId}:${ticketId ?? 0}`,
  adminRefundSome: (orderId: number, ticketId: number, before: number) => `adm:rfs:${orderId}:${ticketId}:${before}`,
  adminRefundPaste: (orderId: number, ticketId: number, before: number) => `adm:rfp:${orderId}:${ticketId}:${before}`,
  adminRefundReason: (orderId: number, ticketId: number, count: number, before: number) => `adm:rfr:${orderId}:${ticketId}:${count}:${before}`,
  adminRefundCheck: (r: RefundChoice) => `adm:rfk:${refundChoice(r)}`,
  adminRefundConfirm: (r: RefundChoice) => `adm:rfy:${refundChoice(r)}`,
  // Broadcasts (/broadcast, or the panel's adminBroadcast): an audience chosen for a preview, send it (paid: :p), give up.
  // The audience's language filter (decision 0151): `any`, or a language code; bcl opens the list of languages.
  broadcastAudience: (nonce: string, audience: string, language = 'any') => `bca:${nonce}:${audience}:${language}`,
  broadcastSend: (nonce: string, audience: string, language = 'any', paid = false) => `bcs:${nonce}:${audience}:${language}${paid ? ':p' : ''}`,
  broadcastLanguages: (nonce: string, audience: string) => `bcl:${nonce}:${audience}`,
  broadcastCancel: 'bcx',
  // Scheduling (issue 30): type the start time for the audience chosen; the scheduled ones listed; a cancel asked, then confirmed.
  broadcastSchedule: (nonce: string, audience: string, language = 'any') => `bcp:${nonce}:${audience}:${language}`,
  broadcastScheduled: 'bcq',
  broadcastUnschedule: (id: number) => `bcu:${id}`,
  broadcastUnscheduleConfirmed: (id: number) => `bcuy:${id}`,
  // Reports (the panel's adminReports): the menu for a period, one report for a period.
  reportsMenu: (period: string) => `rep:m:${period}`,
  report: (kind: string, period: string) => `rep:${kind}:${period}`,
  // Referrals: the customer's Parrainage screen (under Solde).
  referrals: 'refs',
  // Promotions: type a promo code at the confirmation; confirm with the code typed (the nonce is the idempotency key).
  promoCode: (countryId: number, operatorId: number, quantity: number) => `pc:${countryId}:${operatorId}:${quantity}`,
  confirmWithCode: (countryId: number, operatorId: number, quantity: number, nonce: string, code: string) =>
    `bpc:${countryId}:${operatorId}:${quantity}:${nonce}:${code}`,
  // Paying an order's missing amount (decision 0136): the order as confirmed (its nonce is the purchase key, its cost
  // the one shown), then Stars or a coin; a pending checkout's cancel.
  checkoutStars: (order: CheckoutCallbackOrder) => `cks:${checkoutOrderPart(order)}${order.promoCode ? `:${order.promoCode}` : ''}`,
  checkoutCrypto: (order: CheckoutCallbackOrder, crypto: string) => `ckc:${checkoutOrderPart(order)}:${crypto}${order.promoCode ? `:${order.promoCode}` : ''}`,
  checkoutCancel: (checkoutId: number) => `ckx:${checkoutId}`,
} as const;

/** What a pay-the-missing-amount button carries of the order confirmed. */
export type CheckoutCallbackOrder = { countryId: number; operatorId: number; quantity: number; nonce: string; costCents: number; promoCode: string | null };
const checkoutOrderPart = (o: CheckoutCallbackOrder) => `${o.countryId}:${o.operatorId}:${o.quantity}:${o.nonce}:${o.costCents}`;

export const MATCH = {
  language: /^lang:([a-z]{2})$/,
  continent: /^cont:(.+)$/s,
  country: /^ctry:(\d{1,9})$/,
  operator: /^op:(\d{1,9}):(\d{1,9})$/,
  quantity: /^qty:(\d{1,9}):(\d{1,9}):(\d{1,9})$/,
  customQuantity: /^cq:(\d{1,9}):(\d{1,9})$/,
  confirm: /^buy:(\d{1,9}):(\d{1,9}):(\d{1,9}):([A-Za-z0-9]{6,20})$/,
  download: /^dl:(\d{1,9})$/,
  supportOrder: /^sup:(\d{1,9})$/,
  topUpCrypto: /^tpc:([A-Za-z0-9_.-]{1,40})$/,
  topUpAmount: /^tpa:(\d{1,9}):([A-Za-z0-9]{6,20})$/,
  topUpStarsAmount: /^tsa:(\d{1,6}):([A-Za-z0-9]{6,20})$/,
  // Bot admins
  adminCredit: /^adm:cr:(add|remove)$/,
  adminContinent: /^adm:ct:([0-9a-f]{12})$/,
  adminContinentRename: /^adm:ctr:([0-9a-f]{12})$/,
  adminContinentDelete: /^adm:ctd:([0-9a-f]{12})$/,
  adminContinentDeleteConfirmed: /^adm:ctdy:([0-9a-f]{12})$/,
  adminChannelEdit: /^adm:che:(main|proof)$/,
  adminProofPosts: /^adm:prf:(on|off)$/,
  adminRefundOrder: /^adm:rfo:(\d{1,9}):(\d{1,9})$/,
  adminRefundSome: /^adm:rfs:(\d{1,9}):(\d{1,9}):(\d{1,9})$/,
  adminRefundPaste: /^adm:rfp:(\d{1,9}):(\d{1,9}):(\d{1,9})$/,
  adminRefundReason: /^adm:rfr:(\d{1,9}):(\d{1,9}):(\d{1,9}):(\d{1,9})$/,
  adminRefundCheck: /^adm:rfk:(\d{1,9}):(\d{1,9}):(p?\d{1,9}):(\d{1,9}):([duwo]):([sn])$/,
  adminRefundConfirm: /^adm:rfy:(\d{1,9}):(\d{1,9}):(p?\d{1,9}):(\d{1,9}):([duwo]):([sn])$/,
  // Broadcasts
  broadcastAudience: /^bca:([A-Za-z0-9]{6,20}):(all|buyers|depositors|inactive30):(any|[a-z]{2})$/,
  broadcastSend: /^bcs:([A-Za-z0-9]{6,20}):(all|buyers|depositors|inactive30):(any|[a-z]{2})(:p)?$/,
  broadcastLanguages: /^bcl:([A-Za-z0-9]{6,20}):(all|buyers|depositors|inactive30)$/,
  broadcastSchedule: /^bcp:([A-Za-z0-9]{6,20}):(all|buyers|depositors|inactive30):(any|[a-z]{2})$/,
  broadcastUnschedule: /^bcu:(\d{1,9})$/,
  broadcastUnscheduleConfirmed: /^bcuy:(\d{1,9})$/,
  // Reports (admin)
  reportsMenu: /^rep:m:(today|7d|30d)$/,
  report: /^rep:(sales|top|cat|ctry|dep):(today|7d|30d)$/,
  // Promotions
  promoCode: /^pc:(\d{1,9}):(\d{1,9}):(\d{1,9})$/,
  confirmWithCode: /^bpc:(\d{1,9}):(\d{1,9}):(\d{1,9}):([A-Za-z0-9]{6,20}):([A-Z0-9]{3,16})$/,
  // Paying the missing amount: country, operator, quantity, nonce, cost in cents, [coin,] promo code or none.
  checkoutStars: /^cks:(\d{1,9}):(\d{1,9}):(\d{1,9}):([A-Za-z0-9]{6,20}):(\d{1,12})(?::([A-Z0-9]{3,16}))?$/,
  checkoutCrypto: /^ckc:(\d{1,9}):(\d{1,9}):(\d{1,9}):([A-Za-z0-9]{6,20}):(\d{1,12}):([A-Za-z0-9_.-]{1,40})(?::([A-Z0-9]{3,16}))?$/,
  checkoutCancel: /^ckx:(\d{1,9})$/,
} as const;

/** Telegram refuses callback data over 64 bytes. */
export const fitsCallbackData = (data: string) => Buffer.byteLength(data, 'utf8') <= 64;
