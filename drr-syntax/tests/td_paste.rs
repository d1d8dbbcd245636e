//! `td-paste` (`drr_syntax::tablegen::paste`): a `.td` file's text as a
//! macro body — the exact text of small cases, the notes and their
//! positions, realistic files through `expand_ods`/`expand_patterns`, and
//! hostile input.

use std::str::FromStr;
use std::time::{Duration, Instant};

use drr_syntax::tablegen::paste::{NoteKind, PasteOptions, Pasted, paste_td, paste_td_with, wrap};
use proc_macro2::{TokenStream, TokenTree};

/// The notes as `line:col: kind: message-prefix` lines.
fn notes(p: &Pasted) -> Vec<String> {
    p.notes
        .iter()
        .map(|n| format!("{}:{}: {}: {}", n.line, n.col, n.kind.as_str(), n.message))
        .collect()
}

/// Whether the text is Rust tokens.
fn tokenizes(text: &str) -> bool {
    TokenStream::from_str(text).is_ok()
}

/// The `compile_error!` messages of an expansion as `line:col: message`.
fn compile_errors(ts: TokenStream, out: &mut Vec<String>) {
    let toks: Vec<TokenTree> = ts.into_iter().collect();
    for (i, t) in toks.iter().enumerate() {
        match t {
            TokenTree::Ident(id) if id == "compile_error" => {
                if let Some(TokenTree::Group(g)) = toks.get(i + 2)
                    && let Some(TokenTree::Literal(l)) = g.stream().into_iter().next()
                {
                    let s = l.span().start();
                    out.push(format!("{}:{}: {}", s.line, s.column + 1, l));
                }
            }
            TokenTree::Group(g) => compile_errors(g.stream(), out),
            _ => {}
        }
    }
}

/// `text` through `expand_ods` (`patterns`: `expand_patterns`) on a thread
/// with a proc macro's stack: its errors, and whether it generated items.
fn expand(text: &str, patterns: bool) -> (Vec<String>, String) {
    let text = text.to_string();
    std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || {
            let ts = TokenStream::from_str(&text).expect("Rust tokens");
            let out = if patterns {
                drr_syntax::expand_patterns(ts)
            } else {
                drr_syntax::expand_ods(ts)
            };
            let mut errs = Vec::new();
            compile_errors(out.clone(), &mut errs);
            (errs, out.to_string())
        })
        .expect("thread")
        .join()
        .expect("no panic")
}

#[test]
fn code_blocks_become_raw_strings_with_their_text() {
    let p = paste_td("let description = [{\n  Don't use `x`: \"a\"# b.\n}];\n");
    assert_eq!(
        p.text,
        "let description = r##\"\n  Don't use `x`: \"a\"# b.\n\"##;\n"
    );
    assert!(p.notes.is_empty());
    let p = paste_td("def X { let assemblyFormat = [{ $a `,` $b attr-dict }]; }");
    assert_eq!(
        p.text,
        "def X { let assemblyFormat = r#\" $a `,` $b attr-dict \"#; }"
    );
}

#[test]
fn pastes_get_blanks_and_names_keep_their_text() {
    let p = paste_td("def Foo_#Bar : C<\"a\"#\"b\">;\ndefvar x = Bar#[{c}]#x;");
    assert_eq!(
        p.text,
        "def Foo_ # Bar : C<\"a\" # \"b\">;\ndefvar x = Bar # r#\"c\"# # x;"
    );
    assert!(tokenizes(&p.text));
}

#[test]
fn doc_comments_become_plain_comments() {
    let p = paste_td(
        "/// doc\n//! inner\n//// rule\n/** block */ /*! inner */ /**/ /* a /* nested */ b */\ndef X;",
    );
    assert_eq!(
        p.text,
        "// doc\n// inner\n//// rule\n/*  block */ /*  inner */ /**/ /* a /* nested */ b */\ndef X;"
    );
    // No doc attribute left: the tokens are the `def`'s alone.
    assert_eq!(
        TokenStream::from_str(&p.text).unwrap().to_string(),
        "def X ;"
    );
}

