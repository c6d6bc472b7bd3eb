import type { EditorMessages } from './types.ts';

export const editorEn: EditorMessages = {
  backToInfo: 'Edit details',
};
