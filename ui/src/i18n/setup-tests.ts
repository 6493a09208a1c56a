// vitest setup (vite.config.ts): every table loaded before any test, so
// `format` and `t` read them as the app does once a language is chosen.
import { LANGUAGES, loadTable } from "./tables";

await Promise.all(LANGUAGES.map(loadTable));
