/**
 * The agent shares the costing with the tenant (accounts-costing §6): a link carrying the report's
 * random token, copied with 3 s of feedback, revoked after a confirmation (ui/ShareLinkActions).
 * Needs the network, like every costing call.
 */
import { IonItem, IonLabel, IonList } from '../../ui/ionic.ts';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../app/network/useOnline.ts';
import { COSTING_NS } from './i18n/index.ts';
import { usePublicLink } from './usePublicLink.ts';
import { ShareLinkActions, SharedLinkItem } from '../../ui/ShareLinkActions.tsx';

export function PublicLinkPanel({ edlId }: { edlId: number }) {
  const { t } = useTranslation(COSTING_NS);
  const online = useOnline();
  const link = usePublicLink(edlId, true);
  const busy = link.state === 'loading' || link.state === 'busy';

  return (
    <section className="costing-share" aria-labelledby="costing-share-title">
      <h2 id="costing-share-title">{t('shareLink')}</h2>
      <IonList inset>
        <IonItem lines={link.url === null ? 'none' : 'full'}>
          <IonLabel className="ion-text-wrap">
            <p className="costing-share-hint">{t(link.url === null ? 'shareHint' : 'sharedHint')}</p>
          </IonLabel>
        </IonItem>
        {link.url !== null ? <SharedLinkItem url={link.url} className="costing-share-url" /> : null}
      </IonList>
      <ShareLinkActions
        link={link}
        canCreate
        busy={busy}
        online={online}
        text={(key) => t(key)}
        classPrefix="costing-share"
      />
    </section>
  );
}
