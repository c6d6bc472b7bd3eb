/**
 * Signed, expiring addresses of a saved report's images. The HTML views are
 * opened in a browser tab, which sends no bearer token with its image requests: each image of a
 * view is linked as /api/edl/{id}/photos/{sha256}/signed?expires=…&signature=…, where the signature
 * is an HMAC-SHA256, under a server-wide secret, of the report, the image and the expiry. Only the
 * server makes one, and only for an image of a report the viewer may see, so a link never opens
 * another report's image (a changed id, hash or expiry no longer matches) nor outlives its hour.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/connection.ts';
import { serverSecret } from '../../db/serverSecrets.ts';

const SECRET_NAME = 'image-link-key';

/** A link works for at least this long after the view that holds it is served. */
const IMAGE_LINK_TTL_S = 60 * 60;
/**
 * Expiries are rounded up to this step, so that the same view opened again within it links the
 * same addresses and the browser's cache serves its images (a link lives up to TTL + step).
 */
const EXPIRY_STEP_S = 10 * 60;

export type ImageLinkCheck = 'valid' | 'invalid' | 'expired';

export class ImageLinks {
  private readonly key: Uint8Array;

  private constructor(key: Uint8Array) {
    this.key = key;
  }

  static async create(db: Database): Promise<ImageLinks> {
    return new ImageLinks(await serverSecret(db, SECRET_NAME));
  }

  private signature(reportId: number, sha256: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${reportId}/${sha256}/${expires}`).digest('base64url');
  }

  /** The signed address of the image `sha256` of report `reportId`, valid for at least an hour. */
  url(reportId: number, sha256: string, now = Date.now()): string {
    const expires = Math.ceil((now / 1000 + IMAGE_LINK_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
    const signature = this.signature(reportId, sha256, expires);
    return `/api/edl/${reportId}/photos/${sha256}/signed?expires=${expires}&signature=${signature}`;
  }

  /** Whether a link is one this server made for that image ('invalid'), and still valid ('expired'). */
  check(
    reportId: number,
    sha256: string,
    expires: number,
    signature: string,
    now = Date.now(),
  ): ImageLinkCheck {
    const expected = Buffer.from(this.signature(reportId, sha256, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 <= now ? 'expired' : 'valid';
  }

  /** How long an image behind a valid link may be kept by the browser, in seconds. */
  static maxAge(expires: number, now = Date.now()): number {
    return Math.max(0, Math.floor(expires - now / 1000));
  }
}
