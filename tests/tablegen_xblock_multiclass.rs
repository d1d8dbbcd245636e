//! Multiclasses of another block, as a `.td` file uses the multiclasses of
//! a file it includes: `Xm_Base` defines the dialect, an op class and
//! multiclasses making ops (one instantiating another with a nested
//! `defm`); the ops block keeps its `include` line and a `use` of the base
//! module and makes its ops with `defm`. Likewise a pattern block uses the
//! pattern multiclasses of another (`NAME`, template arguments, nested
//! `defm`, trailing classes, `let … in` around a `defm`). Each is checked
//! against a single-block twin: the same statements in one block.

mod common;
use common::{module, run};

use drr::Context;
use drr::rewrite::RewritePatternSet;
use drr::text::{PrintOptions, parse_module, print_op};

/// The base file: dialect, op class, multiclasses.
pub mod xm_base {
    drr::ods! {
        def Xm_Dialect : Dialect {
            let name = "xm";
        }
        class Xm_Op<string mnemonic, list<Trait> traits = []> :
            Op<Xm_Dialect, mnemonic, traits>;
        // One unary op named `NAME # Op`.
        multiclass Xm_Unary<string mnemonic, list<Trait> traits = []> {
            def Op : Xm_Op<mnemonic, traits # [SameOperandsAndResultType]> {
                let arguments = (ins AnyType:$input);
                let results = (outs AnyType:$output);
            }
        }
        // Two of them, by nested `defm`s pasting `NAME`.
        multiclass Xm_UnaryPair<string prefix> {
            defm Neg : Xm_Unary<prefix # "neg", [Pure]>;
            defm Abs : Xm_Unary<prefix # "abs">;
        }
    }
}

/// The ops file: `include`s the base and instantiates its multiclasses.
pub mod xm_ops {
    use super::xm_base::*;

    drr::ods! {
        include "XmBase.td";

        defm Xm_F : Xm_UnaryPair<"f">;
        // `let … in` around a `defm` overrides the fields of every record
        // it makes: these ops take and give `i32`.
        let arguments = (ins I32:$input), results = (outs I32:$output) in
        defm Xm_I : Xm_Unary<"i">;
    }
}

/// The single-block twin of `xm_base` + `xm_ops` (dialect `xt`).
pub mod xt_twin {
    drr::ods! {
        def Xt_Dialect : Dialect {
            let name = "xt";
        }
        class Xt_Op<string mnemonic, list<Trait> traits = []> :
            Op<Xt_Dialect, mnemonic, traits>;
        multiclass Xt_Unary<string mnemonic, list<Trait> traits = []> {
            def Op : Xt_Op<mnemonic, traits # [SameOperandsAndResultType]> {
                let arguments = (ins AnyType:$input);
                let results = (outs AnyType:$output);
            }
        }
        multiclass Xt_UnaryPair<string prefix> {
            defm Neg : Xt_Unary<prefix # "neg", [Pure]>;
            defm Abs : Xt_Unary<prefix # "abs">;
        }
        defm Xt_F : Xt_UnaryPair<"f">;
        let arguments = (ins I32:$input), results = (outs I32:$output) in
        defm Xt_I : Xt_Unary<"i">;
    }
}

fn reg(ctx: &mut Context) {
    xm_base::XmDialect::register(ctx);
    xm_ops::XmOps::register(ctx);
    xt_twin::XtDialect::register(ctx);
}

/// Pattern multiclasses (and a class they use) of one block.
pub mod pat_base {
    drr::patterns! {
        class DropTwice<dag op> : Pat<(op (op $x)), (op $x)>;
        // `def` names without `NAME` get it prepended.
        multiclass Idempotent<dag op> {
            def _Twice : DropTwice<op>;
        }
        multiclass AbsOfNeg<dag neg, dag abs> {
            defm _Neg : Idempotent<neg>;
            def _AbsNeg : Pat<(abs (neg $x)), (abs $x)>;
        }
    }
}

/// Another block using them: an ordinary `use`, then `defm`.
pub mod pat_use {
    use super::pat_base::{AbsOfNeg, Idempotent};
    use super::xm_ops::*;

    drr::patterns! {
        fn populate_used;
        defm F : AbsOfNeg<Xm_FNegOp, Xm_FAbsOp>;
        defm : Idempotent<Xm_FAbsOp>;
    }
}

