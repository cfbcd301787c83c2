import { site } from "../content/site";

/** Placeholder until the footer is built. */
export function Footer() {
  return (
    <footer className="bg-brand-950 py-10 text-brand-100">
      <div className="container-page">© {site.copyrightYear} {site.brandName}</div>
    </footer>
  );
}
