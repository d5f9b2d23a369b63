import { assign, emit, setup } from "xstate";
import { birthdayPickerYears, buildCreateChildPayload, type OnboardingChild } from "../../rules/child";
import { accountAreaMessages, accountKidsMessages, accountOnboardingMessages } from "../../rules/messages";
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
import { missingActor } from "../shared/request";
import type {
  CreateChildrenRequest,
  OnboardingContext,
  OnboardingEmitted,
  OnboardingEntry,
  OnboardingEvent,
  OnboardingInput,
  OnboardingMessages,
} from "./onboarding.types";

/** The overlay's messages when the host gives none: its own part, the kids part (its child form) and the area's shared words. */
export const onboardingMessages: OnboardingMessages = /* @__PURE__ */ Object.assign(
  {},
  accountKidsMessages,
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

const errorsAt = (context: OnboardingContext, step: OnboardingStep) =>
  onboardingStepErrors(currentChild(context), step, context.messages);

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

const firstIncomplete = (context: OnboardingContext) =>
  context.children.findIndex((child) => !child.created && firstIncompleteStep(child) !== null);

const resultsOf = (event: unknown) => (event as { output: readonly ChildCreateResult[] }).output;

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
      typedShoeTag: ({ event }) => event.type === "field.change" && event.field === "shoeTag",
      aboutIsIncomplete: ({ context }) => hasErrors(errorsAt(context, ONBOARDING_STEPS.ABOUT)),
      avatarIsMissing: ({ context }) => hasErrors(errorsAt(context, ONBOARDING_STEPS.AVATAR)),
      isReviewing: ({ context }) => context.reviewing,
      childIsEditable: ({ context, event }) => {
        const child = event.type === "child.edit" ? context.children[event.index] : undefined;
        return child !== undefined && !child.created;
      },
      someChildIsIncomplete: ({ context }) => firstIncomplete(context) >= 0,
      nothingToCreate: ({ context }) => childrenToCreate(context.children).length === 0,
      everyChildCreated: ({ context, event }) =>
        applyOnboardingResults(context.children, resultsOf(event)).reload,
      exitIsQueued: ({ context }) => context.exitQueued,
    },
    actions: {
      setField: assign(({ context, event }) => {
        if (event.type !== "field.change") return {};
        const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors as Record<string, string>;
        return {
          fieldErrors,
          children: replaceCurrent(context, (child) => ({
            ...child,
            step1: { ...child.step1, [event.field]: event.value },
            // A new shoe tag is no longer the one the service refused.
            ...(event.field === "shoeTag" && { duplicateShoeTag: false }),
          })),
          ...(event.field === "shoeTag" && { shoeTagError: null }),
        };
      }),
      setBirthday: assign(({ context, event }) =>
        event.type === "birthday.change"
          ? {
              children: replaceCurrent(context, (c) => ({
                ...c,
                step1: { ...c.step1, birthday: event.value },
              })),
            }
          : {},
      ),
      setGender: assign(({ context, event }) =>
        event.type === "gender.change"
          ? {
              children: replaceCurrent(context, (c) => ({
                ...c,
                step1: { ...c.step1, gender: event.value },
              })),
            }
          : {},
      ),
      setSuggestedShoeTag: assign(({ context, event }) => {
        const name = (event as unknown as { output: string }).output;
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
      selectAvatar: assign(({ context, event }) => {
        if (event.type !== "avatar.select") return {};
        const avatar = context.avatars[event.index];
        if (!avatar) return {};
        return {
          fieldErrors: {},
          children: replaceCurrent(context, (c) => ({
            ...c,
            step2: { value: event.index, url: avatar.url },
          })),
        };
      }),
      toggleSport: assign(({ context, event }) => {
        const option = event.type === "sport.toggle" && context.sports.find((o) => o.id === event.id);
        return option
          ? {
              children: replaceCurrent(context, (c) => ({
                ...c,
                step3: togglePickedOption(c.step3, option),
              })),
            }
          : {};
      }),
      toggleBrand: assign(({ context, event }) => {
        const option = event.type === "brand.toggle" && context.brands.find((o) => o.id === event.id);
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
      clearFieldErrors: assign({ fieldErrors: {} }),
      // A taken shoe tag shows under the field whenever that child's About step is shown.
      showDuplicateShoeTag: assign(({ context }) =>
        currentChild(context).duplicateShoeTag
          ? { fieldErrors: { ...context.fieldErrors, shoeTag: context.messages.shoeTagExists } }
          : {},
      ),
      editChild: assign(({ event }) =>
        event.type === "child.edit" ? { current: event.index, reviewing: true, fieldErrors: {} } : {},
      ),
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
      applyResults: assign(({ context, event }) => {
        const outcome = applyOnboardingResults(context.children, resultsOf(event));
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
      setSubmitError: assign(({ context, event }) => ({
        error: asError((event as { error?: unknown }).error),
        submitError: context.messages.onboardingSubmitUnavailable,
      })),
      announceCompleted: emit(({ event }) => ({
        type: "onboarding.completed" as const,
        results: resultsOf(event),
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
                  guard: "typedShoeTag",
                  target: "editing",
                  actions: "setField",
                },
                { actions: "setField" },
              ],
            },
            invoke: {
              src: "suggestShoeTag",
              onDone: { target: "editing", actions: "setSuggestedShoeTag" },
              onError: { target: "editing", actions: "setSuggestFailed" },
            },
          },
        },
        on: {
          "field.change": { actions: "setField" },
          "birthday.change": { actions: "setBirthday" },
          "gender.change": { actions: "setGender" },
          "step.next": [
            { guard: "aboutIsIncomplete", actions: "showAboutErrors" },
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
          "avatar.select": { actions: "selectAvatar" },
          "step.next": [
            { guard: "avatarIsMissing", actions: "showAvatarErrors" },
            { target: "sports", actions: "clearFieldErrors" },
          ],
          "step.back": { target: "about", actions: "clearFieldErrors" },
          "onboarding.exit": { target: "closed" },
        },
      },
      sports: {
        tags: ["open"],
        on: {
          "sport.toggle": { actions: "toggleSport" },
          "step.next": { target: "brands" },
          "step.skip": { target: "brands" },
          "step.back": { target: "avatar" },
          "onboarding.exit": { target: "closed" },
        },
      },
      brands: {
        tags: ["open"],
        on: {
          "brand.toggle": { actions: "toggleBrand" },
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
          "child.edit": { guard: "childIsEditable", target: "about", actions: "editChild" },
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
              guard: "everyChildCreated",
              target: "closed",
              actions: ["applyResults", "announceCompleted", "reload"],
            },
            { guard: "exitIsQueued", target: "closed", actions: "applyResults" },
            { target: "confirmation", actions: "applyResults" },
          ],
          onError: [
            { guard: "exitIsQueued", target: "closed", actions: "setSubmitError" },
            { target: "confirmation", actions: "setSubmitError" },
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
