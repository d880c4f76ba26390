// Back-office sign-in within its guessing limits: a password is checked only when its user name and address have room.
import type { Executor } from '../../db/client';
import { DomainError } from '../errors';
import { evaluateGuess, type GuessLimit } from '../guessing-limits/guesses';
import { login, type SessionUser } from './sessions';

/** Wrong passwords checked per window: for one user name (any address), and from one address (any user name). */
export type SignInLimits = { perAddress: number; perUsername: number; windowMs: number };
const defaultSignInLimits: SignInLimits = { perAddress: 20, perUsername: 5, windowMs: 15 * 60 * 1000 };

const signInLimits = (username: string, address: string, limits: SignInLimits): GuessLimit[] => [
  { key: `sign-in:user:${username.trim().toLowerCase()}`, max: limits.perUsername, windowMs: limits.windowMs },
  { key: `sign-in:address:${address}`, max: limits.perAddress, windowMs: limits.windowMs },
];

/**
 * Signs in as `login` does, counted before the password is checked: RATE_LIMITED (with the seconds to wait) once the
 * user name or the address has had its wrong passwords for the window, the right password included. A right password
 * does not count; it does not wipe the wrong ones before it either, so the limit is "this many wrong passwords per
 * window" whatever arrives in between (decision 0121).
 */
export async function signIn(
  db: Executor,
  input: { username: string; password: string },
  context: { address: string; ttlDays: number; limits?: SignInLimits; now?: Date },
): Promise<{ user: SessionUser; token: string }> {
  return evaluateGuess(
    db,
    signInLimits(input.username, context.address, context.limits ?? defaultSignInLimits),
    () => login(db, input, context.ttlDays),
    {
      isWrongGuess: (error) => error instanceof DomainError && error.code === 'INVALID_CREDENTIALS',
      refused: (retryAfterSeconds) => new DomainError('RATE_LIMITED', { retryAfterSeconds }),
    },
    context.now,
  );
}
