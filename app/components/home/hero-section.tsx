import { trustBadges } from "../../content/home";
import { site } from "../../content/site";
import { SignupForm } from "../signup-form";
import { HomeIcon } from "./home-icons";

/** The first screen: the promise, the trust badges and the early-access sign-up (#early-access). */
export function HeroSection() {
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_90%_-10%,var(--color-brand-700),transparent),radial-gradient(40rem_25rem_at_-10%_110%,var(--color-brand-800),transparent)]"
      />
      <div className="container-page relative grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-300">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
            Early access for BYU move-in
          </p>
          <h1 id="home-title" className="mt-5 text-4xl leading-[1.1] text-white sm:text-5xl lg:text-6xl">
            Move-in day, <span className="text-accent-300">already packed.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100 sm:text-xl">
            Pre-assembled kits of bedding, kitchen, bathroom and study supplies, tailored to your hall and built by BYU
            students. Join the early-access list for first access and early-bird pricing.
          </p>
          <ul className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
            {trustBadges.map((badge) => (
              <li
                key={badge.label}
                className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-2.5 font-semibold text-white ring-1 ring-white/15"
              >
                <HomeIcon name={badge.icon} className="size-5 shrink-0 text-accent-300" />
                {badge.label}
              </li>
            ))}
          </ul>
        </div>

        <div
          id={site.earlyAccessId}
          tabIndex={-1}
          className="rounded-3xl bg-white p-6 text-slate-800 shadow-2xl shadow-black/30 sm:p-8"
        >
          <h2 className="text-2xl sm:text-3xl">Get early access</h2>
          <p className="mt-2 text-slate-600">Be first in line when kits launch, and lock in early-bird pricing.</p>
          <div className="mt-6">
            <SignupForm variant="hero" />
          </div>
          <p className="mt-5 flex items-center gap-2 text-sm text-slate-600">
            <HomeIcon name="quality" className="size-5 shrink-0 text-success-700" />
            30-day money-back guarantee on every kit. No spam, ever.
          </p>
        </div>
      </div>
    </section>
  );
}
