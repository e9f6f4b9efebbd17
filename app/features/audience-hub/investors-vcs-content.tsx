import { CardGrid } from "~/components/card-grid";
import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Section } from "~/components/section";
import { StatGrid } from "~/components/stat-grid";
import { formatLongDate } from "~/lib/display-format";
import type { InvestorsPageCopy } from "./audience-copy";

// The Investors & VCs page (pages/audience-hub/investors-vcs.astro), around
// its one island: the pitch deck access form.

/** The portfolio in numbers and why invest alongside Ankur. */
export function InvestorsOverview({ figures, reasons }: Pick<InvestorsPageCopy, "figures" | "reasons">) {
  return (
    <>
      <Section id="figures" title={figures.title} intro={figures.intro} tone="muted">
        <StatGrid stats={figures.stats} />
      </Section>
      <Section id="why-ankur" title={reasons.title} intro={reasons.intro}>
        <CardGrid items={reasons.cards} columns={3} cardStyle="feature" />
      </Section>
    </>
  );
}

/** The portfolio reports and the investor roundtables. */
export function InvestorsReports({ reports, roundtables }: Pick<InvestorsPageCopy, "reports" | "roundtables">) {
  return (
    <>
      <Section id="portfolio-reports" title={reports.title} intro={reports.intro}>
        <DetailGrid>
          {reports.items.map((report, i) => (
            <DetailCard
              key={report.title}
              index={i}
              title={report.title}
              description={report.description}
              meta={[{ icon: "calendar", text: report.period, label: reports.periodLabel }]}
              list={{ title: reports.highlightsHeading, items: report.highlights }}
              action={{ label: reports.actionLabel, to: report.link, icon: "file-text" }}
            />
          ))}
        </DetailGrid>
      </Section>
      <Section id="roundtables" title={roundtables.title} tone="muted" intro={roundtables.intro}>
        <DetailGrid>
          {roundtables.items.map((roundtable, i) => (
            <DetailCard
              key={roundtable.title}
              index={i}
              title={roundtable.title}
              description={roundtable.description}
              meta={[
                { icon: "map-pin", text: roundtable.city, label: roundtables.cityLabel },
                { icon: "calendar", text: formatLongDate(roundtable.date), label: roundtables.dateLabel },
                { icon: "users", text: roundtable.format, label: roundtables.formatLabel },
              ]}
              action={{ label: roundtables.actionLabel, to: roundtable.link }}
            />
          ))}
        </DetailGrid>
      </Section>
    </>
  );
}
