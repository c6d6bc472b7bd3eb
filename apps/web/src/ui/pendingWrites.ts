/**
 * The writes that debounced inputs still hold back (docs/ARCHITECTURE.md "A report's journey": the last
 * keystrokes were lost when a field was left at once). An input registers while it holds a value not yet
 * written; an action that reads what inputs write (create or sign a report, leave a screen) calls
 * flushPendingWrites() first, so every input writes its current value in the same task, before the action
 * reads. A hidden page (pagehide, or visibilitychange to hidden: iOS may kill it without more warning)
 * flushes them all.
 */
const pending = new Set<() => void>();
/** From pagehide to pageshow (a page restored from the back-forward cache). */
let pageGone = false;

function flushWhenHidden(): void {
  if (document.visibilityState === 'hidden') flushPendingWrites();
}

function flushOnPageHide(): void {
  pageGone = true;
  flushPendingWrites();
}

function listen(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('pagehide', flushOnPageHide);
  window.addEventListener('pageshow', () => {
    pageGone = false;
  });
  document.addEventListener('visibilitychange', flushWhenHidden);
}

// At load, ahead of every screen's own pagehide listener: they then see the page as gone.
listen();

/** The page is going away or hidden: a write started now cannot wait for a frame (none comes). */
export function isPageHiding(): boolean {
  return isPageGone() || (typeof document !== 'undefined' && document.visibilityState === 'hidden');
}

/** Between pagehide and pageshow: no task of this page runs after the current one. */
export function isPageGone(): boolean {
  return pageGone;
}

/** Registers a pending write; returns what releases it (once written, or given up). */
export function holdWrite(flush: () => void): () => void {
  pending.add(flush);
  return () => {
    pending.delete(flush);
  };
}

/** Every pending write, done now (synchronously: each writes through its own commit). */
export function flushPendingWrites(): void {
  for (const flush of [...pending]) flush();
}
