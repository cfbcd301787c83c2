/**
 * The kit details page shows one generic sample kit for every /kit/<id> (spec section 2: "the kitId
 * does not change the content"). Kit-specific pages come with the launch catalogue.
 */
export const kitDetails = {
  name: "BYU Dorm Essentials Kit",
  housing: "Heritage Halls & Helaman Halls",
  rating: 4.9,
  reviews: 127,
  description:
    "Everything a first-year BYU student needs for a comfortable dorm room, packed for your hall and ready to pick up in Provo. Make your bed, hang your towel and start the semester instead of shopping for it.",
  features: [
    "Sized for twin XL dorm beds",
    "Packed for your exact hall",
    "Ready for local pickup in Provo",
    "Chosen and tested by BYU students",
  ],
  images: [
    { src: "/images/kit-bedding.svg", alt: "Bedding set: twin XL sheets, comforter and pillow" },
    { src: "/images/kit-bathroom.svg", alt: "Bathroom set: towels, shower caddy and shower shoes" },
    { src: "/images/kit-kitchen.svg", alt: "Kitchen set: pan, mug, plates and utensils" },
    { src: "/images/kit-study.svg", alt: "Study set: desk lamp, notebooks and power strip" },
  ],
  included: [
    {
      group: "Bedding",
      items: ["Twin XL sheet set with two pillowcases", "Down-alternative comforter", "Memory foam pillow", "Mattress protector"],
    },
    {
      group: "Bathroom",
      items: ["Two bath towels, hand towel and washcloth", "Shower caddy", "Shower shoes"],
    },
    {
      group: "Kitchen",
      items: ["Microwave-safe plate, bowl and mug", "Reusable utensil set", "Water bottle"],
    },
    {
      group: "Study and room",
      items: ["LED desk lamp with USB port", "Surge-protected power strip", "Command hooks and strips", "Laundry bag"],
    },
  ],
} as const;

export const kitTrustItems = [
  { icon: "pickup", title: "Local pickup", text: "Pick up in Provo, minutes from campus." },
  { icon: "quality", title: "Quality guaranteed", text: "Tested by students before it ships." },
  { icon: "returns", title: "Hassle-free returns at launch", text: "30-day money-back guarantee." },
  { icon: "hall", title: "Tailored to your hall", text: "Matched to your room and bed size." },
] as const;
