// The Mini App's "pay the missing amount" (decision 0136): a pack the balance does not cover, paid in Telegram Stars
// (an invoice link the page opens with openInvoice) or in a coin; the order placed by itself once the payment is
// credited (the checkout-orders job), its state polled by the page, or cancelled.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../contracts/ids';
import { readProductId } from '../../contracts/shop';
import {
  type ShopCheckoutMethods,
  shopCheckoutMethodsQuerySchema,
  shopCheckoutMethodsSchema,
  type ShopCheckoutResponse,
  shopCheckoutResponseSchema,
  type ShopCheckoutState,
  shopCheckoutSchema,
  shopCheckoutStateSchema,
} from '../../contracts/shop-checkout';
import { DomainError, type DomainErrorCode, notFound } from '../../domain/errors';
import { cancelCheckout, missingAmountOffers, type StartedCheckout } from '../../domain/orders/checkout-payment';
import { type PackCheckoutState, packCheckoutState, startPackCheckout } from '../../domain/shop/checkout';
import { formatEuros } from '../../domain/wallet/money';
import { STARS_CURRENCY } from '../../domain/wallet/stars';
import { topUpCryptos } from '../../domain/wallet/top-up';
import { figuresFor, type TextArgs } from '../../messenger/figures';
import { readerLanguage } from '../../messenger/i18n';
import type { Messenger } from '../../messenger/messenger';
import { createStarsInvoiceLink } from '../../messenger/stars-invoice';
import { shopBuyerOf } from './shop-buyer';

/** What starting a checkout may be refused for (its pack unknown, Stars off, the price moved, the provider down…). */
const CHECKOUT_REFUSALS: DomainErrorCode[] = [
  'NOT_FOUND',
  'INVALID_IDEMPOTENCY_KEY',
  'CHECKOUT_NOT_NEEDED',
  'PRICE_CHANGED',
  'STARS_DISABLED',
  'STARS_AMOUNT_REFUSED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'TELEGRAM_UNREACHABLE',
];

/** The page's word for a checkout's status: a pending one waits for its payment until it expires. */
function presentState({ checkout, depositCents, balanceCents }: PackCheckoutState, now = new Date()): ShopCheckoutState {
  const state = checkout.status === 'pending' ? (checkout.expiresAt <= now ? 'expired' : 'waiting') : checkout.status;
  return {
    checkoutId: checkout.id,
    state: state as ShopCheckoutState['state'],
    reason: checkout.reason,
    orderId: checkout.orderId,
    price: formatEuros(checkout.costCents),
    missing: formatEuros(checkout.missingCents),
    amount: depositCents == null ? null : formatEuros(depositCents),
    expiresAt: checkout.expiresAt.toISOString(),
    balance: formatEuros(balanceCents),
  };
}

/**
 * The Stars invoice of a checkout as a link, in the customer's bot language and with the bot's own checkout invoice
 * words (the same deposit payload: Telegram's pre-checkout and successful_payment reach the bot as for its invoice).
 */
function checkoutInvoiceLink(messenger: Messenger, language: string | null, started: StartedCheckout & { stars: NonNullable<StartedCheckout['stars']> }) {
  const reader = readerLanguage(language);
  const f = figuresFor(reader);
  const t = (key: string, args?: TextArgs) => messenger.texts.t(reader, key, args);
  const amount = f.euros(started.deposit?.amountCents ?? 0);
  const { stars, payload } = started.stars;
  return createStarsInvoiceLink(messenger, {
    title: t('checkout-stars-invoice-title', { amount }),
    description: t('checkout-stars-invoice-description', { stars: f.count(stars), amount, quantity: f.count(started.checkout.quantity), id: String(started.checkout.id) }),
    payload,
    currency: STARS_CURRENCY,
    prices: [{ label: t('checkout-stars-invoice-label', { amount }), amount: stars }],
  });
}

