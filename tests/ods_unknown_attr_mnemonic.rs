//! An attribute of a registered `ods!` dialect whose mnemonic none of its
//! `AttrDef`s or `EnumAttr`s declares (`#ua.tiles<…>` next to
//! `#ua.tile<…>`): the parser mlir-tblgen generates for a `Dialect` record
//! with `useDefaultAttributePrinterParser = 1` rejects it, mlir-opt-22's
//! ``unknown attribute `tiles` in dialect `ua` `` at the mnemonic, wherever
//! the attribute is read (properties, attribute dictionaries, arrays, a
//! memref's memory space, the body of a dialect type or attribute). The
//! messages and columns below are mlir-opt-22's on MLIR's gpu, arith and
//! xegpu dialects, which set the field (`#gpu.foo`, `#arith<foo>`,
//! `!xegpu.tensor_desc<8x16xf16, #xegpu.foo<1>>`). A dialect reading its
//! attributes in C++ (`useDefaultAttributePrinterParser = 0`, ODS's
//! default, set or not) and drr's `dialect NAME;` statement keep any
//! mnemonic as text, as before; a block adding ops to the dialect adds its
//! `AttrDef`s' mnemonics. (MLIR's `Dialect` has no
//! `allowUnknownAttributes`.)

mod base {
    drr::ods! {
        def Ua_Dialect : Dialect {
            let name = "ua";
            let useDefaultAttributePrinterParser = 1;
        }
        def Ua_TileAttr : AttrDef<Ua_Dialect, "Tile"> {
            let mnemonic = "tile";
            let parameters = (ins "Attribute":$inner);
        }
        def Ua_UnitAttr : AttrDef<Ua_Dialect, "Unit"> { let mnemonic = "unit"; }
        // No mnemonic: not read by the parser.
        def Ua_SizedAttr : AttrDef<Ua_Dialect, "Sized"> {
            let parameters = (ins "int64_t":$size);
        }
        def Ua_K0 : I32EnumAttrCase<"A", 0, "a">;
        def Ua_K1 : I32EnumAttrCase<"B", 1, "b">;
        def Ua_Kind : I32EnumAttr<"Kind", "a kind", [Ua_K0, Ua_K1]> {
            let cppNamespace = "::ua";
            let genSpecializedAttr = 0;
        }
        def Ua_KindAttr : EnumAttr<Ua_Dialect, Ua_Kind, "kind"> {
            let assemblyFormat = "`<` $value `>`";
        }
        // Its types are read in C++ (kept as text), their bodies by the
        // dialect: the attributes there are read by its attribute parser.
        def Ua_BoxType : TypeDef<Ua_Dialect, "Box"> {
            let mnemonic = "box";
            let parameters = (ins "Attribute":$inner);
        }
        def Ua_UseOp : Op<Ua_Dialect, "use"> {
            let arguments = (ins AnyAttr:$a);
        }
    }
}

mod more {
    #[allow(unused_imports)]
    use super::base::*;
    drr::ods! {
        include "UaBase.td";
        dialect ua as UaMoreOps;
        def Ua_ExtraAttr : AttrDef<Ua_Dialect, "Extra"> { let mnemonic = "extra"; }
        def Ua_MoreOp : Op<Ua_Dialect, "more"> {
            let arguments = (ins AnyAttr:$a);
        }
    }
}

/// A dialect whose attributes are all in a block adding to it (LLVM's
/// `LLVMDialect.td` and `LLVMAttrDefs.td`).
mod attrs_elsewhere {
    drr::ods! {
        def Ue_Dialect : Dialect {
            let name = "ue";
            let useDefaultAttributePrinterParser = 1;
        }
        def Ue_UseOp : Op<Ue_Dialect, "use"> { let arguments = (ins AnyAttr:$a); }
    }
}

mod attrs_elsewhere_defs {
    #[allow(unused_imports)]
    use super::attrs_elsewhere::*;
    drr::ods! {
        include "UeBase.td";
        dialect ue as UeAttrs;
        def Ue_ExtraAttr : AttrDef<Ue_Dialect, "Extra"> { let mnemonic = "extra"; }
        def Ue_MoreOp : Op<Ue_Dialect, "more"> { let arguments = (ins AnyAttr:$a); }
    }
}

