// The entry is tiny on purpose: the static shell in index.html paints first, then the app starts
// (its chunks are already downloading: see the modulepreload plugin in vite.config.ts).
import "./styles.css";
import "./layout/announcement-bar.css";
import "./layout/header.css";
import "./layout/main-nav.css";

requestAnimationFrame(() => setTimeout(() => void import("./boot").then(({ boot }) => boot())));
