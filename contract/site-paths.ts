/** Prerendered at build time; the server sends it with HTTP 404 for unknown paths. */
export const NOT_FOUND_PATH = "/404";

/** Base path of the JSON API. */
export const API_BASE_PATH = "/api";
