/**
 * The editor's top bar (inspection-core §2): back to the info form ('Modifier les infos'), then the
 * report's language, adding mode, moving mode and immersive mode. Icon buttons carry their names.
 */
import type { ReactNode } from 'react';
import { IonButton, IonButtons, IonHeader, IonIcon, IonTitle, IonToolbar } from '@ionic/react';
import { addCircleOutline, chevronBack, expandOutline, swapVerticalOutline } from './icons.ts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@constat/domain';
import { EDITOR_NS } from './i18n/index.ts';

interface EditorToolbarProps {
  localId: number;
  title: string;
  locale: Locale;
  adding: boolean;
  moving: boolean;
  canImmerse: boolean;
  onChooseLocale: () => void;
  onToggleAdding: () => void;
  onToggleMoving: () => void;
  onImmersive: () => void;
  /** Rows under the main bar: the breadcrumb and the add bar. */
  children: ReactNode;
}

export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation(EDITOR_NS);
  return (
    <IonHeader className="editor-header">
      <IonToolbar>
        <IonButtons slot="start">
          <IonButton
            routerLink={`/modifier-edl/${props.localId}`}
            routerDirection="back"
            className="back-to-info"
          >
            <IonIcon slot="start" icon={chevronBack} aria-hidden="true" />
            {t('backToInfo')}
          </IonButton>
        </IonButtons>
        <IonTitle className="editor-title">{props.title}</IonTitle>
        <IonButtons slot="end">
          <IonButton
            className="locale-button"
            aria-label={t('toolbar.language', { language: t(`languages.${props.locale}`) })}
            onClick={props.onChooseLocale}
          >
            <span aria-hidden="true">{props.locale.toUpperCase()}</span>
          </IonButton>
          <IonButton
            aria-label={t('toolbar.adding')}
            aria-pressed={props.adding}
            className={props.adding ? 'mode-on' : undefined}
            onClick={props.onToggleAdding}
          >
            <IonIcon slot="icon-only" icon={addCircleOutline} aria-hidden="true" />
          </IonButton>
          <IonButton
            aria-label={t('toolbar.moving')}
            aria-pressed={props.moving}
            className={props.moving ? 'mode-on' : undefined}
            onClick={props.onToggleMoving}
          >
            <IonIcon slot="icon-only" icon={swapVerticalOutline} aria-hidden="true" />
          </IonButton>
          <IonButton
            aria-label={t('toolbar.immersive')}
            disabled={!props.canImmerse}
            onClick={props.onImmersive}
          >
            <IonIcon slot="icon-only" icon={expandOutline} aria-hidden="true" />
          </IonButton>
        </IonButtons>
      </IonToolbar>
      {props.children}
    </IonHeader>
  );
}
