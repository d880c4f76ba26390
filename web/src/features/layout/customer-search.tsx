// The header's search box: finds a customer from any page (Enter opens Utilisateurs with the search applied).
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { SearchInput } from '@/components/search-input';
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
    <search className="hidden w-56 md:block lg:w-72">
      <form onSubmit={submit}>
        <SearchInput
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t('layout.search')}
          aria-label={t('layout.searchLabel')}
          data-testid="header-search"
          className="h-9"
        />
      </form>
    </search>
  );
}
