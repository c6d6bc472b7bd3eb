/**
 * The totals block (HT, TVA, TTC of the tenant's shares of the enabled lines), then the move-out's
 * deposit and the balance: returned to the tenant, or still owed when the charges exceed the
 * deposit; none when the deposit was not given. Plain markup drawn like an inset iOS list: it
 * renders on every edit, and Ionic's React wrappers (item, label, note) each re-apply their
 * properties to their element when rendered.
 */
import { conventionBalance, formatEuros, type CostingTotals as Totals } from '@constat/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { COSTING_NS } from './i18n/index.ts';

export const CostingTotals = memo(function CostingTotals({
  totals,
  deposit,
}: {
  totals: Totals;
  deposit: number | null;
}) {
  const { t } = useTranslation(COSTING_NS);
  const balance = conventionBalance(totals.ttc, deposit);
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
      <div className="costing-row">
        <dt>{t('deposit')}</dt>
        <dd className="costing-deposit">
          {balance.deposit === null ? t('depositNotGiven') : formatEuros(balance.deposit)}
        </dd>
      </div>
      {balance.kind === 'depositUnknown' ? (
        <div className="costing-row costing-balance-none">
          <dt>{t('noBalance')}</dt>
        </div>
      ) : (
        <div className={`costing-row costing-balance costing-balance-${balance.kind}`}>
          <dt>
            <strong>{t(balance.kind === 'toReturn' ? 'toReturn' : 'owed')}</strong>
          </dt>
          <dd className="costing-balance-amount">
            <strong>{formatEuros(balance.amount)}</strong>
          </dd>
        </div>
      )}
    </dl>
  );
});
