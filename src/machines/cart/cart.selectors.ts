// Pure derived data of the cart: the optimistic lines (the confirmed cart with the queue applied),
// how a new action joins the queue, and what the head of the queue sends.
import type { Cart, CartItem, CartLineChange } from "../../clients/cart";
import { type CartLineChoiceMessages, cartLineChoices, cartLineGiftCardDetails } from "../../rules/cart-line";
import { cartMessages } from "../../rules/messages";
import { stepQuantity } from "../../rules/quantity";
import { DEFAULT_SIZE_UNIT, type SizeUnit } from "../../rules/sizes";
import type {
  CartAction,
  CartAddLine,
  CartContext,
  CartEvent,
  CartLine,
  CartQueueEntry,
  CartRequest,
} from "./cart.types";

const PENDING = "pending:";

const sameProperties = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

const sortedJson = (properties: Readonly<Record<string, string>>) =>
  JSON.stringify(
    Object.keys(properties)
      .sort()
      .map((key) => [key, properties[key]]),
  );

/**
 * The key of a line the server has not confirmed yet: the variant and its properties, so a
 * change to it can be sent once the add that creates it is confirmed.
 */
export const pendingKey = (variantId: number, properties: Readonly<Record<string, string>>): string =>
  `${PENDING}${variantId}:${sortedJson(properties)}`;

function parsePendingKey(key: string): { variantId: number; properties: Record<string, string> } | null {
  if (!key.startsWith(PENDING)) return null;
  const rest = key.slice(PENDING.length);
  const colon = rest.indexOf(":");
  const pairs = JSON.parse(rest.slice(colon + 1)) as [string, string][];
  return { variantId: Number(rest.slice(0, colon)), properties: Object.fromEntries(pairs) };
}

/** How lines name the shopper's choices: the size unit and the catalogue's words. */
export interface LineWording {
  /** Unit sizes are shown in (the product page's default, US). */
  readonly unit: SizeUnit;
  /** The words. */
  readonly messages: CartLineChoiceMessages;
}

const DEFAULT_WORDING: LineWording = { unit: DEFAULT_SIZE_UNIT, messages: cartMessages };

/** A confirmed line as the UI shows it. */
export function lineOf(item: CartItem, wording: LineWording = DEFAULT_WORDING): CartLine {
  const source = {
    options: item.options_with_values ?? [],
    sizeMetafields: item.size_metafields,
    giftCard: item.gift_card ?? false,
  };
  return {
    key: item.key,
    variantId: item.variant_id,
    productId: item.product_id,
    title: item.product_title || item.title,
    variantTitle: item.variant_title,
    image: item.image,
    url: item.url,
    quantity: item.quantity,
    price: item.price,
    linePrice: item.line_price,
    properties: item.properties ?? {},
    collections: item.collections ?? [],
    choices: cartLineChoices(source, wording.unit, wording.messages),
    giftCardDetails: cartLineGiftCardDetails(item.properties ?? {}, source.giftCard, wording.messages),
    isPending: false,
  };
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity, linePrice: line.price * quantity, isPending: true };
}

function newLine(item: CartAddLine, wording: LineWording): CartLine {
  const properties = item.properties ?? {};
  const price = item.preview?.price ?? 0;
  const source = {
    options: item.preview?.options ?? [],
    sizeMetafields: item.preview?.sizeMetafields,
    giftCard: item.preview?.giftCard ?? false,
  };
  return {
    key: pendingKey(item.id, properties),
    variantId: item.id,
    productId: 0,
    title: item.preview?.title ?? "",
    variantTitle: item.preview?.variantTitle ?? null,
    image: item.preview?.image ?? null,
    url: item.preview?.url ?? "",
    quantity: item.quantity,
    price,
    linePrice: price * item.quantity,
    properties,
    collections: [],
    choices: cartLineChoices(source, wording.unit, wording.messages),
    giftCardDetails: cartLineGiftCardDetails(properties, source.giftCard, wording.messages),
    isPending: true,
  };
}

/**
 * The lines after one action, as the server would answer if it accepts it: adds join the line
 * of the same variant and properties, updates set a variant's first line, 0 removes.
 *
 * @example
 * ```ts
 * applyCartAction(lines, { kind: "change", key: lines[0].key, quantity: 3 })[0].quantity; // 3
 * ```
 */
