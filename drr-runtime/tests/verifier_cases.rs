//! The verifier and the diagnostics against mlir-opt 22.
//!
//! Each `tests/verify_cases/NAME.mlir` (written for this test: dominance
//! across blocks, loops, unreachable blocks, graph, nested and isolated
//! regions; entry blocks, terminators and successors; the `builtin` and
//! `func` ops' verifiers and symbol uses; unknown ops of registered
//! dialects; locations of every kind in diagnostics; parse errors) is
//! parsed and verified as `mlir-opt-22 --allow-unregistered-dialect
//! NAME.mlir` does it, and the first failure is rendered as mlir-opt
//! renders it (source line, caret, notes). The result must be exactly
//! `NAME.expected`, mlir-opt's standard error recorded by
//! `scripts/regen-verify-cases.sh` (empty: mlir-opt accepts the input).
//! Locations naming another input of the directory quote its lines, as
//! mlir-opt (run in that directory) reads the files locations name.

use std::path::{Path, PathBuf};

use drr_runtime::Context;
use drr_runtime::diagnostic::{Diagnostic, SourceManager};
use drr_runtime::text::parse_module;
use drr_runtime::verifier::verify;

fn cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/verify_cases")
}

/// What mlir-opt prints on standard error for the input `text` named
/// `name`: nothing if it parses and verifies, else the parse error or the
/// first verification failure.
fn diagnose(name: &str, text: &str, sources: &SourceManager) -> String {
    let mut ctx = Context::new();
    match parse_module(&mut ctx, text, name) {
        Err(e) => Diagnostic::render_parse_error(&e, name, sources),
        Ok(module) => match verify(&ctx, module) {
            Ok(()) => String::new(),
            Err(errors) => errors[0].render(&ctx, sources),
        },
    }
}

#[test]
fn verify_cases_match_mlir_opt() {
    let dir = cases_dir();
    let mut inputs: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("cases directory")
        .filter_map(|e| {
            let path = e.ok()?.path();
            let name = path.file_name()?.to_str()?.to_string();
            name.ends_with(".mlir").then(|| {
                (
                    name,
                    std::fs::read_to_string(&path).expect("readable input"),
                )
            })
        })
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 60, "{} inputs", inputs.len());
    let mut sources = SourceManager::new();
    for (name, text) in &inputs {
        sources.add(name, text);
    }
    let mut failures = Vec::new();
    let mut rejected = 0;
    for (name, text) in &inputs {
        let expected_path = dir.join(name.replace(".mlir", ".expected"));
        let expected = std::fs::read_to_string(&expected_path)
            .unwrap_or_else(|e| panic!("{}: {e}", expected_path.display()));
        let got = diagnose(name, text, &sources);
        if !expected.is_empty() {
            rejected += 1;
        }
        if got != expected {
            failures.push(format!(
                "=== {name}\n--- mlir-opt-22:\n{expected}--- drr:\n{got}"
            ));
        }
    }
    // Both kinds are covered: inputs mlir-opt accepts and ones it rejects.
    assert!(
        rejected > 40 && rejected + 8 < inputs.len(),
        "{rejected} rejected"
    );
    assert!(
        failures.is_empty(),
        "{} of {} inputs differ from mlir-opt:\n{}",
        failures.len(),
        inputs.len(),
        failures.join("\n")
    );
}

/// Mangled inputs (each case with a line dropped, two lines swapped, or
/// cut short) never make parsing, verification or rendering panic.
#[test]
fn mangled_cases_never_panic() {
    let dir = cases_dir();
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).expect("cases directory") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        let lines: Vec<&str> = text.lines().collect();
        let mut variants = Vec::new();
        for i in 0..lines.len() {
            let mut dropped = lines.clone();
            dropped.remove(i);
            variants.push(dropped.join("\n"));
            if i + 1 < lines.len() {
                let mut swapped = lines.clone();
                swapped.swap(i, i + 1);
                variants.push(swapped.join("\n"));
            }
            variants.push(lines[..i].join("\n"));
        }
        for v in variants {
            // Every failure rendered (the sort and the notes included).
            let sources = SourceManager::with_buffer("m.mlir", &v);
            let mut ctx = Context::new();
            match parse_module(&mut ctx, &v, "m.mlir") {
                Err(e) => {
                    Diagnostic::render_parse_error(&e, "m.mlir", &sources);
                }
                Ok(module) => {
                    for e in verify(&ctx, module).err().unwrap_or_default() {
                        e.render(&ctx, &sources);
                    }
                }
            }
            count += 1;
        }
    }
    assert!(count > 1000, "{count} variants");
}

/// Under `--mlir-print-debuginfo` mlir-opt prints locations in the ops its
/// diagnostics quote: in the `see current operation` note and in the
/// message of an error that quotes the op (`block with no terminator, has
/// …`, on one line or several). Recorded from `mlir-opt-22
/// --allow-unregistered-dialect --mlir-print-debuginfo NAME.mlir`.
#[test]
fn quoted_ops_carry_locations_with_debug_info() {
    use drr_runtime::text::PrintOptions;
    let cases = [
        (
            "block_without_terminator",
            "block_without_terminator.mlir:3:10: error: block with no terminator, has %0 = \"func.constant\"() <{value = @f}> : () -> (() -> ()) loc(\"block_without_terminator.mlir\":3:10)\n    %f = \"func.constant\"() <{value = @f}> : () -> (() -> ())\n         ^\nblock_without_terminator.mlir:3:10: note: see current operation: %0 = \"func.constant\"() <{value = @f}> : () -> (() -> ()) loc(\"block_without_terminator.mlir\":3:10)\n",
        ),
        (
            "block_without_terminator_region_op",
            "block_without_terminator_region_op.mlir:3:5: error: block with no terminator, has \n\"builtin.module\"() ({\n  \"t.inner\"() : () -> () loc(\"block_without_terminator_region_op.mlir\":4:7)\n}) : () -> () loc(\"block_without_terminator_region_op.mlir\":3:5)\n    \"builtin.module\"() ({\n    ^\nblock_without_terminator_region_op.mlir:3:5: note: see current operation: \n\"builtin.module\"() ({\n  \"t.inner\"() : () -> () loc(\"block_without_terminator_region_op.mlir\":4:7)\n}) : () -> () loc(\"block_without_terminator_region_op.mlir\":3:5)\n",
        ),
    ];
    for (stem, expected) in cases {
        let name = format!("{stem}.mlir");
        let text = std::fs::read_to_string(cases_dir().join(&name)).expect("case input");
        let mut sources = SourceManager::new();
        sources.add(&name, &text);
        let mut ctx = Context::new();
        let module = parse_module(&mut ctx, &text, &name).expect("parses");
        let errors = verify(&ctx, module).expect_err("fails to verify");
        let got = errors[0].render_with(&ctx, &sources, PrintOptions { debug_info: true });
        assert_eq!(got, expected, "{name}");
        // Without debug info the message keeps the op without its location.
        assert!(!errors[0].message.contains("loc("), "{name}");
    }
}
