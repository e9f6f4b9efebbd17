import { Icon } from "~/components/icon";
import { whitepaperRequestPath } from "./whitepaper-request-pages";

type Props = {
  paper: { id: string; title: string };
  /** Opens the Login Required wall for this paper (the island's modal). */
  onOpen: () => void;
};

/**
 * A paper's Download control: a button that opens the Login Required wall
 * (a press before the island's code has come is pressed again once it has).
 * Where scripting is off it is a link to the paper's request page instead,
 * which holds the same e-mail request as a form that posts on its own.
 */
export function WhitepaperDownload({ paper, onOpen }: Props) {
  const content = (
    <>
      <Icon name="download" className="size-4" />
      Download
      <span className="sr-only">: {paper.title}</span>
    </>
  );
  return (
    <>
      <a href={whitepaperRequestPath(paper.id)} className="btn btn-primary hidden noscript:inline-flex">
        {content}
      </a>
      <button type="button" className="btn btn-primary noscript:hidden" aria-haspopup="dialog" onClick={onOpen}>
        {content}
      </button>
    </>
  );
}
