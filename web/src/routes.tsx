// Every page of the web app. Adding a page is ONE line in `adminRoutes` (or `publicRoutes`), lazily loaded; its sidebar entry is in features/layout/nav.ts.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { PageLoading } from '@/components/page-loading';
import LoginPage from '@/features/auth/login-page';
import { RequireAdmin } from '@/features/auth/require-admin';
import NotFoundPage from '@/features/errors/not-found-page';
import { AdminLayout } from '@/features/layout/admin-layout';

type Page = ComponentType | LazyExoticComponent<ComponentType>;
export type AppRoute = { path: string; page: Page };

const DashboardPage = lazy(() => import('@/features/dashboard/dashboard-page'));

/** Inside the admin layout, behind the admin guard. A page module default-exports its component. */
const adminRoutes: AppRoute[] = [
  { path: '/', page: DashboardPage },
  { path: '/dashboard', page: DashboardPage },
  { path: '/users', page: lazy(() => import('@/features/users/users-page')) },
  { path: '/deposits', page: lazy(() => import('@/features/deposits/deposits-page')) },
  { path: '/broadcasts', page: lazy(() => import('@/features/broadcasts/broadcasts-page')) },
  { path: '/broadcasts/:id', page: lazy(() => import('@/features/broadcasts/broadcast-page')) },
  { path: '/gift-cards', page: lazy(() => import('@/features/gift-cards/gift-cards-page')) },
  { path: '/referrals', page: lazy(() => import('@/features/referrals/referrals-page')) },
  { path: '/promotions', page: lazy(() => import('@/features/promotions/promotions-page')) },
  { path: '/purchase-history', page: lazy(() => import('@/features/purchase-history/purchase-history-page')) },
  { path: '/reviews', page: lazy(() => import('@/features/reviews/reviews-page')) },
  { path: '/reports', page: lazy(() => import('@/features/reports/reports-page')) },
  { path: '/categories', page: lazy(() => import('@/features/catalogue/categories-page')) },
  { path: '/countries', page: lazy(() => import('@/features/catalogue/countries-page')) },
  { path: '/operators', page: lazy(() => import('@/features/catalogue/operators-page')) },
  { path: '/products', page: lazy(() => import('@/features/packs/packs-page')) },
  { path: '/continents', page: lazy(() => import('@/features/catalogue/continents-page')) },
  { path: '/numlists', page: lazy(() => import('@/features/numlists/numlists-page')) },
  { path: '/add-numlist', page: lazy(() => import('@/features/numlists/add-numlist-page')) },
  { path: '/suppressions', page: lazy(() => import('@/features/suppressions/suppressions-page')) },
  { path: '/support', page: lazy(() => import('@/features/support/support-page')) },
  { path: '/settings', page: lazy(() => import('@/features/settings/settings-page')) },
  { path: '/help-settings', page: lazy(() => import('@/features/help-settings/help-settings-page')) },
  { path: '/telegram', page: lazy(() => import('@/features/telegram/telegram-page')) },
];

/** Outside the layout, no sign-in needed. */
const publicRoutes: AppRoute[] = [
  { path: '/login', page: LoginPage },
  // The Telegram Mini App shop: no admin layout, no sign-in (the buyer is proven by Telegram's init data).
  { path: '/shop', page: lazy(() => import('@/features/shop/shop-page')) },
];

export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const matches = (route: AppRoute) => matchRoute(parser, route.path, location)[0];

  const publicRoute = publicRoutes.find(matches);
  if (publicRoute) {
    const PublicPage = publicRoute.page;
    return (
      <Suspense fallback={<PageLoading fullScreen />}>
        <PublicPage />
      </Suspense>
    );
  }
  // Unknown paths get the 404 page whether signed in or not, rather than a detour through /login.
  if (!adminRoutes.some(matches)) return <NotFoundPage />;
  return (
    <RequireAdmin>
      <AdminLayout>
        {/* SPEC §2: lazy pages show 'Chargement...' while their code loads. */}
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {adminRoutes.map((route) => (
              <Route key={route.path} path={route.path} component={route.page} />
            ))}
          </Switch>
        </Suspense>
      </AdminLayout>
    </RequireAdmin>
  );
}
