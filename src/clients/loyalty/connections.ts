import * as v from "valibot";
import type { CreateChildPayload } from "../../rules/child";
import { CHILD_CONNECTION_DEFINITION_ID } from "../../rules/constants";
import { SHOE_TAG_IDENTITY_HANDLE } from "../../rules/keys";
import { SolekitError } from "../http";
import { dataOf, type LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import { loyaltyErrorDetail } from "./loyalty-errors";
import {
  type ChildConnection,
  childConnectionSchema,
  createConnectionResultSchema,
} from "./schemas/profile.schemas";

/** A child's profile as `POST /connections` and `PUT /connections/{id}/profile` take it. */
export interface ChildProfileBody {
  /** First name (required). */
  first_name: string;
  /** Last name. */
  last_name: string | null;
  /** `withheld`, `female` or `male`. */
  gender: "withheld" | "female" | "male";
  /** Always null on create: only month and year are asked, and the service stores day 1. */
  birth_day: number | null;
  /** Month of birth, 1–12, or null. */
  birth_month: number | null;
  /** Year of birth, or null. */
  birth_year: number | null;
  /** Avatar URL. */
  avatar_url: string | null;
  /** The shoe tag, as a `shoetag` identity; it must be unique. */
  identities: { handle: typeof SHOE_TAG_IDENTITY_HANDLE; identifier: string }[];
  /** Favourite brands and sports (namespace `omneo`, type `array`). */
  custom_attributes: { namespace: "omneo"; handle: "brands" | "sports"; type: "array"; value: string[] }[];
}

/** The body of `POST /connections`: the child's profile and the connection to create. */
export interface CreateConnectionBody {
  /** The child's profile. */
  profile: ChildProfileBody;
  /** The connection: definition 1 (`Child`), accepted. */
  connection: { connection_definition_id: number; name: string; status: string };
}

/**
 * The child profile body of a create-child payload (see `buildCreateChildPayload` in
 * `solekit/rules`): names, gender, birthday month and year, avatar, shoe tag, brands and sports.
 *
 * @example
 * ```ts
 * childProfileBody(buildCreateChildPayload(onboardingChild)).identities; // [{ handle: "shoetag", identifier: "Zippy" }]
 * ```
 */
export function childProfileBody(payload: CreateChildPayload): ChildProfileBody {
  return {
    first_name: payload.firstName,
    last_name: payload.lastName || null,
    gender: payload.gender,
    birth_day: payload.birthDay,
    birth_month: payload.birthMonth,
    birth_year: payload.birthYear,
    avatar_url: payload.avatarUrl || null,
    identities: [{ handle: SHOE_TAG_IDENTITY_HANDLE, identifier: payload.shoeTag }],
    custom_attributes: [
      { namespace: "omneo", handle: "brands", type: "array", value: [...payload.brands] },
      { namespace: "omneo", handle: "sports", type: "array", value: [...payload.sports] },
    ],
  };
}

/** The read part of the connection calls: what a page that only lists children carries. */
export interface ChildrenCalls {
  /**
   * Every connection of the customer (`GET /profile/connections`).
   *
   * @example
   * ```ts
   * const connections = await loyalty.getConnections();
   * ```
   */
  getConnections(options?: LoyaltyRequestOptions): Promise<ChildConnection[]>;
  /**
   * The customer's children: accepted connections of the child definition (id 1).
   *
   * @example
   * ```ts
   * const names = (await loyalty.getChildren()).map((child) => child.first_name);
   * ```
   */
  getChildren(options?: LoyaltyRequestOptions): Promise<ChildConnection[]>;
}

/** Connection (children) calls of the {@link LoyaltyClient}: the reads and the writes. */
export interface ConnectionCalls extends ChildrenCalls {
  /**
   * Creates a connection (`POST /connections`). The service reports the outcome as `status`
   * inside the body: anything but 201 rejects with a `SolekitError` carrying that status and
   * the body's message (a duplicate shoe tag, for one).
   *
   * @example
   * ```ts
   * const child = await loyalty.createConnection({ profile, connection: { connection_definition_id: 1, name: "Child", status: "accepted" } });
   * ```
   */
  createConnection(body: CreateConnectionBody, options?: LoyaltyRequestOptions): Promise<ChildConnection>;
  /**
   * Creates a child from the onboarding or new-profile form's payload.
   *
   * @example
   * ```ts
   * const child = await loyalty.createChild(buildCreateChildPayload(onboardingChild));
   * child.connectionId; // the new connection's id
   * ```
   */
  createChild(payload: CreateChildPayload, options?: LoyaltyRequestOptions): Promise<ChildConnection>;
  /**
   * Saves changes to a child's profile (`PUT /connections/{id}/profile`, a solekit choice: the
   * spec shows the child page's Save but not its call). A taken shoe tag rejects with 422.
   *
   * @example
   * ```ts
   * await loyalty.updateChild(child.connectionId, { first_name: "Mia", avatar_url: avatars[1] });
   * ```
   */
  updateChild(
    connectionId: number,
    changes: Partial<ChildProfileBody>,
    options?: LoyaltyRequestOptions,
  ): Promise<ChildConnection>;
}

/**
 * Builds the children reads over a loyalty context (the dashboard's and every list's group).
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const children = await childrenCalls(connection).getChildren();
 * ```
 */
export function childrenCalls(ctx: LoyaltyContext): ChildrenCalls {
  const getConnections = (options: LoyaltyRequestOptions = {}) =>
    ctx.api.request({
      path: "/profile/connections",
      schema: dataOf(v.array(childConnectionSchema)),
      signal: options.signal,
    });
  return {
    getConnections,
    async getChildren(options = {}) {
      const connections = await getConnections(options);
      return connections.filter(
        (c) => c.connection_definition_id === CHILD_CONNECTION_DEFINITION_ID && c.status === "accepted",
      );
    },
  };
}

/**
 * Builds the connection calls (reads and writes) over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const connections = await connectionCalls(connection).getConnections();
 * ```
 */
export function connectionCalls(ctx: LoyaltyContext): ConnectionCalls {
  async function createConnection(body: CreateConnectionBody, options: LoyaltyRequestOptions = {}) {
    const result = await ctx.api.request({
      path: "/connections",
      method: "POST",
      body,
      schema: createConnectionResultSchema,
      signal: options.signal,
    });
    if (result.status !== 201) {
      throw new SolekitError({
        kind: "http",
        status: result.status,
        message: result.message ?? `The connection was not created (status ${result.status})`,
        // As a 422 answer's: the child form places them under its fields.
        fieldErrors: loyaltyErrorDetail(result).fieldErrors,
        data: result,
      });
    }
    const parsed = v.safeParse(childConnectionSchema, result.data);
    if (!parsed.success) {
      throw new SolekitError({
        kind: "invalid-response",
        message: "The service answered with an unexpected response (data: not a connection)",
        data: result,
      });
    }
    return parsed.output;
  }

  return {
    ...childrenCalls(ctx),
    createConnection,
    createChild: (payload, options = {}) =>
      createConnection(
        {
          profile: childProfileBody(payload),
          connection: {
            connection_definition_id: CHILD_CONNECTION_DEFINITION_ID,
            name: "Child",
            status: "accepted",
          },
        },
        options,
      ),
    updateChild: (connectionId, changes, options = {}) =>
      ctx.api.request({
        path: `/connections/${encodeURIComponent(connectionId)}/profile`,
        method: "PUT",
        body: changes,
        schema: dataOf(childConnectionSchema),
        signal: options.signal,
      }),
  };
}
