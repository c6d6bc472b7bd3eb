/**
 * @constat/domain: the inspection model and every business rule of the two specifications, as pure
 * functions shared by the web app, the server and the PDF renderer.
 */
export * from './report/model.ts';
