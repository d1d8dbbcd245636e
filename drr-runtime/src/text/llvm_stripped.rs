//! The "stripped" spelling of LLVM dialect attributes nested in LLVM
//! dialect attributes, as mlir-opt prints them.
//!
//! drr keeps the bodies of `#llvm.…` attributes as text. MLIR parses them
//! and prints each parameter with `printStrippedAttrOrType`: a parameter
//! whose declared C++ type is a *concrete* attribute class (`DIFileAttr`,
//! `LoopLICMAttr`, `TBAATypeDescriptorAttr`, …) prints without its
//! `#llvm.mnemonic` (`file = <"a.c" in "/d">`, `licm = <disable = true>`),
//! while one declared with a base class or interface (`DIScopeAttr`,
//! `DINodeAttr`, `DITypeAttr`, `TBAANodeAttr`, `Attribute`) keeps the full
//! `#llvm.x<…>`. Array parameters of a concrete class print each element
//! stripped (`parallelAccesses = <id = …>, <id = …>`,
//! `members = {<#llvm.tbaa_root<…>, 0>}`). A body written with the full
//! spelling where MLIR prints the stripped one (usually because an alias,
//! `file = #di_file`, was expanded to its printed text) would otherwise
//! print differently from mlir-opt.
//!
//! [`strip_llvm_params`] rewrites such a text: it walks the brackets,
//! knowing for each `<…>` the LLVM attribute it is the body of (from its
//! `#llvm.name` or, for a stripped body, from the parameter holding it),
//! and the last `key =` seen at that level; a value `#llvm.name<…>` of a
//! parameter that [`concrete_param`] lists with that same `name` loses its
//! `#llvm.name`. Values of another attribute (a type mismatch mlir-opt
//! rejects) are left alone. The table was derived from MLIR 22's
//! `LLVMAttrDefs.td` and checked with mlir-opt-22.
//!
//! Invariants: the scan only moves forward and keeps one small frame per
//! open bracket (no recursion); string literals are skipped; `->` and `>=`
//! close nothing; text that is not an LLVM attribute's body (another
//! dialect's, a builtin's) is copied as it is.

use super::parse_dialect::string_end;

/// The LLVM attribute (mnemonic) that parameter `key` of the LLVM
/// attribute `owner` is declared with, when that is a concrete attribute
/// class, which mlir's printer prints stripped. For array parameters
/// (`OptionalArrayRefParameter<"AccessGroupAttr">`, TBAA `members`) the
/// element's class.
pub(crate) fn concrete_param(owner: &str, key: &str) -> Option<&'static str> {
    const LOOP: &str = "loop_annotation";
    const FILE: &str = "di_file";
    const EXPR: &str = "di_expression";
    Some(match (owner, key) {
        // `LoopAnnotationAttr` followups of the loop option attributes.
        ("loop_vectorize", "followupVectorized" | "followupEpilogue" | "followupAll")
        | ("loop_unroll", "followupUnrolled" | "followupRemainder" | "followupAll")
        | (
            "loop_unroll_and_jam",
            "followupOuter"
            | "followupInner"
            | "followupRemainderOuter"
            | "followupRemainderInner"
            | "followupAll",
        )
        | (
            "loop_distribute",
            "followupCoincident" | "followupSequential" | "followupFallback" | "followupAll",
        ) => LOOP,
        ("loop_annotation", "vectorize") => "loop_vectorize",
        ("loop_annotation", "interleave") => "loop_interleave",
        ("loop_annotation", "unroll") => "loop_unroll",
        ("loop_annotation", "unrollAndJam") => "loop_unroll_and_jam",
        ("loop_annotation", "licm") => "loop_licm",
        ("loop_annotation", "distribute") => "loop_distribute",
        ("loop_annotation", "pipeline") => "loop_pipeline",
        ("loop_annotation", "peeled") => "loop_peeled",
        ("loop_annotation", "unswitch") => "loop_unswitch",
        ("loop_annotation", "parallelAccesses") => "access_group",
        // Debug info: `DIFileAttr` files, `DIExpressionAttr` expressions.
        (
            "di_compile_unit"
            | "di_composite_type"
            | "di_global_variable"
            | "di_lexical_block"
            | "di_lexical_block_file"
            | "di_local_variable"
            | "di_subprogram"
            | "di_module"
            | "di_imported_entity"
            | "di_common_block"
            | "di_label",
            "file",
        ) => FILE,
        ("di_composite_type", "dataLocation" | "rank" | "allocated" | "associated")
        | ("di_string_type", "stringLengthExp" | "stringLocationExp")
        | ("di_global_variable_expression", "expr") => EXPR,
        ("di_global_variable_expression", "var") | ("di_common_block", "decl") => {
            "di_global_variable"
        }
        ("di_subprogram", "compileUnit") => "di_compile_unit",
        ("di_subprogram", "type") => "di_subroutine_type",
        // Alias scopes and TBAA.
        ("alias_scope", "domain") => "alias_scope_domain",
        ("tbaa_type_desc", "members") => "tbaa_member",
        ("tbaa_tag", "base_type" | "access_type") => "tbaa_type_desc",
        _ => return None,
    })
}

