import { site } from "~/config/site";

/** What a visitor agrees to by accepting the data-room NDA: shown in its dialog, and beside the form's own NDA box where there is no script. */
export const NDA_TITLE = "Non-Disclosure Agreement";
export const NDA_DESCRIPTION = `Pitch decks in the ${site.name} data room are shared in confidence.`;

/** The NDA's terms (spec 2 §2, Investors & VCs: placeholder wording). */
export function NdaTerms() {
  return (
    <>
      <p>By accepting, you agree with {site.company} and the founders whose decks you open that:</p>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        <li>You will use pitch decks, financials and data-room documents only to evaluate a possible investment.</li>
        <li>You will not share them outside your fund's partners, investment committee and advisers bound by the same duty of confidence.</li>
        <li>You will contact founders about a deal through the {site.name} investor relations team until they agree to a direct conversation.</li>
        <li>You will delete downloaded copies when you decide not to invest, or when asked.</li>
        <li>These duties last two years from today and are governed by the laws of India, with courts in Pune having jurisdiction.</li>
      </ol>
    </>
  );
}
