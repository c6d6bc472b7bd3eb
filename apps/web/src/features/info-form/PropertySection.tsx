/** 'Le bien', owner, agent and address sections of the info form. */
import { IonList, IonListHeader } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import {
  HOUSING_TYPES,
  PROPERTY_CONDITIONS,
  PROPERTY_GENRES,
  setPresence,
  toLocale,
  translateCatalogue,
  type ReportInfo,
} from '@constat/domain';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { SelectField, TextField, ToggleField } from './fields.tsx';
import { withField, type ErrorText } from './formModel.ts';

interface SectionProps {
  info: ReportInfo;
  onChange: (change: (info: ReportInfo) => ReportInfo) => void;
  errorOf: ErrorText;
}

export function PropertySection({ info, onChange, errorOf }: SectionProps) {
  const { t, i18n } = useTranslation(CAPTURE_NS);
  const locale = toLocale(i18n.language);
  const label = (name: string) => translateCatalogue(name, locale);
  const set = (path: string) => (value: unknown) => onChange((current) => withField(current, path, value));
  const toggle = (path: string) => (checked: boolean) => set(path)(checked ? 'oui' : 'non');
  const { bien } = info;
  return (
    <>
      <IonList inset className="info-section">
        <IonListHeader>{t('form.sectionProperty')}</IonListHeader>
        <SelectField
          name="genre"
          label={t('form.genre')}
          value={bien.genre}
          options={PROPERTY_GENRES}
          optionLabel={label}
          placeholder={t('form.choose')}
          onChange={set('bien.genre')}
          error={errorOf('bien.genre')}
        />
        <SelectField
          name="typeLogement"
          label={t('form.typeLogement')}
          value={bien.typeLogement}
          options={HOUSING_TYPES}
          optionLabel={label}
          placeholder={t('form.choose')}
          onChange={set('bien.typeLogement')}
          error={errorOf('bien.typeLogement')}
        />
        <SelectField
          name="etat"
          label={t('form.etat')}
          value={bien.etat}
          options={PROPERTY_CONDITIONS}
          optionLabel={label}
          placeholder={t('form.choose')}
          onChange={set('bien.etat')}
        />
        <ToggleField
          name="meuble"
          label={t('form.meuble')}
          value={bien.meuble}
          onChange={toggle('bien.meuble')}
        />
        <ToggleField
          name="presenceCave"
          label={t('form.presenceCave')}
          value={bien.presenceCave}
          onChange={(checked) =>
            onChange((current) => setPresence(current, 'presenceCave', checked ? 'oui' : 'non'))
          }
        />
        {bien.presenceCave === 'oui' ? (
          <TextField
            name="numeroCave"
            label={t('form.numeroCave')}
            value={bien.numeroCave}
            onCommit={set('bien.numeroCave')}
          />
        ) : null}
        <ToggleField
          name="presenceParking"
          label={t('form.presenceParking')}
          value={bien.presenceParking}
          onChange={(checked) =>
            onChange((current) => setPresence(current, 'presenceParking', checked ? 'oui' : 'non'))
          }
        />
        {bien.presenceParking === 'oui' ? (
          <TextField
            name="numeroParking"
            label={t('form.numeroParking')}
            value={bien.numeroParking}
            onCommit={set('bien.numeroParking')}
          />
        ) : null}
        <ToggleField
          name="presenceGrenier"
          label={t('form.presenceGrenier')}
          value={bien.presenceGrenier}
          onChange={toggle('bien.presenceGrenier')}
        />
      </IonList>

      <IonList inset className="info-section">
        <IonListHeader>{t('form.sectionOwner')}</IonListHeader>
        <TextField
          name="proprietaireNom"
          label={t('form.proprietaireNom')}
          value={info.owner.proprietaireNom}
          onCommit={set('owner.proprietaireNom')}
          autocomplete="name"
        />
        <TextField
          name="proprietaireAdresse"
          label={t('form.proprietaireAdresse')}
          value={info.owner.proprietaireAdresse ?? null}
          onCommit={set('owner.proprietaireAdresse')}
        />
      </IonList>

      <IonList inset className="info-section">
        <IonListHeader>{t('form.sectionAgent')}</IonListHeader>
        <TextField
          name="mandataire"
          label={t('form.mandataire')}
          value={bien.mandataire}
          onCommit={set('bien.mandataire')}
          error={errorOf('bien.mandataire')}
        />
      </IonList>

      <IonList inset className="info-section">
        <IonListHeader>{t('form.sectionAddress')}</IonListHeader>
        <TextField
          name="addr"
          label={t('form.addr')}
          value={bien.addr}
          onCommit={set('bien.addr')}
          error={errorOf('bien.addr')}
          autocomplete="street-address"
        />
        <TextField
          name="codePostal"
          label={t('form.codePostal')}
          value={bien.codePostal}
          onCommit={set('bien.codePostal')}
          error={errorOf('bien.codePostal')}
          inputMode="numeric"
          numeric
          autocomplete="postal-code"
        />
        <TextField
          name="ville"
          label={t('form.ville')}
          value={bien.ville}
          onCommit={set('bien.ville')}
          error={errorOf('bien.ville')}
          autocomplete="address-level2"
        />
        <TextField
          name="etage"
          label={t('form.etage')}
          value={bien.etage}
          onCommit={set('bien.etage')}
          error={errorOf('bien.etage')}
          numeric
        />
        <TextField
          name="numAppart"
          label={t('form.numAppart')}
          value={bien.numAppart}
          onCommit={set('bien.numAppart')}
          error={errorOf('bien.numAppart')}
        />
      </IonList>
    </>
  );
}
