export * from './model.ts';
export * from './passcode.ts';
export * from './legalTexts.ts';
