/**
 * Ionic's select for the screens that use one (see ui/ionic.ts, which re-exports it). A module of its
 * own, side-effect free for the build (vite.config.ts): ion-select brings popovers, alerts and
 * action sheets, ~100 kB that screens without a select need not load and evaluate.
 */
import React, { forwardRef, type ComponentProps, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defineCustomElement as defineSelect,
  IonSelect as SelectElement,
} from '@ionic/core/components/ion-select.js';
import {
  defineCustomElement as defineSelectOption,
  IonSelectOption as SelectOptionElement,
} from '@ionic/core/components/ion-select-option.js';
import { focus, make } from './ionicMake.ts';

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

type SelectProps = ComponentProps<typeof BaseSelect>;

/**
 * Every select's cancel button in the interface language: Ionic's own default is the English
 * 'Cancel' whatever the page's language.
 */
export const IonSelect = forwardRef(function IonSelect(props: SelectProps, ref: Ref<HTMLIonSelectElement>) {
  const { t } = useTranslation();
  return React.createElement(BaseSelect, { cancelText: t('app.cancel'), ...props, ref });
}) as typeof BaseSelect;
