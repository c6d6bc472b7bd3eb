/**
 * The actions under a shared link (the public costing link, the tenant's remarks link): create it,
 * copy it with 3 s of feedback (a button text and a polite status line), and revoke it after the
 * spec's confirmation dialog ("Attention", "Je confirme" / "Annuler"). The texts are the shared
 * ones (shareLinkMessages.ts) but for creating and the revoke warning, which come from the feature's
 * namespace; classes are `{classPrefix}-actions`, `-create`, `-copy`, `-revoke`, `-status`.
 */
import { IonButton, IonItem, IonLabel } from './ionic.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonAlert } from './overlays.ts';
import { SHARE_LINK_NS } from './shareLinkMessages.ts';

type ShareLinkText = 'createLink' | 'revokeConfirm';

/** A shared link as its feature's hook holds it (useShareLink's actions with the address). */
interface SharedLink {
  url: string | null;
  copied: boolean;
  create: () => Promise<void>;
  copy: () => Promise<void>;
  revoke: () => Promise<void>;
}

export interface ShareLinkActionsProps {
  link: SharedLink;
  /** Whether a link can be made now (the remarks' ten days still open). */
  canCreate: boolean;
  busy: boolean;
  online: boolean;
  text: (key: ShareLinkText) => string;
  classPrefix: string;
  size?: 'small';
}

export function ShareLinkActions(props: ShareLinkActionsProps) {
  const { link, busy, online, text, classPrefix, size } = props;
  const { url, copied } = link;
  const { t } = useTranslation(SHARE_LINK_NS);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className={`${classPrefix}-actions`}>
        {url === null ? (
          props.canCreate ? (
            <IonButton
              className={`${classPrefix}-create`}
              size={size}
              disabled={!online || busy}
              onClick={() => void link.create()}
            >
              {text('createLink')}
            </IonButton>
          ) : null
        ) : (
          <>
            <IonButton
              className={`${classPrefix}-copy`}
              size={size}
              disabled={busy}
              onClick={() => void link.copy()}
              data-copied={copied}
            >
              {t(copied ? 'copied' : 'copy')}
            </IonButton>
            <IonButton
              className={`${classPrefix}-revoke`}
              size={size}
              fill="outline"
              color="danger"
              disabled={!online || busy}
              onClick={() => setConfirming(true)}
            >
              {t('revokeLink')}
            </IonButton>
          </>
        )}
      </div>
      <p className={`${classPrefix}-status`} role="status" aria-live="polite">
        {copied ? t('copiedStatus') : ''}
      </p>
      <IonAlert
        isOpen={confirming}
        header={t('confirmTitle')}
        message={text('revokeConfirm')}
        buttons={[
          { text: t('cancel'), role: 'cancel' },
          { text: t('confirm'), role: 'confirm', handler: () => void link.revoke() },
        ]}
        onDidDismiss={() => setConfirming(false)}
      />
    </>
  );
}

/** The shared address itself, to open or select, under the panel's hint. */
export function SharedLinkItem({ url, className }: { url: string; className: string }) {
  return (
    <IonItem lines="none">
      <IonLabel className="ion-text-wrap">
        <a className={className} href={url} target="_blank" rel="noreferrer">
          {url}
        </a>
      </IonLabel>
    </IonItem>
  );
}
