import { type MouseEvent, useState } from "react";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import { Modal } from "~/components/modal";
import { formatEventDateTime } from "~/lib/display-format";
import DownloadRequestForm, { type RequestedFile } from "./download-request-form";
import EventRegistrationForm, { type RegistrationEvent } from "./event-registration-form";
import { type DownloadLibrary, downloadRequestPath, eventRegistrationPath } from "./form-page-paths";

/** The form a link opens: an event's registration, or a file's request (plain data, as an island's props must be). */
type DialogForm = { kind: "event-registration"; event: RegistrationEvent } | { kind: "download-request"; library: DownloadLibrary; item: RequestedFile & { format: string } };

type LeadFormDialogProps = {
  form: DialogForm;
  /** The link's text; `hiddenLabel` follows it for screen readers (which event, which file). */
  label: string;
  hiddenLabel?: string;
  icon?: IconName;
  className?: string;
};

/**
 * A link to the page that holds a content page's form; once the island runs,
 * the same link opens that form in a <dialog> (../../components/modal.tsx:
 * focus moves in, Tab stays in, Escape closes, focus returns to the link).
 * Without JavaScript, or before it, the link goes to the form's page, where
 * the form posts on its own.
 */
export default function LeadFormDialog({ form, label, hiddenLabel, icon, className = "btn btn-primary" }: LeadFormDialogProps) {
  const [open, setOpen] = useState(false);
  const href = form.kind === "event-registration" ? eventRegistrationPath(form.event.id) : downloadRequestPath(form.library, form.item.id);

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that asks for a new tab or window goes to the page, as links do.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a href={href} className={className} onClick={openDialog} aria-haspopup="dialog">
        {icon && <Icon name={icon} className="size-4" />}
        {label}
        {hiddenLabel && <span className="sr-only">{hiddenLabel}</span>}
      </a>
      {form.kind === "event-registration" ? (
        <Modal open={open} onClose={() => setOpen(false)} title="Register for this event" description={`${form.event.title} · ${formatEventDateTime(form.event.date)}`}>
          <EventRegistrationForm event={form.event} inDialog />
        </Modal>
      ) : (
        <Modal open={open} onClose={() => setOpen(false)} title="Get this file by e-mail" description={`${form.item.title} (${form.item.format})`}>
          <DownloadRequestForm item={form.item} inDialog />
        </Modal>
      )}
    </>
  );
}
