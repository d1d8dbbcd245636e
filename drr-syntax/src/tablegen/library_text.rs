//! The classes of MLIR's ODS library that are plain TableGen: string
//! helpers with no ODS meaning of their own, whose fields a `.td` file
//! reads while it builds other values.
//!
//! `Utils.td`'s `StrFunc<r>` (its `result` is `r`) and `OpBase.td`'s
//! subclasses `Rank`, `Shape`, `ElementCount` and `ElementType` build C++
//! expressions for `CPred`s (AIEVec builds its predicates from
//! `Shape<lhs>.result`, or a class of the block derives from `StrFunc`);
//! `firstCharToUpper`, `_snakeCaseHelper` and `snakeCaseToCamelCase`
//! compute names; `CommonAttrConstraints.td`'s `ConstF32Attr<val>` is
//! `ConstantAttr<F32Attr, val>` (a constant leaf in patterns). Unlike the built-in classes of the [`prelude`](super::prelude),
//! these are ordinary classes: a block that names one (and defines no class
//! of that name itself) gets the class evaluated as if its text stood in
//! the block, imported (so it is not exported again, and the block's own
//! classes deriving from it carry it along to other blocks as they carry
//! any class they depend on). What their C++ text ends in is the
//! business of the value taking it: a `CPred` or `SubstLeaves` of C++ text
//! is an error there, as any C++ predicate is. `StrFunc` declares its
//! argument `code` (TableGen's other spelling of `string`, printed as
//! `string`) so that a class deriving from it may carry Rust in place of the
//! C++ expression (XLS's `GetShapeSplat<name>.result` as the operator of
//! `AllMatchSameOperatorTrait`).
//!
//! The texts give each class the fields and values MLIR 22 gives it, so
//! that `x.result` and `x.ret` read what mlir-tblgen reads.

use proc_macro2::{TokenStream, TokenTree};

use super::ast;

/// Each library class: its name and its definition (TableGen text).
const CLASSES: &[(&str, &str)] = &[
    ("StrFunc", "class StrFunc<code r> { code result = r; }"),
    (
        "ConstF32Attr",
        "class ConstF32Attr<string val> : ConstantAttr<F32Attr, val>;",
    ),
    (
        "Rank",
        r#"class Rank<string name> : StrFunc<"::llvm::cast<::mlir::ShapedType>($" # name # ".getType()).getRank()">;"#,
    ),
    (
        "Shape",
        r#"class Shape<string name> : StrFunc<"::llvm::cast<::mlir::ShapedType>($" # name # ".getType()).getShape()">;"#,
    ),
    (
        "ElementCount",
        r#"class ElementCount<string name> : StrFunc<"llvm::cast<::mlir::ShapedType>($" # name # ".getType()).getNumElements()">;"#,
    ),
    (
        "ElementType",
        r#"class ElementType<string name> : StrFunc<"getElementTypeOrSelf($" # name # ")">;"#,
    ),
    (
        "firstCharToUpper",
        r#"class firstCharToUpper<string str> { string ret = !if(!gt(!size(str), 0), !toupper(!substr(str, 0, 1)) # !substr(str, 1), ""); }"#,
    ),
    (
        "_snakeCaseHelper",
        r#"class _snakeCaseHelper<string str> { int idx = !find(str, "_"); string ret = !if(!ge(idx, 0), !substr(str, 0, idx) # firstCharToUpper<!substr(str, !add(idx, 1))>.ret, str); }"#,
    ),
    (
        "snakeCaseToCamelCase",
        r#"class snakeCaseToCamelCase<string str> { string ret = !foldl(firstCharToUpper<str>.ret, !range(0, !size(str)), acc, idx, _snakeCaseHelper<acc>.ret); }"#,
    ),
];

/// True if `name` is one of these library classes.
pub fn is_library_class(name: &str) -> bool {
    CLASSES.iter().any(|(c, _)| *c == name)
}

/// The classes each library class derives from or instantiates, which come
/// along with it.
fn dependencies(name: &str) -> &'static [&'static str] {
    match name {
        "Rank" | "Shape" | "ElementCount" | "ElementType" => &["StrFunc"],
        "_snakeCaseHelper" => &["firstCharToUpper"],
        "snakeCaseToCamelCase" => &["firstCharToUpper", "_snakeCaseHelper"],
        _ => &[],
    }
}

/// The texts of the library classes `input` names and `stmts` (the
/// block's statements) does not define, with the classes they need, each
/// once and in dependency order.
pub fn needed(input: &TokenStream, stmts: &[ast::Stmt]) -> Vec<TokenStream> {
    let mut named = Vec::new();
    idents(input, &mut named);
    let mut defined = Vec::new();
    class_names(stmts, &mut defined);
    let mut out: Vec<&str> = Vec::new();
    for (name, _) in CLASSES {
        if named.iter().any(|n| n == name) && !defined.iter().any(|d| d == name) {
            for dep in dependencies(name) {
                if !out.contains(dep) && !defined.iter().any(|d| d == dep) {
                    out.push(dep);
                }
            }
            if !out.contains(name) {
                out.push(name);
            }
        }
    }
    // `CLASSES` lists each class after the ones it depends on.
    out.sort_by_key(|n| CLASSES.iter().position(|(c, _)| c == n));
    out.iter()
        .filter_map(|n| CLASSES.iter().find(|(c, _)| c == n))
        .map(|(_, text)| text.parse().expect("library class text tokenizes"))
        .collect()
}

/// Every identifier of `ts`, at any depth.
fn idents(ts: &TokenStream, out: &mut Vec<String>) {
    for t in ts.clone() {
        match t {
            TokenTree::Ident(i) => out.push(i.to_string()),
            TokenTree::Group(g) => idents(&g.stream(), out),
            _ => {}
        }
    }
}

/// The names of the classes `stmts` define (at top level or in `let … in`).
fn class_names(stmts: &[ast::Stmt], out: &mut Vec<String>) {
    for s in stmts {
        match s {
            ast::Stmt::Class(c) => out.push(c.name.to_string()),
            ast::Stmt::LetIn(l) => class_names(&l.body, out),
            _ => {}
        }
    }
}
