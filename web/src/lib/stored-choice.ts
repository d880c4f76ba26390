// A choice made once for this browser (the back office's language, the theme), kept in localStorage under its key and
// applied to the page (<html>) whenever it changes.
// Without storage (private mode) the choice lasts for this page only, and a value not among the choices reads as the default.
import { useCallback, useEffect, useState } from 'react';

export function readStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return (choices as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The stored choice (read once), applied by `apply`, and how to change it: the change is stored too. */
export function useStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T, apply: (value: T) => void): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readStoredChoice(key, choices, fallback));
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied when the choice changes (`apply` is a new function each render)
  useEffect(() => apply(value), [value]);
  const choose = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Private mode without storage: see above.
      }
    },
    [key],
  );
  return [value, choose];
}
