import { CallToAction } from "~/components/call-to-action";
import { CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import {
  governanceCta,
  governanceFramework,
  governanceMatrix,
  operatingBodies,
  operationalCells,
} from "~/content/ecosystem-associate-bodies";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { operatingBodyCard, operationalCellCard } from "~/features/content-sections/ecosystem-cards";

/** The Associate Bodies page under its banner (pages/ecosystem/associate-bodies.astro). */
export default function AssociateBodiesContent() {
  return (
    <>
      <Section id="governance-framework" title="Governance Framework" intro={governanceFramework.intro}>
        <CardGrid items={governanceFramework.principles} columns={4} cardStyle="feature" />
      </Section>
      <Section
        id="operating-bodies"
        title="Associate Operating Bodies"
        intro="Four bodies set direction and hold budgets, each on its own review cycle."
        tone="muted"
      >
        <RecordCardGrid items={operatingBodies.map(operatingBodyCard)} columns={4} />
      </Section>
      <Section id="operational-cells" title="Associate Operational Cells" intro="Two cells run the day-to-day work, each to written protocols.">
        <RecordCardGrid items={operationalCells.map(operationalCellCard)} columns={2} />
      </Section>
      <Section id="governance-matrix" title="Governance Matrix" intro="Who leads each decision, who is consulted, how often it is reviewed and where it escalates." tone="muted">
        {/* A keyboard user scrolls the wide table too: the scrolling box takes focus (axe's scrollable-region-focusable), as a named region. */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard to be scrolled */}
        <section aria-label="Governance matrix, scrolls sideways" tabIndex={0} className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Governance matrix: decision areas and who owns them</caption>
            <thead className="bg-slate-100 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Decision area</th>
                <th scope="col" className="px-4 py-3 font-semibold">Leads</th>
                <th scope="col" className="px-4 py-3 font-semibold">Consulted</th>
                <th scope="col" className="px-4 py-3 font-semibold">Review cycle</th>
                <th scope="col" className="px-4 py-3 font-semibold">Escalates to</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700">
              {governanceMatrix.map((row) => (
                <tr key={row.decision}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">{row.decision}</th>
                  <td className="px-4 py-3">{row.lead}</td>
                  <td className="px-4 py-3">{row.consulted}</td>
                  <td className="px-4 py-3">{row.cycle}</td>
                  <td className="px-4 py-3">{row.escalation}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Section>
      <CallToAction {...governanceCta} />
    </>
  );
}
