/**
 * Debian's nginx (/usr/sbin/nginx) in front of server processes, running the documented site
 * (docs/operations/nginx-constat.conf) with the upstream's servers and the listen line replaced:
 * not a daemon, its prefix, pid, logs and temporary files in a folder of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const EXAMPLE_SITE = path.resolve(import.meta.dirname, '../../../../docs/operations/nginx-constat.conf');

/** The example site with `ports` as its upstream and `listen` as its address. */
function siteConfig(example: string, ports: readonly number[], listen: number): string {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  // The first of the example's server lines becomes the test's, the others go.
  let first = true;
  const site = example
    .replace(/^ {4}server 127\.0\.0\.1:\d+ .*\n/gm, () => {
      const replaced = first ? `${servers}\n` : '';
      first = false;
      return replaced;
    })
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${listen};`);
  if (site.includes('3001') || !site.includes(`listen 127.0.0.1:${listen};`))
    throw new Error('docs/operations/nginx-constat.conf no longer has the shape the harness replaces');
  return site;
}

/** A main configuration (what Debian's /etc/nginx/nginx.conf gives) around the site, paths in `dir`. */
function mainConfig(dir: string, site: string): string {
  // Started as root, nginx's workers would run as nobody and could not write the temporary folder.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

export interface Nginx {
  base: string;
  /** The error log so far (an upstream that failed is named there). */
  errors(): Promise<string>;
  stop(): Promise<void>;
}

export async function startNginx(ports: readonly number[], listen: number): Promise<Nginx> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'constat-nginx-'));
  const site = siteConfig(await fs.readFile(EXAMPLE_SITE, 'utf8'), ports, listen);
  const config = path.join(dir, 'nginx.conf');
  await fs.writeFile(config, mainConfig(dir, site));
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', config, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  // Up once it answers on its port (any status: the upstreams may still be starting).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 10 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    errors: () => fs.readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
    async stop() {
      // SIGTERM: nginx's fast stop (a graceful one would wait for the open event streams).
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
