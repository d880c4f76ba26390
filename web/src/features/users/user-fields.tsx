// The fields the create and edit user forms share (username, Telegram, names, language, admin, active, password), bound to the form in context.
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { languageOptions } from '@/features/users/languages';
import { useT } from '@/lib/i18n';

/** Text inputs show '' for the null the API sends for an empty optional field. */
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function TextField({
  name,
  label,
  placeholder,
  autoComplete = 'off',
  inputMode,
}: {
  name: string;
  label: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
}) {
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} value={text(field.value)} placeholder={placeholder} autoComplete={autoComplete} inputMode={inputMode} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

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
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name="language"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t('users.field.language')}</FormLabel>
          <Select value={text(field.value)} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {languageOptions.map(({ code, name }) => (
                <SelectItem key={code} value={code}>
                  <span className="w-6 font-mono text-xs text-muted-foreground uppercase">{code}</span> {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function CheckboxField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-start gap-3 rounded-lg border p-3">
          <FormControl>
            <Checkbox checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked === true)} className="mt-0.5" />
          </FormControl>
          <div className="grid gap-1">
            <FormLabel className="cursor-pointer">{label}</FormLabel>
            <FormDescription className="text-xs">{hint}</FormDescription>
            <FormMessage />
          </div>
        </FormItem>
      )}
    />
  );
}

export function AdminField() {
  const t = useT();
  return <CheckboxField name="isAdmin" label={t('users.field.isAdmin')} hint={t('users.field.isAdminHint')} />;
}

export function ActiveField() {
  const t = useT();
  return <CheckboxField name="isActive" label={t('users.field.isActive')} hint={t('users.field.isActiveHint')} />;
}

export function PasswordField({ label, hint }: { label: string; hint: string }) {
  const { control } = useFormContext();
  return (
    <FormField
      control={control}
      name="password"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type="password" autoComplete="new-password" {...field} value={text(field.value)} />
          </FormControl>
          <FormDescription className="text-xs">{hint}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
