/**
 * The head of every admin list (users, groups, a group's users): the search field, the 'new' button
 * (disabled offline) and the screen's notes (AdminNotes).
 */
import { useTranslation } from 'react-i18next';
import { IonButton, IonSearchbar } from '../../ui/ionic.ts';
import { AdminNotes } from './AdminNotes.tsx';
import { ADMIN_NS } from './i18n/index.ts';

export function AdminListHead({
  query,
  onQuery,
  online,
  canCreate,
  onCreate,
  remote,
  notice,
}: {
  query: string;
  onQuery: (query: string) => void;
  online: boolean;
  /** Besides being online (a group's users wait for the group). */
  canCreate: boolean;
  onCreate: () => void;
  remote: { loading: boolean; notFound: boolean };
  notice: string | null;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <IonSearchbar
        className="admin-search"
        placeholder={t('search')}
        aria-label={t('search')}
        value={query}
        debounce={150}
        onIonInput={(event) => onQuery(event.detail.value ?? '')}
      />
      <div className="admin-toolbar">
        <IonButton
          size="small"
          fill="solid"
          className="admin-new"
          disabled={!online || !canCreate}
          onClick={onCreate}
        >
          {t('newLink')}
        </IonButton>
      </div>
      <AdminNotes online={online} loading={remote.loading} notFound={remote.notFound} notice={notice} />
    </>
  );
}
