/**
 * Ionic components for the lazy screens, made in the screen's own chunk.
 *
 * @ionic/react is one module: every component a screen takes from it has its web component pulled
 * into the chunk the login screen loads, whichever lazy screen uses it. Components made here with
 * the same Stencil factory (and the same props, events and types as @ionic/react's) stay in the
 * chunks of the screens that use them. Screens import these instead of @ionic/react's (ESLint
 * enforces it); the few the app's frame needs (app, router outlet, page, content) still come from
 * @ionic/react, and the overlays from ui/overlays.ts.
 */
import React, { forwardRef, useCallback, type ComponentProps, type Ref } from 'react';
import type * as IonicReact from '@ionic/react';
import { useTranslation } from 'react-i18next';
import {
  defineCustomElement as defineBadge,
  IonBadge as BadgeElement,
} from '@ionic/core/components/ion-badge.js';
import {
  defineCustomElement as defineButtons,
  IonButtons as ButtonsElement,
} from '@ionic/core/components/ion-buttons.js';
import {
  defineCustomElement as defineHeader,
  IonHeader as HeaderElement,
} from '@ionic/core/components/ion-header.js';
import {
  defineCustomElement as defineListHeader,
  IonListHeader as ListHeaderElement,
} from '@ionic/core/components/ion-list-header.js';
import {
  defineCustomElement as defineTitle,
  IonTitle as TitleElement,
} from '@ionic/core/components/ion-title.js';
import {
  defineCustomElement as defineToolbar,
  IonToolbar as ToolbarElement,
} from '@ionic/core/components/ion-toolbar.js';
import {
  defineCustomElement as defineItemOption,
  IonItemOption as ItemOptionElement,
} from '@ionic/core/components/ion-item-option.js';
import {
  defineCustomElement as defineItemOptions,
  IonItemOptions as ItemOptionsElement,
} from '@ionic/core/components/ion-item-options.js';
import {
  defineCustomElement as defineItemSliding,
  IonItemSliding as ItemSlidingElement,
} from '@ionic/core/components/ion-item-sliding.js';
import {
  defineCustomElement as defineSearchbar,
  IonSearchbar as SearchbarElement,
} from '@ionic/core/components/ion-searchbar.js';
import {
  defineCustomElement as defineToggle,
  IonToggle as ToggleElement,
} from '@ionic/core/components/ion-toggle.js';
import {
  defineCustomElement as defineButton,
  IonButton as ButtonElement,
} from '@ionic/core/components/ion-button.js';
import { defineCustomElement as defineIcon, IonIcon as IconElement } from 'ionicons/components/ion-icon.js';
import {
  defineCustomElement as defineItem,
  IonItem as ItemElement,
} from '@ionic/core/components/ion-item.js';
import {
  defineCustomElement as defineLabel,
  IonLabel as LabelElement,
} from '@ionic/core/components/ion-label.js';
import {
  defineCustomElement as defineList,
  IonList as ListElement,
} from '@ionic/core/components/ion-list.js';
import {
  defineCustomElement as defineNote,
  IonNote as NoteElement,
} from '@ionic/core/components/ion-note.js';
import {
  defineCustomElement as defineSpinner,
  IonSpinner as SpinnerElement,
} from '@ionic/core/components/ion-spinner.js';
import { focus, make, setRef } from './ionicMake.ts';

// Fields and selects live in modules of their own, left out of the screens that use none.
export * from './ionicFields.ts';
export * from './ionicSelect.ts';

export const IonItemOption = make('IonItemOption', 'ion-item-option', ItemOptionElement, defineItemOption);
export const IonItemOptions = make(
  'IonItemOptions',
  'ion-item-options',
  ItemOptionsElement,
  defineItemOptions,
  { onIonSwipe: 'ionSwipe' },
);
export const IonItemSliding = make(
  'IonItemSliding',
  'ion-item-sliding',
  ItemSlidingElement,
  defineItemSliding,
  { onIonDrag: 'ionDrag' },
);
const BaseSearchbar = make('IonSearchbar', 'ion-searchbar', SearchbarElement, defineSearchbar, {
  onIonInput: 'ionInput',
  onIonChange: 'ionChange',
  onIonCancel: 'ionCancel',
  onIonClear: 'ionClear',
  ...focus,
});
export const IonToggle = make('IonToggle', 'ion-toggle', ToggleElement, defineToggle, {
  onIonChange: 'ionChange',
  ...focus,
});
export const IonButton = make('IonButton', 'ion-button', ButtonElement, defineButton, focus);
export const IonIcon: (typeof IonicReact)['IonIcon'] = make('IonIcon', 'ion-icon', IconElement, defineIcon);
export const IonItem = make('IonItem', 'ion-item', ItemElement, defineItem);
export const IonLabel = make('IonLabel', 'ion-label', LabelElement, defineLabel);
export const IonList = make('IonList', 'ion-list', ListElement, defineList);
export const IonNote = make('IonNote', 'ion-note', NoteElement, defineNote);
export const IonSpinner = make('IonSpinner', 'ion-spinner', SpinnerElement, defineSpinner);
export const IonBadge = make('IonBadge', 'ion-badge', BadgeElement, defineBadge);
export const IonButtons = make('IonButtons', 'ion-buttons', ButtonsElement, defineButtons);
export const IonHeader = make('IonHeader', 'ion-header', HeaderElement, defineHeader);
export const IonListHeader = make('IonListHeader', 'ion-list-header', ListHeaderElement, defineListHeader);
export const IonTitle = make('IonTitle', 'ion-title', TitleElement, defineTitle);
export const IonToolbar = make('IonToolbar', 'ion-toolbar', ToolbarElement, defineToolbar);

type SearchbarProps = ComponentProps<typeof BaseSearchbar>;

/**
 * Every search field named for screen readers as it is shown (its aria-label, else its
 * placeholder): Ionic gives the inner input a fixed English name, 'search text', and its clear
 * button 'reset', that neither the host's aria-label nor the language change. The cancel button's
 * text follows the language too.
 */
export const IonSearchbar = forwardRef(function IonSearchbar(
  props: SearchbarProps,
  ref: Ref<HTMLIonSearchbarElement>,
) {
  const { t } = useTranslation();
  const label = props['aria-label'] ?? props.placeholder ?? t('app.search');
  const clearLabel = t('app.clearSearch');
  const nameInput = useCallback(
    (element: HTMLIonSearchbarElement | null) => {
      setRef(ref, element);
      // Stencil patches only what its own render changes: the names set here stay.
      void element?.getInputElement().then((input) => {
        input.setAttribute('aria-label', label);
        element.querySelector('.searchbar-clear-button')?.setAttribute('aria-label', clearLabel);
      });
    },
    [ref, label, clearLabel],
  );
  return React.createElement(BaseSearchbar, {
    placeholder: t('app.search'),
    cancelButtonText: t('app.cancel'),
    ...props,
    ref: nameInput,
  });
}) as typeof BaseSearchbar;
