import {
  ACCOUNT_SECTIONS,
  type AccountRouteInput,
  accountHref,
  accountSectionTitle,
  notFoundText,
  opensAccountModal,
  parseAccountRoute,
  profileIconHref,
  serialiseAccountRoute,
} from "solekit/rules";

const parse = (query: string) => parseAccountRoute(new URLSearchParams(query));

describe("account sections (account-area §2)", () => {
  it.each([
    ["/", "Dashboard"],
    ["my-profile", "Profile"],
    ["kids-profiles", "Kids' profiles"],
    ["fit-club", "My Rewards"],
    ["offers", "Member offers"],
    ["bookings", "Fitting appointments"],
    ["orders", "Orders"],
    ["addresses", "Addresses"],
    ["wishlist", "Wishlist"],
  ] as const)("section %s is %s", (section, title) => {
    expect(ACCOUNT_SECTIONS).toContain(section);
    expect(accountSectionTitle(section)).toBe(title);
    expect(parse(`section=${encodeURIComponent(section)}`)).toMatchObject({ kind: "section", section });
  });

  it("opens the dashboard with no section", () => {
    expect(parse("")).toEqual({ kind: "section", section: "/", child: null, edit: false, page: 1 });
  });

  it.each(["gifts", "Orders", "fit club", "../orders"])("shows 404 for unknown section %s", (path) => {
    const route = parse(new URLSearchParams({ section: path }).toString());
    expect(route).toEqual({ kind: "notFound", path });
    expect(notFoundText(path)).toBe(`404: ${path} Not found.`);
  });
});

describe("child, edit and page parameters (account-area §2)", () => {
  it.each([
    ["section=kids-profiles&child=new", { kind: "new" }],
    ["section=addresses&child=add_address", { kind: "addAddress" }],
    ["section=kids-profiles&child=c-42", { kind: "id", id: "c-42" }],
    ["section=wishlist&child=77", { kind: "id", id: "77" }],
    ["section=orders&child=1001", { kind: "id", id: "1001" }],
    ["section=orders&child=", null],
  ])("%s points child at %j", (query, child) => {
    expect(parse(query)).toMatchObject({ kind: "section", child });
  });

  it.each([
    ["edit=true", true],
    ["edit=1", true],
    ["edit", true],
    ["edit=false", false],
    ["edit=0", false],
    ["", false],
  ])("reads %j as edit %s", (query, edit) => {
    expect(parse(`section=kids-profiles&child=c1&${query}`)).toMatchObject({ edit });
  });

  it.each([
    ["page=3", 3],
    ["page=0", 1],
    ["page=x", 1],
    ["", 1],
  ])("reads %j as page %s", (query, page) => {
    expect(parse(`section=orders&${query}`)).toMatchObject({ page });
  });

  it.each<[AccountRouteInput, string]>([
    [{ section: "/" }, "/account"],
    [{ section: "orders", page: 2 }, "/account?section=orders&page=2"],
    [{ section: "orders", page: 1 }, "/account?section=orders"],
    [{ section: "kids-profiles", child: { kind: "new" } }, "/account?section=kids-profiles&child=new"],
    [
      { section: "kids-profiles", child: { kind: "id", id: "c-42" }, edit: true },
      "/account?section=kids-profiles&child=c-42&edit=true",
    ],
    [{ section: "addresses", child: { kind: "addAddress" } }, "/account?section=addresses&child=add_address"],
  ])("links %j as %s", (route, href) => {
    expect(accountHref(route)).toBe(href);
  });

  it("round-trips every section with every kind of child", () => {
    const children = [null, { kind: "new" }, { kind: "addAddress" }, { kind: "id", id: "abc 1" }] as const;
    for (const section of ACCOUNT_SECTIONS) {
      for (const child of children) {
        const route = { section, child, edit: true, page: 4 };
        expect(parseAccountRoute(serialiseAccountRoute(route))).toEqual({ kind: "section", ...route });
      }
    }
  });
});

describe("account links", () => {
  it("links the profile icon to /account when logged in, otherwise /#account", () => {
    expect(profileIconHref(true)).toBe("/account");
    expect(profileIconHref(false)).toBe("/#account");
  });

  it.each([
    ["modal=account", true],
    ["modal=cart", false],
    ["", false],
  ])("%j opens the account modal: %s", (query, opens) => {
    expect(opensAccountModal(new URLSearchParams(query))).toBe(opens);
  });
});
