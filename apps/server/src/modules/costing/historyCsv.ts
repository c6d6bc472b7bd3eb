/** The costing history as CSV (accounts-costing §7): one row per line of each report of the chain. */
import {
  formatEuroAmount,
  formatMeasure,
  formatVatRate,
  toCsv,
  vatAmount,
  CALIBRATION_ACTION_LABELS,
} from '@constat/domain';
import type { CostingLineView } from './service.ts';

const HEADER = [
  'EDL',
  'Type',
  'Référence logement',
  'Date',
  'Pièce',
  'Élément',
  'Chiffré',
  'Action',
  'Tâche',
  'Mesure',
  'Nature',
  'Vétusté (%)',
  'Coût HT (€)',
  'TVA',
  'Montant TVA (€)',
  "État d'entrée",
  'État de sortie',
];

interface ChainRow {
  id: number;
  edlIO: string;
  housingRef: string | null;
  date: Date | string | number;
}

export function historyCsv(
  chain: readonly ChainRow[],
  costings: ReadonlyMap<number, readonly CostingLineView[]>,
): string {
  const rows = chain.flatMap((report) =>
    (costings.get(report.id) ?? []).map((line) => [
      report.id,
      report.edlIO,
      report.housingRef,
      new Date(report.date).toISOString().slice(0, 10),
      line.module,
      line.name,
      line.enabled ? 'oui' : 'non',
      line.action ? CALIBRATION_ACTION_LABELS[line.action as keyof typeof CALIBRATION_ACTION_LABELS] : null,
      line.task,
      line.measure === null ? null : formatMeasure(line.measure),
      line.nature,
      line.wear,
      line.cost === null ? null : formatEuroAmount(line.cost),
      formatVatRate(line.taxRate),
      line.cost === null ? null : formatEuroAmount(vatAmount(line.cost, line.taxRate)),
      line.beforeDescription,
      line.afterDescription,
    ]),
  );
  return toCsv(HEADER, rows);
}
