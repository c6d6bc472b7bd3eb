/**
 * An amount or a measure typed in French format ('12,50') and stored as integer hundredths. While the
 * user types, their own text stays on screen as long as it reads as the stored value (so '12,50' is
 * not rewritten '12,5' under their fingers); text that is not a number is kept, flagged and not stored.
 */
import { useRef, useState } from 'react';
import { IonInput, IonItem, IonNote } from '../../../ui/ionic.ts';
import { useDebouncedField } from '../useDebouncedField.ts';

interface ParsedInputProps {
  label: string;
  unit: string;
  stored: number | null;
  invalidText: string;
  format: (hundredths: number) => string;
  parse: (text: string) => number | null;
  onCommit: (value: number | null) => void;
}

const PARSED_DEBOUNCE_MS = 200;

export function ParsedInput({ label, unit, stored, invalidText, format, parse, onCommit }: ParsedInputProps) {
  const typed = useRef('');
  const [invalid, setInvalid] = useState(false);
  const external = stored === null ? '' : parse(typed.current) === stored ? typed.current : format(stored);
  const field = useDebouncedField(
    external,
    (text) => {
      typed.current = text;
      const value = text.trim() === '' ? null : parse(text);
      setInvalid(text.trim() !== '' && value === null);
      if (text.trim() === '' || value !== null) onCommit(value);
    },
    PARSED_DEBOUNCE_MS,
  );
  return (
    <IonItem className={invalid ? 'rate-input ion-invalid ion-touched' : 'rate-input'}>
      <IonInput
        label={label}
        labelPlacement="stacked"
        inputmode="decimal"
        value={field.value}
        aria-invalid={invalid}
        onIonInput={(event) => field.change(event.detail.value ?? '')}
        onIonBlur={field.flush}
      />
      <IonNote slot="end" className="input-unit">
        {unit}
      </IonNote>
      {invalid ? (
        <IonNote slot="helper" color="danger" className="input-invalid" role="alert">
          {invalidText}
        </IonNote>
      ) : null}
    </IonItem>
  );
}
