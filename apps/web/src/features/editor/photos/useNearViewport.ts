/**
 * True while the element is near the visible area: a list of 200 photos holds only the thumbnails
 * around what is on screen (read when they come near, released when they go far), so its memory
 * does not grow with the number of photos scrolled past.
 */
import { useEffect, useState, type RefObject } from 'react';

/** Rows this far beyond the visible area are loaded ahead, so a normal scroll shows them ready. */
const MARGIN = '600px';

/**
 * The element that scrolls the list (an editor column, or ion-content's inner scroller through its
 * shadow root). It must be the observer's root: with the viewport as root, the column clips a row
 * just below its fold to nothing, and the margin ahead never applies.
 */
function scrollParent(element: Element): Element | null {
  let node: Element | null = element;
  while (node) {
    const next: Element | null =
      node.assignedSlot ?? node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
    if (next && next !== document.documentElement) {
      const { overflowY } = getComputedStyle(next);
      if (overflowY === 'auto' || overflowY === 'scroll') return next;
    }
    node = next === document.documentElement ? null : next;
  }
  return null;
}

export function useNearViewport(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last) setNear(last.isIntersecting);
      },
      { root: scrollParent(target), rootMargin: MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return near;
}
