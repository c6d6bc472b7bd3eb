/**
 * @ionic/react's components whose web components only lazy screens use. The build gives
 * @ionic/react a no-op definition of these elements (vite.config.ts, DEFERRED_IONIC_ELEMENTS), so
 * they stay out of the login screen's JavaScript (measured: ion-modal alone is ~14 kB gzip); each
 * export here defines its real element first, in the chunk of the screens that import it. Screens
 * import these instead of @ionic/react's (ESLint enforces it); the React side (inline overlay,
 * router-aware back button and tab bar) is still @ionic/react's own.
 */
/* eslint-disable no-restricted-imports -- the one place that re-exports them, once defined */
import {
  IonBackButton as ReactBackButton,
  IonModal as ReactModal,
  IonTabBar as ReactTabBar,
  IonTabButton as ReactTabButton,
} from '@ionic/react';
/* eslint-enable no-restricted-imports */
import { defineCustomElement as defineBackButton } from '@ionic/core/components/ion-back-button.js';
import { defineCustomElement as defineModal } from '@ionic/core/components/ion-modal.js';
import { defineCustomElement as defineTabBar } from '@ionic/core/components/ion-tab-bar.js';
import { defineCustomElement as defineTabButton } from '@ionic/core/components/ion-tab-button.js';

/** The component, once its element is defined (pure: an unused one and its element are dropped). */
function defined<Component>(component: Component, define: () => void): Component {
  define();
  return component;
}

export const IonBackButton = /*@__PURE__*/ defined(ReactBackButton, defineBackButton);
export const IonModal = /*@__PURE__*/ defined(ReactModal, defineModal);
export const IonTabBar = /*@__PURE__*/ defined(ReactTabBar, defineTabBar);
export const IonTabButton = /*@__PURE__*/ defined(ReactTabButton, defineTabButton);
