/**
 * 'Observations rapides' (inspection-core §2, §4): a digit pad (1 to 9 then 0), then the quantity,
 * defect, quality and location words of the element's family, in the report's language. Parts join
 * in the order tapped; the phrase (built by the domain) is appended to the observation by AJOUTER,
 * which stays disabled while the phrase is empty. The builder clears after each phrase.
 */
import { memo, useMemo, useState } from 'react';
import { IonContent } from '@ionic/react';
import { IonButton, IonButtons, IonHeader, IonIcon, IonTitle, IonToolbar } from '../../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import {
  buildObservation,
  renderWord,
  vocabularyFor,
  type Locale,
  type ObservationFamily,
  type ObservationPart,
  type WordKind,
} from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import { close as closeIcon } from '../icons.ts';
import { EditorModal } from '../EditorModal.tsx';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];
/** The spec's order of the word groups. */
const KINDS: readonly WordKind[] = ['quantity', 'defect', 'quality', 'location'];

interface QuickObservationModalProps {
  isOpen: boolean;
  family: ObservationFamily;
  locale: Locale;
  onAdd: (phrase: string) => void;
  onClose: () => void;
}

/** A digit extends the number just typed (1 then 2 is 12), or starts one. */
function withDigit(parts: readonly ObservationPart[], digit: number): ObservationPart[] {
  const last = parts.at(-1);
  if (last?.kind === 'number')
    return [...parts.slice(0, -1), { kind: 'number', value: last.value * 10 + digit }];
  return [...parts, { kind: 'number', value: digit }];
}

function QuickObservationModalView({ isOpen, family, locale, onAdd, onClose }: QuickObservationModalProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [parts, setParts] = useState<ObservationPart[]>([]);
  const words = useMemo(() => vocabularyFor(family), [family]);
  const phrase = buildObservation(parts, { locale });
  const close = () => {
    setParts([]);
    onClose();
  };
  return (
    <EditorModal isOpen={isOpen} onDismissed={close} className="quick-observation" label={t('quick.title')}>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('quick.title')}</IonTitle>
          <IonButtons slot="end">
            <IonButton aria-label={t('close')} onClick={close}>
              <IonIcon slot="icon-only" icon={closeIcon} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent color="light">
        <div className="quick-body">
          <section className="quick-group" aria-label={t('quick.number')}>
            <h3>{t('quick.number')}</h3>
            <div className="digit-pad">
              {DIGITS.map((digit) => (
                <button
                  key={digit}
                  type="button"
                  className="digit"
                  onClick={() => setParts(withDigit(parts, digit))}
                >
                  {digit}
                </button>
              ))}
            </div>
          </section>
          {KINDS.map((kind) =>
            words[kind].length > 0 ? (
              <section key={kind} className="quick-group" aria-label={t(`quick.${kind}`)}>
                <h3>{t(`quick.${kind}`)}</h3>
                <div className="chips">
                  {words[kind].map((word) => (
                    <button
                      key={word.id}
                      type="button"
                      className="chip"
                      onClick={() => setParts([...parts, { kind, word: word.id }])}
                    >
                      {renderWord(word, locale)}
                    </button>
                  ))}
                </div>
              </section>
            ) : null,
          )}
        </div>
      </IonContent>
      {/* A plain footer: Ionic's IonFooter would join the login bundle (see ionic/elements.ts). */}
      <footer className="quick-footer">
        <p className="quick-preview" role="status">
          {phrase || <span className="quick-placeholder">{t('quick.empty')}</span>}
        </p>
        <div className="quick-actions">
          <IonButton fill="clear" disabled={parts.length === 0} onClick={() => setParts([])}>
            {t('quick.clear')}
          </IonButton>
          <IonButton
            fill="solid"
            className="quick-add"
            disabled={phrase === ''}
            onClick={() => {
              onAdd(phrase);
              close();
            }}
          >
            {t('quick.add')}
          </IonButton>
        </div>
      </footer>
    </EditorModal>
  );
}

export const QuickObservationModal = memo(QuickObservationModalView);
