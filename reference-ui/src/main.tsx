// The entry is tiny on purpose: the static shell in index.html paints first while the app's, the
// sandbox's, msw's and the first page's chunks download side by side; then the app starts.
import "./styles.css";
import "./layout/announcement-bar.css";
import "./layout/header.css";
import "./layout/main-nav.css";
import { PAGE_MODULES, pageFor } from "./route-pages";

// On the sandbox, the msw worker installs while the app and the sandbox download and build;
// `startSandbox` then finds it registered instead of waiting for its install.
if (!import.meta.env.VITE_SOLEKIT_CONFIG && "serviceWorker" in navigator) {
  navigator.serviceWorker.register("/mockServiceWorker.js").catch(() => undefined);
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

markInlinedStylesheets();
preloadFirstPage();
requestAnimationFrame(() => setTimeout(() => void import("./boot").then(({ boot }) => boot())));
