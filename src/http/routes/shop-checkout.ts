// The Mini App's "pay the missing amount" (decision 0136): a pack the balance does not cover, paid in a coin; the order
// placed by itself once the payment is credited (the checkout-orders job), its state polled by the page, or cancelled.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../contracts/ids';
import { readProductId } from '../../contracts/shop';
import { type ShopCheckoutResponse, type ShopCheckoutState, shopCheckoutSchema } from '../../contracts/shop-checkout';
import { DomainError, notFound } from '../../domain/errors';
import { cancelCheckout, type PendingCheckout } from '../../domain/orders/checkout-payment';
import { packCheckoutState, startPackCheckout } from '../../domain/shop/checkout';
import { shopCustomerOf } from '../../domain/shop/customer';
import { formatEuros } from '../../domain/wallet/money';
import type { TelegramCustomer } from '../access/customer';
import { customerOf } from '../plugins/auth';

const profileOf = (c: TelegramCustomer) => ({ telegramId: c.telegramId, username: c.username, firstName: c.firstName, lastName: c.lastName });

/** The page's word for a checkout's status: a pending one waits for its payment until it expires. */
function presentState(checkout: PendingCheckout, depositCents: number | null, now = new Date()): ShopCheckoutState {
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
  };
}

export async function shopCheckoutRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const customer = { access: 'customer' as const };

  app.post('/api/shop/checkout', { config: customer, schema: { body: shopCheckoutSchema } }, async (request): Promise<ShopCheckoutResponse> => {
    const buyer = await shopCustomerOf(db, profileOf(customerOf(request)));
    const product = readProductId(request.body.productId);
    if (!product) throw new DomainError('NOT_FOUND', { entity: 'product' });
    const { body } = request;
    const started = await startPackCheckout(db, app.payments, {
      userId: buyer.id,
      ...product,
      idempotencyKey: body.idempotencyKey,
      promoCode: body.promoCode,
      seenCostCents: body.price,
      method: { kind: 'crypto', crypto: body.crypto },
    });
    const deposit = started.deposit;
    const method = started.payment?.methods[0];
    return {
      ...presentState(started.checkout, deposit?.amountCents ?? null),
      // A second call with the same key (a double tap, a retried request) shows the payment the first one made.
      payment: {
        crypto: method?.crypto ?? deposit?.crypto ?? body.crypto,
        address: method?.address ?? deposit?.payAddress ?? null,
        cryptoAmount: method?.amount ?? deposit?.payAmount ?? null,
        extraId: method?.extraId ?? deposit?.payExtraId ?? null,
        paymentUri: method?.paymentUri ?? deposit?.paymentUri ?? null,
        checkoutUrl: started.payment?.checkoutUrl ?? deposit?.checkoutUrl ?? null,
      },
    };
  });

  app.get('/api/shop/checkouts/:id', { config: customer, schema: { params: idParam } }, async (request): Promise<ShopCheckoutState> => {
    const buyer = await shopCustomerOf(db, profileOf(customerOf(request)));
    const found = await packCheckoutState(db, buyer.id, request.params.id);
    if (!found) throw notFound('checkout', { id: request.params.id });
    return presentState(found.checkout, found.depositCents);
  });

  app.post('/api/shop/checkouts/:id/cancel', { config: customer, schema: { params: idParam } }, async (request): Promise<ShopCheckoutState> => {
    const buyer = await shopCustomerOf(db, profileOf(customerOf(request)));
    await cancelCheckout(db, { userId: buyer.id, checkoutId: request.params.id });
    const found = await packCheckoutState(db, buyer.id, request.params.id);
    if (!found) throw notFound('checkout', { id: request.params.id });
    return presentState(found.checkout, found.depositCents);
  });
}
