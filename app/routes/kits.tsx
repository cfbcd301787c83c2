import type { PageMeta } from "../router";

export const meta: PageMeta = { title: "kits" };

export default function Page() {
  return <h1 className="container-page py-16 text-4xl">kits</h1>;
}
