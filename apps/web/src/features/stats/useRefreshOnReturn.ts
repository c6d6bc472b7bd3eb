/**
 * Statistics are fetched when asked ('Filtrer', or the default range on the first visit); Ionic keeps
 * a left screen mounted, so coming back to it showed the figures and names of the last visit (a
 * profile renamed since kept its old name) until 'Filtrer' was pressed. On every return, the last
 * request is made again.
 */
import { useIonViewWillEnter } from '@ionic/react';
import { useRef } from 'react';

/** Calls `refresh` each time the screen is entered again (not on its first entry). */
export function useRefreshOnReturn(refresh: () => void): void {
  const entered = useRef(false);
  useIonViewWillEnter(() => {
    if (entered.current && navigator.onLine) refresh();
    entered.current = true;
  }, [refresh]);
}
