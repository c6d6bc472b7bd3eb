/**
 * WCAG contrast arithmetic and the palette of an agency's main colour: whatever colour is chosen,
 * text on the filled controls and brand-coloured text on the light surfaces reach 4.5:1.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  BLACK,
  brandPalette,
  contrastRatio,
  GROUPED_BACKGROUND,
  inkBackgrounds,
  parseHex,
  readableTextOn,
  relativeLuminance,
  toHex,
  WHITE,
  type Rgb,
} from '../src/app/theme/contrast.ts';

function rgb(hex: string): Rgb {
  const color = parseHex(hex);
  if (color === null) throw new Error(`not a colour: ${hex}`);
  return color;
}

describe('contrast arithmetic', () => {
  it('measures the WCAG relative luminance and contrast ratio', () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio(rgb('777777'), rgb('777777'))).toBe(1);
    // The figures axe reported on the screens before the palette.
    expect(contrastRatio(WHITE, rgb('99c46a'))).toBeCloseTo(2.01, 2);
    expect(contrastRatio(rgb('7d7d81'), GROUPED_BACKGROUND)).toBeCloseTo(3.67, 2);
    expect(contrastRatio(rgb('8e8e93'), WHITE)).toBeCloseTo(3.26, 2);
    expect(contrastRatio(rgb('4f7d26'), rgb('ebf3e1'))).toBeCloseTo(4.29, 2);
  });

  it('parses the stored form of a colour (hex without #) and writes CSS hex', () => {
    expect(parseHex('99c46a')).toEqual([153, 196, 106]);
    expect(parseHex('#000080')).toEqual([0, 0, 128]);
    expect(parseHex(' FFFF00 ')).toEqual([255, 255, 0]);
    expect(parseHex('')).toBeNull();
    expect(parseHex('fff')).toBeNull();
    expect(parseHex('green')).toBeNull();
    expect(toHex([0, 0, 128])).toBe('#000080');
  });

  it('writes white on a colour where white reads, black elsewhere', () => {
    expect(readableTextOn(rgb('99c46a'))).toBe(BLACK);
    expect(readableTextOn(rgb('ffff00'))).toBe(BLACK);
    expect(readableTextOn(rgb('000080'))).toBe(WHITE);
    expect(readableTextOn(rgb('d70015'))).toBe(WHITE);
  });
});

describe("an agency's main colour", () => {
  const cases: [hex: string, text: Rgb][] = [
    ['99c46a', BLACK], // the product green
    ['ffff00', BLACK], // yellow: the lightest saturated colour
    ['000080', WHITE], // navy
    ['ffffff', BLACK],
    ['000000', WHITE],
    ['767676', WHITE], // the lightest grey white text passes on (4.54)
    ['777777', BLACK], // one step lighter: white 4.48, black 4.69
    ['ff9900', BLACK],
    ['00bcd4', BLACK],
    ['e91e63', BLACK], // white would be 4.2
    ['1e88e5', BLACK], // white would be 3.7
    ['d32f2f', WHITE],
    ['4e7722', WHITE],
  ];

  it.each(cases)('%s: text on its buttons at 4.5:1 or more, pressed and hovered too', (hex, text) => {
    const palette = brandPalette(rgb(hex));
    expect(palette.primary).toEqual(rgb(hex));
    expect(palette.primaryContrast).toBe(text);
    for (const fill of [palette.primary, palette.primaryShade, palette.primaryTint]) {
      expect(contrastRatio(palette.primaryContrast, fill), toHex(fill)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    // Pressing and hovering show: the fill changes.
    expect(palette.primaryShade).not.toEqual(palette.primary);
    expect(palette.primaryTint).not.toEqual(palette.primary);
  });

  it.each(cases)('%s: its text colour reads at 4.5:1 on white, grouped grey and its tints', (hex) => {
    const brand = rgb(hex);
    const { ink } = brandPalette(brand);
    for (const background of inkBackgrounds(brand)) {
      expect(contrastRatio(ink, background), `${toHex(ink)} on ${toHex(background)}`).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
    }
  });

  it('keeps a colour that already reads as its own text colour, and darkens a light one', () => {
    expect(brandPalette(rgb('000080')).ink).toEqual(rgb('000080'));
    expect(brandPalette(rgb('1e88e5')).ink).not.toEqual(rgb('1e88e5'));
    const green = brandPalette(rgb('99c46a')).ink;
    expect(relativeLuminance(green)).toBeLessThan(relativeLuminance(rgb('99c46a')));
    // Darkened by mixing with black: the hue stays (channels keep their proportions).
    expect(green[1] / green[0]).toBeCloseTo(196 / 153, 1);
    // Just enough: one step lighter would fail somewhere.
    expect(contrastRatio(green, inkBackgrounds(rgb('99c46a'))[3] ?? WHITE)).toBeLessThan(4.7);
  });

  it('holds for any colour', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(fc.tuple(channel, channel, channel), (color) => {
        const palette = brandPalette(color);
        const fills = [palette.primary, palette.primaryShade, palette.primaryTint];
        return (
          fills.every((fill) => contrastRatio(palette.primaryContrast, fill) >= AA_TEXT) &&
          inkBackgrounds(color).every((background) => contrastRatio(palette.ink, background) >= AA_TEXT)
        );
      }),
      { numRuns: 2000 },
    );
  });
});
