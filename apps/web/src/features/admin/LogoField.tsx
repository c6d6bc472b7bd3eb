/** A user's or a group's logo: the current one, choose a picture (resized on the device), remove. */
import { IonButton, IonItem, IonLabel } from '../../ui/ionic.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/errors/errorBus.ts';
import { ADMIN_NS } from './i18n/index.ts';
import { resizeLogo } from '../../photos/resizeLogo.ts';

interface LogoFieldProps {
  logo: string | null;
  disabled: boolean;
  onChange: (logo: string | null) => void;
}

export function LogoField({ logo, disabled, onChange }: LogoFieldProps) {
  const { t } = useTranslation(ADMIN_NS);
  const input = useRef<HTMLInputElement>(null);
  return (
    <IonItem className="admin-logo">
      {logo ? <img slot="start" className="admin-logo-preview" src={logo} alt={t('group.logo')} /> : null}
      <IonLabel>{t('group.logo')}</IonLabel>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('group.chooseLogo')}
        className="admin-logo-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file)
            resizeLogo(file).then(onChange, (error: unknown) =>
              reportError({ message: t('errors.logo'), cause: error }),
            );
        }}
      />
      <IonButton slot="end" fill="clear" disabled={disabled} onClick={() => input.current?.click()}>
        {t('group.chooseLogo')}
      </IonButton>
      {logo ? (
        <IonButton slot="end" fill="clear" color="danger" disabled={disabled} onClick={() => onChange(null)}>
          {t('group.removeLogo')}
        </IonButton>
      ) : null}
    </IonItem>
  );
}
