// The first JS chunk's budget (issue 29): the entry script dist/index.html
// loads, with the modules it preloads, at most 300 kB; no language table in
// it (each language is a chunk of its own, loaded on demand). Run after
// `vite build` (npm run build); prints the sizes, raw and gzip.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const DIST = new URL("../dist/", import.meta.url).pathname;
const BUDGET = 300 * 1000;
const html = readFileSync(join(DIST, "index.html"), "utf8");
const first = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
if (first.length === 0) throw new Error("bundle-budget: no script in dist/index.html");
let total = 0;
let gz = 0;
for (const f of first) {
  const bytes = readFileSync(join(DIST, f));
  total += bytes.length;
  gz += gzipSync(bytes).length;
  // A table's own text: the Korean and Russian names of the settings screen.
  const text = bytes.toString("utf8");
  for (const probe of ["설정", "Настройки"]) if (text.includes(`"${probe}"`)) throw new Error(`bundle-budget: ${f} carries a language table ("${probe}")`);
}
const tables = readdirSync(join(DIST, "assets")).filter((f) => /^(en|ko|ja|zh|ru|zhHant)-[\w-]+\.js$/.test(f));
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log(`first chunk: ${first.join(" + ")}: ${kb(total)} (gzip ${kb(gz)}); language chunks: ${tables.length}`);
if (total > BUDGET) throw new Error(`bundle-budget: the first chunk is ${kb(total)}, over ${kb(BUDGET)}`);
