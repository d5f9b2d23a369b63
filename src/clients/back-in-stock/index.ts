export {
  type BackInStockClient,
  type BackInStockClientOptions,
  type BackInStockResult,
  createBackInStockClient,
} from "./back-in-stock-client";
