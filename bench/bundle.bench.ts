/**
 * The login screen's JavaScript: every script the built index.html loads when the app opens on the
 * login without a session (boot.js, the login without React and what it imports, named on boot.js's
 * tag), gzip-compressed one file at a time as a server sends them, against the budget of 160 kB
 * (e2e/tests/web-speed.spec.ts holds it far lower, near what it measures). Also the app's chunks,
 * which the login fetches at idle and the service worker precaches.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const LOGIN_BUDGET_BYTES = 160 * 1000;

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function runBundleBenchmark(): void {
  const indexHtml = path.join(DIST, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    console.log('bundle: no apps/web/dist (run `npm run build` first)');
    return;
  }
  const html = fs.readFileSync(indexHtml, 'utf8');
  // boot.js, and the login's entry module and its imports, which boot.js loads (written on its tag).
  const bootTag = /<script src="\/boot.js"[^>]*>/.exec(html)?.[0] ?? '';
  const loginScripts = [
    'boot.js',
    ...[...bootTag.matchAll(/ data-signin(?:-preload)?="([^"]*)"/g)]
      .flatMap((m) => (m[1] ?? '').split(' '))
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.replace(/^\//, '')),
  ];
  const loginBytes = loginScripts.reduce((sum, file) => sum + gzipSize(file), 0);
  const verdict = loginBytes <= LOGIN_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `${'login screen JavaScript (gzip, per file)'.padEnd(48)} ${kB(loginBytes)} in ${loginScripts.length} files, ${verdict} the ${kB(LOGIN_BUDGET_BYTES)} budget`,
  );
  const lazy = fs
    .readdirSync(path.join(DIST, 'assets'))
    .filter((file) => file.endsWith('.js') && !loginScripts.includes(`assets/${file}`))
    .map((file) => ({ file, bytes: gzipSize(`assets/${file}`) }))
    .sort((a, b) => b.bytes - a.bytes);
  for (const { file, bytes } of lazy.slice(0, 8)) console.log(`  lazy ${file.padEnd(42)} ${kB(bytes)}`);
  console.log(`  lazy chunks in all: ${lazy.length}, ${kB(lazy.reduce((sum, c) => sum + c.bytes, 0))}`);
}
