/**
 * The main colour of the signed-in user (accounts-costing §3: `currentCustomColor`, already resolved
 * by the server along user -> group -> parent -> product default) applied to the theme. The product
 * default (origin 'default') keeps the hand-tuned values of theme/variables.css.
 *
 * Nothing is imported at runtime from the domain's accounts model here: that module builds zod
 * schemas at load time, which would put zod in the first load.
 */
import type { User } from '@constat/domain';

const VARIABLES = [
  '--ion-color-primary',
  '--ion-color-primary-rgb',
  '--ion-color-primary-shade',
  '--ion-color-primary-tint',
  '--constat-brand',
  '--constat-brand-rgb',
  '--constat-ink',
  '--constat-ink-rgb',
];

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `amount` of `toward` mixed into `color`. */
function mix(color: Rgb, toward: number, amount: number): Rgb {
  return color.map((channel) => Math.round(channel + (toward - channel) * amount)) as Rgb;
}

const hex = (color: Rgb) => `#${color.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

const meta = document.querySelector('meta[name="theme-color"]');
const defaultThemeColor = meta?.getAttribute('content') ?? null;

export function applyMainColor(
  user: Pick<User, 'currentCustomColor' | 'currentCustomColorOrigin'> | null,
): void {
  const style = document.documentElement.style;
  const rgb = user && user.currentCustomColorOrigin !== 'default' ? parseHex(user.currentCustomColor) : null;
  if (rgb === null) {
    for (const name of VARIABLES) style.removeProperty(name);
    if (defaultThemeColor !== null) meta?.setAttribute('content', defaultThemeColor);
    return;
  }
  const ink = mix(rgb, 0, 0.45);
  style.setProperty('--ion-color-primary', hex(rgb));
  style.setProperty('--ion-color-primary-rgb', rgb.join(', '));
  style.setProperty('--ion-color-primary-shade', hex(mix(rgb, 0, 0.12)));
  style.setProperty('--ion-color-primary-tint', hex(mix(rgb, 255, 0.1)));
  style.setProperty('--constat-brand', hex(rgb));
  style.setProperty('--constat-brand-rgb', rgb.join(', '));
  style.setProperty('--constat-ink', hex(ink));
  style.setProperty('--constat-ink-rgb', ink.join(', '));
  meta?.setAttribute('content', hex(rgb));
}
