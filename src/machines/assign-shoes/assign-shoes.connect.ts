import type { SnapshotFrom } from "xstate";
import type { TransactionItem } from "../../clients/loyalty";
import { REWARD_PER_PAIR_DOLLARS } from "../../rules/constants";
import { formatMessage } from "../../rules/messages";
import { assignmentReward, formatLoyaltyValue } from "../../rules/rewards";
import { NO_CHILD_ASSIGNMENT, shoeAssignments } from "../../rules/unassigned-shoes";
import { modalDialogProps } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { AssignShoesMachine } from "./assign-shoes.machine";
import { assignShoesMessages } from "./assign-shoes.messages";
import type {
  AssignShoeRow,
  AssignShoesApi,
  AssignShoesConnectOptions,
  AssignShoesEvent,
  AssignShoesMessages,
} from "./assign-shoes.types";

const pairsText = (count: number, messages: AssignShoesMessages) =>
  count === 1 ? messages.pairsOne : formatMessage(messages.pairs, { count });

function nameOf(shoe: TransactionItem): string {
  const brand = shoe.product?.brand ?? null;
  const title = shoe.product?.title ?? "";
  return brand && !title.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${title}` : title;
}

/**
 * Turns an Assign Shoes snapshot into the modal's API: each pair with its 'Assign child' choice
 * and badge (+$2 or no reward), the select's options (-1 'Not now' first), what the choices earn,
 * the messages, and prop getters for the dialog (focus in, Tab kept inside, Escape closes, focus
 * back to the opener), the form, each select and the submit button.
 *
 * @example
 * ```ts
 * const api = connectAssignShoes(actor.getSnapshot(), actor.send, { id: "assign", onClose });
 * api.shoes.map((shoe) => api.getSelectProps(shoe.id));
 * ```
 */
export function connectAssignShoes(
  snapshot: SnapshotFrom<AssignShoesMachine>,
  send: (event: AssignShoesEvent) => void,
  options: AssignShoesConnectOptions = {},
): AssignShoesApi {
  const messages = options.messages ?? assignShoesMessages;
  const ids = domIds(options.id ?? "assign-shoes");
  const { context } = snapshot;
  const isBusy = snapshot.hasTag("busy");
  const isDone = snapshot.matches("done");
  const isReady = !snapshot.matches("idle");
  const rewarded = new Set(context.rewardedIds);
  const badge = formatMessage(messages.assignRewardBadge, {
    amount: formatLoyaltyValue(REWARD_PER_PAIR_DOLLARS, { ...options.money, format: "amountNoDecimals" }),
  });
  const shoes: AssignShoeRow[] = context.shoes.map((shoe) => {
    const image = shoe.product_images[0];
    return {
      id: shoe.id,
      name: nameOf(shoe),
      size: shoe.product_variant?.meta?.shopify?.option1 ?? null,
      image: image ? { src: image.src, alt: image.alt ?? null } : null,
      earnsReward: rewarded.has(shoe.id),
      badgeText: rewarded.has(shoe.id) ? badge : messages.assignNoRewardBadge,
      childId: context.choices[String(shoe.id)] ?? NO_CHILD_ASSIGNMENT,
    };
  });
  const chosenRewarded = shoeAssignments(context.choices).filter((choice) =>
    rewarded.has(Number(choice.shoeId)),
  ).length;
  const select = (shoeId: number, childId: string) => send({ type: "child.select", shoeId, childId });
  const submit = () => send({ type: "assign.submit" });
  const close = () => options.onClose?.();
  const { outcome } = context;
  const failed = snapshot.matches("failed");
  return {
    status: isBusy ? "loading" : failed ? "error" : isDone ? "success" : "idle",
    error: context.error,
    errorMessage: failed ? context.formError : null,
    title: messages.assignShoesTitle,
    isReady,
    isBusy,
    isDone,
    shoes,
    childOptions: [
      { value: NO_CHILD_ASSIGNMENT, label: messages.assignNoChild },
      ...context.children.map((child) => ({ value: child.id, label: child.name })),
    ],
    earnText:
      chosenRewarded > 0
        ? formatMessage(messages.assignEarns, {
            amount: formatLoyaltyValue(assignmentReward(chosenRewarded), options.money),
          })
        : null,
    emptyText:
      !isReady || isDone
        ? null
        : context.shoes.length === 0
          ? messages.assignNothing
          : context.children.length === 0
            ? messages.assignNoChildren
            : null,
    formError: context.formError,
    doneText:
      isDone && outcome
        ? formatMessage(outcome.reward > 0 ? messages.assignDoneReward : messages.assignDone, {
            pairs: pairsText(outcome.pairs, messages),
            amount: formatLoyaltyValue(outcome.reward, options.money),
          })
        : null,
    select,
    submit,
    getFormProps: (props) =>
      mergeProps(
        {
          id: ids("form"),
          noValidate: true as const,
          "aria-busy": isBusy,
          onSubmit: (event: EventLike) => {
            event.preventDefault();
            submit();
          },
        },
        props,
      ),
    getSelectProps: (shoeId, props) =>
      mergeProps(
        {
          id: ids("child", shoeId),
          name: `child-${shoeId}`,
          value: context.choices[String(shoeId)] ?? NO_CHILD_ASSIGNMENT,
          onChange: (event: ChangeEventLike) => select(shoeId, event.target.value),
        },
        props,
      ),
    getSelectLabelProps: (shoeId, props) => mergeProps({ htmlFor: ids("child", shoeId) }, props),
    getErrorProps: (props) => mergeProps({ id: ids("error", "form"), "aria-live": "polite" as const }, props),
    getSubmitButtonProps: (props) => mergeProps({ type: "submit" as const, disabled: isBusy }, props),
    getDialogProps: (props) =>
      mergeProps(
        modalDialogProps({
          dialogId: ids("dialog"),
          titleId: ids("title"),
          initialFocusId: ids("title"),
          onClose: close,
        }),
        props,
      ),
    getTitleProps: (props) => mergeProps({ id: ids("title"), tabIndex: -1 as const }, props),
    getCloseButtonProps: (props) =>
      mergeProps({ type: "button" as const, onClick: (_event: EventLike) => close() }, props),
  };
}
