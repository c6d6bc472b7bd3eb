/**
 * Ionic components only the editor uses (swipe items, drag sorting, toggles) are defined here from
 * @ionic/core as plain custom elements, inside the editor's lazy chunk. Their @ionic/react wrappers
 * all live in one module that the login screen loads too: importing them pulled ~28 kB gzip of
 * component code into the login bundle (measured), past its 230 kB budget.
 */
import { defineCustomElement as defineItemSliding } from '@ionic/core/components/ion-item-sliding.js';
import { defineCustomElement as defineItemOptions } from '@ionic/core/components/ion-item-options.js';
import { defineCustomElement as defineItemOption } from '@ionic/core/components/ion-item-option.js';
import { defineCustomElement as defineReorderGroup } from '@ionic/core/components/ion-reorder-group.js';
import { defineCustomElement as defineReorder } from '@ionic/core/components/ion-reorder.js';
import { defineCustomElement as defineToggle } from '@ionic/core/components/ion-toggle.js';

for (const define of [
  defineItemSliding,
  defineItemOptions,
  defineItemOption,
  defineReorderGroup,
  defineReorder,
  defineToggle,
]) {
  define();
}

/** The event detail of ion-reorder-group's ionReorderEnd. */
export interface ReorderEnd {
  from: number;
  to: number;
  complete: (data?: boolean) => unknown;
}

/** ion-item-sliding's methods used after a swipe action, so the row closes again. */
export interface SlidingElement extends HTMLElement {
  close: () => Promise<void>;
}
