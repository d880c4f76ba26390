// SaveFooter: the foot of a settings card — while something is changed and not saved a note says so on the left, then
// the card's other buttons (`children`) and its save button, which waits for a change.
import type { ReactNode } from 'react';
import { BusyButton } from '@/components/busy-button';
import { CardFooter } from '@/components/ui/card';

export function SaveFooter({
  dirty,
  dirtyNote,
  saving,
  blocked = false,
  label,
  onSave,
  testId,
  children,
}: {
  dirty: boolean;
  dirtyNote: string;
  saving: boolean;
  /** Something else keeps the change from being saved (a text too long…). */
  blocked?: boolean;
  label: string;
  /** Without it, the button submits the card's form. */
  onSave?(): void;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <CardFooter className="flex flex-wrap items-center justify-end gap-3 border-t">
      {dirty && <span className="mr-auto text-sm text-muted-foreground">{dirtyNote}</span>}
      {children}
      <BusyButton type={onSave ? undefined : 'submit'} onClick={onSave} busy={saving} disabled={!dirty || blocked} data-testid={testId}>
        {label}
      </BusyButton>
    </CardFooter>
  );
}
