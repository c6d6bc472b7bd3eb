/**
 * The bottom tab bar of the main screens: saved reports, in-progress reports, new report (opens the
 * chooser, never navigates by itself) and my account. Standalone (not inside IonTabs) so whole
 * screens such as login can live in the same outlet without it. A `nav` landmark beside the
 * page's `main`, so screen-reader users can jump to it.
 *
 * Each tab navigates by itself (useGo('tab')). Ionic's tab bar, tapped on the tab already shown,
 * also asks the router to reset that tab's stack: a 'pop' back to the tab's first page in Ionic's
 * history, meant for IonTabs' own stacks. Racing with the tab's own navigation, it sometimes landed
 * on the page before (tapping 'EDLs enregistrés' on the saved list after the costing showed 'EDLs
 * en cours'). The bar gets a navigation context without that reset.
 */
import { IonIcon, IonLabel } from '../../ui/ionic.ts';
import { IonTabBar, IonTabButton } from '../../ui/ionicDeferred.ts';
import { addCircle, cloudDoneOutline, documentTextOutline, personCircleOutline } from '../../ui/icons.ts';
import { NavContext } from '@ionic/react';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../routes.ts';
import { useNewReportChooser } from './NewReportChooser.ts';
import { useGo } from './useGo.ts';

export function MainTabBar() {
  const { t } = useTranslation();
  const go = useGo();
  const chooseNewReport = useNewReportChooser();
  const navigation = useContext(NavContext);
  const withoutTabReset = useMemo(() => ({ ...navigation, resetTab: () => {} }), [navigation]);
  return (
    <nav className="main-nav" aria-label={t('tabs.navigation')}>
      <NavContext.Provider value={withoutTabReset}>
        <IonTabBar slot="bottom" className="main-tab-bar">
          <IonTabButton tab="saved" href={PATHS.edlsRemote} onClick={() => go(PATHS.edlsRemote, 'tab')}>
            <IonIcon aria-hidden="true" icon={cloudDoneOutline} />
            <IonLabel>{t('tabs.saved')}</IonLabel>
          </IonTabButton>
          <IonTabButton tab="in-progress" href={PATHS.edlsLocal} onClick={() => go(PATHS.edlsLocal, 'tab')}>
            <IonIcon aria-hidden="true" icon={documentTextOutline} />
            <IonLabel>{t('tabs.inProgress')}</IonLabel>
          </IonTabButton>
          <IonTabButton tab="new-report" className="new-report-tab" onClick={chooseNewReport}>
            <IonIcon aria-hidden="true" icon={addCircle} />
            <IonLabel>{t('tabs.newReport')}</IonLabel>
          </IonTabButton>
          <IonTabButton tab="account" href={PATHS.account} onClick={() => go(PATHS.account, 'tab')}>
            <IonIcon aria-hidden="true" icon={personCircleOutline} />
            <IonLabel>{t('tabs.account')}</IonLabel>
          </IonTabButton>
        </IonTabBar>
      </NavContext.Provider>
    </nav>
  );
}
