import { StrictMode, startTransition } from "react";
import { createRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { type PromoRules, PromoRulesProvider, type SolekitConfigInput } from "solekit";
import { App } from "./app";
import type { DevSandbox } from "./dev-panel/sandbox-context";
import { storedCustomerSession } from "./dev-panel/session-store";
import { preloadRoute } from "./routes";

// The host's promo rules (a real shop loads them from its CMS); the sandbox serves a realistic set.
let promoRules: PromoRules = { badges: [] };

// Both renders are transitions: React renders them in slices, giving the browser a turn every
// few milliseconds, instead of in one long task (the static shell is already on screen).
function render(root: Root, config: SolekitConfigInput, sandbox: DevSandbox | null, servicesReady: boolean) {
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <PromoRulesProvider rules={promoRules}>
            <App config={config} sandbox={sandbox} servicesReady={servicesReady} />
          </PromoRulesProvider>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

/**
 * The reference UI runs on the built-in sandbox unless `VITE_SOLEKIT_CONFIG` holds a JSON
 * provider configuration for real services. On the sandbox the chrome renders first and the
 * pages' data follows once the sandbox's worker runs, so the first screen never waits for it.
 */
export async function boot(): Promise<void> {
  const firstPage = preloadRoute(window.location.pathname);
  const element = document.getElementById("root");
  if (!element) throw new Error("#root is missing from index.html");
  const root = createRoot(element);
  // The shell stays until the first page can render whole, so the footer never flashes up.
  await firstPage;
  const liveConfig = import.meta.env.VITE_SOLEKIT_CONFIG as string | undefined;
  if (liveConfig) return render(root, JSON.parse(liveConfig) as SolekitConfigInput, null, true);

  const [{ sandboxConfig, sandboxPromoRules, startSandbox }, { sandboxCustomerSession }] = await Promise.all([
    import("solekit/sandbox"),
    import("./dev-panel/sandbox-session"),
  ]);
  promoRules = sandboxPromoRules(Date.now());
  // A login link's token is redeemed by the sandbox first, and the logout page forgets the
  // session; any other load paints at once with the stored session, the one the sandbox would
  // answer too.
  const redeeming = new URLSearchParams(window.location.search).has("login_token");
  const loggingOut = window.location.pathname === "/account/logout";
  let config: SolekitConfigInput = sandboxConfig({ customer: loggingOut ? null : storedCustomerSession() });
  if (!redeeming) render(root, config, null, false);
  const sandbox = await startSandbox({ latency: [60, 240] });
  if (redeeming || loggingOut) config = sandbox.config({ customer: await sandboxCustomerSession(sandbox) });
  render(root, config, sandbox, true);
}
