/** The browser's answer to the persistent storage request of this start; null until it comes. */
import { useEffect, useState } from 'react';
import type { StoragePersistence } from '@constat/domain';
import { requestPersistentStorage } from './persistence.ts';

export function useStoragePersistence(): StoragePersistence | null {
  const [persistence, setPersistence] = useState<StoragePersistence | null>(null);
  useEffect(() => {
    let current = true;
    void requestPersistentStorage().then((answer) => {
      if (current) setPersistence(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return persistence;
}
