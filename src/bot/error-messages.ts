// A refusal of the domain, said to the customer in their language with its figures (the bot's side of error-texts/).
import { DomainError } from '../domain/errors';
import type { BotContext } from './context';

/** The text for an error, or null when it is not one the customer can act on (the caller says error-purchase/generic). */
export function refusalText(ctx: BotContext, error: unknown): string | null {
  if (!(error instanceof DomainError)) return null;
  const d = error.data;
  const f = ctx.figures;
  switch (error.code) {
    case 'QUANTITY_TOO_SMALL':
      return ctx.t('error-quantity-invalid', { minimum: f.count(Number(d.minimum)), minimumCost: f.euros(Number(d.minimumCostCents)) });
    case 'QUANTITY_TOO_LARGE':
      return ctx.t('error-quantity-too-large', { maximum: f.count(Number(d.maximum)) });
    case 'OUT_OF_STOCK':
      return ctx.t('error-stock', { available: f.count(Number(d.available)), minimum: f.count(Number(d.minimum)) });
    case 'INSUFFICIENT_BALANCE':
      return ctx.t('error-balance', { cost: f.euros(Number(d.neededCents)), balance: f.euros(Number(d.balanceCents)) });
    case 'ACCOUNT_DEACTIVATED':
      return ctx.t('error-account-deactivated');
    case 'STOCK_CHANGED':
      return ctx.t('error-stock-changed');
    case 'PROMO_CODE_UNKNOWN':
      return ctx.t('promo-error-unknown');
    case 'PROMO_CODE_EXPIRED':
      return ctx.t('promo-error-expired');
    case 'PROMO_CODE_USED_UP':
      return ctx.t('promo-error-used-up');
    case 'PROMO_CODE_LIMIT_REACHED':
      return ctx.t('promo-error-limit');
    case 'PROMO_CODE_NOT_APPLICABLE':
      return ctx.t('promo-error-not-applicable');
    case 'PROMO_CODE_TOO_MANY_ATTEMPTS':
      return ctx.t('promo-error-too-many', { minutes: f.count(Number(d.minutes)) });
    case 'NOT_FOUND':
      if (d.entity === 'user') return ctx.t('error-user-not-found');
      if (d.entity === 'country') return ctx.t('error-country-not-found');
      if (d.entity === 'operator' || d.entity === 'numlist') return ctx.t('error-operator-not-found');
      return null;
    default:
      return null;
  }
}
