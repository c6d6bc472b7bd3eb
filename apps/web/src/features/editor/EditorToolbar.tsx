/**
 * The editor's top bar (inspection-core §2): back to the info form ('Modifier les infos'), then the
 * report's language, adding mode, moving mode and immersive mode. Icon buttons carry their names.
 *
 * Its buttons and icons are plain elements drawn as Ionic's iOS toolbar buttons (editor.css "Top
 * bar"), not ion-buttons, ion-button and ion-icon: those eleven components would be most of the task
 * that opens the editor on a mid-range phone. The title shows on a tablet only.
 */
import type { ReactNode } from 'react';
import { useIonRouter } from '@ionic/react';
import { IonHeader, IonTitle, IonToolbar } from '../../ui/ionic.ts';
import { PlainIcon } from '../../ui/PlainIcon.tsx';
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
  /** Tablet and desktop: the title shows between the bar's buttons. */
  wide: boolean;
  onChooseLocale: () => void;
  onToggleAdding: () => void;
  onToggleMoving: () => void;
  onImmersive: () => void;
  /** Rows under the main bar: the breadcrumb and the add bar. */
  children: ReactNode;
}

/** A mode switch of the top bar, its state in aria-pressed. */
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
      <PlainIcon icon={icon} />
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
        <div slot="start" className="bar-buttons">
          <a
            href={`#${infoPath}`}
            onClick={(event) => {
              // A link for what it is (and for a new tab); in the app, Ionic's router with a back transition.
              event.preventDefault();
              router.push(infoPath, 'back', 'push');
            }}
            className="bar-button back-to-info"
          >
            <PlainIcon icon={chevronBack} />
            {t('backToInfo')}
          </a>
        </div>
        {props.wide ? <IonTitle className="editor-title">{props.title}</IonTitle> : null}
        <div slot="end" className="bar-buttons">
          <button
            type="button"
            className="bar-button locale-button"
            aria-label={t('toolbar.language', {
              code: props.locale.toUpperCase(),
              language: t(`languages.${props.locale}`),
            })}
            onClick={props.onChooseLocale}
          >
            <span aria-hidden="true">{props.locale.toUpperCase()}</span>
          </button>
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
          <button
            type="button"
            className="bar-button icon-only"
            aria-label={t('toolbar.immersive')}
            disabled={!props.canImmerse}
            onClick={props.onImmersive}
          >
            <PlainIcon icon={expandOutline} />
          </button>
        </div>
      </IonToolbar>
      {props.children}
    </IonHeader>
  );
}
