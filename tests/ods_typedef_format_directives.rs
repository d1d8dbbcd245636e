//! `TypeDef` declarative formats with the directives and parameter kinds
//! real dialects use, read as mlir-tblgen-22's generated parser reads them
//! and printed as its generated printer prints them: `StringRefParameter`
//! (with a default), `ArrayRefParameter`s of types and integers,
//! `OptionalParameter` and `DefaultValuedParameter` of integers and
//! `std::optional`s (left out by the printer when default), `params`,
//! `struct(params)` / `struct($a, $b)` (keys in any order, printed in
//! declaration order), optional groups `(…)?` and `(…) : (…)?` anchored on
//! a parameter, `params` or `struct`, and whitespace literals.
//!
//! Every case of [`PROBES`] was fed to mlir-opt-22 (`"test.op"() : () ->
//! TYPE`, `--mlir-print-op-generic --allow-unregistered-dialect`) with the
//! upstream types these definitions model: the test dialect's
//! `!test.optional_param`, `optional_params`, `optional_params_after`,
//! `optional_struct`, `struct_capture_all`, `all_optional_params`,
//! `all_optional_struct`, `optional_group`, `optional_group_params`,
//! `optional_group_struct`, `else_anchor`, `else_anchor_struct`,
//! `optional_value_type`, `optional_type_string` and `no_parser`, EmitC's
//! `!emitc.opaque`, LLVM's `!llvm.ptr` and SMT's `!smt.func`. The
//! dialects here are named as long as those (`tfmt` for `test`, `emitx`,
//! `lvmx`, `smx`), so the positions of mlir-opt-22's first error are the
//! expected ones as recorded. Differences in the models: `optional_param`
//! leaves out its attribute parameter `$c` (no probe writes it) and
//! `no_parser`'s `::test::CustomParam` (an integer, read and printed as
//! one) is an `int`; mlir-opt-22's `!emitc.opaque` also runs a C++
//! verifier (no empty string, no `*`), which no probe trips.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

