/**
 * Ionic's form fields and drag sorting for the screens that use them (see ui/ionic.ts, which
 * re-exports them). A module of its own, side-effect free for the build (vite.config.ts): the
 * in-progress list and the editor's first screen need none of them.
 */
import {
  defineCustomElement as defineCheckbox,
  IonCheckbox as CheckboxElement,
} from '@ionic/core/components/ion-checkbox.js';
import {
  defineCustomElement as defineRange,
  IonRange as RangeElement,
} from '@ionic/core/components/ion-range.js';
import {
  defineCustomElement as defineReorder,
  IonReorder as ReorderElement,
} from '@ionic/core/components/ion-reorder.js';
import {
  defineCustomElement as defineReorderGroup,
  IonReorderGroup as ReorderGroupElement,
} from '@ionic/core/components/ion-reorder-group.js';
import {
  defineCustomElement as defineSegment,
  IonSegment as SegmentElement,
} from '@ionic/core/components/ion-segment.js';
import {
  defineCustomElement as defineSegmentButton,
  IonSegmentButton as SegmentButtonElement,
} from '@ionic/core/components/ion-segment-button.js';
import {
  defineCustomElement as defineTextarea,
  IonTextarea as TextareaElement,
} from '@ionic/core/components/ion-textarea.js';
import {
  defineCustomElement as defineInput,
  IonInput as InputElement,
} from '@ionic/core/components/ion-input.js';
import { focus, make } from './ionicMake.ts';

export const IonCheckbox = make('IonCheckbox', 'ion-checkbox', CheckboxElement, defineCheckbox, {
  onIonChange: 'ionChange',
  ...focus,
});
export const IonRange = make('IonRange', 'ion-range', RangeElement, defineRange, {
  onIonChange: 'ionChange',
  onIonInput: 'ionInput',
  onIonKnobMoveStart: 'ionKnobMoveStart',
  onIonKnobMoveEnd: 'ionKnobMoveEnd',
  ...focus,
});
export const IonReorder = make('IonReorder', 'ion-reorder', ReorderElement, defineReorder);
export const IonReorderGroup = make(
  'IonReorderGroup',
  'ion-reorder-group',
  ReorderGroupElement,
  defineReorderGroup,
  {
    onIonItemReorder: 'ionItemReorder',
    onIonReorderStart: 'ionReorderStart',
    onIonReorderMove: 'ionReorderMove',
    onIonReorderEnd: 'ionReorderEnd',
  },
);
export const IonSegment = make('IonSegment', 'ion-segment', SegmentElement, defineSegment, {
  onIonChange: 'ionChange',
});
export const IonSegmentButton = make(
  'IonSegmentButton',
  'ion-segment-button',
  SegmentButtonElement,
  defineSegmentButton,
);
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
