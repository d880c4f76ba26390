// `await confirm({ title, description, destructive })` → true/false, from anywhere; <ConfirmDialog /> (mounted once in the app) shows it as an AlertDialog.
import { useEffect, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { useT } from '@/lib/i18n';

export type ConfirmOptions = {
  /** The question: 'Êtes-vous sûr de vouloir supprimer cette catégorie ?' (SPEC §8). */
  title?: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
};

type Pending = ConfirmOptions & { resolve(answer: boolean): void };

let current: Pending | null = null;
const listeners = new Set<(pending: Pending | null) => void>();

function publish(next: Pending | null) {
  current = next;
  for (const listener of listeners) listener(next);
}

/** Asks a yes/no question; a newer question answers the previous one with false. */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  current?.resolve(false);
  return new Promise((resolve) => publish({ ...options, resolve }));
}

export function ConfirmDialog() {
  const t = useT();
  const [pending, setPending] = useState<Pending | null>(current);
  // Kept while the dialog animates out, so the texts do not vanish mid-animation.
  const [shown, setShown] = useState<Pending | null>(current);

  useEffect(() => {
    const listener = (next: Pending | null) => {
      setPending(next);
      if (next) setShown(next);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  const answer = (value: boolean) => {
    if (!current) return;
    const { resolve } = current;
    publish(null);
    resolve(value);
  };

  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && answer(false)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{shown?.title ?? t('confirm.title')}</AlertDialogTitle>
          {/* Radix warns when a dialog has no description; an empty one keeps screen readers quiet. */}
          <AlertDialogDescription>{shown?.description ?? ''}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => answer(false)}>{shown?.cancelLabel ?? t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant={shown?.destructive ? 'destructive' : 'default'} onClick={() => answer(true)}>
            {shown?.confirmLabel ?? (shown?.destructive ? t('common.delete') : t('common.confirm'))}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
