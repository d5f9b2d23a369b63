import { StrictMode, startTransition } from "react";
import { createRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { type PromoRules, PromoRulesProvider, type SolekitConfigInput } from "solekit";
import type { Prefetch } from "solekit/prefetch";
import { App } from "./app";
import type { DevSandbox } from "./dev-panel/sandbox-context";
import { preloadRoute } from "./routes";
import type { SandboxPaint, SandboxServices } from "./sandbox-services";

interface RenderProps {
  config: SolekitConfigInput;
  promoRules: PromoRules;
  sandbox: DevSandbox | null;
  servicesReady: boolean;
  prefetch?: Prefetch;
}

// Every render is a transition: React renders it in slices, giving the browser a turn every few
// milliseconds, instead of in one long task (the static shell is already on screen).
function render(root: Root, { promoRules, ...app }: RenderProps) {
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <PromoRulesProvider rules={promoRules}>
            <App {...app} />
          </PromoRulesProvider>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

// The shell stays until the first page can render whole, so the footer never flashes up.
async function rootForFirstPage(): Promise<Root> {
  const firstPage = preloadRoute(window.location.pathname);
  const element = document.getElementById("root");
  if (!element) throw new Error("#root is missing from index.html");
  const root = createRoot(element);
  await firstPage;
  return root;
}

/**
 * Real services (`VITE_SOLEKIT_CONFIG`): renders at once; the grid and the cart take over the
 * requests `main.tsx` started before React loaded.
 */
export async function bootLive(config: SolekitConfigInput, prefetch: Prefetch): Promise<void> {
  const root = await rootForFirstPage();
  render(root, { config, promoRules: { badges: [] }, sandbox: null, servicesReady: true, prefetch });
}

/**
 * On the sandbox: the chrome renders first with the stored session, and the pages' data follows
 * once the sandbox's worker runs, with the first search already in flight.
 */
export async function bootSandbox(paint: SandboxPaint, services: Promise<SandboxServices>): Promise<void> {
  const root = await rootForFirstPage();
  const { config, promoRules, prefetch } = paint;
  if (!paint.redeeming) render(root, { config, promoRules, sandbox: null, servicesReady: false, prefetch });
  const ready = await services;
  // The first screen's requests are out; the browser gets a turn before React renders with them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  render(root, { config: ready.config, promoRules, sandbox: ready.sandbox, servicesReady: true, prefetch });
}
