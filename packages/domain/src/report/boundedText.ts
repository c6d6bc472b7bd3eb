/** The zod side of textLimits.ts: a text field's schema with its limit and French message. */
import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage, type TextLimit } from './textLimits.ts';

/** A string of at most TEXT_LIMITS[limit] characters, refused with the French message above. */
export function boundedText(limit: TextLimit) {
  const max = TEXT_LIMITS[limit];
  return z.string().max(max, tooLongMessage(max));
}
