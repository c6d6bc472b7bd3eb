/** Remembers when each distinct dialog was last shown, to drop repeats within the window. */
export class RepeatFilter {
  private readonly lastShown = new Map<string, number>();
  private readonly windowMs: number;

  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  /** True when `key` was not shown within the window; records it as shown now. */
  accept(key: string, now: number): boolean {
    const last = this.lastShown.get(key);
    if (last !== undefined && now - last < this.windowMs) return false;
    this.lastShown.set(key, now);
    return true;
  }
}
