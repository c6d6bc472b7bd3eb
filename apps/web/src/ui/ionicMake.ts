/**
 * The factory of ui/ionic.ts's components, shared by the modules that make them (ionic.ts,
 * ionicFields.ts, ionicSelect.ts).
 */
import React, {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type Ref,
  type RefAttributes,
} from 'react';
import type * as IonicReact from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';

/**
 * The same typed component @ionic/react exports under that name. Its web component is defined when
 * it first renders, not when this module loads: defining all of them (and what each defines in
 * turn: ion-select brings popovers, alerts and action sheets) is one long task on a mid-range
 * phone in the middle of opening the first screen after login.
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
  const define = () => {
    // Before React creates the element, so that it is upgraded as it is made.
    if (!defined) {
      defineCustomElement();
      defined = true;
    }
  };
  const component = TYPED_FIELDS.has(tagName)
    ? forwardRef<HTMLElement, Record<string, unknown>>(function IonicTypedField(props, ref) {
        define();
        return React.createElement(Base, useValueWrittenOnChange(props, ref));
      })
    : forwardRef<HTMLElement, Record<string, unknown>>(function IonicComponent(props, ref) {
        define();
        return React.createElement(Base, { ...props, ref });
      });
  component.displayName = name;
  return component as unknown as (typeof IonicReact)[Name];
}

/** The fields a user types into, whose `value` is given to the element only when it changes. */
const TYPED_FIELDS = new Set(['ion-input', 'ion-textarea', 'ion-searchbar']);

/**
 * @lit/react (under Stencil's factory, as @ionic/react's own attachProps) writes every prop to the
 * element at every render. A field whose screen keeps its value on commit (ionChange, on blur) had
 * what was typed since replaced by the last committed value whenever the screen rendered for another
 * reason before the blur (a server read answering, the network coming back): the typed text was lost.
 * Here `value` is written when the screen's value changes (or the element is new), so a render
 * leaves the user's typing alone and a real change (a reset, a value loaded) still shows.
 */
function useValueWrittenOnChange(
  props: Record<string, unknown>,
  ref: Ref<HTMLElement>,
): Record<string, unknown> & RefAttributes<HTMLElement> {
  const { value, ...rest } = props;
  const element = useRef<HTMLElement | null>(null);
  const written = useRef<{ element: HTMLElement; value: unknown } | null>(null);
  const hasValue = 'value' in props;
  useLayoutEffect(() => {
    const current = element.current;
    if (current === null || !hasValue) return;
    const last = written.current;
    if (last !== null && last.element === current && Object.is(last.value, value)) return;
    (current as unknown as { value: unknown }).value = value;
    written.current = { element: current, value };
  });
  const setElement = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      setRef(ref, node);
    },
    [ref],
  );
  return { ...rest, ref: setElement };
}

export const focus = { onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' };

/** Both a caller's ref and ours get the element. */
export function setRef<Element>(ref: Ref<Element> | undefined, element: Element | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
