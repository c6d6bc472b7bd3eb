/**
 * A calibration text input saved on IonInput's ionChange (blur or Enter), not per keystroke: each
 * save is a request. What is typed is held (useDebouncedSave, no timer) and still saved when the
 * screen is left without a blur (a back swipe), or the page is hidden.
 */
import { IonInput } from '../../ui/ionic.ts';
import { useDebouncedSave } from '../../ui/useDebouncedSave.ts';

interface CalibrationInputProps {
  name: string;
  label: string;
  value: string;
  disabled: boolean;
  decimal?: boolean;
  onCommit: (text: string) => void;
}

export function CalibrationInput({ name, label, value, disabled, decimal, onCommit }: CalibrationInputProps) {
  const save = useDebouncedSave(onCommit, null);
  return (
    <IonInput
      name={name}
      label={label}
      labelPlacement="stacked"
      {...(decimal && { inputmode: 'decimal' as const })}
      value={value}
      disabled={disabled}
      onIonInput={(event) => save.change(String(event.detail.value ?? ''))}
      onIonChange={(event) => {
        save.change(String(event.detail.value ?? ''));
        save.flush();
      }}
    />
  );
}