export async function shopCheckoutRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db, messenger } = app;
  const customer = { access: 'customer' as const };
  /** One of the buyer's checkouts as the page polls it (read after a cancel too); any other id is not found. */
  const checkoutStateOf = async (buyerId: number, checkoutId: number): Promise<ShopCheckoutState> => {
    const found = await packCheckoutState(db, buyerId, checkoutId);
    if (!found) throw notFound('checkout', { id: checkoutId });
    return presentState(found);
  };

  app.get('/api/shop/checkout/methods', { config: customer, schema: { summary: 'The ways to pay a missing amount: Stars, a coin (Mini App)', querystring: shopCheckoutMethodsQuerySchema, response: { 200: shopCheckoutMethodsSchema } } }, async (request): Promise<ShopCheckoutMethods> => {
    const offers = await missingAmountOffers(db, request.query.missing);
    // A provider that cannot list its coins right now offers none: the page keeps Stars, or its plain refusal.
    const coins = offers.cryptoCents == null ? [] : await topUpCryptos(app.payments).catch(() => []);
    return {
      stars: offers.stars ? { stars: offers.stars.stars, amount: formatEuros(offers.stars.cents) } : null,
      crypto: offers.cryptoCents != null && coins.length > 0 ? { amount: formatEuros(offers.cryptoCents), coins } : null,
    };
  });

  app.post('/api/shop/checkout', { config: { ...customer, errorCodes: CHECKOUT_REFUSALS }, schema: { summary: 'Pay the missing amount of a pack; the order is placed once it is credited (Mini App)', body: shopCheckoutSchema, response: { 200: shopCheckoutResponseSchema } } }, async (request): Promise<ShopCheckoutResponse> => {
    const buyer = await shopBuyerOf(db, request);
    const product = readProductId(request.body.productId);
    if (!product) throw new DomainError('NOT_FOUND', { entity: 'product' });
    const { body } = request;
    const started = await startPackCheckout(db, app.payments, {
      userId: buyer.id,
      ...product,
      idempotencyKey: body.idempotencyKey,
      promoCode: body.promoCode,
      seenCostCents: body.price,
      method: body.method === 'stars' ? { kind: 'stars' } : { kind: 'crypto', crypto: body.crypto ?? '' },
    });
    const state = presentState({ checkout: started.checkout, depositCents: started.deposit?.amountCents ?? null, balanceCents: buyer.balanceCents });
    if (body.method === 'stars') {
      const { stars } = started;
      if (!stars) return { ...state, stars: null, payment: null };
      let invoiceUrl: string;
      try {
        invoiceUrl = await checkoutInvoiceLink(messenger, buyer.language, { ...started, stars });
      } catch (error) {
        // Nobody can pay a checkout without its invoice: closed at once (its deposit too); the page's next tap starts anew.
        if (started.created) await cancelCheckout(db, { userId: buyer.id, checkoutId: started.checkout.id }).catch(() => undefined);
        throw error;
      }
      return { ...state, stars: { stars: stars.stars, invoiceUrl }, payment: null };
    }
    const deposit = started.deposit;
    const method = started.payment?.methods[0];
    return {
      ...state,
      stars: null,
      // A second call with the same key (a double tap, a retried request) shows the payment the first one made.
      payment: {
        crypto: method?.crypto ?? deposit?.crypto ?? body.crypto ?? '',
        address: method?.address ?? deposit?.payAddress ?? null,
        cryptoAmount: method?.amount ?? deposit?.payAmount ?? null,
        extraId: method?.extraId ?? deposit?.payExtraId ?? null,
        paymentUri: method?.paymentUri ?? deposit?.paymentUri ?? null,
        checkoutUrl: started.payment?.checkoutUrl ?? deposit?.checkoutUrl ?? null,
      },
    };
  });

  app.get('/api/shop/checkouts/:id', { config: customer, schema: { summary: 'A checkout’s state (Mini App)', params: idParam, response: { 200: shopCheckoutStateSchema } } }, async (request): Promise<ShopCheckoutState> => {
    const buyer = await shopBuyerOf(db, request);
    return checkoutStateOf(buyer.id, request.params.id);
  });

  app.post('/api/shop/checkouts/:id/cancel', { config: { ...customer, errorCodes: ['CHECKOUT_CLOSED'] }, schema: { summary: 'Cancel a checkout still waiting for its payment (Mini App)', params: idParam, response: { 200: shopCheckoutStateSchema } } }, async (request): Promise<ShopCheckoutState> => {
    const buyer = await shopBuyerOf(db, request);
    await cancelCheckout(db, { userId: buyer.id, checkoutId: request.params.id });
    return checkoutStateOf(buyer.id, request.params.id);
  });
}