mod cpp_parser {
    drr::ods! {
        def Cp_Dialect : Dialect {
            let name = "cp";
            let useDefaultAttributePrinterParser = 0;
        }
        def Cp_TileAttr : AttrDef<Cp_Dialect, "Tile"> { let mnemonic = "tile"; }
        def Cp_UseOp : Op<Cp_Dialect, "use"> { let arguments = (ins AnyAttr:$a); }
    }
}

mod cpp_parser_by_default {
    drr::ods! {
        def Cd_Dialect : Dialect { let name = "cd"; }
        def Cd_TileAttr : AttrDef<Cd_Dialect, "Tile"> { let mnemonic = "tile"; }
        def Cd_UseOp : Op<Cd_Dialect, "use"> { let arguments = (ins AnyAttr:$a); }
    }
}

mod statement {
    drr::ods! {
        dialect st;
        def St_UseOp : Op<"use"> { let arguments = (ins AnyAttr:$a); }
    }
}

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

fn ua(ctx: &mut Context) {
    base::UaDialect::register(ctx);
    more::UaMoreOps::register(ctx);
}

/// `op` with the attribute `attr` in its properties: `attr` starts at
/// column 20 of line 2.
fn module(op: &str, attr: &str) -> String {
    format!("\"builtin.module\"() ({{\n  \"{op}\"() <{{a = {attr}}}> : () -> ()\n}}) : () -> ()\n")
}

