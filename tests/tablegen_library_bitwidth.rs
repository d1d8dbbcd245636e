//! The `int bitwidth` field of ODS's `I`, `SI`, `UI`, `AnyI` and `F`
//! classes, read from a library record (`I32.bitwidth`) or a class's type
//! argument (IREE VM's `class VM_ConstantIntegerValueAttr<I type> :
//! SignlessIntegerAttrBase<type, type.bitwidth # "-bit integer value">`).
//! Summaries as mlir-tblgen-22 computes them (checked with `--gen-op-defs`); the verifier's message as
//! MLIR gives it for a failed attribute constraint. A field ODS leaves C++
//! (`I32.builderCall`) is still an error (`ui-tests`).

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    def W_Dialect : Dialect { let name = "w"; }
    class W_IntValue<I type> : SignlessIntegerAttrBase<type, type.bitwidth # "-bit integer value"> {
        let storageType = "IntegerAttr";
        let returnType = "IntegerAttr";
        let convertFromStorage = "$_self";
    }
    def W_Widths : SignlessIntegerAttrBase<I8,
        "widths " # !interleave([I1.bitwidth, SI16.bitwidth, UI64.bitwidth, F80.bitwidth, AnyI<24>.bitwidth, F<16>.bitwidth], "/")>;
    def W_ConstOp : Op<W_Dialect, "const", []> {
        let arguments = (ins W_IntValue<I<48>>:$value, OptionalAttr<W_Widths>:$widths);
    }
}

fn verify(attrs: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    WDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"w.const\"() <{{{attrs}}}> : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

#[test]
fn bitwidth_of_library_integer_and_float_types() {
    verify("value = 5 : i48").unwrap();
    assert_eq!(
        verify("value = 5 : i32").unwrap_err(),
        "'w.const' op attribute 'value' failed to satisfy constraint: 48-bit integer value"
    );
    assert_eq!(
        verify("value = 5 : i48, widths = 1 : i32").unwrap_err(),
        "'w.const' op attribute 'widths' failed to satisfy constraint: widths 1/16/64/80/24/16"
    );
}
