/** Copy of the About page (spec section 2: hero since 2022, stats, story, mission, values, team, promise). */
export const aboutHero = {
  eyebrow: "Serving BYU students since 2022",
  title: "The easy way to move in at BYU",
  lead: "We are Provo locals and BYU students who got tired of watching families haul half of Target across campus. So we started packing the essentials for them.",
} as const;

export const aboutStats = [
  { value: "2,000+", label: "Happy students" },
  { value: "15+", label: "Housing complexes" },
  { value: "98%", label: "Satisfaction" },
  { value: "3", label: "Years serving Provo" },
] as const;

export const aboutStory = [
  "It started in the fall of 2022, in a Heritage Halls hallway full of parents carrying boxes. A few of us had just lived through our own chaotic move-in: the wrong sheet size, a forgotten shower caddy, three trips to the store on the busiest weekend of the year.",
  "We asked around, and 85% of the students we talked to said move-in was stressful. So we built a better way: kits packed for the exact room you are moving into, checked by students who have lived there, ready to pick up in Provo.",
  "Three years and more than two thousand students later, we still pack every kit ourselves, and we still ask every customer what we should change.",
] as const;

export const aboutMission =
  "Give every BYU student a room that feels like home on day one, without the shopping lists, the guesswork or the extra trips.";

export const aboutValues = [
  {
    title: "Built by students",
    text: "Every kit is chosen and packed by students who know the halls, the closets and the bunk heights.",
  },
  {
    title: "Quality you can feel",
    text: "We test what goes in the box. If we would not sleep on it or cook with it, it does not ship.",
  },
  {
    title: "Tailored to your hall",
    text: "Twin XL or full, kitchen or no kitchen: each kit matches the room it is made for.",
  },
  {
    title: "Honest and local",
    text: "Straight answers, fair prices and pickup right here in Provo. No surprises on move-in day.",
  },
] as const;

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const aboutTeam: readonly TeamMember[] = [
  {
    name: "Emma Larsen",
    role: "Co-founder, Operations",
    bio: "Lived in Heritage Halls and still remembers the twin XL sheet hunt. Runs pickup days like clockwork.",
  },
  {
    name: "Josh Whitaker",
    role: "Co-founder, Sourcing",
    bio: "Tests every pillow, pan and towel before it earns a place in a kit.",
  },
  {
    name: "Mia Tanaka",
    role: "Student Experience",
    bio: "Answers your questions, reads every piece of feedback and turns it into better kits.",
  },
];

export const aboutPromise = {
  title: "Our quality promise",
  text: "If anything in your kit is not right, tell us within 30 days and we will replace it or refund you. Every kit will come with a 30-day money-back guarantee, no questions asked.",
} as const;
