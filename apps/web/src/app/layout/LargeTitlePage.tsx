/**
 * The iOS page frame every main screen uses: a small title in the toolbar that appears on scroll,
 * a large title in the content (Ionic's collapsing header), a light grouped background.
 *
 * Landmarks: Ionic makes each IonContent a `main` and whichever of the two headers is showing a
 * `banner`, so the large-title header would be a banner inside the main. Here the IonContent is
 * plain and the screen's own content is the one `main`, after the large title: at any scroll
 * position the page has one banner and one main, side by side. The title is the page's level-1
 * heading (Ionic hides the one of the header not showing from assistive technologies).
 */
import type { ReactNode } from 'react';
import { IonContent, IonPage } from '@ionic/react';
import { IonButtons, IonHeader, IonTitle, IonToolbar } from '../../ui/ionic.ts';

interface LargeTitlePageProps {
  /** The route name, as `data-route` (tests and styles find screens by it). */
  route: string;
  title: string;
  className?: string;
  /** Toolbar buttons: a back button at the start, actions at the end. */
  start?: ReactNode;
  end?: ReactNode;
  /** A bar under the toolbar that stays while the content scrolls (e.g. the recap's current room). */
  subheader?: ReactNode;
  /** Scroll events of the content, for screens that follow the scroll position. */
  onScroll?: (event: CustomEvent<{ scrollTop: number }>) => void;
  children?: ReactNode;
}

function Heading({ title }: { title: string }) {
  return (
    <span role="heading" aria-level={1} className="page-title">
      {title}
    </span>
  );
}

export function LargeTitlePage({
  route,
  title,
  className,
  start,
  end,
  subheader,
  onScroll,
  children,
}: LargeTitlePageProps) {
  return (
    <IonPage data-route={route} className={className}>
      <IonHeader translucent>
        <IonToolbar>
          {start ? <IonButtons slot="start">{start}</IonButtons> : null}
          <IonTitle>
            <Heading title={title} />
          </IonTitle>
          {end ? <IonButtons slot="end">{end}</IonButtons> : null}
        </IonToolbar>
        {subheader}
      </IonHeader>
      <IonContent
        fullscreen
        color="light"
        role="none"
        scrollEvents={onScroll !== undefined}
        onIonScroll={onScroll}
      >
        <IonHeader collapse="condense">
          <IonToolbar color="light">
            <IonTitle size="large">
              <Heading title={title} />
            </IonTitle>
          </IonToolbar>
        </IonHeader>
        <main className="page-main">{children}</main>
      </IonContent>
    </IonPage>
  );
}
