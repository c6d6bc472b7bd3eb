export * from './appLinks.ts';
export * from './verification.ts';