/// What an open bracket of the scanned text is.
#[derive(Clone, Copy)]
struct Frame<'t> {
    /// The LLVM attribute whose body this `<…>` is.
    owner: Option<&'t str>,
    /// The class of the values at this level: the element class of a
    /// `{…}` list, or, in an attribute's body, that of the last `key =`.
    expected: Option<&'static str>,
}

/// The text of a dialect attribute kept verbatim (sigil included, its
/// dialect one mlir-opt parses) with each LLVM attribute nested as the
/// value of a parameter declared with its concrete class printed
/// stripped, as mlir-opt prints it (see the module documentation). `None`
/// if nothing changes, and for a body holding `//` outside strings (the
/// body's extent was found without comments; see `normalize_body_layout`).
pub(crate) fn strip_llvm_params(text: &str) -> Option<String> {
    const PREFIX: &str = "#llvm.";
    if !text.contains(PREFIX) {
        return None;
    }
    let bytes = text.as_bytes();
    let mut out = String::new();
    let mut copied = 0;
    let mut frames: Vec<Frame<'_>> = Vec::new();
    // The LLVM attribute named right before the next `<` (`#llvm.name`),
    // if that `<` opens its body.
    let mut pending: Option<&str> = None;
    // The class expected of a value that starts here (after `=`, `,` or
    // `{` at a level that expects one).
    let mut value_class: Option<&'static str> = None;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b' ' | b'\n' | b'\r' | b'\t' => {
                i += 1;
                continue;
            }
            b'"' => {
                i = string_end(bytes, i) + 1;
                pending = None;
                value_class = None;
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => return None,
            b'#' if text[i..].starts_with(PREFIX) => {
                let start = i + PREFIX.len();
                let mut end = start;
                while end < bytes.len()
                    && (bytes[end].is_ascii_alphanumeric() || b"$._".contains(&bytes[end]))
                {
                    end += 1;
                }
                let name = &text[start..end];
                if bytes.get(end) == Some(&b'<') {
                    if value_class == Some(name) {
                        out.push_str(&text[copied..i]);
                        copied = end;
                    }
                    pending = Some(name);
                } else {
                    pending = None;
                }
                value_class = None;
                i = end;
                continue;
            }
            b'<' => {
                let owner = pending.take().or(value_class);
                frames.push(Frame {
                    owner,
                    expected: None,
                });
                value_class = None;
            }
            b'(' | b'[' => {
                frames.push(Frame {
                    owner: None,
                    expected: None,
                });
                pending = None;
                value_class = None;
            }
            b'{' => {
                // A list of the class the parameter holding it expects.
                frames.push(Frame {
                    owner: None,
                    expected: value_class,
                });
                pending = None;
            }
            b'-' if bytes.get(i + 1) == Some(&b'>') => {
                i += 2;
                pending = None;
                value_class = None;
                continue;
            }
            b'>' if bytes.get(i + 1) == Some(&b'=') => {
                i += 2;
                pending = None;
                value_class = None;
                continue;
            }
            b'>' | b')' | b']' | b'}' => {
                frames.pop();
                pending = None;
                value_class = None;
            }
            b'=' => {
                // `key =` in an LLVM attribute's body: the identifier before.
                let frame = frames.last_mut();
                value_class = None;
                if let Some(frame) = frame {
                    let before = text[..i].trim_end();
                    let key_start = before
                        .char_indices()
                        .rev()
                        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_'))
                        .map_or(0, |(k, c)| k + c.len_utf8());
                    let key = &before[key_start..];
                    frame.expected = frame.owner.and_then(|owner| concrete_param(owner, key));
                    value_class = frame.expected;
                }
                pending = None;
            }
            b',' => {
                // The next element of an array parameter (`types = #a, #b`,
                // `{<…>, <…>}`), unless a `key =` follows.
                value_class = frames.last().and_then(|f| f.expected);
                pending = None;
            }
            _ => {
                pending = None;
                value_class = None;
            }
        }
        i += 1;
    }
    if copied == 0 {
        return None;
    }
    out.push_str(&text[copied..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::strip_llvm_params as strip;

    #[test]
    fn strips_values_of_concrete_parameters() {
        assert_eq!(
            strip(r#"#llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"a" in "b">, isOptimized = false, emissionKind = Full>"#).as_deref(),
            Some(r#"#llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = false, emissionKind = Full>"#)
        );
        // Inside a stripped body, its own parameters are known.
        assert_eq!(
            strip("#llvm.loop_annotation<vectorize = <followupAll = #llvm.loop_annotation<licm = #llvm.loop_licm<disable = true>>>>").as_deref(),
            Some("#llvm.loop_annotation<vectorize = <followupAll = <licm = <disable = true>>>>")
        );
        // Array parameters: each element.
        assert_eq!(
            strip("#llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = distinct[0]<>>, #llvm.access_group<id = distinct[1]<>>>").as_deref(),
            Some("#llvm.loop_annotation<parallelAccesses = <id = distinct[0]<>>, <id = distinct[1]<>>>")
        );
        assert_eq!(
            strip(r#"#llvm.tbaa_type_desc<id = "s", members = {#llvm.tbaa_member<#llvm.tbaa_root<id = "r">, 0>, <#llvm.tbaa_root, 4>}>"#).as_deref(),
            Some(r#"#llvm.tbaa_type_desc<id = "s", members = {<#llvm.tbaa_root<id = "r">, 0>, <#llvm.tbaa_root, 4>}>"#)
        );
    }

    #[test]
    fn keeps_base_class_parameters_and_other_text() {
        for text in [
            r#"#llvm.di_subprogram<scope = #llvm.di_file<"a" in "b">, name = "f">"#,
            r#"#llvm.di_subroutine_type<types = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int">, #llvm.di_null_type>"#,
            // A mismatched class (mlir-opt rejects it): left as written.
            r#"#llvm.di_compile_unit<file = #llvm.di_subprogram<name = "f">>"#,
            // Another dialect's parameter named like an LLVM one.
            r#"#foo.di_compile_unit<file = #llvm.di_file<"a" in "b">>"#,
            // A key after a character of several bytes.
            "#llvm.loop_annotation<licm = <disable é= true>>",
            // In a string.
            r#"#llvm.di_compile_unit<producer = "file = #llvm.di_file<", isOptimized = false>"#,
            "#llvm.tbaa_tag<base_type = <id = \"a\", members = {}>, access_type = #llvm.tbaa_root, offset = 0>",
        ] {
            assert_eq!(strip(text), None, "{text}");
        }
    }
}
