//! Demo: define a tiny dialect with `ods!`, write a rewrite pattern with
//! `pat!`, run the greedy driver on `examples/data/demo.mlir` and print the
//! result in MLIR's generic form.
//!
//! The pattern rewrites `x + x` into `x << 1`; the driver also removes the
//! dead `demo.add`.
//!
//! Usage: `cargo run --release --example demo [-- FILE]`.

use std::process::ExitCode;

use drr::diagnostic::{Diagnostic, SourceManager};
use drr::rewrite::{FrozenPatternSet, GreedyConfig, RewritePatternSet, apply_patterns_greedily};
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    dialect demo;

    def AddOp : Op<"add", [Pure, Commutative, SameOperandsAndResultType]> {
        let summary = "integer addition";
        let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
        let results = (outs AnyInteger:$sum);
    }

    def ShlOp : Op<"shl", [Pure]> {
        let summary = "shift left by a constant amount";
        let arguments = (ins AnyInteger:$value, I64Attr:$amount);
        let results = (outs AnyInteger:$shifted);
    }
}

fn main() -> ExitCode {
    let file = std::env::args()
        .nth(1)
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/examples/data/demo.mlir").into());
    let source = match std::fs::read_to_string(&file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot read {file}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut ctx = drr::Context::new();
    DemoDialect::register(&mut ctx);
    // Diagnostics quote the source like mlir-opt's.
    let sources = SourceManager::with_buffer(&file, &source);
    let module = match parse_module(&mut ctx, &source, &file) {
        Ok(m) => m,
        Err(e) => {
            eprint!("{}", Diagnostic::render_parse_error(&e, &file, &sources));
            return ExitCode::FAILURE;
        }
    };
    let mut patterns = RewritePatternSet::new();
    // DRR's own syntax: a repeated name means equal operands.
    patterns.add(drr::pat!(AddSelfToShift: (AddOp $x, $x), (ShlOp $x, ConstantAttr<I64Attr, "1">)));
    let patterns = FrozenPatternSet::new(&mut ctx, patterns);
    match apply_patterns_greedily(&mut ctx, module, &patterns, &GreedyConfig::default()) {
        Ok(result) if !result.converged => eprintln!("warning: the rewrite did not converge"),
        Ok(_) => {}
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    }
    if let Err(errors) = drr::verifier::verify(&ctx, module) {
        for e in errors {
            eprint!("{}", e.render(&ctx, &sources));
        }
        return ExitCode::FAILURE;
    }
    print!("{}", print_op(&ctx, module, PrintOptions::default()));
    ExitCode::SUCCESS
}
