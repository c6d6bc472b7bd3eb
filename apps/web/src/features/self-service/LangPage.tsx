/**
 * The language step (route /auto-edl/lang, inspection-core §2 autoEdlLang): the tenant picks French,
 * English or Spanish; the interface switches at once and the choice is stored with the progress
 * (the report itself will speak it too).
 */
import { IonIcon, IonItem, IonLabel, IonList } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@constat/domain';
import { changeLanguage } from '../../i18n/index.ts';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import { chevronForward } from './icons.ts';
import { SelfServicePage } from './SelfServicePage.tsx';
import type { TenantFlow } from './useTenantFlow.ts';

function LanguageChoice({ flow }: { flow: TenantFlow }) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const choose = (locale: Locale) => {
    void changeLanguage(locale).finally(() => flow.setProgress((state) => ({ ...state, locale })));
  };
  return (
    <>
      <p className="page-intro">{t('lang.intro')}</p>
      <IonList inset className="self-service-languages">
        {LOCALES.map((locale) => (
          <IonItem
            key={locale}
            button
            detail={false}
            lang={locale}
            className={`language-${locale}`}
            onClick={() => choose(locale)}
          >
            <IonLabel>{t(`languages.${locale}`)}</IonLabel>
            <IonIcon slot="end" icon={chevronForward} aria-hidden="true" />
          </IonItem>
        ))}
      </IonList>
    </>
  );
}

export default function LangPage() {
  const { t } = useTranslation(SELF_SERVICE_NS);
  return (
    <SelfServicePage route="autoEdlLang" title={t('lang.title')}>
      {(flow) => <LanguageChoice flow={flow} />}
    </SelfServicePage>
  );
}
