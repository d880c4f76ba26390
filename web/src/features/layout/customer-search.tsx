// The header's search box: finds a customer from any page (Enter opens Utilisateurs with the search applied).
import { SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Input } from '@/components/ui/input';
import { useLanguage } from '@/lib/i18n';

export function CustomerSearch() {
  const { t } = useLanguage();
  const [, navigate] = useLocation();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = term.trim();
    if (!value) return;
    navigate(`/users?search=${encodeURIComponent(value)}`);
    setTerm('');
  };

  return (
    <form role="search" onSubmit={submit} className="relative hidden w-56 md:block lg:w-72">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('layout.search')}
        aria-label={t('layout.searchLabel')}
        data-testid="header-search"
        className="h-9 pl-8"
      />
    </form>
  );
}
