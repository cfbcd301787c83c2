/** The six sample kits of the specification (section 3). Static data: nothing here comes from the server. */
export type KitCategory = "on-campus" | "off-campus";

/** How a category reads on cards and filter pills. */
export const KIT_CATEGORY_LABELS: Record<KitCategory, string> = { "on-campus": "On-Campus", "off-campus": "Off-Campus" };

export interface Kit {
  id: string;
  name: string;
  housing: string;
  category: KitCategory;
  /** Kept for launch; the specification says prices are not shown on the page yet. */
  price: number;
  originalPrice: number;
  rating: number;
  reviews: number;
  image: string;
  features: readonly string[];
  popular: boolean;
}

export const kits: readonly Kit[] = [
  {
    id: "heritage-halls-essential",
    name: "Heritage Halls Essential",
    housing: "Heritage Halls",
    category: "on-campus",
    price: 149.99,
    originalPrice: 199.99,
    rating: 4.9,
    reviews: 127,
    image: "/images/kit-bedding.svg",
    features: [
      "Twin XL sheet set and pillowcases",
      "Down-alternative comforter",
      "Memory foam pillow",
      "Bath towel set",
      "Shower caddy and shower shoes",
      "Desk lamp with USB port",
      "Command hooks and strips",
    ],
    popular: true,
  },
  {
    id: "helaman-halls-deluxe",
    name: "Helaman Halls Deluxe",
    housing: "Helaman Halls",
    category: "on-campus",
    price: 199.99,
    originalPrice: 249.99,
    rating: 4.8,
    reviews: 94,
    image: "/images/kit-study.svg",
    features: [
      "Twin XL sheets, comforter and mattress topper",
      "Two pillows with protectors",
      "Plush towel set and bath mat",
      "Shower caddy and toiletry kit",
      "LED desk lamp and power strip",
      "Under-bed storage bins",
      "Laundry hamper and detergent pods",
      "Study kit: planner, highlighters, sticky notes",
    ],
    popular: false,
  },
  {
    id: "wyview-park-family",
    name: "Wyview Park Family",
    housing: "Wyview Park",
    category: "on-campus",
    price: 299.99,
    originalPrice: 379.99,
    rating: 4.9,
    reviews: 58,
    image: "/images/kit-kitchen.svg",
    features: [
      "Full or queen bedding set",
      "Cookware set with non-stick pans",
      "Dinnerware and utensils for four",
      "Kitchen towels and dish rack",
      "Bathroom set with towels for two",
      "Cleaning starter kit",
      "First-aid kit",
    ],
    popular: false,
  },
  {
    id: "riviera-apartments-premium",
    name: "Riviera Apartments Premium",
    housing: "Riviera Apartments",
    category: "on-campus",
    price: 249.99,
    originalPrice: 319.99,
    rating: 4.7,
    reviews: 73,
    image: "/images/kit-kitchen.svg",
    features: [
      "Premium bedding with mattress protector",
      "Cookware and knife starter set",
      "Dishes, glasses and utensils",
      "Bath towel set and shower caddy",
      "Desk lamp and extension cord",
      "Storage cubes",
    ],
    popular: false,
  },
  {
    id: "campus-plaza-starter",
    name: "Campus Plaza Starter",
    housing: "Campus Plaza",
    category: "off-campus",
    price: 179.99,
    originalPrice: 229.99,
    rating: 4.6,
    reviews: 41,
    image: "/images/kit-bathroom.svg",
    features: [
      "Bedding set sized for your unit",
      "Pillow and pillow protector",
      "Towel set and shower caddy",
      "Basic cookware and utensils",
      "Cleaning starter kit",
    ],
    popular: false,
  },
  {
    id: "centennial-complete",
    name: "Centennial Complete",
    housing: "Centennial Apartments",
    category: "off-campus",
    price: 219.99,
    originalPrice: 279.99,
    rating: 4.8,
    reviews: 66,
    image: "/images/kit-bedding.svg",
    features: [
      "Complete bedding with comforter and topper",
      "Two pillows",
      "Kitchen set: pans, dishes and utensils",
      "Bathroom set with towels and bath mat",
      "Desk lamp and power strip",
      "Laundry hamper",
      "Cleaning starter kit",
    ],
    popular: false,
  },
];
