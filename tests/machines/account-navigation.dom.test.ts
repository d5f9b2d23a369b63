import { createActor } from "xstate";
import { accountNavigationMachine, followAccountRoute } from "../../src/machines/account-navigation";
import { parseAccountRoute } from "../../src/rules/account-route";
import { createMemoryUrl } from "../../src/runtime";

// The account page at `href`, its navigation following the URL, and a document whose section
// heading records when it takes focus.
function follow(href: string) {
  const url = createMemoryUrl(href);
  const actor = createActor(accountNavigationMachine, {
    input: { route: parseAccountRoute(url.current().searchParams) },
  }).start();
  const focus = vi.fn();
  const document = { getElementById: (id: string) => (id === "nav-heading" ? { focus } : null) };
  const stop = followAccountRoute(actor, url, { document, id: "nav" });
  const route = () => actor.getSnapshot().context.route;
  return { url, actor, focus, stop, route };
}

describe("followAccountRoute: the navigation on the URL", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("turns every URL change into a route.change, closing the menu", () => {
    const { url, actor, route } = follow("https://shop.test/account");
    actor.send({ type: "menu.toggle" });
    url.navigate("/account?section=orders&page=2");
    expect(route()).toEqual({ kind: "section", section: "orders", child: null, edit: false, page: 2 });
    expect(actor.getSnapshot().matches("menuClosed")).toBe(true);
    url.navigate("/account?section=gifts");
    expect(route()).toEqual({ kind: "notFound", path: "gifts" });
  });

  it("moves focus to the section heading after the host has rendered a new section", () => {
    const { url, focus } = follow("https://shop.test/account");
    url.navigate("/account?section=fit-club");
    expect(focus).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(focus).toHaveBeenCalledOnce();
  });

  it.each([
    ["a child page", "/account?section=orders", "/account?section=orders&child=1001"],
    ["back from a child page", "/account?section=orders&child=1001", "/account?section=orders"],
    ["the new-profile form", "/account?section=kids-profiles", "/account?section=kids-profiles&child=new"],
    ["an unknown section", "/account", "/account?section=gifts"],
    ["a section from an unknown one", "/account?section=gifts", "/account?section=orders"],
  ])("moves focus for %s", (_name, from, to) => {
    const { url, focus } = follow(`https://shop.test${from}`);
    url.navigate(to);
    vi.runAllTimers();
    expect(focus).toHaveBeenCalledOnce();
  });

  it.each([
    ["a page number", "/account?section=orders", "/account?section=orders&page=2"],
    ["the add-address modal", "/account?section=addresses", "/account?section=addresses&child=add_address"],
    [
      "closing the add-address modal",
      "/account?section=addresses&child=add_address",
      "/account?section=addresses",
    ],
    ["edit mode", "/account?section=my-profile", "/account?section=my-profile&edit=true"],
  ])("leaves focus alone for %s", (_name, from, to) => {
    const { url, focus, route } = follow(`https://shop.test${from}`);
    url.navigate(to);
    vi.runAllTimers();
    expect(focus).not.toHaveBeenCalled();
    expect(route()).toEqual(parseAccountRoute(new URL(to, "https://shop.test").searchParams));
  });

  it("ignores a change that keeps the query (a hash) and one that leaves the account page", () => {
    const { url, focus, route, actor } = follow("https://shop.test/account?section=orders");
    const send = vi.spyOn(actor, "send");
    url.navigate("/account?section=orders#top");
    url.navigate("/account/logout");
    url.navigate("/products/trail-runner?variant=1");
    vi.runAllTimers();
    expect(send).not.toHaveBeenCalled();
    expect(focus).not.toHaveBeenCalled();
    expect(route()).toMatchObject({ section: "orders" });
  });

  it("stops following once unsubscribed", () => {
    const { url, stop, route, focus } = follow("https://shop.test/account");
    stop();
    url.navigate("/account?section=orders");
    vi.runAllTimers();
    expect(route()).toMatchObject({ section: "/" });
    expect(focus).not.toHaveBeenCalled();
  });

  it("follows without moving focus when given no document (a server, a test)", () => {
    const url = createMemoryUrl("https://shop.test/account");
    const actor = createActor(accountNavigationMachine, {
      input: { route: parseAccountRoute(url.current().searchParams) },
    }).start();
    followAccountRoute(actor, url, {});
    url.navigate("/account?section=wishlist");
    expect(vi.getTimerCount()).toBe(0);
    expect(actor.getSnapshot().context.route).toMatchObject({ section: "wishlist" });
  });
});
