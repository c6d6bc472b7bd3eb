/**
 * What the costing is against what was signed (docs/ARCHITECTURE.md "Beyond the specification"): once an edit
 * makes it charge something else, 'Chiffrage modifié depuis la signature' with the signed and current totals,
 * and (for the agency, not the public link) 'Faire signer la révision'; and the signings kept so far
 * (signed on … by …).
 */
import { formatEuros, type AgreementState } from '@constat/domain';
import { IonButton } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../ui/dateFormats.ts';
import type { AgreementView } from './agreementApi.ts';
import { COSTING_NS } from './i18n/index.ts';

const DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;

export function AgreementPanel({
  view,
  state,
  canSign,
  onSign,
}: {
  view: AgreementView;
  state: AgreementState;
  /** The agency's screen: the public link's visitor does not hold the parties' pads. */
  canSign: boolean;
  onSign: () => void;
}) {
  const { t, i18n } = useTranslation(COSTING_NS);
  const day = (at: number) => dateFormat(i18n.language, DAY).format(at);
  return (
    <section className="agreement-panel" aria-label={t('agreementTitle')}>
      {state.kind === 'revised' ? (
        <div className="agreement-revised" role="status">
          <h2>{t('revisedTitle')}</h2>
          <dl className="agreement-totals">
            <div>
              <dt>{t('signedTotal', { date: day(state.signing.signedAt) })}</dt>
              <dd className="agreement-signed-ttc">{formatEuros(state.signedTotals.ttc)}</dd>
            </div>
            <div>
              <dt>{t('currentTotal')}</dt>
              <dd className="agreement-current-ttc">{formatEuros(state.currentTotals.ttc)}</dd>
            </div>
          </dl>
          <p>{t(canSign ? 'revisedHint' : 'revisedHintPublic')}</p>
          {canSign ? (
            <IonButton expand="block" className="agreement-sign" onClick={onSign}>
              {t('signRevision')}
            </IonButton>
          ) : null}
        </div>
      ) : null}
      {state.kind === 'signed' ? (
        <p className="agreement-signed" role="status">
          {state.signing.revision === 0
            ? t('signedAsReport', { date: day(state.signing.signedAt) })
            : t('signedRevision', { revision: state.signing.revision, date: day(state.signing.signedAt) })}
        </p>
      ) : null}
      {view.history.length > 1 ? (
        <ul className="agreement-history" aria-label={t('historyTitle')}>
          {view.history.map((signing) => (
            <li key={signing.revision}>
              {t(signing.revision === 0 ? 'historyReport' : 'historyRevision', {
                revision: signing.revision,
                date: day(signing.signedAt),
                signers: signing.signers
                  // The report's initials pad is no party: the parties are named once.
                  .filter((signer) => signer.key !== 'paraphes')
                  .map((signer) => signer.label)
                  .join(', '),
                total: formatEuros(signing.totals.ttc),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
