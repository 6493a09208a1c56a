//! The module tree of one crate, read from its root file with syn: every
//! module with the names it defines, what it imports and the paths it refers
//! to. Nothing is resolved here (see `resolve`).
//!
//! Files: `mod x;` is `x.rs` or `x/mod.rs` in the directory the declaring
//! file owns (its own for `lib.rs`, `main.rs`, `mod.rs` and any file loaded
//! through `#[path]`; `dir/name/` for `dir/name.rs`), below the inline
//! modules around the declaration; `#[path = "p"]` is relative to the
//! declaring file's directory outside inline modules, to the owned directory
//! with the inline modules' names inside them (as rustc does).
//!
//! Configuration: items and modules under `#[cfg(test)]` (or `#[test]`) are
//! left out unless `Options::tests`; every other `cfg` counts as true, so the
//! graph is the union over platforms and features.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use syn::ext::IdentExt;
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};
use syn::{Attribute, Expr, Item, Meta, Token, UseTree};

/// What counts as a reference from a module.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Also paths inside function bodies, constant initialisers and macro
    /// arguments (parsed as comma-separated expressions where they are).
    pub bodies: bool,
    /// Also `#[cfg(test)]` modules and items.
    pub tests: bool,
}

/// One module of the crate.
#[derive(Debug, Default)]
pub struct Module {
    /// `crate::a::b` style, with the crate's name for `crate`.
    pub name: String,
    pub parent: Option<usize>,
    pub children: BTreeMap<String, usize>,
    /// Items defined here (types, functions, traits, constants, macros...),
    /// with the variant names of an enum (empty for anything else).
    pub items: BTreeMap<String, Vec<String>>,
    /// `use` bindings: the name in this module and the path it stands for.
    pub imports: Vec<(String, Vec<String>)>,
    /// Glob imports (`use a::*`): the path before `*`.
    pub globs: Vec<Vec<String>>,
    /// Every path this module refers to: `use` leaves and globs, and paths
    /// in item signatures (and bodies with `Options::bodies`). A leading
    /// `::` is kept as a first segment `"::"`.
    pub refs: Vec<Vec<String>>,
    /// The file the module's items are in.
    pub file: PathBuf,
}

/// A crate's modules; index 0 is the root.
#[derive(Debug)]
pub struct Crate {
    pub modules: Vec<Module>,
}

#[derive(Debug)]
pub enum Error {
    Io(PathBuf, std::io::Error),
    Parse(PathBuf, syn::Error),
    NoFile {
        declared_in: PathBuf,
        module: String,
        tried: Vec<PathBuf>,
    },
    TwoFiles {
        declared_in: PathBuf,
        module: String,
        files: [PathBuf; 2],
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io(p, e) => write!(f, "{}: {e}", p.display()),
            Error::Parse(p, e) => {
                let at = e.span().start();
                write!(f, "{}:{}:{}: {e}", p.display(), at.line, at.column + 1)
            }
            Error::NoFile {
                declared_in,
                module,
                tried,
            } => {
                let tried: Vec<String> = tried.iter().map(|p| p.display().to_string()).collect();
                write!(
                    f,
                    "{}: no file for `mod {module};` (tried {})",
                    declared_in.display(),
                    tried.join(", ")
                )
            }
            Error::TwoFiles {
                declared_in,
                module,
                files,
            } => write!(
                f,
                "{}: `mod {module};` has two files: {} and {}",
                declared_in.display(),
                files[0].display(),
                files[1].display()
            ),
        }
    }
}

/// Where the items being read come from: the file, whether it owns its
/// directory, and the inline modules (`mod a { ... }`) open around them.
struct Place<'a> {
    file: &'a Path,
    owns_dir: bool,
    inline: Vec<String>,
}

impl Place<'_> {
    fn dir(&self) -> PathBuf {
        self.file
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default()
    }

    /// The directory `mod x;` looks in.
    fn child_dir(&self) -> PathBuf {
        let mut d = self.dir();
        if !self.owns_dir {
            if let Some(stem) = self.file.file_stem() {
                d.push(stem);
            }
        }
        for m in &self.inline {
            d.push(m);
        }
        d
    }
}

/// Reads the crate whose root file is `root`; `name` names the root module.
pub fn read_crate(root: &Path, name: &str, opts: Options) -> Result<Crate, Error> {
    let mut krate = Crate {
        modules: vec![Module {
            name: name.to_string(),
            file: root.to_path_buf(),
            ..Module::default()
        }],
    };
    let file = parse(root)?;
    let place = Place {
        file: root,
        owns_dir: true,
        inline: Vec::new(),
    };
    read_items(&mut krate, 0, &file.items, &place, opts)?;
    Ok(krate)
}

