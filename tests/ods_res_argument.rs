//! `Res<…>` among an op's arguments (ODS's `Res` is `Arg`: MLIR 22's
//! `emitc.load` writes `Res<EmitC_LValueType, "", [MemRead<DefaultResource,
//! 0, FullEffect>]>:$operand`): the constraint inside, the description and
//! decorators without effect. The message was recorded from mlir-opt-22.

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    def EmitC_Dialect : Dialect { let name = "emitc"; }
    def EmitC_LValueType : TypeDef<EmitC_Dialect, "LValue"> {
      let mnemonic = "lvalue";
      let summary = "EmitC lvalue type";
    }
    def EmitC_LoadOp : Op<EmitC_Dialect, "load"> {
      let arguments = (ins
          Res<EmitC_LValueType, "", [MemRead<DefaultResource, 0, FullEffect>]>:$operand);
      let results = (outs AnyType:$result);
    }
}

fn run(arg: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    EmitcDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {arg}):\n    %0 = \"emitc.load\"(%arg0) : ({arg}) -> i32\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.to_string())?;
    drr::verifier::verify(&ctx, m).map_err(|e| e[0].message.clone())
}

#[test]
fn res_in_arguments_is_its_constraint() {
    run("!emitc.lvalue<i32>").expect("an lvalue");
    assert_eq!(
        run("i32"),
        Err("'emitc.load' op operand #0 must be EmitC lvalue type, but got 'i32'".to_string())
    );
}
