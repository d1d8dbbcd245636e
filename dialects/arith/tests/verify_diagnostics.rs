//! `arith-opt --verify-diagnostics` (with and without `--split-input-file`,
//! `=only-expected`), run in process through `drr::opt_tool::run_opt`: the
//! diagnostics are checked against the input's `expected-*` comments as
//! mlir-opt-22 checks them (MLIR's `SourceMgrDiagnosticVerifierHandler`):
//! designators `@+N`, `@-N`, `@above`, `@below`, `@unknown`, `-re` with
//! regular expressions, notes checked on their own, unexpected
//! diagnostics and near misses reported where they happen, unproduced
//! expectations at the end, malformed ones first. `verify_diagnostics/`
//! holds the inputs (`input.mlir`: matched and unmatched expectations,
//! parse and verifier errors and their notes, a chunk without
//! expectations; `hostile.mlir`: unterminated and invalid regular
//! expressions, offsets past the file, an integer past any; `single.mlir`:
//! one module; `multi.mlir`: modules with several failing functions, of
//! which mlir-opt-22 reports one error each) and, for each flag set, mlir-opt-22's standard output,
//! standard error and exit status, recorded by
//! `scripts/regen-verify-diagnostics.sh` (`mlir-opt-22 --canonicalize
//! --mlir-print-op-generic --mlir-print-local-scope FLAGS NAME.mlir` in
//! that directory).

use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/verify_diagnostics")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Runs arith-opt on `input` with `flags`: exit status, standard output
/// and standard error, the input's path replaced by the name it had when
/// the expectations were recorded.
fn run(input: &str, flags: &[&str]) -> (u8, String, String) {
    let path = dir().join(input).to_string_lossy().into_owned();
    let mut args = vec![
        "--canonicalize",
        "--mlir-print-op-generic",
        "--mlir-print-local-scope",
    ];
    args.extend_from_slice(flags);
    args.push(&path);
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = drr::opt_tool::run_opt(
        "arith-opt",
        args.iter().map(|s| s.to_string()),
        drr_arith::register,
        &[],
        &mut out,
        &mut err,
    );
    let text = |bytes: Vec<u8>| {
        String::from_utf8(bytes)
            .expect("UTF-8")
            .replace(&path, input)
    };
    (code, text(out), text(err))
}

const FLAG_SETS: &[(&str, &[&str])] = &[
    ("verify", &["--split-input-file", "--verify-diagnostics"]),
    (
        "only_expected",
        &["--split-input-file", "--verify-diagnostics=only-expected"],
    ),
    ("no_flag", &["--split-input-file"]),
    ("whole", &["--verify-diagnostics"]),
];

fn check(input: &str) {
    let stem = input.trim_end_matches(".mlir");
    for (set, flags) in FLAG_SETS {
        let (code, out, err) = run(input, flags);
        let status: u8 = read(&format!("{stem}.{set}.status"))
            .trim()
            .parse()
            .expect("a status");
        assert_eq!(code, status, "{input} {set}: exit status");
        assert_eq!(
            out,
            read(&format!("{stem}.{set}.stdout")),
            "{input} {set}: standard output"
        );
        assert_eq!(
            err,
            read(&format!("{stem}.{set}.stderr")),
            "{input} {set}: standard error"
        );
    }
}

#[test]
fn expectations_are_checked_as_mlir_opt_checks_them() {
    check("input.mlir");
}

#[test]
fn malformed_expectations_are_clear_errors() {
    check("hostile.mlir");
}

#[test]
fn a_whole_file_with_its_expectations_met_succeeds() {
    check("single.mlir");
    let (code, _, err) = run("single.mlir", &["--verify-diagnostics"]);
    assert_eq!((code, err.as_str()), (0, ""));
}

#[test]
fn every_failing_function_of_a_module_is_reported() {
    check("multi.mlir");
}

#[test]
fn bad_levels_are_usage_errors() {
    let (code, _, err) = run("single.mlir", &["--verify-diagnostics=some"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with(
            "arith-opt: invalid `--verify-diagnostics=some` (`--verify-diagnostics`, `=all` or `=only-expected`)\n"
        ),
        "{err}"
    );
}
