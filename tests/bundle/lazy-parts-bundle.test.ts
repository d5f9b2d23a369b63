import { viteModules } from "../../bench/bundle-size";

// The child's page deletes measurements as first shown; the new-measurement form is its lazy
// modal, which an app built with a bundler that splits at import() (Vite here) loads on open.
describe("a child's page as first shown carries no new-measurement form", () => {
  it("keeps the measurement form's machine out of useDeleteMeasurement", async () => {
    const { upFront } = await viteModules(
      'export { SolekitProvider, useMeasurements, useDeleteMeasurement } from "solekit";',
    );
    expect(upFront).toContain("src/hooks/account/use-delete-measurement.ts");
    expect([...upFront].filter((file) => /measurement-form/.test(file))).toEqual([]);
  });
});
