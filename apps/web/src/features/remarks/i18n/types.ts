import type { remarksFr } from './fr.ts';

/** Every language has the same keys as French, with string values. */
export type RemarksMessages = { [K in keyof typeof remarksFr]: string };
