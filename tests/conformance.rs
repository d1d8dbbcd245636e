//! Conformance with mlir-opt 22's `--test-greedy-patterns` (MLIR's DRR test
//! suite): runs the `test-opt` pipeline (`drr_test_dialect::pipeline::run`,
//! the same function the `test-opt` example calls) over every input of
//! `tests/conformance/*.mlir` and compares the output byte for byte with the
//! `.expected` file recorded from mlir-opt 22 (`scripts/regen-golden.sh`).
//!
//! Each input's first line may give test-opt flags: `// test-opt: FLAGS`.
//!
//! Until the DRR patterns are compiled into the pipeline
//! (`pipeline::DRR_PATTERNS_AVAILABLE`), a case whose input contains the
//! root op of a DRR pattern (`pipeline::DRR_ROOTS`) is *pending*: it is run
//! and reported, but its failure does not fail the test. Every other case
//! must match already. All failures are reported at once.

use std::path::{Path, PathBuf};

use drr_test_dialect::pipeline::{DRR_PATTERNS_AVAILABLE, DRR_ROOTS, Options, mlir_files, run};

fn inputs() -> Vec<PathBuf> {
    mlir_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance"))
}

/// The options given by the `// test-opt: FLAGS` header.
fn options(src: &str, file: &str) -> Options {
    Options::from_header(src).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// True if a DRR pattern could apply to some op of `src`.
fn needs_drr(src: &str) -> bool {
    DRR_ROOTS
        .iter()
        .any(|name| src.contains(&format!("\"{name}\"")))
}

#[test]
fn conformance_with_mlir_opt() {
    let files = inputs();
    assert!(files.len() >= 30, "expected at least 30 conformance inputs");
    let mut failures = Vec::new();
    let mut pending_failing = Vec::new();
    let mut pending_passing = Vec::new();
    let mut passed = 0;
    for path in &files {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("expected"))
            .unwrap_or_else(|_| panic!("{name}: no .expected (run scripts/regen-golden.sh)"));
        let pending = !DRR_PATTERNS_AVAILABLE && needs_drr(&src);
        let got = match run(&src, &name, &options(&src, &name)) {
            Ok(out) => out.output,
            Err(e) => format!("<error>\n{}", e.message),
        };
        if got == expected {
            passed += 1;
            if pending {
                pending_passing.push(name);
            }
        } else if pending {
            pending_failing.push(name);
        } else {
            failures.push(format!(
                "{name}:\n--- expected (mlir-opt 22)\n{expected}--- got (test-opt)\n{got}"
            ));
        }
    }
    eprintln!(
        "conformance: {passed}/{} identical; pending on DRR patterns: {} failing {:?}, {} already identical {:?}",
        files.len(),
        pending_failing.len(),
        pending_failing,
        pending_passing.len(),
        pending_passing
    );
    assert!(
        failures.is_empty(),
        "{} case(s) differ from mlir-opt:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
