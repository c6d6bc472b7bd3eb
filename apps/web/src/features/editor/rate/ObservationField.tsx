/**
 * The observation of an element (rate key 'other', shown as 'Observations'): its text is kept
 * locally and committed 200 ms after the last keystroke (inspection-core §5), and only the textarea
 * re-renders while typing (DebouncedTextarea). 'Observation rapide' appends a built phrase on a new
 * line.
 */
import { memo, useCallback, useId, useRef, useState } from 'react';
import { IonButton, IonIcon } from '../../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS, type Locale, type ObservationFamily } from '@constat/domain';
import { DebouncedTextarea, type DebouncedTextareaHandle } from '../DebouncedTextarea.tsx';
import { EDITOR_NS } from '../i18n/index.ts';
import { flashOutline } from '../icons.ts';
import { QuickObservationModal } from './QuickObservationModal.tsx';

const OBSERVATION_DEBOUNCE_MS = 200;

interface ObservationFieldProps {
  label: string;
  value: string;
  family: ObservationFamily;
  locale: Locale;
  onCommit: (value: string) => void;
}

function ObservationFieldView({ label, value, family, locale, onCommit }: ObservationFieldProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [quickOpen, setQuickOpen] = useState(false);
  const text = useRef<DebouncedTextareaHandle>(null);
  const id = useId();
  const add = useCallback((phrase: string) => text.current?.append(phrase), []);
  const close = useCallback(() => setQuickOpen(false), []);
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
      <DebouncedTextarea
        ref={text}
        id={id}
        value={value}
        delayMs={OBSERVATION_DEBOUNCE_MS}
        maxLength={TEXT_LIMITS.observation}
        onCommit={onCommit}
      />
      <QuickObservationModal isOpen={quickOpen} family={family} locale={locale} onAdd={add} onClose={close} />
    </div>
  );
}

export const ObservationField = memo(ObservationFieldView);