#[test]
fn directives_stay_and_hash_after_blank_is_a_paste() {
    let src = "#ifndef A_TD\n#define A_TD\n  #ifdef B\ndefvar x = a #ifdef;\n  #endif\n#else\n#endif // A_TD\n";
    let p = paste_td(src);
    assert_eq!(
        p.text,
        "#ifndef A_TD\n#define A_TD\n  #ifdef B\ndefvar x = a # ifdef;\n  #endif\n#else\n#endif // A_TD\n"
    );
}

#[test]
fn names_starting_with_digits_are_renamed_unless_drr_knows_them() {
    let p =
        paste_td("def 2Ops : C<[1DTensorOf<[F32]>, 3eType]>;\ndef X : C<2Ops, 0x1F, 0b10, -7>;");
    assert_eq!(
        p.text,
        "def _2Ops : C<[1DTensorOf<[F32]>, _3eType]>;\ndef X : C<_2Ops, 0x1F, 0b10, -7>;"
    );
    assert_eq!(
        notes(&p)
            .iter()
            .map(|n| n.split(": ").take(2).collect::<Vec<_>>().join(": "))
            .collect::<Vec<_>>(),
        ["1:5: rename", "1:34: rename", "2:11: rename"]
    );
    assert!(tokenizes(&p.text));
}

#[test]
fn strings_keep_tablegen_escapes_and_fix_others() {
    let p = paste_td(r#"let a = "x\"y\\z\t\n\'"; let b = "bad \q esc";"#);
    assert_eq!(p.text, r#"let a = "x\"y\\z\t\n\'"; let b = "bad \\q esc";"#);
    let n = notes(&p);
    assert_eq!(n.len(), 1, "{n:?}");
    assert!(
        n[0].starts_with("1:34: error: TableGen rejects this string's escape"),
        "{n:?}"
    );
    assert!(tokenizes(&p.text));
}

#[test]
fn identifiers_before_strings_are_separated() {
    let p = paste_td("include\"a.td\"\ndef X : C<[{a}]>;");
    assert_eq!(p.text, "include \"a.td\"\ndef X : C<r#\"a\"#>;");
}

/// A model of a real ops file: dialect, base class, ops with descriptions
/// holding backticks and apostrophes, assembly formats, C++ builders,
/// verifier flags, class members, a `foreach` with a paste, an include
/// guard.
const OPS: &str = r#"//===- ToyOps.td - Toy dialect ops -----------------------*- tablegen -*-===//
#ifndef TOY_OPS
#define TOY_OPS

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// The toy dialect.
def Toy_Dialect : Dialect {
  let name = "toy";
  let summary = "A high-level dialect for the Toy language";
  let description = [{
    The Toy language's dialect: it doesn't lower `toy.print` twice.
  }];
  let cppNamespace = "::mlir::toy";
}

class Toy_Op<string mnemonic, list<Trait> traits = []> :
    Op<Toy_Dialect, mnemonic, traits>;

/* Ops. /* Nested: TableGen's comments nest too. */ */
def AddOp : Toy_Op<"add", [Pure, SameOperandsAndResultType]> {
  let summary = "element-wise addition";
  let description = [{
    The "add" operation: `%r = toy.add %a, %b : tensor<*xf64>`.
  }];
  let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
  let results = (outs F64Tensor:$sum);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($sum)
  }];
  let hasCanonicalizer = 1;
  let builders = [
    OpBuilder<(ins "Value":$lhs, "Value":$rhs), [{
      build($_builder, $_state, lhs.getType(), lhs, rhs);
    }]>
  ];
  let extraClassDeclaration = [{
    bool isTrivial() { return getLhs() == getRhs(); }
  }];
}

