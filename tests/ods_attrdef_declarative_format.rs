//! `AttrDef` declarative formats of a dialect with
//! `useDefaultAttributePrinterParser = 1`, read as mlir-tblgen-22's
//! generated attribute parser reads them and printed as its generated
//! printer prints them, with the `TypeDef` format machinery: C++ enum
//! parameters (`EnumParameter<Enum>`, integer and bit enums, and a C++
//! class naming an enum record of the block), integers, `OptionalParameter`s,
//! `DefaultValuedParameter`s, `mlir::Attribute`, `params` and
//! `struct(params)`.
//!
//! Every case of [`PROBES`] was fed to mlir-opt-22 (`"t.a"() {x = ATTR} :
//! () -> ()`, `--mlir-print-op-generic --allow-unregistered-dialect`) with
//! the upstream attributes these definitions model: the test dialect's
//! `#test.attr_params`, `attr_with_optional_signed`,
//! `attr_with_optional_unsigned`, `attr_ugly` and `iterator_type` (an
//! `EnumAttr`: an `AttrDef` whose one `EnumParameter` is `$value`, the
//! same generated parser as the `AttrDef` here), Arith's
//! `#arith.fastmath` and `#arith.overflow` (bit enums, likewise) and Ptr's
//! `#ptr.spec`. The dialects here are named as long as those (`tesx`,
//! `aritx`, `ptx`), so the positions of mlir-opt-22's first error are the
//! expected ones as recorded. Differences in the models: `#ptr.spec`'s
//! default `kOptionalSpecValue` is written as its value, and its C++
//! verifier (sizes divisible by 8, `preferred >= abi`) is not run (no probe
//! trips it).

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

mod tesx {
    drr::ods! {
        def Tesx_Dialect : Dialect {
            let name = "tesx";
            let useDefaultAttributePrinterParser = 1;
        }
        def IteratorType : I32EnumAttr<"IteratorType", "Iterator type", [
            I32EnumAttrCase<"parallel", 0>, I32EnumAttrCase<"reduction", 1>]> {
            let cppNamespace = "::mlir::utils";
        }
        class Tesx_Attr<string name, string m> : AttrDef<Tesx_Dialect, name> { let mnemonic = m; }
        def Tesx_AttrParams : Tesx_Attr<"AttrParams", "attr_params"> {
            let parameters = (ins "int":$v0, "int":$v1);
            let assemblyFormat = "`<` params `>`";
        }
        def Tesx_OptionalSigned : Tesx_Attr<"OptionalSigned", "attr_with_optional_signed"> {
            let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$value);
            let assemblyFormat = "`<` $value `>`";
        }
        def Tesx_OptionalUnsigned : Tesx_Attr<"OptionalUnsigned", "attr_with_optional_unsigned"> {
            let parameters = (ins OptionalParameter<"std::optional<uint64_t>">:$value);
            let assemblyFormat = "`<` $value `>`";
        }
        def Tesx_AttrUgly : Tesx_Attr<"AttrUgly", "attr_ugly"> {
            let parameters = (ins "::mlir::Attribute":$attr);
            let assemblyFormat = "`begin` $attr `end`";
        }
        def Tesx_IteratorType : Tesx_Attr<"IteratorTypeAttr", "iterator_type"> {
            let parameters = (ins EnumParameter<IteratorType>:$value);
            let assemblyFormat = "`<` $value `>`";
        }
        // Kept as text: a custom directive, a typed attribute. (A builtin
        // type class, read and checked: `tests/ods_builtin_class_params.rs`.)
        def Tesx_CustomAnchor : Tesx_Attr<"CustomAnchor", "custom_anchor"> {
            let parameters = (ins "int":$a, OptionalParameter<"std::optional<int>">:$b);
            let assemblyFormat = "`<` $a (`>`) : (`,` custom<TrueFalse>($b)^ `>`)?";
        }
        def Tesx_AttrWithType : Tesx_Attr<"AttrWithType", "attr_with_type"> {
            let parameters = (ins "::mlir::IntegerType":$int_type, "::mlir::Type":$any_type);
            let assemblyFormat = "`<` $int_type `,` $any_type `>`";
        }
        def Tesx_SelfType : AttrDef<Tesx_Dialect, "SelfType", [TypedAttrInterface]> {
            let mnemonic = "attr_self_type_format";
            let parameters = (ins "int":$a, AttributeSelfTypeParameter<"">:$type);
            let assemblyFormat = "`<` $a `>`";
        }
    }
}

