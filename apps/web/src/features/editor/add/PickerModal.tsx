/**
 * The add bar's popovers: a searchable list of choices in sections. Ionic's modal is used rather
 * than its popover, whose component would join the login screen's bundle (see ionic/elements.ts);
 * on a tablet it is sized like a popover card.
 */
import { useMemo, useRef, useState } from 'react';
import { IonContent } from '@ionic/react';
import { IonItem, IonLabel, IonList, IonToolbar } from '../../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { normalizeName } from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import { EditorModal } from '../EditorModal.tsx';
import { SheetHeader } from '../../../ui/SheetHeader.tsx';

interface PickerChoice {
  key: string;
  label: string;
  onPick: () => void;
}

export interface PickerSection {
  key: string;
  title?: string;
  choices: PickerChoice[];
}

interface PickerModalProps {
  isOpen: boolean;
  title: string;
  sections: PickerSection[];
  searchable?: boolean;
  empty?: string;
  onClose: () => void;
}

export function PickerModal({ isOpen, title, sections, searchable, empty, onClose }: PickerModalProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const wanted = normalizeName(query);
    if (wanted === '') return sections;
    return sections
      .map((section) => ({
        ...section,
        choices: section.choices.filter((choice) => normalizeName(choice.label).includes(wanted)),
      }))
      .filter((section) => section.choices.length > 0);
  }, [query, sections]);
  // A choice runs once the picker is gone: a prompt it opens must not overlap the closing modal
  // (Ionic then left the page hidden from screen readers after both closed).
  const picked = useRef<(() => void) | null>(null);
  const dismissed = () => {
    setQuery('');
    onClose();
    const pick = picked.current;
    picked.current = null;
    pick?.();
  };
  return (
    <EditorModal isOpen={isOpen} onDismissed={dismissed} className="editor-picker" label={title}>
      <SheetHeader title={title} closeLabel={t('close')} onClose={onClose}>
        {searchable ? (
          <IonToolbar className="picker-search">
            <input
              type="search"
              className="picker-search-input"
              placeholder={t('add.search')}
              aria-label={t('add.search')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </IonToolbar>
        ) : null}
      </SheetHeader>
      <IonContent color="light">
        {shown.length === 0 ? <p className="picker-empty">{empty ?? t('add.noMatch')}</p> : null}
        {shown.map((section) => (
          <section key={section.key} aria-label={section.title}>
            {section.title ? <h3 className="picker-section-title">{section.title}</h3> : null}
            <IonList inset>
              {section.choices.map((choice) => (
                <IonItem
                  key={choice.key}
                  button
                  detail={false}
                  onClick={() => {
                    picked.current = choice.onPick;
                    onClose();
                  }}
                >
                  <IonLabel>{choice.label}</IonLabel>
                </IonItem>
              ))}
            </IonList>
          </section>
        ))}
      </IonContent>
    </EditorModal>
  );
}
