// The sandbox in a service worker (`serveSandbox`, `connectSandbox`), in Chromium: the worker
// script is the reference UI's build of it; the page is a blank one of this test's own, which
// drives `connectSandbox` itself, with no app in between.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { createWorld, type SandboxConnection } from "../../src/sandbox";
import { closeBrowser, launchBrowser } from "./support/browser";

declare global {
  interface Window {
    solekitSandbox: typeof import("../../src/sandbox/worker/connect-sandbox");
    sandbox: SandboxConnection;
  }
}

const BLANK_PAGE = '<!doctype html><html lang="en"><title>Sandbox worker</title><h1>Sandbox worker</h1>';

// connectSandbox, bundled for the page as `window.solekitSandbox`.
async function connectScript(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("../../src/sandbox/worker/connect-sandbox.ts", import.meta.url))],
    bundle: true,
    format: "iife",
    globalName: "solekitSandbox",
    write: false,
    logLevel: "error",
  });
  return result.outputFiles[0]?.text ?? "";
}

let server: Server;
let origin = "";
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const workerScript = await (await fetch(`${inject("baseUrl")}/sandbox-worker.js`)).text();
  const files: Record<string, [string, string]> = {
    "/": ["text/html", BLANK_PAGE],
    "/sandbox-worker.js": ["text/javascript", workerScript],
    "/connect.js": ["text/javascript", await connectScript()],
  };
  server = createServer((request, response) => {
    const file = files[new URL(request.url ?? "/", "http://localhost").pathname];
    response.writeHead(file ? 200 : 404, { "Content-Type": file?.[0] ?? "text/plain" });
    response.end(file?.[1] ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  context = await (await launchBrowser()).newContext();
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await closeBrowser();
  await new Promise((resolve) => server?.close(resolve));
});

// Opens the blank page and connects it to the sandbox's worker.
async function openConnected() {
  await page.goto(`${origin}/`);
  await page.addScriptTag({ url: "/connect.js" });
  await page.evaluate(async () => {
    window.sandbox = await window.solekitSandbox.connectSandbox();
  });
}

const status = (url: string, init?: RequestInit) =>
  page.evaluate(async ([url, init]) => (await fetch(url, init)).status, [url, init] as const);

const cartCount = () =>
  page.evaluate(async () => {
    const cart = (await (await fetch("https://shop.solekit.test/cart.js")).json()) as { item_count: number };
    return cart.item_count;
  });

// The worker's world is the default one (seed 1, 2,000 products): the same here.
function stockedVariantId(): number {
  const variant = createWorld({ seed: 1, catalogueSize: 2000 })
    .products.filter((product) => product.published && product.kind === "shoe")
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.inventory_quantity >= 1);
  if (!variant) throw new Error("world without a stocked shoe");
  return variant.id;
}

const SEARCH = "https://search.solekit.test/api/search/search.json?siteId=sandbox&q=sneakers";

describe("the sandbox in a service worker", () => {
  it("answers the sandbox's calls and images from the worker, once the page is connected", async () => {
    await openConnected();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${origin}/sandbox-worker.js`,
    );
    const results = await page.evaluate(async (url) => {
      const body = (await (await fetch(url)).json()) as { pagination: { totalResults: number } };
      return body.pagination.totalResults;
    }, SEARCH);
    expect(results).toBeGreaterThan(0);
    expect(await status("/sandbox/avatars/1.svg")).toBe(200);
    // The app's own files still come from the network.
    expect(await status("/connect.js")).toBe(200);
  });

  it("injects and removes a fault the page asks for", async () => {
    await page.evaluate(() => window.sandbox.setFaults("search", [{ match: "/api/search/*", status: 503 }]));
    expect(await status(SEARCH)).toBe(503);
    await page.evaluate(() => window.sandbox.setFaults("search", []));
    expect(await status(SEARCH)).toBe(200);
  });

  it("keeps a cart across a reload and across the browser stopping the worker", async () => {
    const before = await cartCount();
    const added = await status("https://shop.solekit.test/cart/add.js", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ items: [{ id: stockedVariantId(), quantity: 1 }] }),
    });
    expect(added).toBe(200);
    expect(await cartCount()).toBe(before + 1);

    await openConnected();
    expect(await cartCount()).toBe(before + 1);

    const cdp = await context.newCDPSession(page);
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.stopAllWorkers");
    expect(await cartCount()).toBe(before + 1);
  });
});
