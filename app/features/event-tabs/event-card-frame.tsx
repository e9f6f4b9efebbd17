import type { ReactNode } from "react";
import { Reveal } from "~/components/reveal";

type EventCardFrameProps = { eventId: string; index: number; cover: ReactNode; details: ReactNode; footer: ReactNode };

/** An event's card: its cover, then its details and, at the bottom, its count and action. */
export function EventCardFrame({ eventId, index, cover, details, footer }: EventCardFrameProps) {
  return (
    <Reveal as="li" index={index} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {cover}
      <article className="flex flex-1 flex-col gap-3 p-6" id={`event-${eventId}`}>
        {details}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">{footer}</div>
      </article>
    </Reveal>
  );
}
