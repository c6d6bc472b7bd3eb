/**
 * Reports per month under the statistics totals (both screens): one horizontal bar per month,
 * Entrant and Sortant stacked, from the first to the last month with reports (at most the 24 most
 * recent, see `monthlyBars`). Rows rather than columns so that two years of month names fit a phone
 * without turning them sideways. The bars are drawn for the eye only; screen readers get the same
 * figures as a table.
 */
import { monthlyBars, type MonthlyStatsItem } from '@constat/domain';
import { useTranslation } from 'react-i18next';
import { STATS_NS } from './i18n/index.ts';
import { dateFormat } from '../../ui/dateFormats.ts';

/** `month` (yyyy-MM) in the UI language, e.g. "nov. 2026" (short) or "novembre 2026" (long). */
function monthName(month: string, language: string, style: 'short' | 'long'): string {
  return dateFormat(language, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

export function MonthlyBars({ months }: { months: readonly MonthlyStatsItem[] }) {
  const { t, i18n } = useTranslation(STATS_NS);
  const { bars, cutMonths } = monthlyBars(months);
  if (bars.length === 0) return null;
  const largest = Math.max(...bars.map((bar) => bar.total));
  const width = (count: number) => `${(count / largest) * 100}%`;
  const caption = cutMonths > 0 ? t('lastMonths', { count: bars.length }) : null;
  return (
    <section className="stats-months" aria-labelledby="stats-months-title">
      <h2 id="stats-months-title" className="stats-months-title">
        {t('byMonth')}
      </h2>
      {caption ? <p className="stats-months-caption">{caption}</p> : null}
      <ul className="stats-months-legend" aria-hidden="true">
        <li>
          <span className="stats-swatch stats-swatch-entrants" />
          {t('entrants')}
        </li>
        <li>
          <span className="stats-swatch stats-swatch-sortants" />
          {t('sortants')}
        </li>
      </ul>
      <div className="stats-months-bars" aria-hidden="true">
        {bars.map((bar) => (
          <div
            key={bar.month}
            className="stats-month"
            data-month={bar.month}
            data-entrants={bar.totalEntrants}
            data-sortants={bar.totalSortants}
          >
            <span className="stats-month-label">{monthName(bar.month, i18n.language, 'short')}</span>
            <span className="stats-month-track">
              <span className="stats-month-entrants" style={{ width: width(bar.totalEntrants) }} />
              <span className="stats-month-sortants" style={{ width: width(bar.totalSortants) }} />
            </span>
            <span className="stats-month-total">{bar.total}</span>
          </div>
        ))}
      </div>
      <table className="stats-visually-hidden">
        <caption>{caption ? `${t('byMonth')} (${caption})` : t('byMonth')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('month')}</th>
            <th scope="col">{t('entrants')}</th>
            <th scope="col">{t('sortants')}</th>
            <th scope="col">{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.month}>
              <th scope="row">{monthName(bar.month, i18n.language, 'long')}</th>
              <td>{bar.totalEntrants}</td>
              <td>{bar.totalSortants}</td>
              <td>{bar.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
