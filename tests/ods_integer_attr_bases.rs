//! The integer attribute base classes of MLIR's `CommonAttrConstraints.td`
//! (`SignlessIntegerAttrBase<I<N>, "summary">`, `SignedIntegerAttrBase`,
//! `UnsignedIntegerAttrBase` and their `Typed…` forms with a C++ return
//! type), as mlir-aie derives its `AIEI32Attr` from them: an integer
//! attribute of exactly that type, the given summary in the verifier's
//! message, and constants (defaults) built with that type.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Ib_Dialect : Dialect { let name = "ib"; }
    class MyTypedSignlessIntegerAttrBase<I attrValType, string retType, string descr>
        : SignlessIntegerAttrBase<attrValType, descr> {
      let returnType = retType;
      let convertFromStorage = "$_self.getValue().getSExtValue()";
    }
    def MyI32Attr : MyTypedSignlessIntegerAttrBase<I32, "int32_t", "32-bit signless integer attribute">;
    def MySI16Attr : TypedSignedIntegerAttrBase<SI16, "int16_t", "16-bit signed integer attribute">;
    def MyUI8Attr : UnsignedIntegerAttrBase<UI8, "8-bit unsigned integer attribute">;
    def Ib_TileOp : Op<Ib_Dialect, "tile"> {
        let arguments = (ins
            ConfinedAttr<MyI32Attr, [IntMinValue<0>]>:$col,
            DefaultValuedAttr<MySI16Attr, "-3">:$row,
            OptionalAttr<MyUI8Attr>:$lane);
    }
}

fn run(body: &str) -> Result<String, Vec<String>> {
    let mut ctx = Context::new();
    IbDialect::register(&mut ctx);
    let src = format!("\"builtin.module\"() ({{\n  {body}\n}}) : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m)
        .map_err(|es| es.into_iter().map(|e| e.message).collect::<Vec<_>>())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn attributes_of_the_declared_type_verify_and_defaults_are_built() {
    assert_eq!(
        run("\"ib.tile\"() <{col = 1 : i32, lane = 7 : ui8}> : () -> ()").unwrap(),
        "\"builtin.module\"() ({\n  \"ib.tile\"() <{col = 1 : i32, lane = 7 : ui8, row = -3 : si16}> : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn other_types_fail_with_the_declared_summary() {
    assert_eq!(
        run("\"ib.tile\"() <{col = 1 : i64}> : () -> ()").unwrap_err(),
        [
            "'ib.tile' op attribute 'col' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0"
        ]
    );
    assert_eq!(
        run("\"ib.tile\"() <{col = 1 : i32, row = 2 : i16}> : () -> ()").unwrap_err(),
        [
            "'ib.tile' op attribute 'row' failed to satisfy constraint: 16-bit signed integer attribute"
        ]
    );
    assert_eq!(
        run("\"ib.tile\"() <{col = 1 : i32, lane = 2 : si8}> : () -> ()").unwrap_err(),
        [
            "'ib.tile' op attribute 'lane' failed to satisfy constraint: 8-bit unsigned integer attribute"
        ]
    );
    assert_eq!(
        run("\"ib.tile\"() <{col = -1 : i32}> : () -> ()").unwrap_err(),
        [
            "'ib.tile' op attribute 'col' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0"
        ]
    );
}
