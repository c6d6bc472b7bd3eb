/**
 * The served OpenAPI document passes Redocly's recommended lint with no error and no warning, and
 * every operation has what a generated client needs: an operationId and its error answers.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const PUBLIC_URL = 'https://constat.agence-nord.test';
const redocly = path.resolve(import.meta.dirname, '../../../node_modules/@redocly/cli/bin/cli.js');

let server: TestServer;
let document: {
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
};
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
  document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, url, operation })),
  );

describe('the OpenAPI document', () => {
  it('names its server from PUBLIC_URL', () => {
    expect(document.servers).toEqual([{ url: PUBLIC_URL, description: 'This Constat server' }]);
  });

  it('gives every operation a unique operationId and documented error answers in the one shape', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['postLogin', 'getUserById', 'putProfileByIdDefault']));
    for (const { operation } of operations()) {
      const errors = Object.keys(operation.responses).filter((status) => status.startsWith('4'));
      expect(errors).toEqual(expect.arrayContaining(['400', '415']));
    }
    const refresh = document.paths['/api/login/refresh']?.['post'];
    expect(refresh).toMatchObject({ security: [] });
  });

  it("passes Redocly's recommended rules with 0 errors and 0 warnings", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-openapi-'));
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(document));
    // Node 24 (this process's) runs the CLI; no telemetry nor update check (no network in CI).
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', file, '--extends=recommended', '--format=json'],
      {
        cwd: dir,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    await fs.rm(dir, { recursive: true, force: true });
    const report = JSON.parse(stdout) as { totals: object; problems: { ruleId: string; message: string }[] };
    // PATCH /edl/costing/{costingId} is the spec's path (accounts-costing §7): next to /edl/{id}/...
    // it looks ambiguous to the linter, but ids are decimal (http/ids.ts) so 'costing' is never one.
    const specPath = (p: { ruleId: string; message: string }) =>
      p.ruleId === 'no-ambiguous-paths' && p.message.includes('`/api/edl/costing/{id}`');
    const problems = report.problems.filter((p) => !specPath(p));
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    const accepted = report.problems.length - problems.length;
    expect(report.totals).toMatchObject({ errors: 0, warnings: accepted });
  }, 60_000);
});
