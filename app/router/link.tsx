import type { AnchorHTMLAttributes, MouseEvent } from "react";
import type { NavigationState } from "./location";
import { useLocation, useNavigate } from "./router-context";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  state?: NavigationState;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** An ordinary link that navigates without a page load; it still works before the code has loaded. */
export function Link({ to, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== "_self")) return;
        event.preventDefault();
        void navigate(to, { state });
      }}
      {...rest}
    />
  );
}

/** A navigation link marked as the current page by an exact match on the path (spec: header). */
export function NavLink({ to, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  const isCurrent = pathname === to;
  return <Link to={to} aria-current={isCurrent ? "page" : undefined} {...rest} />;
}