foreach Kind = ["Neg", "Abs"] in
def Toy_#Kind#Op : Toy_Op<!tolower(Kind), [Pure]> {
  let arguments = (ins F64Tensor:$input);
  let results = (outs F64Tensor:$output);
}

#endif // TOY_OPS
"#;

#[test]
fn a_realistic_ops_file_expands_with_drop_cpp() {
    let p = paste_td_with(OPS, &PasteOptions { drop_cpp: true });
    assert!(!p.has_errors());
    // Lines stay where they were.
    assert_eq!(p.text.lines().count(), OPS.lines().count());
    assert!(
        p.text.contains(
            "  // td-paste: dropped C++ `builders`: let builders = [\n//    OpBuilder<(ins"
        )
    );
    assert!(p.text.contains("  // td-paste: dropped C++ `extraClassDeclaration`: let extraClassDeclaration = [{\n//    bool isTrivial()"));
    assert_eq!(
        notes(&p),
        [
            "32:7: c++: `hasCanonicalizer = 1`: implement `ods::Canonicalize` for the op: `fn canonicalization_patterns(patterns: &mut RewritePatternSet)`",
            "33:3: dropped: dropped C++ `builders`",
            "34:5: c++: a C++ builder: write `OpBuilder<(ins …), { Rust }>` (`$_builder` is `ctx`, `$_loc` is `loc`) or a Rust `fn` returning an `OperationState` in `builders`",
            "38:3: dropped: dropped C++ `extraClassDeclaration`",
            "38:7: c++: `extraClassDeclaration`: C++ class members: drr rejects them; write Rust items as `let extraClassDeclaration = { pub fn … };` (added to the op's `impl` block) or an `impl` block of your own",
        ]
    );
    let (errs, out) = expand(&p.text, false);
    assert!(errs.is_empty(), "{errs:?}");
    for op in ["AddOp", "Toy_NegOp", "Toy_AbsOp"] {
        assert!(out.contains(&format!("pub struct {op}")), "{op}");
    }
    // Wrapped as a macro call, the whole is a Rust file's tokens.
    assert!(tokenizes(&wrap(&p.text, "ods")));
}

#[test]
fn without_drop_cpp_drr_reports_what_the_notes_say() {
    let p = paste_td(OPS);
    let (errs, _) = expand(&p.text, false);
    // drr's errors are at the noted lines.
    assert_eq!(errs.len(), 2, "{errs:?}");
    assert!(
        errs[0].starts_with("34:49: \"the builder body is C++"),
        "{errs:?}"
    );
    assert!(
        errs[1].starts_with("38:31: \"`extraClassDeclaration` holds C++"),
        "{errs:?}"
    );
    let lines: Vec<usize> = p.notes.iter().map(|n| n.line).collect();
    assert_eq!(lines, [32, 34, 38]);
}

#[test]
fn a_cpred_in_cpp_is_noted_where_drr_reports_it() {
    let src = "def T_Dialect : Dialect { let name = \"t\"; }\n\
               def IsKnown : Constraint<CPred<\"::llvm::isa<::mlir::quant::QuantizedType>($_self)\">, \"q\">;\n\
               def IsF64 : Constraint<CPred<[{ $_self.getType().isF64() }]>, \"f64\">;\n";
    let p = paste_td(src);
    // The quant class test drr reads as Rust gets no note.
    assert_eq!(p.notes.len(), 1, "{:?}", notes(&p));
    let n = &p.notes[0];
    assert_eq!((n.line, n.col, n.kind), (3, 30, NoteKind::Cpp));
    let (errs, _) = expand(&p.text, false);
    assert_eq!(errs.len(), 1, "{errs:?}");
    let drr = "a predicate is Rust here: write a closure (`|ctx, v| …`) or a path to a fn instead of a C++ string";
    assert_eq!(errs[0], format!("3:30: \"{drr}\""));
    assert!(n.message.starts_with(drr));
}