mod tfmt {
    drr::ods! {
        def Tfmt_Dialect : Dialect {
            let name = "tfmt";
            let useDefaultTypePrinterParser = 1;
        }
        class Tfmt_Type<string name, string m> : TypeDef<Tfmt_Dialect, name> { let mnemonic = m; }
        def Tfmt_OptionalParam : Tfmt_Type<"OptionalParam", "optional_param"> {
            let parameters = (ins OptionalParameter<"std::optional<int>">:$a, "int":$b);
            let assemblyFormat = "`<` $a `,` $b `>`";
        }
        def Tfmt_OptionalParams : Tfmt_Type<"OptionalParams", "optional_params"> {
            let parameters = (ins OptionalParameter<"std::optional<int>">:$a, StringRefParameter<>:$b);
            let assemblyFormat = "`<` params `>`";
        }
        def Tfmt_OptionalParamsAfter : Tfmt_Type<"OptionalParamsAfter", "optional_params_after"> {
            let parameters = (ins StringRefParameter<>:$a, OptionalParameter<"std::optional<int>">:$b);
            let assemblyFormat = "`<` params `>`";
        }
        def Tfmt_OptionalStruct : Tfmt_Type<"OptionalStruct", "optional_struct"> {
            let parameters = (ins OptionalParameter<"std::optional<int>">:$a, StringRefParameter<>:$b);
            let assemblyFormat = "`<` struct(params) `>`";
        }
        def Tfmt_StructCaptureAll : Tfmt_Type<"StructCaptureAll", "struct_capture_all"> {
            let parameters = (ins "int":$v0, "int":$v1, "int":$v2, "int":$v3);
            let assemblyFormat = "`<` struct(params) `>`";
        }
        def Tfmt_AllOptionalParams : Tfmt_Type<"AllOptionalParams", "all_optional_params"> {
            let parameters = (ins OptionalParameter<"std::optional<int>">:$a,
                                  OptionalParameter<"std::optional<int>">:$b);
            let assemblyFormat = "`<` params `>`";
        }
        def Tfmt_AllOptionalStruct : Tfmt_Type<"AllOptionalStruct", "all_optional_struct"> {
            let parameters = (ins OptionalParameter<"std::optional<int>">:$a,
                                  OptionalParameter<"std::optional<int>">:$b);
            let assemblyFormat = "`<` struct(params) `>`";
        }
        def Tfmt_OptionalGroup : Tfmt_Type<"OptionalGroup", "optional_group"> {
            let parameters = (ins "int":$a, OptionalParameter<"std::optional<int>">:$b);
            let assemblyFormat = "`<` (`(` $b^ `)`) : (`x`)? $a `>`";
        }
        def Tfmt_OptionalGroupParams : Tfmt_Type<"OptionalGroupParams", "optional_group_params"> {
            let parameters = (ins DefaultValuedParameter<"std::optional<int>", "10">:$a,
                                  OptionalParameter<"std::optional<int>">:$b);
            let assemblyFormat = "`<` (`(` params^ `)`) : (`x`)? `>`";
        }
        def Tfmt_OptionalGroupStruct : Tfmt_Type<"OptionalGroupStruct", "optional_group_struct"> {
            let parameters = (ins OptionalParameter<"std::optional<int>">:$a,
                                  OptionalParameter<"std::optional<int>">:$b);
            let assemblyFormat = "`<` (`(` struct(params)^ `)`) : (`x`)? `>`";
        }
        def Tfmt_ElseAnchor : Tfmt_Type<"ElseAnchor", "else_anchor"> {
            let parameters = (ins OptionalParameter<"std::optional<int>">:$a);
            let assemblyFormat = "`<` (`?`) : ($a^)? `>`";
        }
        def Tfmt_ElseAnchorStruct : Tfmt_Type<"ElseAnchorStruct", "else_anchor_struct"> {
            let parameters = (ins OptionalParameter<"std::optional<int>">:$a,
                                  OptionalParameter<"std::optional<int>">:$b);
            let assemblyFormat = "`<` (`?`) : (struct($a, $b)^)? `>`";
        }
        def Tfmt_OptionalValueType : Tfmt_Type<"OptionalValueType", "optional_value_type"> {
            let parameters = (ins OptionalParameter<"std::optional<int>">:$value);
            let assemblyFormat = "(`<` $value^ `>`)?";
        }
        def Tfmt_OptionalTypeString : Tfmt_Type<"OptionalTypeString", "optional_type_string"> {
            let parameters = (ins StringRefParameter<"description", [{"default"}]>:$str);
            let assemblyFormat = "(`<` $str^ `>`)?";
        }
        def Tfmt_NoParser : Tfmt_Type<"NoParser", "no_parser"> {
            let parameters = (ins "uint32_t":$one, ArrayRefParameter<"int64_t">:$two,
                                  StringRefParameter<>:$three, "int":$four);
            let assemblyFormat = "`<` $one `,` `[` $two `]` `,` $three `,` $four `>`";
        }
        // Not read: a `\n` literal (MLIR's printer indents the line after
        // it), a custom directive.
        def Tfmt_Spaces : Tfmt_Type<"Spaces", "spaces"> {
            let parameters = (ins "int":$a, "int":$b);
            let assemblyFormat = "`<` ` ` $a `\\n` `(` `)` `` `(` `)` $b `>`";
        }
        def Tfmt_CustomType : Tfmt_Type<"CustomType", "custom_type"> {
            let parameters = (ins "int":$a, OptionalParameter<"std::optional<int>">:$b);
            let assemblyFormat = "`<` custom<CustomTypeA>($a) `` custom<CustomTypeB>(ref($a), $b) `>`";
        }
    }
}

mod emitx {
    drr::ods! {
        def Emitx_Dialect : Dialect {
            let name = "emitx";
            let useDefaultTypePrinterParser = 1;
        }
        def Emitx_Opaque : TypeDef<Emitx_Dialect, "Opaque"> {
            let mnemonic = "opaque";
            let parameters = (ins StringRefParameter<"the opaque value">:$value);
            let assemblyFormat = "`<` $value `>`";
        }
    }
}

mod lvmx {
    drr::ods! {
        def Lvmx_Dialect : Dialect {
            let name = "lvmx";
            let useDefaultTypePrinterParser = 1;
        }
        def Lvmx_Ptr : TypeDef<Lvmx_Dialect, "Pointer"> {
            let mnemonic = "ptr";
            let parameters = (ins DefaultValuedParameter<"unsigned", "0">:$addressSpace);
            let assemblyFormat = "(`<` $addressSpace^ `>`)?";
        }
    }
}

