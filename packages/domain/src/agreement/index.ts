/** The exit agreement's amounts, what was signed of them, its revisions and their fingerprint. */
export * from './agreementLines.ts';
export * from './revision.ts';
export * from './fingerprint.ts';
export * from './signings.ts';
