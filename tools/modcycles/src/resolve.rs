//! From the paths a module writes to the modules it depends on.
//!
//! A path is resolved the way rustc resolves it, minus visibility and
//! namespaces: its first segment is `crate`, `self`, `super`, or a name
//! bound in the module (a submodule, an item, a `use` binding, or a name
//! brought in by a glob import); each further segment is looked up in the
//! module reached so far. `use` bindings are followed to what they bind, so
//! a re-export (`pub use position::Position` in the root) leads to the
//! module that defines the item, not to the module that re-exports it. The
//! walk stops at the first item that is not a module (`Role::Chariot`,
//! `Position::new` belong to the module of `Role`, `Position`). A name that
//! resolves to nothing of the crate (another crate, the prelude, a local
//! variable, a generic parameter, `Self`) is no dependency; a segment not
//! found in a module of the crate (something a macro defines) leaves the
//! dependency on that module.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use crate::tree::Crate;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Target {
    Module(usize),
    /// An item (not a module) named `name`, defined in `module`.
    Item {
        module: usize,
        name: String,
    },
}

impl Target {
    fn module(&self) -> usize {
        match self {
            Target::Module(m) | Target::Item { module: m, .. } => *m,
        }
    }
}

struct Resolver<'a> {
    krate: &'a Crate,
    /// (module, name) lookups under way: a `use` that binds itself, or two
    /// globs importing each other, end here instead of looping.
    visiting: HashSet<(usize, &'a str)>,
}

impl<'a> Resolver<'a> {
    fn lookup(&mut self, m: usize, name: &'a str) -> Option<Target> {
        let module = &self.krate.modules[m];
        if let Some(&c) = module.children.get(name) {
            return Some(Target::Module(c));
        }
        if module.items.contains_key(name) {
            return Some(Target::Item {
                module: m,
                name: name.to_string(),
            });
        }
        if !self.visiting.insert((m, name)) {
            return None;
        }
        let found = self.lookup_imports(m, name);
        self.visiting.remove(&(m, name));
        found
    }

    fn lookup_imports(&mut self, m: usize, name: &'a str) -> Option<Target> {
        let krate = self.krate;
        let module = &krate.modules[m];
        let mut bound = false;
        for (n, path) in &module.imports {
            if n == name {
                bound = true;
                if let Some(t) = self.resolve(m, path) {
                    return Some(t);
                }
            }
        }
        if bound {
            // An explicit `use` of another crate's item shadows the globs.
            return None;
        }
        for glob in &module.globs {
            match self.resolve(m, glob) {
                Some(Target::Module(k)) => {
                    if let Some(t) = self.lookup(k, name) {
                        return Some(t);
                    }
                }
                Some(Target::Item { module: k, name: e }) => {
                    let is_variant = krate.modules[k]
                        .items
                        .get(&e)
                        .is_some_and(|v| v.iter().any(|v| v == name));
                    if is_variant {
                        return Some(Target::Item { module: k, name: e });
                    }
                }
                None => {}
            }
        }
        None
    }

    /// What `path`, written in module `m`, names in the crate.
    fn resolve(&mut self, m: usize, path: &'a [String]) -> Option<Target> {
        let (first, rest) = path.split_first()?;
        let mut cur = match first.as_str() {
            "::" | "Self" => return None,
            "crate" => Target::Module(0),
            "self" => Target::Module(m),
            "super" => Target::Module(self.krate.modules[m].parent?),
            name => self.lookup(m, name)?,
        };
        for seg in rest {
            let Target::Module(k) = cur else { break };
            cur = match seg.as_str() {
                "super" => Target::Module(self.krate.modules[k].parent?),
                "self" => Target::Module(k),
                name => match self.lookup(k, name) {
                    Some(t) => t,
                    None => return Some(Target::Module(k)),
                },
            };
        }
        Some(cur)
    }
}

/// For each module (by index), the modules it uses; self-uses are dropped.
pub fn module_graph(krate: &Crate) -> BTreeMap<usize, BTreeSet<usize>> {
    let mut graph: BTreeMap<usize, BTreeSet<usize>> = (0..krate.modules.len())
        .map(|m| (m, BTreeSet::new()))
        .collect();
    let mut r = Resolver {
        krate,
        visiting: HashSet::new(),
    };
    for (m, module) in krate.modules.iter().enumerate() {
        for path in &module.refs {
            if let Some(t) = r.resolve(m, path) {
                let to = t.module();
                if to != m {
                    graph.entry(m).or_default().insert(to);
                }
            }
        }
    }
    graph
}
