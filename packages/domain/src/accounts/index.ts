export * from './model.ts';
export * from './passcode.ts';
