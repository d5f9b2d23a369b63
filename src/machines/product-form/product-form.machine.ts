import { assign, enqueueActions, sendTo, setup } from "xstate";
import type { StorefrontProductDetail } from "../../clients/storefront";
import { addToCartButton } from "../../rules/product-form";
import { DEFAULT_SIZE_UNIT, type SizeUnit } from "../../rules/sizes";
import { numericId } from "../../rules/variant-names";
import type { SolekitError } from "../../runtime/solekit-error";
import type { BackInStockSubscribed } from "../back-in-stock-form";
import type { GiftCardChanged } from "../gift-card-form";
import { productLoaderMachine, productNotFoundError } from "../product-loader";
import type { QuantityChanged } from "../quantity-stepper";
import { quantityStepperMachine } from "../quantity-stepper";
import { asError } from "../shared/as-error";
import {
  findVariant,
  selectionAfterSize,
  selectionAfterUrl,
  selectionAfterWidth,
  selectionOnLoad,
} from "../size-radio-group";
import { missingAddToCart } from "./product-form.actors";
import { addPreview, isGiftCardProduct, refusesGiftCard } from "./product-form.selectors";
import type {
  ProductFormAddRequest,
  ProductFormChildren,
  ProductFormContext,
  ProductFormEmitted,
  ProductFormEvent,
  ProductFormInput,
} from "./product-form.types";

type Ctx = { context: ProductFormContext };

// What a part reports, handed to the action as typed params (no `event.type` check).
const reportedQuantity = ({ event }: { event: QuantityChanged }) => event.quantity;
const reportedGiftCard = ({ event }: { event: GiftCardChanged }) => event;
const reportedSubscription = ({ event }: { event: BackInStockSubscribed }) => event.variantId;

// What the form's own events and answers carry, as typed params too.
type Of<T extends ProductFormEvent["type"]> = { event: Extract<ProductFormEvent, { type: T }> };
const loadAsked = ({ event }: Of<"product.load">) => event;
const synced = ({ event }: Of<"variant.sync">) => event.variantId;
const picked = ({ event }: Of<"size.select">) => event.variantId;
const widthPicked = ({ event }: Of<"width.change">) => event.width;
const unitPicked = ({ event }: Of<"unit.change">) => event.unit;
const addAnswered = ({ event }: Of<"add.done" | "add.failed">) => event.addId;
const addRefusal = ({ event }: Of<"add.failed">) => event.error;
const loaded = ({ event }: Of<"product.loaded">) => event.product;
const failure = ({ event }: Of<"product.failed">) => event.error;
const reportedHandle = ({ event }: Of<"product.loaded" | "product.notFound" | "product.failed">) =>
  event.handle;

// What the add-to-cart button does now, as the spec's rule reads it.
const buttonAction = ({ context }: Ctx) => {
  const variant = findVariant(context.product, context.variantId);
  return addToCartButton({
    variant: variant
      ? { id: numericId(variant.id), title: variant.title, available: variant.availableForSale }
      : null,
    soldOutMode: context.soldOutMode,
    subscribedVariantIds: new Set(context.subscribedVariantIds),
  }).onClick;
};

const addRequest = (context: ProductFormContext): ProductFormAddRequest => {
  const id = Number(context.variantId);
  const gift = isGiftCardProduct(context.product);
  const variant = findVariant(context.product, context.variantId);
  return {
    items: [
      {
        id,
        quantity: context.quantity,
        ...(gift && context.giftCardProperties ? { properties: { ...context.giftCardProperties } } : {}),
        ...(context.product && variant ? { preview: addPreview(context.product, variant, gift) } : {}),
      },
    ],
  };
};

