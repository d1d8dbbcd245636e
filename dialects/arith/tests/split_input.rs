//! `arith-opt --split-input-file` (and `-o`), run in process through
//! `drr::opt_tool::run_opt`: the file is cut at `// -----` markers as
//! mlir-opt-22 cuts it (a near miss such as `// ----` is a warning and keeps
//! the text together), each chunk is parsed, verified, canonicalized and
//! printed on its own with the whole file's lines and columns, a chunk that
//! fails prints nothing but its diagnostics, and the outputs are separated
//! by `// -----` lines. `split_input/input.mlir`'s expected standard output
//! and error (`plain.*`, `debuginfo.*`) were recorded from
//! `mlir-opt-22 --canonicalize --split-input-file --mlir-print-op-generic
//! --mlir-print-local-scope [--mlir-print-debuginfo] input.mlir`, run in
//! the test's directory (the file name in messages is `input.mlir`).

use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/split_input")
}

/// Runs arith-opt on the command line `args`: exit status, standard
/// output and standard error.
fn run(args: &[&str]) -> (u8, String, String) {
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
    (
        code,
        String::from_utf8(out).expect("UTF-8 output"),
        String::from_utf8(err).expect("UTF-8 errors"),
    )
}

fn read(name: &str) -> String {
    std::fs::read_to_string(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The path of the test's input. Messages and locations name the file as
/// the command line gives it; they are compared after replacing this path
/// by `input.mlir`, the name it had when the expectations were recorded.
fn input_arg() -> String {
    dir().join("input.mlir").to_string_lossy().into_owned()
}

#[test]
fn chunks_are_run_and_reported_as_mlir_opt_does() {
    let input = input_arg();
    for (flags, name) in [
        (&[][..], "plain"),
        (&["--mlir-print-debuginfo"][..], "debuginfo"),
    ] {
        let mut args = vec!["--canonicalize", "--split-input-file"];
        args.extend_from_slice(flags);
        args.push(&input);
        let (code, out, err) = run(&args);
        assert_eq!(code, 1, "{name}: a chunk fails, so the run fails");
        assert_eq!(
            out.replace(&input, "input.mlir"),
            read(&format!("{name}.expected")),
            "{name}: standard output"
        );
        assert_eq!(
            err.replace(&input, "input.mlir"),
            read(&format!("{name}.stderr")),
            "{name}: standard error"
        );
    }
}

#[test]
fn output_file_is_written_on_success_and_removed_on_failure() {
    let scratch = std::env::temp_dir().join(format!("drr-split-input-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch directory");
    let good = scratch.join("good.mlir");
    // The first chunk of the input alone: it succeeds.
    let text = read("input.mlir");
    let first = text.split("// -----").next().expect("a first chunk");
    std::fs::write(&good, first).expect("write input");
    let out_path = scratch.join("out.mlir");
    let out_arg = out_path.to_string_lossy().into_owned();
    let good_arg = good.to_string_lossy().into_owned();
    let (code, out, err) = run(&["--canonicalize", "-o", &out_arg, &good_arg]);
    assert_eq!((code, out.as_str(), err.as_str()), (0, "", ""));
    let first_expected = read("plain.expected");
    let first_expected = first_expected
        .split("// -----\n")
        .next()
        .expect("first output");
    assert_eq!(
        std::fs::read_to_string(&out_path).expect("output written"),
        first_expected
    );
    // The whole input fails (some chunks do): no output file, as mlir-opt.
    let input = input_arg();
    let (code, out, _) = run(&[
        "--canonicalize",
        "--split-input-file",
        &format!("-o={out_arg}"),
        &input,
    ]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        !out_path.exists(),
        "the output file of a failed run is removed"
    );
    let _ = std::fs::remove_dir_all(&scratch);
}
