// Feedback of the back-office pages after a change: a success toast, the destructive 'Erreur' toast (page fallback + server reason), field errors from the server.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';

export function notifySuccess(title: string, description?: string): void {
  toast({ variant: 'success', title, description });
}

/**
 * SPEC §8: every back-office error toast is destructive, titled 'Erreur', with the page's text
 * ('Impossible de supprimer la catégorie'); the server's reason (409 "déjà utilisé", …) follows when it sent one.
 */
export function notifyError(title: string, fallback: string, error: unknown): void {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast({
    variant: 'destructive',
    title,
    description:
      reason && reason !== fallback ? (
        <>
          <span className="block font-medium">{fallback}</span>
          <span className="mt-0.5 block" data-testid="toast-reason">
            {reason}
          </span>
        </>
      ) : (
        fallback
      ),
  });
}

/**
 * Puts the server's validation messages (`fields`) under the matching inputs; returns whether any matched.
 * `aliases` maps a server name to the field that stands for it here (`{ numbers: 'text' }`); dotted names reach nested fields.
 */
export function setServerFieldErrors<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  aliases: Record<string, Path<T>> = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const known = Object.keys(form.getValues());
  let matched = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = aliases[name] ?? (name as Path<T>);
    if (!known.includes(field) && form.getValues(field) === undefined) continue;
    form.setError(field, { type: 'server', message });
    matched = true;
  }
  return matched;
}
