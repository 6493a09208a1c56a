//! `modcycles`: fails when the modules of a crate import each other in a
//! cycle (`make lint-modules`).
//!
//! Usage: `modcycles [--bodies] [--tests] [--edges] [--modules] CRATE...`
//!
//! CRATE is a package name of the current workspace (its library, else its
//! first binary, found through `cargo metadata`), a package directory or
//! its `Cargo.toml`, or a crate root file (`.rs`).
//!
//! For each crate, the module tree is read from the root file with syn
//! (`mod x;` files, `#[path]`, inline modules) and every module's "uses"
//! edges come from its `use` declarations (grouped, renamed and glob ones)
//! and the paths in its item signatures: function parameters and returns,
//! generics and bounds, struct and enum fields, impl headers, trait items,
//! type aliases, types of constants and statics, macro invocations' paths.
//! Each path is resolved to the module that defines the item it names,
//! following re-exports (see `resolve`). Declaring a submodule is structure,
//! not a dependency; a module using itself is dropped. `--bodies` adds the
//! paths inside function bodies, initialisers and macro arguments; `--tests`
//! adds `#[cfg(test)]` code (left out by default, as in a library build
//! without tests). `--edges` prints the graph, `--modules` every module
//! with its file.
//!
//! A cycle is a set of modules that reach each other through "uses" edges
//! (a strongly connected component of more than one module); each is
//! printed as a path. Exit status 0 without a cycle, 1 with one, 2 when a
//! crate could not be read (a parse error, a missing module file, a bad
//! argument).

mod graph;
mod resolve;
mod tree;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use tree::Options;

const USAGE: &str = "usage: modcycles [--bodies] [--tests] [--edges] [--modules] CRATE...
  CRATE: a workspace package name, a package directory or Cargo.toml, or a crate root .rs file";

/// A crate to check: the name to print, the root module's name, the root file.
struct Target {
    label: String,
    crate_name: String,
    root: PathBuf,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = run(&args, &mut std::io::stdout(), &mut std::io::stderr());
    ExitCode::from(code)
}

/// The whole program: 0 no cycle, 1 a cycle, 2 an error.
fn run(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let mut opts = Options::default();
    let mut print = Print::default();
    let mut crates = Vec::new();
    for a in args {
        match a.as_str() {
            "--bodies" => opts.bodies = true,
            "--tests" => opts.tests = true,
            "--edges" => print.edges = true,
            "--modules" => print.modules = true,
            "-h" | "--help" => {
                let _ = writeln!(out, "{USAGE}");
                return 0;
            }
            s if s.starts_with('-') => {
                let _ = writeln!(err, "modcycles: unknown option {s}\n{USAGE}");
                return 2;
            }
            s => crates.push(s),
        }
    }
    if crates.is_empty() {
        let _ = writeln!(err, "{USAGE}");
        return 2;
    }
    let mut status = 0;
    for c in crates {
        let target = match find_target(c) {
            Ok(t) => t,
            Err(e) => {
                let _ = writeln!(err, "modcycles: {c}: {e}");
                return 2;
            }
        };
        match check(&target, opts, print, out) {
            Ok(true) => {}
            Ok(false) => status = 1,
            Err(e) => {
                let _ = writeln!(err, "modcycles: {}: {e}", target.label);
                return 2;
            }
        }
    }
    status
}

/// What to print besides the result.
#[derive(Clone, Copy, Default)]
struct Print {
    edges: bool,
    modules: bool,
}

