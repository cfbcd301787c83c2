export { Link, NavLink } from "./link";
export type { AppLocation, NavigationState } from "./location";
export { Outlet } from "./outlet";
export type { PageMeta, PageModule } from "./page-module";
export { type NavigationKind, useLocation, useNavigate, useNavigationKind, useSearchParams } from "./router-context";
export { scrollBehavior, scrollToElement } from "./scroll";
