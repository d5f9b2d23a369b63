// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useWishlistItemEdit, useWishlistModal } from "../../../src/hooks/account";
import { useNotice } from "../../../src/hooks/notice";
import { useWishlistButton } from "../../../src/hooks/wishlist";
import { sandboxConfig } from "../../../src/sandbox";
import { startSandboxServer } from "../../support/sandbox-server";
import { sandboxWrapper } from "../wrapper";

const env = startSandboxServer();

async function signedIn() {
  const customer = await env.sandbox.customerSession();
  return sandboxWrapper({ config: sandboxConfig({ customer }) });
}

describe("members' hearts and the wishlist modal on the sandbox", () => {
  it("reads the member's lists: a product on one is pressed; pressing it removes it from every list", async () => {
    const wrapper = await signedIn();
    const { result } = renderHook(() => useWishlistButton(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.isMember).toBe(true);
    expect(result.current.count).toBeGreaterThan(0);
    const before = result.current.count;
    const lists = env.sandbox.store.state.customer.wishlists.filter((list) => list.handle === "wishlist");
    const first = lists.find((list) => list.items.length > 0)?.items[0];
    if (!first?.product) throw new Error("the demo customer has no wishlist item");
    const product = { productId: first.product.id, name: first.product.title };
    expect(result.current.isWishlisted(product)).toBe(true);
    act(() => result.current.toggle(product));
    await waitFor(() => expect(result.current.isWishlisted(product)).toBe(false));
    await waitFor(() => expect(result.current.count).toBeLessThan(before));
    // The heart empties at once; the service has it gone once the removal lands.
    const onServer = () =>
      env.sandbox.store.state.customer.wishlists
        .filter((list) => list.handle === "wishlist")
        .flatMap((list) => list.items)
        .some((item) => item.product?.id === first.product?.id);
    await waitFor(() => expect(onServer()).toBe(false));
  });

  it("a removal the service refuses fills the heart again at once and says so in the page's notice", async () => {
    const wrapper = await signedIn();
    const { result } = renderHook(() => ({ hearts: useWishlistButton(), notice: useNotice() }), { wrapper });
    await waitFor(() => expect(result.current.hearts.status).toBe("success"));
    const before = result.current.hearts.count;
    const first = env.sandbox.store.state.customer.wishlists.find((list) => list.items.length > 0)?.items[0];
    if (!first?.product) throw new Error("the demo customer has no wishlist item");
    const product = { productId: first.product.id, name: first.product.title };
    // Every request fails, as the developer panel's "Every request fails": the removal and the
    // refresh after it (which the account query client retries twice, 1 s and 2 s apart).
    env.sandbox.faults.add({ match: "DELETE /api/profile/lists/**", status: 500 });
    env.sandbox.faults.add({ match: "GET /api/profile/lists", status: 500 });
    act(() => result.current.hearts.toggle(product));
    expect(result.current.hearts.isWishlisted(product)).toBe(false);
    // Within waitFor's 1 s: the rollback does not wait for the refresh's retries.
    await waitFor(() => expect(result.current.hearts.isWishlisted(product)).toBe(true));
    expect(result.current.hearts.count).toBe(before);
    expect(result.current.notice.notice).toMatchObject({
      type: "error",
      message: "The item could not be removed from your wishlists. Please try again.",
    });
    expect(result.current.notice.getRegionProps().role).toBe("alert");
  });

  it("a name the service refuses (422) shows the service's message under the name, not 'Please try again'", async () => {
    const wrapper = await signedIn();
    const product = env.sandbox.world.products.find((p) => !p.tags.includes("gift-card"));
    if (!product) throw new Error("no product");
    const { result } = renderHook(
      () => useWishlistModal({ product: { productId: product.id, name: product.title }, onClose: vi.fn() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.sizeStep.step).toBe("SELECT"));
    const size = result.current.sizeStep.sizes.find((choice) => choice.available);
    if (!size) throw new Error("no size in stock");
    act(() => result.current.sizeStep.selectSize(size.size));
    act(() => result.current.sizeStep.confirm());
    await waitFor(() => expect(result.current.mode).toBe("SELECT_LIST"));
    act(() => result.current.openCreate());
    expect(result.current.getNameFieldProps().maxLength).toBe(100);
    env.sandbox.faults.add({
      match: "POST /api/profile/lists",
      status: 422,
      body: {
        message: "The name has already been taken.",
        errors: { name: ["The name has already been taken."] },
      },
      times: 1,
    });
    act(() => result.current.setName("School shoes"));
    act(() => result.current.createList());
    await waitFor(() => expect(result.current.nameError).toBe("The name has already been taken."));
    expect([result.current.mode, result.current.name, result.current.message]).toEqual([
      "CREATE_LIST",
      "School shoes",
      null,
    ]);
  });

  it("adds a chosen size to a checked list and refreshes the hearts", async () => {
    const wrapper = await signedIn();
    const state = env.sandbox.store.state;
    const onList = new Set(
      state.customer.wishlists.flatMap((list) => list.items.map((item) => item.product?.id)),
    );
    const product = env.sandbox.world.products.find(
      (p) => !onList.has(p.id) && !p.tags.includes("gift-card"),
    );
    if (!product) throw new Error("no product off the lists");
    const onClose = vi.fn();
    const { result } = renderHook(
      () => ({
        hearts: useWishlistButton(),
        modal: useWishlistModal({ product: { productId: product.id, name: product.title }, onClose }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.modal.sizeStep.step).toBe("SELECT"));
    const size = result.current.modal.sizeStep.sizes.find((choice) => choice.available);
    if (!size) throw new Error("no size in stock");
    act(() => result.current.modal.sizeStep.selectSize(size.size));
    act(() => result.current.modal.sizeStep.confirm());
    await waitFor(() => expect(result.current.modal.mode).toBe("SELECT_LIST"));
    const target = result.current.modal.lists[0];
    if (!target) throw new Error("no list");
    act(() => result.current.modal.toggleList(target.id));
    act(() => result.current.modal.save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    await waitFor(() => expect(result.current.hearts.isWishlisted({ productId: product.id })).toBe(true));
  });

  it("Edit Item changes an item's size ('Update wishlist')", async () => {
    const wrapper = await signedIn();
    const list = env.sandbox.store.state.customer.wishlists.find((l) => l.items.length > 0);
    const item = list?.items[0];
    if (!list || !item) throw new Error("no item");
    const onClose = vi.fn();
    const { result } = renderHook(() => useWishlistItemEdit({ listId: list.id, item, onClose }), { wrapper });
    await waitFor(() => expect(result.current.sizeStep.step).not.toBe("loading"));
    expect(result.current.title).toBe("Edit Item");
    const other = result.current.sizeStep.sizes.find((choice) => choice.available && !choice.selected);
    if (!other) throw new Error("no other size");
    act(() => result.current.sizeStep.selectSize(other.size));
    expect(result.current.sizeStep.buttonLabel).toBe("Update wishlist");
    act(() => result.current.sizeStep.confirm());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const updated = env.sandbox.store.state.customer.wishlists
      .find((l) => l.id === list.id)
      ?.items.find((i) => i.id === item.id);
    expect(updated?.product_variant_id).not.toBe(item.product_variant_id);
  });
});
