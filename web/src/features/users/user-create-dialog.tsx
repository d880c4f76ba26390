// 'Ajouter un utilisateur' dialog: SPEC §5 defaults (balance 1.20, language fr, not admin), validated with the API's own zod schema.
import { euroAmountField, MAX_AMOUNT_CENTS } from '@contracts/money';
import { createUserRequestSchema } from '@contracts/users';
import { z } from 'zod';
import { AmountField, amountToApiText } from '@/components/amount-input';
import { EntityDialog, useEntityForm } from '@/components/entity-dialog';
import { AdminField, LanguageField, NameFields, PasswordField, TelegramFields, UsernameField } from '@/features/users/user-fields';
import { useCreateUser } from '@/features/users/users-api';
import { notifySuccess } from '@/lib/feedback';
import { useT } from '@/lib/i18n';

/**
 * The API's schema; only the password may be left empty here (it is needed only for an admin who signs in), and the
 * opening balance is read by the shared parser ("1 250,00" is 125000 cents), then sent as the API's text ("1250.00").
 */
const createFormSchema = createUserRequestSchema.extend({
  password: z.union([z.literal(''), createUserRequestSchema.shape.password.unwrap()]),
  balance: euroAmountField(),
});
type CreateUserForm = z.input<typeof createFormSchema>;

/** SPEC §5 user form defaults. */
const NEW_USER_DEFAULTS = {
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
  const entity = useEntityForm({
    schema: createFormSchema,
    values: NEW_USER_DEFAULTS,
    open,
    onOpenChange,
    save: ({ password, balance, ...values }) =>
      create.mutateAsync({ ...values, balance: amountToApiText(balance), ...(password ? { password } : {}) }),
    onSaved: (user) => {
      notifySuccess(t('users.toast.created'), user.username);
    },
    failure: t('users.error.create'),
  });
  const isAdmin = entity.form.watch('isAdmin');

  return (
    <EntityDialog
      entity={entity}
      title={t('users.create.title')}
      description={t('users.create.description')}
      submitLabel={t('users.create.submit')}
      submitTestId="user-create-submit"
      testId="user-create-dialog"
      className="sm:max-w-xl"
    >
      <UsernameField />
      <TelegramFields />
      <NameFields />
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          control={entity.form.control}
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
    </EntityDialog>
  );
}
