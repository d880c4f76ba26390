// The one TanStack Query client: SPEC §9 cache times, per-area presets, and the single place where a 401 signs the admin out.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { toast } from '@/components/ui/use-toast';
import { getQueryFn, isApiError } from '@/lib/api';
import { storedLanguage, translate } from '@/lib/i18n';
import { clearSession, getSession } from '@/lib/session';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** One retry (SPEC §9), except for 4xx answers: asking again cannot change a refusal or a validation error. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export type QueryPreset = {
  staleTime: number;
  gcTime: number;
  retry?: (failureCount: number, error: unknown) => boolean;
  retryDelay?: number;
  refetchOnWindowFocus?: boolean;
  refetchOnMount?: boolean;
  refetchOnReconnect?: boolean;
};

/** Spread into useQuery: `useQuery({ queryKey: ['/api/categories'], ...queryPresets.catalogue })`. SPEC §9 "Cache freshness". */
export const queryPresets = {
  /** Numlists: 2 / 5 minutes, one retry after 500 ms, no refetch on focus, mount or reconnect. */
  numlists: {
    staleTime: 2 * MINUTE,
    gcTime: 5 * MINUTE,
    retry: retryOnce,
    retryDelay: 500,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  },
  /** Countries, operators and categories: 1 / 2 hours. */
  catalogue: { staleTime: HOUR, gcTime: 2 * HOUR },
  /** Shop categories: 10 / 15 minutes. */
  shopCategories: { staleTime: 10 * MINUTE, gcTime: 15 * MINUTE },
  /** Shop countries and operators: 5 / 10 minutes. */
  shopCountries: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE },
  shopOperators: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE },
  /** Shop products: 2 / 5 minutes. */
  shopProducts: { staleTime: 2 * MINUTE, gcTime: 5 * MINUTE },
} satisfies Record<string, QueryPreset>;

/** A 401 anywhere means the session is gone (expired, revoked): forget it, empty the cache, go to /login. */
function handleUnauthorized(): void {
  const hadSession = getSession() !== null;
  clearSession();
  // After the current query settles: clearing the cache from inside its own error callback would drop that state mid-update.
  setTimeout(() => queryClient.clear(), 0);
  if (window.location.pathname !== '/login') {
    navigate('/login', { replace: true });
    if (hadSession) {
      const language = storedLanguage();
      toast({
        variant: 'destructive',
        title: translate(language, 'session.expiredTitle'),
        description: translate(language, 'session.expiredDescription'),
      });
    }
  }
}

function onError(error: unknown) {
  // A wrong password is a 401 too, but it is the login form's business, not an expired session.
  if (isApiError(error, 401) && !error.path.startsWith('/api/auth/login')) handleUnauthorized();
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: 5 * MINUTE,
      gcTime: 10 * MINUTE,
      retry: retryOnce,
      retryDelay: SECOND,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
