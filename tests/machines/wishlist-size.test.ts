import { createActor, fromPromise } from "xstate";
import {
  connectWishlistSize,
  type WishlistNotifyRequest,
  type WishlistSizeEmitted,
  wishlistSizeMachine,
} from "../../src/machines/wishlist-size";
import { SolekitError } from "../../src/runtime";
import { sizes, wishlistMessages } from "./wishlist.fixtures";

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

function start(
  input: {
    loggedIn?: boolean;
    variantId?: string;
    confirmLabel?: string;
    notify?: () => Promise<{ sent: boolean }>;
  } = {},
) {
  const notified: WishlistNotifyRequest[] = [];
  const actor = createActor(
    wishlistSizeMachine.provide({
      actors: {
        loadSizes: fromPromise(async () => sizes),
        subscribeBackInStock: fromPromise<{ sent: boolean }, WishlistNotifyRequest>(
          async ({ input: request }) => {
            notified.push(request);
            return input.notify ? input.notify() : { sent: true };
          },
        ),
      },
    }),
    {
      input: {
        productId: 5,
        loggedIn: input.loggedIn ?? true,
        variantId: input.variantId ?? null,
        ...(input.confirmLabel ? { confirmLabel: input.confirmLabel } : {}),
        messages: wishlistMessages,
      },
    },
  ).start();
  const emitted: WishlistSizeEmitted[] = [];
  actor.on("size.confirmed", (event) => emitted.push(event));
  const api = () => connectWishlistSize(actor.getSnapshot(), actor.send, { id: "s" });
  return { actor, api, emitted, notified };
}

describe("the size step (account-area §4: SELECT → NOTIFY_ME or ADD_TO_WISHLIST)", () => {
  it("starts in SELECT with 'Select size' disabled, the sizes of the first width", async () => {
    const { api } = start();
    await flush();
    expect(api().step).toBe("SELECT");
    expect(api().buttonLabel).toBe("Select size");
    expect(api().getActionProps().disabled).toBe(true);
    expect(api().sizes.map((s) => [s.size, s.available])).toEqual([
      ["8", true],
      ["9", false],
    ]);
    expect(api().widths).toEqual(["E", "G"]);
  });

  it.each([
    [true, "Next"],
    [false, "Add to wishlist"],
  ])("an in-stock size reads %s → %s and confirms the variant", async (loggedIn, label) => {
    const { api, emitted } = start({ loggedIn });
    await flush();
    api().selectSize("8");
    expect(api().step).toBe("ADD_TO_WISHLIST");
    expect(api().buttonLabel).toBe(label);
    expect(
      api().getSizeProps(api().sizes[0] ?? { size: "", label: "", available: true, selected: false })[
        "aria-pressed"
      ],
    ).toBe(true);
    api().confirm();
    expect(emitted).toEqual([{ type: "size.confirmed", variant: sizes[0] }]);
  });

  it("an out-of-stock size offers the back-in-stock email: 'Notify me when 9 is back'", async () => {
    const { api, notified, emitted } = start();
    await flush();
    api().selectSize("9");
    expect(api().step).toBe("NOTIFY_ME");
    expect(api().buttonLabel).toBe("Notify me when 9 is back");
    api().confirm();
    expect(api().emailError).toBe("Email Address can not be blank.");
    api().setEmail("sam@example.com");
    api().confirm();
    await flush();
    expect(notified).toEqual([{ email: "sam@example.com", variantId: "52" }]);
    expect(api().notifyMessage).toBe("Thanks! We'll email you when this size is back in stock.");
    expect(emitted).toEqual([]);
  });

  it("while the email is sent the pressed button stays focusable (aria-disabled, not disabled) and a second press sends nothing", async () => {
    const press = { preventDefault: () => undefined, defaultPrevented: false };
    let answer: (value: { sent: boolean }) => void = () => undefined;
    const { api, notified } = start({ notify: () => new Promise((resolve) => (answer = resolve)) });
    await flush();
    api().selectSize("9");
    api().setEmail("sam@example.com");
    api().getActionProps().onClick(press);
    await flush();
    // A disabled button loses focus, which would drop a keyboard user out of the dialog.
    expect(api().getActionProps()).toMatchObject({
      disabled: false,
      "aria-disabled": true,
      "aria-busy": true,
    });
    api().getActionProps().onClick(press);
    answer({ sent: true });
    await flush();
    expect(notified).toHaveLength(1);
    expect(api().getActionProps()).toMatchObject({
      disabled: false,
      "aria-disabled": false,
      "aria-busy": false,
    });
  });

  it("shows the provider's message when the subscription is refused, and keeps the email", async () => {
    const { api } = start({
      notify: () => Promise.reject(new SolekitError({ kind: "http", status: 400, message: "Invalid email" })),
    });
    await flush();
    api().selectSize("9");
    api().setEmail("sam@example.com");
    api().confirm();
    await flush();
    expect(api().emailError).toBe("Invalid email");
    expect(api().email).toBe("sam@example.com");
  });

  it("keeps the size across a width change when it exists there, and takes the host's label", async () => {
    const { api } = start({ variantId: "51", confirmLabel: "Update wishlist" });
    await flush();
    expect(api().step).toBe("ADD_TO_WISHLIST");
    expect(api().buttonLabel).toBe("Update wishlist");
    api().setWidth("G");
    expect(api().selected?.id).toBe("53");
    api().setWidth("E");
    api().selectSize("9");
    api().setWidth("G");
    expect(api().step).toBe("SELECT");
  });
});