/// Prints the crate's result; Ok(false) when it has a cycle.
fn check(
    t: &Target,
    opts: Options,
    print: Print,
    out: &mut dyn Write,
) -> Result<bool, tree::Error> {
    let krate = tree::read_crate(&t.root, &t.crate_name, opts)?;
    let graph = resolve::module_graph(&krate);
    let name = |m: &usize| krate.modules[*m].name.as_str();
    if print.modules {
        for m in &krate.modules {
            let _ = writeln!(out, "  {} ({})", m.name, m.file.display());
        }
    }
    if print.edges {
        for (m, uses) in &graph {
            for u in uses {
                let _ = writeln!(out, "  {} -> {}", name(m), name(u));
            }
        }
    }
    let found = graph::cycles(&graph);
    let edges: usize = graph.values().map(|s| s.len()).sum();
    if found.is_empty() {
        let _ = writeln!(
            out,
            "{}: {} modules, {edges} module dependencies, no cycle",
            t.label,
            krate.modules.len()
        );
        return Ok(true);
    }
    let _ = writeln!(
        out,
        "{}: {} import cycle(s) between modules:",
        t.label,
        found.len()
    );
    for comp in &found {
        let path: Vec<&str> = graph::a_cycle(&graph, comp).iter().map(name).collect();
        let _ = writeln!(out, "  {}", path.join(" -> "));
        if comp.len() > 2 {
            let all: Vec<&str> = comp.iter().map(name).collect();
            let _ = writeln!(out, "    (modules in this cycle: {})", all.join(", "));
        }
    }
    Ok(false)
}

fn find_target(arg: &str) -> Result<Target, String> {
    let path = Path::new(arg);
    if arg.ends_with(".rs") {
        if !path.is_file() {
            return Err("no such file".into());
        }
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("crate");
        let crate_name = if matches!(stem, "lib" | "main") {
            "crate"
        } else {
            stem
        };
        return Ok(Target {
            label: arg.to_string(),
            crate_name: crate_name.replace('-', "_"),
            root: path.to_path_buf(),
        });
    }
    if path.is_dir() || arg.ends_with("Cargo.toml") {
        let manifest = if path.is_dir() {
            path.join("Cargo.toml")
        } else {
            path.to_path_buf()
        };
        let manifest = manifest
            .canonicalize()
            .map_err(|e| format!("{}: {e}", manifest.display()))?;
        let meta = metadata(Some(&manifest))?;
        return package_target(&meta, |p| {
            p["manifest_path"].as_str().map(Path::new) == Some(manifest.as_path())
        });
    }
    let meta = metadata(None)?;
    package_target(&meta, |p| p["name"].as_str() == Some(arg))
}

fn metadata(manifest: Option<&Path>) -> Result<serde_json::Value, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args(["metadata", "--no-deps", "--format-version", "1"]);
    if let Some(m) = manifest {
        cmd.arg("--manifest-path").arg(m);
    }
    let run = cmd.output().map_err(|e| format!("cargo metadata: {e}"))?;
    if !run.status.success() {
        return Err(format!(
            "cargo metadata failed:\n{}",
            String::from_utf8_lossy(&run.stderr)
        ));
    }
    serde_json::from_slice(&run.stdout).map_err(|e| format!("cargo metadata: {e}"))
}

/// The library target of the package `pick` selects, else its first binary.
fn package_target(
    meta: &serde_json::Value,
    pick: impl Fn(&serde_json::Value) -> bool,
) -> Result<Target, String> {
    let packages = meta["packages"]
        .as_array()
        .ok_or("cargo metadata: no packages")?;
    let package = packages
        .iter()
        .find(|p| pick(p))
        .ok_or("no such package in the workspace")?;
    let targets = package["targets"]
        .as_array()
        .ok_or("cargo metadata: no targets")?;
    let has_kind = |t: &serde_json::Value, kinds: &[&str]| {
        t["kind"].as_array().is_some_and(|k| {
            k.iter()
                .any(|k| k.as_str().is_some_and(|k| kinds.contains(&k)))
        })
    };
    let lib_kinds = ["lib", "rlib", "dylib", "cdylib", "staticlib", "proc-macro"];
    let target = targets
        .iter()
        .find(|t| has_kind(t, &lib_kinds))
        .or_else(|| targets.iter().find(|t| has_kind(t, &["bin"])))
        .ok_or("the package has no library nor binary")?;
    let field = |v: &serde_json::Value, k: &str| {
        v[k].as_str()
            .map(str::to_string)
            .ok_or(format!("cargo metadata: no {k}"))
    };
    Ok(Target {
        label: field(package, "name")?,
        crate_name: field(target, "name")?.replace('-', "_"),
        root: PathBuf::from(field(target, "src_path")?),
    })
}

#[cfg(test)]
mod tests;
