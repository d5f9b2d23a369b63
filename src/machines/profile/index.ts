export { profileQuery } from "./profile.queries";
