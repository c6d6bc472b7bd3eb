/**
 * The HTML view of a report or exit agreement (GET /api/edl/{id}.html): the same items as the PDF,
 * photos and signatures linked by their saved-report URLs. Every value is escaped.
 */
import { legalNotice, RENTER_KEYS, translateCatalogue } from '@constat/domain';
import type { DocumentInput } from './input.ts';
import { agreementSealText } from './agreementSeal.ts';
import { LABELS } from './labels.ts';
import { SIGNATURE_LABELS } from './signatureLabels.ts';
import { AGREEMENT_CSS, agreementHtml } from './conventionHtml.ts';
import {
  ENERGY_MODULE,
  KEYS_MODULE,
  formatDate,
  isBlank,
  joinNonBlank,
  keyCountText,
  photoTakenText,
  rateLines,
  roomModules,
} from './format.ts';
import { remarkPlace } from './remarks.ts';
import { escapeHtml } from './htmlEscape.ts';
import { htmlChanges } from './htmlChanges.ts';

export { escapeHtml };

const row = (label: string, value: string | null | undefined) =>
  isBlank(value)
    ? ''
    : `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value ?? '')}</td></tr>`;

export function renderHtml(input: DocumentInput): string {
  const { report, locale } = input;
  const l = LABELS[locale];
  const t = (name: string) => escapeHtml(translateCatalogue(name, locale));
  const color = /^#[0-9a-f]{6}$/i.test(input.branding?.mainColor ?? '')
    ? (input.branding?.mainColor ?? '#1f4e79')
    : '#1f4e79';
  const title =
    input.kind === 'convention'
      ? l.conventionTitle
      : `${l.reportTitle} ${report.edlIO === 'Entrant' ? l.entry : l.exit}`;
  const bien = report.bien;
  // An agreement revised after signing, or a signed revision (docs/ARCHITECTURE.md "Beyond the
  // specification").
  const seal = agreementSealText(input);
  const renters = RENTER_KEYS.slice(0, report.nbRenters).map((key) => report[key]);
  const elements = (name: string) => {
    const module = report.edl.find((m) => m.name === name);
    return (module?.entry ?? [])
      .map(
        (e) =>
          `<tr><th scope="row">${t(e.name)}</th><td>${escapeHtml(
            module && name === KEYS_MODULE
              ? keyCountText(module, e, locale)
              : rateLines(e.rate, locale)
                  .map((x) => `${x.field} : ${x.value}`)
                  .join(' · '),
          )}</td></tr>`,
      )
      .join('');
  };
  const rooms = roomModules(report.edl)
    .map((module) => {
      const lines = module.entry
        .filter((e) => e.name !== 'Photos')
        .flatMap((e) => [
          { name: e.name, rate: e.rate },
          ...(e.content ?? []).map((s) => ({ name: `${e.name} › ${s.name}`, rate: s.rate })),
        ])
        .map(
          (e) =>
            `<tr><th scope="row">${t(e.name)}</th><td>${escapeHtml(
              rateLines(e.rate, locale)
                .map((x) => `${x.field} : ${x.value}`)
                .join(' · '),
            )}</td></tr>`,
        )
        .join('');
      const photos = module.entry
        .flatMap((e) => [e.rate, ...(e.content ?? []).map((s) => s.rate)])
        .flatMap((rate) => rate?.photo ?? [])
        .filter((p) => p.sha256)
        .map((p) => {
          const taken = photoTakenText(p, locale);
          const img = `<img src="${escapeHtml(input.id ? `/api/edl/${input.id}/photos/${p.sha256 ?? ''}` : '')}" alt="${escapeHtml(module.name)}" width="200">`;
          return taken ? `<figure>${img}<figcaption>${escapeHtml(taken)}</figcaption></figure>` : img;
        })
        .join('');
      return `<section><h3>${t(module.name)}</h3><table>${lines}</table>${photos ? `<div class="photos">${photos}</div>` : ''}</section>`;
    })
    .join('');
  const remarks = input.tenantRemarks ?? [];
  const remarksSection =
    remarks.length === 0
      ? ''
      : `<h2>${escapeHtml(l.tenantRemarks)}</h2><p>${escapeHtml(l.tenantRemarksNote)}</p><table><tr><th scope="col">${escapeHtml(l.receivedOn)}</th><th scope="col">${escapeHtml(l.remarkPlace)}</th><th scope="col">${escapeHtml(l.remark)}</th></tr>${remarks
          .map(
            (remark) =>
              `<tr><td>${escapeHtml(formatDate(remark.receivedAt, locale))}</td><td>${escapeHtml(remarkPlace(remark.place, locale))}</td><td>${escapeHtml(remark.text)}</td></tr>`,
          )
          .join('')}</table>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:auto;padding:1rem;color:#222}h1,h2,h3{color:${color}}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;text-align:left;padding:4px;vertical-align:top}th{width:35%}.photos img{margin:4px}.changes td.change-to{color:#b71c1c}.change-photos img{margin:2px}.photos figure{display:inline-block;margin:4px}.photos figcaption{font-size:.8em;color:#555}${input.kind === 'convention' ? AGREEMENT_CSS : ''}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${seal && 'notice' in seal ? `<p><strong>${escapeHtml(seal.notice)}</strong></p>` : ''}<p>${escapeHtml(l.decree)}</p>
${htmlChanges(input)}
<h2>${escapeHtml(l.dwelling)}</h2><table>${row(l.date, formatDate(report.date, locale))}${row(l.address, joinNonBlank([bien.addr, bien.codePostal, bien.ville], ' '))}${row(l.location, joinNonBlank([bien.etage && `${l.floor} ${bien.etage}`, bien.numAppart && `${l.apartment} ${bien.numAppart}`], ', '))}${report.edlIO === 'Sortant' ? row(l.entryReportDate, formatDate(report.entryDate, locale)) : ''}</table>
<h2>${escapeHtml(l.parties)}</h2><table>${row(l.landlord, report.owner.proprietaireNom)}${row(l.landlordAddress, report.owner.proprietaireAdresse)}${row(l.agent, bien.mandataire)}${row(SIGNATURE_LABELS[input.locale].agentAddress, input.branding?.agentAddress)}${renters.map((r, i) => row(`${l.tenant} ${i + 1}`, r?.name) + (report.edlIO === 'Sortant' ? row(l.newAddress, joinNonBlank([r?.sortantAddr, r?.sortantCodePostal, r?.sortantVille], ' ')) : '')).join('')}</table>
<h2>${escapeHtml(l.meters)}</h2><table>${elements(ENERGY_MODULE)}</table>
<h2>${escapeHtml(l.keys)}</h2><table>${elements(KEYS_MODULE)}</table>
<h2>${escapeHtml(l.rooms)}</h2>${rooms}
${remarksSection}
${input.kind === 'convention' && input.showCosts ? agreementHtml(input) : ''}
${isBlank(report.comment) ? '' : `<h2>${escapeHtml(l.comment)}</h2><p>${escapeHtml(report.comment ?? '')}</p>`}
<h2>${escapeHtml(l.legal)}</h2><p>${escapeHtml(legalNotice(report.edlIO, input.locale))}</p>${isBlank(input.legalText) ? '' : `<p>${escapeHtml(input.legalText ?? '')}</p>`}
${isBlank(report.fingerprint) || (seal && 'heading' in seal) ? '' : `<p><strong>${escapeHtml(l.fingerprint)}</strong> ${escapeHtml(report.fingerprint ?? '')}</p>`}
${seal && 'heading' in seal ? `<h2>${escapeHtml(seal.heading)}</h2><p><strong>${escapeHtml(seal.label)}</strong> ${escapeHtml(seal.fingerprint)}</p>` : ''}
</main></body></html>`;
}
