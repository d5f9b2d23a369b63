/**
 * `solekit/clients` — typed HTTP clients of the five services, their valibot schemas, the
 * configuration parser and the adapters.
 *
 * @packageDocumentation
 */

export * from "../runtime";
export * from "./back-in-stock";
export * from "./beacon";
export * from "./cart";
export * from "./http";
export * from "./loyalty";
export * from "./loyalty-auth";
export * from "./search";
export * from "./storefront";
