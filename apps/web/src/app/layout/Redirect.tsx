/**
 * A screen that sends the user elsewhere at once (a report missing from the device, a signed report
 * that can no longer be edited). It still renders an IonPage: the outlet waits for one to register,
 * and a route that never gave one (react-router's <Navigate>) left the outlet's stack in a state
 * where, after a logout and a login, a tab tapped afterwards showed nothing.
 */
import { useEffect } from 'react';
import { IonPage } from '@ionic/react';
import { useGo } from './useGo.ts';

export function Redirect({ to }: { to: string }) {
  const go = useGo();
  useEffect(() => {
    go(to, 'root');
  }, [go, to]);
  return <IonPage aria-hidden="true" />;
}
