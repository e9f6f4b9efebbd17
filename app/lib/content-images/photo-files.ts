import { existsSync, readdirSync } from "node:fs";
import { relative, sep } from "node:path";
import { PHOTO_FILE_PATTERN } from "./image-paths";

/** The photo files in a folder and its subfolders, as paths relative to it with "/" ("team/meera.jpg"). */
export function listPhotoFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PHOTO_FILE_PATTERN.test(entry.name))
    .map((entry) => relative(folder, `${entry.parentPath}${sep}${entry.name}`).split(sep).join("/"))
    .sort();
}
