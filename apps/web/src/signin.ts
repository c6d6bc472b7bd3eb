/**
 * The entry public/boot.js loads when the app opens on the login without a session on the device:
 * the login without React (features/login/plainLogin.ts), which loads the app's own entry
 * (main.tsx) when it needs it. No stylesheet of its own: index.html links the app's.
 */
import { startPlainLogin } from './features/login/plainLogin.ts';

void startPlainLogin();
