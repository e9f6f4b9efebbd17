/** Build time only (pages/login.astro): the login page's words from app/content/login-page.yaml. */
import { getEntry } from "astro:content";
import type { LoginCopy } from "./login-content";

const entry = await getEntry("loginPage", "page");
// A file that is not valid YAML is only logged by the loader ([file-loader]); the build stops here instead.
if (!entry) throw new Error("app/content/login-page.yaml is missing or is not valid YAML (see the [file-loader] error above)");

export const loginPage: LoginCopy = entry.data;