/// The single-block twin of `pat_base` + `pat_use`.
pub mod pat_twin {
    use super::xm_ops::*;

    drr::patterns! {
        fn populate_twin;
        class DropTwice<dag op> : Pat<(op (op $x)), (op $x)>;
        multiclass Idempotent<dag op> {
            def _Twice : DropTwice<op>;
        }
        multiclass AbsOfNeg<dag neg, dag abs> {
            defm _Neg : Idempotent<neg>;
            def _AbsNeg : Pat<(abs (neg $x)), (abs $x)>;
        }
        defm F : AbsOfNeg<Xm_FNegOp, Xm_FAbsOp>;
        defm : Idempotent<Xm_FAbsOp>;
    }
}

#[test]
fn ops_made_by_a_multiclass_of_another_block() {
    assert_eq!(xm_ops::Xm_FNegOp::NAME, "xm.fneg");
    assert_eq!(xm_ops::Xm_FAbsOp::NAME, "xm.fabs");
    assert_eq!(xm_ops::Xm_IOp::NAME, "xm.i");
    assert_eq!(xt_twin::Xt_FNegOp::NAME, "xt.fneg");
    assert_eq!(xt_twin::Xt_FAbsOp::NAME, "xt.fabs");
    assert_eq!(xt_twin::Xt_IOp::NAME, "xt.i");
}

/// The first verifier message for `body` in a function of `args`, or the
/// printed module.
fn verify(args: &str, body: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    reg(&mut ctx);
    let m = parse_module(&mut ctx, &module(args, body), "input.mlir").expect("parses");
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn fields_and_let_around_defm_reach_the_ops() {
    // `SameOperandsAndResultType` from the multiclass's class argument.
    for dialect in ["xm", "xt"] {
        let body = format!("    %0 = \"{dialect}.fneg\"(%arg0) : (f32) -> f64\n");
        assert_eq!(
            verify("%arg0: f32", &body),
            Err(format!(
                "'{dialect}.fneg' op requires the same type for all operands and results"
            )),
            "{dialect}"
        );
        // `let arguments = (ins I32:$input) … in defm`.
        let body = format!("    %0 = \"{dialect}.i\"(%arg0) : (f32) -> f32\n");
        assert_eq!(
            verify("%arg0: f32", &body),
            Err(format!(
                "'{dialect}.i' op operand #0 must be 32-bit signless integer, but got 'f32'"
            )),
            "{dialect}"
        );
        let body = format!("    %0 = \"{dialect}.i\"(%arg0) : (i32) -> i32\n");
        let r = verify("%arg0: i32", &body);
        assert!(r.is_ok(), "{dialect}: {r:?}");
    }
}

fn used() -> RewritePatternSet {
    let mut s = RewritePatternSet::new();
    pat_use::populate_used(&mut s);
    s
}

fn twin() -> RewritePatternSet {
    let mut s = RewritePatternSet::new();
    pat_twin::populate_twin(&mut s);
    s
}

#[test]
fn patterns_made_by_a_multiclass_of_another_block() {
    // TableGen's names: `F` # `_Neg` # `_Twice`, `anonymous_0` # `_Twice`.
    let names = "[\"F_AbsNeg\", \"F_Neg_Twice\", \"anonymous_0_Twice\"]";
    assert_eq!(format!("{:?}", used()), names);
    assert_eq!(format!("{:?}", twin()), names);
    // neg(neg(x)) → neg(x) (dead, pure: erased); abs(neg(x)) → abs(x);
    // abs(abs(x)) → abs(x), leaving the inner `xm.fabs` (not pure).
    let src = module(
        "%arg0: f32",
        "    %0 = \"xm.fneg\"(%arg0) : (f32) -> f32\n    %1 = \"xm.fneg\"(%0) : (f32) -> f32\n    %2 = \"xm.fabs\"(%1) : (f32) -> f32\n    %3 = \"xm.fabs\"(%2) : (f32) -> f32\n    \"xm.use\"(%3) : (f32) -> ()\n",
    );
    let expected = module(
        "%arg0: f32",
        "    %0 = \"xm.fabs\"(%arg0) : (f32) -> f32\n    %1 = \"xm.fabs\"(%arg0) : (f32) -> f32\n    \"xm.use\"(%1) : (f32) -> ()\n",
    );
    assert_eq!(run(reg, &src, used(), false), expected);
    assert_eq!(run(reg, &src, twin(), false), expected);
}
