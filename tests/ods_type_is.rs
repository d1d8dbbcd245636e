//! `TypeIs<"name", Type>` of `OpBase.td`, as MLIR's `ArmSVE.td` lists
//! `TypeIs<"res", SVBool>` among an op's traits: the trait
//! `PredOpTrait<"'res' is " # SVBool.summary, TypeIsPred<"res", SVBool>>`.
//! The message is mlir-opt-22's for `arm_sve.intr.psel`.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def ArmSVE_Dialect : Dialect { let name = "arm_sve"; }

    def SVBool : ScalableVectorOfRankAndLengthAndType<[1], [16], [I1]> {
      let summary = "vector<[16]xi1>";
    }
    def SVEPredicate : ScalableVectorOfRankAndLengthAndType<
      [1], [16, 8, 4, 2, 1], [I1]> {
      let summary = "vector<[1]xi1>, vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, or vector<[16]xi1>";
    }

    def PselIntrOp : Op<ArmSVE_Dialect, "intr.psel", [Pure, TypeIs<"res", SVBool>]> {
      let arguments = (ins Arg<SVBool, "p1">:$p1,
                           Arg<SVEPredicate, "p2">:$p2,
                           Arg<I32, "index">:$index);
      let results = (outs AnyType:$res);
    }
}

fn check(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ArmSveDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

fn module(res: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: vector<[16]xi1>, %arg1: vector<[4]xi1>, %arg2: i32):\n    %0 = \"arm_sve.intr.psel\"(%arg0, %arg1, %arg2) : (vector<[16]xi1>, vector<[4]xi1>, i32) -> {res}\n  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

#[test]
fn type_is_checks_the_named_value() {
    let ok = module("vector<[16]xi1>");
    assert_eq!(check(&ok).unwrap(), ok);
    assert_eq!(
        check(&module("vector<[4]xi1>")).unwrap_err(),
        "'arm_sve.intr.psel' op failed to verify that 'res' is vector<[16]xi1>"
    );
}
