/**
 * The header of a sheet (a modal over the screen): its title, and the button that closes it at the
 * end, as iOS sheets have it. Extra toolbars (a search field) go below as children.
 */
import type { ReactNode } from 'react';
import { IonButton, IonButtons, IonHeader, IonTitle, IonToolbar } from './ionic.ts';

export function SheetHeader({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <IonHeader>
      <IonToolbar>
        <IonTitle>{title}</IonTitle>
        <IonButtons slot="end">
          <IonButton onClick={onClose}>{closeLabel}</IonButton>
        </IonButtons>
      </IonToolbar>
      {children}
    </IonHeader>
  );
}
