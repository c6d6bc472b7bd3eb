import type { captureFr } from './fr.ts';

/** Every language has the same keys as French, with string values. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type CaptureMessages = Strings<typeof captureFr>;
