/**
 * A store's display name: a leading "SNS" (the chain's code) and the separator after it are
 * stripped. Names that merely start with those letters ("SNSW…") are kept.
 *
 * @example
 * ```ts
 * storeName("SNS Chadstone"); // "Chadstone"
 * storeName("SNS - Bondi Junction"); // "Bondi Junction"
 * ```
 */
export function storeName(name: string): string {
  const stripped = name.replace(/^\s*SNS(?![A-Za-z0-9])[\s\-–—:|]*/, "");
  return stripped.trim() || name.trim();
}

/** A store location. */
export interface Store {
  /** Store id. */
  readonly id: string | number;
  /** Store name as the service gives it. */
  readonly name: string;
}

/**
 * Stores for the claim form's select: display names, sorted alphabetically in Australian English.
 *
 * @example
 * ```ts
 * storeOptions([{ id: 2, name: "SNS Richmond" }, { id: 1, name: "SNS Chadstone" }]);
 * // [{ id: 1, name: "Chadstone" }, { id: 2, name: "Richmond" }]
 * ```
 */
export function storeOptions<S extends Store>(stores: readonly S[]): S[] {
  return stores
    .map((store) => ({ ...store, name: storeName(store.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-AU"));
}
