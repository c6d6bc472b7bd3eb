/**
 * Saved list pages kept in memory, answered again while nothing they show has changed. A group's
 * list is read far more often than it changes (every visit, every page, every search keystroke of
 * every agent of the group), and checking a version costs PostgreSQL a fifth of building a page of
 * the list and a tenth of a search's (bench/reports.bench.ts).
 *
 * A page is kept with the version of its scope's reports (report_list_versions, which triggers bump
 * in the transaction of every change: migration 0011) read in the same statement as the page. Before
 * a kept page is answered again, one small statement reads the caller's scope and version afresh:
 * the page is answered only when both are the same. So a page is never older than the database,
 * whichever server process made the change, and a user moved to another group or whose group stops
 * sharing gets their new scope's page.
 *
 * Only the scopes of agents are kept: a sharing group's (one page for all its users) and a user's
 * own reports. A group admin's subtree and a super admin's every report are built each time (their
 * version would be that of many groups; they are few).
 *
 * Each server has its own (app.ts), of LIST_CACHE_MB; 0 keeps no page.
 */
import { gzipSync } from 'node:zlib';
import type { ScopeKind } from './scope.ts';

export interface ListedPage {
  kind: ScopeKind;
  groupId: number | null;
  /** report_list_versions of the scope's group and of every group, added up, as PostgreSQL gives it. */
  version: string;
  total: number;
  /** The page's JSON as UTF-8, ready to send: a kept page is encoded once. */
  body: Buffer;
  /** The body gzipped, made by the first answer to a client that accepts it (gzippedBody). */
  gzipped?: Buffer;
}

/** Below this a page is sent as it is: gzip would save too little to be worth its time. */
export const GZIP_FROM_BYTES = 1024;

/**
 * The page's body gzipped, made once for a kept page: phones on a poor network receive a tenth of
 * the bytes, and the server compresses each version of a page once. Only kept pages are sent
 * gzipped (routes.ts): under load, gzipping every page built for one answer doubled the server's
 * CPU for it (bench/reports.bench.ts, LIST_CACHE_MB=0).
 */
export function gzippedBody(page: ListedPage): Buffer {
  page.gzipped ??= gzipSync(page.body);
  return page.gzipped;
}

export interface PageRequest {
  profileId?: number | undefined;
  /** The normalized search text ('' for none). */
  search: string;
  limit: number;
  offset: number;
}

/** The kinds whose pages are kept (see above). */
export const isKept = (kind: ScopeKind): boolean => kind === 'group' || kind === 'own';

/** The same key for every user of a sharing group; a user's own otherwise. */
export function pageKey(
  scope: { kind: ScopeKind; groupId: number | null },
  userId: number,
  request: PageRequest,
): string {
  const owner = scope.kind === 'group' ? `g${scope.groupId}` : `u${userId}`;
  return `${owner}:${request.profileId ?? ''}:${request.limit}:${request.offset}:${request.search}`;
}

/** Pages by key, the least recently answered first out when the cache is full. */
export class ListPageCache {
  private readonly pages = new Map<string, ListedPage>();
  private bytes = 0;
  private readonly maxBytes: number;

  /** A page of 20 is about 10 kB: the default 32 MB hold a few thousand pages. */
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): ListedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Map keeps insertion order: moved to the end, the page is the last to be dropped.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  /** Keeps the page; false when it is larger than the whole cache (or LIST_CACHE_MB is 0). */
  set(key: string, page: ListedPage): boolean {
    this.delete(key);
    const size = sizeOf(key, page);
    if (size > this.maxBytes) return false;
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(key, page);
  }

  get size(): number {
    return this.pages.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }
}

// The key in UTF-16 (two bytes a character at most), the body and room for its gzipped copy, which
// is smaller than the body whenever one is made (GZIP_FROM_BYTES).
const sizeOf = (key: string, page: ListedPage) => 2 * (key.length + page.body.length + page.version.length);
