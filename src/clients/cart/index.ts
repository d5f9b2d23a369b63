export {
  type Cart,
  type CartAddResult,
  type CartItem,
  cartAddResultSchema,
  cartItemSchema,
  cartSchema,
} from "./cart.schemas";
export {
  type CartAddItem,
  type CartCallOptions,
  type CartClient,
  type CartClientOptions,
  type CartLineChange,
  type CartUpdates,
  createCartClient,
} from "./cart-client";
