/**
 * A logo as the API stores it (accounts-costing §5, §9): drawn to fit 150x150, JPEG quality 0.8,
 * as a data URL. The server checks the result and refuses anything larger.
 */
import { LOGO_SIZE } from '@constat/domain';

const LOGO_QUALITY = 0.8;

export async function logoDataUrl(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, LOGO_SIZE / bitmap.width, LOGO_SIZE / bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: a transparent logo goes on white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', LOGO_QUALITY);
  } finally {
    bitmap.close();
  }
}
