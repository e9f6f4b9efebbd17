import type { ComponentProps } from "react";
import { CallToAction } from "~/components/call-to-action";
import { type CardItem, CardGrid } from "~/components/card-grid";
import { Section } from "~/components/section";
import { RecordCardGrid } from "~/features/content-sections/record-card";
import { type OperatingBody, type OperationalCell, operatingBodyCard, operationalCellCard } from "~/features/content-sections/ecosystem-cards";

/** A row of the governance matrix: a decision area and who owns it. */
export type GovernanceMatrixRow = {
  decision: string;
  lead: string;
  consulted: string;
  cycle: string;
  escalation: string;
};

/** The Associate Bodies page's copy (app/content/associate-bodies-page.yaml). */
export type AssociateBodiesCopy = {
  framework: { intro: string; principles: readonly CardItem[] };
  operatingBodies: { intro: string; bodies: readonly OperatingBody[] };
  operationalCells: { intro: string; cells: readonly OperationalCell[] };
  governanceMatrix: { intro: string; rows: readonly GovernanceMatrixRow[] };
  cta: ComponentProps<typeof CallToAction>;
};

/** The Associate Bodies page under its banner (pages/ecosystem/associate-bodies.astro). */
export default function AssociateBodiesContent({ copy }: { copy: AssociateBodiesCopy }) {
  const { framework, operatingBodies, operationalCells, governanceMatrix, cta } = copy;
  return (
    <>
      <Section id="governance-framework" title="Governance Framework" intro={framework.intro}>
        <CardGrid items={framework.principles} columns={4} cardStyle="feature" />
      </Section>
      <Section id="operating-bodies" title="Associate Operating Bodies" intro={operatingBodies.intro} tone="muted">
        <RecordCardGrid items={operatingBodies.bodies.map(operatingBodyCard)} columns={4} />
      </Section>
      <Section id="operational-cells" title="Associate Operational Cells" intro={operationalCells.intro}>
        <RecordCardGrid items={operationalCells.cells.map(operationalCellCard)} columns={2} />
      </Section>
      <Section id="governance-matrix" title="Governance Matrix" intro={governanceMatrix.intro} tone="muted">
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
              {governanceMatrix.rows.map((row) => (
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
      <CallToAction {...cta} />
    </>
  );
}
