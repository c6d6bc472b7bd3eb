/**
 * The self-service flow's one entry (app/AppRoutes.tsx): each /auto-edl route renders this with its
 * step. This module is tiny on purpose: the login screen's bundle carries the list of chunks a lazy
 * import preloads, and the flow's screens (with the editor, recap and signature pieces they reuse)
 * would make that list long; here it is one entry, and the screens load together as one chunk
 * (Screens.tsx), precached by the service worker.
 */
import { lazy, Suspense } from 'react';
import type { SelfServiceStep } from './Screens.tsx';

const Screens = lazy(() => import('./Screens.tsx'));

export default function SelfServiceScreen({ step }: { step: SelfServiceStep }) {
  return (
    <Suspense fallback={null}>
      <Screens step={step} />
    </Suspense>
  );
}
