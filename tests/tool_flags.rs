//! `test-opt` and `mlir-roundtrip` with mlir-opt-22's `--split-input-file`,
//! `--verify-diagnostics[=only-expected]` and `-o`, run in process
//! (`drr_test_dialect::tool::test_opt`, `drr::opt_tool::roundtrip::roundtrip`,
//! what the examples' `main`s call). `tool_flags/` holds the inputs
//! (`test_opt.mlir`: the test dialect's patterns and `test.op_m`'s counter
//! across chunks, parse and verifier errors with and without expectations,
//! a near miss, unproduced and near-miss expectations, two failing
//! functions; `roundtrip.mlir`: printing back, parse and verifier errors
//! (a `func.return` outside a function and not last: its parent first),
//! a location in another file, an `@unknown` expectation; `*_single.mlir`:
//! one module) and, for each flag set, mlir-opt-22's standard output,
//! standard error and exit status, recorded by `scripts/regen-tool-flags.sh`
//! (mlir-opt-22 with `--test-greedy-patterns` and debug info for test-opt,
//! with no pass for mlir-roundtrip, `--allow-unregistered-dialect` and
//! generic printing for both).

use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/tool_flags")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Which tool runs.
#[derive(Clone, Copy)]
enum Tool {
    TestOpt,
    Roundtrip,
}

/// Runs `tool` on the command line `args`: exit status, standard output
/// and standard error.
fn run_args(tool: Tool, args: &[&str]) -> (u8, String, String) {
    let args = args.iter().map(|s| s.to_string());
    let mut out = Vec::new();
    let mut err = Vec::new();
    let code = match tool {
        Tool::TestOpt => drr_test_dialect::tool::test_opt(args, &mut out, &mut err),
        Tool::Roundtrip => drr::opt_tool::roundtrip::roundtrip(args, &mut out, &mut err),
    };
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8");
    (code, text(out), text(err))
}

/// Runs `tool` on `input` with `flags`, the input's path replaced by the
/// name it had when the expectations were recorded.
fn run(tool: Tool, input: &str, flags: &[&str]) -> (u8, String, String) {
    let path = dir().join(input).to_string_lossy().into_owned();
    let mut args = Vec::new();
    if let Tool::Roundtrip = tool {
        // mlir-opt always verifies.
        args.push("--verify");
    }
    args.extend_from_slice(flags);
    args.push(&path);
    let (code, out, err) = run_args(tool, &args);
    (code, out.replace(&path, input), err.replace(&path, input))
}

const FLAG_SETS: &[(&str, &[&str])] = &[
    ("split", &["--split-input-file"]),
    ("verify", &["--split-input-file", "--verify-diagnostics"]),
    (
        "only_expected",
        &["--split-input-file", "--verify-diagnostics=only-expected"],
    ),
    ("whole", &["--verify-diagnostics"]),
];

/// Checks `input` under every flag set (and `extra` ones) against the
/// recorded outputs.
fn check(tool: Tool, input: &str, extra: &[(&str, &[&str])]) {
    let stem = input.trim_end_matches(".mlir");
    for (set, flags) in FLAG_SETS.iter().chain(extra) {
        let (code, out, err) = run(tool, input, flags);
        let status: u8 = read(&format!("{stem}.{set}.status"))
            .trim()
            .parse()
            .expect("a status");
        assert_eq!(
            err,
            read(&format!("{stem}.{set}.stderr")),
            "{input} {set}: standard error"
        );
        assert_eq!(
            out,
            read(&format!("{stem}.{set}.stdout")),
            "{input} {set}: standard output"
        );
        assert_eq!(code, status, "{input} {set}: exit status");
    }
}

#[test]
fn test_opt_runs_and_checks_chunks_as_mlir_opt_does() {
    check(Tool::TestOpt, "test_opt.mlir", &[]);
}

#[test]
fn test_opt_single_module_with_its_expectations_met_succeeds() {
    check(Tool::TestOpt, "test_opt_single.mlir", &[]);
    let (code, _, err) = run(
        Tool::TestOpt,
        "test_opt_single.mlir",
        &["--verify-diagnostics"],
    );
    assert_eq!((code, err.as_str()), (0, ""));
}

#[test]
fn roundtrip_runs_and_checks_chunks_as_mlir_opt_does() {
    let debuginfo: &[&str] = &[
        "--split-input-file",
        "--verify-diagnostics",
        "--mlir-print-debuginfo",
    ];
    check(
        Tool::Roundtrip,
        "roundtrip.mlir",
        &[("debuginfo", debuginfo)],
    );
    check(
        Tool::Roundtrip,
        "roundtrip_single.mlir",
        &[("debuginfo", debuginfo)],
    );
}

/// `-o FILE`: written when the run succeeds, removed when it fails; the
/// chunks' outputs go there, not to standard output.
#[test]
fn output_file_is_kept_only_on_success() {
    let scratch = std::env::temp_dir().join(format!("drr-tool-flags-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch directory");
    let target = scratch.join("out.mlir");
    let target_arg = target.to_string_lossy().into_owned();
    for tool in [Tool::TestOpt, Tool::Roundtrip] {
        let (input, recorded) = match tool {
            Tool::TestOpt => ("test_opt_single.mlir", "test_opt_single.whole.stdout"),
            Tool::Roundtrip => ("roundtrip.mlir", "roundtrip.split.stdout"),
        };
        let good = dir().join(input).to_string_lossy().into_owned();
        // test-opt's input meets its expectations; mlir-roundtrip's chunks
        // print without `--verify` (no verifier errors, one parse error).
        let flags: &[&str] = match tool {
            Tool::TestOpt => &["--verify-diagnostics"],
            Tool::Roundtrip => &["--split-input-file", "--verify-diagnostics=only-expected"],
        };
        let mut args = flags.to_vec();
        args.extend(["-o", &target_arg, &good]);
        let (code, out, _) = run_args(tool, &args);
        let written = std::fs::read_to_string(&target).unwrap_or_default();
        match tool {
            Tool::TestOpt => {
                assert_eq!((code, out.as_str()), (0, ""));
                assert_eq!(written, read(recorded));
            }
            Tool::Roundtrip => {
                // The parse error's expectation is not met: the run fails
                // and the file is removed.
                assert_eq!((code, out.as_str()), (1, ""));
                assert!(!target.exists(), "a failed run's output file is removed");
            }
        }
        let _ = std::fs::remove_file(&target);
    }
    let _ = std::fs::remove_dir_all(&scratch);
}

#[test]
fn bad_flags_are_usage_errors() {
    for (tool, name) in [
        (Tool::TestOpt, "test-opt"),
        (Tool::Roundtrip, "mlir-roundtrip"),
    ] {
        let (code, _, err) = run_args(tool, &["--verify-diagnostics=some", "f.mlir"]);
        assert_eq!(code, 2);
        assert!(
            err.starts_with(&format!(
                "{name}: invalid `--verify-diagnostics=some` (`--verify-diagnostics`, `=all` or `=only-expected`)\n"
            )),
            "{err}"
        );
        let (code, _, err) = run_args(tool, &["f.mlir", "-o"]);
        assert_eq!(code, 2);
        assert!(
            err.starts_with(&format!("{name}: `-o` needs a file name\n")),
            "{err}"
        );
        let (code, out, _) = run_args(tool, &["--help"]);
        assert_eq!(code, 0);
        assert!(
            out.contains("[--split-input-file] [--verify-diagnostics[=only-expected]] [-o OUT]"),
            "{out}"
        );
    }
}
