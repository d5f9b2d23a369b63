/** A form value the dirty check can compare. */
export type FormValue = string | number | boolean | null | undefined | readonly FormValue[] | FormValues;

/** A form's values by field. */
export interface FormValues {
  readonly [field: string]: FormValue;
}

function normalise(value: FormValue): FormValue {
  // A field cleared back to empty is the same as one never filled in.
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value.trim() : value;
}

function same(a: FormValue, b: FormValue): boolean {
  const left = normalise(a);
  const right = normalise(b);
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => same(item, right[index]));
  }
  if (typeof left === "object" && typeof right === "object" && left !== null && right !== null) {
    return isSameForm(left as FormValues, right as FormValues);
  }
  return left === right;
}

function isSameForm(a: FormValues, b: FormValues): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...fields].every((field) => same(a[field], b[field]));
}

/**
 * Whether a form differs from the values it was loaded with, so save buttons stay disabled
 * until something changes. Surrounding spaces, and empty versus missing, do not count as changes.
 *
 * @example
 * ```ts
 * isDirty({ firstName: "Sam " }, { firstName: "Sam" }); // false
 * isDirty({ firstName: "Sammy" }, { firstName: "Sam" }); // true
 * ```
 */
export function isDirty(current: FormValues, loaded: FormValues): boolean {
  return !isSameForm(current, loaded);
}
