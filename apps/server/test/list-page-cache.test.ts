/**
 * The saved list pages a server keeps (modules/reports/listCache.ts): within their memory bound,
 * the least recently answered page first out, one page per sharing group and query.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../src/http/acceptEncoding.ts';
import { gzippedBody, ListPageCache, pageKey, type ListedPage } from '../src/modules/reports/listCache.ts';

const page = (json: string): ListedPage => ({
  kind: 'group',
  groupId: 1,
  version: '1',
  total: 1,
  body: Buffer.from(json),
});
/** A page of about `kb` kB as the cache counts it (two bytes a character). */
const sized = (kb: number) => page('x'.repeat(kb * 512));

describe('ListPageCache', () => {
  it('keeps pages within its bound, dropping the least recently answered first', () => {
    const cache = new ListPageCache(30 * 1024);
    cache.set('a', sized(10));
    cache.set('b', sized(10));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', sized(10));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.usedBytes).toBeLessThanOrEqual(30 * 1024);
  });

  it('replaces a page under the same key and counts its bytes once', () => {
    const cache = new ListPageCache(1024 * 1024);
    cache.set('a', sized(10));
    const used = cache.usedBytes;
    cache.set('a', sized(10));
    expect(cache.usedBytes).toBe(used);
    expect(cache.size).toBe(1);
  });

  it('keeps nothing with a bound of 0 (LIST_CACHE_MB=0), nor a page larger than its bound', () => {
    const none = new ListPageCache(0);
    none.set('a', page('[]'));
    expect(none.get('a')).toBeUndefined();
    const small = new ListPageCache(4 * 1024);
    small.set('a', sized(10));
    expect(small.size).toBe(0);
  });

  it('gzips a page once, to the same bytes', () => {
    const kept = page(
      JSON.stringify(Array.from({ length: 20 }, (_, id) => ({ id, renter: 'Hélène Dupré' }))),
    );
    const gzipped = gzippedBody(kept);
    expect(gzipped.length).toBeLessThan(kept.body.length);
    expect(gunzipSync(gzipped).equals(kept.body)).toBe(true);
    expect(gzippedBody(kept)).toBe(gzipped);
  });

  it("gives a sharing group's users one key, and a user's own reports their own", () => {
    const request = { search: 'dupre', limit: 20, offset: 40 };
    const group = { kind: 'group' as const, groupId: 7 };
    expect(pageKey(group, 1, request)).toBe(pageKey(group, 2, request));
    const own = { kind: 'own' as const, groupId: 7 };
    expect(pageKey(own, 1, request)).not.toBe(pageKey(own, 2, request));
    expect(pageKey(group, 1, request)).not.toBe(pageKey(group, 1, { ...request, profileId: 3 }));
    expect(pageKey(group, 1, request)).not.toBe(pageKey(group, 1, { ...request, offset: 20 }));
  });
});

describe('acceptsGzip', () => {
  it('takes gzip listed by the client, or *, unless its quality is 0', () => {
    for (const header of ['gzip, deflate, br', 'br;q=1.0, GZIP;q=0.5', 'x-gzip', '*', 'br, *;q=0.1']) {
      expect(acceptsGzip(header), header).toBe(true);
    }
    for (const header of [
      undefined,
      '',
      'br',
      'identity',
      'gzip;q=0',
      'gzip;q=0.0, br',
      '*;q=0',
      'gzip;q=0, *',
    ]) {
      expect(acceptsGzip(header), String(header)).toBe(false);
    }
  });
});
