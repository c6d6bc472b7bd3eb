/**
 * The central dialog's waiting line: every accepted report gets its own id, so the host presents a
 * fresh alert for each (Ionic only presents an inline alert when `isOpen` changes, so reusing one
 * alert for the next report would leave it unseen). Identical reports within the suppression window
 * are dropped before they queue (inspection-core §8).
 */
import type { ErrorDialogContent } from './catalogue.ts';
import { RepeatFilter } from './suppression.ts';

export interface QueuedDialog extends ErrorDialogContent {
  id: number;
}

export class DialogQueue {
  private readonly filter: RepeatFilter;
  private nextId = 1;

  constructor(suppressionMs: number) {
    this.filter = new RepeatFilter(suppressionMs);
  }

  /** The reports worth showing, each with a new id, in arrival order. */
  admit(contents: ErrorDialogContent[], now: number): QueuedDialog[] {
    return contents
      .filter((content) => this.filter.accept(`${content.title}|${content.message}`, now))
      .map((content) => ({ ...content, id: this.nextId++ }));
  }
}
