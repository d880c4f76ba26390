// A React context that has no value outside its provider (the session, the language, the theme): its hook reads it, and
// throws where the provider is missing, a mistake in the code said at once rather than a null passed on.
import { type Context, useContext } from 'react';

export function useRequiredContext<T>(context: Context<T | null>, missing: string): T {
  const value = useContext(context);
  if (!value) throw new Error(missing);
  return value;
}
