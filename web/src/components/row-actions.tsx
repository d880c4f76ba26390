// The buttons of a table row or a card: an icon with its tooltip and an accessible name, and the usual edit + delete pair.
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const destructiveTone = 'text-destructive hover:bg-destructive/10 hover:text-destructive';

/** An icon button named for screen readers and tests by `label` ('Supprimer SMS'); the tooltip says `tooltip` ('Supprimer'). */
export function IconAction({
  label,
  tooltip = label,
  onClick,
  disabled,
  destructive,
  className,
  testId,
  children,
}: {
  label: string;
  tooltip?: string;
  onClick(): void;
  disabled?: boolean;
  destructive?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          className={cn(destructive && destructiveTone, className)}
          data-testid={testId}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tooltip}</TooltipContent>
    </Tooltip>
  );
}

/** Edit and delete buttons, labelled with the row's name ('Modifier SMS', 'Supprimer SMS'). */
export function EditDeleteActions({ name, onEdit, onDelete, deleting }: { name: string; onEdit(): void; onDelete(): void; deleting?: boolean }) {
  const t = useT();
  return (
    <>
      <IconAction label={t('catalogue.editItem', { name })} tooltip={t('catalogue.edit')} onClick={onEdit}>
        <PencilIcon />
      </IconAction>
      <IconAction label={t('catalogue.deleteItem', { name })} tooltip={t('common.delete')} onClick={onDelete} disabled={deleting} destructive>
        <Trash2Icon />
      </IconAction>
    </>
  );
}
