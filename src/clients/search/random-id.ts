/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts, so plain-http preview
 * hosts fall back to `getRandomValues`, which every browser and Node offer: each `x` of the v4
 * layout becomes a random hex digit and `y` one of `8`, `9`, `a`, `b` (the RFC 4122 variant).
 *
 * @example
 * ```ts
 * randomUuid(); // "3b241101-e2bb-4255-8caf-4136c566a962"
 * ```
 */
export function randomUuid(): string {
  return (
    crypto.randomUUID?.() ??
    "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, (digit) => {
      const random = (crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) & 15;
      return (digit === "x" ? random : (random & 3) | 8).toString(16);
    })
  );
}
