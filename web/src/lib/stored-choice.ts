// A choice made once for this browser (the back office's language, the theme), kept in localStorage under its key.
// Without storage (private mode) the choice lasts for this page only, and a value not among the choices reads as the default.
import { useCallback, useState } from 'react';

export function readStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  try {
    const value = localStorage.getItem(key);
    return (choices as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The stored choice (read once) and how to change it: the change is stored too. */
export function useStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readStoredChoice(key, choices, fallback));
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
