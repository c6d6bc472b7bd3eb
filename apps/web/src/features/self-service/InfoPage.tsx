/**
 * The tenant's info step (route /auto-edl/info, inspection-core §2 autoEdlInfo, §5): the dwelling as
 * the invitation gives it, then the tenants, garant and extra e-mails; only the renter's name is
 * required (an invalid submit shows the red disabled button for 3 s). Submitting stores the tenant's
 * local report and starts the inspection at its first element.
 */
import { useState } from 'react';
import { IonButton, IonItem, IonLabel, IonList, IonSpinner } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { selfServiceSteps, validateReportInfo, type LocalReport, type ReportInfo } from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { DeviceStorageError, storageErrorReport } from '../../storage/storageErrors.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { errorTexts } from '../info-form/formModel.ts';
import { PeopleSection } from '../info-form/PeopleSection.tsx';
import { useSubmitState } from '../info-form/useSubmitState.ts';
import { SELF_SERVICE_NS } from './i18n/index.ts';
import { storeTenantReport, usePreparedReport } from './prepareReport.ts';
import { writeBase } from './progress.ts';
import { BackStep, SelfServicePage } from './SelfServicePage.tsx';
import type { TenantFlow } from './useTenantFlow.ts';
import '../info-form/infoForm.css';

const OPTIONS = { edlIO: 'Entrant', selfService: true } as const;

function TenantInfo({ flow }: { flow: TenantFlow }) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const { t: tc } = useTranslation(CAPTURE_NS);
  const prepared = usePreparedReport(flow.mine, flow.progress.locale ?? 'fr');
  const [edited, setEdited] = useState<LocalReport | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [submitState, setSubmitState] = useSubmitState();

  if (prepared.status === 'loading')
    return (
      <p className="self-service-status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> {t('info.preparing')}
      </p>
    );
  if (prepared.status === 'failed')
    return (
      <div className="self-service-status" role="alert">
        <p>{navigator.onLine ? t('info.noRecord') : t('info.offline')}</p>
        <IonButton onClick={prepared.retry}>{t('info.retry')}</IonButton>
      </div>
    );

  const draft = edited ?? prepared.draft;
  const errors = validateReportInfo(draft, OPTIONS);
  const { bien } = draft;

  async function submit() {
    if (prepared.status !== 'ready') return;
    if (Object.keys(errors).length > 0) {
      setRevealed(true);
      setSubmitState('invalid');
      return;
    }
    setSubmitState('busy');
    try {
      const stored = await storeTenantReport(flow.owner, draft, prepared);
      writeBase(flow.userId, stored.edl);
      const first = selfServiceSteps(stored.edl)[0] ?? null;
      flow.setProgress((state) => ({
        ...state,
        id: stored.localId,
        current: first,
        comment: first === null,
      }));
    } catch (error) {
      setSubmitState('idle');
      reportError(error instanceof DeviceStorageError ? storageErrorReport(error) : error);
    }
  }

  const label =
    submitState === 'invalid'
      ? tc('form.requiredFieldsButton')
      : submitState === 'busy'
        ? t('loading')
        : t('info.start');
  return (
    <>
      <p className="page-intro">{t('info.intro')}</p>
      {prepared.missingPhotos > 0 ? (
        <IonItem lines="none" color="warning" className="missing-photos">
          <IonLabel className="ion-text-wrap" role="alert">
            {t('info.missingPhotos', { count: prepared.missingPhotos })}
          </IonLabel>
        </IonItem>
      ) : null}
      <IonList inset className="info-section self-service-property">
        <IonItem lines="none">
          <IonLabel className="ion-text-wrap">
            <h2>{[bien.genre, bien.typeLogement].filter(Boolean).join(' · ')}</h2>
            <p>
              {t('info.property', {
                address: [bien.addr, bien.codePostal, bien.ville].filter(Boolean).join(' '),
                floor: bien.etage ?? '',
                flat: bien.numAppart ?? '',
              })}
            </p>
          </IonLabel>
        </IonItem>
      </IonList>
      <form className="info-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <PeopleSection
          info={draft}
          edlIO="Entrant"
          onChange={(change: (info: ReportInfo) => ReportInfo) =>
            setEdited((current) => change(current ?? prepared.draft) as LocalReport)
          }
          errorOf={errorTexts(revealed ? errors : null, tc)}
        />
      </form>
      <div className="info-submit">
        <IonButton
          expand="block"
          color={submitState === 'invalid' ? 'danger' : 'primary'}
          disabled={submitState !== 'idle'}
          onClick={() => void submit()}
          className="info-submit-button"
        >
          {submitState === 'busy' ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          {label}
        </IonButton>
      </div>
    </>
  );
}

export default function InfoPage() {
  const { t } = useTranslation(SELF_SERVICE_NS);
  return (
    <SelfServicePage
      route="autoEdlInfo"
      title={t('info.title')}
      start={<BackStep label={t('lang.title')} change={(state) => ({ ...state, locale: null })} />}
    >
      {(flow) => <TenantInfo flow={flow} />}
    </SelfServicePage>
  );
}
