import type { CaptureMessages } from './types.ts';

export const captureEn: CaptureMessages = {
  list: {
    placeholder: 'Search in-progress reports',
  },
};
