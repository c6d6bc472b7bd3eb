/**
 * The account's logo (accounts-costing §2 "Account page": 150x150 expected): shown in a 150x150 box,
 * changed from a picture on the device (resized there: photos/resizeLogo.ts), removed after
 * confirmation. Needs the network.
 */
import { useRef, useState } from 'react';
import { IonButton } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import type { User } from '@constat/domain';
import { reportError } from '../../app/errors/errorBus.ts';
import { patchMe } from './accountApi.ts';
import { ACCOUNT_NS } from './i18n/index.ts';
import { resizeLogo } from '../../photos/resizeLogo.ts';
import { useAccountDialogs } from './useAccountDialogs.ts';

interface LogoSectionProps {
  user: User;
  online: boolean;
  onSaved: () => Promise<unknown>;
}

export function LogoSection({ user, online, onSaved }: LogoSectionProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { confirm } = useAccountDialogs();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function save(logo: Promise<string | null>) {
    setBusy(true);
    try {
      await patchMe({ logo: await logo });
      await onSaved();
    } catch (error) {
      reportError({ title: t('errorTitle'), message: t('logo.error'), cause: error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-logo" aria-label={t('logo.alt')}>
      <div className="account-logo-box">
        {user.logo ? (
          <img src={user.logo} alt={t('logo.alt')} width={150} height={150} />
        ) : (
          <span className="account-logo-none">{t('logo.none')}</span>
        )}
      </div>
      <div className="account-logo-actions">
        <IonButton
          size="small"
          fill="outline"
          disabled={!online || busy}
          onClick={() => input.current?.click()}
          className="logo-change"
        >
          {t('logo.change')}
        </IonButton>
        {user.logo ? (
          <IonButton
            size="small"
            fill="clear"
            color="danger"
            disabled={!online || busy}
            className="logo-remove"
            onClick={() =>
              void confirm(t('logo.removeConfirm')).then((yes) => {
                if (yes) void save(Promise.resolve(null));
              })
            }
          >
            {t('logo.remove')}
          </IonButton>
        ) : null}
        <p className="account-hint">{t('logo.hint')}</p>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-label={t('logo.change')}
        className="logo-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void save(resizeLogo(file));
        }}
      />
    </section>
  );
}
