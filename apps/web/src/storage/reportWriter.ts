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
