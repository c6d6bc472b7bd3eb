/**
 * The info form's body (inspection-core §2 'Info form', §5): property, owner, agent, address,
 * tenants, garant, extra e-mails, and for a move-out the entry date, the security deposit (in
 * euros, optional: the exit agreement sets the charges against it), the note that it will be
 * compared to its entry report and the manual exit agreement toggle.
 */
import { IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import { informationCircleOutline } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import type { EdlIO, ReportInfo, ReportInfoErrors } from '@constat/domain';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { TextField, ToggleField } from './fields.tsx';
import { errorTexts, withField } from './formModel.ts';
import { PeopleSection } from './PeopleSection.tsx';
import { PlatformCasePicker } from './PlatformCasePicker.tsx';
import { useSession } from '../../app/session/SessionContext.ts';
import { PropertySection } from './PropertySection.tsx';

interface MoveOutOptions {
  conventionSortieManuelle: boolean;
  onConventionChange: (checked: boolean) => void;
  /** Duplicated from a move-in: compared to it, and has a convention whatever the toggle. */
  fromEntry?: boolean;
}

interface InfoFormProps {
  info: ReportInfo;
  edlIO: EdlIO;
  /** Errors to show (null until the user tried to submit an invalid form). */
  errors: ReportInfoErrors | null;
  onChange: (change: (info: ReportInfo) => ReportInfo) => void;
  moveOut: MoveOutOptions;
}

export function InfoForm({ info, edlIO, errors, onChange, moveOut }: InfoFormProps) {
  const { t } = useTranslation(CAPTURE_NS);
  const errorOf = errorTexts(errors, t);
  const isMoveOut = edlIO === 'Sortant';
  const connected = useSession().user?.platformToken != null;
  return (
    <form className="info-form" noValidate onSubmit={(event) => event.preventDefault()}>
      {isMoveOut ? (
        <IonItem lines="none" className="move-out-note" color="light">
          <IonIcon slot="start" icon={informationCircleOutline} color="primary" aria-hidden="true" />
          <IonLabel className="ion-text-wrap">
            {t(moveOut.fromEntry ? 'form.moveOutNoteFromEntry' : 'form.moveOutNote')}
          </IonLabel>
        </IonItem>
      ) : null}
      {connected ? <PlatformCasePicker info={info} edlIO={edlIO} onChange={onChange} /> : null}
      <PropertySection info={info} onChange={onChange} errorOf={errorOf} />
      <PeopleSection info={info} edlIO={edlIO} onChange={onChange} errorOf={errorOf} />
      {isMoveOut ? (
        <IonList inset className="info-section move-out-section">
          <IonListHeader>{t('form.sectionMoveOut')}</IonListHeader>
          <TextField
            name="entryDate"
            label={t('form.entryDate')}
            type="date"
            value={info.entryDate}
            onCommit={(value) => onChange((current) => withField(current, 'entryDate', value))}
            error={errorOf('entryDate')}
          />
          <TextField
            name="depotGarantie"
            label={t('form.depotGarantie')}
            inputMode="decimal"
            numeric
            value={info.depotGarantie}
            onCommit={(value) => onChange((current) => withField(current, 'depotGarantie', value))}
            error={errorOf('depotGarantie')}
          />
          <IonItem lines="none">
            <IonNote className="field-hint">{t('form.depotGarantieHint')}</IonNote>
          </IonItem>
          <ToggleField
            name="conventionSortieManuelle"
            label={t('form.conventionSortieManuelle')}
            value={moveOut.conventionSortieManuelle}
            onChange={moveOut.onConventionChange}
          />
          <IonItem lines="none">
            <IonNote className="field-hint">
              {t(moveOut.fromEntry ? 'form.conventionFromEntryHint' : 'form.conventionHint')}
            </IonNote>
          </IonItem>
        </IonList>
      ) : null}
    </form>
  );
}
