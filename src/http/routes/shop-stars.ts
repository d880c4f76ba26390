// The Mini App's Telegram Stars top-up (decision 0138): the offer, then for the signed customer a deposit and its
// invoice link (createInvoiceLink through the messenger; the page opens it with Telegram.WebApp.openInvoice), then the
// deposit's state while the page waits. The payment itself reaches the bot (src/bot/stars-payments.ts), which credits it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type ShopStarsDepositResponse,
  shopStarsDepositParamsSchema,
  shopStarsDepositResponseSchema,
  type ShopStarsOffer,
  shopStarsOfferSchema,
  shopStarsTopUpResponseSchema,
  shopStarsTopUpSchema,
  type ShopStarsTopUpResponse,
} from '../../contracts/shop-stars';
import { customerStarsDeposit, startStarsInvoiceLink, starsOffer } from '../../domain/shop/stars-top-up';
import { figuresFor, type TextArgs } from '../../messenger/figures';
import { readerLanguage } from '../../messenger/i18n';
import { createStarsInvoiceLink, starsInvoice } from '../../messenger/stars-invoice';
import { shopBuyerOf } from './shop-buyer';
import { presentStarsDeposit, presentStarsOffer, presentStarsTopUp } from '../presenters/shop-stars';

export async function shopStarsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db, messenger } = app;
  const customer = { access: 'customer' as const };

  app.get('/api/shop/stars', { config: customer, schema: { summary: 'The Telegram Stars top-up offer (Mini App)', response: { 200: shopStarsOfferSchema } } }, async (): Promise<ShopStarsOffer> => presentStarsOffer(await starsOffer(db)));

  app.post('/api/shop/stars/top-up', { config: { ...customer, errorCodes: ['STARS_DISABLED', 'STARS_AMOUNT_REFUSED', 'TELEGRAM_UNREACHABLE'] }, schema: { summary: 'Top up in Telegram Stars: a deposit and its invoice link (Mini App)', body: shopStarsTopUpSchema, response: { 200: shopStarsTopUpResponseSchema } } }, async (request): Promise<ShopStarsTopUpResponse> => {
    const buyer = await shopBuyerOf(db, request);
    // The invoice speaks the customer's bot language, as the bot's own Stars invoice does.
    const language = readerLanguage(buyer.language);
    const t = (key: string, args?: TextArgs) => messenger.texts.t(language, key, args);
    const { deposit, invoiceUrl } = await startStarsInvoiceLink(db, { userId: buyer.id, stars: request.body.stars }, ({ deposit, payload }) =>
      createStarsInvoiceLink(messenger, starsInvoice(t, figuresFor(language), { depositId: deposit.id, stars: request.body.stars, amountCents: deposit.amountCents, payload })),
    );
    return presentStarsTopUp(deposit, invoiceUrl);
  });

  app.get('/api/shop/stars/top-ups/:id', { config: customer, schema: { summary: 'A Stars top-up’s state while the page waits (Mini App)', params: shopStarsDepositParamsSchema, response: { 200: shopStarsDepositResponseSchema } } }, async (request): Promise<ShopStarsDepositResponse> => {
    const buyer = await shopBuyerOf(db, request);
    const { deposit, balanceCents } = await customerStarsDeposit(db, { userId: buyer.id, depositId: request.params.id });
    return presentStarsDeposit(deposit, balanceCents);
  });
}
