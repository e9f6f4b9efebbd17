import { formatShortDate } from "~/lib/display-format";

/** India Standard Time is UTC+05:30 all year. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** "2026-03-14T09:05:00.000Z" → "14 Mar 2026, 14:35 IST". */
export function formatIndiaDateTime(iso: string): string {
  const india = new Date(new Date(iso).getTime() + INDIA_OFFSET_MS).toISOString();
  return `${formatShortDate(india.slice(0, 10))}, ${india.slice(11, 16)} IST`;
}

/** 2048 → "2 KB", 1_468_006 → "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const MEDIA_TYPE_NAMES: Readonly<Record<string, string>> = {
  "application/pdf": "PDF",
  "application/vnd.ms-powerpoint": "PowerPoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PowerPoint (PPTX)",
};

export function mediaTypeName(mediaType: string): string {
  return MEDIA_TYPE_NAMES[mediaType] ?? mediaType;
}

/** "1 lead", "1,234 leads" (Indian grouping: 1,00,000). */
export function leadCount(count: number): string {
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "lead" : "leads"}`;
}
