// Header of the admin layout: menu toggle on small screens, section title, customer search, language picker, theme toggle, notifications.
import { LanguagesIcon, MenuIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { CustomerSearch } from '@/features/layout/customer-search';
import { navItemFor } from '@/features/layout/nav';
import { Notifications } from '@/features/layout/notifications';
import { type Language, languages, useLanguage } from '@/lib/i18n';
import { useTheme } from '@/lib/theme';

export function LanguagePicker() {
  const { language, setLanguage, t } = useLanguage();
  return (
    <DropdownMenu>
      <Tooltip>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" data-testid="language-picker" aria-label={t('layout.language')} className="gap-1.5 px-2">
              <LanguagesIcon />
              <span className="text-xs font-semibold uppercase">{language}</span>
            </Button>
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent>{t('layout.language')}</TooltipContent>
      </Tooltip>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel>{t('layout.language')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={language} onValueChange={(value) => setLanguage(value as Language)}>
          {languages.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} data-testid={`language-${code}`}>
              {t(`language.${code}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const { t } = useLanguage();
  const label = theme === 'dark' ? t('layout.themeToLight') : t('layout.themeToDark');
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" data-testid="theme-toggle" aria-label={label} onClick={toggleTheme}>
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

export function Header({ onOpenMenu }: { onOpenMenu(): void }) {
  const { t } = useLanguage();
  const [location] = useLocation();
  const section = navItemFor(location);
  const sectionTitle = t(section.labelKey);

  useEffect(() => {
    document.title = `${sectionTitle} · ${t('app.name')}`;
  }, [sectionTitle, t]);

  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-background/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70 md:gap-4 md:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="-ml-2 lg:hidden"
        data-testid="mobile-menu-button"
        aria-label={t('layout.openMenu')}
        onClick={onOpenMenu}
      >
        <MenuIcon className="size-5" />
      </Button>
      <h1 data-testid="page-title" className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight">
        {sectionTitle}
      </h1>
      <CustomerSearch />
      <div className="flex items-center gap-0.5">
        <LanguagePicker />
        <ThemeToggle />
        <Notifications />
      </div>
    </header>
  );
}
