/**
 * The words of an exit agreement's signings (docs/ARCHITECTURE.md "Beyond the specification"), in the
 * document's languages.
 */
import type { Locale } from '@constat/domain';

export interface AgreementLabels {
  /** 'Projet révisé le {date}, non signé'. */
  revisedDraft: (date: string) => string;
  signedOn: (date: string) => string;
  revisionSignedOn: (revision: number, date: string) => string;
  signedAmounts: string;
  revisedAmounts: string;
  /** Under the signed totals: what the signatures below signed, and what they did not. */
  signaturesCoverSigned: (date: string, total: string) => string;
  signaturesCoverRevision: (revision: number, date: string, total: string) => string;
  revisionFingerprint: string;
  revisionFingerprintNote: string;
}

export const AGREEMENT_LABELS: Record<Locale, AgreementLabels> = {
  fr: {
    revisedDraft: (date) => `Projet révisé le ${date}, non signé`,
    signedOn: (date) => `Signé le ${date}`,
    revisionSignedOn: (revision, date) => `Révision ${revision} du chiffrage, signée le ${date}`,
    signedAmounts: 'Montants signés',
    revisedAmounts: 'Montants révisés (non signés)',
    signaturesCoverSigned: (date, total) =>
      `Les signatures et l’empreinte ci-dessous portent sur les montants signés le ${date} (total TTC ${total}), ` +
      'pas sur le projet révisé.',
    signaturesCoverRevision: (revision, date, total) =>
      `Les signatures et l’empreinte ci-dessous portent sur la révision ${revision} du chiffrage, signée le ${date} ` +
      `(total TTC ${total}).`,
    revisionFingerprint: 'Empreinte de la révision signée (SHA-256)',
    revisionFingerprintNote:
      'Elle couvre les montants signés, la date, chaque signature et l’empreinte de la signature précédente : toute modification la change.',
  },
  en: {
    revisedDraft: (date) => `Draft revised on ${date}, not signed`,
    signedOn: (date) => `Signed on ${date}`,
    revisionSignedOn: (revision, date) => `Costing revision ${revision}, signed on ${date}`,
    signedAmounts: 'Signed amounts',
    revisedAmounts: 'Revised amounts (not signed)',
    signaturesCoverSigned: (date, total) =>
      `The signatures and fingerprint below cover the amounts signed on ${date} (total incl. VAT ${total}), ` +
      'not the revised draft.',
    signaturesCoverRevision: (revision, date, total) =>
      `The signatures and fingerprint below cover costing revision ${revision}, signed on ${date} ` +
      `(total incl. VAT ${total}).`,
    revisionFingerprint: 'Fingerprint of the signed revision (SHA-256)',
    revisionFingerprintNote:
      'It covers the amounts signed, the date, each signature and the fingerprint of the signing before: any change alters it.',
  },
  es: {
    revisedDraft: (date) => `Proyecto revisado el ${date}, no firmado`,
    signedOn: (date) => `Firmado el ${date}`,
    revisionSignedOn: (revision, date) => `Revisión ${revision} del presupuesto, firmada el ${date}`,
    signedAmounts: 'Importes firmados',
    revisedAmounts: 'Importes revisados (no firmados)',
    signaturesCoverSigned: (date, total) =>
      `Las firmas y la huella siguientes se refieren a los importes firmados el ${date} (total IVA incl. ${total}), ` +
      'no al proyecto revisado.',
    signaturesCoverRevision: (revision, date, total) =>
      `Las firmas y la huella siguientes se refieren a la revisión ${revision} del presupuesto, firmada el ${date} ` +
      `(total IVA incl. ${total}).`,
    revisionFingerprint: 'Huella de la revisión firmada (SHA-256)',
    revisionFingerprintNote:
      'Cubre los importes firmados, la fecha, cada firma y la huella de la firma anterior: cualquier cambio la modifica.',
  },
};
