//! Predicates of another block inside a predicate, as a `.td` file combines
//! the predicate records and constraints of a file it includes: a predicate
//! record (`def P : CPred<…>;`) used as a part of `And<[…]>`, `Or<[…]>` or
//! `Neg<…>`, and a type constraint's `X.predicate`. The using block keeps
//! its `include` line and a `use` of the base module; each constraint is
//! checked against a single-block twin.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// The base file: predicate records and a type constraint.
pub mod pb_base {
    drr::ods! {
        def Pb_Dialect : Dialect {
            let name = "pb";
        }
        def IsEvenWidthPred : CPred<|ctx: &drr::Context, t: drr::Type|
            matches!(ctx.type_data(t), drr::TypeData::Integer { width, .. } if width % 2 == 0)>;
        def IsWidePred : CPred<|ctx: &drr::Context, t: drr::Type|
            matches!(ctx.type_data(t), drr::TypeData::Integer { width, .. } if *width >= 16)>;
        def Pb_F32Like : TypeConstraint<CPred<|ctx: &drr::Context, t: drr::Type|
            matches!(ctx.type_data(t), drr::TypeData::Float(drr::FloatKind::F32))>, "f32-like">;
    }
}

/// The ops file: its constraints combine the base's predicates.
pub mod pb_ops {
    use super::pb_base::*;

    drr::ods! {
        include "PbBase.td";

        def EvenWide : TypeConstraint<And<[IsEvenWidthPred, IsWidePred]>, "even wide integer">;
        def OddOrF32 : TypeConstraint<Or<[And<[IsWidePred, Neg<IsEvenWidthPred>]>, Pb_F32Like.predicate]>, "wide odd integer or f32">;

        def Pb_EvenOp : Op<Pb_Dialect, "even"> {
            let arguments = (ins EvenWide:$x);
        }
        def Pb_OddOp : Op<Pb_Dialect, "odd"> {
            let arguments = (ins OddOrF32:$x);
        }
    }
}

/// The single-block twin (dialect `pt`).
pub mod pt_twin {
    drr::ods! {
        def Pt_Dialect : Dialect {
            let name = "pt";
        }
        def IsEvenWidthPred : CPred<|ctx: &drr::Context, t: drr::Type|
            matches!(ctx.type_data(t), drr::TypeData::Integer { width, .. } if width % 2 == 0)>;
        def IsWidePred : CPred<|ctx: &drr::Context, t: drr::Type|
            matches!(ctx.type_data(t), drr::TypeData::Integer { width, .. } if *width >= 16)>;
        def Pt_F32Like : TypeConstraint<CPred<|ctx: &drr::Context, t: drr::Type|
            matches!(ctx.type_data(t), drr::TypeData::Float(drr::FloatKind::F32))>, "f32-like">;
        def EvenWide : TypeConstraint<And<[IsEvenWidthPred, IsWidePred]>, "even wide integer">;
        def OddOrF32 : TypeConstraint<Or<[And<[IsWidePred, Neg<IsEvenWidthPred>]>, Pt_F32Like.predicate]>, "wide odd integer or f32">;
        def Pt_EvenOp : Op<Pt_Dialect, "even"> {
            let arguments = (ins EvenWide:$x);
        }
        def Pt_OddOp : Op<Pt_Dialect, "odd"> {
            let arguments = (ins OddOrF32:$x);
        }
    }
}

/// The first verifier message for an op `dialect.op` on a value of type
/// `ty`, or `Ok(())`.
fn verify(dialect: &str, op: &str, ty: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    pb_base::PbDialect::register(&mut ctx);
    pb_ops::PbOps::register(&mut ctx);
    pt_twin::PtDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = ({ty}) -> (), sym_name = \"f\"}}> ({{\n  ^bb0(%arg0: {ty}):\n    \"{dialect}.{op}\"(%arg0) : ({ty}) -> ()\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "input.mlir").expect("parses");
    assert_eq!(print_op(&ctx, m, PrintOptions { debug_info: false }), src);
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

#[test]
fn and_of_predicate_records_of_another_block() {
    for d in ["pb", "pt"] {
        assert_eq!(verify(d, "even", "i16"), Ok(()), "{d}");
        assert_eq!(verify(d, "even", "i64"), Ok(()), "{d}");
        assert_eq!(
            verify(d, "even", "i8"),
            Err(format!(
                "'{d}.even' op operand #0 must be even wide integer, but got 'i8'"
            )),
            "{d}"
        );
        assert_eq!(
            verify(d, "even", "i17"),
            Err(format!(
                "'{d}.even' op operand #0 must be even wide integer, but got 'i17'"
            )),
            "{d}"
        );
    }
}

#[test]
fn neg_of_a_predicate_record_and_a_constraints_predicate_of_another_block() {
    for d in ["pb", "pt"] {
        assert_eq!(verify(d, "odd", "i17"), Ok(()), "{d}");
        assert_eq!(verify(d, "odd", "f32"), Ok(()), "{d}");
        assert_eq!(
            verify(d, "odd", "i7"),
            Err(format!(
                "'{d}.odd' op operand #0 must be wide odd integer or f32, but got 'i7'"
            )),
            "{d}"
        );
        assert_eq!(
            verify(d, "odd", "i16"),
            Err(format!(
                "'{d}.odd' op operand #0 must be wide odd integer or f32, but got 'i16'"
            )),
            "{d}"
        );
        assert_eq!(
            verify(d, "odd", "f64"),
            Err(format!(
                "'{d}.odd' op operand #0 must be wide odd integer or f32, but got 'f64'"
            )),
            "{d}"
        );
    }
}
