// Entry point: global styles and the app.
import { mount } from "svelte";
import "./app.css";
import App from "./App.svelte";
import { setLanguage } from "./i18n/index.svelte";
import { resolveLanguage } from "./i18n/tables";
import * as ipc from "./ipc";

// Content-Security-Policy violations (tauri.conf.json allows no inline
// styles or scripts) are logged and kept for the end-to-end tests, which
// check that no screen causes one.
const cspViolations: string[] = [];
(window as unknown as { __cspViolations: string[] }).__cspViolations = cspViolations;
document.addEventListener("securitypolicyviolation", (e) => {
  const what = `${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber}) ${e.sample}`;
  cspViolations.push(what);
  console.error(`CSP: ${what}`);
});

// The first screen is drawn in the player's language: its table (a chunk of
// its own) is loaded first; App follows the settings from then on.
async function start(target: HTMLElement) {
  const settings = await ipc.getSettings().catch(() => null);
  const system = navigator.languages ?? [navigator.language];
  await setLanguage(resolveLanguage(settings?.language ?? null, system)).catch((e) => {
    console.error(`janggi: the language table did not load: ${e}`);
    return setLanguage("en");
  });
  mount(App, { target });
}

const target = document.getElementById("app");
if (target) void start(target);
