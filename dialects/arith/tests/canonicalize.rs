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

/// The users of every value of `module` (results in pre-order, then the
/// arguments of each op's blocks), each as (the user's position in
/// pre-order, the operand number), in use-list order.
fn use_lists(ctx: &drr::Context, module: drr::OpId) -> Vec<Vec<(usize, u32)>> {
    let ops = ctx.nested_ops_pre_order(module);
    let position: std::collections::HashMap<drr::OpId, usize> =
        ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let users = |v: drr::Value| -> Vec<(usize, u32)> {
        ctx.uses(v).map(|u| (position[&u.op], u.index)).collect()
    };
    let mut out = Vec::new();
    for &op in &ops {
        out.extend(ctx.op(op).results().iter().map(|&r| users(r)));
        for &r in ctx.op(op).regions() {
            for &b in ctx.region(r).blocks() {
                out.extend(ctx.block(b).args().iter().map(|&a| users(a)));
            }
        }
    }
    out
}

/// Without a user listener the driver fuses a replacement by a new
/// operation into one step (a DRR result op, or a folded op's constant,
/// taking over the replaced op's results); with one, each notification is
/// separate, as in MLIR. Both must leave the same IR, use lists included
/// (they decide the order of later notifications and rewrites).
#[test]
fn fused_replacements_leave_the_ir_and_use_lists_of_separate_ones() {
    let files = cases();
    assert!(files.len() >= 40, "expected the recorded cases");
    // Folded results and pattern roots with several users, in several
    // orders (the recorded cases mostly have one user per value).
    let many_users = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "f"}> ({
  ^bb0(%x: i32, %p: i1):
    %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %a = "arith.addi"(%c1, %c2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %b = "arith.xori"(%a, %x) : (i32, i32) -> i32
    %d = "arith.subi"(%x, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %e = "arith.andi"(%a, %b) : (i32, i32) -> i32
    %s = "arith.select"(%p, %x, %x) : (i1, i32, i32) -> i32
    %t = "arith.subi"(%s, %e) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %u = "arith.ori"(%e, %s) : (i32, i32) -> i32
    %n = "arith.subi"(%x, %x) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %v = "arith.divui"(%t, %n) : (i32, i32) -> i32
    %w = "arith.xori"(%n, %u) : (i32, i32) -> i32
    %z = "arith.muli"(%c2, %c2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %y = "arith.xori"(%x, %x) : (i32, i32) -> i32
    "func.return"(%d, %t, %u, %v, %w, %z, %y, %z, %y, %z) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let mut sources: Vec<(String, String)> = files
        .iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            (name, std::fs::read_to_string(path).unwrap())
        })
        .collect();
    sources.push(("many_users".into(), many_users.into()));
    for (name, src) in &sources {
        let (name, src) = (name.as_str(), src.as_str());
        let run = |listener: bool| {
            let mut ctx = drr_arith::context();
            let module = parse_module(&mut ctx, src, name).expect("parses");
            let canonicalizer = Canonicalizer::new(&mut ctx, &CanonicalizerOptions::default());
            if listener {
                drr::rewrite::apply_patterns_greedily_with_listener(
                    &mut ctx,
                    module,
                    canonicalizer.patterns(),
                    canonicalizer.config(),
                    &mut drr::rewrite::NoopListener,
                )
                .expect("live module");
            } else {
                canonicalizer.run(&mut ctx, module).expect("live module");
            }
            (
                print_op(&ctx, module, PrintOptions { debug_info: true }),
                use_lists(&ctx, module),
            )
        };
        let (fused, separate) = (run(false), run(true));
        assert_eq!(fused.0, separate.0, "{name}: printed IR");
        assert_eq!(fused.1, separate.1, "{name}: use lists");
    }
}