mod aritx {
    drr::ods! {
        def Aritx_Dialect : Dialect {
            let name = "aritx";
            let useDefaultAttributePrinterParser = 1;
        }
        def FM_NONE : I32BitEnumAttrCaseNone<"none">;
        def FM_REASSOC : I32BitEnumAttrCaseBit<"reassoc", 0>;
        def FM_NNAN : I32BitEnumAttrCaseBit<"nnan", 1>;
        def FM_NINF : I32BitEnumAttrCaseBit<"ninf", 2>;
        def FM_NSZ : I32BitEnumAttrCaseBit<"nsz", 3>;
        def FM_ARCP : I32BitEnumAttrCaseBit<"arcp", 4>;
        def FM_CONTRACT : I32BitEnumAttrCaseBit<"contract", 5>;
        def FM_AFN : I32BitEnumAttrCaseBit<"afn", 6>;
        def FM_FAST : I32BitEnumAttrCaseGroup<"fast",
            [FM_REASSOC, FM_NNAN, FM_NINF, FM_NSZ, FM_ARCP, FM_CONTRACT, FM_AFN]>;
        def FastMathFlags : I32BitEnumAttr<"FastMathFlags", "Floating point fast math flags",
            [FM_NONE, FM_REASSOC, FM_NNAN, FM_NINF, FM_NSZ, FM_ARCP, FM_CONTRACT, FM_AFN, FM_FAST]> {
            let separator = ",";
            let cppNamespace = "::mlir::arith";
            let genSpecializedAttr = 0;
            let printBitEnumPrimaryGroups = 1;
        }
        def OF_NONE : I32BitEnumAttrCaseNone<"none">;
        def OF_NSW : I32BitEnumAttrCaseBit<"nsw", 0>;
        def OF_NUW : I32BitEnumAttrCaseBit<"nuw", 1>;
        def IntegerOverflowFlags : I32BitEnumAttr<"IntegerOverflowFlags", "Integer overflow arith flags",
            [OF_NONE, OF_NSW, OF_NUW]> {
            let separator = ", ";
            let cppNamespace = "::mlir::arith";
            let genSpecializedAttr = 0;
        }
        def Aritx_FastMath : AttrDef<Aritx_Dialect, "FastMath"> {
            let mnemonic = "fastmath";
            let parameters = (ins EnumParameter<FastMathFlags>:$value);
            let assemblyFormat = "`<` $value `>`";
        }
        // As Arith's `EnumAttr`: an `EnumParameter` (a plain C++ class
        // name is read by the enum's `FieldParser` instead, see
        // `tests/ods_enum_field_parser.rs`).
        def Aritx_Overflow : AttrDef<Aritx_Dialect, "Overflow"> {
            let mnemonic = "overflow";
            let parameters = (ins EnumParameter<IntegerOverflowFlags>:$value);
            let assemblyFormat = "`<` $value `>`";
        }
    }
}

mod ptx {
    drr::ods! {
        def Ptx_Dialect : Dialect {
            let name = "ptx";
            let useDefaultAttributePrinterParser = 1;
        }
        def Ptx_Spec : AttrDef<Ptx_Dialect, "Spec"> {
            let mnemonic = "spec";
            let parameters = (ins "uint32_t":$size, "uint32_t":$abi, "uint32_t":$preferred,
                                  DefaultValuedParameter<"uint32_t", "0xffffffff">:$index);
            let assemblyFormat = "`<` struct(params) `>`";
        }
    }
}

