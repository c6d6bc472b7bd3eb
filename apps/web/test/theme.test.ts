/**
 * The product palette of theme/variables.css measured as drawn: every text/background pair the
 * screens use reaches WCAG 2.1 AA (4.5:1), and every icon without a text beside it is named.
 */
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  contrastRatio,
  GROUPED_BACKGROUND,
  mix,
  parseHex,
  TINT_ALPHA,
  toHex,
  WHITE,
  type Rgb,
} from '../src/app/theme/contrast.ts';

// Read from disk: Vitest hands CSS imports (even `?raw`) over as empty strings.
const variablesCss = readFileSync(new URL('../src/theme/variables.css', import.meta.url), 'utf8');

function token(name: string): string {
  const match = new RegExp(`^\\s*${name}:\\s*([^;]+);`, 'm').exec(variablesCss);
  if (!match?.[1]) throw new Error(`${name} missing from variables.css`);
  return match[1].trim();
}

function color(name: string): Rgb {
  const value = token(name);
  const rgb = parseHex(value) ?? (value.startsWith('var(') ? color(value.slice(4, -1)) : null);
  if (rgb === null) throw new Error(`${name} is not a hex colour: ${value}`);
  return rgb;
}

const BRAND = color('--constat-brand');
const TINT_ON_WHITE = mix(WHITE, BRAND, TINT_ALPHA);
const TINT_ON_GROUPED = mix(GROUPED_BACKGROUND, BRAND, TINT_ALPHA);
/**
 * The login screen's green glow where its texts sit: 32 % of the brand around the logo, fading to
 * 8 % at the tagline (measured at 390x844 and 820x1180) and to none towards the bottom.
 */
const LOGIN_GLOW = mix(GROUPED_BACKGROUND, BRAND, 0.1);

describe('the product palette', () => {
  const pairs: [text: string, background: string, Rgb, Rgb][] = [
    [
      '--ion-color-primary-contrast',
      '--ion-color-primary',
      color('--ion-color-primary-contrast'),
      color('--ion-color-primary'),
    ],
    [
      '--ion-color-primary-contrast',
      'pressed',
      color('--ion-color-primary-contrast'),
      color('--ion-color-primary-shade'),
    ],
    [
      '--ion-color-primary-contrast',
      'hovered',
      color('--ion-color-primary-contrast'),
      color('--ion-color-primary-tint'),
    ],
    ['--ion-color-primary', 'white', color('--ion-color-primary'), WHITE],
    ['--constat-ink', 'white', color('--constat-ink'), WHITE],
    ['--constat-ink', 'grouped grey', color('--constat-ink'), GROUPED_BACKGROUND],
    ['--constat-ink', 'tint on white (badge)', color('--constat-ink'), TINT_ON_WHITE],
    ['--constat-ink', 'tint on grouped grey (chip)', color('--constat-ink'), TINT_ON_GROUPED],
    ['--constat-ink', 'login glow', color('--constat-ink'), LOGIN_GLOW],
    ['--constat-text', 'grouped grey', color('--constat-text'), GROUPED_BACKGROUND],
    ['--constat-text-secondary', 'white', color('--constat-text-secondary'), WHITE],
    ['--constat-text-secondary', 'grouped grey', color('--constat-text-secondary'), GROUPED_BACKGROUND],
    ['--constat-text-secondary', 'login glow', color('--constat-text-secondary'), LOGIN_GLOW],
    ['--ion-color-medium', 'white', color('--ion-color-medium'), WHITE],
    ['--ion-color-danger', 'white', color('--ion-color-danger'), WHITE],
    ['--ion-color-danger', 'grouped grey', color('--ion-color-danger'), GROUPED_BACKGROUND],
    ['--ion-color-danger', 'login glow', color('--ion-color-danger'), LOGIN_GLOW],
    [
      '--ion-color-danger-contrast',
      '--ion-color-danger',
      color('--ion-color-danger-contrast'),
      color('--ion-color-danger'),
    ],
  ];

  it.each(pairs)('%s on %s reaches 4.5:1', (_text, _background, text, background) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the brand colour itself, and never uses it for text', () => {
    expect(toHex(BRAND)).toBe('#99c46a');
    expect(contrastRatio(BRAND, WHITE)).toBeLessThan(AA_TEXT);
  });

  it('draws the tint with the opacity contrast.ts checks custom colours against', () => {
    expect(token('--constat-tint')).toBe(`rgba(var(--constat-brand-rgb), ${TINT_ALPHA})`);
  });

  it('gives each -rgb variable the same colour as its hex', () => {
    for (const name of [
      '--constat-brand',
      '--constat-ink',
      '--ion-color-primary',
      '--ion-color-danger',
      '--ion-color-medium',
    ]) {
      expect(token(`${name}-rgb`), name).toBe(color(name).join(', '));
    }
  });
});

describe('icons', () => {
  const sources = import.meta.glob<string>('../src/**/*.tsx', {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('are named (aria-label) or hidden from assistive technologies (aria-hidden)', () => {
    const unnamed: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      for (const [tag] of source.matchAll(/<IonIcon\b[^>]*>/g)) {
        if (!/aria-(label|hidden)=/.test(tag)) unnamed.push(`${file}: ${tag}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    expect(unnamed).toEqual([]);
  });
});
