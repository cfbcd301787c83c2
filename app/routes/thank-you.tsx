import { ShareButton } from "../components/share-button";
import { SuccessBadge } from "../components/success-badge";
import { SurveyForm } from "../components/survey-form";
import { site } from "../content/site";
import { Link, type PageMeta, useSearchParams } from "../router";

export const meta: PageMeta = {
  title: "You're on the list",
  description: `You're on the ${site.brandName} early-access list. Tell us your hall and kit level so we can tailor your move-in kit.`,
};

const NEXT_STEPS = [
  { title: "Watch your inbox", text: "Early-bird pricing goes to the list before anyone else." },
  { title: "Pick your kit", text: "Choose the kit made for your hall as soon as ordering opens." },
  { title: "Pick it up in Provo", text: "Grab it on your way to campus and move in the same day." },
] as const;

/** The confirmation after a sign-up (spec section 2); the email arrives in the query string. */
export default function ThankYouPage() {
  const params = useSearchParams();
  // Empty during the hydration render (the page was prerendered without a query), real right after.
  const email = params.get("email")?.trim() ?? "";
  const token = params.get("token") ?? "";
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page max-w-3xl py-12 sm:py-16">
        <section aria-labelledby="thanks-heading" className="text-center">
          <SuccessBadge size="lg" />
          <h1 id="thanks-heading" className="mt-5 text-3xl sm:text-4xl">
            You're on the list!
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-lg text-slate-700">
            {email ? (
              <>
                We'll send early-access news and early-bird pricing to <strong className="break-words text-brand-900">{email}</strong>.
              </>
            ) : (
              "We'll email you early-access news and early-bird pricing before anyone else."
            )}
          </p>
        </section>

        <section aria-labelledby="survey-heading" className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="survey-heading" className="text-xl sm:text-2xl">
            Help us tailor your kit
          </h2>
          <p className="mb-6 mt-1 text-slate-600">Two optional questions. Answer one, both or neither.</p>
          <SurveyForm email={email} token={token} />
        </section>

        <section aria-labelledby="share-heading" className="mt-6 flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-brand-100 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="share-heading" className="text-xl text-white">
              Moving in with friends?
            </h2>
            <p className="mt-1">Share the list so they get early-bird pricing too.</p>
          </div>
          <ShareButton />
        </section>

        <section aria-labelledby="next-heading" className="mt-10">
          <h2 id="next-heading" className="text-xl sm:text-2xl">
            What happens next
          </h2>
          <ol className="mt-5 grid gap-4 sm:grid-cols-3">
            {NEXT_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5">
                <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-950">
                  {index + 1}
                </span>
                <h3 className="mt-3 text-lg">{step.title}</h3>
                <p className="mt-1 text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/kits" className="btn-secondary">
              Browse Kits
            </Link>
            <Link to="/" className="btn-outline">
              Back to Home
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
