/**
 * @constat/documents: the PDF and HTML renderers of a report and of an exit agreement (pdfmake),
 * usable in Node (server worker threads) and in the browser (offline PDF at signature time).
 * The renderers arrive with the documents feature; this package is their home in the workspace.
 */
export {};
