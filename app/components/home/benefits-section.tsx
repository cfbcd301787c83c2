import { benefits, moveInStressStat } from "../../content/home";
import { site } from "../../content/site";
import { HomeIcon } from "./home-icons";

/** Why choose us: the move-in stress figure and the three benefit tiles. */
export function BenefitsSection() {
  return (
    <section aria-labelledby="why-title" className="py-16 sm:py-24">
      <div className="container-page">
        <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:items-end">
          <div>
            <p className="eyebrow">Why {site.brandName}</p>
            <h2 id="why-title" className="mt-3 text-3xl sm:text-4xl">
              Move-in, minus the stress
            </h2>
          </div>
          <p className="flex flex-col gap-1 rounded-2xl bg-accent-100 p-5 text-brand-950 sm:flex-row sm:items-center sm:gap-5 sm:p-6">
            <span className="text-5xl font-extrabold tracking-tight">{moveInStressStat.figure}</span>{" "}
            <span className="text-lg leading-snug">
              {moveInStressStat.label}. We plan, pack and prepare your room's essentials, so move-in day is about
              meeting your roommates, not hunting for sheets.
            </span>
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <HomeIcon name={benefit.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl">{benefit.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
