import { useRouter } from "./router-context";

/** Renders the page of the current route. */
export function Outlet() {
  const { Page } = useRouter();
  return <Page />;
}
