/** Where the browser tests' SMTP peer listens and keeps what it received (mailPeer.ts). */
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3310);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? port + 20_000);
export const E2E_MAILBOX = path.join(os.tmpdir(), `constat-e2e-mailbox-${port}`);
