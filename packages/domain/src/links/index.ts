export * from './appLinks.ts';
