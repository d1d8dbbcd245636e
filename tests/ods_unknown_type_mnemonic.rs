//! A type of a registered `ods!` dialect whose mnemonic none of its
//! `TypeDef`s declares (`!ut.tiles<…>` next to `!ut.tile<…>`): the parser
//! mlir-tblgen generates for a `Dialect` record with
//! `useDefaultTypePrinterParser = 1` rejects it, mlir-opt-22's
//! ``unknown  type `tiles` in dialect `ut` `` at the mnemonic (found by
//! IMEX XeTile's `!xetile.tile<…>`; drr kept the text, and an op's
//! constraint then failed with another message, or `AnyType` took it). A
//! dialect reading its types in C++ (`useDefaultTypePrinterParser = 0`,
//! ODS's default, set or not), one with `allowUnknownTypes = 1`, and drr's `dialect NAME;` statement
//! keep any mnemonic as text, as before; a block adding ops to the dialect
//! adds its `TypeDef`s' mnemonics.

mod base {
    drr::ods! {
        def Ut_Dialect : Dialect {
            let name = "ut";
            let useDefaultTypePrinterParser = 1;
        }
        def Ut_TileType : TypeDef<Ut_Dialect, "Tile", [ShapedTypeInterface]> {
            let mnemonic = "tile";
            let parameters = (ins ArrayRefParameter<"int64_t">:$shape, "Type":$elementType);
        }
        def Ut_TokenType : TypeDef<Ut_Dialect, "Token"> { let mnemonic = "token"; }
        // No mnemonic: not read by the parser.
        def Ut_SizedType : TypeDef<Ut_Dialect, "Sized"> {
            let parameters = (ins "Type":$elementType);
        }
        def Ut_UseOp : Op<Ut_Dialect, "use"> {
            let arguments = (ins Variadic<AnyType>:$in);
        }
    }
}

mod more {
    #[allow(unused_imports)]
    use super::base::*;
    drr::ods! {
        include "UtBase.td";
        dialect ut as UtMoreOps;
        def Ut_ExtraType : TypeDef<Ut_Dialect, "Extra"> { let mnemonic = "extra"; }
        def Ut_MoreOp : Op<Ut_Dialect, "more"> {
            let arguments = (ins AnyType:$in);
        }
    }
}

mod cpp_parser {
    drr::ods! {
        def Cp_Dialect : Dialect {
            let name = "cp";
            let useDefaultTypePrinterParser = 0;
        }
        def Cp_TileType : TypeDef<Cp_Dialect, "Tile"> { let mnemonic = "tile"; }
        def Cp_UseOp : Op<Cp_Dialect, "use"> { let arguments = (ins AnyType:$in); }
    }
}

mod unknown_allowed {
    drr::ods! {
        def Ua_Dialect : Dialect {
            let name = "ua";
            let useDefaultTypePrinterParser = 1;
            let allowUnknownTypes = 1;
        }
        def Ua_TileType : TypeDef<Ua_Dialect, "Tile"> { let mnemonic = "tile"; }
        def Ua_UseOp : Op<Ua_Dialect, "use"> { let arguments = (ins AnyType:$in); }
    }
}

mod cpp_parser_by_default {
    drr::ods! {
        def Cd_Dialect : Dialect { let name = "cd"; }
        def Cd_TileType : TypeDef<Cd_Dialect, "Tile"> { let mnemonic = "tile"; }
        def Cd_UseOp : Op<Cd_Dialect, "use"> { let arguments = (ins AnyType:$in); }
    }
}

mod statement {
    drr::ods! {
        dialect st;
        def St_UseOp : Op<"use"> { let arguments = (ins AnyType:$in); }
    }
}

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

fn ut(ctx: &mut Context) {
    base::UtDialect::register(ctx);
    more::UtMoreOps::register(ctx);
}

fn module(op: &str, ty: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  %0 = \"test.x\"() : () -> {ty}\n  \"{op}\"(%0) : ({ty}) -> ()\n}}) : () -> ()\n"
    )
}

fn with_test(register: fn(&mut Context)) -> impl Fn(&str, &str) -> Result<String, String> {
    move |op, ty| {
        let src = module(op, ty);
        let mut ctx = Context::new();
        ctx.allow_unknown_operations("test");
        register(&mut ctx);
        let m = parse_module(&mut ctx, &src, "in.mlir")
            .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
        drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
        Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
    }
}

#[test]
fn declared_mnemonics_read() {
    let check = with_test(ut);
    for ty in [
        "!ut.tile<4x8xf32>",
        "!ut.token",
        "!ut.extra",
        "!ut.tile<4x!ut.extra>",
    ] {
        let src = module("ut.use", ty);
        assert_eq!(check("ut.use", ty).unwrap(), src);
    }
    // The verbose form is the same type.
    assert_eq!(
        check("ut.use", "!ut<tile<4xf32>>").unwrap(),
        module("ut.use", "!ut.tile<4xf32>")
    );
}

#[test]
fn other_mnemonics_are_mlir_s_error_at_the_mnemonic() {
    let check = with_test(ut);
    // `  %0 = "test.x"() : () -> !ut.tiles<…>`: the mnemonic at column 31.
    assert_eq!(
        check("ut.use", "!ut.tiles<4xf32>").unwrap_err(),
        "2:31: unknown  type `tiles` in dialect `ut`"
    );
    assert_eq!(
        check("ut.use", "!ut<tiles<4xf32>>").unwrap_err(),
        "2:31: unknown  type `tiles` in dialect `ut`"
    );
    // The verbose form's lexer skips blanks (mlir-opt-22 puts
    // `!async<  tokn>`'s error at `tokn`).
    assert_eq!(
        check("ut.use", "!ut<  tiles<4xf32>>").unwrap_err(),
        "2:33: unknown  type `tiles` in dialect `ut`"
    );
    // A `TypeDef` without a mnemonic is not read by the parser.
    assert_eq!(
        check("ut.use", "!ut.Sized<f32>").unwrap_err(),
        "2:31: unknown  type `Sized` in dialect `ut`"
    );
    // Inside the body of a type of the dialect, which its parser reads
    // (`!ut.tile<4x` puts the nested mnemonic at column 42).
    assert_eq!(
        check("ut.use", "!ut.tile<4x!ut.tiles>").unwrap_err(),
        "2:42: unknown  type `tiles` in dialect `ut`"
    );
    assert_eq!(
        check("ut.use", "!ut.tile<4x!ut<  tiles>>").unwrap_err(),
        "2:44: unknown  type `tiles` in dialect `ut`"
    );
    // A body that is no keyword.
    assert_eq!(
        check("ut.use", "!ut<\"tile\">").unwrap_err(),
        "2:31: expected valid keyword"
    );
}

#[test]
fn cpp_parsers_unknown_types_and_the_statement_keep_the_text() {
    let ty = "!cp.other<1>";
    assert_eq!(
        with_test(cpp_parser::CpDialect::register)("cp.use", ty).unwrap(),
        module("cp.use", ty)
    );
    let ty = "!cd.other<1>";
    assert_eq!(
        with_test(cpp_parser_by_default::CdDialect::register)("cd.use", ty).unwrap(),
        module("cd.use", ty)
    );
    let ty = "!ua.other<1>";
    assert_eq!(
        with_test(unknown_allowed::UaDialect::register)("ua.use", ty).unwrap(),
        module("ua.use", ty)
    );
    let ty = "!st.other<1>";
    assert_eq!(
        with_test(statement::StDialect::register)("st.use", ty).unwrap(),
        module("st.use", ty)
    );
}