mod smx {
    drr::ods! {
        def Smx_Dialect : Dialect {
            let name = "smx";
            let useDefaultTypePrinterParser = 1;
        }
        def Smx_Bool : TypeDef<Smx_Dialect, "Bool"> { let mnemonic = "bool"; }
        def Smx_Int : TypeDef<Smx_Dialect, "Int"> { let mnemonic = "int"; }
        def Smx_Func : TypeDef<Smx_Dialect, "SMTFunc"> {
            let mnemonic = "func";
            let parameters = (ins ArrayRefParameter<"mlir::Type", "domain types">:$domainTypes,
                                  "mlir::Type":$rangeType);
            let assemblyFormat = "`<` `(` $domainTypes `)` ` ` $rangeType `>`";
        }
    }
}

/// `"test.op"() : () -> {ty}` read and printed: the printed result type,
/// or the first error as `line:column: message`.
fn probe(ty: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    tfmt::TfmtDialect::register(&mut ctx);
    emitx::EmitxDialect::register(&mut ctx);
    lvmx::LvmxDialect::register(&mut ctx);
    smx::SmxDialect::register(&mut ctx);
    ctx.allow_unknown_operations("test");
    let src = format!("\"test.op\"() : () -> {ty}\n");
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    let line = out.lines().find(|l| l.contains("\"test.op\"")).unwrap();
    Ok(line.split_once(" -> ").unwrap().1.to_string())
}

