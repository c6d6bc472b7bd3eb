/**
 * The signature block of a report (docs/ARCHITECTURE.md "Beyond the specification"): 'Fait à {ville}, le
 * {date} à {heure}', then each signer's role and name in the document's language above their signature. The
 * landlord's pad is signed by the agent when the report names one (the agent holds the device), so it reads
 * 'Mandataire du bailleur', the agency, 'pour le compte de' the landlord. The block never splits
 * over two pages, and the initials are repeated in every page's footer (initialsFooter).
 */
import type { LocalReport, Locale, SignerKey } from '@constat/domain';
import { INTL_LOCALES, RENTER_KEYS, reportSigners } from '@constat/domain';
import type { Content } from 'pdfmake/interfaces';
import { LABELS } from './labels.ts';
import { SIGNATURE_LABELS } from './signatureLabels.ts';
import { formatDate, isBlank } from './format.ts';
import { heading, type Context } from './sections.ts';

interface SignerText {
  role: string;
  name: string;
  /** A second line under the name: whom the agent signs for. */
  detail?: string;
}

function timeOf(value: number, locale: Locale): string {
  return new Date(value).toLocaleTimeString(INTL_LOCALES[locale], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  });
}

/** 'Fait à Lyon, le 3 mars 2026 à 14:05': the report's date is set when its signatures are validated. */
export function doneAtText(report: Pick<LocalReport, 'bien' | 'date'>, locale: Locale): string {
  const city = report.bien.ville?.trim() ?? '';
  return SIGNATURE_LABELS[locale].doneAt(city, formatDate(report.date, locale), timeOf(report.date, locale));
}

/** A signer's role and name in the document's language; tenants numbered from the second, as on the pads. */
export function signerText(report: LocalReport, key: string, locale: Locale): SignerText {
  const l = SIGNATURE_LABELS[locale];
  if (key === 'garant') return { role: l.garant, name: report.garant?.name ?? '' };
  if (key === 'paraphes') return { role: l.initials, name: '' };
  if (key === 'owner') {
    const landlord = report.owner.proprietaireNom ?? '';
    const agent = report.bien.mandataire;
    if (isBlank(agent)) return { role: l.landlord, name: landlord };
    return {
      role: l.agentForLandlord,
      name: agent ?? '',
      detail: isBlank(landlord) ? '' : l.onBehalfOf(landlord),
    };
  }
  const renter = RENTER_KEYS.find((candidate) => candidate === key);
  if (!renter) return { role: key, name: '' };
  const number = RENTER_KEYS.indexOf(renter) + 1;
  return { role: number === 1 ? l.renter : `${l.renter} ${number}`, name: report[renter]?.name ?? '' };
}

/** Registers a signature image for pdfmake; its key, or null when the report has none. */
function signatureImage(ctx: Context, key: SignerKey): string | null {
  const signature = ctx.input.report.signatures?.[key];
  const bytes = signature?.sha256 ? ctx.input.images(signature.sha256) : undefined;
  if (!signature?.sha256 || !bytes) return null;
  const imageKey = `s${signature.sha256}`;
  ctx.images[imageKey] ??= ctx.imageSource(imageKey, bytes, signature.sha256);
  return imageKey;
}

export function signatures(ctx: Context): Content[] {
  const { report, locale } = ctx.input;
  const l = LABELS[locale];
  const cells: Content[] = reportSigners(report).map(({ key }) => {
    const text = signerText(report, key, locale);
    const image = signatureImage(ctx, key);
    return {
      stack: [
        { text: text.role, style: 'label' },
        { text: text.name },
        ...(isBlank(text.detail) ? [] : [{ text: text.detail ?? '', fontSize: 8, color: '#555555' }]),
        image ? { image, fit: [150, 70] } : { text: l.notSigned, italics: true, margin: [0, 20, 0, 20] },
      ],
      margin: [0, 0, 0, 10],
    } satisfies Content;
  });
  const rows: Content[] = [];
  for (let i = 0; i < cells.length; i += 2)
    rows.push({ columns: [cells[i] ?? { text: '' }, cells[i + 1] ?? { text: '' }], columnGap: 20 });
  return [
    {
      stack: [
        heading(l.signatures, ctx),
        { text: doneAtText(report, locale), margin: [0, 0, 0, 8] },
        ...rows,
      ],
      unbreakable: true,
    },
  ];
}

/** The initials' image in every page's footer, once registered; null when the report has none. */
export function initialsFooter(ctx: Context): string | null {
  return signatureImage(ctx, 'paraphes');
}
