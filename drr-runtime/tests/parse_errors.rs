//! Parse errors: position (`line:column`, 1-based, column in bytes) and
//! message, worded like mlir-opt's.
//!
//! Two sources: the inline cases below, and the corpus in
//! `tests/parse_errors/` (`NAME.mlir` with mlir-opt 22's diagnostics in
//! `NAME.mlir-opt.txt`). For a corpus case our first error must equal
//! mlir-opt's first line exactly, and the whole rendered output (source
//! lines, notes, further errors) mlir-opt's whole output, except where
//! mlir-opt's error comes from the verifier (the parser accepts the input;
//! verification is a separate step) or from custom assembly syntax (which
//! this parser does not read: it must still fail, with its own message).

use std::path::Path;

use drr_runtime::Context;
use drr_runtime::diagnostic::{Diagnostic, SourceManager};
use drr_runtime::text::parse_module;

/// Parses `src` (as file `t.mlir`) and returns `line:col: message`.
fn error_of(src: &str) -> String {
    let mut ctx = Context::new();
    match parse_module(&mut ctx, src, "t.mlir") {
        Ok(_) => "<parsed successfully>".to_string(),
        Err(e) => e.to_string(),
    }
}

#[test]
fn inline_cases() {
    let cases: &[(&str, &str)] = &[
        // Lexing.
        ("\"t.a\"() : () -> () `\n", "1:20: unexpected character"),
        // An external resource's key must be a keyword or string
        // (mlir-opt-22 names the section, unlike for a dialect's keys).
        (
            "\"t.a\"() : () -> ()\n{-#\n  external_resources: { ext: { 9: true } }\n#-}\n",
            "3:32: expected identifier key for 'external_resources' entry",
        ),
        (
            "\"t.a\"() : () -> ()\n{-#\n  dialect_resources: { builtin: { 9: \"0x01000000\" } }\n#-}\n",
            "3:35: expected identifier key for 'resource' entry",
        ),
        // An invalid dialect namespace (mlir-opt-22's message and place).
        (
            "\"t.a\"() {a = #a-b.c} : () -> ()\n",
            "1:19: invalid dialect namespace '\"a-b\"'",
        ),
        (
            "\"t.a\"() {a = #.constant} : () -> ()\n",
            "1:16: invalid dialect namespace '\"\"'",
        ),
        (
            "\"t.a\"() : () -> !a-b<x>\n",
            "1:17: invalid dialect namespace '\"a-b\"'",
        ),
        // A `/` that does not start a comment is a token (of custom
        // formats) that the generic form never expects (mlir-opt-22).
        (
            "\"t.a\"() /*x*/ : () -> ()\n",
            "1:8: expected ':' followed by operation type",
        ),
        (
            "\"t.a\"() {a = /} : () -> ()\n",
            "1:13: expected attribute value",
        ),
        (
            "\"t.a\"() : () -> () loc(/)\n",
            "1:24: expected location instance",
        ),
        (
            "\"t.a\"() : () -> ()\n/\n",
            "1:19: expected operation name in quotes",
        ),
        (
            "\"t.a\"() {s = \"x\\q\"} : () -> ()\n",
            "1:16: unknown escape in string literal",
        ),
        (
            "\"t.a\"() {s = \"unterminated} : () -> ()\n",
            "1:39: expected '\"' in string literal",
        ),
        ("\"t.a\"(% ) : () -> ()\n", "1:7: invalid SSA name"),
        (
            "\"t.a\"() {a = @1} : () -> ()\n",
            "1:15: @ identifier expected to start with letter or '_'",
        ),
        // Operations. Custom assembly formats are not read: the error
        // says how to get the generic form.
        (
            "func.func @f() {\n  return\n}\n",
            "1:1: expected generic operation (a quoted op name); custom assembly format is not supported (found 'func.func'): convert the file with `mlir-opt --mlir-print-op-generic`",
        ),
        (
            "\"builtin.module\"() ({\n  %0 = arith.constant 1 : i32\n}) : () -> ()\n",
            "2:8: expected generic operation (a quoted op name); custom assembly format is not supported (found 'arith.constant'): convert the file with `mlir-opt --mlir-print-op-generic`",
        ),
        (
            "\"t.a\"() : () -> ()\n}\n",
            "1:19: expected operation name in quotes",
        ),
        (
            "\"t.b\"(%0 : (i32) -> ()\n",
            "1:9: expected ')' to end operand list",
        ),
        (
            "\"t.a\"() () -> ()\n",
            "1:10: expected '{' to begin a region",
        ),
        (
            "\"t.a\"() -> ()\n",
            "1:8: expected ':' followed by operation type",
        ),
        ("\"t.a\"() : i32\n", "1:11: expected function type"),
        (
            "%a \"t.a\"() : () -> ()\n",
            "1:3: expected '=' after SSA name",
        ),
        (
            "%a:0 = \"t.a\"() : () -> ()\n",
            "1:4: expected named operation to have at least 1 result",
        ),
        (
            "%0:2 = \"t.a\"() : () -> i32\n",
            "1:1: operation defines 1 results but was provided 2 to bind",
        ),
        (
            "%0 = \"t.a\"() : () -> ()\n",
            "1:1: cannot name an operation with no results",
        ),
        (
            "\"t.a\"(%x) : (i32, i32) -> ()\n",
            "1:13: expected 1 operand type but had 2",
        ),
        (
            "\"t.a\"() : (i32) -> ()\n",
            "1:11: expected 0 operand types but had 1",
        ),
        (
            "\"\"() : () -> ()\n",
            "1:1: empty operation name is invalid",
        ),
        (
            "\"func.call\"() [^bb1] : () -> ()\n",
            "1:15: successors in non-terminator",
        ),
        (
            "\"t.a\"() <{a = 1} : () -> ()\n",
            "1:17: expected '>' to close properties",
        ),
        (
            "\"t.a\"() ({}, ) : () -> ()\n",
            "1:13: expected '{' to begin a region",
        ),
        (
            "\"func.return\"() <{}> : () -> ()\n",
            "1:1: invalid properties {} for op func.return: this operation does not support properties",
        ),
        (
            "\"func.call\"() <[1]> : () -> ()\n",
            "1:1: invalid properties [1] for op func.call: expected DictionaryAttr to set properties",
        ),
        // Values and blocks.
        (
            "\"t.a\"(%x) : (i32) -> ()\n",
            "1:7: use of undeclared SSA value name",
        ),
        (
            "\"t.a\"(%z, %y) : (i32, i32) -> ()\n",
            "1:7: use of undeclared SSA value name",
        ),
        (
            "%x = \"t.b\"() : () -> i32\n%x = \"t.b\"() : () -> i32\n",
            "2:1: redefinition of SSA value '%x'",
        ),
        (
            "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (f32) -> ()\n",
            "2:7: use of value '%0' expects different type than prior uses: 'f32' vs 'i32'",
        ),
        (
            "\"t.r\"() ({\n  \"t.use\"(%x) : (i32) -> ()\n  %x = \"t.def\"() : () -> f32\n}) : () -> ()\n",
            "3:3: definition of SSA value '%x#0' has type 'f32'",
        ),
        (
            "%0:3 = \"t.a\"() : () -> (i32, i32, i32)\n\"t.b\"(%0#3) : (i32) -> ()\n",
            "2:7: reference to invalid result number",
        ),
        (
            "\"t.b\"(%0#x) : (i32) -> ()\n",
            "1:9: invalid SSA value result number",
        ),
        (
            "\"t.r\"() ({\n  \"t.br\"()[^bb9] : () -> ()\n^bb1:\n}) : () -> ()\n",
            "2:12: reference to an undefined block",
        ),
        (
            "\"t.r\"() ({\n^bb1:\n^bb1:\n}) : () -> ()\n",
            "3:1: redefinition of block '^bb1'",
        ),
        (
            "\"t.r\"() ({\n^bb1\n  \"t.y\"() : () -> ()\n}) : () -> ()\n",
            "2:5: expected ':' after block name",
        ),
        (
            "\"t.r\"() ({\n  \"t.b\"() : () -> ()\n",
            "2:21: expected operation name in quotes",
        ),
        (
            "\"t.a\"() : () -> () loc(#l)\n",
            "1:24: operation location alias was never defined",
        ),
        (
            "\"t.a\"() : () -> () loc(#l)\n#l = 1\n",
            "1:24: expected location, but found '1 : i64'",
        ),
        // Aliases.
        (
            "#a = 1\n#a = 2\n",
            "2:1: redefinition of attribute alias id 'a'",
        ),
        (
            "#a.b = 1\n",
            "1:1: attribute names with a '.' are reserved for dialect-defined names",
        ),
        (
            "\"t.a\"() {a = #nope} : () -> ()\n",
            "1:19: undefined symbol alias id 'nope'",
        ),
        (
            "\"t.a\"() : () -> !nope\n",
            "1:22: undefined symbol alias id 'nope'",
        ),
        // Attributes.
        (
            "\"t.a\"() {i = 256 : i8} : () -> ()\n",
            "1:14: integer constant out of range for attribute",
        ),
        (
            "\"t.a\"() {i = -0} : () -> ()\n",
            "1:15: integer constant out of range for attribute",
        ),
        (
            "\"t.a\"() {i = -1 : ui8} : () -> ()\n",
            "1:15: negative integer literal not valid for unsigned integer type",
        ),
        (
            "\"t.a\"() {f = 1 : f32} : () -> ()\n",
            "1:14: unexpected decimal integer literal for a floating point value",
        ),
        (
            "\"t.a\"() {f = 1.5 : i32} : () -> ()\n",
            "1:23: floating point value not valid for specified type",
        ),
        (
            "\"t.a\"() {f = 1e10 : f64} : () -> ()\n",
            "1:15: expected '}' in attribute dictionary",
        ),
        (
            "\"t.a\"() {a, a} : () -> ()\n",
            "1:13: duplicate key 'a' in dictionary attribute",
        ),
        (
            "\"t.a\"() {\"\" = 1} : () -> ()\n",
            "1:10: expected valid attribute name",
        ),
        (
            "\"t.a\"() {a = [1, } : () -> ()\n",
            "1:17: expected attribute value",
        ),
        (
            "\"t.a\"() {d = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()\n",
            "1:14: inferred shape of elements literal ([3]) does not match type ([2])",
        ),
        (
            "\"t.a\"() {a = #foo.bar<(>} : () -> ()\n",
            "1:22: unbalanced '(' character in pretty dialect name",
        ),
        // Types.
        (
            "\"t.a\"() : () -> (tensor<2x#t.x>)\n",
            "1:27: expected non-function type",
        ),
        (
            "\"t.a\"() : () -> i16777216\n",
            "1:17: integer bitwidth is limited to 16777215 bits",
        ),
        (
            "\"t.a\"() : () -> vector<0xf32>\n",
            "1:17: vector types must have positive constant sizes but got 0",
        ),
        // Locations.
        (
            "\"t.a\"() : () -> () loc(nowhere)\n",
            "1:24: expected location instance",
        ),
        (
            "\"t.b\"() : () -> () loc(\"f.mlir\":1:2 to 3)\n",
            "1:41: expected either integer or `:` post `to` in FileLineColRange",
        ),
        (
            "\"t.a\"() : () -> () loc(\"f.mlir\":1:2\n",
            "1:36: expected ')' in location",
        ),
        // Wrong-token errors are reported at the end of the previous line,
        // before its comment.
        (
            "\"t.a\"() {a = 1 // note\n\n  \"t.b\"() : () -> ()\n",
            "1:15: expected '}' in attribute dictionary",
        ),
        // Inherent attributes in `{…}` without `<{…}>` are checked while
        // parsing (MLIR's `verifyInherentAttrs`), by name: `arg_attrs`
        // first; `<{…}>` leaves them to the verifier (mlir-opt-22).
        (
            "\"builtin.module\"() ({\n  \"func.func\"() ({\n    \"func.return\"() : () -> ()\n  }) {sym_name = 3, function_type = i32, arg_attrs = 1} : () -> ()\n}) : () -> ()\n",
            "2:3: 'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes",
        ),
        (
            "\"builtin.module\"() ({\n}) {sym_visibility = 3} : () -> ()\n",
            "1:1: 'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute",
        ),
        (
            "\"builtin.module\"() <{}> ({\n^bb0:\n}) {sym_visibility = 3} : () -> ()\n",
            "<parsed successfully>",
        ),
    ];
    let mut failures = Vec::new();
    for (src, expected) in cases {
        let got = error_of(src);
        if got != *expected {
            failures.push(format!(
                "input {src:?}\n  expected: {expected}\n  got:      {got}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Messages of mlir-opt errors that come from verification, not parsing.
const VERIFIER_MESSAGES: &[&str] = &[
    "does not dominate",
    "failed to verify",
    "region with",
    "requires attribute",
    "expect at least a terminator",
    "symbol declaration cannot have public visibility",
    "entry block",
];

#[test]
fn mlir_opt_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/parse_errors");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| n.ends_with(".mlir"))
        .collect();
    names.sort();
    let mut failures = Vec::new();
    let mut compared = 0;
    for name in &names {
        let Ok(src) = std::fs::read_to_string(dir.join(name)) else {
            continue;
        };
        let Ok(expected) = std::fs::read_to_string(dir.join(format!("{name}-opt.txt"))) else {
            continue;
        };
        // mlir-opt prints "operand type\0 but" (a NUL from `"s"[n == 1]`).
        let whole = expected.replace('\0', "");
        let expected = whole.lines().next().unwrap_or("").to_string();
        let mut ctx = Context::new();
        match parse_module(&mut ctx, &src, name) {
            Ok(_) => {
                if !VERIFIER_MESSAGES.iter().any(|m| expected.contains(m)) {
                    failures.push(format!("{name}: parsed, but mlir-opt says: {expected}"));
                }
            }
            Err(e) => {
                let got = e.render(name);
                if e.message.starts_with("expected generic operation") {
                    // Custom assembly syntax: not supported, must fail.
                    continue;
                }
                compared += 1;
                if got != expected {
                    failures.push(format!(
                        "{name}:\n  expected: {expected}\n  got:      {got}"
                    ));
                    continue;
                }
                // The whole of mlir-opt's output: source lines, carets,
                // notes and the other errors it reports.
                let sources = SourceManager::with_buffer(name, &src);
                let all = Diagnostic::render_parse_error(&e, name, &sources);
                if all != whole {
                    failures.push(format!(
                        "{name}: first line right, the rest differs:\n--- mlir-opt\n{whole}--- drr\n{all}"
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compared > 0 || names.is_empty());
}

/// Source bytes that are not UTF-8 are rejected at the first of them (drr
/// reads text; string literals spell any byte with `\XX`), and valid
/// UTF-8 bytes parse as with `parse_module`.
#[test]
fn source_that_is_not_utf8() {
    let mut ctx = Context::new();
    let src = b"\"t.a\"() : () -> ()\n\"t.b\"() {s = \"ok \xC3\xA9 \xFF\"} : () -> ()\n";
    let e = drr_runtime::text::parse_module_bytes(&mut ctx, src, "t.mlir").unwrap_err();
    assert_eq!(
        e.to_string(),
        "2:21: byte that is not UTF-8 in the source (write it as a \\XX escape in a string literal)"
    );
    let ok = b"\"t.b\"() {s = \"\xC3\xA9\\FF\"} : () -> ()\n";
    assert!(drr_runtime::text::parse_module_bytes(&mut ctx, ok, "t.mlir").is_ok());
}

/// Every SSA name never defined is reported, in text order, each with its
/// source line, as mlir-opt does; rendering them finds each line from a
/// table of line starts (a scan from the start of the text per error made
/// 100,000 of them take 96 s).
#[test]
fn every_undeclared_name_is_reported() {
    let n = 20_000;
    let mut src =
        String::from("\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n");
    for i in 0..n {
        src.push_str(&format!("  \"t.use\"(%v{i}) : (i32) -> ()\n"));
    }
    src.push_str("  \"func.return\"() : () -> ()\n}) : () -> ()\n");
    let mut ctx = Context::new();
    let e = parse_module(&mut ctx, &src, "u.mlir").unwrap_err();
    assert_eq!(e.more.len(), n - 1);
    let sources = SourceManager::with_buffer("u.mlir", &src);
    let all = Diagnostic::render_parse_error(&e, "u.mlir", &sources);
    let errors: Vec<&str> = all.lines().filter(|l| l.contains(": error: ")).collect();
    assert_eq!(errors.len(), n);
    assert_eq!(
        errors[n - 1],
        format!(
            "u.mlir:{}:11: error: use of undeclared SSA value name",
            n + 1
        )
    );
    assert!(all.contains(&format!("  \"t.use\"(%v{}) : (i32) -> ()\n", n - 1)));
}
