//! Canonicalization of the `arith` dialect against mlir-opt 22: every case
//! of `tests/canonicalize` (one per folder and per canonicalization
//! pattern, positive and negative cases as separate functions) is
//! canonicalized with drr's canonicalizer and compared byte for byte, with
//! locations, with what `mlir-opt-22 --canonicalize --mlir-print-op-generic
//! --mlir-print-local-scope --mlir-print-debuginfo` printed for it
//! (`NAME.expected`, recorded by `scripts/regen-arith-golden.sh` from
//! `NAME.generic`, the generic form of the case `NAME.mlir`).
//!
//! Every failure is reported at once, with the first differing line.

use std::path::{Path, PathBuf};

use drr::rewrite::{Canonicalizer, CanonicalizerOptions};
use drr::text::{PrintOptions, parse_module, print_op};

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/canonicalize");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/canonicalize exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "generic"))
        .collect();
    files.sort();
    files
}

/// Canonicalizes `src` (named `name` in diagnostics) as `arith-opt
/// --canonicalize --mlir-print-debuginfo` does.
fn canonicalize(src: &str, name: &str) -> String {
    let mut ctx = drr_arith::context();
    let module = parse_module(&mut ctx, src, name).unwrap_or_else(|e| panic!("{name}: {e}"));
    drr::verifier::verify(&ctx, module).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    let canonicalizer = Canonicalizer::new(&mut ctx, &CanonicalizerOptions::default());
    let result = canonicalizer.run(&mut ctx, module).expect("live module");
    assert!(
        result.pattern_errors.is_empty(),
        "{name}: {:?}",
        result.pattern_errors
    );
    drr::verifier::verify(&ctx, module).unwrap_or_else(|e| panic!("{name}: after: {e:?}"));
    print_op(&ctx, module, PrintOptions { debug_info: true })
}

#[test]
fn canonicalize_is_mlir_opts() {
    let files = cases();
    assert!(files.len() >= 40, "expected the recorded cases");
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("expected"))
            .unwrap_or_else(|_| panic!("{name}: no .expected (run scripts/regen-arith-golden.sh)"));
        let got = canonicalize(&src, &name);
        if got != expected {
            let line = got
                .lines()
                .zip(expected.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| got.lines().count().min(expected.lines().count()));
            failures.push(format!(
                "{name}: line {}\n  got:      {}\n  expected: {}",
                line + 1,
                got.lines().nth(line).unwrap_or("<end>"),
                expected.lines().nth(line).unwrap_or("<end>")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from mlir-opt:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
