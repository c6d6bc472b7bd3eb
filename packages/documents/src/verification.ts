/**
 * The verification block of a stored report's PDF (docs/ARCHITECTURE.md "A report's journey"): a QR code and
 * the short address it holds, which say whether this document's fingerprint is the one of a report stored on
 * the server. Its labels live here (not in labels.ts) so that this block stays one piece.
 */
import type { Locale } from '@constat/domain';
import type { Content } from 'pdfmake/interfaces';
import type { Context } from './sections.ts';

const VERIFICATION_LABELS: Record<Locale, { title: string; note: string }> = {
  fr: {
    title: 'Vérifier ce document',
    note: 'Scannez le code ou ouvrez l’adresse ci-dessous : elle indique si ce document correspond à un état des lieux enregistré, avec sa date et les initiales des parties.',
  },
  en: {
    title: 'Verify this document',
    note: 'Scan the code or open the address below: it tells whether this document matches a stored inventory report, with its date and the parties’ initials.',
  },
  es: {
    title: 'Verificar este documento',
    note: 'Escanee el código o abra la dirección siguiente: indica si este documento corresponde a un acta de estado registrada, con su fecha y las iniciales de las partes.',
  },
};

/** The QR code and its address, kept together on one page; nothing without an address. */
export function verification(ctx: Context): Content[] {
  const url = ctx.input.verificationUrl;
  if (!url) return [];
  const l = VERIFICATION_LABELS[ctx.input.locale];
  return [
    {
      unbreakable: true,
      margin: [0, 14, 0, 0],
      columns: [
        { qr: url, fit: 96, width: 104 },
        {
          width: '*',
          stack: [
            { text: l.title, style: 'label', margin: [0, 4, 0, 4] },
            { text: l.note, fontSize: 8, color: '#555555', margin: [0, 0, 0, 6] },
            { text: url, link: url, fontSize: 10, color: ctx.color },
          ],
        },
      ],
    },
  ];
}
