/**
 * The home page's copy that comes in lists: trust badges, benefits, housing tiles and testimonials.
 * Components render these; nothing here knows about layout.
 */

export type HomeIconName = "students" | "pickup" | "hall" | "delivery" | "quality" | "tailored";

export interface TrustBadge {
  icon: HomeIconName;
  label: string;
}

export const trustBadges: readonly TrustBadge[] = [
  { icon: "students", label: "Built by BYU students" },
  { icon: "pickup", label: "Local pickup in Provo" },
  { icon: "hall", label: "Tailored to your hall" },
];

export interface Benefit {
  icon: HomeIconName;
  title: string;
  text: string;
}

export const benefits: readonly Benefit[] = [
  {
    icon: "delivery",
    title: "Convenient Delivery",
    text: "Skip the last-minute store runs and the overstuffed car. Pick up your kit locally in Provo, packed and ready to unpack on move-in day.",
  },
  {
    icon: "quality",
    title: "Quality Guaranteed",
    text: "Durable essentials we would use ourselves, checked by hand before they leave us, and backed by a 30-day money-back guarantee.",
  },
  {
    icon: "tailored",
    title: "BYU-Tailored Kits",
    text: "Sheets that fit your mattress, a kitchen set only where you have a kitchen: each kit is planned around the rooms of your hall.",
  },
];

/** A figure from the business constants (spec section 9). */
export const moveInStressStat = { figure: "85%", label: "of students found move-in stressful" } as const;

export interface HousingTile {
  name: string;
  kind: string;
  text: string;
}

export const housingTiles: readonly HousingTile[] = [
  { name: "Heritage Halls", kind: "On-campus", text: "Suite-style living with a shared kitchen, so your kit covers bedroom and kitchen." },
  { name: "Helaman Halls", kind: "On-campus", text: "Classic dorm rooms and twin XL beds. Bedding, bath and study, nothing extra." },
  { name: "Wyview Park", kind: "On-campus", text: "Family and student apartments with full kitchens and room for more." },
  { name: "Riviera Apartments", kind: "On-campus", text: "Apartment living with a private kitchen and a bigger bedroom to furnish." },
];

export interface Testimonial {
  id: string;
  name: string;
  housingComplex: string;
  rating: number;
  comment: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: "emma-heritage",
    name: "Emma R.",
    housingComplex: "Heritage Halls",
    rating: 5,
    comment:
      "I picked up my kit the afternoon before move-in and my side of the room was done in under an hour. The twin XL sheets actually fit, which is more than I can say for the ones I bought online.",
  },
  {
    id: "karen-helaman",
    name: "Karen M., parent",
    housingComplex: "Helaman Halls",
    rating: 5,
    comment:
      "We live three states away and could not fly out for move-in. Knowing everything was waiting for our son in Provo took a huge weight off, and he says the pillow is the best part.",
  },
  {
    id: "jacob-wyview",
    name: "Jacob T.",
    housingComplex: "Wyview Park",
    rating: 5,
    comment:
      "The kitchen set was exactly right for our apartment: real pans, decent knives, no filler. You can tell it was put together by students who have lived here.",
  },
];
