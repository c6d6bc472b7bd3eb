/**
 * The main colour of the signed-in user (accounts-costing §3: `currentCustomColor`, already resolved
 * by the server along user -> group -> parent -> product default) applied to the theme. The product
 * default keeps the hand-tuned values of theme/variables.css; any other colour gets the palette of
 * contrast.ts (text on it in black or white, a darkened ink for text in it), so an agency picking a
 * light colour never gets an unreadable button.
 *
 * Nothing is imported at runtime from the domain's accounts model here: that module builds zod
 * schemas at load time, which would put zod in the first load.
 */
import type { User } from '@constat/domain';
import { brandPalette, parseHex, toHex, type Rgb } from './contrast.ts';

/** The product default (accounts-costing §9), whose palette variables.css sets by hand. */
const PRODUCT_COLOR = '99c46a';

const VARIABLES = [
  '--ion-color-primary',
  '--ion-color-primary-rgb',
  '--ion-color-primary-contrast',
  '--ion-color-primary-contrast-rgb',
  '--ion-color-primary-shade',
  '--ion-color-primary-tint',
  '--constat-brand',
  '--constat-brand-rgb',
  '--constat-ink',
  '--constat-ink-rgb',
];

const meta = document.querySelector('meta[name="theme-color"]');
const defaultThemeColor = meta?.getAttribute('content') ?? null;

const rgbList = (color: Rgb) => color.join(', ');

export function applyMainColor(
  user: Pick<User, 'currentCustomColor' | 'currentCustomColorOrigin'> | null,
): void {
  const style = document.documentElement.style;
  const custom = user !== null && user.currentCustomColorOrigin !== 'default';
  const rgb = custom ? parseHex(user.currentCustomColor) : null;
  if (rgb === null || toHex(rgb) === `#${PRODUCT_COLOR}`) {
    // Only what is set: a write to the root's style, even a no-op, has the browser restyle the
    // whole page (~5 ms of every start on a phone).
    for (const name of VARIABLES) if (style.getPropertyValue(name) !== '') style.removeProperty(name);
    if (defaultThemeColor !== null) setThemeColor(defaultThemeColor);
    return;
  }
  const palette = brandPalette(rgb);
  const values: Record<string, string> = {
    '--ion-color-primary': toHex(palette.primary),
    '--ion-color-primary-rgb': rgbList(palette.primary),
    '--ion-color-primary-contrast': toHex(palette.primaryContrast),
    '--ion-color-primary-contrast-rgb': rgbList(palette.primaryContrast),
    '--ion-color-primary-shade': toHex(palette.primaryShade),
    '--ion-color-primary-tint': toHex(palette.primaryTint),
    '--constat-brand': toHex(palette.brand),
    '--constat-brand-rgb': rgbList(palette.brand),
    '--constat-ink': toHex(palette.ink),
    '--constat-ink-rgb': rgbList(palette.ink),
  };
  for (const name of VARIABLES) {
    const value = values[name] ?? '';
    if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
  }
  setThemeColor(toHex(palette.brand));
}

function setThemeColor(color: string): void {
  if (meta?.getAttribute('content') !== color) meta?.setAttribute('content', color);
}
