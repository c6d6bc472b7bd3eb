import type { savedFr } from './fr.ts';

/** Every language has the same keys as French, with string values. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type SavedMessages = Strings<typeof savedFr>;
