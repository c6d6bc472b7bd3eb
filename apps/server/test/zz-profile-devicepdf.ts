// Temporary profiling script (not committed).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ImageChecker } from '../src/blobs/imageCheck.ts';
import { FileBlobStore } from '../src/blobs/blobStore.ts';
import { makeJpeg, sha256 } from './images.ts';

const photos = Array.from({ length: 20 }, (_, i) => makeJpeg(800, 600, 1000 + i, 262_144));
const chunks = (b: Buffer) => { const out: Buffer[] = []; for (let i = 0; i < b.length; i += 65536) out.push(b.subarray(i, i + 65536)); return out; };
const time = async (name: string, f: () => Promise<void> | void) => {
  const runs: number[] = [];
  for (let r = 0; r < 5; r++) { const t = performance.now(); await f(); runs.push(performance.now() - t); }
  runs.sort((a, b) => a - b);
  console.log(name.padEnd(40), 'median for 20 photos', runs[2]!.toFixed(1), 'ms');
};
await time('sha256', () => { for (const p of photos) createHash('sha256').update(p).digest('hex'); });
await time('image check', () => { for (const p of photos) { const c = new ImageChecker(); for (const ch of chunks(p)) c.push(ch); c.finish(); } });
const dir = await fs.mkdtemp(path.join(process.env.PROFILE_DIR ?? os.tmpdir(), 'blobprof-'));
const store = await FileBlobStore.open(dir);
let n = 0;
await time('blob put (write+fsync+rename+dirsync)', async () => { for (const p of photos) { await store.put(createHash('sha256').update(String(n++)).digest('hex'), Readable.from(chunks(p))); } });
await time('write only (no fsync)', async () => { for (const p of photos) { const f = await fs.open(path.join(dir, 'x' + n++), 'w'); for (const ch of chunks(p)) await f.write(ch); await f.close(); } });
await time('write + fsync file', async () => { for (const p of photos) { const f = await fs.open(path.join(dir, 'y' + n++), 'w'); for (const ch of chunks(p)) await f.write(ch); await f.sync(); await f.close(); } });
await time('write + fdatasync file', async () => { for (const p of photos) { const f = await fs.open(path.join(dir, 'z' + n++), 'w'); for (const ch of chunks(p)) await f.write(ch); await f.datasync(); await f.close(); } });
await time('one writeFile + fsync', async () => { for (const p of photos) { const f = await fs.open(path.join(dir, 'w' + n++), 'w'); await f.writev(chunks(p)); await f.sync(); await f.close(); } });
await fs.rm(dir, { recursive: true });
void sha256;
