/** A required text field of the new Auto-EDL form: marked required, its message shown once left. */
import { IonInput, IonItem } from '../../ui/ionic.ts';

interface RequiredInputProps {
  name: string;
  label: string;
  /** Spoken and shown after the label: 'obligatoire'. */
  requiredMark: string;
  type?: 'text' | 'email';
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function RequiredInput({
  name,
  label,
  requiredMark,
  type = 'text',
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: RequiredInputProps) {
  return (
    <IonItem lines="full">
      <IonInput
        className={error ? 'ion-invalid ion-touched' : undefined}
        name={name}
        type={type}
        inputMode={type === 'email' ? 'email' : 'text'}
        autocapitalize="off"
        label={`${label} (${requiredMark})`}
        labelPlacement="stacked"
        required
        value={value}
        disabled={disabled}
        errorText={error ?? undefined}
        onIonInput={(event) => onChange(String(event.detail.value ?? ''))}
        onIonBlur={onBlur}
      />
    </IonItem>
  );
}
