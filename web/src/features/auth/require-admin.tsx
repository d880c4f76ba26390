// Route guard of the admin pages: a loading state while the stored session is checked; signed out or not admin → /login.
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageLoading } from '@/components/page-loading';
import { useAuth } from '@/features/auth/auth-context';
import { useT } from '@/lib/i18n';

export function RequireAdmin({ children }: { children: ReactNode }) {
  const t = useT();
  const { status, isAdmin } = useAuth();
  if (status === 'checking') return <PageLoading fullScreen label={t('layout.checkingSession')} />;
  if (status === 'signed-out' || !isAdmin) return <Redirect to="/login" replace />;
  return <>{children}</>;
}
