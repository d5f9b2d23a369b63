import { renderToString } from "react-dom/server";
import {
  SolekitProvider,
  useMarketingPreferences,
  useMembershipCard,
  useProfile,
  useProfileDetails,
  useWalletPass,
} from "../../src/index";
import { sandboxConfig } from "../../src/sandbox";
import { minimalConfig } from "../support/every-hook";

function ProfileHooks() {
  const profile = useProfile();
  const details = useProfileDetails({ id: "details" });
  const preferences = useMarketingPreferences({ id: "prefs" });
  const card = useMembershipCard();
  const pass = useWalletPass();
  return (
    <output>
      {JSON.stringify({
        profile: profile.status,
        details: details.isReady,
        preferences: preferences.isReady,
        card: card.card,
        pass: pass.isShown,
      })}
    </output>
  );
}

describe("the Profile section's hooks on the server", () => {
  it.each([
    ["the README's minimal config (no loyalty section)", minimalConfig()],
    ["a signed-in member's config", sandboxConfig({ customer: { id: "1", logged: true, signature: "s" } })],
  ])("render with %s, nothing fetched, no wallet link", (_name, config) => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <SolekitProvider config={config} serverUrl="https://shop.solekit.test/account?section=my-profile">
        <ProfileHooks />
      </SolekitProvider>,
    );
    expect(html).toContain("&quot;details&quot;:false");
    expect(html).toContain("&quot;card&quot;:null");
    expect(html).toContain("&quot;pass&quot;:false");
  });
});
