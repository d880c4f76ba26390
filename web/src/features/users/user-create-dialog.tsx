// 'Ajouter un utilisateur' dialog: SPEC §5 defaults (balance 1.20, language fr, not admin), validated with the API's own zod schema.
import { euroAmountField, MAX_AMOUNT_CENTS } from '@contracts/money';
import { createUserRequestSchema } from '@contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { AmountField, amountToApiText } from '@/components/amount-input';
import { Form } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { AdminField, LanguageField, NameFields, PasswordField, TelegramFields, UsernameField } from '@/features/users/user-fields';
import { useCreateUser } from '@/features/users/users-api';
import { notifyError, notifySuccess, setServerFieldErrors } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

/**
 * The API's schema; only the password may be left empty here (it is needed only for an admin who signs in), and the
 * opening balance is read by the shared parser ("1 250,00" is 125000 cents), then sent as the API's text ("1250.00").
 */
const createFormSchema = createUserRequestSchema.extend({
  password: z.union([z.literal(''), createUserRequestSchema.shape.password.unwrap()]),
  balance: euroAmountField(),
});
export type CreateUserForm = z.input<typeof createFormSchema>;

/** SPEC §5 user form defaults. */
export const NEW_USER_DEFAULTS = {
  username: '',
  telegramId: '',
  telegramUsername: '',
  firstName: '',
  lastName: '',
  balance: '1,20',
  language: 'fr',
  isAdmin: false,
  password: '',
} satisfies CreateUserForm;

export function UserCreateDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const create = useCreateUser();
  const form = useForm<CreateUserForm, unknown, z.output<typeof createFormSchema>>({
    resolver: zodResolver(createFormSchema),
    defaultValues: NEW_USER_DEFAULTS,
  });
  const isAdmin = form.watch('isAdmin');

  const close = (next: boolean) => {
    if (!next) form.reset(NEW_USER_DEFAULTS);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async ({ password, balance, ...values }) => {
    try {
      const user = await create.mutateAsync({ ...values, balance: amountToApiText(balance), ...(password ? { password } : {}) });
      notifySuccess(t('users.toast.created'), user.username);
      close(false);
    } catch (error) {
      setServerFieldErrors(form, error);
      notifyError(t('common.error'), t('users.error.create'), error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl" data-testid="user-create-dialog">
        <DialogHeader>
          <DialogTitle>{t('users.create.title')}</DialogTitle>
          <DialogDescription>{t('users.create.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <UsernameField />
            <TelegramFields />
            <NameFields />
            <div className="grid gap-4 sm:grid-cols-2">
              <AmountField
                control={form.control}
                name="balance"
                label={t('users.field.balance')}
                description={t('users.field.balanceHint')}
                max={MAX_AMOUNT_CENTS}
                data-testid="user-create-balance"
              />
              <LanguageField />
            </div>
            <AdminField />
            {isAdmin && <PasswordField label={t('users.field.password')} hint={t('users.field.passwordHint')} />}
            <DialogFooter className="pt-2">
              <Button variant="outline" onClick={() => close(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={create.isPending} data-testid="user-create-submit">
                {create.isPending && <Spinner />}
                {t('users.create.submit')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
