import type { HomeIconName } from "../../content/home";
import { Icon } from "../icon";

const PATHS: Record<HomeIconName, string> = {
  students: "M22 10 12 5 2 10l10 5 10-5ZM6 12v5c3 2 9 2 12 0v-5",
  pickup: "M3 7h11v9H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z",
  hall: "M4 21V5l8-3 8 3v16M9 21v-4h6v4M8 8h2M14 8h2M8 12h2M14 12h2M2 21h20",
  delivery: "M21 8 12 3 3 8v8l9 5 9-5V8ZM3 8l9 5 9-5M12 13v8",
  quality: "M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3ZM9 12l2 2 4-4",
  tailored: "M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10ZM9.5 11.5l2 2 3-3",
};

/** The home page's feature icons, one path each. */
export function HomeIcon({ name, className }: { name: HomeIconName; className?: string }) {
  return (
    <Icon className={className}>
      <path d={PATHS[name]} />
    </Icon>
  );
}

export function ArrowRightIcon({ className = "size-4" }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}
