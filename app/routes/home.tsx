import { BenefitsSection } from "../components/home/benefits-section";
import { HeroSection } from "../components/home/hero-section";
import { HousingSection } from "../components/home/housing-section";
import { JoinCtaSection } from "../components/home/join-cta-section";
import { TestimonialsSection } from "../components/home/testimonials-section";
import { useEarlyAccessScroll } from "../components/home/use-early-access-scroll";
import { ExitIntent } from "../components/exit-intent";
import type { PageMeta } from "../router";

/** No title: the home page's title is the brand alone (spec: page head). */
export const meta: PageMeta = {
  description:
    // Search results show about 155 characters; the promise and the call to action fit in them.
    "Move-in kits for BYU dorms and Provo apartments, packed for your hall by students. Local pickup. Join early access for first dibs and early-bird pricing.",
};

export default function Home() {
  useEarlyAccessScroll();
  return (
    <>
      <HeroSection />
      <BenefitsSection />
      <HousingSection />
      <TestimonialsSection />
      <JoinCtaSection />
      <ExitIntent />
    </>
  );
}
