export { childrenQuery } from "./children.queries";
