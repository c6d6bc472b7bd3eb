/**
 * The info form's inputs: text fields that keep what is typed locally and hand it on after the
 * spec's debounce (100 ms text, 200 ms numbers; at once on blur, submit, leaving or a hidden page:
 * useDebouncedSave), selects and oui/non toggles.
 * An error shows under its field once the form has revealed errors.
 */
import { useEffect, useState } from 'react';
import { IonInput, IonItem, IonSelect, IonSelectOption, IonToggle } from '../../ui/ionic.ts';
import { useDebouncedSave } from '../../ui/useDebouncedSave.ts';
import { FIELD_DEBOUNCE_MS, infoFieldLimit, NUMBER_DEBOUNCE_MS, type OuiNon } from '@constat/domain';

interface TextFieldProps {
  name: string;
  label: string;
  value: string | null | undefined;
  onCommit: (value: string | null) => void;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** Number-like fields use the longer debounce. */
  numeric?: boolean;
  error?: string | null;
  autocomplete?: 'off' | 'name' | 'email' | 'tel' | 'street-address' | 'postal-code' | 'address-level2';
}

export function TextField({
  name,
  label,
  value,
  onCommit,
  type = 'text',
  inputMode,
  numeric,
  error,
  autocomplete = 'off',
}: TextFieldProps) {
  const [text, setText] = useState(value ?? '');
  const save = useDebouncedSave<string>(
    (next) => onCommit(next.trim() === '' ? null : next),
    numeric ? NUMBER_DEBOUNCE_MS : FIELD_DEBOUNCE_MS,
  );
  const typing = save.isPending;

  // Take outside changes (another field's rule, a reload) unless the user is mid-typing.
  useEffect(() => {
    if (!typing()) setText(value ?? '');
  }, [value, typing]);

  return (
    <IonItem lines="full">
      <IonInput
        className={error ? 'ion-invalid ion-touched' : undefined}
        name={name}
        label={label}
        labelPlacement="stacked"
        type={type}
        inputMode={inputMode}
        autocomplete={autocomplete}
        maxlength={infoFieldLimit(name)}
        value={text}
        errorText={error ?? undefined}
        onIonInput={(event) => {
          // The value of this input event, not the rendered text: a blur may come before the render.
          const next = String(event.detail.value ?? '');
          setText(next);
          save.change(next);
        }}
        onIonBlur={save.flush}
      />
    </IonItem>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string | null | undefined;
  options: readonly string[];
  optionLabel?: (option: string) => string;
  placeholder: string;
  onChange: (value: string) => void;
  error?: string | null;
}

export function SelectField({
  name,
  label,
  value,
  options,
  optionLabel,
  placeholder,
  onChange,
  error,
}: SelectFieldProps) {
  return (
    <IonItem lines="full">
      {/* The error is the select's own (as an input's): under it, its chevron keeps its place. */}
      <IonSelect
        className={error ? 'ion-invalid ion-touched' : undefined}
        name={name}
        data-field={name}
        label={label}
        labelPlacement="stacked"
        interface="action-sheet"
        placeholder={placeholder}
        value={value ?? undefined}
        errorText={error ?? undefined}
        onIonChange={(event) => onChange(String(event.detail.value))}
      >
        {options.map((option) => (
          <IonSelectOption key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </IonSelectOption>
        ))}
      </IonSelect>
    </IonItem>
  );
}

interface ToggleFieldProps {
  name: string;
  label: string;
  value: OuiNon | boolean | null | undefined;
  onChange: (checked: boolean) => void;
}

export function ToggleField({ name, label, value, onChange }: ToggleFieldProps) {
  const checked = value === 'oui' || value === true;
  return (
    <IonItem lines="full">
      <IonToggle
        name={name}
        data-field={name}
        checked={checked}
        onIonChange={(event) => onChange(event.detail.checked)}
      >
        {label}
      </IonToggle>
    </IonItem>
  );
}