/// Parses and verifies `src` in a context with `register`'s dialect (and
/// unknown `test` ops): the module printed, or the error as
/// `line:column: message`.
fn run(register: fn(&mut Context), src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    ctx.allow_unknown_operations("test");
    register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn declared_mnemonics_read() {
    for attr in [
        "#ua.tile<1 : i32>",
        "#ua.unit",
        "#ua.extra",
        "#ua.kind<b>",
        "#ua.tile<#ua.unit>",
    ] {
        let src = module("ua.use", attr);
        assert_eq!(run(ua, &src).unwrap(), src);
        let src = module("ua.more", attr);
        assert_eq!(run(ua, &src).unwrap(), src);
    }
    // The verbose form is the same attribute.
    assert_eq!(
        run(ua, &module("ua.use", "#ua<tile<1 : i32>>")).unwrap(),
        module("ua.use", "#ua.tile<1 : i32>")
    );
    // In a dialect type's body.
    let src = "\"builtin.module\"() ({\n  %0 = \"test.x\"() : () -> !ua.box<4xf32, #ua.tile<#ua.unit>>\n}) : () -> ()\n";
    assert_eq!(run(ua, src).unwrap(), src);
}

#[test]
fn other_mnemonics_are_mlir_s_error_at_the_mnemonic() {
    let err = |attr: &str| run(ua, &module("ua.use", attr)).unwrap_err();
    // `  "ua.use"() <{a = #ua.tiles…`: the mnemonic at column 24.
    assert_eq!(
        err("#ua.tiles<1>"),
        "2:24: unknown attribute `tiles` in dialect `ua`"
    );
    assert_eq!(
        err("#ua.tiles"),
        "2:24: unknown attribute `tiles` in dialect `ua`"
    );
    assert_eq!(
        err("#ua<tiles>"),
        "2:24: unknown attribute `tiles` in dialect `ua`"
    );
    // Blanks before the mnemonic are skipped; the mnemonic is the keyword
    // (`-` ends it, `.` does not).
    assert_eq!(
        err("#ua<  tiles 1>"),
        "2:26: unknown attribute `tiles` in dialect `ua`"
    );
    assert_eq!(
        err("#ua.tiles-x"),
        "2:24: unknown attribute `tiles` in dialect `ua`"
    );
    assert_eq!(
        err("#ua.tile.x<1>"),
        "2:24: unknown attribute `tile.x` in dialect `ua`"
    );
    // An `AttrDef` without a mnemonic is not read by the parser.
    assert_eq!(
        err("#ua.Sized<4>"),
        "2:24: unknown attribute `Sized` in dialect `ua`"
    );
    // A trailing type is read first (its errors come first), then the
    // mnemonic is rejected.
    assert_eq!(
        err("#ua.tiles : i32"),
        "2:24: unknown attribute `tiles` in dialect `ua`"
    );
    assert_eq!(
        err("#ua.tiles : !ua"),
        "2:35: undefined symbol alias id 'ua'"
    );
    // A body that starts with no keyword: at its first token.
    assert_eq!(err("#ua<\"tile\">"), "2:24: expected valid keyword");
    assert_eq!(err("#ua<>"), "2:24: expected valid keyword");
    assert_eq!(err("#ua<  >"), "2:26: expected valid keyword");
    assert_eq!(err("#ua<5>"), "2:24: expected valid keyword");
}

#[test]
fn other_mnemonics_wherever_an_attribute_is_read() {
    let err = |body: &str| {
        let src = format!("\"builtin.module\"() ({{\n{body}\n}}) : () -> ()\n");
        run(ua, &src).unwrap_err()
    };
    // An attribute dictionary, an array, a dictionary attribute.
    assert_eq!(
        err("  \"test.x\"() {b = [1, {c = #ua.foo<1>}]} : () -> ()"),
        "2:32: unknown attribute `foo` in dialect `ua`"
    );
    // A memref's memory space.
    assert_eq!(
        err("  %0 = \"test.x\"() : () -> memref<4xf32, #ua.foo>"),
        "2:45: unknown attribute `foo` in dialect `ua`"
    );
    // The body of a dialect type and of a dialect attribute, which their
    // dialect's parser reads.
    assert_eq!(
        err("  %0 = \"test.x\"() : () -> !ua.box<4xf32, #ua.foo<1>>"),
        "2:46: unknown attribute `foo` in dialect `ua`"
    );
    assert_eq!(
        err("  %0 = \"test.x\"() : () -> !ua.box<4xf32, #ua<  foo 1>>"),
        "2:48: unknown attribute `foo` in dialect `ua`"
    );
    assert_eq!(
        err("  \"test.x\"() {b = #ua.tile<#ua.foo>} : () -> ()"),
        "2:32: unknown attribute `foo` in dialect `ua`"
    );
    // Not in a string, nor in the body of an unregistered dialect's
    // attribute (kept verbatim, as mlir-opt keeps it).
    let ok = "\"builtin.module\"() ({\n  \"test.x\"() {b = #ua.tile<\"#ua.foo\">, c = #zz.bar<#ua.foo>, d = !zz.t<#ua.foo>} : () -> ()\n}) : () -> ()\n";
    assert_eq!(run(ua, ok).unwrap(), ok);
}

#[test]
fn attributes_declared_by_another_block_only() {
    fn ue(ctx: &mut Context) {
        attrs_elsewhere::UeDialect::register(ctx);
        attrs_elsewhere_defs::UeAttrs::register(ctx);
    }
    let src = module("ue.use", "#ue.extra");
    assert_eq!(run(ue, &src).unwrap(), src);
    assert_eq!(
        run(ue, &module("ue.use", "#ue.other")).unwrap_err(),
        "2:24: unknown attribute `other` in dialect `ue`"
    );
}

#[test]
fn cpp_parsers_and_the_statement_keep_the_text() {
    let attr = "#cp.other<1>";
    assert_eq!(
        run(cpp_parser::CpDialect::register, &module("cp.use", attr)).unwrap(),
        module("cp.use", attr)
    );
    let attr = "#cd.other<1>";
    assert_eq!(
        run(
            cpp_parser_by_default::CdDialect::register,
            &module("cd.use", attr)
        )
        .unwrap(),
        module("cd.use", attr)
    );
    // The verbose form keeps the text too, printed as mlir-opt prints an
    // attribute it keeps.
    assert_eq!(
        run(
            cpp_parser_by_default::CdDialect::register,
            &module("cd.use", "#cd<other 1>")
        )
        .unwrap(),
        module("cd.use", "#cd<other 1>")
    );
    let attr = "#st.other<1>";
    assert_eq!(
        run(statement::StDialect::register, &module("st.use", attr)).unwrap(),
        module("st.use", attr)
    );
}
