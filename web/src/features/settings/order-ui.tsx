// The parts of a card holding a list put in order (/settings, /continents): placeholders while it loads, the footer that saves.
import { SaveIcon } from 'lucide-react';
import { CardFooter } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';

export function OrderPlaceholders() {
  return (
    <div className="grid gap-2">
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** 'Ordre modifié, pas encore enregistré.' while `dirty`, and 'Enregistrer l'ordre', enabled only then. */
export function SaveOrderFooter({
  dirty,
  saving,
  canSave = true,
  onSave,
  testId,
}: {
  dirty: boolean;
  saving: boolean;
  canSave?: boolean;
  onSave(): void;
  testId: string;
}) {
  const t = useT();
  return (
    <CardFooter className="mt-auto flex-wrap justify-between gap-2 border-t [.border-t]:pt-4">
      <p className="text-xs text-muted-foreground">{dirty ? t('order.unsaved') : t('order.hint')}</p>
      <Button size="sm" className="ml-auto" onClick={onSave} disabled={!dirty || !canSave || saving} data-testid={testId}>
        {saving ? <Spinner /> : <SaveIcon />}
        {t('order.save')}
      </Button>
    </CardFooter>
  );
}
