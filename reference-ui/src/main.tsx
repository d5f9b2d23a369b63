// The entry is tiny on purpose: the static shell in index.html paints first; then the app's,
// the sandbox's and msw's chunks download side by side (listed by the plugin in vite.config.ts)
// and the app starts.
import "./styles.css";
import "./layout/announcement-bar.css";
import "./layout/header.css";
import "./layout/main-nav.css";

// On the sandbox, the msw worker installs while the app and the sandbox download and build;
// `startSandbox` then finds it registered instead of waiting for its install.
if (!import.meta.env.VITE_SOLEKIT_CONFIG && "serviceWorker" in navigator) {
  navigator.serviceWorker.register("/mockServiceWorker.js").catch(() => undefined);
}

function preloadChunks() {
  const list = document.getElementById("after-paint-preloads")?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = Object.assign(document.createElement("link"), {
      rel: "modulepreload",
      href,
      crossOrigin: "",
    });
    document.head.append(link);
  }
}

requestAnimationFrame(() =>
  setTimeout(() => {
    preloadChunks();
    void import("./boot").then(({ boot }) => boot());
  }),
);
