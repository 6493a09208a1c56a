// `npm run circular` (part of `make lint`): `madge --circular` over src, .ts
// and .svelte, with madge-svelte.cjs preloaded so that components are read.
// First it runs the same command on ./canary, a deliberate cycle through a
// component: if madge stops reporting it (an upgrade of madge or precinct
// bypassing the preload), .svelte imports are no longer seen and the check
// fails instead of passing on a graph without components.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const ui = join(dirname(fileURLToPath(import.meta.url)), "..");
const madge = (dir) =>
  spawnSync(
    process.execPath,
    [
      "--require",
      "./scripts/madge-svelte.cjs",
      "node_modules/madge/bin/cli.js",
      "--circular",
      "--extensions",
      "ts,svelte",
      "--ts-config",
      "./tsconfig.json",
      "--warning",
      "--no-spinner",
      dir,
    ],
    { cwd: ui, encoding: "utf8" },
  );

const canary = madge("scripts/canary");
if (canary.status !== 1 || !/Canary\.svelte/.test(canary.stdout) || !/canary\.ts/.test(canary.stdout)) {
  console.error("circular: madge did not report the canary cycle through a .svelte component (scripts/canary); it no longer reads components.");
  console.error(canary.stdout + canary.stderr);
  process.exit(2);
}

const run = madge("src");
process.stdout.write(run.stdout);
process.stderr.write(run.stderr);
process.exit(run.status ?? 1);
