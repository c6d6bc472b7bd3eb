/**
 * The tenant's page of the remarks link (docs/ARCHITECTURE.md "Beyond the specification";
 * /p/remarques/:edlId/:token, public, no tab bar): within ten days of the move-in, a general remark and, room
 * by room, a remark on the room and on each of its elements; send, then a confirmation. A closed window or a
 * revoked link says why. Rooms fold (native details) so that a large dwelling is a short list on a phone; a
 * room's text areas mount when it is opened.
 */
import { REMARK_MAX_LENGTH, type RemarksRoom } from '@constat/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LargeTitlePage } from '../../app/layout/LargeTitlePage.tsx';
import { IonButton, IonItem, IonList, IonTextarea } from '../../ui/ionic.ts';
import { longDate } from './api.ts';
import { REMARKS_NS } from './i18n/index.ts';
import { elementKey, GENERAL, roomKey, useTenantRemarks } from './useTenantRemarks.ts';
import './remarks.css';

interface FieldProps {
  label: string;
  value: string;
  onType: (text: string) => void;
}

function RemarkField({ label, value, onType }: FieldProps) {
  return (
    <IonItem lines="full" className="remark-field">
      <IonTextarea
        label={label}
        labelPlacement="stacked"
        autoGrow
        rows={2}
        maxlength={REMARK_MAX_LENGTH}
        value={value}
        onIonInput={(event) => onType(event.detail.value ?? '')}
      />
    </IonItem>
  );
}

function RoomRemarks({
  room,
  texts,
  onType,
}: {
  room: RemarksRoom;
  texts: Record<string, string>;
  onType: (key: string, text: string) => void;
}) {
  const { t } = useTranslation(REMARKS_NS);
  const [open, setOpen] = useState(false);
  const keys = [roomKey(room.id), ...room.entries.map((entry) => elementKey(room.id, entry.id))];
  const count = keys.filter((key) => (texts[key] ?? '').trim() !== '').length;
  return (
    <details
      className="remarks-room"
      data-room={room.name}
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary>
        <span className="remarks-room-name">{room.name}</span>
        {count > 0 ? <span className="remarks-room-count">{t('typed', { count })}</span> : null}
      </summary>
      {open ? (
        <IonList inset>
          <RemarkField
            label={t('roomRemark')}
            value={texts[roomKey(room.id)] ?? ''}
            onType={(text) => onType(roomKey(room.id), text)}
          />
          {room.entries.map((entry) => (
            <RemarkField
              key={entry.id}
              label={entry.name}
              value={texts[elementKey(room.id, entry.id)] ?? ''}
              onType={(text) => onType(elementKey(room.id, entry.id), text)}
            />
          ))}
        </IonList>
      ) : null}
    </details>
  );
}

export default function TenantRemarksPage() {
  const { t, i18n } = useTranslation(REMARKS_NS);
  const { t: tt } = useTranslation();
  const { edlId = '', token = '' } = useParams();
  const id = Number(edlId);
  const page = useTenantRemarks(id, token);
  const { view } = page;
  const lastDay = view ? longDate(view.lastDay, i18n.language) : '';

  return (
    <LargeTitlePage route="edlRemarksPublic" title={tt('titles.edlRemarks')}>
      {page.failure !== null ? (
        <div className="remarks-failure" role="alert">
          <h2>{t(page.failure === 'denied' ? 'deniedTitle' : 'failedTitle')}</h2>
          <p>{t(page.failure === 'denied' ? 'denied' : 'failed')}</p>
        </div>
      ) : null}
      {view === null && page.failure === null ? <p className="remarks-loading">{t('loading')}</p> : null}
      {view !== null && !view.open ? (
        <div className="remarks-failure remarks-expired" role="alert">
          <h2>{t('expiredTitle')}</h2>
          <p>{t('expired', { lastDay })}</p>
        </div>
      ) : null}
      {view !== null && view.open && page.sent !== null ? (
        <div className="remarks-sent" role="status">
          <h2>{t('sentTitle')}</h2>
          <p>{t('sent', { count: page.sent.count, date: longDate(page.sent.at, i18n.language) })}</p>
          <IonButton fill="outline" onClick={page.again}>
            {t('sendMore')}
          </IonButton>
        </div>
      ) : null}
      {view !== null && view.open && page.sent === null ? (
        <form
          className="remarks-form"
          onSubmit={(event) => {
            event.preventDefault();
            void page.send();
          }}
        >
          {view.address ? <p className="remarks-address">{view.address}</p> : null}
          <p className="remarks-intro">{t('intro', { date: longDate(view.date, i18n.language), lastDay })}</p>
          <IonList inset>
            <RemarkField
              label={t('generalRemark')}
              value={page.texts[GENERAL] ?? ''}
              onType={(text) => page.type(GENERAL, text)}
            />
          </IonList>
          {view.rooms.map((room) => (
            <RoomRemarks key={room.id} room={room} texts={page.texts} onType={page.type} />
          ))}
          {page.sendError !== null ? (
            <div className="remarks-failure" role="alert">
              <h2>{t('sendFailedTitle')}</h2>
              <p>{page.sendError}</p>
            </div>
          ) : null}
          <div className="remarks-send">
            <p className="remarks-count" aria-live="polite">
              {page.typed.length === 0 ? t('nothingTyped') : t('typed', { count: page.typed.length })}
            </p>
            <IonButton type="submit" expand="block" disabled={page.typed.length === 0 || page.sending}>
              {t(page.sending ? 'sending' : 'send')}
            </IonButton>
          </div>
        </form>
      ) : null}
    </LargeTitlePage>
  );
}
