// PageHeader: the top of a page — title, one-line description, and the page's main actions on the right (wraps on phones).
import { type LucideIcon, PlusIcon } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { type TranslationKey, useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** A page whose texts are `<page>.title` and `<page>.description` (most pages). */
type PageTexts = { [K in TranslationKey]: K extends `${infer P}.title` ? (`${P}.description` extends TranslationKey ? P : never) : never }[TranslationKey];

/** The main action of a page that adds one (a user, a promotion, a continent…): a plus, or the page's own `icon`, and its name. */
type AddAction = { label: string; onClick(): void; testId: string; icon?: LucideIcon; disabled?: boolean };

export function PageHeader({
  actions,
  add,
  className,
  ...texts
}: ({ page: PageTexts } | { title: React.ReactNode; description?: React.ReactNode }) & {
  actions?: React.ReactNode;
  add?: AddAction;
  className?: string;
}) {
  const t = useT();
  const [title, description] = 'page' in texts ? [t(`${texts.page}.title`), t(`${texts.page}.description`)] : [texts.title, texts.description];
  return (
    <div className={cn('mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0 space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {(add || actions) && <div className="flex flex-wrap items-center gap-2">{add ? <AddButton {...add} /> : actions}</div>}
    </div>
  );
}

function AddButton({ label, onClick, testId, icon: Icon = PlusIcon, disabled }: AddAction) {
  return (
    <Button onClick={onClick} disabled={disabled} data-testid={testId}>
      <Icon />
      {label}
    </Button>
  );
}
