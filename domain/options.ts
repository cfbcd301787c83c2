/**
 * Option lists of the specification (section 3 and 5): stored values with the labels people see.
 * Components render these; schemas validate against the same lists.
 */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export const ROLES = [
  { value: "student", label: "Student" },
  { value: "parent", label: "Parent" },
] as const satisfies readonly Option[];

export const HOUSING_PREFERENCES = [
  { value: "not_sure", label: "Don't know yet" },
  { value: "helaman", label: "Helaman Halls" },
  { value: "heritage", label: "Heritage Halls" },
  { value: "off_campus", label: "Off-Campus" },
] as const satisfies readonly Option[];

export const FORM_LOCATIONS = ["hero", "footer", "modal"] as const;
/** The survey on the thank-you page forwards with its own location. */
export const SURVEY_FORM_LOCATION = "thank_you";

export const SURVEY_HALLS = [
  { value: "helaman", label: "Helaman Halls" },
  { value: "heritage", label: "Heritage Halls" },
  { value: "wyview", label: "Wyview Park" },
  { value: "riviera", label: "Riviera Apartments" },
  { value: "off_campus", label: "Off-Campus" },
  { value: "not_sure", label: "Not sure yet" },
] as const satisfies readonly Option[];

export const KIT_LEVELS = [
  { value: "essentials", label: "Essentials" },
  { value: "deluxe", label: "Deluxe" },
  { value: "not_sure", label: "Not sure yet" },
] as const satisfies readonly Option[];

export const CONTACT_SUBJECTS = [
  { value: "kit-question", label: "Question about a kit" },
  { value: "order-help", label: "Help with an order" },
  { value: "shipping", label: "Shipping and pickup" },
  { value: "return", label: "Returns" },
  { value: "feedback", label: "Feedback" },
  { value: "other", label: "Something else" },
] as const satisfies readonly Option[];

/** The contact form stores the complex's name itself, so the value is the label. */
export const CONTACT_HOUSING_COMPLEXES = [
  "Heritage Halls",
  "Helaman Halls",
  "Wyview Park",
  "Riviera Apartments",
  "Campus Plaza",
  "Centennial Apartments",
  "The Colony",
  "King Henry Apartments",
  "Other Off-Campus",
  "Not Sure Yet",
] as const;

export type Role = (typeof ROLES)[number]["value"];
export type HousingPreference = (typeof HOUSING_PREFERENCES)[number]["value"];
export type FormLocation = (typeof FORM_LOCATIONS)[number];
export type SurveyHall = (typeof SURVEY_HALLS)[number]["value"];
export type KitLevel = (typeof KIT_LEVELS)[number]["value"];
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];
export type ContactHousingComplex = (typeof CONTACT_HOUSING_COMPLEXES)[number];

export function valuesOf<V extends string>(options: readonly Option<V>[]): [V, ...V[]] {
  return options.map((option) => option.value) as [V, ...V[]];
}
