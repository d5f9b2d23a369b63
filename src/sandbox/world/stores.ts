import type { Store } from "./world.types";

/** Prefix every store name carries in the data; the account area strips it when showing names. */
export const STORE_NAME_PREFIX = "SNS ";

const STORES: readonly (readonly [
  suburb: string,
  address: string,
  state: string,
  postcode: string,
  timezone: string,
])[] = [
  ["Chadstone", "1341 Dandenong Rd", "VIC", "3148", "Australia/Melbourne"],
  ["Doncaster", "619 Doncaster Rd", "VIC", "3108", "Australia/Melbourne"],
  ["Highpoint", "120 Rosamond Rd", "VIC", "3032", "Australia/Melbourne"],
  ["Geelong", "194 Malop St", "VIC", "3220", "Australia/Melbourne"],
  ["Bondi Junction", "500 Oxford St", "NSW", "2022", "Australia/Sydney"],
  ["Chatswood", "1 Anderson St", "NSW", "2067", "Australia/Sydney"],
  ["Parramatta", "159-175 Church St", "NSW", "2150", "Australia/Sydney"],
  ["Castle Hill", "6-14 Castle St", "NSW", "2154", "Australia/Sydney"],
  ["Newcastle", "2 Park Ave", "NSW", "2289", "Australia/Sydney"],
  ["Chermside", "395 Hamilton Rd", "QLD", "4032", "Australia/Brisbane"],
  ["Carindale", "1151 Creek Rd", "QLD", "4152", "Australia/Brisbane"],
  ["Robina", "19 Robina Town Centre Dr", "QLD", "4226", "Australia/Brisbane"],
  ["Marion", "297 Diagonal Rd", "SA", "5043", "Australia/Adelaide"],
  ["Tea Tree Plaza", "976 North East Rd", "SA", "5092", "Australia/Adelaide"],
  ["Joondalup", "420 Joondalup Dr", "WA", "6027", "Australia/Perth"],
  ["Booragoon", "125 Davy St", "WA", "6154", "Australia/Perth"],
  ["Belconnen", "18 Benjamin Way", "ACT", "2617", "Australia/Sydney"],
  ["Woden", "Keltie St", "ACT", "2606", "Australia/Sydney"],
  ["Hobart", "59 Liverpool St", "TAS", "7000", "Australia/Hobart"],
  ["Casuarina", "247 Trower Rd", "NT", "0810", "Australia/Darwin"],
];

/**
 * The twenty stores, named `SNS {suburb}`, with external codes `1001` upwards.
 *
 * @example
 * ```ts
 * buildStores()[0]?.name; // "SNS Chadstone"
 * ```
 */
export function buildStores(): Store[] {
  return STORES.map(([suburb, address, state, postcode, timezone], index) => ({
    id: 3000 + index + 1,
    name: `${STORE_NAME_PREFIX}${suburb}`,
    external_code: String(1001 + index),
    address,
    suburb,
    state,
    postcode,
    timezone,
    phone: `(0${3 + (index % 6)}) 9${String(100 + index * 37).padStart(3, "0")} ${String(4000 + index * 211).slice(0, 4)}`,
  }));
}
