export { wishlistsQuery } from "./wishlists.queries";
