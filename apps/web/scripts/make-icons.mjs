/* global Buffer, console */
/**
 * Rasterises public/icons/favicon.svg into the PNG icons of the web manifest, once, with Debian's
 * Chromium through playwright-core (no browser download). Run: node apps/web/scripts/make-icons.mjs
 * The PNGs are committed; rerun only when the logo changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const svg = readFileSync(join(iconsDir, 'favicon.svg'), 'utf8');
const toUrl = (text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;
/** Maskable and Apple icons: square background, art shrunk into the safe zone (80 % circle). */
const fullBleedSvg = svg
  .replace('rx="112"', 'rx="0"')
  .replace('<path', '<g transform="translate(256 256) scale(0.8) translate(-256 -256)"><path')
  .replace('</svg>', '</g></svg>');

/** name, size, whether the art sits in the maskable safe zone on a full-bleed background. */
const targets = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const page = await browser.newPage();
for (const [name, size, fullBleed] of targets) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">` +
      `<img src="${toUrl(fullBleed ? fullBleedSvg : svg)}" width="${size}" height="${size}"></body></html>`,
  );
  const png = await page.screenshot({
    omitBackground: !fullBleed,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  writeFileSync(join(iconsDir, name), png);
  console.log(`${name} ${png.length} bytes`);
}
await browser.close();
