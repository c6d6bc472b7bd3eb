/** French messages of the report editor, namespace 'editor'. The spec's wording is kept verbatim. */
export const editorFr = {
  backToInfo: 'Modifier les infos',
};
