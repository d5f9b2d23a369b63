export {
  createProductFormActors,
  type ProductFormActors,
  type ProductFormServices,
} from "./product-form.actors";
export { followProductFormWithBackInStock } from "./product-form.back-in-stock";
export { connectProductForm } from "./product-form.connect";
export { followProductFormWithGiftCard } from "./product-form.gift-card";
export { type ProductFormMachine, productFormMachine } from "./product-form.machine";
export type {
  FollowProductFormPartOptions,
  ProductFormAddButtonProps,
  ProductFormAddInput,
  ProductFormAddItem,
  ProductFormAddPreview,
  ProductFormAddRequest,
  ProductFormApi,
  ProductFormChildren,
  ProductFormConnectOptions,
  ProductFormContext,
  ProductFormEmitted,
  ProductFormEvent,
  ProductFormGroupProps,
  ProductFormInput,
  ProductFormMessages,
  ProductFormRadioProps,
  ProductFormSize,
  ProductFormStepButtonProps,
  ProductFormVariant,
} from "./product-form.types";
export { syncProductFormUrl, VARIANT_PARAM } from "./product-form.url-sync";
