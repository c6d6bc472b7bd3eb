/**
 * Recap (route /edl/:localId/recapitulatif, inspection-core §2 'Recap'): the whole report read-only,
 * room by room, with photos grouped by element and the general comment; the current room stays in
 * a bar under the toolbar; the report's language can be changed; 'Signer et clôturer cet EDL' leads
 * to the signatures, or to the exit comparison when the report has a convention. A signed report
 * shows the same recap without the button.
 */
import { useMemo } from 'react';
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { IonButton, IonToolbar } from '../../ui/ionic.ts';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { missingDecreeItems, submitDestination } from '@constat/domain';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { useLocalReport } from '../../storage/useLocalReport.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { EDITOR_NS } from '../editor/i18n/index.ts';
import { useNameOf } from '../editor/names.ts';
import { useLocaleChooser } from '../editor/useLocaleChooser.ts';
import { MissingItems } from './MissingItems.tsx';
import { RecapModule } from './RecapModule.tsx';
import { useCurrentModule } from './useCurrentModule.ts';
import './recap.css';
import { Redirect } from '../../app/layout/Redirect.tsx';

export default function RecapPage() {
  const { t } = useTranslation(CAPTURE_NS);
  const { t: te } = useTranslation(EDITOR_NS);
  const { localId = '' } = useParams();
  const { search } = useLocation();
  const { state, update } = useLocalReport(Number(localId));
  const go = useGo();
  const report = state.status === 'ready' ? state.report : null;
  const nameOf = useNameOf(report?.locale ?? 'fr');
  const chooseLocale = useLocaleChooser(update);
  const { moduleId, onScroll } = useCurrentModule();
  const current = useMemo(() => report?.edl.find((m) => m.id === moduleId) ?? null, [report, moduleId]);
  const missing = useMemo(() => (report ? missingDecreeItems(report) : []), [report]);
  if (state.status === 'missing') return <Redirect to={PATHS.edlsLocal} />;

  // A report with a convention shows the exit comparison first, unless the agent comes from it.
  const comparisonSeen = new URLSearchParams(search).get('convention') === 'vue';
  const next =
    report && submitDestination(report) === 'recapConvention' && !comparisonSeen
      ? 'recapitulatif-convention'
      : 'signature';
  return (
    <LargeTitlePage
      route="edlRecap"
      title={t('recap.title')}
      className="recap-page"
      onScroll={onScroll}
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={`/edl/${localId}`} />}
      end={
        report ? (
          <button
            type="button"
            onClick={chooseLocale}
            className="recap-language"
            aria-label={te('toolbar.language', {
              code: report.locale.toUpperCase(),
              language: te(`languages.${report.locale}`),
            })}
          >
            {report.locale.toUpperCase()}
          </button>
        ) : null
      }
      subheader={
        current ? (
          <IonToolbar className="recap-current-module" color="light">
            <p aria-live="polite">{nameOf(current.name)}</p>
          </IonToolbar>
        ) : null
      }
    >
      {report ? (
        <>
          <p className="page-intro recap-intro">{t('recap.intro')}</p>
          {report.edl.map((module) => (
            <RecapModule key={module.id} report={report} module={module} nameOf={nameOf} />
          ))}
          <section className="recap-module recap-comment">
            <h2 className="recap-module-title">{t('recap.comment')}</h2>
            <p>{report.comment?.trim() ? report.comment : t('recap.noComment')}</p>
          </section>
          {report.open ? (
            <MissingItems missing={missing} onComplete={() => go(`/modifier-edl/${localId}`)} />
          ) : null}
          <div className="recap-submit">
            {report.open ? (
              <IonButton
                expand="block"
                className="recap-sign"
                disabled={missing.some((item) => item.blocking)}
                onClick={() => go(`/edl/${localId}/${next}`)}
              >
                {te('submit')}
              </IonButton>
            ) : (
              <p className="recap-signed">{t('recap.signed')}</p>
            )}
          </div>
        </>
      ) : null}
    </LargeTitlePage>
  );
}
