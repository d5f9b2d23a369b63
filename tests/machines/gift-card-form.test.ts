import { createActor } from "xstate";
import {
  connectGiftCardForm,
  type GiftCardChanged,
  giftCardFormMachine,
} from "../../src/machines/gift-card-form";

function start() {
  const actor = createActor(giftCardFormMachine).start();
  const heard: GiftCardChanged[] = [];
  actor.on("giftCard.changed", (event) => heard.push(event));
  const api = () => connectGiftCardForm(actor.getSnapshot(), actor.send, { id: "pdp" });
  return { api, heard };
}

describe("gift-card form (storefront §5)", () => {
  it("checks the fields in the spec's order, each failure shown on a check and cleared by an edit", () => {
    const { api } = start();
    const steps: [string, string, string | null][] = [
      ["senderName", "Sam", "Sender Name is required"],
      ["recipientName", "Alex", "Recipient Name is required"],
      ["recipientEmail", "alex@", "Recipient Email is required"],
      ["recipientEmail", "alex@example.com", "Recipient Email is invalid"],
    ];
    for (const [field, value, expected] of steps) {
      api().check();
      expect(api().fieldError).toBe(expected);
      api().setField(field as "senderName", value);
      expect(api().fieldError).toBeNull();
    }
    api().check();
    expect(api().fieldError).toBeNull();
  });

  it("reports each edit: valid or not, and the cart line's properties", () => {
    const { api, heard } = start();
    api().setField("senderName", " Sam ");
    api().setField("recipientName", "Alex");
    api().setField("recipientEmail", "alex@example.com");
    api().setField("message", "Happy birthday");
    expect(heard.map((change) => change.valid)).toEqual([false, false, true, true]);
    expect(heard.at(-1)?.properties).toEqual({
      From: "Sam",
      To: "Alex",
      Email: "alex@example.com",
      Message: "Happy birthday",
    });
  });

  it("cuts the message to 200 characters and counts them", () => {
    const { api } = start();
    api().setField("message", "x".repeat(250));
    expect(api().fields.message).toHaveLength(200);
    expect(api().messageCounter).toBe("200/200");
  });

  it("pins each field's props: the cart's property names; no field invalid before a check", () => {
    const { api } = start();
    const { onChange, ...sender } = api().getFieldProps("senderName", { autoComplete: "name" });
    expect(sender).toEqual({
      id: "pdp-gift-card-senderName",
      name: "properties[From]",
      type: "text",
      value: "",
      autoComplete: "name",
    });
    expect(api().getFieldProps("recipientEmail").type).toBe("email");
    expect(api().getLabelProps("message")).toEqual({ htmlFor: "pdp-gift-card-message" });
    expect(api().getErrorProps()).toEqual({ id: "pdp-gift-card-error", role: "alert" });
    onChange({ target: { value: "Sam" } });
    expect(api().fields.senderName).toBe("Sam");
  });

  it("after a failed check marks only the failing field invalid, described by the one error area", () => {
    const { api } = start();
    const fields = ["senderName", "recipientName", "recipientEmail", "message"] as const;
    const marked = () =>
      fields.filter((field) => {
        const props = api().getFieldProps(field);
        return props["aria-invalid"] === true && props["aria-describedby"] === "pdp-gift-card-error";
      });
    const described = () => fields.filter((field) => api().getFieldProps(field)["aria-describedby"]);
    const steps: [(typeof fields)[number], string][] = [
      ["senderName", "Sam"],
      ["recipientName", "Alex"],
      ["recipientEmail", "alex@"],
      ["recipientEmail", "alex@example.com"],
    ];
    const seen: string[][] = [];
    for (const [field, value] of steps) {
      api().check();
      expect(api().invalidField).toBe(field);
      expect(described()).toEqual(marked());
      seen.push(marked());
      api().setField(field, value);
      expect(marked()).toEqual([]);
      expect(api().invalidField).toBeNull();
    }
    expect(seen).toEqual([["senderName"], ["recipientName"], ["recipientEmail"], ["recipientEmail"]]);
    api().check();
    expect(marked()).toEqual([]);
  });

  it("focusInvalidField focuses the field the form fails on, once the view has rendered; nothing once it passes", async () => {
    const { api } = start();
    const focused: string[] = [];
    const doc = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
    const afterRender = () => new Promise<void>((resolve) => setTimeout(resolve));
    api().focusInvalidField(doc);
    expect(focused).toEqual([]);
    await afterRender();
    api().setField("senderName", "Sam");
    api().setField("recipientName", "Alex");
    api().focusInvalidField(doc);
    await afterRender();
    api().setField("recipientEmail", "alex@example.com");
    api().focusInvalidField(doc);
    await afterRender();
    expect(focused).toEqual(["pdp-gift-card-senderName", "pdp-gift-card-recipientEmail"]);
  });
});
