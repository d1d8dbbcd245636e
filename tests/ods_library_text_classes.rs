//! The plain TableGen classes of MLIR's ODS library (`Utils.td`'s
//! `StrFunc` and name helpers, `OpBase.td`'s `Rank`/`Shape`/
//! `ElementCount`/`ElementType`): a block naming them gets them as an
//! `include` would, as mlir-aie's `AIEVecTypeConstraints.td` derives its
//! `TypeShape` from `StrFunc`. A class of the block deriving from one
//! carries it to the blocks that use the class. The texts read here are
//! what `mlir-tblgen-22 --print-records` gives the same fields; the
//! messages are ODS's operand messages with those summaries.

use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type, TypeData};

fn is_integer(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { .. })
}

/// A base file: a class deriving from `StrFunc`, and a constraint whose
/// summary reads the library's helpers.
pub mod base {
    drr::ods! {
        include "mlir/IR/OpBase.td"

        class CamelName<string s> : StrFunc<snakeCaseToCamelCase<s>.ret>;

        def L_Dialect : Dialect { let name = "l"; }

        def RankText : TypeConstraint<|c: &drr::Context, t: drr::Type| crate::is_integer(c, t),
            "rank " # Rank<"x">.result>;

        def L_RankOp : Op<L_Dialect, "rank"> {
          let arguments = (ins RankText:$a);
        }
    }
}

/// The ops file: uses the base file's `StrFunc` class.
pub mod ops {
    use super::base::*;

    drr::ods! {
        include "Base.td"

        def M_Dialect : Dialect { let name = "m"; }

        def WideInt : TypeConstraint<|c: &drr::Context, t: drr::Type| crate::is_integer(c, t),
            CamelName<"wide_int_value">.result # " of " # ElementType<"_self">.result>;

        def M_UseOp : Op<M_Dialect, "use"> {
          let arguments = (ins WideInt:$a);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    base::LDialect::register(&mut ctx);
    ops::MDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(op: &str, ty: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {ty}):\n    \"{op}\"(%arg0) : ({ty}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn str_func_results_are_the_library_text() {
    let ok = module("l.rank", "i8");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("l.rank", "f32")).unwrap_err(),
        "'l.rank' op operand #0 must be rank ::llvm::cast<::mlir::ShapedType>($x.getType()).getRank(), but got 'f32'"
    );
}

#[test]
fn a_str_func_class_travels_to_other_blocks() {
    let ok = module("m.use", "i16");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("m.use", "f32")).unwrap_err(),
        "'m.use' op operand #0 must be WideIntValue of getElementTypeOrSelf($_self), but got 'f32'"
    );
}