fn parse(path: &Path) -> Result<syn::File, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::Io(path.to_path_buf(), e))?;
    syn::parse_file(&text).map_err(|e| Error::Parse(path.to_path_buf(), e))
}

/// True when `attrs` keep the item out of a build without tests.
fn test_only(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        if a.path().is_ident("test") {
            return true;
        }
        if !a.path().is_ident("cfg") {
            return false;
        }
        match a.parse_args::<Meta>() {
            Ok(m) => needs_test(&m),
            Err(_) => false,
        }
    })
}

/// True when the cfg predicate can only hold with `test` set.
fn needs_test(m: &Meta) -> bool {
    match m {
        Meta::Path(p) => p.is_ident("test"),
        Meta::List(l) => {
            let args = match l.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated) {
                Ok(a) => a,
                Err(_) => return false,
            };
            if l.path.is_ident("all") {
                args.iter().any(needs_test)
            } else if l.path.is_ident("any") {
                !args.is_empty() && args.iter().all(needs_test)
            } else {
                false
            }
        }
        Meta::NameValue(_) => false,
    }
}

fn path_attr(attrs: &[Attribute]) -> Option<String> {
    attrs.iter().find_map(|a| match &a.meta {
        Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

fn read_items(
    krate: &mut Crate,
    m: usize,
    items: &[Item],
    place: &Place,
    opts: Options,
) -> Result<(), Error> {
    for item in items {
        if !opts.tests && test_only(item_attrs(item)) {
            continue;
        }
        match item {
            Item::Mod(im) => read_mod(krate, m, im, place, opts)?,
            Item::Use(u) => add_use(&mut krate.modules[m], &u.tree, u.leading_colon.is_some()),
            Item::ExternCrate(e) => {
                // `extern crate a as b;` binds `b` to the external crate.
                let name = e
                    .rename
                    .as_ref()
                    .map_or(&e.ident, |r| &r.1)
                    .unraw()
                    .to_string();
                krate.modules[m]
                    .imports
                    .push((name, vec!["::".into(), e.ident.unraw().to_string()]));
            }
            _ => {
                let module = &mut krate.modules[m];
                match item {
                    Item::Enum(e) => {
                        let variants = e
                            .variants
                            .iter()
                            .map(|v| v.ident.unraw().to_string())
                            .collect();
                        module.items.insert(e.ident.unraw().to_string(), variants);
                    }
                    _ => {
                        if let Some(name) = item_name(item) {
                            module.items.entry(name).or_default();
                        }
                    }
                }
                let mut refs = Refs {
                    opts,
                    refs: Vec::new(),
                    uses: Vec::new(),
                };
                refs.visit_item(item);
                module.refs.extend(refs.refs);
                for (tree, colon) in refs.uses {
                    add_use(module, &tree, colon);
                }
            }
        }
    }
    Ok(())
}

fn item_name(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Const(i) => &i.ident,
        Item::Fn(i) => &i.sig.ident,
        Item::Macro(i) => i.ident.as_ref()?,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::TraitAlias(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        _ => return None,
    };
    Some(ident.unraw().to_string())
}

fn read_mod(
    krate: &mut Crate,
    m: usize,
    im: &syn::ItemMod,
    place: &Place,
    opts: Options,
) -> Result<(), Error> {
    let name = im.ident.unraw().to_string();
    let path = path_attr(&im.attrs);
    // A module declared twice (under different cfgs) is one module.
    let child = match krate.modules[m].children.get(&name) {
        Some(&c) => c,
        None => {
            let c = krate.modules.len();
            let full = format!("{}::{name}", krate.modules[m].name);
            krate.modules.push(Module {
                name: full,
                parent: Some(m),
                ..Module::default()
            });
            krate.modules[m].children.insert(name.clone(), c);
            c
        }
    };
    if let Some((_, content)) = &im.content {
        let mut inline = place.inline.clone();
        inline.push(path.unwrap_or(name));
        krate.modules[child].file = place.file.to_path_buf();
        let inner = Place {
            file: place.file,
            owns_dir: place.owns_dir,
            inline,
        };
        return read_items(krate, child, content, &inner, opts);
    }
    let (file, owns_dir) = match path {
        Some(p) => {
            let base = if place.inline.is_empty() {
                place.dir()
            } else {
                place.child_dir()
            };
            (base.join(p), true)
        }
        None => {
            let dir = place.child_dir();
            let flat = dir.join(format!("{name}.rs"));
            let nested = dir.join(&name).join("mod.rs");
            match (flat.is_file(), nested.is_file()) {
                (true, false) => (flat, false),
                (false, true) => (nested, true),
                (true, true) => {
                    return Err(Error::TwoFiles {
                        declared_in: place.file.to_path_buf(),
                        module: name,
                        files: [flat, nested],
                    })
                }
                (false, false) => {
                    return Err(Error::NoFile {
                        declared_in: place.file.to_path_buf(),
                        module: name,
                        tried: vec![flat, nested],
                    })
                }
            }
        }
    };
    let parsed = parse(&file)?;
    krate.modules[child].file = file.clone();
    let inner = Place {
        file: &file,
        owns_dir,
        inline: Vec::new(),
    };
    read_items(krate, child, &parsed.items, &inner, opts)
}

/// Adds the bindings, globs and references of one `use` tree.
fn add_use(module: &mut Module, tree: &UseTree, leading_colon: bool) {
    let mut prefix = Vec::new();
    if leading_colon {
        prefix.push("::".to_string());
    }
    flatten(module, tree, &mut prefix);
}

fn flatten(module: &mut Module, tree: &UseTree, prefix: &mut Vec<String>) {
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.unraw().to_string());
            flatten(module, &p.tree, prefix);
            prefix.pop();
        }
        UseTree::Name(n) => {
            let ident = n.ident.unraw().to_string();
            bind(module, prefix, &ident, None);
        }
        UseTree::Rename(r) => {
            let ident = r.ident.unraw().to_string();
            bind(module, prefix, &ident, Some(r.rename.unraw().to_string()));
        }
        UseTree::Glob(_) => {
            module.globs.push(prefix.clone());
            module.refs.push(prefix.clone());
        }
        UseTree::Group(g) => {
            for t in &g.items {
                flatten(module, t, prefix);
            }
        }
    }
}

