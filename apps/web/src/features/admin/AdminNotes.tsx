/** The lines every admin screen may show: offline (the spec's wording), loading, not found, a result. */
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from './i18n/index.ts';

export function AdminNotes({
  online,
  loading,
  notFound,
  notice,
}: {
  online: boolean;
  loading: boolean;
  notFound: boolean;
  notice?: string | null;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      {!online ? (
        <p className="admin-message admin-offline" role="alert">
          {t('offline')}
        </p>
      ) : null}
      {online && loading && !notFound ? <p className="admin-message">{t('loading')}</p> : null}
      {notFound ? (
        <p className="admin-message admin-not-found" role="alert">
          {t('notFound')}
        </p>
      ) : null}
      <p className="admin-message admin-notice" role="status" aria-live="polite">
        {notice ?? ''}
      </p>
    </>
  );
}
