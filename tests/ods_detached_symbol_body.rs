//! A registered dialect's parser reads on past a pretty symbol without a
//! body: MLIR hands it the main lexer at the mnemonic, with no end. So
//! `!ns.m  <…>` is read with the body after the blanks (its errors are the
//! type's) and `!ns.  m<…>` takes the next keyword as its mnemonic; the
//! enclosing construct then fails where the symbol ends. drr does the same
//! for the types and attributes it reads (`ods!` dialects with
//! mlir-tblgen's generated parsers, quant); the messages and positions were
//! recorded from mlir-opt-22 on TOSA's `!tosa.shape` (`"`<` $rank `>`"`)
//! and `!quant.uniform`, in `%0 = "t.a"() : () -> (TYPE)`.

use drr::Context;
use drr::text::parse_module;

mod dt {
    drr::ods! {
        def Dt_Dialect : Dialect {
            let name = "tosa";
            let useDefaultTypePrinterParser = 1;
        }
        def Dt_Shape : TypeDef<Dt_Dialect, "Shape"> {
            let mnemonic = "shape";
            let parameters = (ins "int":$rank);
            let assemblyFormat = "`<` $rank `>`";
        }
    }
}

fn parse(ty: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    dt::TosaDialect::register(&mut ctx);
    let src = format!("%0 = \"t.a\"() : () -> ({ty})\n");
    parse_module(&mut ctx, &src, "in.mlir")
        .map(|_| ())
        .map_err(|e| e.to_string())
}

#[test]
fn dialect_type_reads_on_past_its_symbol() {
    assert_eq!(parse("!tosa.shape<3>"), Ok(()));
    let cases = [
        ("!tosa.shape <3>", "1:34: expected ')'"),
        ("!tosa.shape <x>", "1:36: expected integer value"),
        ("!tosa. shape<3>", "1:29: expected ')'"),
        ("!tosa.  7", "1:31: expected valid keyword"),
        ("!tosa.shape  ", "1:34: expected '<'"),
        (
            "!tosa.  bogus<3>",
            "1:31: unknown  type `bogus` in dialect `tosa`",
        ),
        ("!quant.uniform <i8:f32, 1.0>", "1:37: expected ')'"),
        (
            "!quant.uniform <i8:f32, bad>",
            "1:47: expected floating point literal",
        ),
        ("!quant. uniform<i8:f32, 1.0>", "1:30: expected ')'"),
        ("!quant.  5", "1:32: expected valid keyword"),
        ("!quant.  bogus<i8>", "1:32: unknown quantized type bogus"),
        ("!quant.uniform <i8:f32, 1.0", "1:50: expected '>'"),
    ];
    for (ty, message) in cases {
        assert_eq!(parse(ty), Err(message.to_string()), "{ty}");
    }
}

/// A `<` after the blanks that nothing closes is read on to the end of the
/// input, so the type's own parser fails where MLIR's does.
#[test]
fn unclosed_body_after_blanks_is_read_on() {
    let cases = [
        ("!quant.uniform <i8:f32, 1.0", "1:49: expected '>'"),
        ("!quant.uniform <i8:f32, 1.0 2", "1:49: expected '>'"),
        ("!quant.uniform <i8", "1:40: expected ':'"),
    ];
    for (ty, message) in cases {
        let mut ctx = Context::new();
        let src = format!("%0 = \"t.a\"() : () -> {ty}\n");
        let err = parse_module(&mut ctx, &src, "in.mlir")
            .map(|_| ())
            .map_err(|e| e.to_string());
        assert_eq!(err, Err(message.to_string()), "{ty}");
    }
}
