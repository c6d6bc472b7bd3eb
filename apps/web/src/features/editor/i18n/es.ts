import type { EditorMessages } from './types.ts';

export const editorEs: EditorMessages = {
  backToInfo: 'Modificar la información',
};
