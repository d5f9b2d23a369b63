import { formatMessage, productMessages } from "../../rules/messages";
import { SIZE_UNITS, type SizeUnit, sizeUnitLabel } from "../../rules/sizes";
import { numericId } from "../../rules/variant-names";
import { focusById } from "../shared/dom-ids";
import type { KeyboardEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { movedRadio, sizeRadioGroupIds } from "./size-radio-group.dom";
import { findVariant, hasSizeUnits, productWidths, sizeLabel } from "./size-radio-group.selectors";
import type {
  SizeRadioGroupApi,
  SizeRadioGroupConnectOptions,
  SizeRadioGroupEvent,
  SizeRadioGroupName,
  SizeRadioGroupSize,
  SizeRadioGroupState,
  SizeRadioProps,
} from "./size-radio-group.types";

// One radio group of the selector: its radios' keys, the chosen one, and what choosing does.
interface RadioGroup {
  readonly name: SizeRadioGroupName;
  readonly keys: readonly string[];
  readonly chosen: string | null;
  choose(key: string): void;
  label?(key: string): string;
  extra?(key: string): Partial<SizeRadioProps>;
}

/**
 * Turns the size radio group's state (held by the form composing it) into its public API: the
 * sizes in the width shown, the units and widths, the chosen variant, and prop getters carrying
 * a WAI-ARIA radio group's roles and roving tab stop (arrows move and choose, Home and End).
 *
 * @example
 * ```ts
 * const sizes = connectSizeRadioGroup(form.getSnapshot().context, form.send, { id: "pdp" });
 * sizes.sizes.map((size) => size.label); // ["10", "10.5", …] in US
 * sizes.getSizeProps(sizes.sizes[0]).role; // "radio"
 * ```
 */
export function connectSizeRadioGroup(
  state: SizeRadioGroupState,
  send: (event: SizeRadioGroupEvent) => void,
  options: SizeRadioGroupConnectOptions = {},
): SizeRadioGroupApi {
  const messages = options.messages ?? productMessages;
  const ids = sizeRadioGroupIds(options.id);
  const { product, variantId, unit, width } = state;
  const withUnits = hasSizeUnits(product);
  const chosen = findVariant(product, variantId);
  const units: readonly SizeUnit[] = withUnits ? SIZE_UNITS : [];
  const widths = productWidths(product);
  const sizes: SizeRadioGroupSize[] = (product?.variants ?? [])
    .filter((variant) => variant.width === width)
    .map((variant) => ({
      variantId: numericId(variant.id),
      label: sizeLabel(variant, unit, withUnits),
      size: variant.size ?? variant.selectedOptions[0]?.value ?? variant.title,
      available: variant.availableForSale,
      selected: numericId(variant.id) === variantId,
    }));
  const sizeKeys = sizes.map((size) => size.variantId);

  const radioGroup = (name: SizeRadioGroupName) => ({
    id: ids(`${name}-group`),
    role: "radiogroup" as const,
    "aria-labelledby": ids(`${name}-label`),
  });

  // Radios of one group: roving tab stop, arrows move and choose (WAI-ARIA radio group).
  function radio<T extends object>(group: RadioGroup, key: string, props?: T) {
    const { name, keys, chosen, choose } = group;
    const index = keys.indexOf(key);
    const tabStop = key === chosen || (!keys.includes(chosen ?? "") && index === 0);
    const own: SizeRadioProps = {
      id: ids(name, key),
      role: "radio",
      "aria-checked": key === chosen,
      "aria-label": group.label?.(key) ?? key,
      tabIndex: tabStop ? 0 : -1,
      ...group.extra?.(key),
      onClick: () => choose(key),
      onKeyDown: (event: KeyboardEventLike) => {
        const next = movedRadio(event.key, index, keys.length);
        const target = keys[next];
        if (next < 0 || target === undefined) return;
        event.preventDefault();
        choose(target);
        focusById(event.currentTarget, ids(name, target));
      },
    };
    return mergeProps(own, props);
  }

  const sizeGroup: RadioGroup = {
    name: "size",
    keys: sizeKeys,
    chosen: variantId,
    choose: (key) => send({ type: "size.select", variantId: key }),
    label: (key) => {
      const size = sizes.find((candidate) => candidate.variantId === key);
      if (!size) return key;
      return size.available ? size.label : formatMessage(messages.soldOutSize, { size: size.label });
    },
    extra: (key) =>
      sizes.find((size) => size.variantId === key)?.available === false ? { "data-unavailable": "" } : {},
  };
  const unitGroup: RadioGroup = {
    name: "unit",
    keys: units,
    chosen: unit,
    choose: (key) => {
      const next = units.find((candidate) => candidate === key);
      if (next) send({ type: "unit.change", unit: next });
    },
    label: (key) => {
      const next = units.find((candidate) => candidate === key);
      return next ? sizeUnitLabel(next, messages) : key;
    },
  };
  const widthGroup: RadioGroup = {
    name: "width",
    keys: widths,
    chosen: width,
    choose: (key) => send({ type: "width.change", width: key }),
  };

  return {
    status: product ? "success" : "idle",
    error: null,
    errorMessage: null,
    hasUnits: withUnits,
    units,
    unit,
    widths,
    width,
    sizes,
    selectedVariant: chosen
      ? {
          id: numericId(chosen.id),
          variant: chosen,
          label: sizeLabel(chosen, unit, withUnits),
          unavailableStock: !chosen.availableForSale,
        }
      : null,
    unavailableStock: chosen ? !chosen.availableForSale : false,
    selectSize: (key) => send({ type: "size.select", variantId: key }),
    setWidth: (key) => send({ type: "width.change", width: key }),
    setUnit: (next) => send({ type: "unit.change", unit: next }),
    focusSizes: (from) => {
      const target = sizeKeys.includes(variantId ?? "") ? variantId : sizeKeys[0];
      if (target) focusById(from, ids("size", target));
    },
    getGroupLabelProps: (group, props) => mergeProps({ id: ids(`${group}-label`) }, props),
    getSizeGroupProps: (props) => mergeProps(radioGroup("size"), props),
    getSizeProps: (size, props) => radio(sizeGroup, size.variantId, props),
    getUnitGroupProps: (props) => mergeProps(radioGroup("unit"), props),
    getUnitProps: (next, props) => radio(unitGroup, next, props),
    getWidthGroupProps: (props) => mergeProps(radioGroup("width"), props),
    getWidthProps: (key, props) => radio(widthGroup, key, props),
  };
}
