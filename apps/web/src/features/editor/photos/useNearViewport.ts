/**
 * True once the element has come near the visible area (and stays true): a list of 200 photos reads
 * and decodes only the thumbnails someone scrolls to, not every one when the list opens.
 */
import { useEffect, useState, type RefObject } from 'react';

const MARGIN = '400px';

export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
