/* global console */
/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to each text file of the built app, once after
 * `vite build`, so the server sends them compressed (@fastify/static `preCompressed`) without
 * compressing on every request. The tenant's flow on a 4G phone downloads about a quarter of the
 * bytes (docs/ARCHITECTURE.md "Budgets": its JavaScript in under 2 s at 1.6 Mb/s).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = path.join(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let count = 0;
for (const file of files(DIST)) {
  if (!TEXT.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (.br, .gz)`);
