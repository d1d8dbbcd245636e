//! `scf-opt`: `mlir-opt --canonicalize` for the `scf` dialect with
//! `arith` and `func`, with drr.
//!
//! Reads a generic-form MLIR file of `scf`, `arith` and `func` ops (and
//! ops of dialects that are not registered, which are kept as they are)
//! and prints exactly what
//! `mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope FILE`
//! prints (with `--mlir-print-debuginfo`, what mlir-opt prints with that
//! flag too). The pass is the runtime's canonicalizer
//! ([`drr::rewrite::Canonicalizer`]) over the patterns of every registered
//! op: scf's (`drr-scf`), arith's (`drr-arith`) and the stand-in
//! `tensor.cast`'s (see `drr_scf::tensor`). `enable-patterns` and
//! `disable-patterns` take MLIR's debug names, as mlir-opt does
//! (`--canonicalize="enable-patterns='(anonymous namespace)::CombineIfs'"`);
//! MLIR's `RemoveStaticCondition` and `SimplifyTrivialLoops` are each
//! several DRR patterns (see `drr_scf::patterns`), all under its name.
//!
//! Usage: `cargo run --release -p drr-scf --example scf-opt -- [FLAGS] FILE`
//! (`-` reads standard input). The flags and exit statuses are those of
//! [`drr::opt_tool`].

use std::process::ExitCode;

fn main() -> ExitCode {
    drr::opt_tool::canonicalize_main("scf-opt", drr_scf::register)
}
