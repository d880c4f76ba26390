// Admin layout: the sidebar from 1024 px, a sheet behind the menu toggle below; header on top, the page in the middle.
// The sidebar is a column as tall as the page (its background reaches the bottom of a long page, in a full-page capture or a
// print too), its content sticky so the menu stays in view while the page scrolls.
import { type ReactNode, useState } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Header } from '@/features/layout/header';
import { SidebarContent } from '@/features/layout/sidebar';
import { useT } from '@/lib/i18n';

export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-background lg:flex">
      <aside data-testid="sidebar" className="hidden w-64 shrink-0 border-r border-sidebar-border bg-sidebar lg:block">
        <div className="sticky top-0 h-dvh">
          <SidebarContent />
        </div>
      </aside>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent
          side="left"
          data-testid="mobile-sidebar"
          className="w-72 gap-0 border-sidebar-border bg-sidebar p-0 sm:max-w-72"
          // Radix would focus the first button (logout) and pop its tooltip; start on the current section instead.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus();
          }}
        >
          <SheetTitle className="sr-only">{t('layout.mainNavigation')}</SheetTitle>
          <SheetDescription className="sr-only">{t('app.name')}</SheetDescription>
          <SidebarContent onNavigate={() => setMenuOpen(false)} />
        </SheetContent>
      </Sheet>

      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <Header onOpenMenu={() => setMenuOpen(true)} />
        <main className="flex-1 px-4 py-6 md:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-7xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
