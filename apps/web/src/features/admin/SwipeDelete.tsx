/**
 * The delete option of an admin list's row: swiped all the way or tapped, it closes the row first
 * (closeSliding.ts) and asks for the deletion.
 */
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IonIcon, IonItemOption, IonItemOptions } from '../../ui/ionic.ts';
import { closeSliding } from './closeSliding.ts';
import { trashOutline } from './icons.ts';
import { ADMIN_NS } from './i18n/index.ts';

export function SwipeDelete({ onDelete }: { onDelete: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const remove = (event: SyntheticEvent | Event) => {
    closeSliding(event);
    onDelete();
  };
  return (
    <IonItemOptions side="end" onIonSwipe={remove}>
      <IonItemOption color="danger" expandable onClick={remove}>
        <IonIcon slot="icon-only" icon={trashOutline} aria-label={t('delete')} />
      </IonItemOption>
    </IonItemOptions>
  );
}
