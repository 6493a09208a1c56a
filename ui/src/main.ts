// Entry point: global styles and the app.
import { mount } from "svelte";
import "./app.css";
import App from "./App.svelte";
import { setLanguage } from "./i18n/index.svelte";
import { loadTable, resolveLanguage } from "./i18n/tables";
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

// An app, not a page: a long press or a right click opens no browser menu
// (reload, inspect, select all) over the game; text fields keep theirs (cut,
// copy, paste).
document.addEventListener("contextmenu", (e) => {
  const el = e.target instanceof Element ? e.target : null;
  if (!el?.closest("input, textarea, [contenteditable], .selectable")) e.preventDefault();
});

// The first screen is drawn in the player's language: its table (a chunk of
// its own) is loaded first; App follows the settings from then on.
async function start(target: HTMLElement) {
  const system = navigator.languages ?? [navigator.language];
  // The system's language is fetched while Rust answers: most players never
  // set another one, and a wrong guess costs only the load.
  loadTable(resolveLanguage(null, system)).catch(() => {});
  const settings = await ipc.getSettings().catch(() => null);
  await setLanguage(resolveLanguage(settings?.language ?? null, system)).catch((e) => {
    console.error(`janggi: the language table did not load: ${e}`);
    return setLanguage("en");
  });
  mount(App, { target, props: { initialSettings: settings } });
}

const target = document.getElementById("app");
if (target) void start(target);
