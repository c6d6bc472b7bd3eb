/**
 * Immersive mode (inspection-core §2 "Immersive popup"): a full-screen editor of one element at a
 * time, with previous / current / next at the module, entry and sub-entry levels, arrows stepping
 * through the rates in the domain's order (rateWalk), scroll-to-top and -bottom buttons, the report
 * language and an exit button. Stepping past the last rate or before the first leaves the mode.
 */
import { useRef } from 'react';
import { IonContent } from '@ionic/react';
import { IonButton, IonButtons, IonHeader, IonIcon, IonTitle, IonToolbar } from '../../../ui/ionic.ts';
import { arrowBack, arrowForward, arrowDown, arrowUp, close } from '../icons.ts';
import { useTranslation } from 'react-i18next';
import {
  contextOf,
  firstStopWithin,
  stepRate,
  walkLevels,
  type ElementPath,
  type LocalReport,
} from '@constat/domain';
import { EDITOR_NS } from '../i18n/index.ts';
import type { NameOf } from '../names.ts';
import { RatePanel } from '../rate/RatePanel.tsx';
import type { Selected } from '../selection.ts';
import type { EditorDialogs } from '../useEditorDialogs.ts';
import type { Update } from '../useTreeActions.ts';
import { LevelStrip } from './LevelStrip.tsx';
import { EditorModal } from '../EditorModal.tsx';

interface ImmersiveModalProps {
  isOpen: boolean;
  report: LocalReport;
  selected: Selected;
  nameOf: NameOf;
  adding: boolean;
  update: Update;
  dialogs: EditorDialogs;
  open: (path: ElementPath) => void;
  onChooseLocale: () => void;
  onClose: () => void;
}

export function ImmersiveModal(props: ImmersiveModalProps) {
  const { t } = useTranslation(EDITOR_NS);
  const content = useRef<HTMLIonContentElement>(null);
  const { report, selected, nameOf, open, onClose } = props;
  const { path, entry, subEntry } = selected;
  const element = subEntry ?? entry;
  const levels = path ? walkLevels(report.edl, path) : null;

  const step = (direction: 'next' | 'previous') => {
    const target = path ? stepRate(report.edl, path, direction) : null;
    if (target) {
      open(target);
      void content.current?.scrollToTop(0);
    } else onClose();
  };
  const jump = (target: ElementPath) => {
    const stop = firstStopWithin(report.edl, target);
    if (stop) open(stop);
  };

  return (
    <EditorModal
      isOpen={props.isOpen}
      onDismissed={onClose}
      className="immersive-modal"
      label={t('immersive.title')}
    >
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonButton aria-label={t('immersive.exit')} onClick={onClose}>
              <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
            </IonButton>
          </IonButtons>
          <IonTitle>{t('immersive.title')}</IonTitle>
          <IonButtons slot="end">
            <IonButton
              className="locale-button"
              aria-label={t('toolbar.language', {
                code: report.locale.toUpperCase(),
                language: t(`languages.${report.locale}`),
              })}
              onClick={props.onChooseLocale}
            >
              <span aria-hidden="true">{report.locale.toUpperCase()}</span>
            </IonButton>
            <IonButton aria-label={t('immersive.top')} onClick={() => void content.current?.scrollToTop(300)}>
              <IonIcon slot="icon-only" icon={arrowUp} aria-hidden="true" />
            </IonButton>
            <IonButton
              aria-label={t('immersive.bottom')}
              onClick={() => void content.current?.scrollToBottom(300)}
            >
              <IonIcon slot="icon-only" icon={arrowDown} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
        {levels ? (
          <div className="immersive-levels">
            <LevelStrip
              level={levels.module}
              label={t('immersive.module')}
              nameOf={nameOf}
              onJump={(moduleId) => jump({ moduleId })}
            />
            {levels.entry && path ? (
              <LevelStrip
                level={levels.entry}
                label={t('immersive.entry')}
                nameOf={nameOf}
                onJump={(entryId) => jump({ moduleId: path.moduleId, entryId })}
              />
            ) : null}
            {levels.subEntry && path ? (
              <LevelStrip
                level={levels.subEntry}
                label={t('immersive.subEntry')}
                nameOf={nameOf}
                onJump={(subEntryId) => jump({ moduleId: path.moduleId, entryId: path.entryId, subEntryId })}
              />
            ) : null}
          </div>
        ) : null}
      </IonHeader>
      <IonContent ref={content} color="light" className="immersive-content">
        {path && element ? (
          <RatePanel
            key={contextOf(path)}
            report={report}
            path={path}
            element={element}
            parent={subEntry ? entry : undefined}
            adding={props.adding}
            nameOf={nameOf}
            update={props.update}
            dialogs={props.dialogs}
          />
        ) : null}
      </IonContent>
      {/* A plain footer: Ionic's IonFooter would join the login bundle (see ionic/elements.ts). */}
      <footer className="immersive-footer">
        <IonButton fill="clear" className="immersive-previous" onClick={() => step('previous')}>
          <IonIcon slot="start" icon={arrowBack} aria-hidden="true" />
          {t('immersive.previous')}
        </IonButton>
        <IonButton fill="solid" className="immersive-next" onClick={() => step('next')}>
          {t('immersive.next')}
          <IonIcon slot="end" icon={arrowForward} aria-hidden="true" />
        </IonButton>
      </footer>
    </EditorModal>
  );
}
