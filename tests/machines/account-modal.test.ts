import { createActor } from "xstate";
import {
  accountModalImplementations,
  accountModalMachine,
  connectAccountModal,
  queryOpensAccountModal,
  urlOpensAccountModal,
} from "../../src/machines/account-modal";
import { createMemoryUrl } from "../../src/runtime";

function start(href: string, opensOnLoad = urlOpensAccountModal) {
  const url = createMemoryUrl(href);
  const navigate = vi.spyOn(url, "navigate");
  const actor = createActor(accountModalMachine.provide(accountModalImplementations(url)), {
    input: { openedByUrl: opensOnLoad(url.current()) },
  }).start();
  const api = () => connectAccountModal(actor.getSnapshot(), actor.send, { id: "am" });
  return { url, navigate, actor, api };
}

describe("account modal (storefront §2)", () => {
  it.each([
    ["https://shop.test/?modal=account", true],
    ["https://shop.test/collections/sale?page=2&modal=account", true],
    ["https://shop.test/#account", true],
    ["https://shop.test/?modal=cart", false],
    ["https://shop.test/#accounts", false],
  ])("%s opens it on load: %s", (href, open) => {
    expect(start(href).api().isOpen).toBe(open);
  });

  it.each([
    ["https://shop.test/?modal=account", true],
    ["https://shop.test/#account", true],
    ["https://shop.test/#accounts", false],
  ])("%s, started from what a server sees (the query alone), is open once started: %s", (href, open) => {
    const url = new URL(href);
    expect(queryOpensAccountModal(url)).toBe(url.search.includes("modal=account"));
    expect(start(href, queryOpensAccountModal).api().isOpen).toBe(open);
  });

  it("gives each caller's trigger its own id, all controlling the one dialog", () => {
    const { actor } = start("https://shop.test/");
    const first = connectAccountModal(actor.getSnapshot(), actor.send, {
      id: "am",
      triggerId: "header-icon",
    });
    const second = connectAccountModal(actor.getSnapshot(), actor.send, {
      id: "am",
      triggerId: "footer-link",
    });
    expect([first.getTriggerProps().id, second.getTriggerProps().id]).toEqual(["header-icon", "footer-link"]);
    expect(first.getTriggerProps()["aria-controls"]).toBe(second.getDialogProps().id);
  });

  it("closing removes modal=account with a history replace and keeps the other parameters", () => {
    const { api, navigate, url } = start("https://shop.test/collections/sale?page=2&modal=account");
    api().close();
    expect(api().isOpen).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/collections/sale?page=2", { replace: true });
    expect(url.current().search).toBe("?page=2");
  });

  it("closing removes the guest link's #account hash the same way", () => {
    const { api, navigate } = start("https://shop.test/#account");
    api().close();
    expect(navigate).toHaveBeenCalledWith("/", { replace: true });
  });

  it("opened from the icon, closing leaves the URL alone", () => {
    const { api, navigate } = start("https://shop.test/search?query=boots");
    api()
      .getTriggerProps()
      .onClick({ preventDefault: () => undefined, defaultPrevented: false });
    expect(api().isOpen).toBe(true);
    api().close();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a modified click on the icon follows the link instead", () => {
    const { api } = start("https://shop.test/");
    const event = { preventDefault: vi.fn(), defaultPrevented: false, metaKey: true };
    api().getTriggerProps().onClick(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(api().isOpen).toBe(false);
  });

  it("opens when the URL gains the marker later (a /#account link on the same page)", () => {
    const { api, url } = start("https://shop.test/");
    url.navigate("/#account");
    expect(api().isOpen).toBe(true);
  });

  it("Escape closes; the ARIA wiring is pinned", () => {
    const { api } = start("https://shop.test/?modal=account");
    expect(api().getDialogProps()).toMatchObject({
      id: "am-dialog",
      role: "dialog",
      "aria-modal": true,
      "aria-labelledby": "am-title",
    });
    expect(api().getTriggerProps()).toMatchObject({
      id: "am-trigger",
      href: "/#account",
      "aria-haspopup": "dialog",
      "aria-expanded": true,
      "aria-controls": "am-dialog",
    });
    api()
      .getDialogProps()
      .onKeyDown({ key: "Escape", preventDefault: () => undefined, defaultPrevented: false });
    expect(api().isOpen).toBe(false);
  });
});
