import { createActor } from "xstate";
import {
  ACCOUNT_NAVIGATION_SECTIONS,
  accountNavigationMachine,
  connectAccountNavigation,
} from "../../src/machines/account-navigation";
import { parseAccountRoute } from "../../src/rules/account-route";
import { accountMessages } from "../../src/rules/messages";

const route = (query: string) => parseAccountRoute(new URLSearchParams(query));

function start(query = "") {
  const navigate = vi.fn<(href: string, options?: { readonly replace?: boolean }) => void>();
  const actor = createActor(accountNavigationMachine, { input: { route: route(query) } }).start();
  const go = (next: string) => actor.send({ type: "route.change", route: route(next) });
  const api = () => connectAccountNavigation(actor.getSnapshot(), actor.send, { id: "nav", navigate });
  return { actor, api, go, navigate };
}

// A click as the browser reports it; modifier keys and the button are what a new tab needs.
function click(
  init: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; altKey?: boolean; button?: number } = {},
) {
  let prevented = false;
  return {
    event: {
      ...init,
      get defaultPrevented() {
        return prevented;
      },
      preventDefault: () => {
        prevented = true;
      },
    },
    prevented: () => prevented,
  };
}

const currentEntries = (api: ReturnType<ReturnType<typeof start>["api"]>) =>
  api.items.map((item) => [item.section, api.getLinkProps({ section: item.section })["aria-current"]]);

