/**
 * Exit comparison (route /edl/:localId/recapitulatif-convention, inspection-core §2): the entry report
 * (Entrant) beside the move-out (Sortant), room by room, element by element, then the general
 * comments. It opens with the count of changes since entry; in each room the changed elements come
 * first, marked with their entry and exit photos side by side, and the unchanged ones are folded
 * (docs/ARCHITECTURE.md "Beyond the specification"). 'Passer cette étape' until the entry report is there,
 * 'Suivant' once it is; both lead to the recap. When the comparison cannot be made, a dialog says why (§8)
 * and OK moves on to the recap.
 */
import { useEffect, useMemo, useRef } from 'react';
import { IonButton } from '../../ui/ionic.ts';
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import { useIonAlert } from '../../ui/overlays.ts';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  compareReports,
  comparedElementPhotos,
  reportChanges,
  type ComparedElement,
  type ComparisonSkipReason,
} from '@constat/domain';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { PATHS } from '../../app/routes.ts';
import { useLocalReport } from '../../storage/useLocalReport.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { useNameOf } from '../editor/names.ts';
import { restorePageAccessibility } from '../editor/overlays.ts';
import { ComparedModuleView, type PhotosOf } from './ComparedModule.tsx';
import { useEntryReport } from './useEntryReport.ts';
import './comparison.css';

const REASON_KEYS = {
  'no-entry': 'comparison.reasonNoEntry',
  'local-only': 'comparison.reasonLocalOnly',
  offline: 'comparison.reasonOffline',
  'not-found': 'comparison.reasonNotFound',
  unknown: null,
} as const satisfies Record<ComparisonSkipReason, string | null>;

export default function ComparisonPage() {
  const { t } = useTranslation(CAPTURE_NS);
  const { localId = '' } = useParams();
  const { state } = useLocalReport(Number(localId));
  const go = useGo();
  const exit = state.status === 'ready' ? state.report : null;
  const entry = useEntryReport(exit);
  const nameOf = useNameOf(exit?.locale ?? 'fr');
  const [presentAlert] = useIonAlert();
  // The recap then leads to the signatures (the comparison is done): no recap <-> comparison loop.
  const recapPath = `/edl/${localId}/recapitulatif?convention=vue`;
  const comparison = useMemo(
    () => (exit && entry.status === 'ready' ? compareReports(entry.entry, exit) : null),
    [exit, entry],
  );
  const photosOf = useMemo<PhotosOf>(
    () => (element: ComparedElement) =>
      exit && entry.status === 'ready'
        ? comparedElementPhotos(entry.entry, exit, element)
        : { entrant: [], sortant: [] },
    [exit, entry],
  );
  const changeCount = useMemo(
    () => (exit && entry.status === 'ready' ? reportChanges(entry.entry, exit).length : 0),
    [exit, entry],
  );

  const skipped = entry.status === 'skipped' ? entry.reason : null;
  // Once: the effect runs again when the router or the alert hook hand new functions, and reached
  // from the editor it stacked two dialogs.
  const told = useRef(false);
  useEffect(() => {
    if (!skipped || told.current) return;
    told.current = true;
    const reasonKey = REASON_KEYS[skipped];
    void presentAlert({
      header: t('comparison.skippedTitle'),
      message: t('comparison.skippedPrefix') + (reasonKey ? t(reasonKey) : ''),
      buttons: [{ text: t('comparison.ok'), handler: () => go(recapPath, 'forward') }],
      backdropDismiss: false,
      onDidDismiss: restorePageAccessibility,
    });
  }, [skipped, presentAlert, t, go, recapPath]);

  if (state.status === 'missing') return <Redirect to={PATHS.edlsLocal} />;
  const ready = entry.status === 'ready';
  return (
    <LargeTitlePage
      route="edlRecapConvention"
      title={t('comparison.title')}
      className="comparison-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={`/edl/${localId}`} />}
    >
      {entry.status === 'loading' ? (
        <p className="page-intro comparison-loading" role="status">
          {t('comparison.loading')}
        </p>
      ) : null}
      {comparison ? (
        <>
          <p className="page-intro comparison-summary">
            {changeCount > 0 ? t('comparison.changes', { count: changeCount }) : t('comparison.noChange')}
          </p>
          {comparison.modules.map((module, index) => (
            <ComparedModuleView
              key={`${index}-${module.name}`}
              module={module}
              nameOf={nameOf}
              photosOf={photosOf}
            />
          ))}
          <section className="comparison-module comparison-comment">
            <h2 className="comparison-module-title">{t('comparison.comment')}</h2>
            <div className="comparison-pair">
              <div className="comparison-side side-entrant">
                <p className="comparison-side-label">{t('comparison.entrant')}</p>
                <p>{comparison.comment.entrant.trim() || t('comparison.empty')}</p>
              </div>
              <div className="comparison-side side-sortant">
                <p className="comparison-side-label">{t('comparison.sortant')}</p>
                <p>{comparison.comment.sortant.trim() || t('comparison.empty')}</p>
              </div>
            </div>
          </section>
        </>
      ) : null}
      <div className="comparison-submit">
        <IonButton expand="block" onClick={() => go(recapPath, 'forward')}>
          {ready ? t('comparison.next') : t('comparison.skip')}
        </IonButton>
      </div>
    </LargeTitlePage>
  );
}