#[test]
fn patterns_native_code_calls_are_noted_where_drr_reports_them() {
    let src = "include \"mlir/IR/PatternBase.td\"\n\
               def GetZero : NativeCodeCall<\"$_builder.getZeroAttr($0.getType())\">;\n\
               def P : Pat<(AOp $x), (AOp (NativeCodeCall<[{ $0 }]> $x))>;\n";
    let p = paste_td(src);
    let at: Vec<(usize, usize)> = p.notes.iter().map(|n| (n.line, n.col)).collect();
    assert_eq!(at, [(2, 30), (3, 44)]);
    let (errs, _) = expand(&p.text, true);
    let err_at: Vec<&str> = errs.iter().map(|e| e.split(": ").next().unwrap()).collect();
    assert!(
        err_at.contains(&"2:30") && err_at.contains(&"3:44"),
        "{errs:?}"
    );
}

#[test]
fn op_flags_and_fields_note_only_what_needs_the_user() {
    let src = r#"def T_Dialect : Dialect { let name = "t"; }
class T_Type<string name> : TypeDef<T_Dialect, name> {
  let extraClassDeclaration = [{ int x(); }];
  let hasCustomAssemblyFormat = 1;
}
def T_Foo : T_Type<"Foo"> { let mnemonic = "foo"; let genVerifyDecl = 1; }
def T_A : Op<T_Dialect, "a"> {
  let hasFolder = 0;
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
  let verifier = [{ return ::verify(*this); }];
  let extraClassDeclaration = [{}];
  let builders = [];
}
def T_B : Op<T_Dialect, "b", [TypesMatchWith<"s", "a", "b", "getElementTypeOrSelf($_self)">,
                              TypesMatchWith<"s", "a", "c", "$_self.cast<FooType>().getInner()">]> {
  let arguments = (ins AnyType:$a, AnyType:$b, AnyType:$c);
}
"#;
    let p = paste_td(src);
    let at: Vec<String> = p
        .notes
        .iter()
        .map(|n| format!("{}:{}", n.line, n.col))
        .collect();
    assert_eq!(at, ["9:7", "11:7", "16:61"], "{:?}", notes(&p));
    assert!(p.notes[0].message.contains("ods::Verify"));
    assert!(p.notes[2].message.contains("transformer"));
    let (errs, _) = expand(&p.text, false);
    let err_lines: Vec<&str> = errs.iter().map(|e| e.split(':').next().unwrap()).collect();
    assert_eq!(err_lines, ["11", "16"], "{errs:?}");
}

#[test]
fn dropped_fields_keep_lines_when_they_share_one() {
    let src = "def A : Op<D, \"a\"> { let extraClassDeclaration = [{\n int f();\n}]; let summary = \"s\"; }\n";
    let p = paste_td_with(src, &PasteOptions { drop_cpp: true });
    assert_eq!(
        p.text,
        "def A : Op<D, \"a\"> { /* td-paste: dropped C++ `extraClassDeclaration` */\n\n let summary = \"s\"; }\n"
    );
}

/// Hostile input: each gives notes, Rust tokens and no panic.
fn hostile(src: &str) -> Pasted {
    let start = Instant::now();
    let p = paste_td(src);
    assert!(start.elapsed() < Duration::from_secs(20), "slow");
    assert!(
        tokenizes(&p.text),
        "not tokens: {:?}",
        &p.text[..p.text.len().min(200)]
    );
    p
}

