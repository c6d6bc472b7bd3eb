/**
 * Browser tests of the editor start from a report already on the device, as the info form leaves
 * it: signed in, then a report built in Node with the domain's createReport is put into the app's
 * IndexedDB ('constat', store 'reports', see apps/web/src/storage/db.ts) for the signed-in account
 * and the selected profile.
 */
import type { Page } from '@playwright/test';
import { createReport, localReportSummary, type LocalReport, type ReportInfo } from '@constat/domain';

/** The info form of an Entrant T3 with a cellar: 2 bedrooms and a Cave in the tree. */
export const T3_WITH_CELLAR: ReportInfo = {
  bien: {
    genre: 'Appartement',
    typeLogement: 'T3',
    etat: 'Bon état',
    meuble: 'non',
    presenceCave: 'oui',
    numeroCave: '7',
    presenceParking: 'non',
    presenceGrenier: 'non',
    mandataire: 'Agence du Centre (Marie Dupont)',
    addr: '12 rue des Lilas',
    codePostal: '69003',
    ville: 'Lyon',
    etage: '2',
    numAppart: '21',
  },
  owner: { proprietaireNom: 'Jean Martin', proprietaireAdresse: '4 quai Claude Bernard, 69007 Lyon' },
  renter: { name: 'Claire Petit', email: 'claire@example.fr', tel: '0601020304', represented: false },
  nbRenters: 1,
  nbExtraEmails: 0,
};

export function entrantT3WithCellar(now = Date.now()): LocalReport {
  return createReport({ edlIO: 'Entrant', template: 'default', info: T3_WITH_CELLAR, now });
}

/** Signing in is the shared helper's (admin, profile picked or created, in-progress list). */
export { signIn } from './session.ts';

/**
 * Stores `report` on the device for the signed-in user and selected profile (read from what the app
 * keeps in localStorage: 'me' and 'profile'), with its summary as the app writes it. Creates the
 * stores as Dexie declares them when the app has not opened its database yet. Returns the localId.
 */
export async function seedReport(page: Page, report: LocalReport): Promise<number> {
  return page.evaluate(
    async ({ report, summary }) => {
      const me = JSON.parse(localStorage.getItem('me') ?? 'null') as { id: number } | null;
      const profileId = Number(localStorage.getItem('profile'));
      if (!me || !Number.isInteger(profileId)) throw new Error('not signed in with a profile');
      // Dexie's version(2) is IndexedDB version 20.
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('constat', 20);
        request.onupgradeneeded = () => {
          const created = request.result;
          if (!created.objectStoreNames.contains('reports')) {
            const reports = created.createObjectStore('reports', { keyPath: 'localId' });
            reports.createIndex('userId', 'userId');
            reports.createIndex('[userId+profileId]', ['userId', 'profileId']);
          }
          for (const name of ['photos', 'signatures']) {
            if (created.objectStoreNames.contains(name)) continue;
            const store = created.createObjectStore(name, { keyPath: 'id', autoIncrement: true });
            store.createIndex('ref', 'ref', { unique: true });
            store.createIndex('localEdlId', 'localEdlId');
          }
          if (!created.objectStoreNames.contains('summaries')) {
            const summaries = created.createObjectStore('summaries', { keyPath: 'localId' });
            summaries.createIndex('[userId+profileId]', ['userId', 'profileId']);
          }
        };
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const stored = { ...report, profileId };
      const owner = { localId: report.localId, userId: me.id, profileId };
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['reports', 'summaries'], 'readwrite');
        tx.objectStore('reports').put({ ...owner, report: stored, updatedAt: Date.now() });
        tx.objectStore('summaries').put({ ...owner, summary });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      return report.localId;
    },
    { report, summary: localReportSummary(report) },
  );
}

/** The report as stored on the device now (null when absent): what a reload would find. */
export async function storedReport(page: Page, localId: number): Promise<LocalReport | null> {
  return page.evaluate(async (localId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('constat');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise<{ report: LocalReport } | undefined>((resolve, reject) => {
      const get = db.transaction('reports').objectStore('reports').get(localId);
      get.onsuccess = () => resolve(get.result as { report: LocalReport } | undefined);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return row?.report ?? null;
  }, localId);
}
