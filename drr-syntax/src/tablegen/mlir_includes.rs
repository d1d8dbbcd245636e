//! The include guards of MLIR's own `.td` files, so that an `include` of
//! one defines the macros TableGen's preprocessor would see after it.
//!
//! drr resolves `include "…"` by name and never reads the file, but a block
//! may test a macro such a file defines (`include "mlir/IR/PatternBase.td"`
//! then `#ifdef OP_BASE`, which `mlir-tblgen` takes, as `PatternBase.td`
//! includes `OpBase.td`). `mlir_includes.txt` lists, for each file of MLIR
//! 22's include directory, its guard macro and the files it includes, in
//! order (written by `scripts/gen-mlir-include-guards.py`; the script checks
//! that every file is a plain `#ifndef G` / `#define G` / … / `#endif` with
//! no other conditional, which is what lets a table stand for the text).
//!
//! Including a file is then what TableGen does with that text: if its guard
//! is already defined, nothing (its includes were seen, or the block defined
//! the guard itself and so skips the file's body); otherwise the guard is
//! defined and its includes are taken in order. Files of other projects are
//! unknown, and their `include` lines define nothing.

use std::collections::HashSet;

/// One line per file: `PATH GUARD INCLUDE...`, paths without the leading
/// `mlir/` and the `.td` suffix, `-` for a file without a guard.
const TABLE: &str = include_str!("mlir_includes.txt");

/// The guard macro and the included files of MLIR's file `path` (as an
/// `include` line names it: `mlir/IR/OpBase.td`), if it is one of MLIR's.
fn entry(path: &str) -> Option<(Option<&'static str>, std::str::SplitWhitespace<'static>)> {
    let short = path.strip_prefix("mlir/")?.strip_suffix(".td")?;
    TABLE.lines().find_map(|line| {
        let mut words = line.split_whitespace();
        (words.next() == Some(short)).then(|| {
            let guard = words.next().filter(|g| *g != "-");
            (guard, words)
        })
    })
}

/// Defines in `macros` what including `path` defines, as TableGen's
/// preprocessor would reading the file's text; false if `path` is not one
/// of MLIR's files (nothing is defined then).
pub(crate) fn include(path: &str, macros: &mut HashSet<String>) -> bool {
    let Some((guard, includes)) = entry(path) else {
        return false;
    };
    if let Some(guard) = guard
        && !macros.insert(guard.to_string())
    {
        return true;
    }
    for inc in includes {
        include(&format!("mlir/{inc}.td"), macros);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pattern_base_defines_the_op_base_family() {
        let mut m = HashSet::new();
        include("mlir/IR/PatternBase.td", &mut m);
        for g in ["PATTERNBASE_TD", "OP_BASE", "CONSTRAINTS", "TRAITS_TD"] {
            assert!(m.contains(g), "{g} missing from {m:?}");
        }
        assert!(!m.contains("ARITH_OPS"));
    }

    #[test]
    fn a_defined_guard_skips_the_file() {
        // `#define OP_BASE` before the include: TableGen skips OpBase.td's
        // body, so the files only it includes stay unseen.
        let mut m = HashSet::from(["OP_BASE".to_string()]);
        include("mlir/IR/OpBase.td", &mut m);
        assert!(!m.contains("CONSTRAINTS"), "{m:?}");
    }

    #[test]
    fn other_files_define_nothing() {
        let mut m = HashSet::new();
        include("Dialect/Quantum/QuantumOps.td", &mut m);
        include("mlir/NoSuch/File.td", &mut m);
        assert!(m.is_empty());
    }
}
