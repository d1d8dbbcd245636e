//! Types and attributes with declarative formats in a block of their own,
//! of a dialect another block declares with mlir-tblgen's generated
//! parsers, as MLIR 22's TOSA: `TosaOpBase.td` declares the dialect
//! (`useDefaultTypePrinterParser = 1`, `useDefaultAttributePrinterParser =
//! 1`) and defines no type, `TosaTypesBase.td` defines `!tosa.shape<rank>`
//! (`` `<` $rank `>` ``). mlir-opt-22 reads `!tosa.shape` as `expected '<'`
//! and `!tosa.bogus` as an unknown type; drr kept both as text (the
//! declaring block registered no type mnemonics, and the formats of a
//! block adding to the dialect were not registered). The messages and
//! positions are mlir-opt-22's for the same texts of `!tosa.shape` and
//! `#tosa.unary_quant` (`TosaOpBase.td`'s `AttrDef`, `struct(params)`).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

/// The dialect, with the generated parsers and no types of its own.
pub mod xf_base {
    drr::ods! {
        def Xf_Dialect : Dialect {
          let name = "xf";
          let useDefaultTypePrinterParser = 1;
          let useDefaultAttributePrinterParser = 1;
        }
    }
}

/// Its types and attributes.
pub mod xf_types {
    use super::xf_base::*;

    drr::ods! {
        include "xf_base.td";

        def Xf_Shape : TypeDef<Xf_Dialect, "Shape"> {
          let mnemonic = "shape";
          let summary = "shape of a rank";
          let parameters = (ins "int":$rank);
          let assemblyFormat = "`<` $rank `>`";
        }

        def Xf_Quant : AttrDef<Xf_Dialect, "Quant"> {
          let mnemonic = "quant";
          let parameters = (ins "int64_t":$input_zp, "int64_t":$output_zp);
          let assemblyFormat = "`<` struct(params) `>`";
        }
    }
}

/// A dialect without the generated parsers: its C++ parsers read the
/// types and attributes, so the formats of another block are not used.
pub mod xc_base {
    drr::ods! {
        def Xc_Dialect : Dialect { let name = "xc"; }
    }
}

/// Types of the dialect without the generated parser.
pub mod xc_types {
    use super::xc_base::*;

    drr::ods! {
        include "xc_base.td";

        def Xc_Shape : TypeDef<Xc_Dialect, "Shape"> {
          let mnemonic = "shape";
          let parameters = (ins "int":$rank);
          let assemblyFormat = "`<` $rank `>`";
        }
    }
}

fn check(ty: &str, attr: &str) -> Result<String, String> {
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: {ty}):\n  }}) {{a = {attr}}} : () -> ()\n}}) : () -> ()\n"
    );
    let mut ctx = Context::new();
    ctx.allow_unknown_operations("test");
    xf_base::XfDialect::register(&mut ctx);
    xf_types::XfOps::register(&mut ctx);
    xc_base::XcDialect::register(&mut ctx);
    xc_types::XcOps::register(&mut ctx);
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    let arg = out.lines().find(|l| l.contains("^bb0")).unwrap_or_default();
    let a = out
        .lines()
        .find(|l| l.contains("{a = "))
        .unwrap_or_default();
    Ok(format!(
        "{} {}",
        arg.trim()
            .trim_start_matches("^bb0(%arg0: ")
            .trim_end_matches("):"),
        a.split("{a = ")
            .nth(1)
            .unwrap_or_default()
            .split("} :")
            .next()
            .unwrap_or_default()
    ))
}

const Q: &str = "#xf.quant<input_zp = 1, output_zp = 2>";

#[test]
fn a_type_of_another_block_is_read_with_its_format() {
    assert_eq!(
        check("!xf.shape< 3 >", Q),
        Ok("!xf.shape<3> #xf.quant<input_zp = 1, output_zp = 2>".into())
    );
    assert_eq!(check("!xf<shape<4>>", Q), Ok(format!("!xf.shape<4> {Q}")));
    assert_eq!(check("!xf.shape", Q), Err("3:24: expected '<'".into()));
    assert_eq!(
        check("!xf.shape<x>", Q),
        Err("3:25: expected integer value".into())
    );
}

#[test]
fn the_declaring_block_rejects_unknown_mnemonics() {
    assert_eq!(
        check("!xf.bogus<2>", Q),
        Err("3:19: unknown  type `bogus` in dialect `xf`".into())
    );
}

#[test]
fn an_attribute_of_another_block_is_read_with_its_format() {
    assert_eq!(
        check("!xf.shape<1>", "#xf.quant<output_zp = 2, input_zp = 1>"),
        Ok(format!("!xf.shape<1> {Q}"))
    );
    assert_eq!(
        check("!xf.shape<1>", "#xf.quant<input_zp = 1>"),
        Err("4:33: expected ','".into())
    );
    assert_eq!(
        check("!xf.shape<1>", "#xf.quant<input_zp = 1, input_zp = 2>"),
        Err("4:46: duplicate or unknown struct parameter name: input_zp".into())
    );
}

#[test]
fn without_the_generated_parser_the_text_is_kept() {
    assert_eq!(check("!xc.shape", Q), Ok(format!("!xc.shape {Q}")));
    assert_eq!(
        check("!xc.shape< 3 >", Q),
        Ok(format!("!xc.shape< 3 > {Q}"))
    );
}

/// MLIR's Quant dialect: `useDefaultTypePrinterParser = 1`, but its types
/// are C++ classes, no `TypeDef`: mlir-tblgen then generates no parser,
/// and the dialect's C++ `parseType` reads `!quant.uniform<…>`.
pub mod quant_like {
    drr::ods! {
        def Quant_Dialect : Dialect {
          let name = "quant";
          let useDefaultTypePrinterParser = 1;
        }
        def Quant_ScastOp : Op<Quant_Dialect, "scast"> {
          let arguments = (ins AnyType:$input);
          let results = (outs AnyType:$result);
        }
    }
}

#[test]
fn a_dialect_without_type_definitions_has_no_generated_parser() {
    let src = "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: i8):\n    %0 = \"quant.scast\"(%arg0) : (i8) -> !quant.uniform<i8:f32, 1.000000e+00>\n  }) : () -> ()\n}) : () -> ()\n";
    let mut ctx = Context::new();
    ctx.allow_unknown_operations("test");
    quant_like::QuantDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").map_err(|e| e.message);
    assert_eq!(
        m.map(|m| print_op(&ctx, m, PrintOptions { debug_info: false })),
        Ok(src.to_string())
    );
}
