/**
 * The server's configuration from the environment (README's table): the PostgreSQL pool's size and
 * the saved list pages kept.
 */
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('LIST_CACHE_MB', () => {
  it('keeps 32 MB of saved list pages unless told, and none with 0', () => {
    expect(readConfig({}).listCacheMb).toBe(32);
    expect(readConfig({ LIST_CACHE_MB: '0' }).listCacheMb).toBe(0);
    for (const wrong of ['-1', 'lots', '1.5']) {
      expect(() => readConfig({ LIST_CACHE_MB: wrong })).toThrow(/LIST_CACHE_MB/);
    }
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it("defaults to PostgreSQL's rule, twice the cores plus one, and two more for the events' and the job queue's listeners", () => {
    expect(readConfig({}).databasePoolSize).toBe(2 * os.availableParallelism() + 3);
  });

  it('takes a size from 3 up (the two listeners and a query); anything else stops the server with the variable named', () => {
    expect(readConfig({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
    for (const wrong of ['2', '1', '0', '-3', 'six', '2.5']) {
      expect(() => readConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
