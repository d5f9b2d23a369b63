// What the search hooks' dependencies cost on their own: the xstate, @xstate/react, ofetch and
// valibot functions the provider, useQuickSearch and useSearchGrid call, with no solekit code.
// `npm run bench` prints it beside the search hooks so their own share is visible. Keep the list
// in step with their imports (`npm run bench:size` shows the dependency bytes of the real bundle).
import { useActorRef, useSelector } from "@xstate/react";
import { FetchError, ofetch } from "ofetch";
import * as v from "valibot";
import { assign, emit, fromPromise, setup } from "xstate";

export const used = [
  useActorRef,
  useSelector,
  assign,
  emit,
  fromPromise,
  setup,
  FetchError,
  ofetch,
  // valibot: the configuration and search response schemas.
  v.array,
  v.boolean,
  v.check,
  v.getDotPath,
  v.looseObject,
  v.nonEmpty,
  v.nullable,
  v.number,
  v.object,
  v.optional,
  v.picklist,
  v.pipe,
  v.regex,
  v.safeParse,
  v.string,
  v.transform,
  v.trim,
  v.union,
  v.url,
];
