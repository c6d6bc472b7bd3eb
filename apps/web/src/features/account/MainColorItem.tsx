/**
 * The main colour (accounts-costing §3, §5, §9): the colour that applies (`currentCustomColor`,
 * resolved by the server along user -> group -> parent -> product default) with its origin, changed
 * with the device's colour picker and saved as hex without '#'; '' goes back to the inherited one.
 * The session applies the saved colour to the whole app (app/theme/mainColor.ts) and keeps it across
 * reloads with the cached user.
 */
import { useCallback, useEffect, useRef } from 'react';
import { IonButton, IonIcon, IonItem, IonLabel } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import type { User } from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { patchMe } from './accountApi.ts';
import { colorPaletteOutline } from './icons.ts';
import { ACCOUNT_NS } from './i18n/index.ts';

interface MainColorItemProps {
  user: User;
  online: boolean;
  onSaved: () => Promise<unknown>;
}

export function MainColorItem({ user, online, onSaved }: MainColorItemProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const picker = useRef<HTMLInputElement>(null);

  const save = useCallback(
    async (customColor: string) => {
      try {
        await patchMe({ customColor });
        await onSaved();
      } catch (error) {
        reportError({ title: t('errorTitle'), message: t('management.colorError'), cause: error });
      }
    },
    [onSaved, t],
  );

  // The native 'change' event fires once the colour is chosen; React's onChange follows every move
  // of the picker, which would send a request per step.
  useEffect(() => {
    const input = picker.current;
    if (input === null) return;
    const onChange = () => void save(input.value.replace('#', ''));
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, [save, user.currentCustomColor]);

  return (
    <IonItem className="main-color" disabled={!online} data-origin={user.currentCustomColorOrigin}>
      <IonIcon slot="start" icon={colorPaletteOutline} aria-hidden="true" />
      <IonLabel className="ion-text-wrap">
        <h3>{t('management.color')}</h3>
        <p className="color-origin">
          {t(`management.origin.${user.currentCustomColorOrigin}`)} · #{user.currentCustomColor}
        </p>
        {/* Under the text, not beside it: beside, it left the origin a few letters wide on a phone
            ('Personnal/isé'). */}
        {user.customColor ? (
          <IonButton fill="clear" size="small" className="color-reset" onClick={() => void save('')}>
            {t('management.colorReset')}
          </IonButton>
        ) : null}
      </IonLabel>
      <input
        slot="end"
        type="color"
        className="color-input"
        aria-label={t('management.color')}
        disabled={!online}
        // A new key per saved colour: the picker shows what the server keeps, not a half-chosen value.
        key={user.currentCustomColor}
        defaultValue={`#${user.currentCustomColor}`}
        ref={picker}
      />
    </IonItem>
  );
}
