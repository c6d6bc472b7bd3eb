/**
 * One on/off option of a user or a group. An option forced by a group (for a user) or by a parent
 * group (for a group) shows on, cannot be changed, and says why (accounts-costing §6).
 */
import { IonItem, IonLabel, IonToggle } from '../../ui/ionic.ts';

interface OptionToggleProps {
  name: string;
  label: string;
  checked: boolean;
  /** The reason it is forced on ('Activé groupe parent'), or null when the admin may change it. */
  lockedBy: string | null;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

export function OptionToggle({ name, label, checked, lockedBy, disabled, onChange }: OptionToggleProps) {
  return (
    <IonItem className={`admin-option option-${name}`}>
      <IonToggle
        name={name}
        data-field={name}
        checked={lockedBy !== null || checked}
        disabled={lockedBy !== null || disabled}
        onIonChange={(event) => onChange(event.detail.checked)}
      >
        <IonLabel className="ion-text-wrap">
          {label}
          {lockedBy !== null ? <p className="option-locked">{lockedBy}</p> : null}
        </IonLabel>
      </IonToggle>
    </IonItem>
  );
}
