import { useState } from "react";
import { KitCard } from "../components/kit-card";
import { KitFilterPills } from "../components/kit-filter";
import { PageIntro } from "../components/page-intro";
import { filterKits, type KitFilter } from "../content/kit-filters";
import { kits } from "../content/kits";
import { publicConfig } from "../lib/public-config";
import { Link, type PageMeta } from "../router";

export const meta: PageMeta = {
  title: "Find Your Perfect Kit",
  description:
    "Move-in kits for Heritage Halls, Helaman Halls, Wyview Park, Riviera and Provo apartments: bedding, kitchen, bathroom and study essentials. Join early access for pricing.",
};

export default function KitsPage() {
  const [filter, setFilter] = useState<KitFilter>("all");
  const shown = filterKits(kits, filter);
  return (
    <>
      <PageIntro eyebrow="Move-in kits" title="Find Your Perfect Kit">
        <p>Every kit is packed for a specific BYU hall or Provo apartment, so everything fits the first time. Pricing goes to the early-access list first.</p>
      </PageIntro>

      <section aria-labelledby="kits-heading" className="container-page py-10 sm:py-14">
        <h2 id="kits-heading" className="sr-only">
          Kits
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <KitFilterPills value={filter} onChange={setFilter} />
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {shown.length} {shown.length === 1 ? "kit" : "kits"}
          </p>
        </div>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((kit) => (
            <li key={kit.id} className="flex">
              <KitCard kit={kit} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-heading" className="container-page pb-16">
        <div className="rounded-2xl bg-brand-900 px-6 py-10 text-center text-brand-100 sm:px-12">
          <h2 id="help-heading" className="text-2xl text-white sm:text-3xl">
            Need Help Choosing?
          </h2>
          <p className="mx-auto mt-3 max-w-xl">
            Tell us your hall and what you already have. We'll point you to the kit that fits, usually within a day.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/contact" className="btn-primary">
              Contact Us
            </Link>
            <a href={`mailto:${publicConfig.publicEmail}`} className="btn border border-brand-300/40 text-white hover:bg-brand-800">
              Email {publicConfig.publicEmail}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
