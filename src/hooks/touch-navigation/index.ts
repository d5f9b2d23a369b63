export { type UseTouchNavigationOptions, useTouchNavigation } from "./use-touch-navigation";