#[test]
fn unterminated_code_string_and_comment_are_closed_with_a_note() {
    let p = hostile("def X { let d = [{ never closed\n");
    assert_eq!(p.text, "def X { let d = r#\" never closed\n\"#\n}\n");
    assert_eq!(
        notes(&p),
        [
            "1:7: error: `{` is never closed: closed at the end of the text",
            "1:17: error: unterminated `[{` code block (TableGen: \"unterminated code block\"): closed at the end of the text"
        ]
    );
    let p = hostile("def X : C<\"open\n, 1>;");
    assert_eq!(p.text, "def X : C<\"open\"\n, 1>;");
    assert_eq!(notes(&p).len(), 1);
    assert!(notes(&p)[0].starts_with("1:11: error: unterminated string"));
    let p = hostile("def X; /* a /* b */");
    assert_eq!(p.text, "def X; /* a /* b */*/");
    assert!(notes(&p)[0].starts_with("1:8: error: unterminated `/*` comment"));
}

#[test]
fn stray_characters_and_brackets_are_noted() {
    let p = hostile("def X`Y' : C<\\>; ] def Z : é;\0");
    assert_eq!(p.text, "def X Y  : C< >;   def Z :  ; ");
    let kinds: Vec<String> = notes(&p)
        .iter()
        .map(|n| n[..n.find(": ").unwrap()].to_string())
        .collect();
    assert_eq!(kinds, ["1:6", "1:8", "1:14", "1:18", "1:28", "1:30"]);
    assert!(p.has_errors());
}

#[test]
fn binary_garbage_long_lines_and_deep_nesting() {
    // Bytes of every value, as a lossy UTF-8 text.
    let bytes: Vec<u8> = (0..20_000u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 13) as u8)
        .collect();
    hostile(&String::from_utf8_lossy(&bytes));
    // A 1 MB line of pastes, strings and stray quotes.
    let line = "a#\"s\\q\"#[{x}]#'`".repeat(1 << 16);
    let p = hostile(&line);
    assert!(p.notes.len() > 1 << 16);
    // Deep nesting, closed and unclosed.
    hostile(&format!(
        "{}{}",
        "[(<{".repeat(50_000),
        "}>)]".repeat(50_000)
    ));
    let p = hostile(&"(".repeat(100_000));
    assert_eq!(p.notes.len(), 100_000);
    hostile(&"/*".repeat(100_000));
    hostile(&"[{".repeat(100_000));
}

#[test]
fn class_members_held_by_a_field_and_cpp_operators_are_noted() {
    // A `code` field holding the C++ and named by `extraClassDeclaration`
    // (as a real ops file's base class writes it), and a C++ operator of
    // `AllMatchSameOperatorPred`: drr rejects both.
    let src = r#"def M_Dialect : Dialect { let name = "m"; }
class M_Op<string m> : Op<M_Dialect, m> {
  code libraryCallName = [{
    std::string getLibraryCallName();
  }];
  let extraClassDeclaration = libraryCallName;
}
def AOp : M_Op<"a">;
def SameDims : PredOpTrait<"same dims",
  AllMatchSameOperatorPred<["in", "out"], "$_self.getType()">>;
"#;
    let p = paste_td(src);
    let at: Vec<(usize, usize)> = p.notes.iter().map(|n| (n.line, n.col)).collect();
    assert_eq!(at, [(6, 7), (10, 43)], "{:?}", notes(&p));
    let dropped = paste_td_with(src, &PasteOptions { drop_cpp: true });
    assert!(dropped.text.contains(
        "  // td-paste: dropped C++ `extraClassDeclaration`: let extraClassDeclaration = libraryCallName;\n"
    ));
    // The class members are gone; the C++ operator is drr's error where
    // the note is.
    let (errs, _) = expand(&dropped.text, false);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(
        errs[0].starts_with("10:43: \"the operator is C++"),
        "{errs:?}"
    );
}

