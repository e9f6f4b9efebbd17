import { useCallback, useEffect, useId, useRef, useState } from "react";
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_STATE_LABELS,
  type WebhookDeliveriesAnswer,
  type WebhookDelivery,
  type WebhookDeliveryStateName,
} from "../../../contract/webhook-deliveries/webhook-deliveries.ts";
import { Badge, type BadgeTone } from "~/components/badge";
import { Icon } from "~/components/icon";
import { formatIndiaDateTime } from "../staff-inbox/inbox-format";
import { fetchWebhookDeliveries, sendWebhookAgain } from "./webhook-deliveries-api";
import { canSendAgain, deliverySummary } from "./webhook-delivery-summary";

const TONES: Readonly<Record<WebhookDeliveryStateName, BadgeTone>> = { queued: "amber", sending: "blue", delivered: "green", failed: "rose" };

type Props = {
  reference: string;
  /** The text to show for a failure, or undefined when the page has handled it (signed out). */
  onFailure: (error: unknown) => string | undefined;
};

type Outcome = { text: string; problem: boolean };

function DeliveryItem({ delivery, busy, onSendAgain }: { delivery: WebhookDelivery; busy: boolean; onSendAgain: (delivery: WebhookDelivery) => void }) {
  const titleId = useId();
  return (
    <li className={`rounded-xl border p-4 ${delivery.state === "failed" ? "border-rose-200 bg-rose-50/40" : "border-slate-200"}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={titleId} className="min-w-0 font-semibold wrap-anywhere">
          {WEBHOOK_EVENT_LABELS[delivery.event]} <span className="font-normal text-slate-600">to {delivery.receiver}</span>
        </p>
        <Badge tone={TONES[delivery.state]}>{WEBHOOK_STATE_LABELS[delivery.state]}</Badge>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Event id</dt>
        <dd className="font-mono text-xs wrap-anywhere">{delivery.eventId}</dd>
        <dt className="text-slate-600">Tries</dt>
        <dd>{delivery.attempts === 0 ? "None yet" : delivery.attempts}</dd>
        <dt className="text-slate-600">Queued</dt>
        <dd>{formatIndiaDateTime(delivery.queuedAt)}</dd>
        {delivery.state === "queued" && delivery.attempts > 0 && delivery.nextAttemptAt && (
          <>
            <dt className="text-slate-600">Next try</dt>
            <dd>{formatIndiaDateTime(delivery.nextAttemptAt)}</dd>
          </>
        )}
        {delivery.deliveredAt && (
          <>
            <dt className="text-slate-600">Delivered</dt>
            <dd>{formatIndiaDateTime(delivery.deliveredAt)}</dd>
          </>
        )}
        {delivery.lastError && (
          <>
            <dt className="text-slate-600">Last error</dt>
            <dd className="wrap-anywhere text-rose-900">{delivery.lastError}</dd>
          </>
        )}
      </dl>
      {canSendAgain(delivery.state) && (
        <button type="button" onClick={() => onSendAgain(delivery)} disabled={busy} aria-describedby={titleId} className="btn btn-secondary mt-3">
          <Icon name="send" className="size-4" />
          {busy ? "Sending again…" : "Send again"}
        </button>
      )}
    </li>
  );
}

/**
 * The lead's events to the team's CRM (decision 0021): each event to each
 * address, its state, tries and last error, as the webhook worker left
 * them. A failed or delivered event can be sent again with the same event
 * id; the server records who did.
 */
export function WebhookDeliveryLog({ reference, onFailure }: Props) {
  const [answer, setAnswer] = useState<WebhookDeliveriesAnswer | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLOutputElement>(null);

  const failed = useCallback(
    (error: unknown) => {
      const text = onFailure(error);
      if (text) setOutcome({ text, problem: true });
    },
    [onFailure],
  );

  useEffect(() => {
    let current = true;
    fetchWebhookDeliveries(reference).then(
      (loaded) => current && setAnswer(loaded),
      (error: unknown) => current && failed(error),
    );
    return () => {
      current = false;
    };
  }, [reference, failed]);

  const refresh = () => {
    setOutcome(null);
    fetchWebhookDeliveries(reference).then(setAnswer, failed);
  };

  const onSendAgain = async (delivery: WebhookDelivery) => {
    setBusyId(delivery.id);
    setOutcome(null);
    let next: Outcome | null = null;
    try {
      setAnswer(await sendWebhookAgain(reference, delivery.id));
      next = { text: `“${WEBHOOK_EVENT_LABELS[delivery.event]}” to ${delivery.receiver} is queued again.`, problem: false };
    } catch (error) {
      const text = onFailure(error);
      if (text) next = { text, problem: true };
    }
    setBusyId(null);
    if (!next) return;
    setOutcome(next);
    // The button may be gone once the event is queued: keep the keyboard user's place on the outcome.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  return (
    <section aria-labelledby="webhooks-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="webhooks-heading" className="flex items-center gap-2 text-xl font-bold">
          <Icon name="send" className="size-5 text-slate-600" />
          Events to the CRM
        </h2>
        <button type="button" onClick={refresh} className="btn btn-secondary">
          Refresh
        </button>
      </div>
      <p className="mt-1 text-slate-700">
        {answer ? deliverySummary(answer.deliveries, answer.configured) : "Loading the events…"} A new lead, each status change and an erasure are sent to each
        CRM address, and tried again for more than a day while it does not answer.
      </p>
      {answer && answer.deliveries.length > 0 && (
        <ul aria-label="Events to the CRM about this lead" className="mt-4 flex flex-col gap-3">
          {answer.deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} busy={busyId === delivery.id} onSendAgain={onSendAgain} />
          ))}
        </ul>
      )}
      <output ref={outcomeRef} tabIndex={-1} className={`mt-2 block text-sm ${outcome?.problem ? "text-rose-800" : "text-emerald-800"}`}>
        {outcome?.text}
      </output>
    </section>
  );
}
