#!/usr/bin/env python3
"""Fails when the modules of a crate import each other in a cycle.

Usage: tools/module_cycles.py PACKAGE...   (run by `make lint-modules`)

For each package, the library's module graph comes from cargo-modules
(`cargo modules dependencies --lib` with functions, traits and types
filtered out, so that every dependency of an item is counted as one of the
module that holds it). A cycle is a set of modules that reach each other
through "uses" edges; "owns" edges (a module declaring its submodules) are
structure, not dependencies. Each cycle is printed as a path. Exit status 1
when any package has one, 2 when the graph could not be read.

Why not `cargo modules dependencies --acyclic` alone: in cargo-modules 0.27
that flag checks the unfiltered item graph, where every type "owns" its
methods and a method "uses" its type back, so it reports a cycle
(`FenField` -> `FenField::fmt` -> `FenField`) in any crate with a method that
names its own type, and it cannot pass. Like the flag, this check sees `use`
declarations and item signatures, not paths written inside function bodies.
"""
import re
import subprocess
import sys
from collections import deque

CARGO_MODULES = [
    "cargo", "modules", "dependencies", "--lib",
    "--no-fns", "--no-traits", "--no-types", "--no-externs", "--no-sysroot",
    "--layout", "dot",
]
NODE = re.compile(r'^\s*"([^"]+)" \[label="[^"]*"[^\]]*\]; // "(crate|mod)" node')
EDGE = re.compile(r'^\s*"([^"]+)" -> "([^"]+)" \[label="(uses|owns)"')


def module_graph(dot):
    """Modules and the set of modules each one uses (self-uses dropped)."""
    modules = set()
    uses = []
    for line in dot.splitlines():
        if m := NODE.match(line):
            modules.add(m.group(1))
        elif (m := EDGE.match(line)) and m.group(3) == "uses":
            uses.append((m.group(1), m.group(2)))

    def owner(path):
        # The module holding an item (if cargo-modules kept a non-module node).
        while path not in modules and "::" in path:
            path = path.rsplit("::", 1)[0]
        return path

    graph = {m: set() for m in modules}
    for a, b in uses:
        a, b = owner(a), owner(b)
        if a != b and a in graph and b in graph:
            graph[a].add(b)
    return graph


def cycles(graph):
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index, low, on_stack, stack, out = {}, {}, set(), [], []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def a_cycle(graph, comp):
    """One closed path through the first module of a component (shortest, BFS)."""
    start, members = comp[0], set(comp)
    prev = {start: None}
    queue = deque([start])
    while queue:
        v = queue.popleft()
        for w in sorted(graph[v]):
            if w == start:
                path = [v]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return list(reversed(path)) + [start]
            if w in members and w not in prev:
                prev[w] = v
                queue.append(w)
    return comp


def main(packages):
    if not packages:
        print(__doc__, file=sys.stderr)
        return 2
    status = 0
    for package in packages:
        run = subprocess.run(CARGO_MODULES + ["--package", package], capture_output=True, text=True)
        if run.returncode != 0:
            print(f"{package}: cargo modules failed:\n{run.stderr}", file=sys.stderr)
            return 2
        graph = module_graph(run.stdout)
        if not graph:
            print(f"{package}: no modules in the cargo-modules output", file=sys.stderr)
            return 2
        found = cycles(graph)
        edges = sum(len(v) for v in graph.values())
        if not found:
            print(f"{package}: {len(graph)} modules, {edges} module dependencies, no cycle")
            continue
        status = 1
        print(f"{package}: {len(found)} import cycle(s) between modules:")
        for comp in found:
            print(f"  {' -> '.join(a_cycle(graph, comp))}")
            if len(comp) > 2:
                print(f"    (modules in this cycle: {', '.join(comp)})")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
