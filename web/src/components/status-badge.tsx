// StatusBadge: the Actif/Inactif pill of categories, countries, operators and numlists (SPEC §4 active flag).
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';

export function StatusBadge({ active, className }: { active: boolean; className?: string }) {
  const t = useT();
  return (
    <Badge variant={active ? 'success' : 'secondary'} className={className} data-testid="status-badge">
      <span aria-hidden="true" className={active ? 'size-1.5 rounded-full bg-current' : 'size-1.5 rounded-full bg-muted-foreground/60'} />
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}
