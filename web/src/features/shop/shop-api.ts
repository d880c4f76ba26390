// The shop page's calls: the public catalogue (SPEC §9 cache times), and the buyer and the purchase with `Authorization: tma <initData>`.
import { QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ShopCategoriesResponse,
  ShopCountriesResponse,
  ShopMeResponse,
  ShopOperatorsResponse,
  ShopPricesResponse,
  ShopProductsResponse,
  ShopPurchaseResponse,
} from '@contracts/shop';
import { formatEuros } from '@contracts/money';
import type { ShopCheckoutMethods, ShopCheckoutResponse, ShopCheckoutState } from '@contracts/shop-checkout';
import type { ShopStarsDepositResponse, ShopStarsOffer, ShopStarsTopUpResponse } from '@contracts/shop-stars';
import { apiRequest, getQueryFn, isApiError } from '@/lib/api';
import { queryPresets } from '@/lib/query-client';
import { initData, inTelegram } from './telegram';

/**
 * The shop's own query client: a 401 here means Telegram's init data was refused (expired, another bot), not an admin
 * session gone, so it must not send the customer to /login as the back office's client does.
 */
export const shopQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 1,
      retryDelay: 1000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

const tma = () => ({ Authorization: `tma ${initData}` });

export const useShopCategories = () => useQuery<ShopCategoriesResponse>({ queryKey: ['/api/shop/categories'], ...queryPresets.shopCategories });

// `lang`: country names come in the reader's language (decision 0125).
export const useShopCountries = (category: number | null, lang: string) =>
  useQuery<ShopCountriesResponse>({ queryKey: ['/api/shop/countries', { category, lang }], enabled: category !== null, ...queryPresets.shopCountries });

export const useShopOperators = (category: number | null, country: number | null, lang: string) =>
  useQuery<ShopOperatorsResponse>({
    queryKey: ['/api/shop/operators', { category, country, lang }],
    enabled: category !== null && country !== null,
    ...queryPresets.shopOperators,
  });

export const useShopProducts = (category: number | null, country: number | null, operator: number | null, lang: string) =>
  useQuery<ShopProductsResponse>({
    queryKey: ['/api/shop/products', { category, country, operator, lang }],
    enabled: category !== null && country !== null && operator !== null,
    ...queryPresets.shopProducts,
  });

const ME_KEY = ['/api/shop/me'];

/** The buyer's summary; only inside Telegram (a plain browser has no one to show). */
export const useShopMe = () =>
  useQuery<ShopMeResponse>({
    queryKey: ME_KEY,
    enabled: inTelegram,
    queryFn: ({ signal }) => apiRequest<ShopMeResponse>('GET', '/api/shop/me', undefined, { signal, headers: tma() }),
    staleTime: 30_000,
  });

/** After an order (bought, or placed once its missing amount was paid): the summary, the stock and the prices read again. */
export function useRefreshAfterOrder() {
  const client = useQueryClient();
  return (balance?: { balance: string; balanceCents: number }) => {
    if (balance) client.setQueryData<ShopMeResponse>(ME_KEY, (me) => (me ? { ...me, ...balance } : me));
    for (const key of ['/api/shop/me', '/api/shop/products', '/api/shop/operators', '/api/shop/countries', '/api/shop/categories', '/api/shop/prices']) {
      void client.invalidateQueries({ queryKey: [key] });
    }
  };
}

/** Buys a product with the key of this tap; on success the balance and the stock shown are updated. */
export function useShopPurchase() {
  const client = useQueryClient();
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (input: { productId: string; idempotencyKey: string; promoCode?: string | null }) =>
      apiRequest<ShopPurchaseResponse>('POST', '/api/shop/purchase', input, { headers: tma() }),
    onSuccess: (result) => refresh({ balance: result.balance, balanceCents: result.balanceCents }),
    // A refusal (short balance, sold out) means the page's figures were stale: read them again.
    onError: () => {
      void client.invalidateQueries({ queryKey: ME_KEY });
      void client.invalidateQueries({ queryKey: ['/api/shop/products'] });
    },
  });
}

