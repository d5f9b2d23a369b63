import type { StorefrontProductDetail, StorefrontVariant } from "../../clients/storefront";
import type { ProductMessageCatalogue } from "../../rules/messages";
import type { SizeUnit } from "../../rules/sizes";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { KeyboardEventLike, MouseEventLike } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/**
 * What the size radio group shows and keeps: the composing form holds it (its add, its URL and
 * its back-in-stock box read the chosen variant too), and changes it with the group's transitions.
 */
export interface SizeRadioGroupState {
  /** The product whose variants are the sizes, once loaded. */
  readonly product: StorefrontProductDetail | null;
  /** Chosen variant (numeric id as text), or null before a size is picked. */
  readonly variantId: string | null;
  /** Width shown, or null for products without widths. */
  readonly width: string | null;
  /** Unit sizes are shown in. */
  readonly unit: SizeUnit;
}

/** The part of {@link SizeRadioGroupState} a transition changes (the product stays). */
export type SizeRadioGroupSelection = Partial<Pick<SizeRadioGroupState, "variantId" | "width" | "unit">>;

/** What the size radio group's radios send to the form composing it. */
export type SizeRadioGroupEvent =
  /** Chooses a size (a variant id); out-of-stock variants are selectable and flagged. */
  | { type: "size.select"; variantId: string }
  /** Changes width: re-picks the same size in that width, or clears the choice. */
  | { type: "width.change"; width: string }
  /** Changes the displayed size unit; the choice stays. */
  | { type: "unit.change"; unit: SizeUnit };

/** The radio groups of the size selector, by the name their DOM ids carry. */
export type SizeRadioGroupName = "size" | "unit" | "width";

/** The messages the size radio group shows: unit names and the sold-out announcement. */
export type SizeRadioGroupMessages = Pick<
  ProductMessageCatalogue,
  "soldOutSize" | "sizeUnitUk" | "sizeUnitUs" | "sizeUnitEu" | "sizeUnitCm"
>;

/** Options of `connectSizeRadioGroup`. */
export type SizeRadioGroupConnectOptions = ConnectOptions<SizeRadioGroupMessages>;

/** One size radio. */
export interface SizeRadioGroupSize {
  /** Numeric variant id as text. */
  readonly variantId: string;
  /** The size as the chosen unit shows it (the option's own value where the unit has none). */
  readonly label: string;
  /** The size option's value (UK for shoes, e.g. `010.5`). */
  readonly size: string;
  /** False when out of stock: struck through, still selectable. */
  readonly available: boolean;
  /** Whether it is the chosen size. */
  readonly selected: boolean;
}

/** The chosen variant, as the page shows it. */
export interface SizeRadioGroupVariant {
  /** Numeric variant id as text. */
  readonly id: string;
  /** The storefront variant. */
  readonly variant: StorefrontVariant;
  /** Size name in the chosen unit. */
  readonly label: string;
  /** Out of stock: the form's `unavailable_stock` flag. */
  readonly unavailableStock: boolean;
}

/** Our props of a radio group (sizes, units, widths). */
export interface SizeRadioGroupProps {
  /** DOM id. */
  id: string;
  /** A radio group. */
  role: "radiogroup";
  /** The group's name as read out. */
  "aria-labelledby": string;
}

/** Our props of one radio (a size, a unit, a width); arrows move and choose, as in a radio group. */
export interface SizeRadioProps {
  /** DOM id. */
  id: string;
  /** A radio. */
  role: "radio";
  /** Whether it is the chosen one. */
  "aria-checked": boolean;
  /** What is read out: a sold-out size says so. */
  "aria-label": string;
  /** Roving tab stop: only the chosen (or first) radio is in the tab order. */
  tabIndex: 0 | -1;
  /** Set on sold-out sizes, for the struck-through style. */
  "data-unavailable"?: "";
  /** Chooses it. */
  onClick(event: MouseEventLike): void;
  /** Arrow keys move to and choose the next or previous radio; Home and End the first and last. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** The size radio group's public API (storefront §4 "Size selector"). */
export interface SizeRadioGroupApi extends SliceState {
  /** Whether sizes convert between units (shoes with size metafields). */
  readonly hasUnits: boolean;
  /** The units, in the selector's order; empty when sizes do not convert. */
  readonly units: readonly SizeUnit[];
  /** The unit sizes show in. */
  readonly unit: SizeUnit;
  /** Widths offered, C–H; empty without widths. */
  readonly widths: readonly string[];
  /** The width shown. */
  readonly width: string | null;
  /** Sizes in the width shown. */
  readonly sizes: readonly SizeRadioGroupSize[];
  /** The chosen variant, or null before a size is picked. */
  readonly selectedVariant: SizeRadioGroupVariant | null;
  /** The form data `unavailable_stock` flag of the chosen variant. */
  readonly unavailableStock: boolean;
  /** Chooses a size by variant id. */
  selectSize(variantId: string): void;
  /** Changes width. */
  setWidth(width: string): void;
  /** Changes unit. */
  setUnit(unit: SizeUnit): void;
  /**
   * Moves focus to the sizes (the chosen one, else the first) in the document of `from` (an
   * event's `currentTarget`): how a click that needs a size "scrolls to the selector".
   */
  focusSizes(from: unknown): void;
  /** Props of the size radio group. */
  getSizeGroupProps<T extends object = object>(props?: T): MergedProps<SizeRadioGroupProps, T>;
  /** Props of one size radio. */
  getSizeProps<T extends object = object>(
    size: SizeRadioGroupSize,
    props?: T,
  ): MergedProps<SizeRadioProps, T>;
  /** Props of the unit radio group. */
  getUnitGroupProps<T extends object = object>(props?: T): MergedProps<SizeRadioGroupProps, T>;
  /** Props of one unit radio. */
  getUnitProps<T extends object = object>(unit: SizeUnit, props?: T): MergedProps<SizeRadioProps, T>;
  /** Props of the width radio group. */
  getWidthGroupProps<T extends object = object>(props?: T): MergedProps<SizeRadioGroupProps, T>;
  /** Props of one width radio. */
  getWidthProps<T extends object = object>(width: string, props?: T): MergedProps<SizeRadioProps, T>;
  /** Props of the element naming a radio group (`"size" | "unit" | "width"`). */
  getGroupLabelProps<T extends object = object>(
    group: SizeRadioGroupName,
    props?: T,
  ): MergedProps<{ id: string }, T>;
}
