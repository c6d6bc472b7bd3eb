/**
 * newAutoEdl (accounts-costing §2, §5, §8): the tenant's e-mail, floor/door and flat number (marked
 * required, each checked when left), the profile the result is filed under, and the saved report to
 * start from, chosen in a picker popup. It is sent only when an e-mail and a report are both set and
 * the fields are valid; otherwise the spec's dialog ('Erreur', 'Veuillez corriger les informations
 * renseignées !'). Every rule is the domain's (checkNewAutoEdl, newAutoEdlFieldError).
 */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import {
  canManageSelfService,
  checkNewAutoEdl,
  type FieldErrors,
  INTL_LOCALES,
  INVALID_FORM_MESSAGE,
  INVALID_FORM_TITLE,
  newAutoEdlFieldError,
  type RemoteReportSummary,
  toLocale,
} from '@constat/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/errors/errorBus.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { ApiError } from '../../api/errors.ts';
import {
  IonButton,
  IonItem,
  IonLabel,
  IonList,
  IonNote,
  IonSelect,
  IonSelectOption,
} from '../../ui/ionic.ts';
import { useIonAlert } from '../../ui/overlays.ts';
import { createAutoEdl } from './api.ts';
import { AUTO_EDLS_NS } from './i18n/index.ts';
import { ReportPicker } from './ReportPicker.tsx';
import { reportLine } from './reportLine.ts';
import { RequiredInput } from './RequiredInput.tsx';
import './autoEdls.css';

const LIST = `${PATHS.account}/auto-edls`;
type Field = 'email' | 'etage' | 'numAppart';

/** Field messages the server sent back (`detail` of a 400), when it sent a map of them. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || typeof error.detail !== 'object' || error.detail === null) return {};
  return Object.fromEntries(
    Object.entries(error.detail).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export default function NewAutoEdlPage() {
  const { t, i18n } = useTranslation(AUTO_EDLS_NS);
  const { user, profile } = useSession();
  const online = useOnline();
  const go = useGo();
  const [fields, setFields] = useState<Record<Field, string>>({ email: '', etage: '', numAppart: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [profileId, setProfileId] = useState<number | null>(profile?.id ?? null);
  const [report, setReport] = useState<RemoteReportSummary | null>(null);
  const [picking, setPicking] = useState(false);
  const [sending, setSending] = useState(false);
  const [presentAlert] = useIonAlert();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(INTL_LOCALES[toLocale(i18n.language)], { dateStyle: 'short' }),
    [i18n.language],
  );
  if (user !== null && !canManageSelfService(user)) return <Redirect to={PATHS.account} />;
  const profiles = user?.profiles ?? [];
  const chosenProfile = profileId ?? profiles[0]?.id ?? null;

  const form = { email: fields.email, preData: { etage: fields.etage, numAppart: fields.numAppart } };
  const checkField = (field: Field) =>
    setErrors((now) => {
      const { [field]: _left, ...rest } = now;
      const found = newAutoEdlFieldError(form, field);
      return found ? { ...rest, [field]: found } : rest;
    });
  // Its own alert, not the central error dialog: that one drops an identical error within 2 s
  // (inspection-core §8), and a second tap on "Envoyer" after fixing a field must be answered.
  const invalid = (found: FieldErrors) => {
    setErrors(found);
    void presentAlert({ header: INVALID_FORM_TITLE, message: INVALID_FORM_MESSAGE, buttons: ['OK'] });
  };
  const submit = () => {
    const duplicateFromId = report?.id ?? null;
    const { ok, errors: found } = checkNewAutoEdl({ ...form, duplicateFromId });
    if (!ok || duplicateFromId === null || chosenProfile === null) return invalid(found);
    setSending(true);
    createAutoEdl({
      duplicateFromId,
      email: fields.email.trim(),
      preData: form.preData,
      profileId: chosenProfile,
    })
      .then(
        () => go(LIST, 'back'),
        (error: unknown) => {
          const server = serverFieldErrors(error);
          if (Object.keys(server).length > 0) invalid(server);
          else reportError({ message: t('errors.create'), cause: error });
        },
      )
      .finally(() => setSending(false));
  };
  const input = (field: Field, type: 'text' | 'email' = 'text') => (
    <RequiredInput
      name={field}
      type={type}
      label={t(`form.${field}`)}
      requiredMark={t('form.required')}
      value={fields[field]}
      error={errors[field] ?? null}
      disabled={!online}
      onChange={(value) => setFields((now) => ({ ...now, [field]: value }))}
      onBlur={() => checkField(field)}
    />
  );

  return (
    <LargeTitlePage
      route="newAutoEdl"
      title={t('titles.newAutoEdl', { ns: 'translation' })}
      className="auto-edls-page new-auto-edl-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={LIST} />}
    >
      {!online ? (
        <p className="auto-edls-message auto-edls-offline" role="alert">
          {t('errors.offline', { ns: 'translation' })}
        </p>
      ) : null}
      <p className="auto-edls-hint">{t('form.hint')}</p>
      <IonList inset className="new-auto-edl-form">
        {input('email', 'email')}
        {input('etage')}
        {input('numAppart')}
        <IonItem lines="full">
          <IonSelect
            name="profileId"
            label={t('form.profile')}
            labelPlacement="stacked"
            interface="action-sheet"
            disabled={!online}
            value={chosenProfile === null ? undefined : String(chosenProfile)}
            onIonChange={(event) => setProfileId(Number(event.detail.value))}
          >
            {profiles.map((choice) => (
              <IonSelectOption key={choice.id} value={String(choice.id)}>
                {choice.name}
              </IonSelectOption>
            ))}
          </IonSelect>
        </IonItem>
      </IonList>
      <IonList inset className="new-auto-edl-report">
        <IonItem lines="none">
          <IonLabel className="ion-text-wrap">
            <h2>{t('form.report')}</h2>
            {report ? (
              <p className="new-auto-edl-chosen">
                {`${report.renter ?? t('picker.noRenter')} · ${reportLine(report, dateFormat, t)}`}
              </p>
            ) : (
              <p>{t('form.noReport')}</p>
            )}
          </IonLabel>
        </IonItem>
      </IonList>
      <div className="auto-edls-actions">
        <IonButton
          expand="block"
          fill="outline"
          className="new-auto-edl-pick"
          disabled={!online}
          onClick={() => setPicking(true)}
        >
          {report ? t('form.changeReport') : t('form.chooseReport')}
        </IonButton>
      </div>
      <div className="auto-edls-actions">
        <IonButton
          expand="block"
          className="new-auto-edl-create"
          disabled={!online || sending}
          onClick={submit}
        >
          {t('form.create')}
        </IonButton>
        {sending ? <IonNote>{t('form.sending')}</IonNote> : null}
      </div>
      <ReportPicker
        isOpen={picking}
        onClose={() => setPicking(false)}
        onPick={(chosen) => {
          setReport(chosen);
          setPicking(false);
        }}
      />
    </LargeTitlePage>
  );
}
