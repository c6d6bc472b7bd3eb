/**
 * The renderer never decodes a large image (docs/ARCHITECTURE.md "Trust"): JPEGs and opaque PNGs are embedded
 * as they are, but a PNG with transparency or interlacing is decoded by pdfkit to be embedded, so one
 * over MAX_DECODED_PNG_PIXELS (stored before uploads were bounded) is left out like a missing image.
 */
import { describe, expect, it } from 'vitest';
import { makeBombPng, makePng } from '../../../apps/server/test/images.ts';
import { decodesToEmbed, MAX_DECODED_PNG_PIXELS } from '../src/images.ts';
import { renderPdf } from '../src/node.ts';
import { sampleReport } from './fixture.ts';

const imageCount = (pdf: Uint8Array) =>
  Buffer.from(pdf).toString('latin1').split('/Subtype /Image').length - 1;

describe('images a render would decode', () => {
  it('tells the PNGs pdfkit decodes from those it embeds as they are', () => {
    expect(decodesToEmbed(makeBombPng(100, 100, 6))).toBe(true);
    expect(decodesToEmbed(makeBombPng(100, 100, 0, 1))).toBe(true);
    expect(decodesToEmbed(makePng(100, 100))).toBe(false);
    expect(decodesToEmbed(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(MAX_DECODED_PNG_PIXELS).toBe(4_000_000);
  });

  it('leaves out a transparent PNG over 4 Mpx, and keeps a small one', async () => {
    const { input } = sampleReport('Entrant');
    const small = makeBombPng(600, 400, 6);
    const bomb = makeBombPng(4000, 4000, 6);
    const withSignature = (bytes: Uint8Array) =>
      renderPdf({
        ...input,
        branding: undefined,
        report: { ...input.report, signatures: { renter: { label: 'Locataire', _ref: 'r', sha256: 'sig' } } },
        images: (hash) => (hash === 'sig' ? bytes : input.images(hash)),
      });
    const kept = await withSignature(small);
    const left = await withSignature(bomb);
    // A transparent image is two: its colours and its alpha mask.
    expect(imageCount(kept) - imageCount(left)).toBe(2);
  });
});
