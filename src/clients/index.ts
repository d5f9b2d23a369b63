/**
 * `solekit/clients` — typed HTTP clients of the five services, their valibot schemas, the
 * configuration parser and the adapters.
 *
 * @packageDocumentation
 */
export * from "./adapters";
export * from "./config";
export * from "./http";
export * from "./search";
