import type { TeamMember } from "../content/about";

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** A team member with an initials avatar: no photo to fail to load, and nothing to license. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <span
        aria-hidden="true"
        className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-accent-300"
      >
        {initialsOf(member.name)}
      </span>
      <h3 className="mt-4 text-lg">{member.name}</h3>
      <p className="text-sm font-semibold text-brand-600">{member.role}</p>
      <p className="mt-3 text-slate-600">{member.bio}</p>
    </li>
  );
}
