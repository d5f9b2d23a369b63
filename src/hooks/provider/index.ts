export { type SharedActorFactory, useSharedActor } from "./shared-actor";
export { type CatalogueOf, SolekitContext, useClient, useMessages, useSolekit } from "./solekit-context";
export { SolekitProvider, type SolekitProviderProps } from "./solekit-provider";
export { type ClientFactory, getClient, type SolekitRuntime } from "./solekit-runtime";
