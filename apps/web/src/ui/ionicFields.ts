/**
 * Ionic's text fields (ion-textarea, ion-input) for the screens that use them (see ui/ionic.ts, which
 * re-exports them). A module of its own, side-effect free for the build (vite.config.ts): the
 * in-progress list and the editor's first screen need none of them.
 */
import {
  defineCustomElement as defineTextarea,
  IonTextarea as TextareaElement,
} from '@ionic/core/components/ion-textarea.js';
import {
  defineCustomElement as defineInput,
  IonInput as InputElement,
} from '@ionic/core/components/ion-input.js';
import { focus, make } from './ionicMake.ts';

export const IonTextarea = make('IonTextarea', 'ion-textarea', TextareaElement, defineTextarea, {
  onIonChange: 'ionChange',
  onIonInput: 'ionInput',
  ...focus,
});
export const IonInput = make('IonInput', 'ion-input', InputElement, defineInput, {
  onIonInput: 'ionInput',
  onIonChange: 'ionChange',
  ...focus,
});
