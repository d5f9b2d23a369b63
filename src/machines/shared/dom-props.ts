// What a Vue or vanilla host spreads: `connect` returns props named as React names them
// (`className`, `htmlFor`, `onChange`, `onKeyDown`), which is what most hosts render with. These
// two normalisers turn them into what Vue's `v-bind` and the plain DOM expect, so every slice's
// getters work in both without a wrapper per slice.

/** A slice getter's props: attribute values, event handlers and an optional element `ref`. */
export type SpreadProps = object;

// React names → HTML attribute names, where they differ (the ones solekit's getters use, and the
// common ones a host's own props may add).
const ATTRIBUTES: Readonly<Record<string, string>> = {
  className: "class",
  htmlFor: "for",
  tabIndex: "tabindex",
  readOnly: "readonly",
  autoComplete: "autocomplete",
  autoCapitalize: "autocapitalize",
  autoFocus: "autofocus",
  inputMode: "inputmode",
  enterKeyHint: "enterkeyhint",
  spellCheck: "spellcheck",
  maxLength: "maxlength",
  minLength: "minlength",
  srcSet: "srcset",
  crossOrigin: "crossorigin",
  referrerPolicy: "referrerpolicy",
  dateTime: "datetime",
  noValidate: "novalidate",
  colSpan: "colspan",
  rowSpan: "rowspan",
};

// React's synthetic events → the DOM event they stand for, where the lower-cased name is not it:
// React's `onChange` fires on every keystroke (the DOM's `input`), and its `onFocus` / `onBlur`
// bubble (the DOM's `focusin` / `focusout`).
const EVENTS: Readonly<Record<string, string>> = {
  onChange: "input",
  onFocus: "focusin",
  onBlur: "focusout",
  onDoubleClick: "dblclick",
};

// Attributes whose "false" is a value, not an absence (like `aria-*`).
const ENUMERATED = new Set(["spellcheck", "draggable", "contenteditable"]);
const writesFalse = (attribute: string) => attribute.startsWith("aria-") || ENUMERATED.has(attribute);

// Written as the DOM property, not as an attribute: the live value, not the initial one.
const PROPERTIES = new Set(["value", "checked"]);

const isHandler = (name: string, value: unknown): value is (event: Event) => void =>
  /^on[A-Z]/.test(name) && typeof value === "function";

/**
 * The DOM event a React-style handler prop listens to: `onKeyDown` → `keydown`, `onChange` →
 * `input`, `onFocus` → `focusin`.
 *
 * @example
 * ```ts
 * domEventName("onPointerDown"); // "pointerdown"
 * domEventName("onChange"); // "input"
 * ```
 */
export function domEventName(handlerName: string): string {
  return EVENTS[handlerName] ?? handlerName.slice(2).toLowerCase();
}

/**
 * A getter's props as Vue 3's `v-bind` (or `h()`) takes them. Vue reads `onKeyDown` as an event
 * named `key-down` and `onChange` as the DOM's `change` (fired on commit, not per keystroke), so
 * handlers are renamed to the DOM event Vue must listen to (`onKeydown`, `onInput`, `onFocusin`);
 * `className` and `htmlFor` become `class` and `for`; everything else passes as is (`ref`
 * included: Vue calls a function ref with the element).
 *
 * @example
 * ```html
 * <script setup lang="ts">
 * import { toVueProps } from "solekit/machines";
 * const { api } = useQuickSearchFromYourComposable();
 * </script>
 * <template>
 *   <input v-bind="toVueProps(api.getInputProps())" />
 * </template>
 * ```
 */
export function toVueProps(props: SpreadProps): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (isHandler(name, value)) {
      const event = domEventName(name);
      out[`on${event.charAt(0).toUpperCase()}${event.slice(1)}`] = value;
    } else if (name === "className" || name === "htmlFor") {
      out[ATTRIBUTES[name] as string] = value;
    } else {
      out[name] = value;
    }
  }
  return out;
}

const boundListeners = new WeakMap<Element, Map<string, EventListener>>();
const boundRefs = new WeakMap<Element, (element: unknown) => void>();

/**
 * Applies a getter's props to a DOM element, for a host without a framework: attributes under
 * their HTML names (booleans toggled; `aria-*` and `spellcheck` written as "true"/"false"), `value` and `checked`
 * as live properties, handlers as listeners on the DOM event they stand for, and `ref` called
 * with the element. Call it again after every state change: the previous listeners are replaced,
 * never stacked; an attribute whose prop is now `undefined`, `null` or `false` is removed. A
 * kit dialog's ref knows a second call for the same element is no new opening. Before removing
 * or hiding an element (a dialog that closes), call {@link unbindProps}.
 *
 * @example
 * ```ts
 * const actor = createActor(quickSearchMachine, { input }).start();
 * actor.subscribe((snapshot) => {
 *   const api = connectQuickSearch(snapshot, actor.send);
 *   bindProps(inputElement, api.getInputProps());
 * });
 * ```
 */
export function bindProps(element: Element, props: SpreadProps): void {
  const listeners = boundListeners.get(element) ?? new Map<string, EventListener>();
  boundListeners.set(element, listeners);
  for (const [name, value] of Object.entries(props)) {
    if (name === "ref") {
      if (typeof value === "function") {
        boundRefs.set(element, value);
        value(element);
      }
    } else if (isHandler(name, value)) {
      const event = domEventName(name);
      const previous = listeners.get(event);
      if (previous) element.removeEventListener(event, previous);
      listeners.set(event, value);
      element.addEventListener(event, value);
    } else if (PROPERTIES.has(name) && name in element) {
      (element as unknown as Record<string, unknown>)[name] = value;
    } else {
      setAttribute(element, ATTRIBUTES[name] ?? name, value);
    }
  }
}

/**
 * Undoes {@link bindProps} as an element goes away (removed, or hidden until next time): its
 * listeners are removed and the last `ref` bound to it is called with `null`, as React and Vue
 * do on unmount. That is how a kit dialog learns it closed and returns focus to its opener.
 * Attributes stay as they were.
 *
 * @example
 * ```ts
 * actor.subscribe((snapshot) => {
 *   const api = connectCart(snapshot, actor.send);
 *   if (api.isMiniCartOpen) bindProps(miniCart, api.getMiniCartProps());
 *   else if (!miniCart.hidden) unbindProps(miniCart);
 *   miniCart.hidden = !api.isMiniCartOpen;
 * });
 * ```
 */
export function unbindProps(element: Element): void {
  for (const [event, listener] of boundListeners.get(element) ?? [])
    element.removeEventListener(event, listener);
  boundListeners.delete(element);
  const ref = boundRefs.get(element);
  boundRefs.delete(element);
  ref?.(null);
}

function setAttribute(element: Element, attribute: string, value: unknown): void {
  if (value === undefined || value === null || (value === false && !writesFalse(attribute))) {
    element.removeAttribute(attribute);
  } else if (value === true && !writesFalse(attribute)) {
    element.setAttribute(attribute, "");
  } else {
    element.setAttribute(attribute, String(value));
  }
}
