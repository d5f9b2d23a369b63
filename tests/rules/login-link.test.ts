import { readLoginLink } from "solekit/rules";

const page = (query: string) => `https://shop.example.com/account?${query}`;

describe("readLoginLink: a login link's token and where it lands", () => {
  it("is null without a token", () => {
    expect(readLoginLink(page("return_to=%2Fcollections%2Fsale"))).toBeNull();
    expect(readLoginLink(page("login_token="))).toBeNull();
  });

  it.each([
    ["%2Fcollections%2Fsale", "/collections/sale"],
    ["%2Fsearch%3Fquery%3Dboots%23grid", "/search?query=boots#grid"],
    ["https%3A%2F%2Fshop.example.com%2Fpages%2Ffaqs", "/pages/faqs"],
    ["pages%2Fhelp", "/pages/help"],
  ])("lands on a place on this origin (%s → %s)", (returnTo, landing) => {
    expect(readLoginLink(page(`login_token=t1&return_to=${returnTo}`))).toEqual({
      token: "t1",
      returnTo: landing,
    });
  });

  it.each([
    ["%2F%5Cevil.example", "a backslash the browser reads as a second slash"],
    ["%2F%09%2Fevil", "a tab the browser drops"],
    ["%2F%2Fevil.example", "a protocol-relative URL"],
    ["https%3A%2F%2Fevil.example%2F", "another host"],
    ["http%3A%2F%2Fshop.example.com%2F", "the shop's host on another scheme"],
    ["javascript%3Aalert(1)", "a javascript: URL"],
    ["https%3A%2F%2Fuser%40shop.example.com%2F", "credentials"],
    ["", "an empty return_to"],
  ])("lands on / for %s (%s)", (returnTo) => {
    expect(readLoginLink(page(`login_token=t1&return_to=${returnTo}`))).toEqual({
      token: "t1",
      returnTo: "/",
    });
  });

  it("lands on / when the link names no place", () => {
    expect(readLoginLink(page("login_token=t1"))).toEqual({ token: "t1", returnTo: "/" });
  });

  it("never leaves a token in the landing address", () => {
    const nested = encodeURIComponent("/account?login_token=t2&section=rewards&return_to=/x");
    expect(readLoginLink(page(`login_token=t1&return_to=${nested}`))).toEqual({
      token: "t1",
      returnTo: "/account?section=rewards",
    });
  });
});
