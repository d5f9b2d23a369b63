import { CookieJar } from "tough-cookie";
import { getDomain } from "../../reference-ui/sandbox-public-suffix";

// The reference UI bundles this stand-in for tldts in its sandbox worker (reference-ui/vite.config.ts,
// WORKER_ALIASES); here the real tldts, which tough-cookie imports in node, is swapped for it too,
// and every question tough-cookie asks is recorded with the real list's answer beside the stand-in's.
const asked: { host: string; standIn: string | null; real: string | null }[] = [];
vi.mock("tldts", async (importOriginal) => {
  const real = await importOriginal<typeof import("tldts")>();
  return {
    ...real,
    getDomain: (hostname: string, options?: Parameters<typeof real.getDomain>[1]) => {
      const standIn = getDomain(hostname);
      asked.push({ host: hostname, standIn, real: real.getDomain(hostname, options) });
      return standIn;
    },
  };
});

const SANDBOX_HOSTS = ["shop.solekit.test", "search.solekit.test", "api.solekit.test", "id.solekit.test"];

describe("the reference UI's public-suffix stand-in", () => {
  it("answers as the public suffix list does for the sandbox's hosts and the page's own origin", async () => {
    const real = await vi.importActual<typeof import("tldts")>("tldts");
    for (const host of [...SANDBOX_HOSTS, "127.0.0.1", "localhost"]) {
      expect(getDomain(host)).toBe(
        real.getDomain(host, { allowIcannDomains: true, allowPrivateDomains: true }),
      );
    }
  });

  it("keeps the cookies msw's jar stores for the sandbox's hosts and the page's origin, answering as the list would", async () => {
    asked.length = 0;
    const jar = new CookieJar();
    await jar.setCookie("cart=abc; Domain=solekit.test; Path=/", "https://shop.solekit.test/cart");
    await jar.setCookie("session=1; Path=/", "http://127.0.0.1:5173/");
    await jar.setCookie("pwp=0; Path=/", "http://localhost:5173/");
    expect((await jar.getCookies("https://search.solekit.test/")).map((c) => c.key)).toEqual(["cart"]);
    expect((await jar.getCookies("http://127.0.0.1:5173/search")).map((c) => c.key)).toEqual(["session"]);
    expect((await jar.getCookies("http://localhost:5173/")).map((c) => c.key)).toEqual(["pwp"]);
    for (const question of asked) expect(question.standIn).toBe(question.real);
  });
});
