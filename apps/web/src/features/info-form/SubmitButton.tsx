/**
 * The form's submit button (inspection-core §2, §5): 'Créer l'EDL' or 'Valider et retourner à
 * l'EDL'; 'Création de l'EDL...' while creating; after an invalid submit, a red disabled
 * 'Certains champs obligatoires ne sont pas remplis' for 3 s.
 */
import { IonButton, IonSpinner } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { CAPTURE_NS } from '../capture/i18n/index.ts';

export type SubmitState = 'idle' | 'busy' | 'invalid';

interface SubmitButtonProps {
  mode: 'new' | 'edit';
  state: SubmitState;
  onSubmit: () => void;
}

export function SubmitButton({ mode, state, onSubmit }: SubmitButtonProps) {
  const { t } = useTranslation(CAPTURE_NS);
  const label =
    state === 'invalid'
      ? t('form.requiredFieldsButton')
      : state === 'busy'
        ? t('form.creating')
        : mode === 'new'
          ? t('form.create')
          : t('form.validate');
  return (
    <div className="info-submit">
      <IonButton
        expand="block"
        color={state === 'invalid' ? 'danger' : 'primary'}
        disabled={state !== 'idle'}
        onClick={onSubmit}
        className="info-submit-button"
      >
        {state === 'busy' ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
        {label}
      </IonButton>
    </div>
  );
}
