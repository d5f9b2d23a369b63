import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { type PromoRules, PromoRulesProvider, type SolekitConfigInput } from "solekit";
import { App } from "./app";
import type { DevSandbox } from "./dev-panel/sandbox-context";
import "./styles.css";

/**
 * The reference UI runs on the built-in sandbox unless `VITE_SOLEKIT_CONFIG` holds a JSON
 * provider configuration for real services.
 */
async function boot() {
  const liveConfig = import.meta.env.VITE_SOLEKIT_CONFIG as string | undefined;
  let config: SolekitConfigInput;
  let sandbox: DevSandbox | null = null;
  // The host's promo rules (a real shop loads them from its CMS); the sandbox serves a realistic set.
  let promoRules: PromoRules = { badges: [] };
  if (liveConfig) {
    config = JSON.parse(liveConfig) as SolekitConfigInput;
  } else {
    const [{ startSandbox, sandboxPromoRules }, { sandboxCustomerSession }] = await Promise.all([
      import("solekit/sandbox"),
      import("./dev-panel/sandbox-session"),
    ]);
    sandbox = await startSandbox({ latency: [60, 240] });
    config = sandbox.config({ customer: await sandboxCustomerSession(sandbox) });
    promoRules = sandboxPromoRules(Date.now());
  }
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <PromoRulesProvider rules={promoRules}>
          <App config={config} sandbox={sandbox} />
        </PromoRulesProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void boot();
