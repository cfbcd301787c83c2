import type { PageMeta } from "../router";

export const meta: PageMeta = { title: "thank you" };

export default function Page() {
  return <h1 className="container-page py-16 text-4xl">thank you</h1>;
}