describe("account navigation (account-area §2)", () => {
  it("lists the side navigation's sections in the spec's order, member offers reached from the dashboard", () => {
    const { api } = start();
    expect(api().items.map((item) => [item.title, item.href])).toEqual([
      ["Dashboard", "/account"],
      ["Profile", "/account?section=my-profile"],
      ["Kids' profiles", "/account?section=kids-profiles"],
      ["My Rewards", "/account?section=fit-club"],
      ["Orders", "/account?section=orders"],
      ["Addresses", "/account?section=addresses"],
      ["Fitting appointments", "/account?section=bookings"],
      ["Wishlist", "/account?section=wishlist"],
    ]);
    expect(ACCOUNT_NAVIGATION_SECTIONS).not.toContain("offers");
  });

  it.each([
    ["", "Dashboard"],
    ["section=my-profile", "Profile"],
    ["section=kids-profiles&child=new", "Kids' profiles"],
    ["section=fit-club", "My Rewards"],
    ["section=offers", "Member offers"],
    ["section=bookings", "Fitting appointments"],
    ["section=orders&page=3", "Orders"],
    ["section=addresses&child=add_address", "Addresses"],
    ["section=wishlist&child=42", "Wishlist"],
    ["section=gifts", "404: gifts Not found."],
    ["section=%3Cb%3Ex%3C%2Fb%3E", "404: <b>x</b> Not found."],
  ])("?%s is titled %s", (query, title) => {
    expect(start(query).api().title).toBe(title);
  });

  it("marks the entry of the section shown with aria-current=page, and only that one", () => {
    const { api, go } = start("section=orders");
    expect(currentEntries(api())).toEqual(
      ACCOUNT_NAVIGATION_SECTIONS.map((section) => [section, section === "orders" ? "page" : undefined]),
    );
    expect(
      api()
        .items.filter((item) => item.isCurrent)
        .map((item) => item.section),
    ).toEqual(["orders"]);
    go("");
    expect(api().getLinkProps({ section: "/" })["aria-current"]).toBe("page");
    expect(api().getLinkProps({ section: "orders" })["aria-current"]).toBeUndefined();
  });

  it("marks a section's entry aria-current=true on its other pages, and a page link only on its own page", () => {
    const { api, go } = start("section=orders&page=2");
    expect(api().getLinkProps({ section: "orders" })["aria-current"]).toBe("true");
    expect(api().getLinkProps({ section: "orders", page: 2 })["aria-current"]).toBe("page");
    expect(api().getLinkProps({ section: "orders", page: 3 })["aria-current"]).toBeUndefined();
    go("section=orders&child=1001");
    expect(api().items.find((item) => item.isCurrent)?.section).toBe("orders");
    expect(api().getLinkProps({ section: "orders" })["aria-current"]).toBe("true");
    expect(api().getLinkProps({ section: "orders", child: { kind: "id", id: "1001" } })["aria-current"]).toBe(
      "page",
    );
    go("section=my-profile&edit=true");
    expect(api().getLinkProps({ section: "my-profile" })["aria-current"]).toBe("true");
    go("section=gifts");
    expect(currentEntries(api()).filter(([, current]) => current)).toEqual([]);
  });

  describe("the breadcrumb", () => {
    it("is the dashboard alone on the dashboard", () => {
      expect(start().api().breadcrumb).toEqual([
        { title: "My account", route: { section: "/" }, href: "/account", isCurrent: true },
      ]);
    });

    it("ends with the section shown", () => {
      expect(start("section=fit-club").api().breadcrumb).toEqual([
        { title: "My account", route: { section: "/" }, href: "/account", isCurrent: false },
        {
          title: "My Rewards",
          route: { section: "fit-club" },
          href: "/account?section=fit-club",
          isCurrent: true,
        },
      ]);
    });

    it("on a child page, links back to its section, which is then not the page shown", () => {
      const steps = start("section=orders&child=1001").api().breadcrumb;
      expect(steps.map((step) => [step.title, step.href, step.isCurrent])).toEqual([
        ["My account", "/account", false],
        ["Orders", "/account?section=orders", false],
      ]);
    });

    it("on an unknown section, names the page without a link to another one", () => {
      const steps = start("section=gifts").api().breadcrumb;
      expect(steps.at(-1)).toEqual({
        title: "404: gifts Not found.",
        route: null,
        href: "/account?section=gifts",
        isCurrent: true,
      });
    });

    it("is a nav landmark named Breadcrumb", () => {
      expect(start().api().getBreadcrumbProps()).toEqual({ "aria-label": "Breadcrumb" });
    });
  });

  describe("the back link", () => {
    it("has none on a dashboard opened first", () => {
      expect(start().api().backLink).toBeNull();
    });

    it("goes to the dashboard from a section opened first", () => {
      expect(start("section=addresses").api().backLink).toEqual({
        route: { section: "/" },
        href: "/account",
        text: "Back to Dashboard",
      });
    });

    it("goes from a child page to its section's list", () => {
      const { api, go } = start("section=orders&page=2");
      go("section=orders&child=1001");
      expect(api().backLink).toMatchObject({ href: "/account?section=orders", text: "Back to Orders" });
    });

    it("goes to the section shown before, kept through pages and child pages of the next one", () => {
      const { api, go } = start("section=fit-club");
      go("section=orders");
      expect(api().backLink).toMatchObject({ href: "/account?section=fit-club", text: "Back to My Rewards" });
      go("section=orders&page=2");
      expect(api().backLink?.href).toBe("/account?section=fit-club");
      go("section=orders&child=1001");
      expect(api().backLink?.href).toBe("/account?section=orders");
      go("section=orders");
      expect(api().backLink?.href).toBe("/account?section=fit-club");
      go("");
      expect(api().backLink).toMatchObject({ href: "/account?section=orders", text: "Back to Orders" });
    });

    it("goes from an unknown section to the section shown before it", () => {
      const { api, go } = start("section=addresses");
      go("section=gifts");
      expect(api().backLink?.href).toBe("/account?section=addresses");
    });
  });

  describe("the mobile 'Menu'", () => {
    it("is a button with aria-expanded controlling the list, closed at first", () => {
      const { api } = start();
      const button = api().getMenuButtonProps();
      expect(button).toMatchObject({ type: "button", id: "nav-menu-button", "aria-expanded": false });
      expect(button["aria-controls"]).toBe(api().getMenuProps().id);
      expect(api().getMenuProps()["data-state"]).toBe("closed");
    });

    it("opens and closes on menu.toggle, closes on menu.close", () => {
      const { api, actor } = start();
      api().getMenuButtonProps().onClick(click().event);
      expect(api().isMenuOpen).toBe(true);
      expect(api().getMenuButtonProps()["aria-expanded"]).toBe(true);
      expect(api().getMenuProps()["data-state"]).toBe("open");
      api().toggleMenu();
      expect(api().isMenuOpen).toBe(false);
      actor.send({ type: "menu.toggle" });
      api().closeMenu();
      expect(api().isMenuOpen).toBe(false);
      actor.send({ type: "menu.close" });
      expect(api().isMenuOpen).toBe(false);
    });

    it("closes when the route changes (a link, Back or Forward)", () => {
      const { api, go } = start();
      api().toggleMenu();
      go("section=orders");
      expect(api().isMenuOpen).toBe(false);
      expect(api().route).toMatchObject({ kind: "section", section: "orders" });
    });

    it("closes on Escape and gives focus back to the button", () => {
      const { api } = start();
      api().toggleMenu();
      const focus = vi.fn();
      const ownerDocument = { getElementById: (id: string) => (id === "nav-menu-button" ? { focus } : null) };
      const event = { ...click().event, key: "Escape", currentTarget: { ownerDocument } };
      api().getMenuProps().onKeyDown(event);
      expect(api().isMenuOpen).toBe(false);
      expect(focus).toHaveBeenCalledOnce();
      api()
        .getMenuProps()
        .onKeyDown({ ...event, key: "Enter" });
      expect(focus).toHaveBeenCalledOnce();
    });
  });

  describe("links", () => {
    it("follow in place through navigate, closing the menu", () => {
      const { api, navigate } = start();
      api().toggleMenu();
      const { event, prevented } = click();
      api().getLinkProps({ section: "orders", page: 2 }).onClick(event);
      expect(prevented()).toBe(true);
      expect(navigate).toHaveBeenCalledWith("/account?section=orders&page=2");
      expect(api().isMenuOpen).toBe(false);
      api().navigate({ section: "addresses", child: { kind: "addAddress" } });
      expect(navigate).toHaveBeenLastCalledWith("/account?section=addresses&child=add_address");
    });

    it("replaces the history entry when asked (a new child's page after its first save)", () => {
      const { api, navigate } = start();
      api().navigate({ section: "kids-profiles", child: { kind: "id", id: "2999" } }, { replace: true });
      expect(navigate).toHaveBeenLastCalledWith("/account?section=kids-profiles&child=2999", {
        replace: true,
      });
    });

    it.each([
      [{ ctrlKey: true }],
      [{ metaKey: true }],
      [{ shiftKey: true }],
      [{ altKey: true }],
      [{ button: 1 }],
    ])("leave a click with %o to the browser (a new tab or window)", (init) => {
      const { api, navigate } = start();
      const { event, prevented } = click(init);
      api().getLinkProps({ section: "orders" }).onClick(event);
      expect(prevented()).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    });

    it("leave a click the caller prevented, and every click when no navigate is given, to the caller", () => {
      const { api, navigate } = start();
      const { event } = click();
      api()
        .getLinkProps(
          { section: "orders" },
          { onClick: (e: { preventDefault(): void }) => e.preventDefault() },
        )
        .onClick(event);
      expect(navigate).not.toHaveBeenCalled();
      const { actor } = start();
      const bare = connectAccountNavigation(actor.getSnapshot(), actor.send);
      const plain = click();
      bare.getLinkProps({ section: "orders" }).onClick(plain.event);
      expect(plain.prevented()).toBe(false);
    });
  });

  it("gives the section heading an id and script-only focus, and the nav landmark its name", () => {
    const { api } = start();
    expect(api().getHeadingProps({ className: "title" })).toEqual({
      id: "nav-heading",
      tabIndex: -1,
      className: "title",
    });
    expect(api().getNavProps()).toEqual({ "aria-label": "Account" });
  });

  it("takes the host's wording", () => {
    const actor = createActor(accountNavigationMachine, { input: { route: route("section=gifts") } }).start();
    const api = connectAccountNavigation(actor.getSnapshot(), actor.send, {
      messages: {
        ...accountMessages,
        notFoundSection: "Nothing at {path}",
        myAccount: "Your account",
      },
    });
    expect(api.title).toBe("Nothing at gifts");
    expect(api.breadcrumb[0]?.title).toBe("Your account");
  });
});
