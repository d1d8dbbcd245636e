//! `AnyIntegerAttrBase<AnyI<N>, "summary">` of `CommonAttrConstraints.td`
//! (the class of `AnyI32Attr`): an integer attribute of width `N` and any
//! signedness, stored as an `IntegerAttr`, with the given summary. It was
//! "a class of MLIR's ODS library that drr does not provide". Summary as
//! mlir-tblgen-22 gives it.

use drr::Context;
use drr::text::parse_module;

drr::ods! {
    def A_Dialect : Dialect { let name = "a"; }
    class A_Word<AnyI type> : AnyIntegerAttrBase<type, type.bitwidth # "-bit word">;
    def A_StoreOp : Op<A_Dialect, "store", []> {
        let arguments = (ins A_Word<AnyI16>:$word);
    }
}

fn verify(attrs: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    ADialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"a.store\"() <{{{attrs}}}> : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").map_err(|e| e.message.clone())?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

#[test]
fn any_integer_attr_base_takes_any_signedness_of_its_width() {
    verify("word = 7 : i16").unwrap();
    verify("word = 7 : ui16").unwrap();
    verify("word = -7 : si16").unwrap();
    assert_eq!(
        verify("word = 7 : i32").unwrap_err(),
        "'a.store' op attribute 'word' failed to satisfy constraint: 16-bit word"
    );
    assert_eq!(
        verify("word = 7.0 : f16").unwrap_err(),
        "invalid properties {word = 7.000000e+00 : f16} for op a.store: Invalid attribute `word` in property conversion: 7.000000e+00 : f16"
    );
}
