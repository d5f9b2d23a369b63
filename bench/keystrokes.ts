// Requests the quick search sends for a burst of keystrokes: the real machine, real timers, the
// real search client and the sandbox behind msw. Run as a child process of bench/index.ts:
//   node --import tsx bench/keystrokes.ts
import { setupServer } from "msw/node";
import { createMemoryStorage, createSearchClient, parseSolekitConfig } from "solekit/clients";
import { createQuickSearchActors, quickSearchMachine } from "solekit/machines";
import { createSandbox, sandboxConfig } from "solekit/sandbox";
import { createActor, waitFor } from "xstate";

const TEXT = "kids school shoes black leather";
const BURSTS: { keystrokes: number; gapMs: number }[] = [
  { keystrokes: 4, gapMs: 50 },
  { keystrokes: 8, gapMs: 50 },
  { keystrokes: 16, gapMs: 50 },
  { keystrokes: 8, gapMs: 450 },
];

const sandbox = createSandbox({ catalogueSize: 2000, latency: [40, 120] });
const server = setupServer(...sandbox.handlers);
server.listen({ onUnhandledRequest: "error" });

const counts = { suggest: 0, autocomplete: 0, aborted: 0 };
server.events.on("request:start", ({ request }) => {
  const path = new URL(request.url).pathname;
  if (path === "/api/suggest/query") counts.suggest++;
  else if (path === "/api/search/autocomplete.json") counts.autocomplete++;
  else return;
  request.signal.addEventListener("abort", () => counts.aborted++, { once: true });
});

const config = parseSolekitConfig(sandboxConfig());
const search = createSearchClient(config, { storage: createMemoryStorage() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rows = [];
for (const burst of BURSTS) {
  const actor = createActor(
    quickSearchMachine.provide({
      actors: createQuickSearchActors(search),
      actions: { navigate: () => undefined, storeRecentSearches: () => undefined },
    }),
    {
      input: {
        redirectPolicy: { shopDomain: config.shop.domain, origin: config.shop.origin, redirectHosts: [] },
      },
    },
  ).start();
  actor.send({ type: "overlay.open" });
  await sleep(300); // let the popular searches load; they are not part of the burst
  Object.assign(counts, { suggest: 0, autocomplete: 0, aborted: 0 });
  for (let i = 1; i <= burst.keystrokes; i++) {
    actor.send({ type: "query.change", query: TEXT.slice(0, i) });
    await sleep(burst.gapMs);
  }
  await waitFor(actor, (s) => s.matches({ open: "results" }) || s.matches({ open: "noResults" }), {
    timeout: 10_000,
  });
  rows.push({ ...burst, ...counts, undebounced: burst.keystrokes * 2 });
  actor.stop();
}
server.close();
process.stdout.write(JSON.stringify(rows));