export function applyCartAction(
  lines: readonly CartLine[],
  action: CartAction,
  wording: LineWording = DEFAULT_WORDING,
): CartLine[] {
  switch (action.kind) {
    case "clear":
      return [];
    case "change":
      return lines.flatMap((line) =>
        line.key !== action.key ? [line] : action.quantity <= 0 ? [] : [withQuantity(line, action.quantity)],
      );
    case "update": {
      let next = [...lines];
      for (const [id, quantity] of Object.entries(action.updates)) {
        const variantId = Number(id);
        const index = next.findIndex((line) => line.variantId === variantId);
        if (quantity <= 0) next = next.filter((line) => line.variantId !== variantId);
        else if (index >= 0) next[index] = withQuantity(next[index] as CartLine, quantity);
        else next.push(newLine({ id: variantId, quantity }, wording));
      }
      return next;
    }
    case "add": {
      const next = [...lines];
      for (const item of action.items) {
        const index = next.findIndex(
          (line) => line.variantId === item.id && sameProperties(line.properties, item.properties ?? {}),
        );
        const line = next[index];
        if (line) next[index] = withQuantity(line, line.quantity + item.quantity);
        else next.push(newLine(item, wording));
      }
      return next;
    }
  }
}

/**
 * What the shopper sees: the confirmed cart with every queued action applied in order.
 *
 * @example
 * ```ts
 * optimisticLines(cart, [{ action: { kind: "clear" }, ids: [1] }]); // []
 * ```
 */
export function optimisticLines(
  confirmed: Cart | null,
  queue: readonly CartQueueEntry[],
  wording: LineWording = DEFAULT_WORDING,
): CartLine[] {
  const lines = (confirmed?.items ?? []).map((item) => lineOf(item, wording));
  return queue.reduce((current, entry) => applyCartAction(current, entry.action, wording), lines);
}

/**
 * Units in the cart the shopper sees: the confirmed cart's with every queued action applied.
 *
 * @example
 * ```ts
 * optimisticItemCount(null, [{ action: { kind: "add", items: [{ id: 7, quantity: 2 }] }, ids: [1] }]); // 2
 * ```
 */
