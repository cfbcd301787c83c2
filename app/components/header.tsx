import { mainNavigation, site } from "../content/site";
import { publicConfig } from "../lib/public-config";
import { Link, NavLink } from "../router";

/** Placeholder until the header is built: logo and main navigation. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95">
      <div className="container-page flex h-16 items-center justify-between">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900">
          <img src={publicConfig.logoUrl} alt="" width={32} height={32} />
          {site.brandName}
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-4">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
