/**
 * Tenants (up to 5; only the last one, from the second, can be removed), the garant with the
 * 'represented' toggles, extra e-mails (up to 3), and for a move-out the forwarding addresses.
 * Which buttons and fields show is the domain's `infoFormVisibility`.
 */
import { IonIcon, IonItem, IonLabel, IonList, IonListHeader, IonNote } from '../../ui/ionic.ts';
import { addCircleOutline, removeCircleOutline } from '../../ui/icons.ts';
import { useTranslation } from 'react-i18next';
import {
  activeExtraEmailKeys,
  activeRenterKeys,
  addExtraEmail,
  addGarant,
  addRenter,
  infoFormVisibility,
  isRepresented,
  removeGarant,
  removeLastExtraEmail,
  removeLastRenter,
  type EdlIO,
  type ReportInfo,
} from '@constat/domain';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { TextField, ToggleField } from './fields.tsx';
import { withField, type ErrorText } from './formModel.ts';

interface PeopleSectionProps {
  info: ReportInfo;
  edlIO: EdlIO;
  onChange: (change: (info: ReportInfo) => ReportInfo) => void;
  errorOf: ErrorText;
}

function AddRow({ label, onClick, className }: { label: string; onClick: () => void; className: string }) {
  return (
    <IonItem button detail={false} lines="none" onClick={onClick} className={`add-row ${className}`}>
      <IonIcon slot="start" icon={addCircleOutline} color="primary" aria-hidden="true" />
      <IonLabel color="primary">{label}</IonLabel>
    </IonItem>
  );
}

function RemoveRow({ label, onClick, className }: { label: string; onClick: () => void; className: string }) {
  return (
    <IonItem button detail={false} lines="none" onClick={onClick} className={`remove-row ${className}`}>
      <IonIcon slot="start" icon={removeCircleOutline} color="danger" aria-hidden="true" />
      <IonLabel color="danger">{label}</IonLabel>
    </IonItem>
  );
}

export function PeopleSection({ info, edlIO, onChange, errorOf }: PeopleSectionProps) {
  const { t } = useTranslation(CAPTURE_NS);
  const visible = infoFormVisibility(info, edlIO);
  const set = (path: string) => (value: unknown) => onChange((current) => withField(current, path, value));
  return (
    <>
      {activeRenterKeys(info).map((key, index) => {
        const renter = info[key];
        return (
          <IonList inset className="info-section renter-section" key={key} data-renter={key}>
            <IonListHeader>
              <IonLabel>{index === 0 ? t('form.renter') : t('form.renterN', { n: index + 1 })}</IonLabel>
            </IonListHeader>
            <TextField
              name={`${key}.name`}
              label={t('form.renterName')}
              value={renter?.name}
              onCommit={set(`${key}.name`)}
              error={errorOf(`${key}.name`)}
              autocomplete="name"
            />
            <TextField
              name={`${key}.email`}
              label={t('form.renterEmail')}
              type="email"
              value={renter?.email}
              onCommit={set(`${key}.email`)}
              autocomplete="email"
            />
            <TextField
              name={`${key}.tel`}
              label={t('form.renterTel')}
              type="tel"
              value={renter?.tel}
              onCommit={set(`${key}.tel`)}
              autocomplete="tel"
            />
            {visible.representedToggle ? (
              <ToggleField
                name={`${key}.represented`}
                label={t('form.represented')}
                value={isRepresented(renter)}
                onChange={(checked) => set(`${key}.represented`)(checked ? 'oui' : 'non')}
              />
            ) : null}
            {visible.forwardingAddress ? (
              <>
                <IonItem lines="none" className="subsection-label">
                  <IonNote>{t('form.forwardingAddress')}</IonNote>
                </IonItem>
                <TextField
                  name={`${key}.sortantAddr`}
                  label={t('form.sortantAddr')}
                  value={renter?.sortantAddr}
                  onCommit={set(`${key}.sortantAddr`)}
                  autocomplete="street-address"
                />
                <TextField
                  name={`${key}.sortantCodePostal`}
                  label={t('form.sortantCodePostal')}
                  value={renter?.sortantCodePostal}
                  onCommit={set(`${key}.sortantCodePostal`)}
                  numeric
                  inputMode="numeric"
                  autocomplete="postal-code"
                />
                <TextField
                  name={`${key}.sortantVille`}
                  label={t('form.sortantVille')}
                  value={renter?.sortantVille}
                  onCommit={set(`${key}.sortantVille`)}
                  autocomplete="address-level2"
                />
              </>
            ) : null}
            {visible.removableRenter === key ? (
              <RemoveRow
                label={t('form.removeRenter')}
                onClick={() => onChange(removeLastRenter)}
                className="remove-renter"
              />
            ) : null}
          </IonList>
        );
      })}
      {visible.addRenter ? (
        <IonList inset className="info-section">
          <AddRow label={t('form.addRenter')} onClick={() => onChange(addRenter)} className="add-renter" />
        </IonList>
      ) : null}

      <IonList inset className="info-section garant-section">
        <IonListHeader>
          <IonLabel>{t('form.sectionGarant')}</IonLabel>
        </IonListHeader>
        {info.garant ? (
          <TextField
            name="garant.name"
            label={t('form.garantName')}
            value={info.garant.name}
            onCommit={set('garant.name')}
            autocomplete="name"
          />
        ) : null}
        {visible.addGarant ? (
          <AddRow label={t('form.addGarant')} onClick={() => onChange(addGarant)} className="add-garant" />
        ) : null}
        {visible.removeGarant ? (
          <RemoveRow
            label={t('form.removeGarant')}
            onClick={() => onChange(removeGarant)}
            className="remove-garant"
          />
        ) : null}
      </IonList>

      <IonList inset className="info-section extra-emails-section">
        <IonListHeader>
          <IonLabel>{t('form.sectionExtraEmails')}</IonLabel>
        </IonListHeader>
        {activeExtraEmailKeys(info).map((key, index) => (
          <TextField
            key={key}
            name={key}
            label={t('form.extraEmail', { n: index + 1 })}
            type="email"
            value={info[key]}
            onCommit={set(key)}
            autocomplete="email"
          />
        ))}
        {visible.addExtraEmail ? (
          <AddRow
            label={t('form.addExtraEmail')}
            onClick={() => onChange(addExtraEmail)}
            className="add-extra-email"
          />
        ) : null}
        {info.nbExtraEmails > 0 ? (
          <RemoveRow
            label={t('form.removeExtraEmail')}
            onClick={() => onChange(removeLastExtraEmail)}
            className="remove-extra-email"
          />
        ) : null}
      </IonList>
    </>
  );
}
