#!/usr/bin/env python3
"""Fails when the module graph on stdin has an import cycle.

Reads the DOT that `cargo modules dependencies --no-externs --no-sysroot
--no-fns --no-types --no-traits --no-owns` prints (module-level "uses"
edges: module A uses an item defined in module B) and prints every cycle.

Why not `cargo modules dependencies --acyclic`: in cargo-modules 0.27 (the
last release that builds with rustc 1.95) `--acyclic` runs on the item graph
before the filters, so a type and its own `new` (owns + uses) count as a
cycle and no crate passes. This checks the filtered, module-level graph.
"""
import re
import sys


def main() -> int:
    edges: dict[str, set[str]] = {}
    for line in sys.stdin:
        m = re.match(r'\s*"([^"]+)" -> "([^"]+)" \[label="uses"', line)
        if m and m.group(1) != m.group(2):
            edges.setdefault(m.group(1), set()).add(m.group(2))
    cycles = []
    state: dict[str, int] = {}  # 1 = on the stack, 2 = done
    stack: list[str] = []

    def visit(n: str) -> None:
        state[n] = 1
        stack.append(n)
        for d in sorted(edges.get(n, ())):
            if state.get(d) == 1:
                cycles.append(stack[stack.index(d):] + [d])
            elif d not in state:
                visit(d)
        stack.pop()
        state[n] = 2

    for n in sorted(edges):
        if n not in state:
            visit(n)
    for c in cycles:
        print("import cycle: " + " -> ".join(c))
    if not edges:
        print("no module edges read (is the input cargo-modules DOT?)")
        return 2
    print(f"{len(edges)} modules with imports, {len(cycles)} cycles")
    return 1 if cycles else 0


if __name__ == "__main__":
    sys.exit(main())
