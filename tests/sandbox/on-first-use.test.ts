import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { onFirstUse } from "../../src/sandbox/handlers/on-first-use";
import { loadOnce } from "../../src/sandbox/load-once";

const API = "https://api.first-use.test";
let loads = 0;
let failNextLoad = false;
const load = async () => {
  loads++;
  if (failNextLoad) {
    failNextLoad = false;
    throw new Error("chunk did not arrive");
  }
  return [
    http.post(`${API}/echo`, async ({ request }) => HttpResponse.json({ echoed: await request.json() })),
    http.get(`${API}/count`, () => HttpResponse.json({ loads })),
  ];
};
const server = setupServer(
  http.get("https://other.first-use.test/ping", () => HttpResponse.text("pong")),
  ...onFirstUse([`${API}/*`], load),
  http.all(`${API}/*`, () => HttpResponse.text("listed after", { status: 404 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

describe("onFirstUse", () => {
  it("loads nothing until a request reaches one of its routes, then loads once for all", async () => {
    expect(await (await fetch("https://other.first-use.test/ping")).text()).toBe("pong");
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([fetch(`${API}/count`), fetch(`${API}/count`)]);
    expect(await first.json()).toEqual({ loads: 1 });
    expect(await second.json()).toEqual({ loads: 1 });
    expect(await (await fetch(`${API}/count`)).json()).toEqual({ loads: 1 });
  });

  it("hands the loaded handlers the request with its body unread", async () => {
    const response = await fetch(`${API}/echo`, { method: "POST", body: JSON.stringify({ size: 9 }) });
    expect(await response.json()).toEqual({ echoed: { size: 9 } });
  });

  it("lets a request the loaded handlers do not answer fall through to the handlers after it", async () => {
    const response = await fetch(`${API}/unknown`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("listed after");
  });
});

describe("loadOnce", () => {
  it("shares one load between calls and tries again after a failure", async () => {
    failNextLoad = true;
    const before = loads;
    const once = loadOnce(load);
    await expect(Promise.all([once(), once()])).rejects.toThrow("chunk did not arrive");
    expect(loads).toBe(before + 1);
    const handlers = await once();
    expect(handlers).toHaveLength(2);
    expect(await once()).toBe(handlers);
    expect(loads).toBe(before + 2);
  });
});
