//! Small synthetic crates written to a temporary directory.

use super::*;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A crate on disk: `files` are (path below the crate directory, text);
/// removed when dropped.
struct Fixture {
    dir: PathBuf,
}

impl Fixture {
    fn new(files: &[(&str, &str)]) -> Fixture {
        static N: AtomicUsize = AtomicUsize::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("modcycles-test-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (path, text) in files {
            let p = dir.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, text).unwrap();
        }
        Fixture { dir }
    }

    fn root(&self) -> String {
        self.dir.join("src/lib.rs").display().to_string()
    }

    /// Exit status and standard output of `modcycles [flags] src/lib.rs`.
    fn run(&self, flags: &[&str]) -> (u8, String, String) {
        let mut args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
        args.push(self.root());
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run(&args, &mut out, &mut err);
        (
            code,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    /// The "uses" edges as `a -> b` lines without the crate name.
    fn edges(&self, flags: &[&str]) -> Vec<String> {
        let mut flags = flags.to_vec();
        flags.push("--edges");
        let (_, out, _) = self.run(&flags);
        out.lines()
            .filter_map(|l| l.strip_prefix("  "))
            .filter(|l| l.matches(" -> ").count() == 1)
            .map(|l| l.replace("crate::", ""))
            .collect()
    }
}

impl Drop for Fixture {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[test]
fn a_cycle_through_super_is_caught() {
    let f = Fixture::new(&[
        ("src/lib.rs", "mod a;\nmod b;\n"),
        ("src/a.rs", "use crate::b::B;\npub struct A(pub B);\n"),
        (
            "src/b.rs",
            "pub struct B;\npub fn make(_: &super::a::A) -> B { B }\n",
        ),
    ]);
    let (code, out, err) = f.run(&[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("1 import cycle(s)"), "{out}");
    assert!(
        out.contains("  crate::a -> crate::b -> crate::a\n"),
        "{out}"
    );
}

#[test]
fn a_crate_without_a_cycle_passes() {
    let f = Fixture::new(&[
        ("src/lib.rs", "mod a;\nmod b;\npub use a::A;\n"),
        ("src/a.rs", "use crate::b::B;\npub struct A(pub B);\n"),
        (
            "src/b.rs",
            "pub struct B;\npub fn make() -> B { crate::A(B).0 }\n",
        ),
    ]);
    let (code, out, err) = f.run(&[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.ends_with("3 modules, 2 module dependencies, no cycle\n"),
        "{out}"
    );
    assert_eq!(
        sorted(f.edges(&[])),
        ["a -> b", "crate -> a"].map(String::from).to_vec()
    );
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

#[test]
fn grouped_renamed_and_self_imports_are_edges() {
    let f = Fixture::new(&[
        ("src/lib.rs", "mod a;\nmod b;\nmod c;\n"),
        (
            "src/a.rs",
            "use crate::{b::{self, inner::Deep}, c::C as Sea};\npub fn f(_: Sea, _: Deep) {}\n",
        ),
        ("src/b.rs", "pub mod inner { pub struct Deep; }\n"),
        ("src/c.rs", "pub struct C;\n"),
    ]);
    assert_eq!(
        sorted(f.edges(&[])),
        ["a -> b", "a -> b::inner", "a -> c"]
            .map(String::from)
            .to_vec()
    );
    assert_eq!(f.run(&[]).0, 0);

    let g = Fixture::new(&[
        ("src/lib.rs", "mod a;\nmod b;\n"),
        ("src/a.rs", "pub struct A;\npub fn f(_: crate::b::B) {}\n"),
        (
            "src/b.rs",
            "use super::{a::{A as _}, self as _};\npub struct B;\n",
        ),
    ]);
    let (code, out, _) = g.run(&[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("crate::a -> crate::b -> crate::a"), "{out}");
}

#[test]
fn path_attributes_and_inline_modules_find_their_files() {
    let f = Fixture::new(&[
        ("src/lib.rs", "#[path = \"elsewhere/impl_x.rs\"]\nmod x;\nmod outer {\n    pub mod y;\n    #[path = \"zed.rs\"]\n    pub mod z;\n}\n"),
        // A #[path] file owns its directory: its `mod w;` is elsewhere/w.rs.
        ("src/elsewhere/impl_x.rs", "mod w;\npub fn f(_: w::W) {}\n"),
        ("src/elsewhere/w.rs", "pub struct W(pub crate::outer::y::Y);\n"),
        ("src/outer/y.rs", "pub struct Y(pub super::z::Z);\n"),
        ("src/outer/zed.rs", "pub struct Z;\n"),
    ]);
    let (code, out, err) = f.run(&["--edges"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("6 modules"), "{out}");
    assert_eq!(
        sorted(f.edges(&[])),
        ["outer::y -> outer::z", "x -> x::w", "x::w -> outer::y"]
            .map(String::from)
            .to_vec()
    );
}

#[test]
fn re_exports_lead_to_the_defining_module() {
    // Every module names items through the root's re-exports, the root
    // re-exports every module: no cycle, since the root defines nothing.
    let f = Fixture::new(&[
        ("src/lib.rs", "mod a;\nmod b;\nmod types;\npub use a::A;\npub use b::*;\npub use types::{Role, Side};\n"),
        ("src/a.rs", "use crate::{B, Role::*};\npub struct A(pub B);\npub fn first() -> crate::Side { let _ = Chariot; todo!() }\n"),
        ("src/b.rs", "pub struct B(pub crate::Role);\n"),
        ("src/types.rs", "pub enum Role { Chariot }\npub enum Side { Cho }\n"),
    ]);
    assert_eq!(f.run(&[]).0, 0);
    assert_eq!(
        sorted(f.edges(&[])),
        [
            "a -> b",
            "a -> types",
            "b -> types",
            "crate -> a",
            "crate -> b",
            "crate -> types"
        ]
        .map(String::from)
        .to_vec()
    );
    // A root item used by a module the root re-exports closes a cycle.
    let g = Fixture::new(&[
        ("src/lib.rs", "mod a;\npub use a::A;\npub struct Root;\n"),
        ("src/a.rs", "pub struct A(pub crate::Root);\n"),
    ]);
    let (code, out, _) = g.run(&[]);
    assert_eq!(code, 1);
    assert!(out.contains("crate -> crate::a -> crate"), "{out}");
}

#[test]
fn test_code_and_bodies_count_only_when_asked() {
    let f = Fixture::new(&[
        ("src/lib.rs", "mod a;\nmod b;\n"),
        (
            "src/a.rs",
            "pub struct A;\n#[cfg(test)]\nuse crate::b::B;\n#[cfg(all(test, unix))]\nmod tests;\npub fn f() { crate::b::g(); }\n",
        ),
        ("src/b.rs", "pub struct B(pub super::a::A);\npub fn g() {}\n"),
    ]);
    // a's test import and a's body are the only ways from a to b; the test
    // module's file does not exist and is not read.
    assert_eq!(f.run(&[]).0, 0);
    let (code, out, _) = f.run(&["--bodies"]);
    assert_eq!(code, 1, "{out}");
    let (code, _, err) = f.run(&["--tests"]);
    assert_eq!(code, 2, "the test module's file is missing: {err}");
    assert!(err.contains("no file for `mod tests;`"), "{err}");
}

#[test]
fn macro_arguments_are_bodies() {
    let f = Fixture::new(&[
        ("src/lib.rs", "mod a;\nmod b;\n"),
        (
            "src/a.rs",
            "pub struct A;\npub fn f() -> String { format!(\"{}\", crate::b::NAME) }\n",
        ),
        (
            "src/b.rs",
            "pub const NAME: &str = \"b\";\npub fn g(_: super::a::A) {}\n",
        ),
    ]);
    assert_eq!(f.run(&[]).0, 0);
    assert_eq!(f.run(&["--bodies"]).0, 1);
}

#[test]
fn visibility_and_attributes_are_no_dependency() {
    let f = Fixture::new(&[
        ("src/lib.rs", "mod a;\npub(crate) struct R;\n#[derive(Clone)]\npub struct S(pub a::A);\n"),
        ("src/a.rs", "#[derive(Clone)]\npub(crate) struct A;\npub(super) fn f() {}\npub(in crate) fn g() {}\n"),
    ]);
    assert_eq!(f.edges(&[]), vec!["crate -> a".to_string()]);
}

#[test]
fn unreadable_crates_exit_2() {
    let f = Fixture::new(&[("src/lib.rs", "mod a;\n"), ("src/a.rs", "pub fn f( {}\n")]);
    let (code, _, err) = f.run(&[]);
    assert_eq!(code, 2);
    assert!(err.contains("a.rs:1:"), "{err}");

    let g = Fixture::new(&[("src/lib.rs", "mod gone;\n")]);
    let (code, _, err) = g.run(&[]);
    assert_eq!(code, 2);
    assert!(err.contains("no file for `mod gone;`"), "{err}");

    let h = Fixture::new(&[
        ("src/lib.rs", "mod two;\n"),
        ("src/two.rs", ""),
        ("src/two/mod.rs", ""),
    ]);
    assert_eq!(h.run(&[]).0, 2);

    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(run(&["--nope".to_string()], &mut out, &mut err), 2);
    assert_eq!(run(&[], &mut out, &mut err), 2);
}

#[test]
fn imports_that_bind_themselves_do_not_loop() {
    let f = Fixture::new(&[
        (
            "src/lib.rs",
            "mod a;\nmod b;\nuse serde;\npub fn f(_: serde::Thing) {}\n",
        ),
        ("src/a.rs", "pub use crate::b::*;\npub struct A;\n"),
        (
            "src/b.rs",
            "pub use crate::a::*;\npub fn g(_: Missing) {}\n",
        ),
    ]);
    // a and b glob each other: a genuine cycle, found without looping.
    let (code, out, _) = f.run(&[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("crate::a -> crate::b -> crate::a"), "{out}");
}

#[test]
fn workspace_packages_resolve_through_cargo_metadata() {
    // This package itself, by name and by directory: a binary crate.
    let by_name = find_target("modcycles").unwrap();
    assert!(
        by_name.root.ends_with("src/main.rs"),
        "{}",
        by_name.root.display()
    );
    assert_eq!(by_name.crate_name, "modcycles");
    let by_dir = find_target(env!("CARGO_MANIFEST_DIR")).unwrap();
    assert_eq!(by_dir.root, by_name.root);
    assert!(find_target("no-such-package-here").is_err());
    // And the tool passes on its own source.
    let mut out = Vec::new();
    assert!(check(&by_name, Options::default(), Print::default(), &mut out).unwrap());
}
