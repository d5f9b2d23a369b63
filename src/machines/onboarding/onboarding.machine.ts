import { assign, emit, setup } from "xstate";
import {
  birthdayPickerYears,
  buildCreateChildPayload,
  type Gender,
  type OnboardingChild,
} from "../../rules/child";
import { accountAreaMessages, accountOnboardingMessages } from "../../rules/messages";
import { accountChildFormMessages } from "../../rules/messages-account-child-form";
import {
  applyOnboardingResults,
  type ChildCreateResult,
  childrenToCreate,
  emptyOnboardingChild,
  firstIncompleteStep,
  isUntouchedOnboardingChild,
  ONBOARDING_STEPS,
  type OnboardingStep,
  onboardingStepErrors,
  togglePickedOption,
} from "../../rules/onboarding";
import { asError } from "../shared/as-error";
import { answer, carried, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import type {
  CreateChildrenRequest,
  OnboardingContext,
  OnboardingEmitted,
  OnboardingEntry,
  OnboardingEvent,
  OnboardingInput,
  OnboardingMessages,
  OnboardingRefusedField,
  OnboardingTextField,
} from "./onboarding.types";

/** The overlay's messages when the host gives none: its own part, the child form's part and the area's shared words. */
export const onboardingMessages: OnboardingMessages = /* @__PURE__ */ Object.assign(
  {},
  accountChildFormMessages,
  accountOnboardingMessages,
  {
    back: accountAreaMessages.back,
    needHelp: accountAreaMessages.needHelp,
  },
);

const currentChild = (context: OnboardingContext): OnboardingEntry =>
  context.children[context.current] ?? emptyOnboardingChild();

const replaceCurrent = (
  context: OnboardingContext,
  change: (child: OnboardingEntry) => OnboardingEntry,
): OnboardingEntry[] => context.children.map((child, i) => (i === context.current ? change(child) : child));

// The fields Next can be refused for, in the order About and Avatar show them.
const REFUSED_FIELD_ORDER: readonly OnboardingRefusedField[] = ["firstName", "shoeTag", "avatarUrl"];

const errorsAt = (context: OnboardingContext, step: OnboardingStep) =>
  onboardingStepErrors(currentChild(context), step, context.messages);

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

const firstIncomplete = (context: OnboardingContext) =>
  context.children.findIndex((child) => !child.created && firstIncompleteStep(child) !== null);

// What an event carries or an actor answers, handed to guards and actions as typed params.
type EventOf<T extends OnboardingEvent["type"]> = { event: Extract<OnboardingEvent, { type: T }> };
const edit = carried<Extract<OnboardingEvent, { type: "field.change" }>>();
const birthday = ({ event }: EventOf<"birthday.change">) => event.value;
const gender = ({ event }: EventOf<"gender.change">) => event.value;
const avatarPicked = ({ event }: EventOf<"avatar.select">) => event.index;
const sportPicked = ({ event }: EventOf<"sport.toggle">) => event.id;
const brandPicked = ({ event }: EventOf<"brand.toggle">) => event.id;
const childPicked = ({ event }: EventOf<"child.edit">) => event.index;
const suggested = answer<string>();
const results = answer<readonly ChildCreateResult[]>();

// The machine's type is inferred here and named by OnboardingMachine below.
function buildOnboardingMachine() {
  return setup({
    types: {
      context: {} as OnboardingContext,
      events: {} as OnboardingEvent,
      input: {} as OnboardingInput,
      emitted: {} as OnboardingEmitted,
      tags: {} as "open" | "busy",
    },
    actors: {
      suggestShoeTag: missingActor<string>("onboarding", "suggestShoeTag"),
      createChildren: missingActor<readonly ChildCreateResult[], CreateChildrenRequest>(
        "onboarding",
        "createChildren",
      ),
    },
    guards: {
      startsOpen: ({ context }) => context.startsOpen,
      typedShoeTag: (_, change: { field: OnboardingTextField }) => change.field === "shoeTag",
      aboutIsIncomplete: ({ context }) => hasErrors(errorsAt(context, ONBOARDING_STEPS.ABOUT)),
      avatarIsMissing: ({ context }) => hasErrors(errorsAt(context, ONBOARDING_STEPS.AVATAR)),
      isReviewing: ({ context }) => context.reviewing,
      childIsEditable: ({ context }, index: number) => {
        const child = context.children[index];
        return child !== undefined && !child.created;
      },
      someChildIsIncomplete: ({ context }) => firstIncomplete(context) >= 0,
      nothingToCreate: ({ context }) => childrenToCreate(context.children).length === 0,
      everyChildCreated: ({ context }, created: readonly ChildCreateResult[]) =>
        applyOnboardingResults(context.children, created).reload,
      exitIsQueued: ({ context }) => context.exitQueued,
    },
    actions: {
      setField: assign(({ context }, change: { field: OnboardingTextField; value: string }) => {
        const { [change.field]: _fixed, ...fieldErrors } = context.fieldErrors as Record<string, string>;
        return {
          fieldErrors,
          children: replaceCurrent(context, (child) => ({
            ...child,
            step1: { ...child.step1, [change.field]: change.value },
            // A new shoe tag is no longer the one the service refused.
            ...(change.field === "shoeTag" && { duplicateShoeTag: false }),
          })),
          ...(change.field === "shoeTag" && { shoeTagError: null }),
        };
      }),
      setBirthday: assign(({ context }, value: string) => ({
        children: replaceCurrent(context, (c) => ({ ...c, step1: { ...c.step1, birthday: value } })),
      })),
      setGender: assign(({ context }, value: Gender) => ({
        children: replaceCurrent(context, (c) => ({ ...c, step1: { ...c.step1, gender: value } })),
      })),
      setSuggestedShoeTag: assign(({ context }, name: string) => {
        return {
          shoeTagError: null,
          fieldErrors: { ...context.fieldErrors, shoeTag: undefined },
          children: replaceCurrent(context, (c) => ({
            ...c,
            step1: { ...c.step1, shoeTag: name },
            duplicateShoeTag: false,
          })),
        };
      }),
      setSuggestFailed: assign(({ context }) => ({ shoeTagError: context.messages.shoeTagSuggestFailed })),
      clearSuggestFailure: assign({ shoeTagError: null }),
      selectAvatar: assign(({ context }, index: number) => {
        const avatar = context.avatars[index];
        if (!avatar) return {};
        return {
          fieldErrors: {},
          children: replaceCurrent(context, (c) => ({
            ...c,
            step2: { value: index, url: avatar.url },
          })),
        };
      }),
      toggleSport: assign(({ context }, id: string | number) => {
        const option = context.sports.find((o) => o.id === id);
        return option
          ? {
              children: replaceCurrent(context, (c) => ({
                ...c,
                step3: togglePickedOption(c.step3, option),
              })),
            }
          : {};
      }),
      toggleBrand: assign(({ context }, id: string | number) => {
        const option = context.brands.find((o) => o.id === id);
        return option
          ? {
              children: replaceCurrent(context, (c) => ({
                ...c,
                step4: togglePickedOption(c.step4, option),
              })),
            }
          : {};
      }),
      showMoreBrands: assign({ brandsExpanded: true }),
      showAboutErrors: assign(({ context }) => ({ fieldErrors: errorsAt(context, ONBOARDING_STEPS.ABOUT) })),
      showAvatarErrors: assign(({ context }) => ({
        fieldErrors: errorsAt(context, ONBOARDING_STEPS.AVATAR),
      })),
      // After showAboutErrors / showAvatarErrors: the first field in error, for the focus controller.
      announceRefusal: emit(({ context }) => ({
        type: "step.refused" as const,
        field: REFUSED_FIELD_ORDER.find((field) => context.fieldErrors[field]) ?? "firstName",
      })),
      clearFieldErrors: assign({ fieldErrors: {} }),
      // A taken shoe tag shows under the field whenever that child's About step is shown.
      showDuplicateShoeTag: assign(({ context }) =>
        currentChild(context).duplicateShoeTag
          ? { fieldErrors: { ...context.fieldErrors, shoeTag: context.messages.shoeTagExists } }
          : {},
      ),
      editChild: assign((_, index: number) => ({ current: index, reviewing: true, fieldErrors: {} })),
      addChild: assign(({ context }) => {
        // An added child left untouched earlier is reused, not added twice.
        const untouched = context.children.findIndex((c) => !c.created && isUntouchedOnboardingChild(c));
        if (untouched >= 0) return { current: untouched, reviewing: true, fieldErrors: {} };
        return {
          children: [...context.children, emptyOnboardingChild()],
          current: context.children.length,
          reviewing: true,
          fieldErrors: {},
        };
      }),
      // Back to Confirmation from an added child on which nothing was typed: it is dropped
      // (nothing typed is lost); anything typed stays and is listed as not finished.
      dropUntouchedChild: assign(({ context }) => {
        const child = currentChild(context);
        if (context.children.length < 2 || child.created || !isUntouchedOnboardingChild(child)) return {};
        const children = context.children.filter((_, i) => i !== context.current);
        return { children, current: children.length - 1 };
      }),
      finishChild: assign({ reviewing: false, fieldErrors: {} }),
      goToIncomplete: assign(({ context }) => {
        const index = firstIncomplete(context);
        return { current: index, reviewing: true };
      }),
      rememberSubmit: assign({ submitError: null, error: null, exitQueued: false }),
      queueExit: assign({ exitQueued: true }),
      applyResults: assign(({ context }, created: readonly ChildCreateResult[]) => {
        const outcome = applyOnboardingResults(context.children, created);
        const firstFailed = outcome.children.findIndex((c) => !c.created);
        return {
          children: outcome.children,
          current: firstFailed >= 0 ? firstFailed : context.current,
          submitError: outcome.reload
            ? null
            : outcome.unavailable
              ? context.messages.onboardingSubmitUnavailable
              : context.messages.onboardingSubmitFailed,
        };
      }),
      setSubmitError: assign(({ context }, thrownError: unknown) => ({
        error: asError(thrownError),
        submitError: context.messages.onboardingSubmitUnavailable,
      })),
      announceCompleted: emit((_, created: readonly ChildCreateResult[]) => ({
        type: "onboarding.completed" as const,
        results: created,
      })),
      // The host's reload (the reference UI reloads the page): provided by the hook.
      reload: () => undefined,
    },
  }).createMachine({
    id: "onboarding",
    context: ({ input }) => ({
      startsOpen: input.open ?? false,
      children: [emptyOnboardingChild() as OnboardingEntry],
      current: 0,
      reviewing: false,
      fieldErrors: {},
      brandsExpanded: false,
      shoeTagError: null,
      submitError: null,
      error: null,
      exitQueued: false,
      avatars: input.avatars,
      sports: input.sports.map((value) => ({ value, id: value })),
      brands: input.brands.map((value) => ({ value, id: value })),
      years: birthdayPickerYears(input.now ?? Date.now()),
      messages: input.messages ?? onboardingMessages,
    }),
    initial: "starting",
    states: {
      starting: {
        always: [{ guard: "startsOpen", target: "intro" }, { target: "closed" }],
      },
      closed: {
        on: { "onboarding.open": { target: "intro" } },
      },
      intro: {
        tags: ["open"],
        on: {
          "onboarding.start": { target: "about" },
          "onboarding.skip": { target: "closed" },
          "onboarding.exit": { target: "closed" },
        },
      },
      about: {
        tags: ["open"],
        entry: "showDuplicateShoeTag",
        initial: "editing",
        states: {
          editing: {
            on: { "shoeTag.suggest": { target: "suggesting" } },
          },
          // Typing a shoe tag meanwhile wins: the suggestion is aborted. A second press asks again.
          suggesting: {
            tags: ["busy"],
            entry: "clearSuggestFailure",
            on: {
              "shoeTag.suggest": { target: "suggesting", reenter: true },
              "field.change": [
                {
                  guard: { type: "typedShoeTag", params: edit },
                  target: "editing",
                  actions: { type: "setField", params: edit },
                },
                { actions: { type: "setField", params: edit } },
              ],
            },
            invoke: {
              src: "suggestShoeTag",
              onDone: { target: "editing", actions: { type: "setSuggestedShoeTag", params: suggested } },
              onError: { target: "editing", actions: "setSuggestFailed" },
            },
          },
        },
        on: {
          "field.change": { actions: { type: "setField", params: edit } },
          "birthday.change": { actions: { type: "setBirthday", params: birthday } },
          "gender.change": { actions: { type: "setGender", params: gender } },
          "step.next": [
            { guard: "aboutIsIncomplete", actions: ["showAboutErrors", "announceRefusal"] },
            { target: "avatar", actions: "clearFieldErrors" },
          ],
          "step.back": [
            { guard: "isReviewing", target: "confirmation", actions: ["dropUntouchedChild", "finishChild"] },
            { target: "intro", actions: "clearFieldErrors" },
          ],
          "onboarding.exit": { target: "closed" },
        },
      },
      avatar: {
        tags: ["open"],
        on: {
          "avatar.select": { actions: { type: "selectAvatar", params: avatarPicked } },
          "step.next": [
            { guard: "avatarIsMissing", actions: ["showAvatarErrors", "announceRefusal"] },
            { target: "sports", actions: "clearFieldErrors" },
          ],
          "step.back": { target: "about", actions: "clearFieldErrors" },
          "onboarding.exit": { target: "closed" },
        },
      },
      sports: {
        tags: ["open"],
        on: {
          "sport.toggle": { actions: { type: "toggleSport", params: sportPicked } },
          "step.next": { target: "brands" },
          "step.skip": { target: "brands" },
          "step.back": { target: "avatar" },
          "onboarding.exit": { target: "closed" },
        },
      },
      brands: {
        tags: ["open"],
        on: {
          "brand.toggle": { actions: { type: "toggleBrand", params: brandPicked } },
          "brands.more": { actions: "showMoreBrands" },
          "step.next": { target: "confirmation", actions: "finishChild" },
          "step.skip": { target: "confirmation", actions: "finishChild" },
          "step.back": { target: "sports" },
          "onboarding.exit": { target: "closed" },
        },
      },
      confirmation: {
        tags: ["open"],
        on: {
          "child.edit": {
            guard: { type: "childIsEditable", params: childPicked },
            target: "about",
            actions: { type: "editChild", params: childPicked },
          },
          "child.add": { target: "about", actions: "addChild" },
          "step.back": { target: "brands" },
          "onboarding.submit": [
            { guard: "someChildIsIncomplete", target: "about", actions: "goToIncomplete" },
            { guard: "nothingToCreate", target: "closed", actions: "reload" },
            { target: "submitting" },
          ],
          "onboarding.exit": { target: "closed" },
        },
      },
      submitting: {
        tags: ["open", "busy"],
        entry: "rememberSubmit",
        // Creates are never cancelled once sent: a second submit is the same one, and Exit
        // closes once they have answered (so no child is created twice or lost unseen).
        on: {
          "onboarding.submit": {},
          "onboarding.exit": { actions: "queueExit" },
        },
        invoke: {
          src: "createChildren",
          input: ({ context }) => ({
            children: childrenToCreate(context.children).map((child: OnboardingChild) =>
              buildCreateChildPayload(child),
            ),
          }),
          onDone: [
            {
              guard: { type: "everyChildCreated", params: results },
              target: "closed",
              actions: [
                { type: "applyResults", params: results },
                { type: "announceCompleted", params: results },
                "reload",
              ],
            },
            { guard: "exitIsQueued", target: "closed", actions: { type: "applyResults", params: results } },
            { target: "confirmation", actions: { type: "applyResults", params: results } },
          ],
          onError: [
            { guard: "exitIsQueued", target: "closed", actions: { type: "setSubmitError", params: thrown } },
            { target: "confirmation", actions: { type: "setSubmitError", params: thrown } },
          ],
        },
      },
    },
  });
}

/** The onboarding machine's type. */
export type OnboardingMachine = ReturnType<typeof buildOnboardingMachine>;

/**
 * The first-login onboarding overlay 'Fit Club' (account-area §2, §3, §4): closed unless its
 * input says `open` (the host found the first-login flag: `takeFirstLoginFlag`); an intro (start
 * or skip), then 1 About (first name, last name, birthday as month and year, gender, shoe tag with
 * a random suggestion), 2 Avatar (one of three presets), 3 Sports and 4 Brands (both skippable),
 * 5 Confirmation (edit a child, add another, submit). Back goes one step and never below the
 * intro; from a child opened on Confirmation it returns there. Every value typed stays when
 * going back and forth. Submit creates each child not created yet through the injected
 * `createChildren` actor, marks each created, marks the child whose create failed with a taken
 * shoe tag (shown under its shoe tag when edited), and runs the `reload` action (the host's)
 * only if none failed. Provide its actors with `createOnboardingActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(onboardingMachine.provide({ actors, actions: { reload: () => location.reload() } }), {
 *   input: { open: takeFirstLoginFlag(storage), avatars, sports, brands },
 * }).start();
 * actor.send({ type: "onboarding.start" });
 * ```
 */
export const onboardingMachine: OnboardingMachine = buildOnboardingMachine();
