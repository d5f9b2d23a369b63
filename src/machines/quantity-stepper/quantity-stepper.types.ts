import type { ProductMessageCatalogue } from "../../rules/messages";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike, MouseEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** Input of the quantity stepper. */
export interface QuantityStepperInput {
  /** Most a shopper may choose (the stepper's limit attribute). @default 99 */
  limit?: number;
}

/** Context of the quantity stepper. */
export interface QuantityStepperContext {
  /** The limit, 1 or more. */
  limit: number;
  /** The quantity, 1…limit. */
  quantity: number;
  /** What the box shows while the shopper types (clamped on commit). */
  text: string;
}

/** Events of the quantity stepper. */
export type QuantityStepperEvent =
  /** Steps the quantity up by one (clamped). */
  | { type: "quantity.increment" }
  /** Steps the quantity down by one (clamped). */
  | { type: "quantity.decrement" }
  /** The box's text while typing. */
  | { type: "quantity.input"; text: string }
  /** The box lost focus: clamp what was typed. */
  | { type: "quantity.commit" };

/** What the stepper tells the actor composing it (and `actor.on` listeners) after each change. */
export interface QuantityChanged {
  /** Always `"quantity.changed"`. */
  type: "quantity.changed";
  /** The quantity now, 1…limit. */
  quantity: number;
}

/** The messages the stepper shows: its buttons' accessible names. */
export type QuantityStepperMessages = Pick<ProductMessageCatalogue, "quantityDecrease" | "quantityIncrease">;

/** Options of `connectQuantityStepper`. */
export type QuantityStepperConnectOptions = ConnectOptions<QuantityStepperMessages>;

/** Our props of a stepper button. */
export interface QuantityStepButtonProps {
  /** A plain button. */
  type: "button";
  /** What is read out. */
  "aria-label": string;
  /** At the limit. */
  disabled: boolean;
  /** The quantity input it steps. */
  "aria-controls": string;
  /** Steps. */
  onClick(event: MouseEventLike): void;
}

/** Our props of the quantity input. */
export interface QuantityInputProps {
  /** DOM id. */
  id: string;
  /** The form data name. */
  name: "quantity";
  /** A text box with a numeric keypad. */
  type: "text";
  /** Numeric keypad. */
  inputMode: "numeric";
  /** What the box shows. */
  value: string;
  /** Updates the text. */
  onChange(event: ChangeEventLike): void;
  /** Clamps what was typed. */
  onBlur(event: EventLike): void;
}

/** The quantity stepper's public API (storefront §5: minimum 1, maximum the limit, default 99). */
export interface QuantityStepperApi extends SliceState {
  /** The quantity, 1…limit. */
  readonly quantity: number;
  /** The limit. */
  readonly limit: number;
  /** Quantity + 1. */
  increment(): void;
  /** Quantity − 1. */
  decrement(): void;
  /** Sets the box's text (clamped on {@link QuantityStepperApi.commit}). */
  setText(text: string): void;
  /** Clamps what was typed. */
  commit(): void;
  /** Props of the element labelling the input (`htmlFor`). */
  getLabelProps<T extends object = object>(props?: T): MergedProps<{ htmlFor: string }, T>;
  /** Props of the quantity input. */
  getInputProps<T extends object = object>(props?: T): MergedProps<QuantityInputProps, T>;
  /** Props of the − button. */
  getDecrementProps<T extends object = object>(props?: T): MergedProps<QuantityStepButtonProps, T>;
  /** Props of the + button. */
  getIncrementProps<T extends object = object>(props?: T): MergedProps<QuantityStepButtonProps, T>;
}
