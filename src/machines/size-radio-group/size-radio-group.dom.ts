import { type DomIds, domIds } from "../shared/dom-ids";

/** The size radio group's DOM ids under one base (the composing form's, so ids stay as they were). */
export function sizeRadioGroupIds(base = "size-radio-group"): DomIds {
  return domIds(base);
}

/** Where arrow keys move in a radio group of `count` radios from `index` (wrapping); -1 for other keys. */
export function movedRadio(key: string, index: number, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return -1;
  }
}
