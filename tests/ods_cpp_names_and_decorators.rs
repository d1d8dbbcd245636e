//! Two ODS spellings of MLIR's own dialect files: `Arg<…>`/`Res<…>`
//! decorated arguments and results (`Arg<SymbolRefAttr, "", [MemRead]>`:
//! the constraint counts, the description and memory-effect decorators do
//! not), and ops named by their C++ class name (`HasParent<"FuncOp">` for
//! the record `MLProgram_FuncOp`: ODS drops the dialect prefix). The ops
//! mirror a few of MLIR's `ml_program` ops; the texts and messages were
//! recorded from mlir-opt-22 on the real ones
//! (`--mlir-print-op-generic --mlir-print-local-scope`).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def MLProgram_Dialect : Dialect {
      let name = "ml_program";
      let cppNamespace = "::mlir::ml_program";
    }
    class MLProgram_Op<string mnemonic, list<Trait> traits = []> :
        Op<MLProgram_Dialect, mnemonic, traits>;

    def MLProgram_GlobalOp : MLProgram_Op<"global", [Symbol]> {
      let arguments = (ins SymbolNameAttr:$sym_name, TypeAttr:$type,
                           UnitAttr:$is_mutable, OptionalAttr<AnyAttr>:$value,
                           OptionalAttr<StrAttr>:$sym_visibility);
    }
    def MLProgram_FuncOp : MLProgram_Op<"func", [IsolatedFromAbove, Symbol]> {
      let arguments = (ins SymbolNameAttr:$sym_name,
                           TypeAttrOf<FunctionType>:$function_type,
                           OptionalAttr<StrAttr>:$sym_visibility);
      let regions = (region AnyRegion:$body);
    }
    def MLProgram_SubgraphOp : MLProgram_Op<"subgraph", [IsolatedFromAbove, Symbol]> {
      let arguments = (ins SymbolNameAttr:$sym_name,
                           TypeAttrOf<FunctionType>:$function_type,
                           OptionalAttr<StrAttr>:$sym_visibility);
      let regions = (region AnyRegion:$body);
    }
    def MLProgram_GlobalLoadConstOp : MLProgram_Op<"global_load_const", [Pure]> {
      let arguments = (ins Arg<SymbolRefAttr, "", [MemRead]>:$global);
      let results = (outs Res<AnyType, "the global's value", [MemAlloc]>:$result);
    }
    def MLProgram_GlobalStoreOp : MLProgram_Op<"global_store"> {
      let arguments = (ins Arg<SymbolRefAttr, "", [MemWrite]>:$global,
                           Arg<Variadic<AnyType>, "values">:$value);
    }
    def MLProgram_ReturnOp : MLProgram_Op<"return", [HasParent<"FuncOp">, Terminator]> {
      let arguments = (ins Variadic<AnyType>:$operands);
    }
    def MLProgram_OutputOp : MLProgram_Op<"output", [HasParent<"SubgraphOp">, Terminator]> {
      let arguments = (ins Variadic<AnyType>:$operands);
    }
}

// `HasParent<"A, B">` with qualified C++ names, as TensorOps.td's
// `tensor.yield` writes it.
mod tensor {
    drr::ods! {
        def Tensor_Dialect : Dialect { let name = "tensor"; }
        def Tensor_GenerateOp : Op<Tensor_Dialect, "generate"> {
          let results = (outs AnyRankedTensor:$result);
          let regions = (region SizedRegion<1>:$body);
        }
        def Tensor_PadOp : Op<Tensor_Dialect, "pad"> {
          let regions = (region SizedRegion<1>:$region);
        }
        def Tensor_YieldOp : Op<Tensor_Dialect, "yield",
            [HasParent<"::mlir::tensor::GenerateOp, ::mlir::tensor::PadOp">, Terminator]> {
          let arguments = (ins AnyType:$value);
        }
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    MlProgramDialect::register(&mut ctx);
    tensor::TensorDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    ctx.allow_unknown_operations("arith");
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

const FUNC: &str = r#""builtin.module"() ({
  "ml_program.global"() <{is_mutable, sym_name = "var", sym_visibility = "private", type = tensor<4xi32>, value = dense<4> : tensor<4xi32>}> : () -> ()
  "ml_program.global"() <{sym_name = "c", sym_visibility = "private", type = tensor<4xi32>, value = dense<4> : tensor<4xi32>}> : () -> ()
  "ml_program.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg1: i32):
    %0 = "ml_program.global_load_const"() <{global = @c}> : () -> tensor<4xi32>
    "ml_program.global_store"(%0) <{global = @var}> : (tensor<4xi32>) -> ()
    "ml_program.return"(%arg1) : (i32) -> ()
  }) : () -> ()
  "ml_program.subgraph"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    "ml_program.output"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn decorated_arguments_and_results_round_trip() {
    assert_eq!(check(FUNC).unwrap(), FUNC);
    // `Arg<Variadic<…>>` is a variadic operand (its accessor a range).
    let api: fn(MLProgram_GlobalStoreOp, &Context) -> drr::ods::OperandRange<'_> =
        MLProgram_GlobalStoreOp::value;
    let _ = api;
}

#[test]
fn has_parent_names_an_op_by_its_cpp_class_name() {
    // mlir-opt-22 on `ml_program.return` in a subgraph.
    let bad = FUNC.replace(
        "\"ml_program.output\"(%arg0)",
        "\"ml_program.return\"(%arg0)",
    );
    assert_eq!(
        check(&bad).unwrap_err(),
        "'ml_program.return' op expects parent op 'ml_program.func'"
    );
    let bad = FUNC.replace(
        "\"ml_program.return\"(%arg1)",
        "\"ml_program.output\"(%arg1)",
    );
    assert_eq!(
        check(&bad).unwrap_err(),
        "'ml_program.output' op expects parent op 'ml_program.subgraph'"
    );
}

#[test]
fn has_parent_lists_several_qualified_cpp_names() {
    // mlir-opt-22 on `tensor.generate` and on `tensor.yield` outside it.
    let ok = r#""builtin.module"() ({
  %0 = "tensor.generate"() ({
  ^bb0(%arg0: index):
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "tensor.yield"(%1) : (f32) -> ()
  }) : () -> tensor<4xf32>
}) : () -> ()
"#;
    assert_eq!(check(ok).unwrap(), ok);
    let bad = r#""builtin.module"() ({
  "test.f"() ({
  ^bb0(%arg0: index):
    "tensor.yield"(%arg0) : (index) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(
        check(bad).unwrap_err(),
        "'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'"
    );
}
