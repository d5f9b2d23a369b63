import { renderToString } from "react-dom/server";
import { SolekitProvider, useCart, useNotice, usePwpPopup } from "../../src/index";
import { sandboxConfig, sandboxPwpRules } from "../../src/sandbox/index";

function Header() {
  const cart = useCart();
  const notice = useNotice();
  const popup = usePwpPopup({ rules: sandboxPwpRules });
  return (
    <>
      <button {...cart.getTriggerProps()}>{cart.itemCount}</button>
      <div {...notice.getRegionProps()} />
      {popup.isOpen ? <div {...popup.getDialogProps()} /> : null}
    </>
  );
}

describe("useCart, useNotice and usePwpPopup during server-side rendering", () => {
  it("render the empty bag and the notice region without a window and without requests", () => {
    expect(typeof window).toBe("undefined");
    const fetch = vi.spyOn(globalThis, "fetch");
    const html = renderToString(
      <SolekitProvider config={sandboxConfig()}>
        <Header />
      </SolekitProvider>,
    );
    // Each caller's own element has a React id (the same on the client, so hydration agrees);
    // the button controls the page's one mini cart.
    expect(html).toMatch(
      new RegExp(
        '^<button id="_R_\\w+_" type="button" aria-label="Bag, 0 items" aria-haspopup="dialog" aria-expanded="false" aria-controls="cart-dialog">0</button>' +
          '<div id="_R_\\w+_-region" role="status" aria-live="polite" aria-atomic="true"></div>$',
      ),
    );
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
