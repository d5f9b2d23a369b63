// The entry is tiny on purpose: the static shell in index.html paints first while the first
// screen's chunks download (see start() for their order); then the app starts.
import "./styles.css";
import "./layout/announcement-bar.css";
import "./layout/header.css";
import "./layout/main-nav.css";
// The home page is the first screen of most visits: its rules (1.2 KB) come with the shell's, so
// they apply with the first paint instead of restyling the whole page when its chunk arrives.
import "./pages/home-page.css";
import type { SolekitConfigInput } from "solekit";
import { PAGE_MODULES, pageFor } from "./route-pages";
import { SANDBOX_WORKER_URL } from "./sandbox-worker-url";

const liveConfig = import.meta.env.VITE_SOLEKIT_CONFIG as string | undefined;

// On the sandbox, its service worker installs (and builds the sandbox's world) while the app
// downloads; `connectSandbox` then finds it registered instead of waiting for its install.
if (!liveConfig && "serviceWorker" in navigator) {
  navigator.serviceWorker.register(SANDBOX_WORKER_URL).catch(() => undefined);
}

// CORS mode for both, as vite's preload helper later asks for them; a preload in another mode
// does not match, and the file downloads twice.
function preloadLink(href: string): HTMLLinkElement {
  const kind = href.endsWith(".css") ? { rel: "preload", as: "style" } : { rel: "modulepreload" };
  return Object.assign(document.createElement("link"), { ...kind, href, crossOrigin: "" });
}

// index.html preloads the app's chunks (the plugin in vite.config.ts lists them); the first
// page's chunks start now too, beside them, instead of after the app has evaluated and asked.
function preloadFirstPage() {
  const list = document.getElementById("page-preloads")?.textContent;
  const pages = list ? (JSON.parse(list) as Record<string, string[]>) : {};
  document.head.append(...(pages[PAGE_MODULES[pageFor(window.location.pathname)]] ?? []).map(preloadLink));
}

// The shell's stylesheet is inline in index.html (vite.config.ts). Chunks that import the entry
// list its file among their dependencies, and vite's preload helper fetches each stylesheet it
// finds no `<link rel="stylesheet">` for: a disabled one, which browsers never download, tells
// it the rules are already here.
function markInlinedStylesheets() {
  for (const style of document.querySelectorAll<HTMLStyleElement>("style[data-href]")) {
    const href = style.dataset.href ?? "";
    document.head.append(
      Object.assign(document.createElement("link"), { rel: "stylesheet", disabled: true, href }),
    );
  }
}

// Render-as-you-fetch. With live services the first screen's requests (the cart, the grid's
// first search) start as soon as their small module is in, beside React and the app (all
// preloaded by index.html). On the sandbox, its code comes first and alone: it starts the worker
// and then those requests, and React, the app and the page download behind it, so the requests'
// round trips overlap that download instead of following it.
async function start() {
  if (liveConfig) {
    preloadFirstPage();
    const booting = import("./boot");
    const { createPrefetch, prefetchFirstScreen } = await import("./first-requests");
    const config = JSON.parse(liveConfig) as SolekitConfigInput;
    const prefetch = createPrefetch();
    prefetchFirstScreen(config, prefetch);
    return (await booting).bootLive(config, prefetch);
  }
  preloadFirstPage();
  const booting = import("./boot");
  const { sandboxPaint, startSandboxServices } = await import("./sandbox-services");
  const paint = sandboxPaint();
  const services = startSandboxServices(paint);
  return (await booting).bootSandbox(paint, services);
}

markInlinedStylesheets();
requestAnimationFrame(() => setTimeout(() => void start()));
