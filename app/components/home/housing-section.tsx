import { housingTiles } from "../../content/home";
import { Link } from "../../router";
import { ArrowRightIcon, HomeIcon } from "./home-icons";
import { ScrollToSignupButton } from "./scroll-to-signup-button";

/** Kits for every housing: one tile per complex, each leading to the kits page. */
export function HousingSection() {
  return (
    <section aria-labelledby="housing-title" className="bg-slate-50 py-16 sm:py-24">
      <div className="container-page">
        <p className="eyebrow">Kits for every housing</p>
        <h2 id="housing-title" className="mt-3 max-w-2xl text-3xl sm:text-4xl">
          Planned around the hall you are moving into
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {housingTiles.map((tile) => (
            <li
              key={tile.name}
              className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <div className="flex items-center gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-900 text-accent-300">
                  <HomeIcon name="hall" className="size-6" />
                </span>
                <div>
                  <h3 className="text-xl leading-tight">{tile.name}</h3>
                  <p className="mt-0.5 text-sm font-semibold text-brand-600">{tile.kind}</p>
                </div>
              </div>
              <p className="mt-4 flex-1 leading-relaxed text-slate-600">{tile.text}</p>
              {/* The whole tile is clickable; the link's text stays short for screen readers. */}
              <Link
                to="/kits"
                className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl group-hover:gap-2.5"
              >
                See kits<span className="sr-only"> for {tile.name}</span> <ArrowRightIcon />
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl border border-brand-100 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg text-slate-700">
            <strong className="text-brand-950">Living off campus?</strong> Kits for Provo apartments are on the way.
          </p>
          <ScrollToSignupButton name="Notify Me" location="home_housing" className="btn-secondary shrink-0">
            Notify Me
          </ScrollToSignupButton>
        </div>
      </div>
    </section>
  );
}
