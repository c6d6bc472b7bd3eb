/**
 * autoEdls (accounts-costing §2 "Auto-EDL management", §6): the agent's self-service invitations,
 * searched on the server, newest first; each one's state, base report and credentials (viewable,
 * copyable); swipe to delete with the spec's confirmation; "Nouveau" opens the form. Everything
 * needs the network: offline the screen says so and its actions are disabled.
 */
import { IonBackButton } from '../../ui/ionicDeferred.ts';
import {
  AUTO_EDL_DELETE_CONFIRM,
  type AutoEdlRecord,
  canManageSelfService,
  INTL_LOCALES,
  toLocale,
} from '@constat/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/errors/errorBus.ts';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { Redirect } from '../../app/layout/Redirect.tsx';
import { useGo } from '../../app/layout/useGo.ts';
import { useOnline } from '../../app/network/useOnline.ts';
import { PATHS } from '../../app/routes.ts';
import { useSession } from '../../app/session/SessionContext.ts';
import { IonButton, IonItem, IonList, IonNote, IonSearchbar } from '../../ui/ionic.ts';
import { useIonAlert } from '../../ui/overlays.ts';
import { deleteAutoEdl } from './api.ts';
import { AutoEdlItem } from './AutoEdlItem.tsx';
import { AUTO_EDLS_NS } from './i18n/index.ts';
import { useAutoEdlList } from './useAutoEdlList.ts';
import { useCopyFeedback } from '../../ui/useCopyFeedback.ts';
import './autoEdls.css';

export default function AutoEdlsPage() {
  const { t, i18n } = useTranslation(AUTO_EDLS_NS);
  const { user } = useSession();
  const online = useOnline();
  const go = useGo();
  const [present] = useIonAlert();
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState('');
  const allowed = user !== null && canManageSelfService(user);
  const { records, reload, remove } = useAutoEdlList(search, allowed && online, t('errors.list'));
  const { copied, copy } = useCopyFeedback(t('errors.copy'));
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(INTL_LOCALES[toLocale(i18n.language)], { dateStyle: 'short' }),
    [i18n.language],
  );

  const confirmDelete = useCallback(
    (record: AutoEdlRecord) =>
      void present({
        header: t('app.attention', { ns: 'translation' }),
        // The spec's French sentence in every language (inspection-core §8).
        message: AUTO_EDL_DELETE_CONFIRM,
        cssClass: 'confirm-delete-auto-edl',
        buttons: [
          { text: t('app.cancel', { ns: 'translation' }), role: 'cancel' },
          {
            text: t('app.confirm', { ns: 'translation' }),
            role: 'destructive',
            handler: () => {
              deleteAutoEdl(record.id).then(
                () => {
                  remove(record.id);
                  setNotice(t('deleted'));
                  reload();
                },
                (error: unknown) => reportError({ message: t('errors.delete'), cause: error }),
              );
            },
          },
        ],
      }),
    [present, t, remove, reload],
  );

  if (user !== null && !allowed) return <Redirect to={PATHS.account} />;
  return (
    <LargeTitlePage
      route="autoEdls"
      title={t('titles.autoEdls', { ns: 'translation' })}
      className="auto-edls-page"
      start={<IonBackButton text={t('app.back', { ns: 'translation' })} defaultHref={PATHS.account} />}
    >
      <IonSearchbar
        className="auto-edls-search"
        placeholder={t('search')}
        aria-label={t('search')}
        value={search}
        debounce={500}
        disabled={!online}
        onIonInput={(event) => setSearch(event.detail.value ?? '')}
      />
      <div className="auto-edls-toolbar">
        <IonButton
          size="small"
          fill="solid"
          className="auto-edls-new"
          disabled={!online}
          onClick={() => go(`${PATHS.account}/auto-edls/new`)}
        >
          {t('newLink')}
        </IonButton>
      </div>
      {!online ? (
        <p className="auto-edls-message auto-edls-offline" role="alert">
          {t('errors.offline', { ns: 'translation' })}
        </p>
      ) : null}
      {online && records === null ? <p className="auto-edls-message">{t('loading')}</p> : null}
      <p className="auto-edls-message auto-edls-notice" role="status" aria-live="polite">
        {notice}
      </p>
      {records !== null ? (
        <IonList inset className="auto-edls-list">
          {records.map((record) => (
            <AutoEdlItem
              key={record.id}
              record={record}
              online={online}
              dateFormat={dateFormat}
              copied={copied}
              onCopy={(key, text) => void copy(key, text)}
              onDelete={confirmDelete}
            />
          ))}
          {records.length === 0 ? (
            <IonItem lines="none" className="auto-edls-empty">
              <IonNote>{search.trim() === '' ? t('empty') : t('emptySearch')}</IonNote>
            </IonItem>
          ) : null}
        </IonList>
      ) : null}
    </LargeTitlePage>
  );
}
