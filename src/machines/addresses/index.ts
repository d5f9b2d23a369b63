export { addressesQuery } from "./addresses.queries";
