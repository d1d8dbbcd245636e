//! Classes of ODS's library that real dialects derive their type and
//! attribute constraints from, with the predicate and summary in other
//! argument positions than `Type<…>` / `Attr<…>`: `DialectType<Dialect,
//! pred, "summary">` (OpBase.td), `StringBasedAttr<pred, "summary">`,
//! `ArrayAttrBase`, `DictionaryAttrBase`, `IntElementsAttrBase`,
//! `TypedAttrBase<valueType, "Kind", pred, "summary">`
//! (CommonAttrConstraints.td). TensorFlow's `tf_op_base.td` defines
//! `TF_ConvnetDataFormatAttr : StringBasedAttr<…>` and a `TF_AnyStrAttrOf`
//! class on it; such records must constrain as their predicate says and
//! report their summary, whichever argument holds it.

use drr::text::parse_module;
use drr::{AttrData, Attribute, Context, Type, TypeData};

fn is_str(ctx: &Context, a: Attribute, s: &str) -> bool {
    matches!(ctx.attr_data(a), AttrData::String { value, .. } if &**value == s.as_bytes())
}

fn is_int_of_width(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.type_data(t), TypeData::Integer { width, .. } if *width == w)
}

drr::ods! {
    def Al_Dialect : Dialect {
        let name = "al";
    }
    class Al_Op<string mnemonic, list<Trait> traits = []> : Op<Al_Dialect, mnemonic, traits>;

    // As TensorFlow writes its string-valued attributes.
    def Al_FormatAttr : StringBasedAttr<
        CPred<|ctx: &Context, a: Attribute| crate::is_str(ctx, a, "NHWC") || crate::is_str(ctx, a, "NCHW")>,
        "'NHWC' or 'NCHW' convnet data format">;
    class Al_AnyStrAttrOf<list<string> cases> : StringBasedAttr<
        CPred<|ctx: &Context, a: Attribute| cases.iter().any(|c| crate::is_str(ctx, a, c))>,
        "string attribute whose value is " # !interleave(cases, ", or ")>;
    // A type of the dialect: the dialect and C++ type arguments carry no
    // check; the predicate and summary are the 2nd and 3rd arguments.
    def Al_I7 : DialectType<Al_Dialect,
        CPred<|ctx: &Context, t: Type| crate::is_int_of_width(ctx, t, 7)>,
        "seven-bit integer", "::mlir::IntegerType">;
    def Al_Kind : TypedAttrBase<I32, "IntegerAttr",
        CPred<|ctx: &Context, a: Attribute| matches!(ctx.attr_data(a), drr::AttrData::Integer { value: 1..=3, .. })>,
        "kind 1, 2 or 3">;

    def ConvOp : Al_Op<"conv"> {
        let arguments = (ins Al_I7:$input, Al_FormatAttr:$data_format,
                             Al_AnyStrAttrOf<["MIN_COMBINED", "MIN_FIRST"]>:$mode,
                             Al_Kind:$kind);
    }
}

fn verify(attrs: &str, input_type: &str) -> Result<(), String> {
    let mut ctx = Context::new();
    AlDialect::register(&mut ctx);
    let src = format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%a: {input_type}):\n    \"al.conv\"(%a) <{{{attrs}}}> : ({input_type}) -> ()\n  }}) : () -> ()\n}}) : () -> ()\n"
    );
    let m = parse_module(&mut ctx, &src, "in.mlir").expect("parses");
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())
}

const GOOD: &str = "data_format = \"NHWC\", kind = 2 : i32, mode = \"MIN_FIRST\"";

#[test]
fn dialect_type_checks_its_predicate_and_reports_its_summary() {
    assert_eq!(verify(GOOD, "i7"), Ok(()));
    assert_eq!(
        verify(GOOD, "i8"),
        Err("'al.conv' op operand #0 must be seven-bit integer, but got 'i8'".to_string())
    );
}

#[test]
fn string_based_attrs_check_their_predicate_and_report_their_summary() {
    assert_eq!(
        verify(
            "data_format = \"NCHW\", kind = 1 : i32, mode = \"MIN_COMBINED\"",
            "i7"
        ),
        Ok(())
    );
    assert_eq!(
        verify(
            "data_format = \"HWCN\", kind = 2 : i32, mode = \"MIN_FIRST\"",
            "i7"
        ),
        Err("'al.conv' op attribute 'data_format' failed to satisfy constraint: 'NHWC' or 'NCHW' convnet data format".to_string())
    );
    assert_eq!(
        verify(
            "data_format = \"NHWC\", kind = 2 : i32, mode = \"SCALED\"",
            "i7"
        ),
        Err("'al.conv' op attribute 'mode' failed to satisfy constraint: string attribute whose value is MIN_COMBINED, or MIN_FIRST".to_string())
    );
}

#[test]
fn typed_attr_base_checks_its_predicate() {
    assert_eq!(
        verify(
            "data_format = \"NHWC\", kind = 4 : i32, mode = \"MIN_FIRST\"",
            "i7"
        ),
        Err(
            "'al.conv' op attribute 'kind' failed to satisfy constraint: kind 1, 2 or 3"
                .to_string()
        )
    );
}
