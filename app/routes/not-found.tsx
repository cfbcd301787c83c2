import { Link, type PageMeta } from "../router";

export const meta: PageMeta = {
  title: "Page not found",
  description: "This page doesn't exist. Head back home or browse our BYU move-in kits.",
};

/** Any unknown path (the server answers it with status 404). */
export default function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-heading" className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-6xl font-bold text-brand-500 sm:text-7xl" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="mt-4 text-3xl sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-3 max-w-md text-lg text-slate-600">
        We couldn't find the page you were looking for. It may have moved, or the link may have a typo.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/kits" className="btn-outline">
          Browse kits
        </Link>
      </div>
    </section>
  );
}
