// Admin session for the React tree: who is signed in, whether the stored session is still being checked, login and logout.
import { type LoginRequest, loginRequestSchema, loginResponseSchema, meResponseSchema, type SessionUser } from '@contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { ApiError, apiRequest, getQueryFn } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useRequiredContext } from '@/lib/required-context';
import { clearSession, getSession, saveSession, subscribeSession, updateSessionUser } from '@/lib/session';

const ME_QUERY_KEY = ['/api/auth/me'] as const;

/** checking: a stored token is being verified with the server; the guard shows a loading state meanwhile. */
type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

/** A failed login, with the text to show (already translated). */
export class LoginError extends Error {
  override readonly name = 'LoginError';
}

type AuthContextValue = {
  status: AuthStatus;
  user: SessionUser | null;
  isAdmin: boolean;
  /** Resolves with the signed-in admin, or rejects with a LoginError. */
  login(input: LoginRequest): Promise<SessionUser>;
  /** Tells the server (failure ignored), then always forgets the session and goes to /login. */
  logout(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);

  // On load, a stored token is verified once: a revoked or expired session gets a 401, which the
  // query client turns into a sign-out (lib/query-client.ts). Other failures keep the stored user.
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: getQueryFn<unknown>(),
    enabled: session !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const verifiedUser = useMemo(() => {
    const parsed = meResponseSchema.safeParse(me.data);
    return parsed.success ? parsed.data.user : null;
  }, [me.data]);

  useEffect(() => {
    if (verifiedUser) updateSessionUser(verifiedUser);
  }, [verifiedUser]);

  const status: AuthStatus = !session ? 'signed-out' : me.isPending ? 'checking' : 'signed-in';
  const user = session ? (verifiedUser ?? session.user) : null;

  const login = useCallback(
    async (input: LoginRequest): Promise<SessionUser> => {
      const valid = loginRequestSchema.safeParse(input);
      if (!valid.success) throw new LoginError(valid.error.issues[0]?.message ?? t('login.errorTitle'));
      let answer: unknown;
      try {
        answer = await apiRequest('POST', '/api/auth/login', valid.data);
      } catch (error) {
        if (error instanceof ApiError) {
          // SPEC §5: the server's message, else the back office's own wording.
          throw new LoginError(error.serverMessage ?? (error.status === 401 ? t('login.invalidCredentials') : t('login.errorTitle')));
        }
        throw new LoginError(t('login.errorTitle'));
      }
      const parsed = loginResponseSchema.safeParse(answer);
      if (!parsed.success) throw new LoginError(t('login.invalidResponse'));
      const { user, token } = parsed.data;
      if (!user.isAdmin) {
        // The back office is for admins only: close the session we were just given.
        await apiRequest('POST', '/api/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` } }).catch(() => {});
        throw new LoginError(t('login.notAdmin'));
      }
      queryClient.clear();
      queryClient.setQueryData(ME_QUERY_KEY, { user });
      saveSession({ token, user });
      return user;
    },
    [t],
  );

  const logout = useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout', undefined, { signal: AbortSignal.timeout(5000) });
    } catch {
      // SPEC §4: a failed logout call is ignored; local data is cleared anyway.
    }
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, isAdmin: user?.isAdmin === true, login, logout }),
    [status, user, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export const useAuth = (): AuthContextValue => useRequiredContext(AuthContext, 'useAuth must be used within an AuthProvider');
