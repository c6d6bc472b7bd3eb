import type { CaptureMessages } from './types.ts';

export const captureEs: CaptureMessages = {
  list: {
    placeholder: 'Buscar un EDL en curso',
  },
};
