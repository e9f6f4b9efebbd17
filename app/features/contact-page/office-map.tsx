import { useState } from "react";
import { Icon } from "~/components/icon";
import { MapCaption, MapNotice, MapPreview } from "./contact-page-content";

/** The click-to-load map and what the page says around it (app/content/contact-page.yaml, map). */
export type OfficeMapCopy = {
  title: string;
  /** The iframe's address (its origin is allowed in the CSP's frame-src). */
  embedUrl: string;
  buttonLabel: string;
  /** Why the map waits for the visitor to ask. */
  notice: string;
  /** The same place on the map service's own site, and the words of that link. */
  viewUrl: string;
  viewLabel: string;
};

const MAP_WIDTH = 1200;
const MAP_HEIGHT = 450;

/**
 * The Pune head office's map, click to load: a self-hosted preview until the
 * visitor asks for the map, so the page makes no third-party request on its
 * own (faster, and nothing about the visitor goes to the map service unasked).
 * Its code loads when the visitor first reaches for it (client:first-use in
 * lead-forms/contact-page-sections.astro), which presses the button again once
 * it has: a tap that came before the code is not lost, as it was with
 * client:visible when the code was still on its way.
 */
export function OfficeMap({ map }: { map: OfficeMapCopy }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[8/3] min-h-72 w-full">
        {loaded ? (
          <iframe
            src={map.embedUrl}
            title={map.title}
            width={MAP_WIDTH}
            height={MAP_HEIGHT}
            className="absolute inset-0 size-full border-0"
            sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <MapPreview />
            <div className="absolute inset-0 flex items-center justify-center bg-white/60 p-4">
              <div className="max-w-md rounded-xl bg-white p-5 text-center shadow-lg ring-1 ring-slate-200">
                <MapNotice notice={map.notice} />
                <button type="button" onClick={() => setLoaded(true)} className="btn btn-primary mt-4">
                  <Icon name="map" className="size-4" />
                  {map.buttonLabel}
                </button>
              </div>
            </div>
          </>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm text-slate-600">
        <MapCaption map={map} />
      </figcaption>
    </figure>
  );
}
