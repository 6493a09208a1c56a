// Entry point: global styles and the app.
import { mount } from "svelte";
import "./app.css";
import App from "./App.svelte";

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

const target = document.getElementById("app");
if (target) mount(App, { target });
