import { CardGrid } from "~/components/card-grid";
import { DetailCard, DetailGrid } from "~/components/detail-card";
import { Section } from "~/components/section";
import { StatGrid } from "~/components/stat-grid";
import { investorFigures, investorReasons, investorRoundtables, portfolioReports } from "~/content/audience-investors";
import { formatLongDate } from "~/lib/display-format";

// The Investors & VCs page (pages/audience-hub/investors-vcs.astro), around
// its one island: the pitch deck access form.

/** The portfolio in numbers and why invest alongside Ankur. */
export function InvestorsOverview() {
  return (
    <>
      <Section id="figures" title="The portfolio in numbers" tone="muted">
        <StatGrid stats={investorFigures} />
      </Section>
      <Section id="why-ankur" title="Why invest alongside Ankur">
        <CardGrid items={investorReasons} columns={3} cardStyle="feature" />
      </Section>
    </>
  );
}

/** The portfolio reports and the investor roundtables. */
export function InvestorsReports() {
  return (
    <>
      <Section id="portfolio-reports" title="Portfolio Reports" intro="What our ventures did last quarter, written for investment committees.">
        <DetailGrid>
          {portfolioReports.map((report, i) => (
            <DetailCard
              key={report.title}
              index={i}
              title={report.title}
              description={report.description}
              meta={[{ icon: "calendar", text: report.period, label: "Period" }]}
              list={{ title: "Highlights", items: report.highlights }}
              action={{ label: "Request Report", to: report.link, icon: "file-text" }}
            />
          ))}
        </DetailGrid>
      </Section>
      <Section id="roundtables" title="Investor Roundtables" tone="muted" intro="Small, closed-door conversations between fund managers, angels and family offices, held under the Chatham House rule.">
        <DetailGrid>
          {investorRoundtables.map((roundtable, i) => (
            <DetailCard
              key={roundtable.title}
              index={i}
              title={roundtable.title}
              description={roundtable.description}
              meta={[
                { icon: "map-pin", text: roundtable.city, label: "City" },
                { icon: "calendar", text: formatLongDate(roundtable.date), label: "Date" },
                { icon: "users", text: roundtable.format, label: "Format" },
              ]}
              action={{ label: "Request an Invite", to: roundtable.link }}
            />
          ))}
        </DetailGrid>
      </Section>
    </>
  );
}
