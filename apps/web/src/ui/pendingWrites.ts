/**
 * The writes that debounced inputs still hold back (issue 24: the last keystrokes were lost when a
 * field was left at once). An input registers while it holds a value not yet written; an action that
 * reads what inputs write (create or sign a report, leave a screen) calls flushPendingWrites() first,
 * so every input writes its current value in the same task, before the action reads. A hidden page
 * (pagehide, or visibilitychange to hidden: iOS may kill it without more warning) flushes them all.
 */
const pending = new Set<() => void>();
let listening = false;

function flushWhenHidden(): void {
  if (document.visibilityState === 'hidden') flushPendingWrites();
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flushPendingWrites);
  document.addEventListener('visibilitychange', flushWhenHidden);
}

/** Registers a pending write; returns what releases it (once written, or given up). */
export function holdWrite(flush: () => void): () => void {
  listen();
  pending.add(flush);
  return () => {
    pending.delete(flush);
  };
}

/** Every pending write, done now (synchronously: each writes through its own commit). */
export function flushPendingWrites(): void {
  for (const flush of [...pending]) flush();
}
