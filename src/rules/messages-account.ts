// Account-area strings (account-area spec), in one part per section so a page carries the strings
// of its own sections only. Part of the catalogue in messages.ts; not a public entry.

import { accountAddressesMessages } from "./messages-account-addresses";
import { accountAreaMessages } from "./messages-account-area";
import { accountCardMessages } from "./messages-account-card";
import { accountChildFormMessages } from "./messages-account-child-form";
import { accountDashboardMessages } from "./messages-account-dashboard";
import { accountFavouritesMessages } from "./messages-account-favourites";
import { accountFitClubMessages } from "./messages-account-fit-club";
import { accountKidsMessages, accountKidsScreensMessages } from "./messages-account-kids";
import { accountMeasurementMessages } from "./messages-account-measurements";
import { accountOffersMessages } from "./messages-account-offers";
import { accountOnboardingMessages } from "./messages-account-onboarding";
import { accountOrderDetailMessages } from "./messages-account-order-detail";
import { accountOrdersMessages } from "./messages-account-orders";
import { accountProfileMessages } from "./messages-account-profile";
import { accountRewardsMessages } from "./messages-account-rewards";
import { accountWishlistDetailMessages } from "./messages-account-wishlist-detail";
import { accountWishlistEditorMessages } from "./messages-account-wishlist-editor";
import { accountWishlistGuestMessages } from "./messages-account-wishlist-guest";
import { accountWishlistHeartsMessages } from "./messages-account-wishlist-hearts";
import { accountWishlistModalMessages } from "./messages-account-wishlist-modal";
import { accountWishlistOverviewMessages } from "./messages-account-wishlist-overview";
import { accountWishlistMessages, accountWishlistScreensMessages } from "./messages-account-wishlists";

/**
 * Account-area part of the message catalogue: every section's part together. Account code
 * defaults to the part it shows (e.g. `accountOrdersMessages`), never to this whole object.
 */
// Built by a call marked pure so a bundler drops the parts a page does not use.
export const accountMessages: typeof accountAreaMessages &
  typeof accountDashboardMessages &
  typeof accountRewardsMessages &
  typeof accountFitClubMessages &
  typeof accountKidsMessages &
  typeof accountOnboardingMessages &
  typeof accountOrdersMessages &
  typeof accountOrderDetailMessages &
  typeof accountAddressesMessages &
  typeof accountProfileMessages &
  typeof accountCardMessages &
  typeof accountOffersMessages &
  typeof accountWishlistMessages = /* @__PURE__ */ Object.assign(
  {},
  accountAreaMessages,
  accountDashboardMessages,
  accountRewardsMessages,
  accountFitClubMessages,
  accountKidsMessages,
  accountOnboardingMessages,
  accountOrdersMessages,
  accountOrderDetailMessages,
  accountAddressesMessages,
  accountProfileMessages,
  accountCardMessages,
  accountOffersMessages,
  accountWishlistMessages,
);

export {
  accountAddressesMessages,
  accountAreaMessages,
  accountCardMessages,
  accountChildFormMessages,
  accountDashboardMessages,
  accountFavouritesMessages,
  accountFitClubMessages,
  accountKidsMessages,
  accountKidsScreensMessages,
  accountMeasurementMessages,
  accountOffersMessages,
  accountOnboardingMessages,
  accountOrderDetailMessages,
  accountOrdersMessages,
  accountProfileMessages,
  accountRewardsMessages,
  accountWishlistDetailMessages,
  accountWishlistEditorMessages,
  accountWishlistGuestMessages,
  accountWishlistHeartsMessages,
  accountWishlistMessages,
  accountWishlistModalMessages,
  accountWishlistOverviewMessages,
  accountWishlistScreensMessages,
};
