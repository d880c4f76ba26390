// Sidebar content (desktop column and mobile sheet): brand, the sections grouped, the signed-in admin and logout.
import { LogOutIcon, SmartphoneIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useAuth } from '@/features/auth/auth-context';
import { isActive, navGroups, navItems } from '@/features/layout/nav';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export function Brand() {
  const t = useT();
  return (
    <div className="flex items-center gap-3">
      <div className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <SmartphoneIcon className="size-5" />
      </div>
      <div className="leading-tight">
        <p className="font-semibold tracking-tight">{t('app.name')}</p>
        <p className="text-xs text-muted-foreground">{t('app.tagline')}</p>
      </div>
    </div>
  );
}

export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const [location] = useLocation();
  const { user, logout } = useAuth();
  const navRef = useRef<HTMLElement>(null);

  // On a short screen the menu scrolls: bring the current section into its view (not under the user footer), moving the
  // menu only, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link marked current changes with the location
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!nav || !active) return;
    const top = active.getBoundingClientRect().top - nav.getBoundingClientRect().top + nav.scrollTop;
    const bottom = top + active.offsetHeight;
    const margin = 8;
    if (top < nav.scrollTop) nav.scrollTop = Math.max(0, top - margin);
    else if (bottom > nav.scrollTop + nav.clientHeight) nav.scrollTop = bottom - nav.clientHeight + margin;
  }, [location]);

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-sidebar-border px-5">
        <Brand />
      </div>
      <nav ref={navRef} aria-label={t('layout.mainNavigation')} className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
        {navGroups.map((group) => {
          const items = navItems.filter((item) => item.group === group.id);
          if (items.length === 0) return null;
          return (
            <div key={group.id} className="mb-3 last:mb-0">
              <p className="px-3 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground/80 uppercase">{t(group.labelKey)}</p>
              <ul className="space-y-0.5">
                {items.map((item) => {
                  const active = isActive(item, location);
                  const Icon = item.icon;
                  return (
                    <li key={item.path}>
                      <Link
                        href={item.path}
                        onClick={onNavigate}
                        aria-current={active ? 'page' : undefined}
                        className={cn(
                          'flex items-center gap-3 rounded-md px-3 py-1.5 text-sm font-medium text-sidebar-foreground transition-colors outline-none hover:bg-sidebar-accent/70 hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                          active && 'bg-sidebar-accent text-sidebar-accent-foreground',
                        )}
                      >
                        <Icon className={cn('size-4 shrink-0', active ? 'text-sidebar-accent-foreground' : 'text-muted-foreground')} />
                        <span className="truncate">{t(item.labelKey)}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
      <div className="flex shrink-0 items-center gap-3 border-t border-sidebar-border px-4 py-3">
        <div
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/12 text-sm font-semibold text-primary uppercase"
        >
          {user?.username.slice(0, 1) ?? '?'}
        </div>
        <div className="min-w-0 flex-1 leading-tight">
          <p data-testid="sidebar-username" className="truncate text-sm font-medium">
            {user?.username}
          </p>
          <p className="truncate text-xs text-muted-foreground">{t('layout.adminLabel')}</p>
        </div>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              data-testid="logout-button"
              aria-label={t('layout.logout')}
              className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
              onClick={() => {
                onNavigate?.();
                void logout();
              }}
            >
              <LogOutIcon />
            </Button>
          </TooltipTrigger>
          <TooltipContent side="top">{t('layout.logout')}</TooltipContent>
        </Tooltip>
      </div>
    </div>
  );
}
