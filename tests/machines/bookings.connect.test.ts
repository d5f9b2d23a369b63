// The Bookings section without React: what a Vue host renders from its configuration.
import { connectBookings } from "../../src/machines/bookings";
import { accountOffersMessages } from "../../src/rules/messages-account-offers";
import type { SolekitConfig } from "../../src/runtime/solekit-config";

const config: Pick<SolekitConfig, "bookings" | "shop" | "customer"> = {
  shop: {
    domain: "shop.example.com",
    origin: "https://shop.example.com",
    graphqlEndpoint: "https://shop.example.com/graphql",
    storefrontAccessToken: undefined,
    redirectHosts: [],
  },
  bookings: { retailerCode: "FITCLUB" },
  customer: { id: "7001", logged: true, signature: "sig" },
};

describe("the Bookings section (account-area §2 Bookings)", () => {
  it("gives the booking manager's element its settings as data attributes, with the caller's props", () => {
    const bookings = connectBookings(config);
    expect(bookings.widget).toEqual({
      retailerCode: "FITCLUB",
      shopDomain: "shop.example.com",
      customerId: "7001",
    });
    expect(bookings.getWidgetProps({ className: "widget" })).toEqual({
      className: "widget",
      "data-retailer-code": "FITCLUB",
      "data-shop-domain": "shop.example.com",
      "data-customer-id": "7001",
    });
    expect([bookings.status, bookings.error, bookings.errorMessage]).toEqual(["success", null, null]);
  });

  it("has no widget without a bookings section, and the element still names the shop", () => {
    const bookings = connectBookings({ ...config, bookings: null });
    expect(bookings.widget).toBeNull();
    expect(bookings.getWidgetProps()).toEqual({
      "data-retailer-code": "",
      "data-shop-domain": "shop.example.com",
      "data-customer-id": "",
    });
  });

  it("reads its texts from the catalogue, overrides included, and Learn more navigates", () => {
    const bookings = connectBookings(config, {
      ...accountOffersMessages,
      bookingsAppointmentsTitle: "Fittings",
    });
    expect(bookings.appointmentsTitle).toBe("Fittings");
    expect(bookings.banner.bookText).toBe("Book an expert fitting");
    expect(bookings.getLearnMoreLinkProps()).toEqual({
      href: "/pages/book-a-fitting",
      "data-booking-fallback": "",
    });
  });
});
