import type { ChildConnection, Measurement } from "../../../src/clients/loyalty";

/** A child connection as the service answers it. */
export function childFixture(
  overrides: Partial<ChildConnection["connector"]> = {},
  connectionId = 2001,
): ChildConnection {
  const connector: ChildConnection["connector"] = {
    id: 1_000_001,
    profile_type: "dependant",
    first_name: "Mia",
    last_name: "Nguyen",
    email: null,
    mobile_phone: null,
    birth_date: "2017-03-01",
    birth_day: 1,
    birth_month: 3,
    birth_year: 2017,
    gender: "female",
    avatar_url: "https://cdn.test/avatars/1.svg",
    preferred_location_id: null,
    created_at: "2024-01-01T00:00:00.000Z",
    identities: [{ id: 7000, handle: "shoetag", identifier: "Speedy Koala" }],
    custom_attributes: [
      { namespace: "omneo", handle: "brands", type: "array", value: ["Asics"] },
      { namespace: "omneo", handle: "sports", type: "array", value: ["Netball", "Dance"] },
    ],
    tags: [],
    connectionId,
    attributes: {},
    ...overrides,
  };
  return {
    id: connectionId,
    connectionId,
    connection_definition_id: 1,
    name: "Child",
    status: "accepted",
    first_name: connector.first_name,
    last_name: connector.last_name,
    birth_year: connector.birth_year,
    birth_month: connector.birth_month,
    connector,
  };
}

/** A recorded measurement. */
export function measurementFixture(
  id: number,
  size = "012",
  width = "F",
  at = "2026-01-01T00:00:00.000Z",
): Measurement {
  return {
    id,
    name: "Measurement Recorded",
    namespace: "omneo",
    action: "service",
    channel: "app",
    signal: 1,
    profile_id: 1_000_001,
    interacted_at: at,
    created_at: at,
    meta: { measurement: { size_shoe: { unit: "AU/UK", value: size }, width_shoe: { value: width } } },
  };
}

/** Lets promise callbacks and the events xstate sends from them run. */
export const flush = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};
