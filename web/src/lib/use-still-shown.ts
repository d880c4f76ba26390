// Whether a component is still on the page, for work that finishes after it may have gone (a payment awaited).
import { type RefObject, useEffect, useRef } from 'react';

/** `.current` is true while the component is shown: a late answer sets no state on a component that has left. */
export function useStillShown(): RefObject<boolean> {
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return shown;
}
