/**
 * The add bar of adding mode (inspection-core §2): add a module (room), an entry to the selected
 * module, a custom sub-entry to the selected container, or a rate field to the selected element.
 * What is added is selected at once.
 */
import { useMemo, useState } from 'react';
import { IonButton, IonIcon } from '../../../ui/ionic.ts';
import { add } from '../icons.ts';
import { useTranslation } from 'react-i18next';
import {
  addableEntryGroups,
  addableRateFields,
  addableRoomChoices,
  addElementRateField,
  addEntry,
  addRoom,
  addSubEntry,
  type ElementPath,
  type TreeResult,
  type LocalReport,
} from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import type { NameOf } from '../names.ts';
import type { Selected } from '../selection.ts';
import type { EditorDialogs } from '../useEditorDialogs.ts';
import { fieldLabel } from '../rate/fieldLabel.ts';
import { PickerModal, type PickerSection } from './PickerModal.tsx';

type Picker = 'module' | 'entry' | 'field';

interface AddBarProps {
  selected: Selected;
  nameOf: NameOf;
  dialogs: EditorDialogs;
  applyTree: (edit: (report: LocalReport) => TreeResult) => TreeResult | undefined;
  open: (path: ElementPath) => void;
}

export function AddBar({ selected, nameOf, dialogs, applyTree, open }: AddBarProps) {
  const { t } = useTranslation(EDITOR_NS);
  // The picker keeps its content while it closes; `isOpen` alone says whether it shows.
  const [picker, setPicker] = useState<Picker>('module');
  const [isOpen, setIsOpen] = useState(false);
  const show = (which: Picker) => {
    setPicker(which);
    setIsOpen(true);
  };
  const { module, entry, subEntry } = selected;
  const container = entry?.content !== undefined ? entry : undefined;
  const rated = subEntry ?? (entry && !container ? entry : undefined);

  const run = (edit: (report: LocalReport) => TreeResult) => {
    const result = applyTree(edit);
    if (result?.ok && result.path) open(result.path);
  };

  const sections = useMemo((): PickerSection[] => {
    if (picker === 'module') {
      return [
        {
          key: 'rooms',
          choices: addableRoomChoices().map((choice) => ({
            key: `${choice.key}-${choice.template}`,
            label: nameOf(choice.label),
            onPick: () => run((report) => addRoom(report, choice.key, { template: choice.template })),
          })),
        },
      ];
    }
    if (picker === 'entry' && module) {
      const custom: PickerSection = {
        key: 'custom',
        choices: [
          {
            key: 'custom',
            label: t('add.customEntry'),
            onPick: () =>
              void dialogs
                .prompt({
                  header: t('add.entryTitle'),
                  message: t('add.customEntryMessage'),
                  confirm: t('add.confirm'),
                })
                .then((name) => {
                  if (name !== null) run((report) => addEntry(report, module.id, name));
                }),
          },
        ],
      };
      return [
        custom,
        ...addableEntryGroups().map((group) => ({
          key: group.family,
          title: t(`families.${group.family}`),
          choices: group.entries.map((def) => ({
            key: def.name,
            label: nameOf(def.name),
            onPick: () => run((report) => addEntry(report, module.id, def.name)),
          })),
        })),
      ];
    }
    if (picker === 'field' && rated && selected.path) {
      const path = selected.path;
      return [
        {
          key: 'fields',
          choices: addableRateFields(rated, subEntry ? entry : undefined).map((field) => ({
            key: field,
            label: fieldLabel(t, field),
            onPick: () => run((report) => addElementRateField(report, path, field)),
          })),
        },
      ].filter((section) => section.choices.length > 0);
    }
    return [];
    // `run` only closes over stable callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picker, module, entry, subEntry, rated, selected.path, nameOf, t, dialogs]);

  const addSub = () => {
    if (!module || !container) return;
    void dialogs
      .prompt({
        header: t('add.subEntryTitle'),
        message: t('add.subEntryMessage', { name: nameOf(container.name) }),
        confirm: t('add.confirm'),
      })
      .then((name) => {
        if (name !== null) run((report) => addSubEntry(report, module.id, container.id, name));
      });
  };

  const title =
    picker === 'module'
      ? t('add.moduleTitle')
      : picker === 'entry'
        ? t('add.entryTitle')
        : t('add.fieldTitle');
  return (
    <div className="editor-add-bar" role="toolbar" aria-label={t('add.bar')}>
      <IonButton size="small" shape="round" fill="outline" onClick={() => show('module')}>
        <IonIcon slot="start" icon={add} aria-hidden="true" />
        {t('add.module')}
      </IonButton>
      <IonButton size="small" shape="round" fill="outline" disabled={!module} onClick={() => show('entry')}>
        <IonIcon slot="start" icon={add} aria-hidden="true" />
        {t('add.entry')}
      </IonButton>
      <IonButton size="small" shape="round" fill="outline" disabled={!container} onClick={addSub}>
        <IonIcon slot="start" icon={add} aria-hidden="true" />
        {t('add.subEntry')}
      </IonButton>
      <IonButton size="small" shape="round" fill="outline" disabled={!rated} onClick={() => show('field')}>
        <IonIcon slot="start" icon={add} aria-hidden="true" />
        {t('add.field')}
      </IonButton>
      <PickerModal
        isOpen={isOpen}
        title={title}
        sections={sections}
        searchable={picker !== 'field'}
        empty={picker === 'field' ? t('add.noField') : undefined}
        onClose={() => setIsOpen(false)}
      />
    </div>
  );
}