#[test]
fn the_binary_prints_the_block_and_the_notes() {
    let dir = std::env::temp_dir().join(format!("td-paste-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("P.td");
    std::fs::write(
        &file,
        "def P : Pat<(AOp $x), (AOp (NativeCodeCall<\"f($0)\"> $x))>;\n",
    )
    .unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_td-paste"))
            .args(args)
            .output()
            .expect("td-paste runs")
    };
    let path = file.to_str().unwrap();
    let out = run(&["--block", "patterns", path]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "drr::patterns! {\ndef P : Pat<(AOp $x), (AOp (NativeCodeCall<\"f($0)\"> $x))>;\n}\n"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with(&format!(
            "{path}:1:44: note: [c++] `NativeCodeCall` bodies are Rust"
        )),
        "{err}"
    );
    // Invalid text: repaired, noted, exit status 1; a missing file: 1.
    std::fs::write(&file, "def X { let d = \"open\n").unwrap();
    let out = run(&[path]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "def X { let d = \"open\"\n}\n"
    );
    let out = run(&[dir.join("missing.td").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("cannot read")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn builder_records_with_cpp_bodies_are_noted_and_dropped() {
    let src = r#"def Toy_Dialect : Dialect { let name = "toy"; }
def ScalarBuilder : OpBuilder<(ins "double":$v), [{ build($_builder, $_state, v); }]>;
def CtxBuilder : TypeBuilderWithInferredContext<(ins "Type":$t), [{
  return get(t.getContext(), t);
}], "::mlir::Type">;
def EmptyBody : OpBuilder<(ins "int":$a)>;
def RustBody : OpBuilder<(ins "f64":$v), { let _ = v; }>;
def Toy_ConstantOp : Op<Toy_Dialect, "constant"> {
  let results = (outs F64Tensor:$output);
}
"#;
    let kept = paste_td(src);
    assert_eq!(
        notes(&kept),
        [
            "2:50: c++: a C++ builder record: write its body in Rust (`OpBuilder<(ins …), { Rust }>`, `$_builder` is `ctx`, `$_loc` is `loc`) or a Rust `fn` returning an `OperationState` where `builders` names it",
            "3:66: c++: a C++ builder record: write its body in Rust (`TypeBuilderWithInferredContext<(ins …), { Rust }>`, `$_builder` is `ctx`, `$_loc` is `loc`) or a Rust `fn` returning an `OperationState` where `builders` names it",
            "6:17: c++: a builder record without a body is declared in C++: give it a Rust body (`OpBuilder<(ins …), { Rust }>`, `$_builder` is `ctx`, `$_loc` is `loc`), or delete it and its uses in `builders`",
        ]
    );
    let dropped = paste_td_with(src, &PasteOptions { drop_cpp: true });
    assert_eq!(dropped.text.lines().count(), src.lines().count());
    assert!(dropped.text.contains(
        "// td-paste: dropped C++ builder record: def ScalarBuilder : OpBuilder<(ins \"double\":$v), [{ build($_builder, $_state, v); }]>;"
    ));
    // The record without a body stays; the rest expands.
    assert!(
        dropped
            .text
            .contains("def EmptyBody : OpBuilder<(ins \"int\":$a)>;")
    );
    let (errs, out) = expand(&dropped.text, false);
    assert!(errs.is_empty(), "{errs:?}");
    assert!(out.contains("pub struct Toy_ConstantOp"));
}

#[test]
fn pasting_pasted_text_changes_nothing() {
    for opts in [
        PasteOptions { drop_cpp: false },
        PasteOptions { drop_cpp: true },
    ] {
        let once = paste_td_with(OPS, &opts);
        let twice = paste_td_with(&once.text, &opts);
        assert_eq!(twice.text, once.text);
        // The C++ notes are still there (nothing left to drop the second time).
        assert!(
            twice
                .notes
                .iter()
                .all(|n| n.kind != NoteKind::Error && n.kind != NoteKind::Rename)
        );
    }
}

#[test]
fn a_dialects_constant_materializer_is_noted() {
    let src = "def Math_Dialect : Dialect {\n  let name = \"math\";\n  let hasConstantMaterializer = 1;\n}\n";
    assert_eq!(
        notes(&paste_td(src)),
        [
            "3:7: c++: `hasConstantMaterializer = 1`: implement `ods::MaterializeConstant` for the dialect type (`fn materialize_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId>`), or write `let materializer = path;` naming such a fn"
        ]
    );
    // drr's error is at the noted place.
    let (errs, _) = expand(&paste_td(src).text, false);
    assert!(
        errs.is_empty(),
        "the missing impl is rustc's error, not the macro's: {errs:?}"
    );
    assert!(
        notes(&paste_td(
            "def D : Dialect { let name = \"d\"; let hasConstantMaterializer = 0; }"
        ))
        .is_empty()
    );
}

#[test]
fn a_cpred_whose_text_a_string_operator_builds_is_noted_where_drr_reports_it() {
    // TensorFlow's `TF_AnyStrAttrOf` (copied by ncnn's `tf_op_base.td`):
    // `!foldl` pastes the C++ comparisons together.
    let src = r#"def T_Dialect : Dialect { let name = "t"; }
class T_AnyStrAttrOf<list<string> cases> : StringBasedAttr<
  CPred<!foldl(
      "$_self.cast<StringAttr>().getValue() == \"" # !head(cases) # "\"",
      !foreach(case, !tail(cases),
               "$_self.cast<StringAttr>().getValue() == \"" # case # "\""),
      prev, cur, prev # " || " # cur)>,
  "string attribute whose value is " #
    !foldl(!head(cases), !tail(cases), prev, cur, prev # ", or " # cur)>;
def T_A : Op<T_Dialect, "a"> {
  let arguments = (ins T_AnyStrAttrOf<["SAME", "VALID"]>:$padding);
}
"#;
    let p = paste_td(src);
    assert_eq!(notes(&p).len(), 1, "{:?}", notes(&p));
    let n = &p.notes[0];
    assert_eq!((n.line, n.col, n.kind), (4, 7, NoteKind::Cpp));
    assert!(
        n.message.contains("`!foldl` builds C++ text"),
        "{}",
        n.message
    );
    let (errs, _) = expand(&p.text, false);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(
        errs[0].starts_with("4:7: \"a predicate is Rust here"),
        "{errs:?}"
    );
    // The closure the note asks for, the template argument a `&[&str]`:
    // no error, and the op's constraint is generated.
    let fixed = p.text.replace(
        &src.lines().skip(2).take(5).collect::<Vec<_>>().join("\n"),
        "  CPred<|ctx: &drr::Context, a: drr::Attribute| crate::one_of(ctx, a, &cases)>,",
    );
    assert_ne!(fixed, p.text);
    let (errs, out) = expand(&fixed, false);
    assert!(errs.is_empty(), "{errs:?}");
    assert!(out.contains("\"SAME\" , \"VALID\""), "{out}");
}

#[test]
fn an_attribute_constraints_cpp_const_builder_is_noted_where_drr_reports_it() {
    // TensorFlow's `TF_ShapeAttr`: a C++ `constBuilderCall` on an
    // attribute constraint is an error in drr (a Rust closure there); the
    // one a library class already has, restated, and an `AttrDef`'s C++
    // fields are accepted, and get no note.
    let src = r#"def T_Dialect : Dialect { let name = "t"; }
class T_TensorFlowAttr<string name> :
    Attr<CPred<|_c: &drr::Context, _a: drr::Attribute| true>, name # " attribute">;
def T_ShapeAttr : T_TensorFlowAttr<"Shape"> {
  let returnType = "llvm::Optional<llvm::ArrayRef<int64_t>>";
  let constBuilderCall = "mlir::TF::ShapeAttr::get($_builder.getContext(), $0)";
}
def T_Names : TypedArrayAttrBase<StrAttr, "names"> {
  let constBuilderCall = "$_builder.getArrayAttr($0)";
}
def T_Layout : AttrDef<T_Dialect, "Layout"> {
  let mnemonic = "layout";
  let constBuilderCall = "::t::LayoutAttr::get($_builder.getContext(), $0)";
}
def T_A : Op<T_Dialect, "a"> {
  let arguments = (ins T_ShapeAttr:$shape, T_Names:$names);
}
"#;
    let p = paste_td(src);
    assert_eq!(notes(&p).len(), 1, "{:?}", notes(&p));
    let n = &p.notes[0];
    assert_eq!((n.line, n.col, n.kind), (6, 26, NoteKind::Cpp));
    assert!(
        n.message.starts_with("`constBuilderCall` is C++"),
        "{}",
        n.message
    );
    let (errs, _) = expand(&p.text, false);
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(
        errs[0].starts_with("6:26: \"`constBuilderCall` is C++"),
        "{errs:?}"
    );
}

#[test]
fn older_mlir_builders_in_a_mixin_class_are_noted_where_drr_reports_them() {
    // TensorFlow's `WithBroadcastableBinOpBuilder`: a class setting
    // `list<OpBuilder> builders` with the C++ parameter string of older
    // MLIR, mixed into ops. An op's own C++ builders keep their one note.
    let src = r#"def T_Dialect : Dialect { let name = "t"; }
class WithBinOpBuilder {
  list<OpBuilder> builders = [OpBuilder<
"OpBuilder &builder, OperationState &result, Value x, Value y",
[{ return build(builder, result, x.getType(), x, y); }]
  >];
}
def T_Add : Op<T_Dialect, "add">, WithBinOpBuilder {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$z);
}
def T_Sub : Op<T_Dialect, "sub"> {
  let arguments = (ins AnyType:$x, AnyType:$y);
  let results = (outs AnyType:$z);
  let builders = [OpBuilder<"OpBuilder &b, OperationState &r, Value x", [{ }]>];
}
"#;
    let p = paste_td(src);
    let at: Vec<String> = p
        .notes
        .iter()
        .map(|n| format!("{}:{}", n.line, n.col))
        .collect();
    assert_eq!(at, ["3:31", "15:19"], "{:?}", notes(&p));
    assert!(p.notes[0].message.starts_with("a builder of older MLIR"));
    let (errs, _) = expand(&p.text, false);
    let err_at: Vec<&str> = errs.iter().map(|e| e.split(": ").next().unwrap()).collect();
    assert_eq!(err_at, ["3:31", "15:19"], "{errs:?}");
}

#[test]
fn an_op_class_of_another_file_named_with_type_is_an_op_class() {
    // TOSA's ops file derives from `Tosa_InferShapedTypeOp`, a class of
    // `TosaOpBase.td`: its name ends in `Op`, so the record is an op (its
    // C++ members get notes and are dropped) although the name says `Type`.
    let src = r#"def T_A : T_InferShapedTypeOp<"a"> {
  let builders = [T_QuantInfoBuilder];
  let extraClassDeclaration = [{ int f(); }];
  let hasVerifier = 1;
}
def T_Ty : T_ShapedType<"ty"> {
  let extraClassDeclaration = [{ int g(); }];
}
"#;
    let at: Vec<String> = notes(&paste_td(src))
        .iter()
        .map(|n| n.split(": ").take(2).collect::<Vec<_>>().join(": "))
        .collect();
    assert_eq!(at, ["2:7: c++", "3:7: c++", "4:7: c++"], "{at:?}");
    let p = paste_td_with(src, &PasteOptions { drop_cpp: true });
    assert!(
        p.text.contains("// td-paste: dropped C++ `builders`"),
        "{}",
        p.text
    );
    assert!(
        p.text
            .contains("// td-paste: dropped C++ `extraClassDeclaration`"),
        "{}",
        p.text
    );
    // The type's C++ members stay (a `TypeDef`'s are accepted).
    assert!(
        p.text
            .contains("let extraClassDeclaration = r#\" int g(); \"#;"),
        "{}",
        p.text
    );
}
