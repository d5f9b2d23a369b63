// Event shapes the prop getters read. Structural and framework-free: React's synthetic events and
// DOM events both fit. Handlers are declared as methods so a caller's React-typed handler is
// accepted where these are expected.

/** What a prop getter reads from any event: it skips its own behaviour when the caller prevented the default. */
export interface QuickSearchEventLike {
  /** True once a handler called `preventDefault()`. */
  readonly defaultPrevented: boolean;
  /** Cancels the browser's default action. */
  preventDefault(): void;
}

/** A keyboard event as the input's key handler reads it. */
export interface QuickSearchKeyboardEvent extends QuickSearchEventLike {
  /** The key pressed (`ArrowDown`, `Enter`…). */
  readonly key: string;
  /** Modifier keys. */
  readonly altKey?: boolean;
  /** Modifier keys. */
  readonly ctrlKey?: boolean;
  /** Modifier keys. */
  readonly metaKey?: boolean;
  /** Modifier keys. */
  readonly shiftKey?: boolean;
  /** The native event, whose `isComposing` marks IME composition (Enter then confirms a word). */
  readonly nativeEvent?: { readonly isComposing?: boolean };
}

/** A change event of the input. */
export interface QuickSearchChangeEvent {
  /** The input. */
  readonly target: { readonly value: string };
}

/** A click or pointer event; modifier keys let a link open in a new tab as usual. */
export interface QuickSearchMouseEvent extends QuickSearchEventLike {
  /** The mouse button (0 is the main one). */
  readonly button?: number;
  /** Modifier keys. */
  readonly altKey?: boolean;
  /** Modifier keys. */
  readonly ctrlKey?: boolean;
  /** Modifier keys. */
  readonly metaKey?: boolean;
  /** Modifier keys. */
  readonly shiftKey?: boolean;
  /** The element the handler is on; its document is used to move focus back to the input. */
  readonly currentTarget?: unknown;
}

/** Handlers a caller may pass to any getter; they run first and are chained with the getter's own. */
export interface QuickSearchHandlers {
  /** Click handler. */
  onClick?(event: QuickSearchMouseEvent): void;
  /** Mouse-down handler. */
  onMouseDown?(event: QuickSearchMouseEvent): void;
  /** Mouse-move handler. */
  onMouseMove?(event: QuickSearchMouseEvent): void;
  /** Key handler. */
  onKeyDown?(event: QuickSearchKeyboardEvent): void;
  /** Change handler. */
  onChange?(event: QuickSearchChangeEvent): void;
  /** Submit handler. */
  onSubmit?(event: QuickSearchEventLike): void;
}

/** Props of the button that opens the overlay. */
export interface QuickSearchOpenButtonProps {
  id: string;
  type: "button";
  "aria-label": string;
  "aria-haspopup": "dialog";
  "aria-expanded": boolean;
  "aria-controls": string;
  /** Handles a click. */
  onClick(event: QuickSearchMouseEvent): void;
}

/** Props of the overlay element (a `<dialog>` opened with `showModal()`, or any element). */
export interface QuickSearchDialogProps {
  id: string;
  role: "dialog";
  "aria-modal": true;
  "aria-label": string;
  /** Handles a key press. */
  onKeyDown(event: QuickSearchKeyboardEvent): void;
}

/** Props of the search form. */
export interface QuickSearchFormProps {
  role: "search";
  action: string;
  method: "get";
  /** Handles the form's submit. */
  onSubmit(event: QuickSearchEventLike): void;
}

/** Props of the input's label. */
export interface QuickSearchLabelProps {
  id: string;
  htmlFor: string;
}

/** Props of the combobox input. */
export interface QuickSearchInputProps {
  id: string;
  name: string;
  role: "combobox";
  value: string;
  placeholder: string;
  autoComplete: "off";
  autoCapitalize: "off";
  spellCheck: false;
  enterKeyHint: "search";
  "aria-autocomplete": "list";
  "aria-expanded": boolean;
  "aria-controls": string;
  "aria-activedescendant": string | undefined;
  "aria-describedby": string | undefined;
  /** Handles a change of the text. */
  onChange(event: QuickSearchChangeEvent): void;
  /** Handles a key press. */
  onKeyDown(event: QuickSearchKeyboardEvent): void;
}

/** Props of the listbox holding every option group. */
export interface QuickSearchListboxProps {
  id: string;
  role: "listbox";
  "aria-labelledby": string;
  hidden: boolean;
}

/** Props of a group of options (`role="group"` labelled by its heading). */
export interface QuickSearchGroupProps {
  role: "group";
  "aria-labelledby": string;
}

/** Props of a group's heading inside the listbox. */
export interface QuickSearchGroupLabelProps {
  id: string;
  role: "presentation";
}

/** Props of one option. */
export interface QuickSearchOptionProps {
  id: string;
  role: "option";
  "aria-selected": boolean;
  /** Handles a click. */
  onClick(event: QuickSearchMouseEvent): void;
  /** Highlights the option under the pointer. */
  onMouseMove(event: QuickSearchMouseEvent): void;
  /** Keeps focus in the input. */
  onMouseDown(event: QuickSearchMouseEvent): void;
}

/** Props of a plain button (Clear, Close, Clear recent searches). */
export interface QuickSearchButtonProps {
  type: "button";
  "aria-controls"?: string;
  /** Handles a click. */
  onClick(event: QuickSearchMouseEvent): void;
}

/** Props of the live region under the input. */
export interface QuickSearchStatusProps {
  id: string;
  role: "status";
  "aria-live": "polite";
  "aria-atomic": true;
}

/** Props of a link that leaves the overlay ('View N products', 'Search for {slug}?'). */
export interface QuickSearchLinkProps {
  href: string;
  /** Handles a click. */
  onClick(event: QuickSearchMouseEvent): void;
}
