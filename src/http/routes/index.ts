// Every API area's routes, registered by buildApp. Add a new area here.
import type { FastifyInstance } from 'fastify';
import { alertsRoutes } from './alerts';
import { apiKeyRoutes } from './api-keys';
import { blockingRoutes } from './blocking';
import { broadcastRoutes } from './broadcasts';
import { catalogueRoutes } from './catalogue';
import { dashboardRoutes } from './dashboard';
import { giftCardRoutes } from './gift-cards';
import { numlistRoutes } from './numlists';
import { ordersRoutes } from './orders';
import { promotionRoutes } from './promotions';
import { purchaseHistoryRoutes } from './purchase-history';
import { reportsRoutes } from './reports';
import { reviewRoutes } from './reviews';
import { referralRoutes } from './referrals';
import { settingsRoutes } from './settings';
import { shopRoutes } from './shop';
import { shopCheckoutRoutes } from './shop-checkout';
import { shopPackRoutes } from './shop-packs';
import { shopStarsRoutes } from './shop-stars';
import { suppressionRoutes } from './suppressions';
import { supportRoutes } from './support';
import { telegramRoutes } from './telegram';
import { telegramSimulatorRoutes } from './telegram-simulator';
import { telegramWebhookRoutes } from './telegram-webhook';
import { paymentSettingsRoutes } from './payment-settings';
import { paymentWebhookRoutes } from './payment-webhooks';
import { depositRoutes } from './deposits';
import { transactionsRoutes } from './transactions';
import { usersRoutes } from './users';
import { webhookRoutes } from './webhooks';

export const apiRoutes: Array<(app: FastifyInstance) => Promise<void>> = [
  usersRoutes,
  apiKeyRoutes,
  blockingRoutes,
  transactionsRoutes,
  giftCardRoutes,
  purchaseHistoryRoutes,
  ordersRoutes,
  dashboardRoutes,
  alertsRoutes,
  catalogueRoutes,
  numlistRoutes,
  suppressionRoutes,
  settingsRoutes,
  telegramRoutes,
  telegramWebhookRoutes,
  paymentWebhookRoutes,
  depositRoutes,
  paymentSettingsRoutes,
  telegramSimulatorRoutes,
  broadcastRoutes,
  shopRoutes,
  shopStarsRoutes,
  shopCheckoutRoutes,
  reportsRoutes,
  referralRoutes,
  promotionRoutes,
  shopPackRoutes,
  reviewRoutes,
  webhookRoutes,
  supportRoutes,
];
