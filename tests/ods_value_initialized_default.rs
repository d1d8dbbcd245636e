//! `DefaultValuedAttr<StrAttr, "{}">` (CIRCT's `sv.xmr.ref`) and `{}`
//! defaults of other scalar attributes: mlir-tblgen pastes `{}` into the
//! attribute's `constBuilderCall` (`$_builder.getStringAttr({})`), which
//! C++ value-initialises: the empty string, `0`, `false`. It is a default
//! (stored when the op is parsed, as `populateDefaultProperties` does),
//! unlike `""`, which ODS reads as no default.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Vi_Dialect : Dialect { let name = "vi"; }
    def Vi_RefOp : Op<Vi_Dialect, "ref"> {
        let arguments = (ins
            FlatSymbolRefAttr:$ref,
            DefaultValuedAttr<StrAttr, "{}">:$suffix,
            DefaultValuedAttr<I64Attr, "{}">:$count,
            DefaultValuedAttr<BoolAttr, "{}">:$flag,
            DefaultValuedAttr<F32Attr, "{}">:$scale);
    }
}

fn print(src: &str) -> String {
    let mut ctx = Context::new();
    ViDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    print_op(&ctx, m, PrintOptions { debug_info: false })
}

#[test]
fn braces_default_to_the_value_initialized_scalar() {
    assert_eq!(
        print("\"builtin.module\"() ({\n  \"vi.ref\"() <{ref = @p}> : () -> ()\n}) : () -> ()\n"),
        "\"builtin.module\"() ({\n  \"vi.ref\"() <{count = 0 : i64, flag = false, ref = @p, scale = 0.000000e+00 : f32, suffix = \"\"}> : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn given_values_are_kept() {
    assert_eq!(
        print(
            "\"builtin.module\"() ({\n  \"vi.ref\"() <{ref = @p, suffix = \"x\", count = 3 : i64}> : () -> ()\n}) : () -> ()\n"
        ),
        "\"builtin.module\"() ({\n  \"vi.ref\"() <{count = 3 : i64, flag = false, ref = @p, scale = 0.000000e+00 : f32, suffix = \"x\"}> : () -> ()\n}) : () -> ()\n"
    );
}
