// Jest 29, CommonJS, node environment: every entry point resolves through `require` to the
// package's CommonJS build, with the exports of its source (`exports.json`, written by
// tests/package/packed-package.test.ts), and the sandbox answers through msw/node.
const expected = require("./exports.json");

test.each(Object.keys(expected))("requires %s from the CommonJS build", (entry) => {
  expect(require.resolve(entry)).toMatch(/\.cjs$/);
  expect(Object.keys(require(entry)).sort()).toEqual(expected[entry]);
});

test("searches the sandbox through msw/node", async () => {
  const { setupServer } = require("msw/node");
  const { createMemoryStorage, createSearchClient } = require("solekit/clients");
  const { sandboxConfig, sandboxHandlers } = require("solekit/sandbox");
  const server = setupServer(...sandboxHandlers({ catalogueSize: 400 }));
  server.listen({ onUnhandledRequest: "error" });
  try {
    const search = createSearchClient(sandboxConfig(), { storage: createMemoryStorage() });
    const page = await search.search({ q: "sneakers" });
    expect(page.pagination.totalResults).toBeGreaterThan(0);
  } finally {
    server.close();
  }
});
