import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import type { IconName } from "~/components/icon-names";

/** A group on the platform: what it brings, what it gets, and its page. */
export type PlatformMember = {
  title: string;
  icon: IconName;
  brings: string;
  gets: readonly string[];
  link: { label: string; to: string };
};

/** The groups on the platform: what each brings, what it gets, and the page about it. */
export function MemberCards({ members }: { members: readonly PlatformMember[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {members.map((member, i) => (
        <Reveal as="li" index={i} key={member.title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={member.icon} />
          </span>
          <h3 className="text-lg font-semibold">{member.title}</h3>
          <p className="text-slate-600">
            <span className="font-semibold text-slate-800">Bring: </span>
            {member.brings}
          </p>
          <div>
            <p className="text-sm font-semibold text-slate-800">Get:</p>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {member.gets.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <Link to={member.link.to} className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-brand-700 hover:underline">
            {member.link.label}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </Reveal>
      ))}
    </ul>
  );
}
