/**
 * The public page of a PDF's QR code (docs/ARCHITECTURE.md "A report's journey";
 * /verifier/:edlId/:fingerprint, no login, no tab bar): 'État des lieux authentique' with the report's kind,
 * number, date and parties' initials when the fingerprint is the one of a stored report, the negative
 * otherwise.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { VERIFICATION_NS } from './i18n/index.ts';
import type { Verified } from './api.ts';
import { useVerification } from './useVerification.ts';
import './verification.css';
import { INTL_LOCALES, toLocale } from '@constat/domain';

function Authentic({ report }: { report: Verified }) {
  const { t, i18n } = useTranslation(VERIFICATION_NS);
  const date = new Date(report.date).toLocaleString(INTL_LOCALES[toLocale(i18n.language)], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  return (
    <section className="verification-answer authentic" role="status">
      <h2>{t('authentic')}</h2>
      <p>{t('authenticNote')}</p>
      <dl className="verification-facts">
        <dt>{t(report.edlIO === 'Entrant' ? 'entry' : 'exit')}</dt>
        <dd>{t('number', { id: report.edlId })}</dd>
        <dt>{t('date')}</dt>
        <dd>{date}</dd>
        <dt>{t('renters')}</dt>
        <dd>{report.renters.join(', ') || '–'}</dd>
        <dt>{t('owner')}</dt>
        <dd>{report.owner ?? '–'}</dd>
      </dl>
      <p className="verification-small">{t('initialsOnly')}</p>
    </section>
  );
}

export default function VerificationPage() {
  const { t } = useTranslation(VERIFICATION_NS);
  const { t: tt } = useTranslation();
  const { edlId = '', fingerprint = '' } = useParams();
  const answer = useVerification(edlId, fingerprint);
  return (
    <LargeTitlePage route="verification" title={tt('titles.verification')}>
      {answer === null ? <p className="verification-small">{t('loading')}</p> : null}
      {answer === 'failed' ? (
        <p className="verification-answer not-authentic" role="alert">
          {t('failed')}
        </p>
      ) : null}
      {answer === 'unknown' ? (
        <section className="verification-answer not-authentic" role="alert">
          <h2>{t('notAuthentic')}</h2>
          <p>{t('notAuthenticNote')}</p>
        </section>
      ) : null}
      {answer !== null && typeof answer === 'object' ? <Authentic report={answer} /> : null}
    </LargeTitlePage>
  );
}