// The machine's type is inferred here and named by ProductFormMachine below.
function buildProductFormMachine() {
  return setup({
    types: {
      context: {} as ProductFormContext,
      events: {} as ProductFormEvent,
      input: {} as ProductFormInput,
      children: {} as ProductFormChildren,
      emitted: {} as ProductFormEmitted,
    },
    actors: {
      productLoader: productLoaderMachine,
      addToCart: missingAddToCart,
      quantityStepper: quantityStepperMachine,
    },
    guards: {
      // A report for a handle asked before the last one is stale (the loader aborted that load,
      // but its report may already be on its way).
      reportIsCurrent: ({ context }, handle: string) => handle === context.handle,
      // Checked only when the click would add: with no amount chosen the click goes to the selector.
      giftCardInvalid: (args) => refusesGiftCard(args.context, buttonAction(args)),
      buttonAdds: (args) => buttonAction(args) === "addToCart",
      buttonRevealsEmailBox: (args) => buttonAction(args) === "revealEmailBox",
      lastAddAnswered: ({ context }, addId: number) => context.addsInFlight.every((id) => id === addId),
    },
    actions: {
      startLoading: assign((_, asked: Of<"product.load">["event"]) => ({
        handle: asked.handle,
        requestedVariantId: asked.variantId ?? null,
        product: null,
        variantId: null,
        emailBoxOpen: false,
        giftCardCheckPending: false,
      })),
      forgetError: assign({ error: null }),
      loadInLoader: sendTo("loader", ({ context }) => ({
        type: "product.load" as const,
        handle: context.handle,
      })),
      showProduct: assign(({ context }, product: StorefrontProductDetail) => ({
        product,
        ...selectionOnLoad(product, context.requestedVariantId),
        requestedVariantId: null,
      })),
      showLoadError: assign((_, error: SolekitError) => ({ error })),
      // status "error" always carries an error: an unknown handle is the storefront's 404.
      showNotFound: assign({
        error: ({ context }) => productNotFoundError(context.handle),
      }),
      // The size radio group's selection, kept here once (the add, the URL and the back-in-stock
      // box read it too) and changed by the group's own transitions.
      syncVariant: assign(({ context }, asked: string | null) => selectionAfterUrl(context, asked)),
      chooseSize: assign(({ context }, asked: string) => selectionAfterSize(context, asked)),
      changeWidth: assign(({ context }, width: string) => selectionAfterWidth(context, width)),
      changeUnit: assign((_, unit: SizeUnit) => ({ unit })),
      // The email box is for the variant it was revealed for: another choice closes it.
      closeEmailBox: assign({ emailBoxOpen: false }),
      takeQuantity: assign((_, quantity: number) => ({ quantity })),
      // The stepper's change is a change of the form: a new snapshot, so a host subscribed to the
      // form alone renders what the stepper shows (what it holds stays its own).
      showPartChange: assign({}),
      // The gift-card form, composed from outside (`followProductFormWithGiftCard`), hears this
      // and shows its first failure; the form itself knows only that the card does not pass.
      // Pending until the gift-card form next reports, for a form attached after the click.
      showGiftCardError: enqueueActions(({ enqueue }) => {
        enqueue.assign({ giftCardCheckPending: true });
        enqueue.emit({ type: "giftCard.check" } as const);
      }),
      takeGiftCard: assign((_, { valid, properties }: GiftCardChanged) => ({
        giftCardValid: valid,
        giftCardProperties: properties,
        giftCardCheckPending: false,
      })),
      // Each click goes to the cart at once (the cart queues it, never the form): one addToCart
      // actor per add, answered by the cart's reply.
      handOverAdd: enqueueActions(({ context, enqueue }) => {
        const addId = context.nextAddId;
        enqueue.assign({
          addsInFlight: [...context.addsInFlight, addId],
          nextAddId: addId + 1,
          addError: null,
        });
        enqueue.spawnChild("addToCart", {
          id: `add-${addId}`,
          input: { addId, request: addRequest(context) },
        });
      }),
      finishAdd: enqueueActions(({ context, enqueue }, addId: number) => {
        enqueue.assign({ addsInFlight: context.addsInFlight.filter((id) => id !== addId) });
        enqueue.stopChild(`add-${addId}`);
      }),
      showAddError: assign((_, error: unknown) => ({ addError: asError(error) })),
      // The back-in-stock form, composed from outside (`followProductFormWithBackInStock`), shows
      // its box while this holds.
      revealEmailBox: assign({ emailBoxOpen: true }),
      // A subscription that lands replaces the box with the success message.
      takeSubscription: assign(({ context }, variantId: string) => ({
        subscribedVariantIds: [...new Set([...context.subscribedVariantIds, variantId])],
        emailBoxOpen: false,
      })),
    },
  }).createMachine({
    id: "productForm",
    context: ({ input }) => {
      return {
        handle: input.handle,
        product: null,
        requestedVariantId: input.variantId ?? null,
        variantId: null,
        width: null,
        unit: input.unit ?? DEFAULT_SIZE_UNIT,
        soldOutMode: input.soldOutMode ?? false,
        quantityLimit: input.quantityLimit,
        quantity: 1,
        addsInFlight: [],
        nextAddId: 1,
        addError: null,
        subscribedVariantIds: [],
        emailBoxOpen: false,
        giftCardValid: false,
        giftCardProperties: null,
        giftCardCheckPending: false,
        error: null,
      };
    },
    invoke: [
      { id: "loader", src: "productLoader", input: ({ context }) => ({ handle: context.handle }) },
      {
        id: "quantity",
        src: "quantityStepper",
        input: ({ context }) => ({ limit: context.quantityLimit }),
        onSnapshot: { actions: "showPartChange" },
      },
    ],
    on: {
      "quantity.changed": { actions: { type: "takeQuantity", params: reportedQuantity } },
      "giftCard.changed": { actions: { type: "takeGiftCard", params: reportedGiftCard } },
      "backInStock.subscribed": { actions: { type: "takeSubscription", params: reportedSubscription } },
    },
    type: "parallel",
    states: {
      product: {
        initial: "loading",
        // Listed on each state, not on the region: a re-entering transition on the region would
        // exit the whole machine, and with it the cart's add in flight.
        states: {
          loading: {
            entry: "forgetError",
            on: {
              "product.load": {
                target: "loading",
                reenter: true,
                actions: [{ type: "startLoading", params: loadAsked }, "loadInLoader"],
              },
              "product.loaded": {
                guard: { type: "reportIsCurrent", params: reportedHandle },
                target: "ready",
                actions: [{ type: "showProduct", params: loaded }, "closeEmailBox"],
              },
              "product.notFound": {
                guard: { type: "reportIsCurrent", params: reportedHandle },
                target: "notFound",
                actions: "showNotFound",
              },
              "product.failed": {
                guard: { type: "reportIsCurrent", params: reportedHandle },
                target: "error",
                actions: { type: "showLoadError", params: failure },
              },
            },
          },
          notFound: {
            on: {
              "product.load": {
                target: "loading",
                actions: [{ type: "startLoading", params: loadAsked }, "loadInLoader"],
              },
            },
          },
          error: {
            on: {
              "product.load": {
                target: "loading",
                actions: [{ type: "startLoading", params: loadAsked }, "loadInLoader"],
              },
            },
          },
          ready: {
            on: {
              "product.load": {
                target: "loading",
                actions: [{ type: "startLoading", params: loadAsked }, "loadInLoader"],
              },
              "variant.sync": { actions: [{ type: "syncVariant", params: synced }, "closeEmailBox"] },
              "size.select": { actions: [{ type: "chooseSize", params: picked }, "closeEmailBox"] },
              "width.change": { actions: [{ type: "changeWidth", params: widthPicked }, "closeEmailBox"] },
              "unit.change": { actions: { type: "changeUnit", params: unitPicked } },
            },
          },
        },
      },
      // Beside the product, not inside it: loading another product never drops an add on its way.
      // Every click that adds is handed to the cart at once (the cart queues it,
      // docs/architecture.md, "Concurrency", rule 2); the button is busy until the cart has
      // answered them all.
      cart: {
        initial: "idle",
        states: {
          idle: {
            on: {
              "cart.submit": [
                { guard: "giftCardInvalid", actions: "showGiftCardError" },
                { guard: "buttonAdds", target: "adding", actions: "handOverAdd" },
                { guard: "buttonRevealsEmailBox", actions: "revealEmailBox" },
              ],
            },
          },
          adding: {
            on: {
              "cart.submit": [
                { guard: "giftCardInvalid", actions: "showGiftCardError" },
                { guard: "buttonAdds", actions: "handOverAdd" },
              ],
              "add.done": [
                {
                  guard: { type: "lastAddAnswered", params: addAnswered },
                  target: "idle",
                  actions: { type: "finishAdd", params: addAnswered },
                },
                { actions: { type: "finishAdd", params: addAnswered } },
              ],
              "add.failed": [
                {
                  guard: { type: "lastAddAnswered", params: addAnswered },
                  target: "idle",
                  actions: [
                    { type: "showAddError", params: addRefusal },
                    { type: "finishAdd", params: addAnswered },
                  ],
                },
                {
                  actions: [
                    { type: "showAddError", params: addRefusal },
                    { type: "finishAdd", params: addAnswered },
                  ],
                },
              ],
            },
          },
        },
      },
    },
  });
}

