/**
 * A new step starts at the top: the page's content keeps its scroll position between steps (the
 * screen stays the same), so a long element left the next one scrolled, its title out of sight.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useScrollToTopOnShow<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const content = ref.current?.closest('ion-content') as
      (HTMLElement & { scrollToTop?: (duration?: number) => Promise<void> }) | null | undefined;
    void content?.scrollToTop?.(0);
  }, []);
  return ref;
}
