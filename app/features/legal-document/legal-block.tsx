import { EveryFormNotice } from "~/features/data-notice/every-form-notice";
import type { LegalBlock } from "./legal-types";

/** One block of a legal section: a paragraph, a list, a table (their text is HTML from the document's Markdown: ./legal-markdown.ts) or every form's data notice. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "form-notices":
      return <EveryFormNotice />;
    case "paragraph":
      return <p dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item} dangerouslySetInnerHTML={{ __html: item }} />
          ))}
        </ul>
      );
    case "table":
      return (
        // A focusable scroll container lets keyboard users scroll wide tables on phones.
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <section className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} aria-label={block.caption}>
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-slate-50">
              <tr>
                {block.columns.map((column) => (
                  // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- its words are HTML from the Markdown, which the rule cannot see
                  <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-900" dangerouslySetInnerHTML={{ __html: column }} />
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="border-t border-slate-200 align-top">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- its words are HTML from the Markdown, which the rule cannot see
                      <th key={cell} scope="row" className="px-4 py-3 font-medium text-slate-900" dangerouslySetInnerHTML={{ __html: cell }} />
                    ) : (
                      // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- its words are HTML from the Markdown, which the rule cannot see
                      <td key={cell} className="px-4 py-3" dangerouslySetInnerHTML={{ __html: cell }} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      );
  }
}
