import fc from "fast-check";
import { type Actor, createActor, waitFor } from "xstate";
import {
  type BackInStockFormMachine,
  backInStockFormMachine,
  connectBackInStockForm,
  createBackInStockFormActors,
  followBackInStockFocus,
} from "../../src/machines/back-in-stock-form";
import { SolekitError } from "../../src/runtime";
import { type ConcurrencyModel, checkConcurrencyRule } from "../support/concurrency-model";

type Answer = { sent: true } | { sent: false; reason: "network" };

function start(
  subscribe: (email: string, variantId: number) => Promise<Answer> = async () => ({ sent: true }),
) {
  const sent: { email: string; variantId: number }[] = [];
  const actors = createBackInStockFormActors({
    subscribe: (email, variantId) => {
      sent.push({ email, variantId: Number(variantId) });
      return subscribe(email, Number(variantId));
    },
  });
  const actor = createActor(backInStockFormMachine.provide({ actors })).start();
  const heard: string[] = [];
  actor.on("backInStock.subscribed", (event) => heard.push(event.variantId));
  const api = () => connectBackInStockForm(actor.getSnapshot(), actor.send, { id: "pdp" });
  actor.send({ type: "variant.change", variantId: "12" });
  return { actor, api, sent, heard };
}

describe("back-in-stock form (storefront §4, §5, §8)", () => {
  it("checks blank then malformed emails with the spec's messages, sending nothing", () => {
    const { api, sent } = start();
    api().reveal();
    api().subscribe();
    expect(api().fieldError).toBe("Email Address can not be blank.");
    api().setEmail("sam@");
    expect(api().fieldError).toBeNull();
    api().subscribe();
    expect(api().fieldError).toBe("Please enter in a valid email.");
    expect(sent).toEqual([]);
  });

  it("run alone, a landed subscription moves focus to the success message once it has rendered", async () => {
    const { actor, api } = start();
    const focused: string[] = [];
    const stop = followBackInStockFocus(actor, {
      id: "pdp",
      document: { getElementById: (id) => ({ focus: () => focused.push(id) }) },
    });
    api().reveal();
    api().setEmail("sam@example.com");
    api().subscribe();
    await waitFor(actor, (s) => s.matches("idle"));
    await new Promise((resolve) => setTimeout(resolve));
    expect(focused).toEqual([api().getSubscribedMessageProps().id]);
    expect(api().getSubscribedMessageProps()).toEqual({ id: "pdp-subscribed", role: "status", tabIndex: -1 });
    stop();
  });

  it("a double submit sends one request; success is remembered for the variant, reported, and kept after switching back", async () => {
    const { actor, api, sent, heard } = start();
    api().reveal();
    api().setEmail(" sam@example.com ");
    api().subscribe();
    api().subscribe();
    expect(api().isSubscribing).toBe(true);
    await waitFor(actor, (s) => s.matches("idle"));
    expect(sent).toEqual([{ email: "sam@example.com", variantId: 12 }]);
    expect(heard).toEqual(["12"]);
    expect(api()).toMatchObject({
      isOpen: false,
      isSubscribed: true,
      subscribedMessage: "Thanks! We'll email you when this size is back in stock.",
    });
    actor.send({ type: "variant.change", variantId: "13" });
    expect(api().subscribedMessage).toBeNull();
    actor.send({ type: "variant.change", variantId: "12" });
    expect(api().isSubscribed).toBe(true);
  });

  it("choosing another variant closes the box and forgets the error, keeping the email typed", () => {
    const { actor, api } = start();
    api().reveal();
    api().subscribe();
    api().setEmail("sam@example.com");
    actor.send({ type: "variant.change", variantId: "13" });
    expect(api()).toMatchObject({ isOpen: false, fieldError: null, email: "sam@example.com" });
  });

  it("shows the provider's message; a network failure stays silent", async () => {
    const failing = start(() =>
      Promise.reject(new SolekitError({ kind: "http", status: 400, message: "Invalid email" })),
    );
    failing.api().setEmail("sam@example.com");
    failing.api().subscribe();
    await waitFor(failing.actor, (s) => s.matches("idle"));
    expect(failing.api().fieldError).toBe("Invalid email");
    const offline = start(async () => ({ sent: false, reason: "network" }));
    offline.api().reveal();
    offline.api().setEmail("sam@example.com");
    offline.api().subscribe();
    await waitFor(offline.actor, (s) => s.matches("idle"));
    expect(offline.api()).toMatchObject({ fieldError: null, isSubscribed: false, isOpen: true });
    expect(offline.heard).toEqual([]);
  });

  it("pins the form's, input's and error area's props", () => {
    const { api } = start();
    api().subscribe();
    const { onSubmit, ...form } = api().getFormProps();
    expect(form).toEqual({ id: "pdp-email-form", noValidate: true });
    const { onChange, ...input } = api().getInputProps({ autoComplete: "email" });
    expect(input).toEqual({
      id: "pdp-email",
      name: "email",
      type: "email",
      value: "",
      "aria-invalid": true,
      "aria-describedby": "pdp-email-error",
      autoComplete: "email",
    });
    expect(api().getLabelProps()).toEqual({ htmlFor: "pdp-email" });
    expect(api().getErrorProps()).toEqual({ id: "pdp-email-error", role: "alert" });
    onChange({ target: { value: "sam@example.com" } });
    let prevented = false;
    onSubmit({ preventDefault: () => (prevented = true), defaultPrevented: false });
    expect(prevented).toBe(true);
    expect(api().isSubscribing).toBe(true);
  });
});

const model: ConcurrencyModel<Actor<BackInStockFormMachine>> = {
  start: (service) =>
    createActor(
      backInStockFormMachine.provide({
        actors: createBackInStockFormActors({
          subscribe: (email, variantId, options) =>
            service.call("subscribe", { email, variantId }, options?.signal, () => ({ sent: true as const })),
        }),
      }),
    ).start(),
  events: fc.oneof(
    fc.constantFrom(...["11", "12", null].map((variantId) => ({ type: "variant.change", variantId }))),
    fc.constant({ type: "emailBox.reveal" }),
    fc.constantFrom(
      { type: "email.change", email: "sam@example.com" },
      { type: "email.change", email: "sam@" },
    ),
    fc.constant({ type: "email.submit" }),
  ),
  invariant(snapshot, service) {
    // One subscription at a time, and the form is sending exactly while it is out.
    const open = service.calls.filter((call) => call.outcome === "pending");
    expect(open.length).toBeLessThanOrEqual(1);
    expect(snapshot.matches("subscribing")).toBe(open.length === 1);
  },
};

describe("back-in-stock form under the concurrency rule", () => {
  it("sends one subscription at a time, busy exactly while it is out", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
