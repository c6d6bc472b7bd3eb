import type { verificationFr } from './fr.ts';

/** Every language has the same keys as French, with string values. */
export type VerificationMessages = { [K in keyof typeof verificationFr]: string };
