import { loyaltyClient, rejection } from "../support/loyalty-client";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();

describe("loyalty client: the session ends on a second 401", () => {
  it("calls onUnauthorised once when the refreshed token is refused too", async () => {
    const onUnauthorised = vi.fn();
    const { client } = await loyaltyClient(env.sandbox, { extra: { onUnauthorised } });
    env.sandbox.faults.add({ match: "GET /api/profile", status: 401 });
    await rejection(client.getProfile());
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });

  it("does not call it when one refresh is enough", async () => {
    const onUnauthorised = vi.fn();
    const { client } = await loyaltyClient(env.sandbox, { extra: { onUnauthorised } });
    env.sandbox.faults.add({ match: "GET /api/profile", status: 401, times: 1 });
    await client.getProfile();
    expect(onUnauthorised).not.toHaveBeenCalled();
  });
});
