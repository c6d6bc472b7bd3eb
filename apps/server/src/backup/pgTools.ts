/**
 * PostgreSQL's own programs for the backups: pg_dump and pg_restore, of a version that reads the
 * server (pg_dump refuses a server newer than itself) or the archive (pg_restore one written by a
 * newer pg_dump). Looked for in PG_BIN, then in Debian's /usr/lib/postgresql/<version>/bin (the
 * newest first), then on the PATH. The password goes in the environment, never on the command line
 * where `ps` shows it.
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';

export type PgProgram = 'pg_dump' | 'pg_restore';

async function majorOf(file: string): Promise<number | null> {
  try {
    const { stdout } = await promisify(execFile)(file, ['--version']);
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
    return major ? Number(major) : null;
  } catch {
    return null;
  }
}

async function candidates(program: PgProgram): Promise<string[]> {
  const debian = '/usr/lib/postgresql';
  const versions = await fs.readdir(debian).catch(() => [] as string[]);
  return [
    ...(process.env.PG_BIN ? [path.join(process.env.PG_BIN, program)] : []),
    ...versions
      .filter((version) => /^\d+$/.test(version))
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => path.join(debian, version, 'bin', program)),
    program,
  ];
}

/** The first `program` of major version `atLeast` or newer; else an error saying what to install. */
export async function findPgProgram(program: PgProgram, atLeast: number): Promise<string> {
  const seen: string[] = [];
  for (const file of await candidates(program)) {
    const major = await majorOf(file);
    if (major === null) continue;
    if (major >= atLeast) return file;
    seen.push(`${major} at ${file}`);
  }
  throw new Error(
    `${program} ${atLeast} or newer is needed (found: ${seen.join(', ') || 'none'}). Install PostgreSQL ` +
      `${atLeast}'s client programs, or set PG_BIN to the folder that holds them.`,
  );
}

/** Runs `file` on the database at `url`; rejects with what it wrote on stderr. */
export function runPgProgram(file: string, args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(file, [...args, `--dbname=${target.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${path.basename(file)} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`,
          ),
        );
    });
  });
}

/** The server's major version (18 for 18.4). */
export async function serverMajor(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  return Math.floor(Number(rows[0]?.v) / 10_000);
}
