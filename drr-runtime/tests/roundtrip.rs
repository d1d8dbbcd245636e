//! Round-trip corpus: every `tests/roundtrip/NAME.mlir` is parsed (with
//! filename `NAME.mlir`) and printed with and without debug info; the output
//! must equal `NAME.debug.expected` / `NAME.nodebug.expected` (produced by
//! `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic
//! --mlir-print-local-scope [--mlir-print-debuginfo]`) byte for byte.
//! All failing cases are reported, each with the first differing lines.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use drr_runtime::Context;
use drr_runtime::text::{PrintOptions, parse_module, print_op};

/// Characters of a long line shown around its first difference.
const WINDOW: usize = 120;

/// Shows `line` around byte column `col`, marking elisions with `…`.
fn excerpt(line: &str, col: usize) -> String {
    if line.len() <= 2 * WINDOW {
        return line.to_string();
    }
    let mut start = col.saturating_sub(WINDOW);
    while !line.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = (col + WINDOW).min(line.len());
    while !line.is_char_boundary(end) {
        end += 1;
    }
    let mut s = String::new();
    if start > 0 {
        s.push('…');
    }
    s.push_str(&line[start..end]);
    if end < line.len() {
        s.push('…');
    }
    s
}

/// A unified-style excerpt of the first difference between two texts.
fn first_difference(expected: &str, actual: &str) -> String {
    let exp: Vec<&str> = expected.split_inclusive('\n').collect();
    let act: Vec<&str> = actual.split_inclusive('\n').collect();
    let i = (0..exp.len().max(act.len()))
        .find(|&i| exp.get(i) != act.get(i))
        .unwrap_or(0);
    let e = exp.get(i).copied().unwrap_or("");
    let a = act.get(i).copied().unwrap_or("");
    let col = e
        .bytes()
        .zip(a.bytes())
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let mut out = String::new();
    let _ = writeln!(out, "@@ line {}, column {} @@", i + 1, col + 1);
    for line in &exp[i.saturating_sub(2)..i.min(exp.len())] {
        let _ = writeln!(out, " {}", excerpt(line.trim_end_matches('\n'), col));
    }
    let show = |prefix: char, lines: &[&str], out: &mut String| {
        for line in lines.iter().skip(i).take(3) {
            let _ = writeln!(out, "{prefix}{}", excerpt(line.trim_end_matches('\n'), col));
        }
        if lines.len() <= i {
            let _ = writeln!(out, "{prefix}<end of text>");
        } else if !lines[lines.len() - 1].ends_with('\n') && lines.len() <= i + 3 {
            let _ = writeln!(out, "{prefix}<no newline at end>");
        }
    };
    show('-', &exp, &mut out);
    show('+', &act, &mut out);
    out
}

/// The corpus inputs, sorted by name.
fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/roundtrip");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    inputs.sort();
    inputs
}

#[test]
fn roundtrip_corpus() {
    let inputs = corpus();
    assert!(!inputs.is_empty(), "empty round-trip corpus");
    let mut failures: Vec<String> = Vec::new();
    let mut checked = 0usize;
    for input in &inputs {
        let stem = input
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("UTF-8 file name");
        let filename = format!("{stem}.mlir");
        let source = std::fs::read_to_string(input).expect("readable input");
        let mut ctx = Context::new();
        let module = match parse_module(&mut ctx, &source, &filename) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{stem}: parse error:\n{}", e.render(&filename)));
                continue;
            }
        };
        for (mode, debug_info) in [("nodebug", false), ("debug", true)] {
            let expected_path = input.with_file_name(format!("{stem}.{mode}.expected"));
            let Ok(expected) = std::fs::read_to_string(&expected_path) else {
                failures.push(format!(
                    "{stem} ({mode}): missing {}",
                    expected_path.display()
                ));
                continue;
            };
            checked += 1;
            let actual = print_op(&ctx, module, PrintOptions { debug_info });
            if actual != expected {
                failures.push(format!(
                    "{stem} ({mode}):\n{}",
                    first_difference(&expected, &actual)
                ));
            }
        }
    }
    eprintln!(
        "round-trip corpus: {} inputs, {} comparisons, {} failures",
        inputs.len(),
        checked,
        failures.len()
    );
    if !failures.is_empty() {
        panic!(
            "{} of {} round-trip comparisons failed:\n\n{}",
            failures.len(),
            checked,
            failures.join("\n")
        );
    }
}
