/**
 * The end of the flow (route /auto-edl/done, inspection-core §2 autoEdlDone): the report reached the
 * agency; nothing can be changed any more (the server refuses another upload, 409).
 */
import { IonIcon } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import { checkmarkCircle } from './icons.ts';
import { SelfServicePage } from './SelfServicePage.tsx';

function Done() {
  const { t } = useTranslation(SELF_SERVICE_NS);
  return (
    <div className="self-service-done">
      <IonIcon icon={checkmarkCircle} className="self-service-done-icon" aria-hidden="true" />
      <h2>{t('done.heading')}</h2>
      <p>{t('done.text')}</p>
    </div>
  );
}

export default function DonePage() {
  const { t } = useTranslation(SELF_SERVICE_NS);
  return (
    <SelfServicePage route="autoEdlDone" title={t('done.title')}>
      {() => <Done />}
    </SelfServicePage>
  );
}
