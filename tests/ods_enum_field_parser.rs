//! `AttrDef` parameters whose C++ type names an enum record of the block
//! (`"Level":$level`, `ArrayRefParameter<"Profile">`), as MLIR 22's TOSA
//! `#tosa.target_env` declares them: mlir-tblgen's generated parser reads
//! them with the `FieldParser<Enum>` of the enum's generated declarations
//! (one keyword or string; `expected keyword for SUMMARY`, `expected one
//! of [cases] for SUMMARY, got: x`, a case that is not a bare identifier
//! listed as `"8k"8k`), and the printer prints them with the enum's
//! `operator<<` (such a case quoted, `"8k"`; a bit enum quoted when more
//! than one bit is set). drr read them as an `EnumParameter` (the enum's
//! `parameterParser`: `expected Level to be one of: …`, printed bare), and
//! an `ArrayRefParameter` of enums not at all (the attribute was kept as
//! text). The `tosa` texts are mlir-opt-22's on MLIR 22's own attribute
//! (this model has its shape); the bit enum's messages are those of the
//! `FieldParser` mlir-tblgen-22 generates for it.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Tosa_Dialect : Dialect {
        let name = "tosa";
        let useDefaultAttributePrinterParser = 1;
    }
    def Tosa_Profile : I32EnumAttr<"Profile", "supported TOSA profiles", [
        I32EnumAttrCase<"pro_int", 1>, I32EnumAttrCase<"pro_fp", 2>, I32EnumAttrCase<"none", 0>]> {
        let genSpecializedAttr = 0;
    }
    def Tosa_Level : I32EnumAttr<"Level", "supported TOSA levels", [
        I32EnumAttrCase<"none", 0>, I32EnumAttrCase<"eightK", 1, "8k">]> {
        let genSpecializedAttr = 0;
    }
    def Tosa_Version : I32EnumAttr<"SpecificationVersion", "TOSA specification version", [
        I32EnumAttrCase<"V_1_0", 0, "1.0">, I32EnumAttrCase<"V_1_1_DRAFT", 1, "1.1.draft">]> {
        let genSpecializedAttr = 0;
    }
    def Tosa_TargetEnv : AttrDef<Tosa_Dialect, "TargetEnv"> {
        let mnemonic = "target_env";
        let parameters = (ins
            "SpecificationVersion":$specification_version,
            "Level":$level,
            ArrayRefParameter<"Profile">:$profiles
        );
        let assemblyFormat = "`<` `specification_version` `=` $specification_version `,` "
                             "`level` `=` $level `,` `profiles` `=` `[` $profiles `]` `>`";
    }
    def OF_NONE : I32BitEnumAttrCaseNone<"none">;
    def OF_NSW : I32BitEnumAttrCaseBit<"nsw", 0>;
    def OF_NUW : I32BitEnumAttrCaseBit<"nuw", 1>;
    def Flags : I32BitEnumAttr<"Flags", "overflow flags", [OF_NONE, OF_NSW, OF_NUW]> {
        let separator = ", ";
        let genSpecializedAttr = 0;
    }
    def Tosa_Ovf : AttrDef<Tosa_Dialect, "Ovf"> {
        let mnemonic = "ovf";
        let parameters = (ins "Flags":$value);
        let assemblyFormat = "`<` $value `>`";
    }
}

/// `"t.a"() {x = ATTR} : () -> ()` read and printed: the attribute, or the
/// first error as `line:column: message`.
fn probe(attr: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    TosaDialect::register(&mut ctx);
    ctx.allow_unknown_operations("t");
    let src = format!("\"t.a\"() {{x = {attr}}} : () -> ()\n");
    let m = parse_module(&mut ctx, &src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    let out = print_op(&ctx, m, PrintOptions { debug_info: false });
    let line = out.lines().find(|l| l.contains("\"t.a\"")).unwrap();
    let attr = line.split_once("{x = ").unwrap().1;
    Ok(attr.strip_suffix("} : () -> ()").unwrap().to_string())
}

fn env(body: &str) -> Result<String, String> {
    probe(&format!("#tosa.target_env<{body}>"))
}

#[test]
fn cases_that_are_not_identifiers_are_read_and_printed_quoted() {
    assert_eq!(
        env(r#"specification_version = "1.0", level = "8k", profiles = [pro_int, "pro_fp"]"#),
        Ok(r#"#tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_int, pro_fp]>"#.into())
    );
    assert_eq!(
        env(r#"specification_version = "1.1.draft", level = "none", profiles = [none]"#),
        Ok(r#"#tosa.target_env<specification_version = "1.1.draft", level = none, profiles = [none]>"#.into())
    );
}

#[test]
fn unknown_cases_name_the_field_parsers_list_and_summary() {
    assert_eq!(
        env(r#"specification_version = "1.0", level = "9k", profiles = [pro_int]"#),
        Err(r#"1:70: expected one of [none, "8k"8k] for supported TOSA levels, got: 9k"#.into())
    );
    assert_eq!(
        env(r#"specification_version = "2.0", level = none, profiles = [pro_int]"#),
        Err(r#"1:55: expected one of ["1.0"1.0, "1.1.draft"1.1.draft] for TOSA specification version, got: 2.0"#.into())
    );
    assert_eq!(
        env(r#"specification_version = "1.0", level = none, profiles = [pro_int, bogus]"#),
        Err(
            "1:97: expected one of [pro_int, pro_fp, none] for supported TOSA profiles, got: bogus"
                .into()
        )
    );
}

#[test]
fn a_token_that_is_neither_keyword_nor_string_is_expected_keyword() {
    assert_eq!(
        env(r#"specification_version = 1.0, level = none, profiles = [pro_int]"#),
        Err("1:55: expected keyword for TOSA specification version".into())
    );
    assert_eq!(
        env(r#"specification_version = "1.0", level = 8k, profiles = [pro_int]"#),
        Err("1:70: expected keyword for supported TOSA levels".into())
    );
    // An `ArrayRefParameter` reads one or more.
    assert_eq!(
        env(r#"specification_version = "1.0", level = none, profiles = []"#),
        Err("1:88: expected keyword for supported TOSA profiles".into())
    );
}

#[test]
fn a_bit_enum_is_one_keyword_or_string() {
    assert_eq!(probe("#tosa.ovf<nsw>"), Ok("#tosa.ovf<nsw>".into()));
    assert_eq!(
        probe(r#"#tosa.ovf<"nuw, nsw">"#),
        Ok(r#"#tosa.ovf<"nsw, nuw">"#.into())
    );
    assert_eq!(probe(r#"#tosa.ovf<"none">"#), Ok("#tosa.ovf<none>".into()));
    assert_eq!(
        probe("#tosa.ovf<nsw, nuw>"),
        Err("1:27: expected '>'".into())
    );
    assert_eq!(
        probe("#tosa.ovf<nsx>"),
        Err("1:24: expected one of [none, nsw, nuw] for overflow flags, got: nsx".into())
    );
}
