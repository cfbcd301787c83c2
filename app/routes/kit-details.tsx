import type { PageMeta } from "../router";

export const meta: PageMeta = { title: "kit details" };

export default function Page() {
  return <h1 className="container-page py-16 text-4xl">kit details</h1>;
}
