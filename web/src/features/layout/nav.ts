// The back office's sections: ONE list drives the sidebar, the header title and the dashboard shortcuts. Add a section here (one line).
import {
  CircleHelpIcon,
  EarthIcon,
  FilePlus2Icon,
  FlagIcon,
  GiftIcon,
  HandshakeIcon,
  HistoryIcon,
  LifeBuoyIcon,
  LayoutDashboardIcon,
  MegaphoneIcon,
  PercentIcon,
  PackageIcon,
  ListChecksIcon,
  ChartColumnIcon,
  type LucideIcon,
  RadioTowerIcon,
  SendIcon,
  ShieldBanIcon,
  SlidersHorizontalIcon,
  StarIcon,
  TagsIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import type { TranslationKey } from '@/lib/i18n';

export type NavGroup = 'overview' | 'catalogue' | 'stock' | 'customers' | 'bot';

export const navGroups: Array<{ id: NavGroup; labelKey: TranslationKey }> = [
  { id: 'overview', labelKey: 'nav.group.overview' },
  { id: 'catalogue', labelKey: 'nav.group.catalogue' },
  { id: 'stock', labelKey: 'nav.group.stock' },
  { id: 'customers', labelKey: 'nav.group.customers' },
  { id: 'bot', labelKey: 'nav.group.bot' },
];

export type NavItem = { path: string; labelKey: TranslationKey; icon: LucideIcon; group: NavGroup };

/** In SPEC §2 order; the page itself is registered in web/src/routes.tsx. */
export const navItems: NavItem[] = [
  { path: '/dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboardIcon, group: 'overview' },
  { path: '/reports', labelKey: 'nav.reports', icon: ChartColumnIcon, group: 'overview' },
  { path: '/categories', labelKey: 'nav.categories', icon: TagsIcon, group: 'catalogue' },
  { path: '/countries', labelKey: 'nav.countries', icon: FlagIcon, group: 'catalogue' },
  { path: '/operators', labelKey: 'nav.operators', icon: RadioTowerIcon, group: 'catalogue' },
  { path: '/products', labelKey: 'nav.products', icon: PackageIcon, group: 'catalogue' },
  { path: '/continents', labelKey: 'nav.continents', icon: EarthIcon, group: 'catalogue' },
  { path: '/numlists', labelKey: 'nav.numlists', icon: ListChecksIcon, group: 'stock' },
  { path: '/add-numlist', labelKey: 'nav.addNumlist', icon: FilePlus2Icon, group: 'stock' },
  { path: '/suppressions', labelKey: 'nav.suppressions', icon: ShieldBanIcon, group: 'stock' },
  { path: '/users', labelKey: 'nav.users', icon: UsersIcon, group: 'customers' },
  { path: '/deposits', labelKey: 'nav.deposits', icon: WalletIcon, group: 'customers' },
  { path: '/gift-cards', labelKey: 'nav.giftCards', icon: GiftIcon, group: 'customers' },
  { path: '/referrals', labelKey: 'nav.referrals', icon: HandshakeIcon, group: 'customers' },
  { path: '/promotions', labelKey: 'nav.promotions', icon: PercentIcon, group: 'customers' },
  { path: '/purchase-history', labelKey: 'nav.purchaseHistory', icon: HistoryIcon, group: 'customers' },
  { path: '/reviews', labelKey: 'nav.reviews', icon: StarIcon, group: 'customers' },
  { path: '/support', labelKey: 'nav.support', icon: LifeBuoyIcon, group: 'customers' },
  { path: '/telegram', labelKey: 'nav.telegram', icon: SendIcon, group: 'bot' },
  { path: '/broadcasts', labelKey: 'nav.broadcasts', icon: MegaphoneIcon, group: 'bot' },
  { path: '/help-settings', labelKey: 'nav.helpSettings', icon: CircleHelpIcon, group: 'bot' },
  { path: '/settings', labelKey: 'nav.settings', icon: SlidersHorizontalIcon, group: 'bot' },
];

/** The section a path belongs to ('/numlists/12' → numlists); '/' and unknown paths → dashboard (SPEC §2 header title). */
export function navItemFor(path: string): NavItem {
  const match = navItems.find((item) => path === item.path || path.startsWith(`${item.path}/`));
  return match ?? navItems[0];
}

export function isActive(item: NavItem, path: string): boolean {
  if (item.path === '/dashboard' && path === '/') return true;
  return path === item.path || path.startsWith(`${item.path}/`);
}
