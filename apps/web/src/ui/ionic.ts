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
import React, {
  forwardRef,
  useCallback,
  type ComponentProps,
  type ComponentType,
  type Ref,
  type RefAttributes,
} from 'react';
import type * as IonicReact from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { createComponent } from '@stencil/react-output-target/runtime';
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
  defineCustomElement as defineCheckbox,
  IonCheckbox as CheckboxElement,
} from '@ionic/core/components/ion-checkbox.js';
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
  defineCustomElement as defineSearchbar,
  IonSearchbar as SearchbarElement,
} from '@ionic/core/components/ion-searchbar.js';
import {
  defineCustomElement as defineSegment,
  IonSegment as SegmentElement,
} from '@ionic/core/components/ion-segment.js';
import {
  defineCustomElement as defineSegmentButton,
  IonSegmentButton as SegmentButtonElement,
} from '@ionic/core/components/ion-segment-button.js';
import {
  defineCustomElement as defineSelect,
  IonSelect as SelectElement,
} from '@ionic/core/components/ion-select.js';
import {
  defineCustomElement as defineSelectOption,
  IonSelectOption as SelectOptionElement,
} from '@ionic/core/components/ion-select-option.js';
import {
  defineCustomElement as defineTextarea,
  IonTextarea as TextareaElement,
} from '@ionic/core/components/ion-textarea.js';
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
  defineCustomElement as defineInput,
  IonInput as InputElement,
} from '@ionic/core/components/ion-input.js';
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

/**
 * The same typed component @ionic/react exports under that name. Its web component is defined when
 * it first renders, not when this module loads: defining all of them (and what each defines in
 * turn: ion-select brings popovers, alerts and action sheets) was one long task on a mid-range
 * phone in the middle of opening the first screen after login (issue 27).
 */
function make<Name extends keyof typeof IonicReact>(
  name: Name,
  tagName: string,
  elementClass: typeof HTMLElement,
  defineCustomElement: () => void,
  events: Record<string, string> = {},
): (typeof IonicReact)[Name] {
  // Typed loosely inside: the component is given @ionic/react's exact type below.
  const Base = createComponent({
    tagName,
    elementClass,
    react: React,
    events,
    defineCustomElement: () => {},
  }) as unknown as ComponentType<Record<string, unknown> & RefAttributes<HTMLElement>>;
  let defined = false;
  const component = forwardRef<HTMLElement, Record<string, unknown>>(function IonicComponent(props, ref) {
    // Before React creates the element, so that it is upgraded as it is made.
    if (!defined) {
      defineCustomElement();
      defined = true;
    }
    return React.createElement(Base, { ...props, ref });
  });
  component.displayName = name;
  return component as unknown as (typeof IonicReact)[Name];
}

const focus = { onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' };

export const IonCheckbox = make('IonCheckbox', 'ion-checkbox', CheckboxElement, defineCheckbox, {
  onIonChange: 'ionChange',
  ...focus,
});
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
const BaseSearchbar = make('IonSearchbar', 'ion-searchbar', SearchbarElement, defineSearchbar, {
  onIonInput: 'ionInput',
  onIonChange: 'ionChange',
  onIonCancel: 'ionCancel',
  onIonClear: 'ionClear',
  ...focus,
});
export const IonSegment = make('IonSegment', 'ion-segment', SegmentElement, defineSegment, {
  onIonChange: 'ionChange',
});
export const IonSegmentButton = make(
  'IonSegmentButton',
  'ion-segment-button',
  SegmentButtonElement,
  defineSegmentButton,
);
const BaseSelect = make('IonSelect', 'ion-select', SelectElement, defineSelect, {
  onIonChange: 'ionChange',
  onIonCancel: 'ionCancel',
  onIonDismiss: 'ionDismiss',
  ...focus,
});
export const IonSelectOption = make(
  'IonSelectOption',
  'ion-select-option',
  SelectOptionElement,
  defineSelectOption,
);
export const IonTextarea = make('IonTextarea', 'ion-textarea', TextareaElement, defineTextarea, {
  onIonChange: 'ionChange',
  onIonInput: 'ionInput',
  ...focus,
});
export const IonToggle = make('IonToggle', 'ion-toggle', ToggleElement, defineToggle, {
  onIonChange: 'ionChange',
  ...focus,
});

// Items, lists, buttons, fields and icons (issue 27): the login screen draws its own (plain elements,
// theme/login.css), so none of their code is in its JavaScript (measured: ~30 kB gzip).
export const IonButton = make('IonButton', 'ion-button', ButtonElement, defineButton, focus);
export const IonIcon: (typeof IonicReact)['IonIcon'] = make('IonIcon', 'ion-icon', IconElement, defineIcon);
export const IonInput = make('IonInput', 'ion-input', InputElement, defineInput, {
  onIonInput: 'ionInput',
  onIonChange: 'ionChange',
  ...focus,
});
export const IonItem = make('IonItem', 'ion-item', ItemElement, defineItem);
export const IonLabel = make('IonLabel', 'ion-label', LabelElement, defineLabel);
export const IonList = make('IonList', 'ion-list', ListElement, defineList);
export const IonNote = make('IonNote', 'ion-note', NoteElement, defineNote);
export const IonSpinner = make('IonSpinner', 'ion-spinner', SpinnerElement, defineSpinner);

// The page frame of the lazy screens and their modals (measured: ~6 kB gzip off the login screen).
export const IonBadge = make('IonBadge', 'ion-badge', BadgeElement, defineBadge);
export const IonButtons = make('IonButtons', 'ion-buttons', ButtonsElement, defineButtons);
export const IonHeader = make('IonHeader', 'ion-header', HeaderElement, defineHeader);
export const IonListHeader = make('IonListHeader', 'ion-list-header', ListHeaderElement, defineListHeader);
export const IonTitle = make('IonTitle', 'ion-title', TitleElement, defineTitle);
export const IonToolbar = make('IonToolbar', 'ion-toolbar', ToolbarElement, defineToolbar);

/** Both a caller's ref and ours get the element. */
function setRef<Element>(ref: Ref<Element> | undefined, element: Element | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

type SelectProps = ComponentProps<typeof BaseSelect>;

/**
 * Every select's cancel button in the interface language: Ionic's own default is the English
 * 'Cancel' whatever the page's language.
 */
export const IonSelect = forwardRef(function IonSelect(props: SelectProps, ref: Ref<HTMLIonSelectElement>) {
  const { t } = useTranslation();
  return React.createElement(BaseSelect, { cancelText: t('app.cancel'), ...props, ref });
}) as typeof BaseSelect;

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
