import { useId, useRef } from "react";
import type { ChildConnection } from "../../clients/loyalty";
import { connectionCalls } from "../../clients/loyalty/connections";
import { shoeTagCalls } from "../../clients/loyalty/shoe-tag";
import {
  type ChildFormApi,
  type ChildFormDocument,
  childFormMachine,
  connectChildForm,
  createChildFormActors,
  followChildForm,
} from "../../machines/child-form";
import { childFormMessages } from "../../machines/child-form/child-form.messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";

/** Options of {@link useChildForm}. */
export interface UseChildFormOptions {
  /** The child to edit (read once, on mount: give the form a `key` per child); absent for a new child. */
  child?: ChildConnection | null;
  /** The shop's preset avatars. @default [] */
  avatars?: readonly string[];
  /** Called when a save lands; `created` on a new child's first save (put its id in the URL). */
  onSaved?: (child: ChildConnection, created: boolean) => void;
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/**
 * A child's profile form: the child page's IDENTIFIERS and PROFILE_DETAILS, and the new-child
 * form (account-area §2, §4 "Child save", §5 "Child"). Save is enabled only once something
 * changed; a taken shoe tag keeps the form, puts `shoeTagExists` under the field and scrolls to
 * the `IDENTIFIERS` section; success refreshes `ProfileConnections`, `Profiles` and `Wishlists`.
 * `generateShoeTag()` fills the tag from the product host's name service. `birthdayHint` is the
 * birthday reward hint while month or year is missing.
 *
 * @example
 * ```tsx
 * function ChildForm({ child }: { child: ChildConnection }) {
 *   const form = useChildForm({ child, avatars: PRESET_AVATARS });
 *   return (
 *     <form {...form.getFormProps()}>
 *       <label {...form.getLabelProps("shoeTag")}>{form.labels.shoeTag}</label>
 *       <input {...form.getFieldProps("shoeTag")} />
 *       <p {...form.getErrorProps("shoeTag")}>{form.fieldErrors.shoeTag}</p>
 *       <button {...form.getShoeTagButtonProps()}>Random shoe tag</button>
 *       <button {...form.getSubmitButtonProps()}>Save</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useChildForm(options: UseChildFormOptions = {}): ChildFormApi {
  const messages = useMessages(childFormMessages);
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const latest = useRef(options);
  latest.current = options;
  return useMachineApi(childFormMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const refuse = refuseWithout(binding);
      const connections = binding.context(connectionCalls)?.loyalty;
      const names = binding.context(shoeTagCalls)?.loyalty;
      const loyalty = {
        createChild: connections?.createChild ?? refuse,
        updateChild: connections?.updateChild ?? refuse,
        getRandomShoeTagName: names?.getRandomShoeTagName ?? refuse,
      };
      return { actors: createChildFormActors(loyalty, binding.invalidate) };
    },
    input: () => ({ child: options.child ?? null, messages }),
    connect: connectChildForm,
    options: { id, messages, avatars: options.avatars ?? [] },
    start: (actor) =>
      followChildForm(actor, {
        id,
        ...(typeof document === "undefined" ? {} : { document: document as unknown as ChildFormDocument }),
        onSaved: (child, created) => latest.current.onSaved?.(child, created),
      }),
  });
}
