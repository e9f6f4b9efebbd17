import { Icon } from "~/components/icon";
import { Link } from "~/components/link";
import { Reveal } from "~/components/reveal";
import { jobPath } from "~/config/detail-item-paths";
import type { JobOpeningSummary } from "./job-opening";

/** An open role in the list: title, facts, summary and a link to the role's page. */
export function JobOpeningCard({ job, index }: { job: JobOpeningSummary; index: number }) {
  return (
    <Reveal as="li" index={index} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:flex-row md:items-center md:gap-8">
      <div className="flex flex-1 flex-col gap-2">
        <p className="text-sm font-semibold text-brand-700">{job.team}</p>
        <h3 className="text-xl font-semibold">{job.title}</h3>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600" aria-label="Role details">
          <li className="flex items-center gap-1">
            <Icon name="map-pin" className="size-4" />
            {job.location}
          </li>
          <li className="flex items-center gap-1">
            <Icon name="briefcase" className="size-4" />
            {job.type}
          </li>
          <li className="flex items-center gap-1">
            <Icon name="clock" className="size-4" />
            {job.experience}
          </li>
        </ul>
        <p className="text-slate-700">{job.summary}</p>
      </div>
      <Link to={jobPath(job.slug)} className="btn btn-primary shrink-0 self-start md:self-center">
        View role<span className="sr-only">: {job.title}</span>
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </Reveal>
  );
}
