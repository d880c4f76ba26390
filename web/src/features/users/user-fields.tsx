// The fields the create and edit user forms share (username, Telegram, names, language, admin, active, password), bound to the form in context.
import { CheckboxField, SelectField, TextField } from '@/components/form-fields';
import { languageOptions } from '@/features/users/languages';
import { useT } from '@/lib/i18n';

const languages = languageOptions.map(({ code, name }) => ({
  value: code,
  label: (
    <>
      <span className="w-6 font-mono text-xs text-muted-foreground uppercase">{code}</span> {name}
    </>
  ),
}));

export function UsernameField() {
  const t = useT();
  return <TextField name="username" label={t('users.field.username')} placeholder="marie_dupont" />;
}

export function TelegramFields() {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="telegramId" label={t('users.field.telegramId')} placeholder="123456789" inputMode="numeric" />
      <TextField name="telegramUsername" label={t('users.field.telegramUsername')} placeholder="marie_d" />
    </div>
  );
}

export function NameFields() {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="firstName" label={t('users.field.firstName')} />
      <TextField name="lastName" label={t('users.field.lastName')} />
    </div>
  );
}

export function LanguageField() {
  const t = useT();
  return <SelectField name="language" label={t('users.field.language')} options={languages} />;
}

/** A checkbox in its own box, its hint under the label. */
const boxed = 'items-start gap-3 rounded-lg border p-3';

export function AdminField() {
  const t = useT();
  return <CheckboxField name="isAdmin" label={t('users.field.isAdmin')} description={t('users.field.isAdminHint')} className={boxed} />;
}

export function ActiveField() {
  const t = useT();
  return <CheckboxField name="isActive" label={t('users.field.isActive')} description={t('users.field.isActiveHint')} className={boxed} />;
}

export function PasswordField({ label, hint }: { label: string; hint: string }) {
  return <TextField name="password" type="password" autoComplete="new-password" label={label} description={hint} />;
}
