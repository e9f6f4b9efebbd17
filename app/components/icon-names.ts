/**
 * The icons the site may show, by their lucide name. `npm run icons` builds the
 * SVG sprite (app/assets/icons.svg) from this list; add a name, run it, commit both.
 */
export const iconNames = [
  "arrow-left", "arrow-right", "award", "badge-check", "banknote", "book-open", "briefcase",
  "building-2", "calendar", "chart-column", "check", "chevron-down", "chevron-left",
  "chevron-right", "circle-check", "clock", "cpu", "download", "external-link", "factory",
  "file-text", "flag", "globe", "graduation-cap", "handshake", "heart-handshake", "landmark",
  "layers", "leaf", "library", "lightbulb", "line-chart", "lock", "mail", "map-pin", "megaphone",
  "menu", "message-circle", "mic", "network", "pause", "phone", "play", "presentation", "quote",
  "rocket", "scale", "search", "send", "settings", "shield-check", "sparkles", "star", "target",
  "trending-up", "trophy", "user", "user-check", "users", "video", "wallet", "x", "zap",
  "facebook", "twitter", "linkedin", "instagram", "youtube",
  "heart-pulse", "sprout", "circle-x", "image", "cookie",
  "newspaper", "palette", "copy", "eye", "search-x", "log-in", "clipboard-check",
  "circle-alert", "navigation", "map", "file-up",
  "calendar-plus",
] as const;

export type IconName = (typeof iconNames)[number];
