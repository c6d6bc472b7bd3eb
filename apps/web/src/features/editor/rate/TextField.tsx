/**
 * A free rate input (serial number, brand and model, counts, meter readings) that edits locally and
 * commits after the spec's pause: 100 ms for text, 200 ms for numbers (inspection-core §5).
 */
import { IonInput, IonItem } from '../../../ui/ionic.ts';
import { TEXT_LIMITS } from '@constat/domain';
import { useDebouncedField } from '../useDebouncedField.ts';

interface TextFieldProps {
  label: string;
  value: string;
  numeric?: boolean;
  readOnly?: boolean;
  onCommit: (value: string) => void;
}

const TEXT_DEBOUNCE_MS = 100;
const NUMBER_DEBOUNCE_MS = 200;

export function TextField({ label, value, numeric, readOnly, onCommit }: TextFieldProps) {
  const field = useDebouncedField(value, onCommit, numeric ? NUMBER_DEBOUNCE_MS : TEXT_DEBOUNCE_MS);
  return (
    <IonItem className="rate-input">
      <IonInput
        label={label}
        labelPlacement="stacked"
        value={field.value}
        inputmode={numeric ? 'decimal' : 'text'}
        maxlength={numeric ? TEXT_LIMITS.key : TEXT_LIMITS.rateText}
        readonly={readOnly}
        onIonInput={(event) => field.change(event.detail.value ?? '')}
        onIonBlur={field.flush}
      />
    </IonItem>
  );
}
