// A refusal of the domain, said to the customer in their language with its figures (the bot's side of error-texts/).
import { DomainError } from '../domain/errors';
import type { BotContext } from './context';

type ErrorData = DomainError['data'];
/** For each error code the customer can act on, its text (or null when, with these data, there is none to say). */
export type RefusalTexts = Record<string, (ctx: BotContext, data: ErrorData) => string | null>;

/** The text a table gives for an error, or null when the error is not a domain error the table knows. */
export function refusalFrom(texts: RefusalTexts, ctx: BotContext, error: unknown): string | null {
  if (!(error instanceof DomainError)) return null;
  return Object.hasOwn(texts, error.code) ? texts[error.code](ctx, error.data) : null;
}

const n = (value: unknown) => Number(value);

const purchaseRefusals: RefusalTexts = {
  QUANTITY_TOO_SMALL: (ctx, d) =>
    ctx.t('error-quantity-invalid', { minimum: ctx.figures.count(n(d.minimum)), minimumCost: ctx.figures.euros(n(d.minimumCostCents)) }),
  QUANTITY_TOO_LARGE: (ctx, d) => ctx.t('error-quantity-too-large', { maximum: ctx.figures.count(n(d.maximum)) }),
  OUT_OF_STOCK: (ctx, d) => ctx.t('error-stock', { available: ctx.figures.count(n(d.available)), minimum: ctx.figures.count(n(d.minimum)) }),
  INSUFFICIENT_BALANCE: (ctx, d) => ctx.t('error-balance', { cost: ctx.figures.euros(n(d.neededCents)), balance: ctx.figures.euros(n(d.balanceCents)) }),
  ACCOUNT_DEACTIVATED: (ctx) => ctx.t('error-account-deactivated'),
  CUSTOMER_BLOCKED: (ctx) => ctx.t('error-customer-blocked'),
  PURCHASE_RATE_LIMITED: (ctx, d) => ctx.t('error-purchase-rate', { maximum: ctx.figures.count(n(d.maximum)), minutes: ctx.figures.count(n(d.minutes)) }),
  UNPAID_TOP_UPS_LIMIT: (ctx, d) => ctx.t('error-unpaid-top-ups', { maximum: ctx.figures.count(n(d.maximum)) }),
  STOCK_CHANGED: (ctx) => ctx.t('error-stock-changed'),
  PROMO_CODE_UNKNOWN: (ctx) => ctx.t('promo-error-unknown'),
  PROMO_CODE_EXPIRED: (ctx) => ctx.t('promo-error-expired'),
  PROMO_CODE_USED_UP: (ctx) => ctx.t('promo-error-used-up'),
  PROMO_CODE_LIMIT_REACHED: (ctx) => ctx.t('promo-error-limit'),
  PROMO_CODE_NOT_APPLICABLE: (ctx) => ctx.t('promo-error-not-applicable'),
  PROMO_CODE_TOO_MANY_ATTEMPTS: (ctx, d) => ctx.t('promo-error-too-many', { minutes: ctx.figures.count(n(d.minutes)) }),
  NOT_FOUND: (ctx, d) => {
    if (d.entity === 'user') return ctx.t('error-user-not-found');
    if (d.entity === 'country') return ctx.t('error-country-not-found');
    if (d.entity === 'operator' || d.entity === 'numlist') return ctx.t('error-operator-not-found');
    return null;
  },
};

/** The text for an error, or null when it is not one the customer can act on (the caller says error-purchase/generic). */
export function refusalText(ctx: BotContext, error: unknown): string | null {
  return refusalFrom(purchaseRefusals, ctx, error);
}
