import { Link } from "../../router";
import { ScrollToSignupButton } from "./scroll-to-signup-button";

/** The bottom call to action: one last nudge towards the sign-up. */
export function JoinCtaSection() {
  return (
    <section aria-labelledby="join-title" className="pb-16 sm:pb-24">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_-20%,var(--color-brand-600),transparent)]"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="join-title" className="text-3xl text-white sm:text-4xl">
              Move-in day comes fast. Be ready for it.
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">
              Join the waitlist for first access and early-bird pricing. Every kit comes with local pickup in Provo and
              a 30-day money-back guarantee.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ScrollToSignupButton name="Join the Waitlist" location="home_bottom_cta" className="btn-primary text-lg">
                Join the Waitlist
              </ScrollToSignupButton>
              <Link to="/kits" className="btn border border-white/30 text-lg text-white hover:bg-white/10">
                Browse kits
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
