// EntityDialog: the create/edit dialog of every entity — a zod-checked form (react-hook-form), the server's field errors under
// the fields, the page's error toast, submit with a spinner, cancel; Escape, the cross and cancel close it unless a save is under way.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { BusyButton } from '@/components/busy-button';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { notifyError, setServerFieldErrors } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

export type EntityForm<TIn extends FieldValues, TOut> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The form's onSubmit: checks with the schema, then `beforeSave`, then saves. */
  submit(event?: React.BaseSyntheticEvent): Promise<void>;
  pending: boolean;
  /** The dialog's state, for `EntityDialog`. */
  open: boolean;
  onOpenChange(open: boolean): void;
};

export type EntityFormOptions<TIn extends FieldValues, TOut, TResult> = {
  /** The contract's schema (or one built on it): the same messages as the server's. */
  schema: ZodType<TOut, TIn>;
  /** What the form shows each time the dialog opens: blank for a new entity, its values to edit one. */
  values: TIn;
  open: boolean;
  /** The dialog's; it closes once saved unless `keepOpen` (a report of the save to read). */
  onOpenChange(open: boolean): void;
  keepOpen?: boolean;
  save(values: TOut): Promise<TResult>;
  /** After a save: the success toast, refreshing the lists. */
  onSaved(result: TResult, values: TOut, form: UseFormReturn<TIn, unknown, TOut>): unknown;
  /** The page's text of the error toast ('Impossible de créer la catégorie'), followed by the server's reason. */
  failure: string;
  /** A last word before saving (a confirmation, a check the schema cannot make): false stops. */
  beforeSave?(values: TOut, form: UseFormReturn<TIn, unknown, TOut>): boolean | Promise<boolean>;
  /** Server field names that stand for another field here (`{ numbers: 'text' }`). */
  serverFields?: Record<string, Path<TIn>>;
};

export function useEntityForm<TIn extends FieldValues, TOut, TResult>({
  schema,
  values,
  open,
  onOpenChange,
  keepOpen,
  save,
  onSaved,
  failure,
  beforeSave,
  serverFields,
}: EntityFormOptions<TIn, TOut, TResult>): EntityForm<TIn, TOut> {
  const t = useT();
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues: values as DefaultValues<TIn> });

  const resetForm = useEffectEvent(() => form.reset(values));
  useEffect(() => {
    if (open) resetForm();
  }, [open]);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (result, saved) => {
      const after = onSaved(result, saved, form);
      if (!keepOpen) onOpenChange(false);
      return after;
    },
    onError: (error) => {
      setServerFieldErrors(form, error, serverFields);
      notifyError(t('common.error'), failure, error);
    },
  });

  const submit = form.handleSubmit(async (checked) => {
    if (beforeSave && !(await beforeSave(checked, form))) return;
    mutation.mutate(checked);
  });
  return { form, submit, pending: mutation.isPending, open, onOpenChange };
}

const openLayers = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [role="listbox"], [role="menu"]';

/**
 * Escape closes a dialog that stays open after a save (an import report, a credit) even while the save's toast is shown:
 * Radix gives Escape to the topmost layer, the toast, first. Put the ref on the `DialogContent`; only a dialog holding
 * the focus closes (not one under a confirmation or an open list).
 */
export function useEscapeCloses<T extends HTMLElement = HTMLDivElement>(open: boolean, close: () => void) {
  const ref = useRef<T>(null);
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    const content = ref.current;
    const focus = document.activeElement;
    if (event.key !== 'Escape' || !content) return;
    // The focus fell to the page (the submit button it was on got disabled): the dialog is on top if no other one or list is open.
    const onTop = content.contains(focus) || ((!focus || focus === document.body) && [...document.querySelectorAll(openLayers)].every((layer) => layer === content));
    if (!onTop) return;
    // The dialog closes and the toast stays to be read: Radix's listeners (the toast's) do not see this Escape.
    event.stopPropagation();
    close();
  });
  useEffect(() => {
    if (!open) return;
    // Before Radix's own listeners (document, capture): the focus still says which layer is on top (an open list holds it).
    const listener = (event: KeyboardEvent) => onEscape(event);
    window.addEventListener('keydown', listener, { capture: true });
    return () => window.removeEventListener('keydown', listener, { capture: true });
  }, [open]);
  return ref;
}

/** Which entity a page's dialog is open for: `create()` for a new one, `edit(item)` for an existing one. */
export function useEntityDialog<T>() {
  const [state, setState] = useState<{ open: boolean; entity: T | null }>({ open: false, entity: null });
  return {
    open: state.open,
    entity: state.entity,
    create: () => setState({ open: true, entity: null }),
    edit: (entity: T) => setState({ open: true, entity }),
    // Closing keeps the entity, so the dialog does not change under its closing animation.
    onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}

export type EntityDialogProps<TIn extends FieldValues, TOut> = {
  /** The form and the dialog's state (`useEntityForm`). */
  entity: EntityForm<TIn, TOut>;
  title: ReactNode;
  /** Before the title (a coloured lucide icon, `size-5`). */
  icon?: ReactNode;
  description: ReactNode;
  submitLabel: ReactNode;
  /** 'Annuler' unless said otherwise ('Fermer' once there is a result to read). */
  cancelLabel?: ReactNode;
  submitVariant?: ButtonProps['variant'];
  submitDisabled?: boolean;
  submitTestId?: string;
  testId: string;
  /** Wider dialogs: `sm:max-w-xl`. */
  className?: string;
  /** On the `DialogContent` (`useEscapeCloses`). */
  contentRef?: React.Ref<HTMLDivElement>;
  /** Between the header and the form (a report of the last save). */
  before?: ReactNode;
  /** The fields (`TextField`, `SelectField`, … of form-fields). */
  children: ReactNode;
};

export function EntityDialog<TIn extends FieldValues, TOut>({
  entity: { form, submit, pending, open, onOpenChange },
  title,
  icon,
  description,
  submitLabel,
  cancelLabel,
  submitVariant,
  submitDisabled,
  submitTestId,
  testId,
  className,
  contentRef,
  before,
  children,
}: EntityDialogProps<TIn, TOut>) {
  const t = useT();
  const close = (next: boolean) => {
    if (!pending) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent ref={contentRef} data-testid={testId} className={className}>
        <DialogHeader>
          <DialogTitle className={icon ? 'flex items-center gap-2' : undefined}>
            {icon}
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {before}
        <Form {...form}>
          <form noValidate onSubmit={submit} className="grid gap-4">
            {children}
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)} disabled={pending}>
                {cancelLabel ?? t('common.cancel')}
              </Button>
              <BusyButton type="submit" variant={submitVariant} busy={pending} disabled={submitDisabled} data-testid={submitTestId}>
                {submitLabel}
              </BusyButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
