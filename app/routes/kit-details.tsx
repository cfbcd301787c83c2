import { Breadcrumb } from "../components/breadcrumb";
import { CheckIcon } from "../components/check-icon";
import { KitTrustItems } from "../components/kit-trust-items";
import { StarRating } from "../components/star-rating";
import { kitDetails } from "../content/kit-details";
import { goToEarlyAccess } from "../lib/early-access";
import { NOTIFY_ME_LABEL, trackNotifyMe } from "../lib/notify-me";
import { Link, type PageMeta, useNavigate } from "../router";

export const meta: PageMeta = {
  title: "Kit Details",
  description: `${kitDetails.name}: bedding, bathroom, kitchen and study essentials packed for your BYU hall, ready for pickup in Provo.`,
};

/** The same sample kit for every /kit/<id> (spec section 2); the id never reaches the page. */
export default function KitDetailsPage() {
  const navigate = useNavigate();
  const [cover, ...thumbnails] = kitDetails.images;
  return (
    <>
      <div className="container-page pt-6 sm:pt-8">
        <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Kits", to: "/kits" }, { label: kitDetails.name }]} />
        <Link to="/kits" className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> Back to Kits
        </Link>
      </div>

      <section aria-labelledby="kit-name" className="container-page grid gap-8 pb-12 pt-4 lg:grid-cols-2 lg:gap-12">
        <div className="grid grid-cols-3 content-start gap-3 self-start lg:sticky lg:top-24">
          <img
            src={cover!.src}
            alt={cover!.alt}
            width={600}
            height={450}
            className="col-span-3 aspect-[4/3] w-full rounded-2xl border border-brand-100 bg-brand-50 object-cover"
          />
          {thumbnails.map((image) => (
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={200}
              height={150}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full rounded-xl border border-brand-100 bg-brand-50 object-cover"
            />
          ))}
        </div>

        <div>
          <p className="eyebrow">{kitDetails.housing}</p>
          <h1 id="kit-name" className="mt-2 text-3xl sm:text-4xl">
            {kitDetails.name}
          </h1>
          <StarRating rating={kitDetails.rating} reviews={kitDetails.reviews} size="md" className="mt-3" />
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{kitDetails.description}</p>
          <ul className="mt-5 space-y-2">
            {kitDetails.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <CheckIcon />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <div className="mt-7 rounded-2xl border border-accent-300 bg-accent-100/60 p-5">
            <p className="font-semibold text-brand-950">Pricing goes to the early-access list first.</p>
            <p className="mt-1 text-sm text-slate-700">Join the list to get early-bird pricing and first pick of pickup times.</p>
            <button
              type="button"
              className="btn-primary mt-4 w-full sm:w-auto"
              onClick={() => {
                trackNotifyMe("kit_details");
                goToEarlyAccess(navigate);
              }}
            >
              {NOTIFY_ME_LABEL}
            </button>
          </div>
          <h2 className="sr-only">Why order with us</h2>
          <div className="mt-7">
            <KitTrustItems />
          </div>
        </div>
      </section>

      <section aria-labelledby="included-heading" className="border-t border-slate-200 bg-slate-50">
        <div className="container-page py-12 sm:py-16">
          <h2 id="included-heading" className="text-2xl sm:text-3xl">
            What's included
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {kitDetails.included.map((group) => (
              <div key={group.group} className="rounded-2xl border border-slate-200 bg-white p-5">
                <h3 className="text-lg">{group.group}</h3>
                <ul className="mt-3 space-y-2 text-slate-700">
                  {group.items.map((item) => (
                    <li key={item} className="flex gap-2">
                      <CheckIcon />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
