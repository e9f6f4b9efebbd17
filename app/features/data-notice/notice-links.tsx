import { NOTICE_LINKS } from "../../../contract/leads/data-notices.ts";

/** The notice's three ways on (DPDP Rules 2025, Rule 3(c)): withdraw consent, exercise your rights, complain to the Board. */
export function NoticeLinks({ tone, label }: { tone: "light" | "dark"; label: string }) {
  const link = tone === "dark" ? "font-medium text-white underline underline-offset-2" : "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-4 gap-y-1">
      {NOTICE_LINKS.map(({ purpose, label: text, href }) => (
        <li key={purpose}>
          <a href={href} className={link}>
            {text}
          </a>
        </li>
      ))}
    </ul>
  );
}
