// A change an admin confirms first (reject a deposit, disable a gift card, delete a user…): the question, and on a yes the
// change, then its toast. One function, so every page asks, reports and fails the same way (SPEC §8).
import { type ConfirmOptions, confirm } from '@/components/ui/confirm';
import { notifyError, notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

export type ConfirmedChange<T> = {
  question: ConfirmOptions;
  send(): Promise<T>;
  /** The success toast from the server's answer: its title, and what it names (`#12`, the user's name…). */
  done(result: T): [title: string, description?: string];
  /** The error toast's text, followed by the server's reason when it gave one. */
  failed: string;
};

/** Returns `confirmChange(change)`: nothing is sent on a no, and a refusal is a toast, never a thrown error. */
export function useConfirmedChange() {
  const t = useT();
  return async <T>({ question, send, done, failed }: ConfirmedChange<T>): Promise<void> => {
    if (!(await confirm(question))) return;
    try {
      notifySuccess(...done(await send()));
    } catch (error) {
      notifyError(t('common.error'), failed, error);
    }
  };
}
