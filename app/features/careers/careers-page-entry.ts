// Build time only (page shells): the words of /careers and of every role's page, from app/content/careers-page.yaml.
import { getEntry } from "astro:content";
import type { CareersCopy } from "./careers-copy";

const entry = await getEntry("careersPage", "page");
if (!entry) throw new Error("app/content/careers-page.yaml is missing");

export const careersCopy: CareersCopy = entry.data;
