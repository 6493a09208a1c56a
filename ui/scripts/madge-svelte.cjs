// Preloaded into madge (`node --require ./scripts/madge-svelte.cjs …/madge`)
// so that it reads Svelte components: madge finds imports with precinct,
// which has no reader for `.svelte` and silently reports no imports for them,
// so a cycle through a component would go unseen. Here a component's
// imports are those of its <script> blocks (the markup cannot import),
// read with the same TypeScript reader as the `.ts` files.
// A component that cannot be read fails the run instead of dropping out of
// the graph (dependency-tree would swallow the error).
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { builtinModules } = require("node:module");
const { parse } = require("svelte/compiler");

// The precinct that madge's dependency-tree loads (not necessarily a hoisted copy).
const treeDir = path.dirname(require.resolve("dependency-tree/package.json"));
const precinct = require(require.resolve("precinct", { paths: [treeDir] }));

/** The text of a component's instance and module scripts. */
function scripts(source, filename) {
  const ast = parse(source, { filename, modern: true });
  return [ast.module, ast.instance]
    .filter(Boolean)
    .map((s) => source.slice(s.content.start, s.content.end))
    .join("\n");
}

const failures = [];
const paperwork = precinct.paperwork;
precinct.paperwork = function (filename, options = {}) {
  if (path.extname(filename) !== ".svelte") return paperwork.call(this, filename, options);
  try {
    const deps = precinct(scripts(fs.readFileSync(filename, "utf8"), filename), { ...options, type: "ts" });
    return options.includeCore === false ? deps.filter((d) => !d.startsWith("node:") && !builtinModules.includes(d)) : deps;
  } catch (e) {
    failures.push(`${filename}: ${e.message}`);
    throw e;
  }
};

process.on("exit", () => {
  if (failures.length === 0) return;
  console.error(`madge-svelte: ${failures.length} component(s) could not be read:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
});
