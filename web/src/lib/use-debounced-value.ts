// useDebouncedValue: a value that follows its input after a pause (search boxes: SPEC §9 debounces numlist search by 300 ms).
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The term a search box searches: what is typed, once typing pauses (300 ms, SPEC §9) — every list's search. */
export const useSearchTerm = (typed: string): string => useDebouncedValue(typed, 300);
