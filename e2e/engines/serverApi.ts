/** What the server holds, read through its API as the admin (never through its database). */
import { createHash } from 'node:crypto';
import type { Json } from './browser.ts';
import { StepFailure } from './page.ts';
import { ADMIN, type Product } from './product.ts';

export interface ReportData {
  renter?: { email?: string | null };
  edl?: { name: string; entry: { name: string; rate?: Record<string, Json> & { photo?: Json[] } }[] }[];
  signatures?: Record<string, Json>;
}

export interface SavedReport {
  data: ReportData;
  /** The SHA-256 (hex) of the photo's bytes as the server serves them, or null when it does not. */
  photoDigest(sha256: string): Promise<string | null>;
}

/** The one report of `tenant` on the server. */
export async function savedReport(product: Product, tenant: string): Promise<SavedReport> {
  const login = await fetch(`${product.apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.login, password: ADMIN.password }),
  });
  if (!login.ok) throw new StepFailure(`the admin's API login answered ${login.status}`);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const get = async (path: string) => {
    const response = await fetch(`${product.apiUrl}/api${path}`, { headers });
    if (!response.ok) throw new StepFailure(`GET /api${path} answered ${response.status}`);
    return response;
  };
  const list = (await (await get(`/edl?q=${encodeURIComponent(tenant)}`)).json()) as { id: number }[];
  const [only] = list;
  if (list.length !== 1 || !only)
    throw new StepFailure(`the server lists ${list.length} reports of ${tenant}, not 1`);
  const { data } = (await (await get(`/edl/${only.id}`)).json()) as { data: ReportData };
  return {
    data,
    photoDigest: async (sha256) => {
      const response = await fetch(`${product.apiUrl}/api/edl/${only.id}/photos/${sha256}`, { headers });
      if (!response.ok) return null;
      return createHash('sha256')
        .update(Buffer.from(await response.arrayBuffer()))
        .digest('hex');
    },
  };
}
