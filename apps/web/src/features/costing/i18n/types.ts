import type { costingFr } from './fr.ts';

/** Every language has the same keys as French, with string values. */
export type CostingMessages = { [K in keyof typeof costingFr]: string };
