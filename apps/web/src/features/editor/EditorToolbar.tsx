/**
 * The editor's top bar (inspection-core §2): back to the info form ('Modifier les infos'), then the
 * report's language, adding mode, moving mode and immersive mode. Icon buttons carry their names.
 */
import type { ReactNode } from 'react';
import { useIonRouter } from '@ionic/react';
import { IonButton, IonButtons, IonHeader, IonIcon, IonTitle, IonToolbar } from '../../ui/ionic.ts';
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

/**
 * A mode switch of the top bar. A native button: ion-button copies aria-pressed to its inner button
 * once, and a screen reader would keep hearing the first state.
 */
function ModeToggle({
  label,
  icon,
  on,
  onToggle,
}: {
  label: string;
  icon: string;
  on: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={on ? 'mode-toggle mode-on' : 'mode-toggle'}
      aria-label={label}
      aria-pressed={on}
      onClick={onToggle}
    >
      <IonIcon icon={icon} aria-hidden="true" />
    </button>
  );
}

export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation(EDITOR_NS);
  const router = useIonRouter();
  const infoPath = `/modifier-edl/${props.localId}`;
  return (
    <IonHeader className="editor-header">
      <IonToolbar>
        <IonButtons slot="start">
          <IonButton
            href={`#${infoPath}`}
            onClick={(event) => {
              // A link for what it is (and for a new tab); in the app, Ionic's router with a back transition.
              event.preventDefault();
              router.push(infoPath, 'back', 'push');
            }}
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
            aria-label={t('toolbar.language', {
              code: props.locale.toUpperCase(),
              language: t(`languages.${props.locale}`),
            })}
            onClick={props.onChooseLocale}
          >
            <span aria-hidden="true">{props.locale.toUpperCase()}</span>
          </IonButton>
          <ModeToggle
            label={t('toolbar.adding')}
            icon={addCircleOutline}
            on={props.adding}
            onToggle={props.onToggleAdding}
          />
          <ModeToggle
            label={t('toolbar.moving')}
            icon={swapVerticalOutline}
            on={props.moving}
            onToggle={props.onToggleMoving}
          />
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
