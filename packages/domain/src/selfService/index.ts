export * from './model.ts';
export * from './steps.ts';
export * from './photoStep.ts';
export * from './routing.ts';
export * from './localReport.ts';
export * from './records.ts';
export * from './baseReport.ts';
export * from './rooms.ts';