/// Type texts and mlir-opt-22's printed type or first error.
const PROBES: &[(&str, Result<&str, &str>)] = &[
    (
        "!tfmt.optional_param<1, 2>",
        Ok("!tfmt.optional_param<1, 2>"),
    ),
    ("!tfmt.optional_param<, 2>", Ok("!tfmt.optional_param<, 2>")),
    (
        "!tfmt.optional_param<-3 , 0x10>",
        Ok("!tfmt.optional_param<-3, 16>"),
    ),
    ("!tfmt.optional_param<x, 2>", Err("1:42: expected ','")),
    ("!tfmt.optional_param<1 2>", Err("1:43: expected ','")),
    (
        r#"!tfmt.optional_params<"a">"#,
        Ok(r#"!tfmt.optional_params<"a">"#),
    ),
    (
        r#"!tfmt.optional_params<3, "a">"#,
        Ok(r#"!tfmt.optional_params<3, "a">"#),
    ),
    (r#"!tfmt.optional_params<3 "a">"#, Err("1:44: expected ','")),
    (
        r#"!tfmt.optional_params<"a\FF">"#,
        Ok(r#"!tfmt.optional_params<"a\FF">"#),
    ),
    (
        r#"!tfmt.optional_params<-0x10 , "a">"#,
        Ok(r#"!tfmt.optional_params<-16, "a">"#),
    ),
    (
        r#"!tfmt.optional_params<true, "">"#,
        Ok(r#"!tfmt.optional_params<-1, "">"#),
    ),
    ("!tfmt.optional_params<3, x>", Err("1:46: expected string")),
    (
        r#"!tfmt.optional_params<2147483648, "a">"#,
        Err("1:43: integer value too large"),
    ),
    (
        r#"!tfmt.optional_params_after<"a", 4>"#,
        Ok(r#"!tfmt.optional_params_after<"a", 4>"#),
    ),
    (
        r#"!tfmt.optional_params_after<"a">"#,
        Ok(r#"!tfmt.optional_params_after<"a">"#),
    ),
    (
        r#"!tfmt.optional_params_after<"a" 4>"#,
        Err("1:52: expected '>'"),
    ),
    (
        r#"!tfmt.optional_params_after<"a",>"#,
        Ok(r#"!tfmt.optional_params_after<"a">"#),
    ),
    (
        "!tfmt.optional_params_after<4>",
        Err("1:49: expected string"),
    ),
    (
        r#"!tfmt.optional_struct<b = "x", a = 1>"#,
        Ok(r#"!tfmt.optional_struct<a = 1, b = "x">"#),
    ),
    (
        r#"!tfmt.optional_struct<b = "x">"#,
        Ok(r#"!tfmt.optional_struct<b = "x">"#),
    ),
    (
        "!tfmt.optional_struct<a = 1>",
        Err("1:48: struct is missing required parameter: b"),
    ),
    (
        r#"!tfmt.optional_struct<a = 1, b = "x", a = 2>"#,
        Err("1:63: duplicate or unknown struct parameter name: a"),
    ),
    (
        "!tfmt.optional_struct<>",
        Err("1:43: expected valid keyword"),
    ),
    (r#"!tfmt.optional_struct<b "x">"#, Err("1:44: expected '='")),
    (
        "!tfmt.struct_capture_all<v3 = 0, v1 = 1, v2 = 2, v0 = 3>",
        Ok("!tfmt.struct_capture_all<v0 = 3, v1 = 1, v2 = 2, v3 = 0>"),
    ),
    (
        "!tfmt.struct_capture_all<v0 = 1, v1 = 1, v2 = 2, v3 = 3>",
        Ok("!tfmt.struct_capture_all<v0 = 1, v1 = 1, v2 = 2, v3 = 3>"),
    ),
    (
        "!tfmt.struct_capture_all<v3 = 0, v3 = 1, v2 = 2, v0 = 3>",
        Err("1:59: duplicate or unknown struct parameter name: v3"),
    ),
    (
        "!tfmt.struct_capture_all<v3 = 0, v1 = 1, v2 = 2>",
        Err("1:68: expected ','"),
    ),
    (
        "!tfmt.struct_capture_all<v3 = 0, v1 = 1, v2 = 2, v4 = 3>",
        Err("1:75: duplicate or unknown struct parameter name: v4"),
    ),
    (
        "!tfmt.struct_capture_all<v3 = 0 v1 = 1, v2 = 2, v0 = 3>",
        Err("1:52: expected ','"),
    ),
    (
        "!tfmt.struct_capture_all<v3 = x, v1 = 1, v2 = 2, v0 = 3>",
        Err("1:51: expected integer value"),
    ),
    (
        "!tfmt.struct_capture_all<3 = 0, v1 = 1, v2 = 2, v0 = 3>",
        Err("1:46: expected valid keyword"),
    ),
    (
        "!tfmt.all_optional_params<>",
        Ok("!tfmt.all_optional_params<>"),
    ),
    (
        "!tfmt.all_optional_params<1>",
        Ok("!tfmt.all_optional_params<1>"),
    ),
    (
        "!tfmt.all_optional_params<1, 2>",
        Ok("!tfmt.all_optional_params<1, 2>"),
    ),
    ("!tfmt.all_optional_params<,2>", Err("1:47: expected '>'")),
    ("!tfmt.all_optional_params<0 2>", Err("1:48: expected '>'")),
    (
        "!tfmt.all_optional_params<0, 2>",
        Ok("!tfmt.all_optional_params<0, 2>"),
    ),
    (
        "!tfmt.all_optional_struct<>",
        Ok("!tfmt.all_optional_struct<>"),
    ),
    (
        "!tfmt.all_optional_struct<b = 2>",
        Ok("!tfmt.all_optional_struct<b = 2>"),
    ),
    (
        "!tfmt.all_optional_struct<b = 2, a = 0>",
        Ok("!tfmt.all_optional_struct<a = 0, b = 2>"),
    ),
    (
        "!tfmt.all_optional_struct<b = 2,>",
        Err("1:53: expected valid keyword"),
    ),
    (
        "!tfmt.all_optional_struct<c = 2>",
        Err("1:51: duplicate or unknown struct parameter name: c"),
    ),
    ("!tfmt.all_optional_struct<b 2>", Err("1:48: expected '='")),
    (
        "!tfmt.all_optional_struct<b = x>",
        Err("1:50: expected '>'"),
    ),
    (
        "!tfmt.optional_group<(5) 3>",
        Ok("!tfmt.optional_group<(5) 3>"),
    ),
    ("!tfmt.optional_group<x 3>", Ok("!tfmt.optional_group<x 3>")),
    (
        "!tfmt.optional_group<(0) 3>",
        Ok("!tfmt.optional_group<(0) 3>"),
    ),
    ("!tfmt.optional_group<3>", Err("1:42: expected 'x'")),
    ("!tfmt.optional_group<(x) 3>", Err("1:43: expected ')'")),
    (
        "!tfmt.optional_group<( 5 )3>",
        Ok("!tfmt.optional_group<(5) 3>"),
    ),
    (
        "!tfmt.optional_group_params<()>",
        Ok("!tfmt.optional_group_params<(None)>"),
    ),
    (
        "!tfmt.optional_group_params<x>",
        Ok("!tfmt.optional_group_params<x>"),
    ),
    (
        "!tfmt.optional_group_params<(1)>",
        Ok("!tfmt.optional_group_params<(1)>"),
    ),
    (
        "!tfmt.optional_group_params<(10)>",
        Ok("!tfmt.optional_group_params<x>"),
    ),
    (
        "!tfmt.optional_group_params<(10, 2)>",
        Err("1:52: expected ')'"),
    ),
    (
        "!tfmt.optional_group_params<(1 2)>",
        Err("1:51: expected ')'"),
    ),
    (
        "!tfmt.optional_group_params<(1,)>",
        Ok("!tfmt.optional_group_params<(1)>"),
    ),
    (
        "!tfmt.optional_group_params<(1, 2)>",
        Ok("!tfmt.optional_group_params<(1, 2)>"),
    ),
    ("!tfmt.optional_group_params<>", Err("1:49: expected 'x'")),
    (
        "!tfmt.optional_group_struct<(b = 1)>",
        Ok("!tfmt.optional_group_struct<(b = 1)>"),
    ),
    (
        "!tfmt.optional_group_struct<()>",
        Ok("!tfmt.optional_group_struct<x>"),
    ),
    (
        "!tfmt.optional_group_struct<(b = 1, a = 2)>",
        Ok("!tfmt.optional_group_struct<(a = 2, b = 1)>"),
    ),
    (
        "!tfmt.optional_group_struct<(a = 1 b = 2)>",
        Err("1:55: expected ')'"),
    ),
    (
        "!tfmt.optional_group_struct<x>",
        Ok("!tfmt.optional_group_struct<x>"),
    ),
    ("!tfmt.else_anchor<?>", Ok("!tfmt.else_anchor<?>")),
    ("!tfmt.else_anchor<5>", Ok("!tfmt.else_anchor<5>")),
    ("!tfmt.else_anchor<>", Ok("!tfmt.else_anchor<?>")),
    ("!tfmt.else_anchor<0>", Ok("!tfmt.else_anchor<0>")),
    (
        "!tfmt.else_anchor_struct<?>",
        Ok("!tfmt.else_anchor_struct<?>"),
    ),
    (
        "!tfmt.else_anchor_struct<a = 1>",
        Ok("!tfmt.else_anchor_struct<a = 1>"),
    ),
    (
        "!tfmt.else_anchor_struct<>",
        Ok("!tfmt.else_anchor_struct<?>"),
    ),
    (
        "!tfmt.else_anchor_struct<b = 2, a = 1>",
        Ok("!tfmt.else_anchor_struct<a = 1, b = 2>"),
    ),
    ("!tfmt.optional_value_type", Ok("!tfmt.optional_value_type")),
    (
        "!tfmt.optional_value_type<3>",
        Ok("!tfmt.optional_value_type<3>"),
    ),
    (
        "!tfmt.optional_value_type<>",
        Ok("!tfmt.optional_value_type"),
    ),
    ("!tfmt.optional_value_type<x>", Err("1:47: expected '>'")),
    (
        "!tfmt<optional_value_type<3>>",
        Ok("!tfmt.optional_value_type<3>"),
    ),
    (
        "!tfmt.optional_type_string",
        Ok("!tfmt.optional_type_string"),
    ),
    (
        r#"!tfmt.optional_type_string<"default">"#,
        Ok("!tfmt.optional_type_string"),
    ),
    (
        r#"!tfmt.optional_type_string<"other">"#,
        Ok(r#"!tfmt.optional_type_string<"other">"#),
    ),
    ("!tfmt.optional_type_string<>", Err("1:48: expected string")),
    (
        r#"!tfmt.no_parser<1, [2, 3], "x", 4>"#,
        Ok(r#"!tfmt.no_parser<1, [2, 3], "x", 4>"#),
    ),
    (
        r#"!tfmt.no_parser<1, [], "x", 4>"#,
        Err("1:41: expected integer value"),
    ),
    (
        r#"!tfmt.no_parser<1, [2 ,3,-4], "x\n", 4>"#,
        Ok(r#"!tfmt.no_parser<1, [2, 3, -4], "x\0A", 4>"#),
    ),
    (
        "!tfmt.no_parser<1, [2, 3], x, 4>",
        Err("1:48: expected string"),
    ),
    (
        r#"!tfmt.no_parser<-1, [2], "", 0>"#,
        Ok(r#"!tfmt.no_parser<4294967295, [2], "", 0>"#),
    ),
    (
        r#"!tfmt.no_parser<1, [2, 3,], "x", 4>"#,
        Err("1:46: expected integer value"),
    ),
    (r#"!emitx.opaque<"a b" >"#, Ok(r#"!emitx.opaque<"a b">"#)),
    (r#"!emitx.opaque<"x", "y">"#, Err("1:38: expected '>'")),
    (r#"!emitx.opaque<"\t\\">"#, Ok(r#"!emitx.opaque<"\09\\">"#)),
    ("!emitx.opaque<x>", Err("1:35: expected string")),
    (
        r#"!emitx.opaque<"a\"b\0a">"#,
        Ok(r#"!emitx.opaque<"a\22b\0A">"#),
    ),
    ("!emitx.opaque", Err("1:34: expected '<'")),
    ("(!emitx.opaque )", Err("1:35: expected '<'")),
    ("!emitx<opaque>", Err("1:34: expected '<'")),
    ("!emitx<opaque >", Err("1:34: expected '<'")),
    ("!emitx< opaque  >", Err("1:35: expected '<'")),
    (r#"!emitx<opaque<"q">>"#, Ok(r#"!emitx.opaque<"q">"#)),
    ("!lvmx.ptr<3>", Ok("!lvmx.ptr<3>")),
    ("!lvmx.ptr<0>", Ok("!lvmx.ptr")),
    ("!lvmx.ptr<>", Err("1:31: expected integer value")),
    ("!lvmx.ptr", Ok("!lvmx.ptr")),
    ("!lvmx.ptr<-1>", Ok("!lvmx.ptr<4294967295>")),
    ("!lvmx.ptr<x>", Err("1:31: expected integer value")),
    ("!lvmx.ptr< 7 >", Ok("!lvmx.ptr<7>")),
    ("!lvmx<ptr 3>", Ok("!lvmx.ptr")),
    ("!lvmx<ptr<3>>", Ok("!lvmx.ptr<3>")),
    (
        "!lvmx.ptr<4294967296>",
        Err("1:31: integer value too large"),
    ),
    (
        "!smx.func<(!smx.bool, !smx.int) !smx.bool>",
        Ok("!smx.func<(!smx.bool, !smx.int) !smx.bool>"),
    ),
    (
        "!smx.func<(!smx.bool,!smx.int)!smx.bool>",
        Ok("!smx.func<(!smx.bool, !smx.int) !smx.bool>"),
    ),
    (
        "!smx.func<(!smx.bool !smx.int) !smx.bool>",
        Err("1:41: expected ')'"),
    ),
    (
        "!smx.func<() !smx.bool>",
        Err("1:32: expected non-function type"),
    ),
    (
        "!smx.func<(!smx.bool)>",
        Err("1:42: expected non-function type"),
    ),
    ("!smx.func<!smx.bool>", Err("1:31: expected '('")),
    (
        "!smx.func<(!smx.bool, ) !smx.bool>",
        Err("1:42: expected non-function type"),
    ),
];

#[test]
fn probes_read_and_print_as_mlir_opt_22() {
    let mut wrong = Vec::new();
    for &(ty, expected) in PROBES {
        let got = probe(ty);
        if got.as_deref().map_err(String::as_str) != expected {
            wrong.push(format!("{ty}: got {got:?}, mlir-opt-22 {expected:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn unsupported_formats_keep_the_text() {
    // mlir-opt-22 reads `!test.custom_type<1>` with C++ custom parsers
    // (an error here), and prints `!test.spaces<1 ()() 2>` on two lines.
    assert_eq!(
        probe("!tfmt.custom_type<1>").as_deref(),
        Ok("!tfmt.custom_type<1>")
    );
    assert_eq!(
        probe("!tfmt.spaces<1 ()() 2>").as_deref(),
        Ok("!tfmt.spaces<1 ()() 2>")
    );
}