/** The machine type of {@link productFormMachine}. */
export type ProductFormMachine = ReturnType<typeof buildProductFormMachine>;

/**
 * The product form (storefront §2 Product page, §4), two regions side by side: the product
 * (`loading` → `ready` | `notFound` | `error`; size, width, unit and quantity apply in `ready`)
 * and the cart (`idle` ⇄ `adding`; each click that adds is handed to the cart at once — the cart
 * queues it, never the form — and the button is busy until the cart has answered every one; a
 * refusal shows as `addError`; loading another product does not abort them). A superseded
 * product load is aborted. Side effects are the injected actors `productLoader` and `addToCart`
 * (see `createProductFormActors`).
 *
 * The gift-card and back-in-stock forms are slices of their own, composed from outside so a page
 * that shows neither carries neither: the form keeps what the button needs of them, from their
 * public events (`giftCard.changed`: whether the card passes and its line properties;
 * `backInStock.subscribed`: the variants subscribed to). A click that reveals the email box sets
 * `emailBoxOpen` (cleared by another variant and by a landed subscription); a click refused for
 * the gift card emits `giftCard.check`. `followProductFormWithGiftCard` and
 * `followProductFormWithBackInStock` wire a part to the form.
 *
 * @example
 * ```ts
 * const actor = createActor(
 *   productFormMachine.provide({ actors: createProductFormActors({ storefront, addToCart }) }),
 *   { input: { handle: "kids-runner-navy", variantId: url.searchParams.get("variant") } },
 * ).start();
 * actor.send({ type: "size.select", variantId: "4242" });
 * actor.send({ type: "cart.submit" });
 * ```
 */
export const productFormMachine: ProductFormMachine = buildProductFormMachine();
