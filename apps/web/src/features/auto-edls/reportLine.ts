/** A saved report as the agent knows it: '#12 · Entrant · 25/11/2026 · Logement : 21 · 12 rue des Lilas'. */
import type { RemoteReportSummary } from '@constat/domain';
import type { TFunction } from 'i18next';

export function reportLine(
  report: RemoteReportSummary,
  format: Intl.DateTimeFormat,
  t: TFunction<'autoEdls'>,
): string {
  return [
    `#${report.id}`,
    t(`io.${report.edlIO}`),
    format.format(report.date),
    report.housingRef ? t('baseHousing', { ref: report.housingRef }) : null,
    report.address,
  ]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}
