import { bundle } from "../../bench/bundle-size";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("an account page carries its own section's strings", () => {
  it("keeps the onboarding overlay's strings out of a child's page, and in the overlay", async () => {
    const childPage = await bundle(
      'export { SolekitProvider, useChildren, useChildForm, useMeasurements, useDeleteMeasurement, useFavouritesPicker } from "./src/index.ts";',
    );
    expect([...childPage.contributors.keys()]).not.toContain("src/rules/messages-account-onboarding.ts");
    expect(decode(childPage.code)).not.toContain("Welcome to Fit Club");
    // The child form's words are the page's.
    expect(decode(childPage.code)).toContain("Last name (optional)");
    const overlay = await bundle('export { SolekitProvider, useOnboarding } from "./src/index.ts";');
    expect(decode(overlay.code)).toContain("Welcome to Fit Club");
    expect(decode(overlay.code)).toContain("Last name (optional)");
  });
});
