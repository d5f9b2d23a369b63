import fc from "fast-check";
import {
  BARCODE_MAX_MODULE_PX,
  barcodeModuleWidth,
  membershipCardOf,
  walletDeviceOf,
} from "../../src/rules/membership-card";

describe("membershipCardOf", () => {
  const card = { id: 1, handle: "ap21_card", identifier: "2700001234567" };
  const tag = { id: 2, handle: "shoetag", identifier: "Jess T" };

  it.each([
    [
      "a card",
      { created_at: "2023-02-01T00:00:00Z", identities: [tag, card] },
      { code: "2700001234567", memberSince: 2023 },
    ],
    // 31 Dec 2022 15:00 UTC is 1 Jan 2023 in Melbourne, where the member joined.
    [
      "the year in Australia",
      { created_at: "2022-12-31T15:00:00Z", identities: [card] },
      { code: "2700001234567", memberSince: 2023 },
    ],
    ["no card", { created_at: "2023-02-01T00:00:00Z", identities: [tag] }, null],
    [
      "a blank card",
      { created_at: "2023-02-01T00:00:00Z", identities: [{ ...card, identifier: " " }] },
      null,
    ],
    ["no identities", { created_at: "2023-02-01T00:00:00Z" }, null],
    [
      "an unreadable date",
      { created_at: "soon", identities: [card] },
      { code: "2700001234567", memberSince: null },
    ],
  ])("%s", (_name, profile, expected) => {
    expect(membershipCardOf(profile)).toEqual(expected);
  });

  it("no profile, no card", () => {
    expect(membershipCardOf(null)).toBeNull();
  });
});

describe("walletDeviceOf", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15", "apple"],
    ["Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15", "apple"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1",
      "apple",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15",
      "google",
    ],
    [
      "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
      "google",
    ],
    ["", "google"],
    [null, "google"],
  ] as const)("%s → %s", (agent, device) => {
    expect(walletDeviceOf(agent)).toBe(device);
  });
});

describe("barcodeModuleWidth", () => {
  it.each([
    [300, 123, 2],
    [246, 123, 2],
    [245, 123, 1],
    [100, 123, 1],
    [1000, 123, 3],
    [300, 0, 1],
    [0, 123, 1],
  ])("%d px for %d modules → %d px bars", (available, modules, width) => {
    expect(barcodeModuleWidth(available, modules)).toBe(width);
  });

  it("is always a whole number of pixels that fits, when one pixel fits", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.integer({ min: 1, max: 400 }),
        (available, modules) => {
          const width = barcodeModuleWidth(available, modules);
          expect(Number.isInteger(width)).toBe(true);
          expect(width).toBeGreaterThanOrEqual(1);
          expect(width).toBeLessThanOrEqual(BARCODE_MAX_MODULE_PX);
          if (modules <= available) expect(width * modules).toBeLessThanOrEqual(available);
        },
      ),
    );
  });
});
