/**
 * The self-signed seal (DATA_DIR/seal/self-signed.json, made when no SEAL_CERT is set) travels with
 * the backup: restored into a new DATA_DIR, the server seals its next PDFs with the same signer as
 * the ones it restored. A server configured with SEAL_CERT has no such file, and the backup none.
 * The file holds the seal's private key: the backup folder is made readable by its owner only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const SEAL = path.join('seal', 'self-signed.json');

/** Copies DATA_DIR's seal into the backup; whether there was one. */
export async function backUpSeal(dataDir: string, backup: string): Promise<boolean> {
  const text = await fs.readFile(path.join(dataDir, SEAL), 'utf8').catch(() => null);
  if (text === null) return false;
  await fs.mkdir(path.join(backup, 'seal'), { mode: 0o700 });
  await fs.writeFile(path.join(backup, SEAL), text, { mode: 0o600 });
  return true;
}

/**
 * The backup's seal into DATA_DIR, unless DATA_DIR has one already (a restore never replaces the
 * key a server already seals with); what was done, for the log.
 */
export async function restoreSeal(backup: string, dataDir: string): Promise<'restored' | 'kept' | 'none'> {
  const text = await fs.readFile(path.join(backup, SEAL), 'utf8').catch(() => null);
  if (text === null) return 'none';
  await fs.mkdir(path.join(dataDir, 'seal'), { recursive: true, mode: 0o700 });
  return fs.writeFile(path.join(dataDir, SEAL), text, { mode: 0o600, flag: 'wx' }).then(
    () => 'restored' as const,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return 'kept' as const;
      throw error;
    },
  );
}
