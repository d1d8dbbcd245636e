//! Canonicalization paths that used to be quadratic stay linear.
//!
//! The size is chosen so that the former quadratic code needed tens of
//! seconds in a release build (minutes in a debug build) while the linear
//! code takes well under a second: the bound asserted is far from both.
//! The result is checked too (its small form is the recorded case
//! `tests/canonicalize/cf_cond_br_shared_condition`).

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use drr::rewrite::{Canonicalizer, CanonicalizerOptions};
use drr::text::{PrintOptions, parse_module, print_op};

/// A chain of `n` diamonds branching on one condition `%c` (generic form).
fn diamonds(n: usize) -> String {
    let mut s = String::from(
        "\"func.func\"() <{function_type = (i32, i1) -> i32, sym_name = \"f\"}> ({\n^bb0(%a: i32, %c: i1):\n  \"cf.br\"(%a)[^h0] : (i32) -> ()\n",
    );
    for i in 0..n {
        let _ = write!(
            s,
            "^h{i}(%x{i}: i32):\n  \"cf.cond_br\"(%c)[^l{i}, ^r{i}] <{{operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i1) -> ()\n\
             ^l{i}:\n  %p{i} = \"arith.addi\"(%x{i}, %a) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32\n  \"cf.br\"(%p{i})[^h{j}] : (i32) -> ()\n\
             ^r{i}:\n  %q{i} = \"arith.muli\"(%x{i}, %a) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32\n  \"cf.br\"(%q{i})[^h{j}] : (i32) -> ()\n",
            j = i + 1
        );
    }
    let _ = write!(
        s,
        "^h{n}(%z: i32):\n  \"func.return\"(%z) : (i32) -> ()\n}}) : () -> ()\n"
    );
    s
}

/// `cf.cond_br`'s truth propagation looked for the condition's uses in
/// each destination by walking all its uses: a condition shared by N
/// branches made it quadratic (20,000 diamonds: 16 s in a release build,
/// mlir-opt-22 18 s; now 0.2 s with parsing and printing; twice as many
/// here, which the quadratic walk took a minute for). Where the
/// destinations do use the condition, the walk still goes as far as the
/// last of their uses, as MLIR's does (the same chain with a use in each
/// true side: drr 3.2 s, mlir-opt-22 35 s): the order of the use list is
/// the order the uses are replaced in, which the worklist sees.
#[test]
fn branches_on_a_shared_condition_canonicalize_in_linear_time() {
    let n = 40_000;
    let src = diamonds(n);
    let start = Instant::now();
    let mut ctx = drr_arith::context();
    let module = parse_module(&mut ctx, &src, "t.mlir").unwrap();
    let canonicalizer = Canonicalizer::new(&mut ctx, &CanonicalizerOptions::default());
    let result = canonicalizer.run(&mut ctx, module).expect("live module");
    assert!(
        result.pattern_errors.is_empty(),
        "{:?}",
        result.pattern_errors
    );
    drr::verifier::verify(&ctx, module).unwrap();
    let printed = print_op(&ctx, module, PrintOptions { debug_info: false });
    let elapsed = start.elapsed();
    assert!(elapsed < Duration::from_secs(60), "{elapsed:?}");
    assert_eq!(printed.matches("\"arith.addi\"").count(), n);
    assert_eq!(printed.matches("\"arith.muli\"").count(), n);
    assert_eq!(printed.matches("\"cf.cond_br\"").count(), n);
}
