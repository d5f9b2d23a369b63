import { loyaltyFieldErrors } from "../../src/clients";
import { buildCreateChildPayload, buildProfileUpdate, type OnboardingChild } from "../../src/rules";
import { loyaltyClient, rejection } from "../support/loyalty-client";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const signedIn = () => loyaltyClient(env.sandbox);

const zippy: OnboardingChild = {
  step1: {
    firstName: "Noah",
    lastName: "Taylor",
    birthday: "2020-06",
    gender: "male",
    shoeTag: "Zippy Numbat",
  },
  step2: { value: 0, url: "/sandbox/avatars/1.svg" },
  step3: [{ value: "Soccer", id: 1 }],
  step4: [{ value: "Asics", id: 2 }],
};

describe("loyalty profile", () => {
  it("reads the customer's profile with identities, attributes and comms", async () => {
    const { client } = await signedIn();
    const profile = await client.getProfile();
    expect(profile).toMatchObject({
      first_name: "Jess",
      profile_type: "customer",
      email: "jess.taylor@example.com",
    });
    expect(profile.identities.map((i) => i.handle)).toContain("ap21_card");
    expect(profile.attributes.comms?.email_promo).toBe(true);
  });

  it("serves the same profile from the ID API's profiles/me", async () => {
    const { client } = await signedIn();
    expect(await client.getIdProfile()).toEqual(await client.getProfile());
  });

  it("saves a profile update built by the rules, birthday included, and it persists", async () => {
    const { client } = await signedIn();
    const before = await client.getProfile();
    const update = buildProfileUpdate(
      {
        firstName: "Jessica",
        lastName: "Taylor",
        email: before.email ?? "",
        mobile: "0412 000 111",
        birthday: "05/11/1987",
      },
      before.email,
    );
    const saved = await client.updateProfile(update);
    expect(saved).toMatchObject({
      first_name: "Jessica",
      mobile_phone: "+61412000111",
      birth_date: "1987-11-05",
    });
    expect(await client.getProfile()).toMatchObject({ first_name: "Jessica", birth_day: 5, birth_month: 11 });
  });

  it("rejects an update with no data with the service's message (shown in red)", async () => {
    const { client } = await signedIn();
    expect(await rejection(client.updateProfile({}))).toMatchObject({
      kind: "http",
      status: 422,
      message: "No profile data was provided to update.",
    });
  });

  it("reports field errors of a bad update and changes nothing", async () => {
    const { client } = await signedIn();
    const error = await rejection(client.updateProfile({ first_name: "  ", email: "not-an-email" }));
    expect(loyaltyFieldErrors(error)).toEqual({
      first_name: ["The first name field is required."],
      email: ["The email must be a valid email address."],
    });
    expect(error.message).toBe("The first name field is required. (and 1 more error)");
    expect((await client.getProfile()).first_name).toBe("Jess");
  });

  it("refuses a birthday in the future", async () => {
    const { client } = await signedIn();
    const year = new Date().getUTCFullYear() + 1;
    const error = await rejection(client.updateProfile({ birth_day: 1, birth_month: 1, birth_year: year }));
    expect(loyaltyFieldErrors(error).birth_year).toHaveLength(1);
  });

  it("saves marketing preferences and answers all ten flags", async () => {
    const { client } = await signedIn();
    const flags = await client.updateComms({ sms_promo: true, sms_optout: false });
    expect(Object.keys(flags)).toHaveLength(10);
    expect(flags).toMatchObject({ sms_promo: true, sms_optout: false, email_promo: true });
    expect((await client.getProfile()).attributes.comms?.sms_promo).toBe(true);
  });
});

