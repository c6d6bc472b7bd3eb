import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './theme/variables.css';
import './theme/app.css';
import './theme/login.css';

import { setupI18n } from './i18n/index.ts';
import { Start } from './app/Start.tsx';
import { requestPersistentStorage } from './storage/persistence.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('#root missing from index.html');

void requestPersistentStorage();

void setupI18n().then(() => {
  // Rendered as a transition, the first screen is built in slices of a few milliseconds with the
  // browser free in between, not in one long task a phone cannot answer a tap during.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Start />
      </StrictMode>,
    );
  });
});
