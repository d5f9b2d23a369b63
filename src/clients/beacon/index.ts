export { beaconProduct } from "../../rules/beacon-product";
export {
  BEACON_EVENT_TYPES,
  BEACON_SOURCES,
  type BeaconContext,
  type BeaconEvent,
  type BeaconEventType,
  type BeaconProduct,
  type BeaconSource,
  beaconBatchSchema,
  beaconContextSchema,
  beaconEventSchema,
  beaconProductSchema,
} from "./beacon.schemas";
export {
  BEACON_BATCH_MAX_CHARS,
  type BeaconClient,
  type BeaconClientOptions,
  type BeaconEventInput,
  createBeaconClient,
} from "./beacon-client";
