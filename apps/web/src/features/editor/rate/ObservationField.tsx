/**
 * The observation of an element (rate key 'other', shown as 'Observations'): a textarea that keeps
 * its text locally and commits 200 ms after the last keystroke (inspection-core §5), so typing never
 * re-renders the columns. 'Observation rapide' appends a built phrase on a new line.
 */
import { memo, useId, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { flashOutline } from '../icons.ts';
import { useTranslation } from 'react-i18next';
import { appendObservation, type Locale, type ObservationFamily } from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import { useDebouncedField } from '../useDebouncedField.ts';
import { QuickObservationModal } from './QuickObservationModal.tsx';

export const OBSERVATION_DEBOUNCE_MS = 200;

interface ObservationFieldProps {
  label: string;
  value: string;
  family: ObservationFamily;
  locale: Locale;
  onCommit: (value: string) => void;
}

function ObservationFieldView({ label, value, family, locale, onCommit }: ObservationFieldProps) {
  const { t } = useTranslation(EDITOR_NS);
  const field = useDebouncedField(value, onCommit, OBSERVATION_DEBOUNCE_MS);
  const [quickOpen, setQuickOpen] = useState(false);
  const id = useId();
  return (
    <div className="observation-field">
      <div className="observation-head">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <IonButton size="small" fill="clear" className="quick-open" onClick={() => setQuickOpen(true)}>
          <IonIcon slot="start" icon={flashOutline} aria-hidden="true" />
          {t('observation.quick')}
        </IonButton>
      </div>
      <textarea
        id={id}
        className="observation-text"
        rows={4}
        value={field.value}
        onChange={(event) => field.change(event.target.value)}
        onBlur={field.flush}
      />
      <QuickObservationModal
        isOpen={quickOpen}
        family={family}
        locale={locale}
        onAdd={(phrase) => field.replace(appendObservation(field.value, phrase))}
        onClose={() => setQuickOpen(false)}
      />
    </div>
  );
}

export const ObservationField = memo(ObservationFieldView);