/// `prefix::ident [as rename]`; `self` in a group names the prefix itself.
fn bind(module: &mut Module, prefix: &[String], ident: &str, rename: Option<String>) {
    let mut path = prefix.to_vec();
    if ident != "self" || path.is_empty() {
        path.push(ident.to_string());
    }
    let name = rename.unwrap_or_else(|| path.last().cloned().unwrap_or_default());
    if name != "_" && name != "::" {
        module.imports.push((name, path.clone()));
    }
    module.refs.push(path);
}

/// Collects the paths an item refers to.
struct Refs {
    opts: Options,
    refs: Vec<Vec<String>>,
    /// `use` declarations met inside bodies (they bind in the module).
    uses: Vec<(UseTree, bool)>,
}

impl<'ast> Visit<'ast> for Refs {
    fn visit_block(&mut self, b: &'ast syn::Block) {
        if self.opts.bodies {
            visit::visit_block(self, b);
        }
    }

    fn visit_expr(&mut self, e: &'ast Expr) {
        if self.opts.bodies {
            visit::visit_expr(self, e);
        }
    }

    // Items inside bodies: their `use` declarations bind in the module;
    // modules inside bodies are not part of the tree.
    fn visit_item(&mut self, i: &'ast Item) {
        if !self.opts.tests && test_only(item_attrs(i)) {
            return;
        }
        match i {
            Item::Use(u) => self.uses.push((u.tree.clone(), u.leading_colon.is_some())),
            Item::Mod(_) => {}
            _ => visit::visit_item(self, i),
        }
    }

    fn visit_impl_item(&mut self, i: &'ast syn::ImplItem) {
        let attrs: &[Attribute] = match i {
            syn::ImplItem::Const(c) => &c.attrs,
            syn::ImplItem::Fn(f) => &f.attrs,
            syn::ImplItem::Type(t) => &t.attrs,
            syn::ImplItem::Macro(m) => &m.attrs,
            _ => &[],
        };
        if self.opts.tests || !test_only(attrs) {
            visit::visit_impl_item(self, i);
        }
    }

    fn visit_trait_item(&mut self, i: &'ast syn::TraitItem) {
        let attrs: &[Attribute] = match i {
            syn::TraitItem::Const(c) => &c.attrs,
            syn::TraitItem::Fn(f) => &f.attrs,
            syn::TraitItem::Type(t) => &t.attrs,
            syn::TraitItem::Macro(m) => &m.attrs,
            _ => &[],
        };
        if self.opts.tests || !test_only(attrs) {
            visit::visit_trait_item(self, i);
        }
    }

    // Attributes (derives, cfgs, serde's strings) and visibilities
    // (`pub(crate)`, `pub(super)`) name no dependency.
    fn visit_attribute(&mut self, _: &'ast Attribute) {}
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_path(&mut self, p: &'ast syn::Path) {
        let mut segs = Vec::with_capacity(p.segments.len() + 1);
        if p.leading_colon.is_some() {
            segs.push("::".to_string());
        }
        segs.extend(p.segments.iter().map(|s| s.ident.unraw().to_string()));
        self.refs.push(segs);
        visit::visit_path(self, p);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.visit_path(&m.path);
        if self.opts.bodies {
            if let Ok(args) = m.parse_body_with(Punctuated::<Expr, Token![,]>::parse_terminated) {
                for e in &args {
                    self.visit_expr(e);
                }
            }
        }
    }
}