describe("loyalty children (connections)", () => {
  it("lists the children as accepted child connections with their profiles", async () => {
    const { client } = await signedIn();
    const children = await client.getChildren();
    expect(children.map((c) => c.first_name)).toEqual(["Mia", "Leo", "Ava"]);
    for (const child of children) {
      expect(child.connectionId).toBe(child.id);
      expect(child.connector.profile_type).toBe("dependant");
    }
    expect(await client.getConnections()).toHaveLength(3);
  });

  it("creates a child from the onboarding payload, with its wishlist and wardrobe", async () => {
    const { client } = await signedIn();
    const child = await client.createChild(buildCreateChildPayload(zippy));
    expect(child).toMatchObject({ first_name: "Noah", birth_month: 6, birth_year: 2020, status: "accepted" });
    expect(child.connector).toMatchObject({
      birth_day: 1,
      gender: "male",
      avatar_url: "/sandbox/avatars/1.svg",
    });
    expect(child.connector.identities).toEqual([
      expect.objectContaining({ handle: "shoetag", identifier: "Zippy Numbat" }),
    ]);
    expect(child.connector.custom_attributes).toEqual(
      expect.arrayContaining([expect.objectContaining({ handle: "sports", value: ["Soccer"] })]),
    );
    expect((await client.getChildren()).map((c) => c.first_name)).toContain("Noah");
    const lists = (await client.getLists()).filter((l) => l.profileId === child.connector.id);
    expect(lists.map((l) => [l.name, l.handle])).toEqual([
      ["Noah's Wishlist", "wishlist"],
      ["Noah's Shoes", "assigned"],
    ]);
  });

  it("throws the message the service put in the body when its status is not 201 (a taken shoe tag)", async () => {
    const { client } = await signedIn();
    const payload = buildCreateChildPayload({ ...zippy, step1: { ...zippy.step1, shoeTag: "speedy KOALA" } });
    const error = await rejection(client.createChild(payload));
    expect(error).toMatchObject({
      kind: "http",
      status: 422,
      message: "The shoe tag has already been taken.",
      // As a 422 answer's, for the child form to place under its fields.
      fieldErrors: { shoe_tag: ["The shoe tag has already been taken."] },
    });
    expect(await client.getChildren()).toHaveLength(3);
  });

  it("treats any status but 201 inside the body as a failure, whatever the HTTP status", async () => {
    const { client } = await signedIn();
    env.sandbox.faults.add({
      match: "POST /api/connections",
      replyJson: { status: 500, message: "Upstream down" },
    });
    expect(await rejection(client.createChild(buildCreateChildPayload(zippy)))).toMatchObject({
      kind: "http",
      status: 500,
      message: "Upstream down",
    });
  });

  it("reports a 201 body without a connection as an invalid response", async () => {
    const { client } = await signedIn();
    env.sandbox.faults.add({ match: "POST /api/connections", replyJson: { status: 201, data: { id: "x" } } });
    expect((await rejection(client.createChild(buildCreateChildPayload(zippy)))).kind).toBe(
      "invalid-response",
    );
  });

  it("updates a child's profile and keeps the child's lists' owner in step", async () => {
    const { client } = await signedIn();
    const [mia] = await client.getChildren();
    if (!mia) throw new Error("Mia missing");
    const saved = await client.updateChild(mia.connectionId, {
      first_name: "Amelia",
      identities: [{ handle: "shoetag", identifier: "Rapid Bilby" }],
      custom_attributes: [{ namespace: "omneo", handle: "brands", type: "array", value: ["Bobux"] }],
    });
    expect(saved.first_name).toBe("Amelia");
    expect(saved.connector.identities.find((i) => i.handle === "shoetag")?.identifier).toBe("Rapid Bilby");
    const owned = (await client.getLists()).filter((l) => l.profileId === mia.connector.id);
    expect(owned.every((l) => l.profile?.first_name === "Amelia")).toBe(true);
  });

  it("refuses another child's shoe tag, and an unknown connection", async () => {
    const { client } = await signedIn();
    const [mia] = await client.getChildren();
    if (!mia) throw new Error("Mia missing");
    const taken = await rejection(
      client.updateChild(mia.connectionId, {
        identities: [{ handle: "shoetag", identifier: "Brave Wombat" }],
      }),
    );
    expect(loyaltyFieldErrors(taken)).toEqual({ shoe_tag: ["The shoe tag has already been taken."] });
    expect(await rejection(client.updateChild(1, { first_name: "X" }))).toMatchObject({ status: 404 });
  });
});
