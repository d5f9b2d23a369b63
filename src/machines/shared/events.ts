// Event shapes the prop getters read. Structural and framework-free: React's synthetic events and
// DOM events both fit. Handlers are declared as methods so a caller's React-typed handler is
// accepted where these are expected.

/** What a prop getter reads from any event: it skips its own behaviour when the caller prevented the default. */
export interface EventLike {
  /** True once a handler called `preventDefault()`. */
  readonly defaultPrevented: boolean;
  /** Cancels the browser's default action. */
  preventDefault(): void;
  /** The element the handler is on (its `ownerDocument` is used to move focus). */
  readonly currentTarget?: unknown;
}

/** Modifier keys, shared by keyboard and pointer events. */
export interface ModifierKeys {
  /** Alt (Option). */
  readonly altKey?: boolean;
  /** Control. */
  readonly ctrlKey?: boolean;
  /** Meta (Command, Windows). */
  readonly metaKey?: boolean;
  /** Shift. */
  readonly shiftKey?: boolean;
}

/** A keyboard event as key handlers read it. */
export interface KeyboardEventLike extends EventLike, ModifierKeys {
  /** The key pressed (`ArrowDown`, `Enter`…). */
  readonly key: string;
  /** The native event, whose `isComposing` marks IME composition (Enter then confirms a word). */
  readonly nativeEvent?: { readonly isComposing?: boolean };
}

/** A click or pointer event; modifier keys let a link open in a new tab as usual. */
export interface MouseEventLike extends EventLike, ModifierKeys {
  /** The mouse button (0 is the main one). */
  readonly button?: number;
}

/** A change or input event of a text field. */
export interface ChangeEventLike {
  /** The field. */
  readonly target: { readonly value: string };
}

/** An IME composition event (`compositionstart`, `compositionend`) of a text field. */
export interface CompositionEventLike {
  /** The field; its `value` holds the composed text once composition ends. */
  readonly currentTarget: unknown;
}

/**
 * Handlers a caller may pass to any prop getter; they run first and are chained with the
 * getter's own (see `mergeProps`).
 */
export interface PropHandlers {
  /** Click handler. */
  onClick?(event: MouseEventLike): void;
  /** Mouse-down handler. */
  onMouseDown?(event: MouseEventLike): void;
  /** Mouse-move handler. */
  onMouseMove?(event: MouseEventLike): void;
  /** Key handler. */
  onKeyDown?(event: KeyboardEventLike): void;
  /** Change handler. */
  onChange?(event: ChangeEventLike): void;
  /** Submit handler. */
  onSubmit?(event: EventLike): void;
  /** IME composition start. */
  onCompositionStart?(event: CompositionEventLike): void;
  /** IME composition end. */
  onCompositionEnd?(event: CompositionEventLike): void;
}

/**
 * Whether Ctrl, Alt or Meta is held: such a key or click belongs to the browser or the system
 * (open in a new tab, a shortcut), not to the widget.
 *
 * @example
 * ```ts
 * if (hasModifier(event)) return; // Cmd-click opens the link in a new tab as usual
 * ```
 */
export const hasModifier = (event: ModifierKeys): boolean =>
  Boolean(event.altKey || event.ctrlKey || event.metaKey);

/** A pointer event as React's and the DOM's fit it. */
export interface PointerEventLike extends EventLike {
  /** `mouse`, `pen` or `touch`. */
  readonly pointerType: string;
}

/** A focus event whose `relatedTarget` tells whether focus stays inside. */
export interface FocusEventLike {
  /** The element the handler is on. */
  readonly currentTarget: unknown;
  /** Where focus goes (on blur) or comes from (on focus). */
  readonly relatedTarget: unknown;
}
