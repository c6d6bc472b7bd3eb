/**
 * WCAG 2.1 colour arithmetic for the theme, and the palette an agency's main colour gets so that
 * whatever colour it picks, the text on it and the text in it stay readable (AA: 4.5:1 for text of
 * normal size, success criterion 1.4.3).
 *
 * Pure functions on sRGB triples: no DOM, no CSS parsing, unit-tested in test/contrast.test.ts.
 */

export type Rgb = readonly [number, number, number];

/** WCAG 2.1 AA minimum contrast for text of normal size. */
export const AA_TEXT = 4.5;

export const BLACK: Rgb = [0, 0, 0];
export const WHITE: Rgb = [255, 255, 255];
/** The iOS grouped background (Ionic's `light` colour) the list screens are drawn on. */
export const GROUPED_BACKGROUND: Rgb = [242, 242, 247];
/** Opacity of `--constat-tint` (theme/variables.css): the brand behind chips, badges and icons. */
export const TINT_ALPHA = 0.18;

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex(color: Rgb): string {
  return `#${color.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` (0..1) of `toward` mixed into `color`, as a translucent layer would show it. */
export function mix(color: Rgb, toward: Rgb, amount: number): Rgb {
  const channel = (from: number, to: number) => Math.round(from + (to - from) * amount);
  return [channel(color[0], toward[0]), channel(color[1], toward[1]), channel(color[2], toward[2])];
}

/** WCAG 2.1 relative luminance (0 for black, 1 for white). */
export function relativeLuminance(color: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color[0]) + 0.7152 * linear(color[1]) + 0.0722 * linear(color[2]);
}

/** WCAG 2.1 contrast ratio, from 1 (same luminance) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * White text on `background` when it reaches AA (the iOS look of filled buttons), black otherwise.
 * Black then always reaches at least 4.58:1 (white and black tie at a luminance of about 0.18), so
 * any filled colour gets readable text.
 */
export function readableTextOn(background: Rgb): Rgb {
  return contrastRatio(WHITE, background) >= AA_TEXT ? WHITE : BLACK;
}

/**
 * `color` darkened (mixed with black, which keeps its hue) just enough to reach `ratio` against
 * every one of `backgrounds`; `color` itself when it already does.
 */
function darkenUntilReadable(color: Rgb, backgrounds: readonly Rgb[], ratio = AA_TEXT): Rgb {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = mix(color, BLACK, step / 100);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return BLACK;
}

/** The light surfaces brand-coloured text is drawn on: cells, the grouped grey, and tints of it. */
export function inkBackgrounds(brand: Rgb): Rgb[] {
  return [
    WHITE,
    GROUPED_BACKGROUND,
    mix(WHITE, brand, TINT_ALPHA),
    mix(GROUPED_BACKGROUND, brand, TINT_ALPHA),
  ];
}

export interface BrandPalette {
  /** The colour as chosen: decorative surfaces (tints, gradients). */
  brand: Rgb;
  /** Filled controls (Ionic's primary): the colour itself, with `primaryContrast` text on it. */
  primary: Rgb;
  primaryContrast: Rgb;
  /** Pressed and hovered fills: moved away from the text colour, so the text stays as readable. */
  primaryShade: Rgb;
  primaryTint: Rgb;
  /** Text and icons in the brand colour on light surfaces (links, toolbar buttons, badges). */
  ink: Rgb;
}

export function brandPalette(brand: Rgb): BrandPalette {
  const primaryContrast = readableTextOn(brand);
  const away = primaryContrast === BLACK ? WHITE : BLACK;
  // Pure white or black cannot move further away; nearing the text colour a little still leaves
  // them far above AA.
  const state = (amount: number): Rgb => {
    const moved = mix(brand, away, amount);
    return toHex(moved) === toHex(brand) ? mix(brand, primaryContrast, amount) : moved;
  };
  return {
    brand,
    primary: brand,
    primaryContrast,
    primaryShade: state(0.12),
    primaryTint: state(0.06),
    ink: darkenUntilReadable(brand, inkBackgrounds(brand)),
  };
}
