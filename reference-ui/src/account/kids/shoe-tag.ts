import type { ChildConnection } from "solekit/clients";

/** A child's shoe tag (its `shoetag` identity), or "". */
export const shoeTagOf = (child: ChildConnection): string =>
  child.connector.identities.find((identity) => identity.handle === "shoetag")?.identifier ?? "";
