import { useEffect, useRef, useState } from "react";
import { earlyAccessHref, joinEarlyAccessLabel, mainNavigation, site } from "../content/site";
import { publicConfig } from "../lib/public-config";
import { trackCtaClick } from "../lib/track-cta-click";
import { Link, NavLink, useLocation } from "../router";
import { CloseIcon, MenuIcon } from "./shell-icons";

const MOBILE_MENU_ID = "mobile-menu";

const desktopLinkClass =
  "rounded-lg px-3 py-2 font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:shadow-[inset_0_-2px_0_var(--color-accent-400)]";
const mobileLinkClass =
  "block rounded-xl border-l-4 border-transparent px-4 py-3 text-lg font-medium text-slate-800 hover:bg-brand-50 aria-[current=page]:border-accent-400 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800";

/**
 * The sticky site header (spec section 2): logo, main navigation with the current page marked,
 * and 'Join Early Access'. Its link is /#early-access, so on / the router scrolls the sign-up to the
 * centre, and from any other page it opens the home page there. Below md the links fold into a menu.
 */
export function Header() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // Back/forward and links elsewhere on the page change the page under an open menu: close it.
  useEffect(closeMenu, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    // A tap on the page below the open menu closes it, as people expect of an overlay.
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOnOutsidePress);
    };
  }, [menuOpen]);

  const onCtaClick = () => {
    trackCtaClick({ name: joinEarlyAccessLabel, text: joinEarlyAccessLabel, location: "header_nav" });
    closeMenu();
  };

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="-mx-1 flex items-center gap-2.5 rounded-lg px-1 py-1" onClick={closeMenu}>
          <img src={publicConfig.logoUrl} alt={site.brandName} width={36} height={36} className="size-9" />
          <span aria-hidden="true" className="text-xl font-extrabold tracking-tight text-brand-950">
            {site.brandName}
          </span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={desktopLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={earlyAccessHref} onClick={onCtaClick} className="btn-primary hidden min-h-10 px-4 py-2 text-[15px] md:inline-flex">
          {joinEarlyAccessLabel}
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-xl text-brand-900 hover:bg-brand-50 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          <span className="sr-only">Menu</span>
        </button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-xl shadow-brand-950/10 md:hidden"
      >
        <nav aria-label="Main" className="container-page py-4">
          <ul className="grid gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={mobileLinkClass} onClick={closeMenu}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to={earlyAccessHref} onClick={onCtaClick} className="btn-primary mt-4 w-full text-lg">
            {joinEarlyAccessLabel}
          </Link>
        </nav>
      </div>
    </header>
  );
}
