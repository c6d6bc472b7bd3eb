/**
 * Helpers of the self-service browser test: the agent's saved move-in to start from (a small real
 * tree, so every step can be walked, with one real photo of the hall's walls on the server) and the
 * invitation made through the API as the agent's screen would.
 */
import type { Page } from '@playwright/test';
import { createReport, type LocalReport, type Module } from '@constat/domain';
import { T3_WITH_CELLAR } from './seedReport.ts';

/**
 * Keys (Porte palière, Total des clés) and the hall (Photos, Porte d'entrée with two parts, Murs,
 * Sol): six steps then the comment. The hall's Photos entry holds one photo of the walls.
 */
export function baseMoveIn(renter: string, now: number): LocalReport {
  const report = createReport({
    edlIO: 'Entrant',
    template: 'default',
    info: { ...T3_WITH_CELLAR, renter: { ...T3_WITH_CELLAR.renter, name: renter } },
    now,
  });
  const keys = report.edl.find((m) => m.name === 'Clés');
  const hall = report.edl.find((m) => m.name === 'Entrée');
  if (!keys || !hall) throw new Error('no keys or hall in the catalogue');
  const keep = (module: Module, names: string[]): Module => ({
    ...module,
    entry: module.entry
      .filter((e) => names.includes(e.name))
      .map((e) =>
        e.content ? { ...e, content: e.content.filter((s) => ['Ouvrant', 'Poignée'].includes(s.name)) } : e,
      ),
  });
  return {
    ...report,
    open: false,
    edl: [
      keep(keys, ['Porte palière', 'Total des clés']),
      keep(hall, ['Photos', "Porte d'entrée", 'Murs', 'Sol']),
    ],
  };
}

/**
 * Saves `report` as the signed-in agent (its walls photo first, by SHA-256, as the app does); returns
 * the server id and the photo's hash.
 */
export async function saveBaseReport(
  page: Page,
  report: LocalReport,
): Promise<{ id: number; sha256: string }> {
  return page.evaluate(async (report) => {
    const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
    const auth = { Authorization: `Bearer ${security.jwtToken ?? ''}` };
    const profileId = Number(localStorage.getItem('profile'));
    const canvas = new OffscreenCanvas(640, 480);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = 'hsl(30 60% 70%)';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#333';
    context.fillText(`murs ${report.localId}`, 40, 240);
    const jpeg = await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 })).arrayBuffer();
    const sha256 = [...new Uint8Array(await crypto.subtle.digest('SHA-256', jpeg))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    const put = await fetch(`/api/photos/${sha256}`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'image/jpeg' },
      body: jpeg,
    });
    if (!put.ok) throw new Error(`photo ${put.status}: ${await put.text()}`);
    const hall = report.edl.find((m) => m.name === 'Entrée');
    const walls = hall?.entry.find((e) => e.name === 'Murs');
    const edl = report.edl.map((m) =>
      m !== hall
        ? m
        : {
            ...m,
            entry: m.entry.map((e) =>
              e.name === 'Photos'
                ? {
                    ...e,
                    rate: {
                      photo: [
                        { _ref: `ref:${report.localId}:walls`, _context: `${m.id}.${walls?.id}`, sha256 },
                      ],
                    },
                  }
                : e,
            ),
          },
    );
    const response = await fetch('/api/edl', {
      method: 'POST',
      headers: {
        ...auth,
        'Content-Type': 'application/json',
        'Idempotency-Key': `seed-device:${report.localId}`,
      },
      body: JSON.stringify({ ...report, edl, signatures: {}, profileId }),
    });
    if (!response.ok) throw new Error(`base save ${response.status}: ${await response.text()}`);
    return { id: ((await response.json()) as { id: number }).id, sha256 };
  }, report);
}

export interface Invitation {
  id: number;
  login: string;
  password: string;
  autoEdl: { id: number; renter: string } | null;
}

/** A call as the signed-in user of `page` (its bearer token). */
export async function call(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const security = JSON.parse(localStorage.getItem('security') ?? '{}') as { jwtToken?: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${security.jwtToken ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const type = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        body: type.includes('json') ? ((await response.json()) as unknown) : null,
      };
    },
    { method, path, body, headers },
  );
}
