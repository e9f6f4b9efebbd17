import { CORRECTION_VALUE_MAX } from "../../../contract/data-rights/data-rights-schema.ts";
import { DATA_RIGHTS_API, DATA_RIGHTS_TOKEN_PARAM, YOUR_DATA_PATH } from "../../../contract/data-rights/data-rights-paths.ts";
import { REQUEST_KIND_LABELS, REQUEST_STATE_LABELS } from "../../../contract/data-rights/data-rights-requests.ts";
import { DATA_RIGHTS_TEXTS as TEXT } from "../../../contract/data-rights/data-rights-texts.ts";
import { leadFieldLabel, leadKindLabel } from "../../../contract/leads/lead-labels.ts";
import {
  type HeldData,
  type HeldLead,
  consentWithdrawnEverywhere,
  correctableChoices,
  originPartLabel,
  recordedLabel,
} from "../../../contract/data-rights/your-data-view.ts";
import { indiaDateTime } from "../../mail/india-time.ts";

/**
 * The pages of a data-rights link, rendered here on the server as plain HTML
 * with forms that post the token (no script, so they work in any browser and
 * under the strict CSP; a small style block, which the CSP allows). Every
 * value the person gave is escaped.
 */

/** What a link shows: everything held under its address and the four choices. */
export function yourDataPageHtml(held: HeldData, token: string, notice?: string): string {
  const sections = [
    `<h1>${escapeHtml(TEXT.pageHeading)}</h1>`,
    `<p class="lead">Under the e-mail address <strong>${escapeHtml(held.email)}</strong>.</p>`,
    notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : "",
    heldSection(held),
    held.leads.length > 0 || held.newsletter ? downloadSection(token) : "",
    correctableChoices(held.leads).length > 0 ? correctionSection(held.leads, token) : "",
    held.leads.length > 0 ? withdrawSection(held, token) : "",
    held.leads.length > 0 ? erasureSection(token) : "",
    requestsSection(held),
    `<p class="small">${escapeHtml(TEXT.complain)}</p>`,
  ];
  return page(TEXT.pageHeading, sections.join("\n"));
}

/** The answer to one of the page's buttons: what happened, and the way back to the data page. */
export function resultPageHtml(heading: string, text: string, token: string | undefined): string {
  const back = token
    ? `<form method="get" action="${DATA_RIGHTS_API.yourData}">${tokenInput(token)}<button type="submit" class="secondary">${escapeHtml(TEXT.backToYourData)}</button></form>`
    : "";
  return page(heading, `<h1>${escapeHtml(heading)}</h1>\n<p class="notice" role="status">${escapeHtml(text)}</p>\n${back}`);
}

/** A forged, damaged or expired link: what it means and where to get a new one. */
export function invalidLinkPageHtml(): string {
  return page(TEXT.invalidLinkHeading, `<h1>${escapeHtml(TEXT.invalidLinkHeading)}</h1>\n<p>${escapeHtml(TEXT.invalidLink)}</p>\n<p><a href="${YOUR_DATA_PATH}">Ask for a new link</a></p>`);
}

function heldSection(held: HeldData): string {
  if (held.leads.length === 0 && !held.newsletter) return `<section aria-labelledby="held"><h2 id="held">What we hold</h2><p>${escapeHtml(TEXT.nothingHeld)}</p></section>`;
  return [
    '<section aria-labelledby="held"><h2 id="held">What we hold</h2>',
    `<p>${held.leads.length === 1 ? "One submission" : `${held.leads.length} submissions`} under this address, newest first.</p>`,
    ...held.leads.map(leadArticle),
    held.newsletter
      ? `<h3>Newsletter</h3><p>${escapeHtml(held.newsletter.stateText)}; signed up ${escapeHtml(indiaDateTime(new Date(held.newsletter.signedUpAt)))} IST.</p>`
      : "",
    "</section>",
  ].join("\n");
}

function leadArticle(lead: HeldLead): string {
  const rows = Object.entries(lead.fields).map(([name, value]) => definition(leadFieldLabel(name, lead.kind), value));
  if (lead.pitchDeck) rows.push(definition("Pitch deck", `${lead.pitchDeck.fileName ?? "unnamed file"} (${lead.pitchDeck.mediaType}, ${megabytes(lead.pitchDeck.sizeBytes)})`));
  for (const [part, value] of Object.entries(lead.origin ?? {})) rows.push(definition(originPartLabel(part), value));
  for (const [name, value] of Object.entries(lead.recorded)) rows.push(definition(recordedLabel(name), String(value)));
  if (lead.consentWithdrawnAt) rows.push(definition("Consent withdrawn", `${indiaDateTime(new Date(lead.consentWithdrawnAt))} IST`));
  return [
    `<article><h3>${escapeHtml(leadKindLabel(lead.kind))} <span class="ref">${escapeHtml(lead.reference)}</span></h3>`,
    `<p class="small">Received ${escapeHtml(indiaDateTime(new Date(lead.submittedAt)))} IST</p>`,
    `<dl>${rows.join("")}</dl></article>`,
  ].join("\n");
}

