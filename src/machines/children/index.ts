export { childrenQuery } from "./children.queries";
export { childFavourites, childListItems, findChild } from "./children.selectors";
