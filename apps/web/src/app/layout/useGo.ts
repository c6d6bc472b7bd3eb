import { useCallback } from 'react';
import { useIonRouter } from '@ionic/react';

export type GoMode = 'forward' | 'back' | 'root' | 'tab';

/** Navigation with the iOS transition that fits: a push, a pop, a fresh start, or a tab switch. */
export function useGo(): (path: string, mode?: GoMode) => void {
  const router = useIonRouter();
  return useCallback(
    (path: string, mode: GoMode = 'forward') => {
      if (mode === 'tab') router.push(path, 'none', 'replace');
      else if (mode === 'root') router.push(path, 'root', 'replace');
      else if (mode === 'back') router.push(path, 'back', 'pop');
      else router.push(path, 'forward', 'push');
    },
    [router],
  );
}
