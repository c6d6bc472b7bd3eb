/**
 * A choice field of the rate panel (condition, state, cleaning, colour, meter type, materials) as a
 * row of chips: one tap chooses, a second tap on the chosen value clears it. Values are stored in
 * French and shown in the report's language; conditions carry their indicator colour. In adding mode
 * a '+' chip asks for a custom value (the spec's prompt).
 */
import { memo } from 'react';
import { IonIcon } from '../../../ui/ionic.ts';
import { add } from '../icons.ts';
import { useTranslation } from 'react-i18next';
import { conditionColour } from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import type { NameOf } from '../names.ts';

interface ChoiceFieldProps {
  field: string;
  label: string;
  value: string | null;
  options: readonly string[];
  nameOf: NameOf;
  disabled?: boolean;
  onChange: (field: string, value: string | null) => void;
  onAddCustom?: ((field: string, label: string) => void) | undefined;
}

function ChoiceFieldView({
  field,
  label,
  value,
  options,
  nameOf,
  disabled,
  onChange,
  onAddCustom,
}: ChoiceFieldProps) {
  const { t } = useTranslation(EDITOR_NS);
  // A value from elsewhere (an older report, a removed custom value) still shows as chosen.
  const shown = value && !options.includes(value) ? [...options, value] : options;
  const labelId = `choice-${field}`;
  return (
    <div className="choice-field" role="group" aria-labelledby={labelId}>
      <div className="field-label" id={labelId}>
        {label}
      </div>
      <div className="chips">
        {shown.map((option) => {
          const on = option === value;
          return (
            <button
              key={option}
              type="button"
              className={on ? 'chip chip-on' : 'chip'}
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onChange(field, on ? null : option)}
            >
              {field === 'condition' ? (
                <span className={`condition-dot dot-${conditionColour(option)}`} aria-hidden="true" />
              ) : null}
              {nameOf(option)}
            </button>
          );
        })}
        {onAddCustom ? (
          <button
            type="button"
            className="chip chip-add"
            aria-label={t('customValue.button', { label })}
            onClick={() => onAddCustom(field, label)}
          >
            <IonIcon icon={add} aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

export const ChoiceField = memo(ChoiceFieldView);
