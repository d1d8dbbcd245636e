//! A `ShapedTypeInterface` `TypeDef` whose `elementType` parameter is a
//! type constraint (`AnyTypeOf<[…]>:$elementType`, or a record of the
//! block): mlir-tblgen-22 generates a `verifyInvariants` that checks it,
//! which MLIR's parser runs as it creates the type, so a type whose
//! element breaks it is a parse error at the type's mnemonic (`failed to
//! verify 'elementType': <summary>`), wherever the type is written. drr
//! accepted such types. Expected outputs recorded from mlir-opt-22, whose
//! AMX dialect declares its `!amx.tile` this way: the dialect below is a
//! stand-in with that name and mnemonic, so the same text means the same
//! to both.

mod common;

drr::ods! {
    def Sh_Dialect : Dialect { let name = "amx"; }
    def Sh_Element : AnyTypeOf<[F32, F16, BF16, I32, I8]>;
    def Sh_Tile : TypeDef<Sh_Dialect, "Tile", [ShapedTypeInterface]> {
        let mnemonic = "tile";
        let parameters = (ins ArrayRefParameter<"int64_t">:$shape, Sh_Element:$elementType);
    }
    def Sh_ZeroOp : Op<Sh_Dialect, "tile_zero"> {
        let results = (outs Sh_Tile:$res);
    }
}

// The same with the constraint written inline, in another dialect (no
// oracle: mlir-tblgen treats both spellings alike).
mod inline {
    drr::ods! {
        def In_Dialect : Dialect { let name = "inl"; }
        def In_Tile : TypeDef<In_Dialect, "Tile", [ShapedTypeInterface]> {
            let mnemonic = "tile";
            let parameters = (ins ArrayRefParameter<"int64_t">:$shape, AnyTypeOf<[I8, I16]>:$elementType);
        }
        // Not shaped: its parameters stay text, unchecked.
        def In_Box : TypeDef<In_Dialect, "Box"> {
            let mnemonic = "box";
            let parameters = (ins AnyTypeOf<[I8, I16]>:$elementType);
        }
    }
}

const SUMMARY: &str = "32-bit float or 16-bit float or bfloat16 type or 32-bit signless integer or 8-bit signless integer";

fn register(ctx: &mut drr::Context) {
    AmxDialect::register(ctx);
    ctx.allow_unknown_operations("foo");
}

fn register_inline(ctx: &mut drr::Context) {
    inline::InlDialect::register(ctx);
    ctx.allow_unknown_operations("foo");
}

fn rejected(line: &str, col: usize) -> String {
    let text = line.replace(";;", "\n  ");
    format!(
        "in.mlir:2:{col}: error: failed to verify 'elementType': {SUMMARY}\n  {text}\n{}^\n",
        " ".repeat(col - 1)
    )
}

#[test]
fn element_type_constraint_checked_where_the_type_is_parsed() {
    let good = r#"%0 = "amx.tile_zero"() : () -> !amx.tile<16x16xbf16>"#;
    assert_eq!(
        common::verify_and_print(register, good),
        format!("\"builtin.module\"() ({{\n  {good}\n}}) : () -> ()\n")
    );
    for (line, col) in [
        (r#"%0 = "amx.tile_zero"() : () -> !amx.tile<16x16xf64>"#, 39),
        (r#"%0 = "foo.get"() : () -> !amx.tile<8x4xi16>"#, 33),
        (
            r#"%0 = "foo.get"() : () -> tuple<i32, !amx.tile<16x16xf64>>"#,
            44,
        ),
        (r#"%0 = "foo.get"() : () -> !amx<tile<16x16xf64>>"#, 33),
        (
            r#"%0 = "foo.get"() : () -> !amx.tile<16x16xvector<4xf32>>"#,
            33,
        ),
    ] {
        assert_eq!(
            common::verify_and_print(register, line),
            rejected(line, col),
            "{line}"
        );
    }
}

#[test]
fn inline_constraint_checked_and_unshaped_parameters_left_alone() {
    let good =
        r#"%0 = "foo.get"() : () -> !inl.tile<4xi16>;;%1 = "foo.get"() : () -> !inl.box<f32>"#;
    assert!(!common::verify_and_print(register_inline, good).contains("error"));
    let bad = r#"%0 = "foo.get"() : () -> !inl.tile<4xf32>"#;
    assert_eq!(
        common::verify_and_print(register_inline, bad),
        format!(
            "in.mlir:2:33: error: failed to verify 'elementType': 8-bit signless integer or 16-bit signless integer\n  {bad}\n{}^\n",
            " ".repeat(32)
        )
    );
}
