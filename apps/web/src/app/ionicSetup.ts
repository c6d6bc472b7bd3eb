/**
 * Ionic's global setup: iOS mode, the back swipe, and page and overlay transitions following the
 * system's "reduce motion" setting (WCAG 2.3.3). Imported by the app (App.tsx) and, before its
 * popup, by the login the app opens on (app/LoginStart.tsx), which loads no Ionic until then.
 */
import { setupIonicReact } from '@ionic/react';
import { UI_THEME } from '@constat/domain';

const reduceMotion =
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
setupIonicReact({ mode: UI_THEME, swipeBackEnabled: true, animated: !reduceMotion });
