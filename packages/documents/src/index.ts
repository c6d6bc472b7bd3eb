/**
 * @constat/documents: the PDF and HTML renderers of a report and of an exit agreement (pdfmake),
 * usable in Node (`@constat/documents/node`: server worker threads) and in the browser
 * (`@constat/documents/browser`: offline PDF at signature time). This entry is pure.
 */
export * from './input.ts';
export * from './labels.ts';
export { renderHtml } from './html.ts';
export { MAX_DECODED_PNG_PIXELS } from './images.ts';
