/**
 * Logos (accounts-costing §5, §9): the device resizes the picture to 150x150 (JPEG quality 0.8)
 * before sending it as a data URL, so the stored logo is already the size the app shows. The server
 * keeps no image library: it decodes the data URL and checks the bytes are a whole JPEG or PNG
 * (the photo checker, imageCheck.ts) no larger than 150x150 and 200 kB, else refuses it with the
 * spec's message. `null` or '' removes the logo.
 */
import { LOGO_SIZE } from '@constat/domain';
import { ImageChecker, ImageCheckError } from '../../blobs/imageCheck.ts';
import { badRequest } from '../../http/errors.ts';

const LOGO_SIDE = LOGO_SIZE;
const MAX_LOGO_BYTES = 200 * 1024;
const LOGO_ERROR = "Le nouveau logo n'a pas pu être chargé correctement, veuillez nous contacter";

const DATA_URL = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The logo to store, or a 400 `{code, message, detail}` saying why it is refused. */
export function checkLogo(value: string | null): string | null {
  if (value === null || value === '') return null;
  const match = DATA_URL.exec(value);
  if (!match) throw badRequest(LOGO_ERROR, 'Le logo doit être une image JPEG ou PNG (data URL base64)');
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  if (bytes.length > MAX_LOGO_BYTES) throw badRequest(LOGO_ERROR, 'Logo trop volumineux (maximum 200 ko)');
  const checker = new ImageChecker();
  let info;
  try {
    checker.push(bytes);
    info = checker.finish();
  } catch (error) {
    if (error instanceof ImageCheckError) throw badRequest(LOGO_ERROR, error.message);
    throw error;
  }
  if (info.mime !== match[1]) throw badRequest(LOGO_ERROR, 'Le type annoncé ne correspond pas à l’image');
  if (info.width > LOGO_SIDE || info.height > LOGO_SIDE)
    throw badRequest(LOGO_ERROR, `Le logo doit être redimensionné à ${LOGO_SIDE}x${LOGO_SIDE} au plus`);
  return value;
}