/// tilelang-mlir-ascend's address space attribute: a plain C++ enum class
/// type whose enum record is in the block.
mod tl {
    drr::ods! {
        def TL_Dialect : Dialect {
            let name = "tl";
            let cppNamespace = "::mlir::tl";
            let useDefaultAttributePrinterParser = 1;
        }
        def TL_AddressSpace : I32EnumAttr<"AddressSpace", "address space", [
            I32EnumAttrCase<"gm", 0>, I32EnumAttrCase<"ub", 1>, I32EnumAttrCase<"l1", 2>]> {
            let cppNamespace = "::mlir::tl";
            let genSpecializedAttr = 0;
        }
        def TL_AddressSpaceAttr : AttrDef<TL_Dialect, "AddressSpace"> {
            let mnemonic = "address_space";
            let parameters = (ins "::mlir::tl::AddressSpace":$value);
            let assemblyFormat = "`<` $value `>`";
        }
    }
}

/// `"t.a"() {x = {attr}} : () -> ()` read and printed: the printed
/// attribute, or the first error as `line:column: message`.
fn probe(attr: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    tesx::TesxDialect::register(&mut ctx);
    aritx::AritxDialect::register(&mut ctx);
    ptx::PtxDialect::register(&mut ctx);
    tl::TlDialect::register(&mut ctx);
    ctx.allow_unknown_operations("t");
    let src = format!("\"t.a\"() {{x = {attr}}} : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    let line = out.lines().find(|l| l.contains("\"t.a\"")).unwrap();
    let attr = line.split_once("{x = ").unwrap().1;
    Ok(attr.strip_suffix("} : () -> ()").unwrap().to_string())
}

