export * from './model.ts';
export * from './steps.ts';
export * from './photoStep.ts';
export * from './routing.ts';
