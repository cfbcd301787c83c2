export { Link, NavLink } from "./link";
export type { AppLocation, NavigationState } from "./location";
export { Outlet } from "./outlet";
export type { PageMeta, PageModule } from "./page-module";
export { useLocation, useNavigate, useSearchParams } from "./router-context";
export { scrollBehavior, scrollToElement } from "./scroll";
