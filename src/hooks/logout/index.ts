export { type UseLogoutOptions, useLogout } from "./use-logout";
