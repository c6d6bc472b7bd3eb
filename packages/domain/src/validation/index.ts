/** Validation rules of both specifications: info form, reserved names, accounts forms. */
export * from './messages.ts';
export * from './reportInfo.ts';
export * from './infoForm.ts';
export * from './accounts.ts';
export * from './accountForms.ts';