/// Attribute texts and mlir-opt-22's printed attribute or first error.
const PROBES: &[(&str, Result<&str, &str>)] = &[
    ("#tesx.attr_params<1, 2>", Ok("#tesx.attr_params<1, 2>")),
    ("#tesx.attr_params<1,2>", Ok("#tesx.attr_params<1, 2>")),
    ("#tesx.attr_params<1 2>", Err("1:33: expected ','")),
    ("#tesx.attr_params<1>", Err("1:33: expected ','")),
    ("#tesx.attr_params<>", Err("1:32: expected integer value")),
    (
        "#tesx.attr_params<x, 2>",
        Err("1:32: expected integer value"),
    ),
    (
        "#tesx.attr_params<0x10, -1>",
        Ok("#tesx.attr_params<16, -1>"),
    ),
    (
        "#tesx.attr_params<1, 2> : i32",
        Ok("#tesx.attr_params<1, 2>"),
    ),
    ("#tesx<attr_params<1, 2>>", Ok("#tesx.attr_params<1, 2>")),
    ("#tesx<attr_params <1,2>>", Ok("#tesx.attr_params<1, 2>")),
    ("#tesx.attr_params", Err("1:31: expected '<'")),
    (
        "#tesx.attr_params<1, 99999999999>",
        Err("1:35: integer value too large"),
    ),
    (
        "#tesx.attr_params<true, false>",
        Ok("#tesx.attr_params<-1, 0>"),
    ),
    (
        "#tesx.attr_with_optional_signed<>",
        Ok("#tesx.attr_with_optional_signed<>"),
    ),
    (
        "#tesx.attr_with_optional_signed<-3>",
        Ok("#tesx.attr_with_optional_signed<-3>"),
    ),
    (
        "#tesx.attr_with_optional_signed<x>",
        Err("1:46: expected '>'"),
    ),
    (
        "#tesx.attr_with_optional_unsigned<-1>",
        Ok("#tesx.attr_with_optional_unsigned<18446744073709551615>"),
    ),
    (
        "#tesx.attr_with_optional_unsigned<5>",
        Ok("#tesx.attr_with_optional_unsigned<5>"),
    ),
    (
        "#tesx.attr_with_optional_unsigned< 7 >",
        Ok("#tesx.attr_with_optional_unsigned<7>"),
    ),
    (
        r#"#tesx<attr_ugly begin "x" end>"#,
        Ok(r#"#tesx<attr_ugly begin "x" end>"#),
    ),
    (
        "#tesx<attr_ugly begin 1 : i32 end>",
        Ok("#tesx<attr_ugly begin 1 : i32 end>"),
    ),
    (r#"#tesx<attr_ugly begin "x">"#, Err("1:39: expected 'end'")),
    ("#tesx.attr_ugly<1>", Err("1:29: expected 'begin'")),
    (
        r#"#tesx<attr_ugly begin [1, "a", #tesx.attr_params<1,2>] end>"#,
        Ok(r#"#tesx<attr_ugly begin [1, "a", #tesx.attr_params<1, 2>] end>"#),
    ),
    (
        "#tesx<attr_ugly begin #tesx.nosuch<1> end>",
        Err("1:42: unknown attribute `nosuch` in dialect `tesx`"),
    ),
    (
        "#tesx<attr_ugly begin end>",
        Err("1:35: expected attribute value"),
    ),
    (
        "#tesx<attr_ugly begin #tesx<attr_ugly begin unit end> end>",
        Ok("#tesx<attr_ugly begin #tesx<attr_ugly begin unit end> end>"),
    ),
    (
        "#tesx<attr_ugly begin 1.5 end>",
        Ok("#tesx<attr_ugly begin 1.500000e+00 : f64 end>"),
    ),
    (
        "#tesx<attr_ugly begin i32 end>",
        Ok("#tesx<attr_ugly begin i32 end>"),
    ),
    (
        "#tesx<attr_ugly begin #foo.bar<1> end>",
        Ok("#tesx<attr_ugly begin #foo.bar<1> end>"),
    ),
    (
        "#tesx<attr_ugly begin {a = 1} end>",
        Ok("#tesx<attr_ugly begin {a = 1 : i64} end>"),
    ),
    (
        "#tesx<attr_ugly begin 5 end>",
        Ok("#tesx<attr_ugly begin 5 : i64 end>"),
    ),
    (
        "#tesx.iterator_type<parallel>",
        Ok("#tesx.iterator_type<parallel>"),
    ),
    (
        "#tesx.iterator_type<reduction>",
        Ok("#tesx.iterator_type<reduction>"),
    ),
    (
        r#"#tesx.iterator_type<"parallel">"#,
        Ok("#tesx.iterator_type<parallel>"),
    ),
    (
        "#tesx.iterator_type<foo>",
        Err("1:34: expected ::mlir::utils::IteratorType to be one of: parallel, reduction"),
    ),
    (
        "#tesx.iterator_type<1>",
        Err("1:34: expected valid keyword or string"),
    ),
    (
        "#tesx.iterator_type<>",
        Err("1:34: expected valid keyword or string"),
    ),
    (
        "#tesx<iterator_type <parallel> junk>",
        Ok("#tesx.iterator_type<parallel>"),
    ),
    (
        "#tesx.iterator_type<parallel, reduction>",
        Err("1:42: expected '>'"),
    ),
    (
        "#tesx.iterator_type < parallel >",
        Err("1:33: expected '}' in attribute dictionary"),
    ),
    ("#tesx.iterator_type", Err("1:33: expected '<'")),
    (
        r#"#tesx<iterator_type<"reduction">>"#,
        Ok("#tesx.iterator_type<reduction>"),
    ),
    (
        r#"#tesx.iterator_type<"foo bar">"#,
        Err("1:34: expected ::mlir::utils::IteratorType to be one of: parallel, reduction"),
    ),
    ("#aritx.fastmath<fast>", Ok("#aritx.fastmath<fast>")),
    (
        "#aritx.fastmath<nnan,ninf>",
        Ok("#aritx.fastmath<nnan,ninf>"),
    ),
    (
        "#aritx.fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc>",
        Ok("#aritx.fastmath<fast>"),
    ),
    ("#aritx.fastmath<none>", Ok("#aritx.fastmath<none>")),
    ("#aritx.fastmath<nnan|ninf>", Err("1:34: expected '>'")),
    (
        r#"#aritx.fastmath<"nnan,ninf">"#,
        Ok("#aritx.fastmath<nnan,ninf>"),
    ),
    (
        "#aritx.fastmath<foo>",
        Err(
            "1:30: expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
        ),
    ),
    (
        "#aritx.fastmath<nnan, foo>",
        Err(
            "1:30: expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast",
        ),
    ),
    (
        "#aritx.fastmath<nnan,>",
        Err("1:35: expected valid keyword or string"),
    ),
    (
        "#aritx.fastmath<>",
        Err("1:30: expected valid keyword or string"),
    ),
    ("#aritx.overflow<nsw, nuw>", Ok("#aritx.overflow<nsw, nuw>")),
    ("#aritx.overflow<nuw, nsw>", Ok("#aritx.overflow<nsw, nuw>")),
    ("#aritx.overflow<none>", Ok("#aritx.overflow<none>")),
    (
        "#aritx.overflow<NSW>",
        Err("1:30: expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"),
    ),
    (
        "#aritx.fastmath <afn>",
        Err("1:29: expected '}' in attribute dictionary"),
    ),
    (
        "#ptx.spec<size = 64, abi = 64, preferred = 64>",
        Ok("#ptx.spec<size = 64, abi = 64, preferred = 64>"),
    ),
    (
        "#ptx.spec<size = 64, abi = 64>",
        Err("1:43: struct is missing required parameter: preferred"),
    ),
    (
        "#ptx.spec<abi = 64, size = 64, preferred = 128, index = 64>",
        Ok("#ptx.spec<size = 64, abi = 64, preferred = 128, index = 64>"),
    ),
    (
        "#ptx.spec<size = 64, abi = 64, preferred = 64, index = 4294967295>",
        Ok("#ptx.spec<size = 64, abi = 64, preferred = 64>"),
    ),
    (
        "#ptx.spec<size = 64, size = 64, abi = 64, preferred = 64>",
        Err("1:42: duplicate or unknown struct parameter name: size"),
    ),
    (
        "#ptx.spec<size = 64, abi = 64, preferred = 64, foo = 1>",
        Err("1:67: duplicate or unknown struct parameter name: foo"),
    ),
    ("#ptx.spec<size 64>", Err("1:28: expected '='")),
    ("#ptx.spec<>", Err("1:24: expected valid keyword")),
    (
        "#ptx<spec<size = 64, abi = 64, preferred = 64>>",
        Ok("#ptx.spec<size = 64, abi = 64, preferred = 64>"),
    ),
    (
        "#ptx.spec<size = 64, abi = 64, preferred = 64,>",
        Err("1:60: expected valid keyword"),
    ),
    (
        "#ptx.spec<size = 64, abi = 64, preferred = 64, index = 0x20>",
        Ok("#ptx.spec<size = 64, abi = 64, preferred = 64, index = 32>"),
    ),
    (
        "#ptx.spec<size = 64, abi = 64, preferred = 64 index = 32>",
        Err("1:59: expected '>'"),
    ),
    ("#ptx.spec", Err("1:23: expected '<'")),
];

#[test]
fn probes_read_and_print_as_mlir_opt_22() {
    let mut wrong = Vec::new();
    for &(attr, expected) in PROBES {
        let got = probe(attr);
        if got.as_deref().map_err(String::as_str) != expected {
            wrong.push(format!("{attr}: got {got:?}, mlir-opt-22 {expected:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn unsupported_formats_keep_the_text() {
    // mlir-opt-22 reads these with C++ (custom directives, self-type
    // parameters): kept as written.
    for attr in [
        "#tesx.custom_anchor<1, true>",
        "#tesx.attr_self_type_format<5> : i32",
    ] {
        assert_eq!(probe(attr).as_deref(), Ok(attr));
    }
}

#[test]
fn cpp_enum_class_parameter() {
    // As the `FieldParser<AddressSpace>` mlir-tblgen-22 generates with the
    // enum's declarations (`--gen-enum-decls`) reads it: its message is not
    // the `EnumParameter`'s of `#tesx.iterator_type` above.
    assert_eq!(
        probe("#tl.address_space< ub >").as_deref(),
        Ok("#tl.address_space<ub>")
    );
    assert_eq!(
        probe("#tl.address_space<vec>")
            .as_deref()
            .map_err(String::as_str),
        Err("1:32: expected one of [gm, ub, l1] for address space, got: vec")
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    // Attribute parameters nest through the parser's depth guard, a body
    // read with its format counting as several levels.
    let nested = |n: usize| {
        format!(
            "{}unit{}",
            "#tesx<attr_ugly begin ".repeat(n),
            " end>".repeat(n)
        )
    };
    assert_eq!(probe(&nested(100)).as_deref(), Ok(nested(100).as_str()));
    let deep = probe(&nested(5000)).unwrap_err();
    assert!(deep.contains("nesting is too deep"), "{deep}");
}
