/**
 * Writes an edited report to the device as soon as it changes, one write at a time: while a write is
 * under way the newest version waits (older ones are skipped, they are contained in it). A refused
 * write keeps the version in memory and is retried with the next change or the next flush, so
 * nothing typed is lost while the app stays open.
 */
import type { LocalReport } from '@constat/domain';

export type WriteReport = (report: LocalReport) => Promise<unknown>;

export class ReportWriter {
  private pending: LocalReport | null = null;
  private running: Promise<void> | null = null;
  private readonly write: WriteReport;
  private readonly onError: (error: unknown) => void;

  constructor(write: WriteReport, onError: (error: unknown) => void) {
    this.write = write;
    this.onError = onError;
  }

  /** Queue this version; resolves once it (or a newer one) is stored or refused. */
  save(report: LocalReport): Promise<void> {
    this.pending = report;
    this.running ??= this.drain();
    return this.running;
  }

  /** Wait for every queued version (page hidden, screen left). */
  flush(): Promise<void> {
    if (this.running) return this.running;
    return this.pending ? this.save(this.pending) : Promise.resolve();
  }

  /** Resolves once the write under way and the versions queued behind it are stored or refused. */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  get hasUnsavedChanges(): boolean {
    return this.pending !== null || this.running !== null;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending) {
        const report = this.pending;
        this.pending = null;
        try {
          await this.write(report);
        } catch (error) {
          // Keep it for the next attempt unless a newer version already replaced it.
          this.pending ??= report;
          this.onError(error);
          return;
        }
      }
    } finally {
      this.running = null;
    }
  }
}

/** The writers of the screens mounted now, a screen Ionic keeps hidden included. */
const liveWriters = new Set<ReportWriter>();

/** Counts `writer` among those a screen's read waits for, until the returned function is called. */
export function trackWriter(writer: ReportWriter): () => void {
  liveWriters.add(writer);
  return () => {
    liveWriters.delete(writer);
  };
}

/**
 * Resolves once every live writer has stored what it was writing and what waited behind it. A version
 * queued behind a write under way is written after it, and IndexedDB runs a read issued meanwhile
 * before it: a screen entered while the one left was still writing read the version before the last.
 * A refused version is not tried again here (its own screen retries it and says so).
 */
export function writesSettled(): Promise<void> {
  return Promise.all([...liveWriters].map((writer) => writer.settled())).then(() => undefined);
}

/**
 * Reads what `store` left on the device once it holds every edit counted by `edits`: an edit made
 * while the read runs is written after the read began and is not in what it returns, so the read is
 * made again after that edit is stored, until one runs with no edit beside it.
 */
export async function readWithEveryEdit<T>(
  edits: () => number,
  store: () => Promise<unknown>,
  read: () => Promise<T>,
): Promise<T> {
  for (;;) {
    const before = edits();
    await store();
    const result = await read();
    if (edits() === before) return result;
  }
}
