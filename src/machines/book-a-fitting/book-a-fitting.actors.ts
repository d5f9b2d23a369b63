import type { PromiseActorLogic } from "xstate";
import { fromRequest } from "../shared/request";
import type { BookingWidget } from "./book-a-fitting.types";

/**
 * The book-a-fitting machine's `openDialog` actor around the page's booking widget: each attempt
 * asks it to open and resolves `false` while it is not ready.
 *
 * @example
 * ```ts
 * const machine = bookAFittingMachine.provide({
 *   actors: createBookAFittingActors({ open: () => window.BookingManager?.openDialog() === true }),
 * });
 * ```
 */
export function createBookAFittingActors(widget: BookingWidget): {
  openDialog: PromiseActorLogic<boolean, void>;
} {
  return { openDialog: fromRequest<boolean, void>(async () => (await widget.open()) === true) };
}
