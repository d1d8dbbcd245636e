//! `TypesMatchWith` against a variadic group: the transformer yields the
//! group's types (`Option<Vec<Type>>`), compared in order, as MLIR's
//! `func.call_indirect` (`::llvm::cast<FunctionType>($_self).getInputs()`
//! against `$callee_operands`, `getResults()` against `$results`) and
//! `tensor.from_elements` (N copies of the element type) declare it. Texts
//! and messages recorded from mlir-opt-22 on those ops (`call_indirect` is
//! declared in a dialect `fnc` here, so that the runtime's built-in
//! verifier of `func.call_indirect` does not run in its place).

use drr::ods::TypeCx;
use drr::text::{PrintOptions, parse_module, print_op};
use drr::{Context, Type, TypeData};

fn inputs(cx: &mut TypeCx<'_>, ty: Type) -> Option<Vec<Type>> {
    match cx.type_data(ty) {
        TypeData::Function { inputs, .. } => Some(inputs.to_vec()),
        _ => None,
    }
}

fn results(cx: &mut TypeCx<'_>, ty: Type) -> Option<Vec<Type>> {
    match cx.type_data(ty) {
        TypeData::Function { results, .. } => Some(results.to_vec()),
        _ => None,
    }
}

fn elements(cx: &mut TypeCx<'_>, ty: Type) -> Option<Vec<Type>> {
    match cx.type_data(ty) {
        TypeData::RankedTensor { shape, element, .. } => {
            let n: i64 = shape.iter().product();
            Some(vec![*element; usize::try_from(n).ok()?])
        }
        _ => None,
    }
}

mod func {
    drr::ods! {
        def Func_Dialect : Dialect { let name = "fnc"; }
        def CallIndirectOp : Op<Func_Dialect, "call_indirect", [
              TypesMatchWith<"callee input types match argument types",
                             "callee", "callee_operands", super::inputs>,
              TypesMatchWith<"callee result types match result types",
                             "callee", "results", super::results>
            ]> {
          let arguments = (ins FunctionType:$callee, Variadic<AnyType>:$callee_operands);
          let results = (outs Variadic<AnyType>:$results);
        }
    }
}

mod tensor {
    drr::ods! {
        def Tensor_Dialect : Dialect { let name = "tensor"; }
        def Tensor_FromElementsOp : Op<Tensor_Dialect, "from_elements", [
            Pure,
            RangedTypesMatchWith<"operand types match result element type",
                                 "result", "elements", super::elements>
          ]> {
          let arguments = (ins Variadic<AnyType>:$elements);
          let results = (outs AnyStaticShapeTensor:$result);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    func::FncDialect::register(&mut ctx);
    tensor::TensorDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: (i32, f32) -> i64, %arg1: i32, %arg2: f32):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn call_indirect_operands_and_results_follow_the_callee_type() {
    let ok = module(
        "    %0 = \"fnc.call_indirect\"(%arg0, %arg1, %arg2) : ((i32, f32) -> i64, i32, f32) -> i64\n",
    );
    assert_eq!(check(&ok).unwrap(), ok);
    let cases = [
        (
            "    %0 = \"fnc.call_indirect\"(%arg0, %arg2, %arg1) : ((i32, f32) -> i64, f32, i32) -> i64\n",
            "'fnc.call_indirect' op failed to verify that callee input types match argument types",
        ),
        (
            "    %0 = \"fnc.call_indirect\"(%arg0, %arg1) : ((i32, f32) -> i64, i32) -> i64\n",
            "'fnc.call_indirect' op failed to verify that callee input types match argument types",
        ),
        (
            "    %0 = \"fnc.call_indirect\"(%arg0, %arg1, %arg2) : ((i32, f32) -> i64, i32, f32) -> i32\n",
            "'fnc.call_indirect' op failed to verify that callee result types match result types",
        ),
    ];
    for (body, msg) in cases {
        assert_eq!(check(&module(body)).unwrap_err(), msg, "{body}");
    }
}

#[test]
fn from_elements_operands_match_the_element_type() {
    let ok =
        module("    %0 = \"tensor.from_elements\"(%arg1, %arg1) : (i32, i32) -> tensor<2xi32>\n");
    assert_eq!(check(&ok).unwrap(), ok);
    for body in [
        "    %0 = \"tensor.from_elements\"(%arg1, %arg2) : (i32, f32) -> tensor<2xi32>\n",
        "    %0 = \"tensor.from_elements\"(%arg1) : (i32) -> tensor<2xi32>\n",
    ] {
        assert_eq!(
            check(&module(body)).unwrap_err(),
            "'tensor.from_elements' op failed to verify that operand types match result element type",
            "{body}"
        );
    }
}
