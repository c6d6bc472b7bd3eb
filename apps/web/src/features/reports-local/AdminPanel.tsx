/**
 * What an admin sees above the list (inspection-core §2, §6): the choice between automatic and
 * manual deletion of local copies after saving, and for everyone the global admin message (HTML
 * from the user record, sanitised).
 */
import { useMemo, useState } from 'react';
import { IonItem, IonLabel, IonList, IonToggle } from '../../ui/ionic.ts';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/SessionContext.ts';
import { CAPTURE_NS } from '../capture/i18n/index.ts';
import { readAutoDelete, writeAutoDelete } from './autoDeletePreference.ts';

export function AdminPanel() {
  const { t } = useTranslation(CAPTURE_NS);
  const { user } = useSession();
  const [autoDelete, setAutoDelete] = useState(() => (user ? readAutoDelete(user.id) : true));
  const message = user?.globalAdminMessage?.trim() ?? '';
  const safeHtml = useMemo(() => (message ? DOMPurify.sanitize(message) : ''), [message]);
  if (!user) return null;
  return (
    <>
      {safeHtml ? (
        <div className="admin-message" role="note" dangerouslySetInnerHTML={{ __html: safeHtml }} />
      ) : null}
      {user.admin ? (
        <IonList inset className="auto-delete">
          <IonItem lines="none">
            <IonToggle
              checked={autoDelete}
              onIonChange={(event) => {
                setAutoDelete(event.detail.checked);
                writeAutoDelete(user.id, event.detail.checked);
              }}
            >
              <IonLabel className="ion-text-wrap">
                {t('list.autoDelete')}
                <p>{t('list.autoDeleteHint')}</p>
              </IonLabel>
            </IonToggle>
          </IonItem>
        </IonList>
      ) : null}
    </>
  );
}
