/**
 * The totals block (HT, TVA, TTC of the enabled lines). Plain markup drawn like an inset iOS list:
 * it renders on every edit, and Ionic's React wrappers (item, label, note) each re-apply their
 * properties to their element when rendered.
 */
import { formatEuros, type CostingTotals as Totals } from '@constat/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { COSTING_NS } from './i18n/index.ts';

export const CostingTotals = memo(function CostingTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation(COSTING_NS);
  return (
    <dl className="costing-totals">
      <div className="costing-row">
        <dt>{t('totalHt')}</dt>
        <dd className="costing-ht">{formatEuros(totals.ht)}</dd>
      </div>
      <div className="costing-row">
        <dt>{t('totalTva')}</dt>
        <dd className="costing-tva">{formatEuros(totals.tva)}</dd>
      </div>
      <div className="costing-row">
        <dt>
          <strong>{t('totalTtc')}</strong>
        </dt>
        <dd className="costing-ttc">
          <strong>{formatEuros(totals.ttc)}</strong>
        </dd>
      </div>
    </dl>
  );
});
