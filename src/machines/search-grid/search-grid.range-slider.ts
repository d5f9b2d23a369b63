// A slider facet's two handles as a shopper moves them: the range they show moves with every drag
// step or key (one step apart, never crossed), and is applied to the grid once, when the handle
// is let go (the input's native `change`), so a drag costs one search, not one per pixel.
import { moveSliderHandle, type SliderRange } from "../../rules/price-slider";
import type { ChangeEventLike } from "../shared/events";
import { type MergedProps, mergeProps } from "../shared/merge-props";
import type { GridSliderFacet } from "./search-grid.types";

/** A slider's handle. */
export type RangeSliderHandle = "low" | "high";

/** Options of {@link createRangeSlider}. */
export interface RangeSliderOptions {
  /** The slider facet as the grid shows it now (`SearchGridApi.facets`). */
  readonly facet: GridSliderFacet;
  /** Applies a range: the grid's `setRange(facet.field, range, moved)`. */
  apply(range: SliderRange, moved: RangeSliderHandle): void;
}

/** What {@link RangeSlider.getHandleProps} returns, for a `type="range"` input. */
export interface RangeSliderHandleProps {
  /** The handle's value as shown. */
  value: number;
  /** Moves the shown range as the input moves (React's `onChange`: every step). */
  onChange: (event: ChangeEventLike) => void;
  /** Listens for the input's native `change` (the handle let go, or a key) to apply the range. */
  ref: (element: unknown) => void;
}

/** A slider facet's handles between the grid and the inputs. */
export interface RangeSlider {
  /** The range the handles show: the applied one, or the one being moved. */
  readonly range: SliderRange;
  /** Moves a handle in the shown range (a drag step or a key), without applying it. */
  move(handle: RangeSliderHandle, value: number): void;
  /** Moves a handle and applies the shown range (the handle let go). */
  commit(handle: RangeSliderHandle, value: number): void;
  /**
   * Hands over the grid's facet after each update: when its applied range changed (an answer, a
   * chip removed, Back), the handles show it.
   */
  update(facet: GridSliderFacet): void;
  /** Calls `listener` whenever the shown range changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Props of a handle's range input, to merge with the grid's `getRangeInputProps(facet, handle)`
   * (id, name, bounds, label): its value, the move on every step and, through `ref`, the apply on
   * the native `change`.
   */
  getHandleProps<T extends object = object>(
    handle: RangeSliderHandle,
    props?: T,
  ): MergedProps<RangeSliderHandleProps, T>;
}

interface ChangeTarget {
  addEventListener(type: "change", listener: (event: ChangeEventLike) => void): void;
  removeEventListener(type: "change", listener: (event: ChangeEventLike) => void): void;
}

/**
 * A slider facet's two handles, framework-free: {@link RangeSlider.range} moves with the inputs
 * (`moveSliderHandle`: the moved handle stops one step short of the other) and is applied once
 * per release or key through `apply`; a new applied range from the grid resets it. React, Vue and
 * plain DOM hosts spread `getHandleProps(handle)` over the grid's `getRangeInputProps`.
 *
 * @example
 * ```ts
 * const slider = createRangeSlider({ facet, apply: (range, moved) => grid.setRange(facet.field, range, moved) });
 * slider.subscribe(() => render(slider.range));
 * bindProps(lowInput, grid.getRangeInputProps(facet, "low", slider.getHandleProps("low")));
 * ```
 */
export function createRangeSlider(options: RangeSliderOptions): RangeSlider {
  let facet = options.facet;
  let range: SliderRange = { low: facet.low, high: facet.high };
  const listeners = new Set<() => void>();
  const show = (next: SliderRange) => {
    range = next;
    for (const listener of listeners) listener();
  };
  // Told even when the range stays: the input itself moved past the other handle, and a host
  // that renders again puts it back where the range says.
  const move = (handle: RangeSliderHandle, value: number) =>
    show(moveSliderHandle(range, facet, { handle, value }));
  const commit = (handle: RangeSliderHandle, value: number) => {
    move(handle, value);
    options.apply(range, handle);
  };
  const refs = {
    low: changeRef((value) => commit("low", value)),
    high: changeRef((value) => commit("high", value)),
  };
  return {
    get range() {
      return range;
    },
    move,
    commit,
    update(next) {
      const applied = next.low !== facet.low || next.high !== facet.high;
      facet = next;
      if (applied) show({ low: next.low, high: next.high });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getHandleProps: (handle, props) =>
      mergeProps(
        {
          value: range[handle],
          onChange: (event: ChangeEventLike) => move(handle, Number(event.target.value)),
          ref: refs[handle],
        },
        props,
      ),
  };
}

// A ref that listens for the native `change` of the element it is given, once per element: hosts
// that call a ref on every update (bindProps, Vue) hand it the same input again.
function changeRef(onCommit: (value: number) => void): (element: unknown) => void {
  let bound: { target: ChangeTarget; listener: (event: ChangeEventLike) => void } | null = null;
  return (element) => {
    if (bound && bound.target === element) return;
    bound?.target.removeEventListener("change", bound.listener);
    bound = null;
    if (!element) return;
    const target = element as ChangeTarget;
    const listener = (event: ChangeEventLike) => onCommit(Number(event.target.value));
    target.addEventListener("change", listener);
    bound = { target, listener };
  };
}
