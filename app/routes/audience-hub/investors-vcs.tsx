import { CardGrid } from "~/components/card-grid";
import { DetailCard, DetailGrid } from "~/components/detail-card";
import { PageIntro } from "~/components/page-intro";
import { Section } from "~/components/section";
import { StatGrid } from "~/components/stat-grid";
import { investorFigures, investorReasons, investorRoundtables, portfolioReports } from "~/content/audience-investors";
import { InvestorAccessForm } from "~/features/engagement-forms/investor-access-form";
import { formatLongDate } from "~/lib/display-format";
import { pageMeta } from "~/lib/page-meta";

const PATH = "/audience-hub/investors-vcs";

export const meta = () => pageMeta(PATH);

export default function InvestorsVcsPage() {
  return (
    <>
      <PageIntro path={PATH} background="dark">
        <a href="#pitch-deck-access" className="btn btn-light">
          Request Pitch Deck Access
        </a>
      </PageIntro>
      <Section id="figures" title="The portfolio in numbers" tone="muted">
        <StatGrid stats={investorFigures} />
      </Section>
      <Section id="why-ankur" title="Why invest alongside Ankur">
        <CardGrid items={investorReasons} columns={3} cardStyle="feature" />
      </Section>
      <Section
        id="pitch-deck-access"
        title="Pitch Deck Access"
        tone="muted"
        intro="Decks, financials and gate reviews of ventures raising now sit in our data room. Tell us about your fund; access follows once you accept the non-disclosure agreement."
      >
        <div className="max-w-3xl">
          <InvestorAccessForm />
        </div>
      </Section>
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
