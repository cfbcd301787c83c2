import { SitemapStatus } from "../components/sitemap-status";
import { launchChecklist, SITEMAP_ITEM_ID } from "../content/next-steps";
import { publicConfig } from "../lib/public-config";
import type { PageMeta } from "../router";

export const meta: PageMeta = {
  title: "Launch checklist",
  description: "The owner's checklist before launch: domain, HTTPS, sitemap, search console, analytics, form test and redirects.",
};

/** The owner's launch checklist (spec section 2). Not linked from the site and not indexed. */
export default function NextStepsPage() {
  return (
    <div className="bg-slate-50">
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <p className="eyebrow">For the site owner</p>
        <h1 className="mt-2 text-3xl sm:text-4xl">Launch checklist</h1>
        <p className="mt-3 text-lg text-slate-600">
          Seven things to check before you share the site. This build is set up for{" "}
          <strong className="break-words font-semibold text-slate-900">{publicConfig.siteUrl}</strong>.
        </p>

        <section aria-labelledby="checklist-heading" className="mt-8">
          <h2 id="checklist-heading" className="sr-only">
            Checklist
          </h2>
          <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {launchChecklist.map((item, index) => (
              <li key={item.id} className="flex gap-4 p-5 sm:p-6">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 flex-none items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                >
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="text-lg">{item.title}</h3>
                    {item.id === SITEMAP_ITEM_ID && <SitemapStatus />}
                  </div>
                  <p className="mt-1 text-slate-600">{item.howTo}</p>
                  {item.id === SITEMAP_ITEM_ID && (
                    <a href="/sitemap.xml" className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
                      Open /sitemap.xml
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
