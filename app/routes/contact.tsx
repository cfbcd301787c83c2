import type { PageMeta } from "../router";

export const meta: PageMeta = { title: "contact" };

export default function Page() {
  return <h1 className="container-page py-16 text-4xl">contact</h1>;
}