export function optimisticItemCount(confirmed: Cart | null, queue: readonly CartQueueEntry[]): number {
  return optimisticLines(confirmed, queue).reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The queue with a new action (given the id `nextId`): merged into the last entry when both set the same line's
 * quantity and that entry is not in flight (the first `sending` entries are), else appended.
 * Merging keeps the shopper's last value, so five quick + clicks send one request, not five.
 *
 * @example
 * ```ts
 * enqueueCartAction({ queue: [], sending: 0, nextId: 1 }, { kind: "clear" }); // [{ action: { kind: "clear" }, ids: [1] }]
 * ```
 */
export function enqueueCartAction(
  { queue, sending, nextId: id }: Pick<CartContext, "queue" | "sending" | "nextId">,
  action: CartAction,
): CartQueueEntry[] {
  const last = queue.length > sending ? queue[queue.length - 1] : undefined;
  const head = queue.slice(0, -1);
  if (last?.action.kind === "change" && action.kind === "change" && last.action.key === action.key) {
    return [...head, { action, ids: [...last.ids, id] }];
  }
  if (last?.action.kind === "update" && action.kind === "update") {
    const previous = last.action.updates;
    if (Object.keys(action.updates).every((key) => Object.hasOwn(previous, key))) {
      const updates = { ...previous, ...action.updates };
      return [...head, { action: { kind: "update", updates }, ids: [...last.ids, id] }];
    }
  }
  return [...queue, { action, ids: [id] }];
}

function lineChange(key: string, quantity: number, confirmed: Cart | null): CartLineChange {
  const pending = parsePendingKey(key);
  if (!pending) return { id: key, quantity };
  // The add that made this line is confirmed by now (the queue runs in order): find its real key.
  const line = confirmed?.items.find(
    (item) =>
      item.variant_id === pending.variantId && sameProperties(item.properties ?? {}, pending.properties),
  );
  return line ? { id: line.key, quantity } : { id: pending.variantId, quantity };
}

/**
 * What the head of the queue sends, given the cart the server last confirmed.
 *
 * @example
 * ```ts
 * cartRequest({ kind: "change", key: "42:ab", quantity: 2 }, cart); // { kind: "change", change: { id: "42:ab", quantity: 2 } }
 * ```
 */
export function cartRequest(action: CartAction, confirmed: Cart | null): CartRequest {
  switch (action.kind) {
    case "add":
      return {
        kind: "add",
        items: action.items.map(({ id, quantity, properties }) => ({
          id,
          quantity,
          ...(properties ? { properties } : {}),
        })),
      };
    case "update":
      return { kind: "update", updates: action.updates };
    case "change":
      return { kind: "change", change: lineChange(action.key, action.quantity, confirmed) };
    case "clear":
      return { kind: "clear" };
  }
}

/**
 * The server's answer with each line's collections kept from the cart before: `update.js`,
 * `change.js` and `clear.js` answer the plain cart JSON, without the collections the `view=ajax`
 * cart has, and a product's collections do not change with its quantity.
 *
 * @example
 * ```ts
 * withKnownCollections(answer, previous).items[0].collections; // ["socks"]
 * ```
 */
export function withKnownCollections(next: Cart, previous: Cart | null): Cart {
  if (!previous) return next;
  const known = new Map(previous.items.map((item) => [item.product_id, item.collections]));
  // The view's size metafields too: a variant's sizes do not change with its quantity either.
  const sizes = new Map(previous.items.map((item) => [item.variant_id, item.size_metafields]));
  return {
    ...next,
    items: next.items.map((item) => {
      const collections = item.collections ?? known.get(item.product_id);
      const size_metafields =
        item.size_metafields === undefined ? sizes.get(item.variant_id) : item.size_metafields;
      return {
        ...item,
        ...(collections ? { collections } : {}),
        ...(size_metafields === undefined ? {} : { size_metafields }),
      };
    }),
  };
}

/** The lines of the add at the head of the queue (their previews), or none. */
export function headAddLines(context: CartContext): readonly CartAddLine[] {
  const head = context.queue[0]?.action;
  return head?.kind === "add" ? head.items : [];
}

/**
 * The confirmed cart with the lines an add answered laid over it: a line of the same key takes
 * the answer's quantity (add.js answers each touched line at its new quantity), a new line is
 * appended; count and total follow. The cart is read whole afterwards.
 *
 * @example
 * ```ts
 * withAddedLines(cart, answer.items).item_count; // the count including the add
 * ```
 */
export function withAddedLines(
  confirmed: Cart | null,
  added: readonly CartItem[],
  addedLines: readonly CartAddLine[] = [],
): Cart {
  const items = [...(confirmed?.items ?? [])];
  for (const answered of added) {
    // add.js does not render the view's size metafields: keep them from a line of the same
    // variant, else from the add's preview (the product page knows them), so the size shows in
    // the product page's unit at once rather than after the read.
    const sizes =
      answered.size_metafields ??
      items.find((line) => line.variant_id === answered.variant_id)?.size_metafields ??
      addedLines.find((line) => line.id === answered.variant_id)?.preview?.sizeMetafields;
    const item = sizes === undefined ? answered : { ...answered, size_metafields: sizes };
    const index = items.findIndex((line) => line.key === item.key);
    const known = items[index];
    if (known) items[index] = { ...item, collections: item.collections ?? known.collections };
    else items.push(item);
  }
  return {
    ...(confirmed ?? {}),
    items,
    item_count: items.reduce((sum, line) => sum + line.quantity, 0),
    total_price: items.reduce((sum, line) => sum + line.line_price, 0),
  };
}

/** The `requestId` of the add at the head of the queue, if it carries one. */
export function headRequestId(context: CartContext): string | undefined {
  const head = context.queue[0]?.action;
  return head?.kind === "add" ? head.requestId : undefined;
}

/**
 * The queued action a shopper's event asks for, or `null` (a step at 1 or at the limit, or of a
 * line not shown, does nothing).
 *
 * @example
 * ```ts
 * cartActionOf({ type: "cart.clear" }, context); // { kind: "clear" }
 * ```
 */
export function cartActionOf(event: CartEvent, context: CartContext): CartAction | null {
  switch (event.type) {
    case "cart.step": {
      // From the quantity shown now, not the one a render captured: quick clicks stack up.
      const line = optimisticLines(context.confirmed, context.queue).find((l) => l.key === event.key);
      if (!line) return null;
      const quantity = stepQuantity(line.quantity, event.delta, event.max);
      return quantity === line.quantity ? null : { kind: "change", key: event.key, quantity };
    }
    case "cart.add":
      return {
        kind: "add",
        items: event.items,
        ...(event.requestId === undefined ? {} : { requestId: event.requestId }),
        ...(event.silent === true ? {} : { opensMiniCart: true }),
      };
    case "cart.update":
      return { kind: "update", updates: event.updates };
    case "cart.change":
      return { kind: "change", key: event.key, quantity: Math.max(0, event.quantity) };
    case "cart.clear":
      return { kind: "clear" };
    default:
      return null;
  }
}

// `syncing` is entered only with a queue, so the head is there.
export const headRequest = (context: CartContext): CartRequest =>
  cartRequest((context.queue[0] as CartQueueEntry).action, context.confirmed);
