// Where a provider's payment stands, as the provider reports it when asked (never as a webhook body says).
/**
 * - waiting: nothing paid yet;
 * - detected: paid, not yet confirmed on the chain;
 * - paid: confirmed; credit `creditCents`, the provider's own figure (the invoice amount, or the paid value of an
 *   over-payment);
 * - review: money arrived that must not be credited by itself (a partial payment, a second payment to the address):
 *   an admin credits `paidCents` or rejects;
 * - expired / invalid: nothing (or nothing valid) arrived in time; refunded: the provider gave the money back.
 */
export type PaymentState = {
  kind: 'waiting' | 'detected' | 'paid' | 'review' | 'expired' | 'invalid' | 'refunded';
  /** The provider's status word (Settled, partially_paid, …), kept on the deposit for the admin. */
  providerStatus: string;
  /** paid: the euros to credit. */
  creditCents?: number;
  /** What was actually paid: in crypto (decimal text), and its share of the euro amount. */
  paidAmount?: string | null;
  paidCents?: number | null;
  /** review: why (partial, repeat, or late: paid in full after the invoice expired). */
  reviewReason?: 'partial' | 'repeat' | 'late';
};
