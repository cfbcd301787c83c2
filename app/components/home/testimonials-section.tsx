import { testimonials } from "../../content/home";
import { StarRating } from "../star-rating";

/** Three testimonials, each with its rating, comment, name and housing complex. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="py-16 sm:py-24">
      <div className="container-page">
        <p className="eyebrow">Students and parents</p>
        <h2 id="testimonials-title" className="mt-3 max-w-2xl text-3xl sm:text-4xl">
          What move-in day looked like for them
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
                <StarRating rating={testimonial.rating} showValue={false} size="md" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-700">
                  <p>“{testimonial.comment}”</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-100 pt-4">
                  <span className="block font-bold text-brand-950">{testimonial.name}</span>
                  <span className="text-sm text-slate-600">{testimonial.housingComplex}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
