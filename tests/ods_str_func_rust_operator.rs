//! `Utils.td`'s `StrFunc<r>` carries a C++ expression that a `.td` file
//! hands on through `.result`, e.g. as the operator of
//! `AllMatchSameOperatorTrait` (XLS's `class GetShapeSplat<string name> :
//! StrFunc<"getShapeSplat($" # name # ".getType())">` read by
//! `AllMatchSameOperatorTrait<names, GetShapeSplat<"_self">.result,
//! "shape">`). In `ods!` that expression is Rust: the class keeps its
//! shape with a closure in place of the C++ text (was: "expected a string
//! for template argument `string r` of `StrFunc`, found Rust code"), and
//! the string uses keep working.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, TypeData, Value};

/// The bit width of an integer value's type (0 for other types).
fn width(ctx: &Context, v: Value) -> u32 {
    match ctx.type_data(ctx.value_type(v)) {
        TypeData::Integer { width, .. } => *width,
        _ => 0,
    }
}

pub mod base {
    drr::ods! {
        include "mlir/IR/OpBase.td"

        // A class of the block deriving from `StrFunc`, carried to the
        // blocks that use it.
        class WidthOf<string name> :
            StrFunc<|ctx: &drr::Context, v: drr::Value| crate::width(ctx, v)>;
        class WidthsMatch<list<string> names> :
            AllMatchSameOperatorTrait<names, WidthOf<"_self">.result, "width">;

        def S_Dialect : Dialect { let name = "s"; }

        def S_PairOp : Op<S_Dialect, "pair", [WidthsMatch<["a", "b"]>]> {
          let arguments = (ins AnySignlessInteger:$a, AnySignlessInteger:$b);
        }
        // The C++ strings of `StrFunc`'s library subclasses still read as
        // mlir-tblgen-22 reads them.
        def RankText : TypeConstraint<|c: &drr::Context, t: drr::Type| matches!(c.type_data(t), drr::TypeData::Integer { .. }),
            "rank " # Rank<"x">.result>;
        def S_RankOp : Op<S_Dialect, "rank"> {
          let arguments = (ins RankText:$a);
        }
    }
}

pub mod ops {
    use super::base::*;
    drr::ods! {
        include "Base.td"
        def T_Dialect : Dialect { let name = "t"; }
        def T_TripleOp : Op<T_Dialect, "triple", [WidthsMatch<["a", "b", "r"]>]> {
          let arguments = (ins AnySignlessInteger:$a, AnySignlessInteger:$b);
          let results = (outs AnySignlessInteger:$r);
        }
    }
}

fn check(body: &str, args: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    base::SDialect::register(&mut ctx);
    ops::TDialect::register(&mut ctx);
    let types: Vec<&str> = args.split(", ").collect();
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0({}):\n{body}  }}) : () -> ()\n}}) : () -> ()\n",
        types
            .iter()
            .enumerate()
            .map(|(i, t)| format!("%arg{i}: {t}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    assert_eq!(out, src);
    Ok(out)
}

#[test]
fn a_str_func_closure_is_the_operator() {
    check("    \"s.pair\"(%arg0, %arg1) : (i8, i8) -> ()\n", "i8, i8").unwrap();
    assert_eq!(
        check(
            "    \"s.pair\"(%arg0, %arg1) : (i8, i16) -> ()\n",
            "i8, i16"
        )
        .unwrap_err(),
        "'s.pair' op failed to verify that all of {a, b} have same width"
    );
}

#[test]
fn a_str_func_closure_class_travels_to_other_blocks() {
    check(
        "    %0 = \"t.triple\"(%arg0, %arg1) : (i4, i4) -> i4\n",
        "i4, i4",
    )
    .unwrap();
    assert_eq!(
        check(
            "    %0 = \"t.triple\"(%arg0, %arg1) : (i4, i4) -> i5\n",
            "i4, i4"
        )
        .unwrap_err(),
        "'t.triple' op failed to verify that all of {a, b, r} have same width"
    );
}

#[test]
fn str_func_strings_still_read_as_text() {
    assert_eq!(
        check("    \"s.rank\"(%arg0) : (f32) -> ()\n", "f32").unwrap_err(),
        "'s.rank' op operand #0 must be rank ::llvm::cast<::mlir::ShapedType>($x.getType()).getRank(), but got 'f32'"
    );
}
