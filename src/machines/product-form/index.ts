export {
  createProductFormActors,
  type ProductFormActors,
  type ProductFormServices,
} from "./product-form.actors";
export { connectProductForm } from "./product-form.connect";
export { followProductFormFocus } from "./product-form.dom";
export { type ProductFormMachine, productFormMachine } from "./product-form.machine";
export type {
  ProductFormAddButtonProps,
  ProductFormAddInput,
  ProductFormAddItem,
  ProductFormAddPreview,
  ProductFormAddRequest,
  ProductFormApi,
  ProductFormChildren,
  ProductFormConnectOptions,
  ProductFormContext,
  ProductFormEmailFormProps,
  ProductFormEvent,
  ProductFormGroupProps,
  ProductFormInput,
  ProductFormInputProps,
  ProductFormMessages,
  ProductFormRadioProps,
  ProductFormSize,
  ProductFormStepButtonProps,
  ProductFormVariant,
} from "./product-form.types";
export { syncProductFormUrl, VARIANT_PARAM } from "./product-form.url-sync";
