import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      // Relative to the project's root: with --project domain, packages/domain/src.
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'documents',
          root: 'packages/documents',
          include: ['test/**/*.test.ts'],
          testTimeout: 30000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
    ],
  },
});
