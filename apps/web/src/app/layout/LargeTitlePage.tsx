/**
 * The iOS page frame every main screen uses: a small title in the toolbar that appears on scroll,
 * a large title in the content (Ionic's collapsing header), a light grouped background.
 */
import type { ReactNode } from 'react';
import { IonButtons, IonContent, IonHeader, IonPage, IonTitle, IonToolbar } from '@ionic/react';

interface LargeTitlePageProps {
  /** The route name, as `data-route` (tests and styles find screens by it). */
  route: string;
  title: string;
  className?: string;
  /** Toolbar buttons: a back button at the start, actions at the end. */
  start?: ReactNode;
  end?: ReactNode;
  children?: ReactNode;
}

export function LargeTitlePage({ route, title, className, start, end, children }: LargeTitlePageProps) {
  return (
    <IonPage data-route={route} className={className}>
      <IonHeader translucent>
        <IonToolbar>
          {start ? <IonButtons slot="start">{start}</IonButtons> : null}
          <IonTitle>{title}</IonTitle>
          {end ? <IonButtons slot="end">{end}</IonButtons> : null}
        </IonToolbar>
      </IonHeader>
      <IonContent fullscreen color="light">
        <IonHeader collapse="condense">
          <IonToolbar color="light">
            <IonTitle size="large">{title}</IonTitle>
          </IonToolbar>
        </IonHeader>
        {children}
      </IonContent>
    </IonPage>
  );
}
