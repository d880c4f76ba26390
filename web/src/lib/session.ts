// The stored admin session (token + user in localStorage), as a small store React subscribes to; shared by api.ts, the 401 handler and auth.
import { type SessionUser, sessionUserSchema } from '@contracts/auth';

const TOKEN_STORAGE_KEY = 'autoshop_token';
const USER_STORAGE_KEY = 'autoshop_user';

export type Session = { token: string; user: SessionUser };

const listeners = new Set<() => void>();
let snapshot: Session | null | undefined;

function read(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    const rawUser = localStorage.getItem(USER_STORAGE_KEY);
    if (!token && !rawUser) return null;
    let user: SessionUser | null = null;
    try {
      const parsed = sessionUserSchema.safeParse(JSON.parse(rawUser ?? ''));
      user = parsed.success ? parsed.data : null;
    } catch {
      user = null;
    }
    // SPEC §4: a stored user that cannot be parsed deletes both entries; so does a token without a user.
    if (!token || !user) {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      localStorage.removeItem(USER_STORAGE_KEY);
      return null;
    }
    return { token, user };
  } catch {
    return null;
  }
}

function emit() {
  snapshot = read();
  for (const listener of listeners) listener();
}

/** The current session, or null; the same object until it changes (for useSyncExternalStore). */
export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function saveSession(session: Session): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, session.token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
  emit();
}

/** Updates the stored user (after /api/auth/me) without touching the token. */
export function updateSessionUser(user: SessionUser): void {
  const current = getSession();
  if (!current) return;
  if (JSON.stringify(current.user) === JSON.stringify(user)) return;
  saveSession({ token: current.token, user });
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Signing out in another tab signs out this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) emit();
  });
}
