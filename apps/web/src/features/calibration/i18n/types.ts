import type { calibrationFr } from './fr.ts';

/** Every language has the same keys as French, with string values. */
export type CalibrationMessages = { [K in keyof typeof calibrationFr]: string };
