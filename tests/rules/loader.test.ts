import { loaderErrorText, messages } from "solekit/rules";

describe("async loader (account-area §4)", () => {
  it("shows 'Error: {message}'", () => {
    expect(loaderErrorText("Timed out")).toBe("Error: Timed out");
  });

  it("takes its template from an overriding catalogue", () => {
    expect(loaderErrorText("Timed out", { ...messages, loaderError: "Fehler: {message}" })).toBe(
      "Fehler: Timed out",
    );
  });
});
