/** Validation rules of both specifications: info form, reserved names, accounts forms, look-alike names. */
export * from './messages.ts';
export * from './reportInfo.ts';
export * from './infoForm.ts';
export * from './accounts.ts';
export * from './accountForms.ts';
export * from './lookalikes.ts';
export * from './skeleton.ts';
