//! `RangedTypesMatchWith` whose left-hand side is a variadic group (MLIR
//! 22's `OpBase.td`: `TypesMatchWith<…, "llvm::equal">`, where `$_self` is
//! the left group's type range): the transformer maps the left group's
//! types to the ones the right group must have, compared as ranges (same
//! length, equal types in order). The message is MLIR's `failed to verify
//! that {summary}`.

use drr::ods::TypeCx;
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type};

/// Each type's element type (`getElementTypeOrSelf` over the range).
fn element_types(cx: &mut TypeCx<'_>, types: &[Type]) -> Option<Vec<Type>> {
    Some(types.iter().map(|&t| cx.element_type(t)).collect())
}

mod rt {
    drr::ods! {
        def Rt_Dialect : Dialect { let name = "rt"; }
        // The same types, in order (`"$_self"`).
        def Rt_ForwardOp : Op<Rt_Dialect, "forward", [
            RangedTypesMatchWith<"result types match operand types",
                                 "inputs", "outputs", "$_self">
          ]> {
          let arguments = (ins Variadic<AnyType>:$inputs);
          let results = (outs Variadic<AnyType>:$outputs);
        }
        // A transformer of the range, in Rust.
        def Rt_ExtractOp : Op<Rt_Dialect, "extract", [
            RangedTypesMatchWith<"result types are the operands' element types",
                                 "inputs", "outputs", super::element_types>
          ]> {
          let arguments = (ins Variadic<AnyType>:$inputs);
          let results = (outs Variadic<AnyType>:$outputs);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    rt::RtDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: i32, %arg1: tensor<2xf32>):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn identity_over_ranges() {
    let ok = module(
        "    %0:2 = \"rt.forward\"(%arg0, %arg1) : (i32, tensor<2xf32>) -> (i32, tensor<2xf32>)\n    \"rt.forward\"() : () -> ()\n",
    );
    assert_eq!(check(&ok).unwrap(), ok);
    // Another type, another order, another length.
    for results in ["(i32, tensor<2xf64>)", "(tensor<2xf32>, i32)", "i32"] {
        let src = module(&format!(
            "    %0 = \"rt.forward\"(%arg0, %arg1) : (i32, tensor<2xf32>) -> {results}\n"
        ))
        .replace(
            "%0 = \"rt.forward\"(%arg0, %arg1) : (i32, tensor<2xf32>) -> (",
            "%0:2 = \"rt.forward\"(%arg0, %arg1) : (i32, tensor<2xf32>) -> (",
        );
        assert_eq!(
            check(&src).unwrap_err(),
            "'rt.forward' op failed to verify that result types match operand types",
            "{results}"
        );
    }
}

#[test]
fn rust_transformer_over_ranges() {
    let ok =
        module("    %0:2 = \"rt.extract\"(%arg0, %arg1) : (i32, tensor<2xf32>) -> (i32, f32)\n");
    assert_eq!(check(&ok).unwrap(), ok);
    let bad = module(
        "    %0:2 = \"rt.extract\"(%arg0, %arg1) : (i32, tensor<2xf32>) -> (i32, tensor<2xf32>)\n",
    );
    assert_eq!(
        check(&bad).unwrap_err(),
        "'rt.extract' op failed to verify that result types are the operands' element types"
    );
}
