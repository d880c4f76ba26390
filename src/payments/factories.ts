// The providers the shop knows, each made from its settings: one file per provider in src/payments/.
import { nowpaymentsProvider } from './nowpayments';
import type { ProviderFactories } from './registry';

export const providerFactories: ProviderFactories = { nowpayments: nowpaymentsProvider };
