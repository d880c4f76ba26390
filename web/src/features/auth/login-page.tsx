// /login: username + password (both required), 'Se connecter' / 'Connexion...', a refused login shown once in the form; then /dashboard after 100 ms.
import { type LoginRequest, loginRequestSchema } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, LockKeyholeIcon, type LucideIcon, UserIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Redirect, useLocation } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { LoginError, useAuth } from '@/features/auth/auth-context';
import { Brand } from '@/features/layout/sidebar';
import { LanguagePicker, ThemeToggle } from '@/features/layout/header';
import { useT } from '@/lib/i18n';
import { getSession } from '@/lib/session';

/** SPEC §9: redirect delay after a successful login. */
const LOGIN_REDIRECT_DELAY_MS = 100;

export default function LoginPage() {
  const t = useT();
  const { login } = useAuth();
  const [, navigate] = useLocation();
  // Only a session held when the page opens sends the visitor on; a fresh login waits its 100 ms.
  const [hadAdminSession] = useState(() => getSession()?.user.isAdmin === true);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  if (hadAdminSession) return <Redirect to="/dashboard" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await login(values);
      setTimeout(() => navigate('/dashboard', { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    } catch (error) {
      const message = error instanceof LoginError ? error.message : t('login.errorTitle');
      // Shown once, in the form beside the fields (issue 9): a toast would repeat it.
      setServerError(message);
      // react-hook-form marks the submit successful when the handler does not throw; the error is ours to show.
      form.setFocus('password');
    }
  });
  const busy = isSubmitting || (isSubmitSuccessful && serverError === null);

  return (
    <div className="relative flex min-h-dvh flex-col bg-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-primary/10 to-transparent dark:from-primary/15"
      />
      <div className="relative flex items-center justify-between px-4 py-4 sm:px-6">
        <Brand />
        <div className="flex items-center gap-0.5">
          <LanguagePicker />
          <ThemeToggle />
        </div>
      </div>
      <main className="relative flex flex-1 items-center justify-center px-4 pb-16">
        <Card className="w-full max-w-sm gap-5 shadow-lg">
          <CardHeader className="gap-2 text-center">
            <CardTitle className="text-2xl">{t('login.title')}</CardTitle>
            <CardDescription>{t('login.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="login-form">
              {serverError && (
                <Alert variant="destructive" data-testid="login-error">
                  <CircleAlertIcon />
                  <AlertTitle>{t('login.errorTitle')}</AlertTitle>
                  <AlertDescription>{serverError}</AlertDescription>
                </Alert>
              )}
              <LoginField
                name="username"
                icon={UserIcon}
                label={t('login.username')}
                missing={errors.username && t('login.usernameRequired')}
                input={{ autoComplete: 'username', autoFocus: true, ...form.register('username') }}
              />
              <LoginField
                name="password"
                icon={LockKeyholeIcon}
                label={t('login.password')}
                missing={errors.password && t('login.passwordRequired')}
                input={{ type: 'password', autoComplete: 'current-password', ...form.register('password') }}
              />
              <Button type="submit" className="mt-1 w-full" disabled={busy}>
                {busy && <Spinner />}
                {busy ? t('login.submitting') : t('login.submit')}
              </Button>
            </form>
          </CardContent>
        </Card>
      </main>
      <p className="relative pb-6 text-center text-xs text-muted-foreground">{t('login.footer')}</p>
    </div>
  );
}

/** A required field of the form, its icon inside the box; `missing` says it was left empty. */
function LoginField({
  name,
  icon: Icon,
  label,
  missing,
  input,
}: {
  name: keyof LoginRequest;
  icon: LucideIcon;
  label: string;
  missing: string | undefined;
  input: ComponentProps<typeof Input>;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={name}>{label}</Label>
      <div className="relative">
        <Icon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id={name} required className="pl-9" aria-invalid={missing ? true : undefined} {...input} />
      </div>
      {missing && <p className="text-sm text-destructive">{missing}</p>}
    </div>
  );
}