function downloadSection(token: string): string {
  return [
    '<section aria-labelledby="download"><h2 id="download">Download it</h2>',
    `<form method="get" action="${DATA_RIGHTS_API.download}">${tokenInput(token)}<button type="submit">${escapeHtml(TEXT.downloadButton)}</button></form>`,
    "</section>",
  ].join("\n");
}

function correctionSection(leads: readonly HeldLead[], token: string): string {
  const options = correctableChoices(leads).map((choice) => `<option value="${escapeHtml(choice.value)}">${escapeHtml(choice.label)}</option>`);
  return [
    `<section aria-labelledby="correct"><h2 id="correct">${escapeHtml(TEXT.correctionHeading)}</h2>`,
    `<p>${escapeHtml(TEXT.correctionIntro)}</p>`,
    `<form method="post" action="${DATA_RIGHTS_API.correction}">${tokenInput(token)}`,
    `<label for="target">What is wrong</label><select id="target" name="target" required><option value="">Choose…</option>${options.join("")}</select>`,
    `<label for="value">As it should read</label><textarea id="value" name="value" rows="3" maxlength="${CORRECTION_VALUE_MAX}" required></textarea>`,
    `<button type="submit">${escapeHtml(TEXT.correctionButton)}</button></form>`,
    "</section>",
  ].join("\n");
}

function withdrawSection(held: HeldData, token: string): string {
  const allWithdrawn = consentWithdrawnEverywhere(held);
  return [
    `<section aria-labelledby="withdraw"><h2 id="withdraw">${escapeHtml(TEXT.withdrawHeading)}</h2>`,
    `<p>${escapeHtml(TEXT.withdrawIntro)}</p>`,
    allWithdrawn
      ? "<p><strong>You have withdrawn your consent.</strong></p>"
      : `<form method="post" action="${DATA_RIGHTS_API.withdrawal}">${tokenInput(token)}<button type="submit">${escapeHtml(TEXT.withdrawButton)}</button></form>`,
    "</section>",
  ].join("\n");
}

function erasureSection(token: string): string {
  return [
    `<section aria-labelledby="erase"><h2 id="erase">${escapeHtml(TEXT.erasureHeading)}</h2>`,
    `<p>${escapeHtml(TEXT.erasureIntro)}</p>`,
    `<form method="post" action="${DATA_RIGHTS_API.erasure}">${tokenInput(token)}<button type="submit" class="danger">${escapeHtml(TEXT.erasureButton)}</button></form>`,
    "</section>",
  ].join("\n");
}

function requestsSection(held: HeldData): string {
  if (held.requests.length === 0) return "";
  const items = held.requests.map(
    (request) =>
      `<li><span class="ref">${escapeHtml(request.reference)}</span>: ${escapeHtml(REQUEST_KIND_LABELS[request.kind])}, ${escapeHtml(REQUEST_STATE_LABELS[request.state].toLowerCase())} (received ${escapeHtml(indiaDateTime(new Date(request.receivedAt)))} IST${request.state === "open" ? `, due by ${escapeHtml(indiaDateTime(new Date(request.dueAt)))} IST` : ""})</li>`,
  );
  return `<section aria-labelledby="requests"><h2 id="requests">Your requests</h2><ul>${items.join("")}</ul></section>`;
}

function definition(term: string, value: string): string {
  return `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`;
}

function tokenInput(token: string): string {
  return `<input type="hidden" name="${DATA_RIGHTS_TOKEN_PARAM}" value="${escapeHtml(token)}">`;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Readable on a phone without the site's stylesheet; colours at AA contrast or better. */
const STYLE = `
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}h2{font-size:1.25rem;margin:0 0 .5rem}h3{font-size:1.05rem;margin:1rem 0 .25rem}
section{background:#fff;border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}
article{border-top:1px solid #e2e8f0;padding-top:.5rem}
dl{margin:.25rem 0 0}dl div{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.5rem;padding:.25rem 0}dt{font-weight:600;color:#334155}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}select,textarea{width:100%;box-sizing:border-box;font:inherit;padding:.5rem;border:1px solid #64748b;border-radius:.5rem}
button{font:inherit;font-weight:600;margin-top:.75rem;padding:.6rem 1rem;border-radius:.5rem;border:2px solid #1e3a8a;background:#1e3a8a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1e3a8a}button.danger{background:#9f1239;border-color:#9f1239}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.notice{background:#ecfdf5;border:1px solid #047857;border-radius:.5rem;padding:.75rem 1rem}.small{font-size:.9rem;color:#334155}.ref{font-family:ui-monospace,monospace}
a{color:#1e3a8a}
@media (max-width:32rem){dl div{grid-template-columns:1fr;gap:0}}`;

function page(title: string, main: string): string {
  return [
    "<!doctype html>",
    '<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)} | Ankur</title><style>${STYLE}</style></head>`,
    `<body><main>\n<p><a href="/">Ankur home</a></p>\n${main}\n</main></body></html>`,
  ].join("\n");
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
