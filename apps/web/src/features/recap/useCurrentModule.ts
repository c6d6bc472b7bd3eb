/**
 * The room whose section is at the top of the screen, for the recap's sticky header: found from
 * the scroll position, at most every 200 ms (100 ms in the self-service recap, inspection-core §9).
 */
import { useCallback, useRef, useState } from 'react';
import { RECAP_SCROLL_THROTTLE_MS } from '@constat/domain';

export function useCurrentModule(throttleMs: number = RECAP_SCROLL_THROTTLE_MS): {
  moduleId: number | null;
  onScroll: (event: CustomEvent<{ scrollTop: number }>) => void;
} {
  const [moduleId, setModuleId] = useState<number | null>(null);
  const last = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const measure = useCallback((target: EventTarget | null) => {
    const content = target instanceof HTMLElement ? target : null;
    const sections = content?.querySelectorAll<HTMLElement>('.recap-module') ?? [];
    const top = content?.getBoundingClientRect().top ?? 0;
    let current: number | null = null;
    for (const section of sections) {
      // The header bar is about 56 px tall: a section counts once it reaches it.
      if (section.getBoundingClientRect().top - top <= 64) current = Number(section.dataset['moduleId']);
    }
    setModuleId(current);
  }, []);

  const onScroll = useCallback(
    (event: CustomEvent<{ scrollTop: number }>) => {
      const target = event.target;
      const now = Date.now();
      if (now - last.current >= throttleMs) {
        last.current = now;
        measure(target);
      } else if (pending.current === null) {
        pending.current = setTimeout(() => {
          pending.current = null;
          last.current = Date.now();
          measure(target);
        }, throttleMs);
      }
    },
    [measure, throttleMs],
  );
  return { moduleId, onScroll };
}
