// The providers the shop knows, each made from its settings: one file per provider in src/payments/.
import { btcpayProvider } from './btcpay';
import { nowpaymentsProvider } from './nowpayments';
import type { ProviderFactories } from './registry';

export const providerFactories: ProviderFactories = { btcpay: btcpayProvider, nowpayments: nowpaymentsProvider };
