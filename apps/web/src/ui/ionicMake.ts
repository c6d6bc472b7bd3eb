/**
 * The factory of ui/ionic.ts's components, shared by the modules that make them (ionic.ts,
 * ionicFields.ts, ionicSelect.ts).
 */
import React, { forwardRef, type ComponentType, type Ref, type RefAttributes } from 'react';
import type * as IonicReact from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';

/**
 * The same typed component @ionic/react exports under that name. Its web component is defined when
 * it first renders, not when this module loads: defining all of them (and what each defines in
 * turn: ion-select brings popovers, alerts and action sheets) was one long task on a mid-range
 * phone in the middle of opening the first screen after login (issue 27).
 */
export function make<Name extends keyof typeof IonicReact>(
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

export const focus = { onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' };

/** Both a caller's ref and ours get the element. */
export function setRef<Element>(ref: Ref<Element> | undefined, element: Element | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
