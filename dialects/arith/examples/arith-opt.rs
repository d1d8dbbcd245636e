//! `arith-opt`: `mlir-opt --canonicalize` for the `arith` dialect, with
//! drr.
//!
//! Reads a generic-form MLIR file of `arith` and `func` ops and prints
//! exactly what
//! `mlir-opt-22 --canonicalize --mlir-print-op-generic --mlir-print-local-scope FILE`
//! prints (with `--mlir-print-debuginfo`, what mlir-opt prints with that
//! flag too).
//!
//! Usage: `cargo run --release -p drr-arith --example arith-opt -- [FLAGS] FILE`
//! (`-` reads standard input). The flags (`--canonicalize[=OPTIONS]`,
//! `--pass-pipeline=…`, `--mlir-print-debuginfo`, `--timing`, …) and exit
//! statuses are those of [`drr::opt_tool`].

use std::process::ExitCode;

fn main() -> ExitCode {
    drr::opt_tool::canonicalize_main("arith-opt", drr_arith::register)
}
