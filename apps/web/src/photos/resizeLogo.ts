/**
 * A logo as the API stores it (accounts-costing §5, §9), for the account's and a group's: resized on
 * the device to fit 150x150, JPEG quality 0.8, as a data URL, so that the server stores what the app
 * shows and checks only the size (apps/server/src/modules/accounts/logo.ts). JPEG has no
 * transparency: a transparent PNG logo is laid on white, as it will be printed.
 */
import { LOGO_SIZE } from '@constat/domain';

const LOGO_QUALITY = 0.8;

export async function resizeLogo(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, LOGO_SIZE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('No 2D canvas on this device');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', LOGO_QUALITY);
  } finally {
    bitmap.close();
  }
}
