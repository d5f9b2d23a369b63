import { createActor, fromPromise } from "xstate";
import { onboardingMachine } from "../../src/machines/onboarding";
import type { CreateChildPayload } from "../../src/rules/child";
import type { ChildCreateResult } from "../../src/rules/onboarding";

export const avatars = [
  { url: "https://cdn.test/a/1.svg", label: "Bear" },
  { url: "https://cdn.test/a/2.svg", label: "Fox" },
  { url: "https://cdn.test/a/3.svg", label: "Robot" },
];
export const sports = ["Soccer", "Netball", "Tennis"];
export const brands = Array.from({ length: 15 }, (_, i) => `Brand ${i + 1}`);

/** An onboarding actor over fake actors: the answer of each create by shoe tag, a fixed suggestion. */
export function startOnboarding(
  options: {
    takenShoeTags?: readonly string[];
    suggestion?: () => Promise<string>;
    reload?: () => void;
    open?: boolean;
  } = {},
) {
  const created: CreateChildPayload[][] = [];
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        suggestShoeTag: fromPromise(options.suggestion ?? (async () => "Speedy Koala")),
        createChildren: fromPromise<
          readonly ChildCreateResult[],
          { children: readonly CreateChildPayload[] }
        >(async ({ input }) => {
          created.push([...input.children]);
          return input.children.map((child, i) =>
            options.takenShoeTags?.includes(child.shoeTag)
              ? { ok: false as const }
              : { ok: true as const, id: 900 + created.length * 10 + i },
          );
        }),
      },
      actions: { reload: options.reload ?? (() => undefined) },
    }),
    {
      input: { open: options.open ?? true, avatars, sports, brands, now: Date.parse("2026-06-01T00:00:00Z") },
    },
  ).start();
  return { actor, created };
}

type Actor = ReturnType<typeof startOnboarding>["actor"];

/** Types a child through About and Avatar (Sports and Brands skipped) to the Confirmation. */
export function typeChild(actor: Actor, firstName: string, shoeTag: string, avatar = 0) {
  actor.send({ type: "field.change", field: "firstName", value: firstName });
  actor.send({ type: "field.change", field: "shoeTag", value: shoeTag });
  actor.send({ type: "step.next" });
  actor.send({ type: "avatar.select", index: avatar });
  actor.send({ type: "step.next" });
  actor.send({ type: "step.skip" });
  actor.send({ type: "step.skip" });
}
