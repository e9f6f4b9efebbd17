import { useState } from "react";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import type { OfficeMap as OfficeMapContent } from "~/content/contact-types";
import { MapPreviewArt } from "./map-preview-art";

const MAP_WIDTH = 1200;
const MAP_HEIGHT = 450;

/**
 * The Pune map, click to load: a self-hosted preview until the visitor asks
 * for the map, so the page makes no third-party request on its own (faster,
 * and nothing about the visitor goes to the map service unasked).
 */
export function OfficeMap({ map }: { map: OfficeMapContent }) {
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
            <MapPreviewArt className="absolute inset-0 size-full" />
            <div className="absolute inset-0 flex items-center justify-center bg-white/60 p-4">
              <div className="max-w-md rounded-xl bg-white p-5 text-center shadow-lg ring-1 ring-slate-200">
                <p className="text-sm text-slate-700">{map.notice}</p>
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
        <span>{map.title}</span>
        <ExternalLink href={map.viewUrl} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
          Open in OpenStreetMap
          <Icon name="external-link" className="size-4" />
        </ExternalLink>
      </figcaption>
    </figure>
  );
}
