export * from './window.ts';
export * from './remarks.ts';