/** Promotions: the packs priced for this customer, with the code they typed (null: none; '': not asked); only inside Telegram. */
export const useShopPrices = (category: number, country: number, operator: number, code: string | null) =>
  useQuery<ShopPricesResponse>({
    queryKey: ['/api/shop/prices', { category, country, operator, code }],
    // With a code, only once one is typed; without, always (inside Telegram): a refused code falls back to it.
    enabled: inTelegram && code !== '',
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ category: String(category), country: String(country), operator: String(operator), ...(code ? { code } : {}) });
      return apiRequest<ShopPricesResponse>('GET', `/api/shop/prices?${query}`, undefined, { signal, headers: tma() });
    },
    staleTime: 30_000,
    retry: false,
  });

/** Telegram Stars top-ups (decision 0138): what a Star is worth and the bounds; only inside Telegram. */
export const useShopStarsOffer = () =>
  useQuery<ShopStarsOffer>({
    queryKey: ['/api/shop/stars'],
    enabled: inTelegram,
    queryFn: ({ signal }) => apiRequest<ShopStarsOffer>('GET', '/api/shop/stars', undefined, { signal, headers: tma() }),
    staleTime: 60_000,
  });

/** A Stars deposit and its invoice link, for a number of Stars. */
export const useStarsTopUp = () =>
  useMutation({ mutationFn: (stars: number) => apiRequest<ShopStarsTopUpResponse>('POST', '/api/shop/stars/top-up', { stars }, { headers: tma() }) });

/** One look at a Stars deposit's state (the page asks again until the bot has credited it). */
export const readStarsDeposit = (depositId: number) =>
  apiRequest<ShopStarsDepositResponse>('GET', `/api/shop/stars/top-ups/${depositId}`, undefined, { headers: tma() });

/** A credited top-up: the summary shows the new balance at once, then reads the totals again. */
export function useShowCredit() {
  const client = useQueryClient();
  return (credit: ShopStarsDepositResponse) => {
    client.setQueryData<ShopMeResponse>(ME_KEY, (me) => (me ? { ...me, balance: credit.balance, balanceCents: credit.balanceCents } : me));
    void client.invalidateQueries({ queryKey: ME_KEY });
  };
}

/** The ways to pay a pack's missing amount (decision 0136): Stars and the provider's coins, with what each asks. */
export const useCheckoutMethods = (missingCents: number, enabled: boolean) =>
  useQuery<ShopCheckoutMethods>({
    queryKey: ['/api/shop/checkout/methods', { missingCents }],
    enabled: inTelegram && enabled && missingCents > 0,
    queryFn: ({ signal }) =>
      apiRequest<ShopCheckoutMethods>('GET', `/api/shop/checkout/methods?missing=${formatEuros(missingCents)}`, undefined, { signal, headers: tma() }),
    staleTime: 30_000,
    retry: false,
  });

export type CheckoutStart = {
  productId: string;
  idempotencyKey: string;
  /** The pack's price the page showed ("6.00"): the order is placed at exactly this price, or not at all. */
  price: string;
  promoCode: string | null;
} & ({ method: 'stars' } | { method: 'crypto'; crypto: string });

/** Starts paying a pack's missing amount: Stars give an invoice link, a coin the payment's instructions. */
export const startCheckout = (input: CheckoutStart) => apiRequest<ShopCheckoutResponse>('POST', '/api/shop/checkout', input, { headers: tma() });

/** One look at a checkout's state (the page asks again until the order is placed or the checkout is over). */
export const readCheckout = (checkoutId: number) => apiRequest<ShopCheckoutState>('GET', `/api/shop/checkouts/${checkoutId}`, undefined, { headers: tma() });

/** The customer's cancel, while the checkout waits for its payment. */
export const cancelCheckout = (checkoutId: number) => apiRequest<ShopCheckoutState>('POST', `/api/shop/checkouts/${checkoutId}/cancel`, undefined, { headers: tma() });
