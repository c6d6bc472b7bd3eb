import type { historyFr } from './fr.ts';

/** Every language has the same keys as French, with string values. */
export type HistoryMessages = { [K in keyof typeof historyFr]: string };
