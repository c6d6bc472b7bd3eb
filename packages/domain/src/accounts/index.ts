export * from './model.ts';
export * from './passcode.ts';
export * from './legalTexts.ts';
export * from './stats.ts';
export * from './monthlyStats.ts';
export * from './backupAge.ts';
