/**
 * The legal content of the report PDF (docs/ARCHITECTURE.md "Beyond the specification"), read back with
 * poppler: the landlord's address and the agent's address beside their rows, the statutory notice of the
 * report's own type in its own language followed by the agency's text, the signature block's place,
 * date, time, roles and names in that language, kept on one page, and the initials on every page.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { legalNotice, type EdlIO, type Locale } from '@constat/domain';
import { printText } from '../src/typography.ts';
import { LABELS } from '../src/labels.ts';
import { renderPdf } from '../src/node.ts';
import { makePng } from '../../../apps/server/test/images.ts';
import { sampleReport } from './fixture.ts';
import { pdfPages, pdfText, writeTemp } from './pdfText.ts';

/** On single spaces; justified lines may read 'move- out' for 'move-out'. */
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/- /g, '-');

const AGENCY_TEXT = 'Texte propre à l’agence : les clés sont remises contre récépissé.';

/** What each language must print on each report type, and must not. */
const EXPECTED: Record<Locale, { doneAt: string; agentRole: string; onBehalf: string; tenant: string }> = {
  fr: {
    doneAt: 'Fait à Lyon, le 23 novembre 2026 à 11:00',
    agentRole: 'Mandataire du bailleur',
    onBehalf: 'pour le compte de Jérôme Durand',
    tenant: 'Locataire',
  },
  en: {
    doneAt: 'Done at Lyon, on 23 November 2026 at 11:00',
    agentRole: 'Landlord’s agent',
    onBehalf: 'on behalf of Jérôme Durand',
    tenant: 'Tenant',
  },
  es: {
    doneAt: 'Hecho en Lyon, el 23 de noviembre de 2026 a las 11:00',
    agentRole: 'Mandatario del arrendador',
    onBehalf: 'en nombre de Jérôme Durand',
    tenant: 'Inquilino',
  },
};

/** The move-in's two rights and the move-out's deposit delay, by a phrase of each notice. */
const RIGHTS: Record<Locale, { tenDays: string; heating: string; deposit: string }> = {
  fr: {
    tenDays: 'pour tout élément, dans un délai de dix jours',
    heating: 'premier mois de la période de chauffe',
    deposit: 'Le dépôt de garantie est restitué',
  },
  en: {
    tenDays: 'for any item, within ten days',
    heating: 'first month of the heating season',
    deposit: 'The security deposit is returned',
  },
  es: {
    tenDays: 'sobre cualquier elemento, en un plazo de diez días',
    heating: 'primer mes del periodo de calefacción',
    deposit: 'La fianza se devuelve',
  },
};

/** A distinct image for the initials, so that it can be counted page by page. */
const INITIALS = new Uint8Array(makePng(90, 40, 11));
const INITIALS_SHA = createHash('sha256').update(INITIALS).digest('hex');

async function render(edlIO: EdlIO, locale: Locale, comment?: string) {
  const { input } = sampleReport(edlIO, { perRoom: 0 });
  const report = {
    ...input.report,
    comment: comment ?? input.report.comment,
    signatures: {
      ...input.report.signatures,
      paraphes: { label: 'Paraphe', _ref: 'p', sha256: INITIALS_SHA },
    },
  };
  const images = (sha: string) => (sha === INITIALS_SHA ? INITIALS : input.images(sha));
  return renderPdf({ ...input, report, locale, legalText: AGENCY_TEXT, images });
}

function rawPageText(pdf: Uint8Array, page: number): string {
  const file = writeTemp(pdf);
  const args = ['-layout', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'];
  return execFileSync('pdftotext', args, { encoding: 'utf8' });
}

/** Pages on which a 90×40 image (the initials) is drawn, from `pdfimages -list`. */
function pagesWithInitials(pdf: Uint8Array): Set<number> {
  const list = execFileSync('pdfimages', ['-list', writeTemp(pdf)], { encoding: 'utf8' });
  const pages = list
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[3] === '90' && cols[4] === '40')
    .map((cols) => Number(cols[0]));
  return new Set(pages);
}

describe.each(['fr', 'en', 'es'] as const)('the legal content of a report in %s', (locale) => {
  const l = LABELS[locale];
  const e = EXPECTED[locale];
  const rights = RIGHTS[locale];

  it.each(['Entrant', 'Sortant'] as const)('%s: parties, notice and signature block', async (edlIO) => {
    const pdf = await render(edlIO, locale);
    // Without the page footers, so that a paragraph running onto the next page reads as one.
    const footer = new RegExp(`${l.page} \\d+ ${l.of} \\d+`);
    const text = flat(
      pdfText(pdf)
        .split('\n')
        .filter((line) => !footer.test(line))
        .join('\n'),
    );
    // The landlord's address on its row, the agent's address beside the agent.
    expect(text).toContain(`${l.landlordAddress} 3 place Bellecour, 69002 Lyon`);
    expect(text).toMatch(/Agence Hélène Côté \S.* 5 quai Saint-Antoine, 69002 Lyon/);
    // This type's notice, in this language, then the agency's own text.
    expect(text).toContain(flat(printText(legalNotice(edlIO, locale))));
    expect(text.indexOf(AGENCY_TEXT)).toBeGreaterThan(
      text.indexOf(flat(printText(legalNotice(edlIO, locale)))),
    );
    if (edlIO === 'Entrant') {
      expect(text).toContain(rights.tenDays);
      expect(text).toContain(rights.heating);
      expect(text).not.toContain(rights.deposit);
    } else {
      expect(text).toContain(rights.deposit);
      expect(text).not.toContain(rights.tenDays);
      expect(text).not.toContain(rights.heating);
    }
    // Place, date and time; each signer's role and name in the document's language.
    expect(text).toContain(e.doneAt);
    // Two signers a row: pdftotext reads both roles, then both names.
    expect(text).toContain(`${e.tenant} ${e.agentRole} Zoé Lefèvre Agence Hélène Côté ${e.onBehalf}`);
    if (locale !== 'fr') {
      expect(text).not.toContain('Propriétaire ou mandataire');
      expect(text).not.toContain('Locataire');
      expect(text).not.toContain('loyer');
    }
  });

  it('prints the initials in the footer of every page', async () => {
    const pdf = await render('Entrant', locale);
    const pages = pdfPages(pdf);
    expect([...pagesWithInitials(pdf)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: pages }, (_, i) => i + 1),
    );
  });
});

describe('the signature block', () => {
  it('never splits over two pages, wherever the text before it ends', async () => {
    // Comments of growing length move the block down the last page, across its end.
    for (let lines = 0; lines <= 60; lines += 6) {
      const comment = Array.from({ length: lines }, (_, i) => `Ligne ${i + 1} du commentaire.`).join('\n');
      const pdf = await render('Entrant', 'fr', comment);
      const pages = Array.from({ length: pdfPages(pdf) }, (_, i) => i + 1);
      const raw = pages.map((page) => rawPageText(pdf, page));
      const at = raw.findIndex((text) => /^\s*Signatures\s*$/m.test(text));
      expect(at, `${lines} lines: the heading`).toBeGreaterThan(-1);
      const page = flat(raw[at] ?? '');
      for (const part of ['Zoé Lefèvre', 'Jérôme Durand', 'Paraphe'])
        expect(page, `${lines} lines: ${part} with the heading`).toContain(part);
    }
  }, 120_000);
});
