//! The C++ of a `.td` file that drr needs as Rust, or rejects: a note at
//! each place where the user has to act, saying what to write (the advice
//! of `docs/ods.md` and `docs/pat.md`), and the C++-only class members
//! [`PasteOptions::drop_cpp`](super::PasteOptions::drop_cpp) comments out.
//!
//! What drr accepts as written gets no note: `assemblyFormat`,
//! `hasCustomAssemblyFormat`, `cppNamespace`, C++ storage fields
//! (`returnType`, `convertFromStorage`, `storageType`, …), the class
//! members, builders and `constBuilderCall` of `TypeDef`s, `AttrDef`s and
//! interfaces, an attribute constraint's `constBuilderCall` that restates
//! its library class's (`$_builder.getArrayAttr($0)`), the C++ predicates
//! and `TypesMatchWith` transformers drr reads as their Rust. Another
//! attribute constraint's C++ `constBuilderCall` is noted (drr takes a
//! Rust closure there), and so is a `CPred` whose text a string operator
//! builds (`CPred<!foldl(…)>`, TensorFlow's `TF_AnyStrAttrOf`).
//!
//! The analysis reads tokens, not records: a field is `let NAME = …;` or
//! `code NAME = …;` / `string NAME = …;`, the record it belongs to is the
//! nearest `def`/`class` before it, and that record's kind (op or not)
//! comes from its parent classes, followed through the file's own classes
//! (an unknown base class counts as an op's if its name ends in `Op`, else
//! unless its name says `Type`, `Attr` or `Interface`).

use std::collections::{HashMap, HashSet};

use super::lex::{Kind, Tok};
use super::{Drop, NoteKind, PasteNote, PasteOptions};

/// What the analysis found besides its notes.
pub struct Analysis {
    /// Token ranges to comment out, in order, not overlapping.
    pub drops: Vec<Drop>,
}

/// A field's name, the advice for it on an op, and whether it is dropped
/// with `drop_cpp` (C++ only, no Rust counterpart needed to expand).
const OP_CODE_FIELDS: &[(&str, &str, bool)] = &[
    (
        "extraClassDeclaration",
        "C++ class members: drr rejects them; write Rust items as `let extraClassDeclaration = { pub fn … };` (added to the op's `impl` block) or an `impl` block of your own",
        true,
    ),
    (
        "extraClassDefinition",
        "C++ class members: drr rejects them; write Rust items as `let extraClassDeclaration = { pub fn … };` or an `impl` block of your own",
        true,
    ),
    (
        "extraSharedClassDeclaration",
        "C++ class members: drr rejects them; write Rust items as `let extraClassDeclaration = { pub fn … };` or an `impl` block of your own",
        true,
    ),
    (
        "extraTraitClassDeclaration",
        "C++ class members: drr rejects them; write Rust items in an `impl` block of your own",
        true,
    ),
    (
        "verifier",
        "a C++ verifier: write `let hasVerifier = 1;` and implement `ods::Verify` (`fn verify(self, ctx: &Context) -> Result<(), String>`), or `let verifier = |ctx: &Context, op: ThisOp| -> Result<(), String> { … };`",
        true,
    ),
    (
        "extraClassOf",
        "C++ code: drr rejects this field on an op; drop it",
        true,
    ),
    (
        "parser",
        "a C++ parser: drr reads ops in MLIR's generic form; drop it",
        true,
    ),
    (
        "printer",
        "a C++ printer: drr prints ops in MLIR's generic form; drop it",
        true,
    ),
];

/// `has…` flags of ops that need a Rust impl, with the advice.
const OP_FLAGS: &[(&str, &str)] = &[
    (
        "hasVerifier",
        "implement `ods::Verify` for the op: `fn verify(self, ctx: &Context) -> Result<(), String>`, run after the generated checks",
    ),
    (
        "hasRegionVerifier",
        "implement `ods::RegionVerify` for the op: `fn verify_regions(self, ctx: &Context) -> Result<(), String>`, run once the ops in its regions verified",
    ),
    (
        "hasFolder",
        "implement `ods::Fold` for the op: `fn fold(self, ctx: &mut Context, adaptor: ThisOpFoldAdaptor<'_>) -> Option<OpFoldResult>` (`FoldOutcome` for several results)",
    ),
    (
        "hasCanonicalizer",
        "implement `ods::Canonicalize` for the op: `fn canonicalization_patterns(patterns: &mut RewritePatternSet)`",
    ),
    (
        "hasCanonicalizeMethod",
        "implement `ods::CanonicalizeMethod` for the op: `fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> MatchResult`",
    ),
];

/// Classes whose records are not ops (their C++ members are accepted).
const NON_OP_ROOTS: &[&str] = &[
    "TypeDef",
    "AttrDef",
    "OpInterface",
    "AttrInterface",
    "TypeInterface",
    "DialectType",
    "DialectAttr",
    "Type",
    "Attr",
    "Dialect",
    "EnumAttr",
    "Constraint",
    "TypeConstraint",
    "AttrConstraint",
    "Property",
    "NativeCodeCall",
    "Pat",
    "Pattern",
];

/// The text of token `t`.
fn text(s: &[char], t: &Tok) -> String {
    s[t.start..t.end].iter().collect()
}

/// A string or `[{…}]` token's contents.
fn str_body(s: &[char], t: &Tok) -> Option<String> {
    let txt = &s[t.start..t.end];
    match t.kind {
        Kind::Str { closed } => {
            let end = if closed { txt.len() - 1 } else { txt.len() };
            Some(txt[1..end].iter().collect())
        }
        Kind::Code { closed } => {
            let end = if closed { txt.len() - 2 } else { txt.len() };
            Some(txt[2..end].iter().collect())
        }
        Kind::RawStr { closed, hashes } => {
            let end = if closed {
                txt.len() - 1 - hashes
            } else {
                txt.len()
            };
            Some(txt[2 + hashes..end].iter().collect())
        }
        _ => None,
    }
}

struct Cx<'a> {
    s: &'a [char],
    toks: &'a [Tok],
    /// Indices of the tokens that are not blanks or comments.
    sig: Vec<usize>,
    notes: &'a mut Vec<PasteNote>,
}

impl Cx<'_> {
    fn tok(&self, k: usize) -> Option<&Tok> {
        self.sig.get(k).map(|i| &self.toks[*i])
    }

    fn is(&self, k: usize, kind: Kind, word: &str) -> bool {
        self.tok(k).is_some_and(|t| {
            t.kind == kind && self.s[t.start..t.end].iter().copied().eq(word.chars())
        })
    }

    fn word(&self, k: usize) -> Option<String> {
        self.tok(k)
            .filter(|t| t.kind == Kind::Ident)
            .map(|t| text(self.s, t))
    }

    fn note(&mut self, k: usize, kind: NoteKind, message: String) {
        let t = self.toks[self.sig[k]];
        self.notes.push(PasteNote {
            line: t.line,
            col: t.col,
            kind,
            message,
        });
    }

    /// The end of the value starting at `k`: the index of the `;`, `,`,
    /// `in`, `>` or closing bracket that ends it at depth 0 (or the end).
    fn value_end(&self, mut k: usize) -> usize {
        let mut depth = 0usize;
        while let Some(t) = self.tok(k) {
            if t.kind == Kind::Punct {
                match self.s[t.start] {
                    '(' | '[' | '{' | '<' => depth += 1,
                    ')' | ']' | '}' | '>' if depth == 0 => return k,
                    ')' | ']' | '}' | '>' => depth -= 1,
                    ';' | ',' if depth == 0 => return k,
                    _ => {}
                }
            } else if depth == 0 && self.is(k, Kind::Ident, "in") {
                return k;
            }
            k += 1;
        }
        k
    }

    /// Whether the value `k..end` is empty text (`""`, `[{ }]`) or `[]`.
    fn blank_value(&self, k: usize, end: usize) -> bool {
        if end == k + 1 {
            let t = self.tok(k).unwrap();
            return str_body(self.s, t).is_some_and(|b| b.trim().is_empty());
        }
        end == k + 2 && self.is(k, Kind::Punct, "[") && self.is(k + 1, Kind::Punct, "]")
    }
}

/// The first parent class named after `:` from token `k` (a `def` or
/// `class` keyword), and the record's name.
fn header(cx: &Cx<'_>, k: usize) -> (Option<String>, Option<String>) {
    let name = cx.word(k + 1);
    let mut j = k + 1;
    let mut depth = 0usize;
    while let Some(t) = cx.tok(j) {
        if t.kind == Kind::Punct {
            match cx.s[t.start] {
                '<' | '(' | '[' => depth += 1,
                '>' | ')' | ']' => depth = depth.saturating_sub(1),
                ':' if depth == 0 => return (name, cx.word(j + 1)),
                ';' | '{' if depth == 0 => break,
                _ => {}
            }
        }
        j += 1;
    }
    (name, None)
}

/// Classes whose records' C++ fields (`constBuilderCall` included) drr
/// accepts without effect.
const CPP_FIELD_ROOTS: &[&str] = &[
    "TypeDef",
    "AttrDef",
    "OpInterface",
    "AttrInterface",
    "TypeInterface",
];

/// TableGen's operators whose value is a string: a `CPred` built by one
/// holds C++ text.
const STRING_OPERATORS: &[&str] = &[
    "!strconcat",
    "!foldl",
    "!interleave",
    "!subst",
    "!substr",
    "!toupper",
    "!tolower",
    "!repr",
];

/// Whether `text` is the constant builder a library attribute class
/// already has (`CommonAttrConstraints.td`), which drr accepts restated.
fn restates_library_builder(text: &str) -> bool {
    [
        "$_builder.getArrayAttr($0)",
        "$_builder.getStringAttr($0)",
        "::mlir::TypeAttr::get($0)",
    ]
    .iter()
    .any(|lib| text.split_whitespace().eq(lib.split_whitespace()))
}

/// The class a record with first parent `parent` derives from outside the
/// file (its root among the library's or other files' classes), following
/// the file's own classes.
fn root_class(parent: Option<&str>, classes: &HashMap<String, Option<String>>) -> Option<String> {
    let mut cur = parent.map(str::to_string)?;
    let mut seen = HashSet::new();
    while let Some(Some(p)) = classes.get(&cur) {
        if !seen.insert(cur.clone()) {
            break;
        }
        cur = p.clone();
    }
    Some(cur)
}

/// Whether records of a class with first parent `parent` are ops.
fn is_op_class(parent: Option<&str>, classes: &HashMap<String, Option<String>>) -> bool {
    let mut cur = parent.map(str::to_string);
    let mut seen = HashSet::new();
    while let Some(c) = cur {
        if c == "Op" {
            return true;
        }
        if NON_OP_ROOTS.contains(&c.as_str()) {
            return false;
        }
        if !seen.insert(c.clone()) {
            return true;
        }
        match classes.get(&c) {
            Some(p) => cur = p.clone(),
            None => {
                // A class of another file: its name says what it is. One
                // ending in `Op` is an op class whatever it contains
                // (TOSA's `Tosa_InferShapedTypeOp`, `Tosa_InferTensorTypeOp`).
                if c.ends_with("Op") {
                    return true;
                }
                return !(c.contains("Type")
                    || c.contains("Attr")
                    || c.contains("Interface")
                    || c.contains("Pred")
                    || c.contains("Constraint")
                    || c.contains("Trait")
                    || c.contains("Dialect")
                    || c.contains("Prop"));
            }
        }
    }
    // A class without parents: not ODS's.
    false
}

/// The notes about C++ in the tokens `toks` of `s`, and the ranges to
/// drop with `opts.drop_cpp`.
pub fn analyse(
    s: &[char],
    toks: &[Tok],
    opts: &PasteOptions,
    notes: &mut Vec<PasteNote>,
) -> Analysis {
    let sig: Vec<usize> = (0..toks.len())
        .filter(|i| {
            !matches!(
                toks[*i].kind,
                Kind::Blank | Kind::LineComment | Kind::BlockComment { .. }
            )
        })
        .collect();
    let mut cx = Cx {
        s,
        toks,
        sig,
        notes,
    };
    // The file's classes and their first parents.
    let mut classes: HashMap<String, Option<String>> = HashMap::new();
    for k in 0..cx.sig.len() {
        if cx.is(k, Kind::Ident, "class")
            && let (Some(name), parent) = header(&cx, k)
        {
            classes.insert(name, parent);
        }
    }
    let mut drops = Vec::new();
    let mut in_op = false;
    let mut in_def = false;
    // The end of the op `builders` value `field` noted (its builders get
    // no second note).
    let mut op_builders_end = 0;
    let mut k = 0;
    while k < cx.sig.len() {
        let t = *cx.tok(k).unwrap();
        if t.kind != Kind::Ident {
            k += 1;
            continue;
        }
        let w = text(s, &t);
        match w.as_str() {
            "def" | "class" | "defm" | "multiclass" => {
                let (_, parent) = header(&cx, k);
                in_op = w != "multiclass" && is_op_class(parent.as_deref(), &classes);
                in_def = root_class(parent.as_deref(), &classes)
                    .is_some_and(|r| CPP_FIELD_ROOTS.contains(&r.as_str()));
                if w == "def"
                    && let Some(p) = parent.as_deref()
                    && (p.ends_with("Builder") || p.ends_with("BuilderWithInferredContext"))
                    && let Some((d, last)) = builder_record(&mut cx, k, p, opts)
                {
                    drops.push(d);
                    k = last + 1;
                    continue;
                }
            }
            "let" | "code" | "string" | "bit" | "int"
                if cx.word(k + 1).is_some() && cx.is(k + 2, Kind::Punct, "=") =>
            {
                let name = cx.word(k + 1).unwrap();
                let v = k + 3;
                let end = cx.value_end(v);
                let droppable = cx.is(end, Kind::Punct, ";");
                if in_op && name == "builders" {
                    op_builders_end = end;
                }
                if let Some(d) = field(&mut cx, in_op, in_def, &name, k, v, end, droppable, opts) {
                    drops.push(d);
                    k = end + 1;
                    continue;
                }
            }
            "CPred" if cx.is(k + 1, Kind::Punct, "<") => {
                let text_op = cx
                    .tok(k + 2)
                    .filter(|t| t.kind == Kind::Bang)
                    .map(|t| text(s, t))
                    .filter(|op| STRING_OPERATORS.contains(&op.as_str()));
                if let Some(b) = cx.tok(k + 2).and_then(|t| str_body(s, t))
                    && super::super::pred::known_cpp_pred(&b).is_none()
                {
                    cx.note(k + 2, NoteKind::Cpp, "a predicate is Rust here: write a closure (`|ctx, v| …`) or a path to a fn instead of a C++ string (`CPred<|ctx: &Context, v: Value| …>`: the context, then `$_self` or `$0`, `$1`, …)".into());
                } else if let Some(op) = text_op {
                    // drr reports the text at its first piece (the
                    // operator's first argument when it is a string).
                    let at = if cx.is(k + 3, Kind::Punct, "(")
                        && cx.tok(k + 4).and_then(|t| str_body(s, t)).is_some()
                    {
                        k + 4
                    } else {
                        k + 2
                    };
                    cx.note(at, NoteKind::Cpp, format!("a predicate is Rust here, and `{op}` builds C++ text: write a closure (`|ctx, v| …`) or a path to a fn (`CPred<|ctx: &Context, a: Attribute| …>`; a class's template arguments reach the closure: a `list<string>` is an array of `&str`, `&cases` a `&[&str]`)"));
                }
            }
            "NativeCodeCall" | "NativeCodeCallVoid"
                if cx.is(k + 1, Kind::Punct, "<")
                    && cx.tok(k + 2).and_then(|t| str_body(s, t)).is_some() =>
            {
                cx.note(k + 2, NoteKind::Cpp, format!("`{w}` bodies are Rust, not C++: write a closure `|…| …` or a path to a `pub fn` (`$_builder` its first parameter, `&mut Context` or `&mut pattern::Builder`; `$0`, `$1`, … the next ones: see pat.md's NativeCodeCall)"));
            }
            // Older MLIR's builder, its C++ parameters in a string
            // (TensorFlow's `WithBroadcastableBinOpBuilder` mixin sets
            // `list<OpBuilder> builders` so): MLIR 22 takes `(ins …)`.
            "OpBuilder" | "OpBuilderWithInferredContext"
                if k > op_builders_end
                    && cx.is(k + 1, Kind::Punct, "<")
                    && cx.tok(k + 2).and_then(|t| str_body(s, t)).is_some() =>
            {
                cx.note(k, NoteKind::Cpp, format!("a builder of older MLIR (its C++ parameters in a string): write `{w}<(ins \"Type\":$name, …), {{ Rust }}>` (`$_builder` is `ctx`, `$_loc` is `loc`), or delete it"));
            }
            "TypesMatchWith" | "RangedTypesMatchWith" | "OptionalTypesMatchWith"
                if cx.is(k + 1, Kind::Punct, "<") =>
            {
                types_match_with(&mut cx, k);
            }
            "SubstLeaves" if cx.is(k + 1, Kind::Punct, "<") => {
                let a = cx.value_end(k + 2);
                if cx.tok(a + 1).and_then(|t| str_body(s, t)).is_some() {
                    cx.note(a + 1, NoteKind::Cpp, "C++ text: `SubstLeaves`'s replacement is Rust, a closure or fn `(ctx, entity) -> value` (`drr::ods::element_type_or_self`, `|c: &Context, v: Value| c.value_type(v)`)".into());
                }
            }
            "AllMatchSameOperatorPred" if cx.is(k + 1, Kind::Punct, "<") => {
                let a = cx.value_end(k + 2);
                if cx.is(a, Kind::Punct, ",")
                    && cx.tok(a + 1).and_then(|t| str_body(s, t)).is_some()
                {
                    cx.note(a + 1, NoteKind::Cpp, "the operator is C++: write it in Rust, as a closure `|ctx: &Context, v: Value| …` returning the value to compare (or a path to such a fn)".into());
                }
            }
            "Concat" if cx.is(k + 1, Kind::Punct, "<") => {
                cx.note(k, NoteKind::Cpp, "`Concat` pastes C++ text around a predicate: write the predicate as a Rust closure (`CPred<|ctx, v| …>`)".into());
            }
            "BuildableType"
                if cx.is(k + 1, Kind::Punct, "<")
                    && cx.tok(k + 2).and_then(|t| str_body(s, t)).is_some() =>
            {
                cx.note(k + 2, NoteKind::Cpp, "a C++ type builder: write `BuildableType<|ctx: &mut Context| -> Type { … }>` (or a path to such a fn)".into());
            }
            _ => {}
        }
        k += 1;
    }
    Analysis { drops }
}

/// The note (and drop) for field `name` set at `k` (`let`), its value
/// `v..end`.
#[allow(clippy::too_many_arguments)]
fn field(
    cx: &mut Cx<'_>,
    in_op: bool,
    in_def: bool,
    name: &str,
    k: usize,
    v: usize,
    end: usize,
    droppable: bool,
    opts: &PasteOptions,
) -> Option<Drop> {
    let value_text = cx.tok(v).and_then(|t| str_body(cx.s, t));
    let drop_it = |cx: &mut Cx<'_>, why: String| -> Option<Drop> {
        (opts.drop_cpp && droppable).then(|| Drop {
            first: cx.sig[k],
            last: cx.sig[end],
            why,
        })
    };
    if in_op {
        // Text, or a name holding text (`let extraClassDeclaration =
        // libraryCallName;`); a Rust `{ … }` block is drr's.
        if let Some((_, advice, drop)) = OP_CODE_FIELDS.iter().find(|(n, _, _)| *n == name)
            && end > v
            && !cx.is(v, Kind::Punct, "{")
            && !cx.blank_value(v, end)
        {
            cx.note(k + 1, NoteKind::Cpp, format!("`{name}`: {advice}"));
            if *drop {
                return drop_it(cx, format!("C++ `{name}`"));
            }
            return None;
        }
        if let Some((_, advice)) = OP_FLAGS.iter().find(|(n, _)| *n == name)
            && end == v + 1
            && cx.is(v, Kind::Int, "1")
        {
            cx.note(k + 1, NoteKind::Cpp, format!("`{name} = 1`: {advice}"));
            return None;
        }
        if name == "builders" && !cx.blank_value(v, end) {
            let mut n = 0;
            for j in v..end {
                if let Some(b) = cx.word(j)
                    && b.ends_with("Builder")
                    && cx.is(j + 1, Kind::Punct, "<")
                {
                    n += 1;
                    cx.note(j, NoteKind::Cpp, format!("a C++ builder: write `{b}<(ins …), {{ Rust }}>` (`$_builder` is `ctx`, `$_loc` is `loc`) or a Rust `fn` returning an `OperationState` in `builders`"));
                }
            }
            if n == 0 {
                cx.note(k + 1, NoteKind::Cpp, "builders: a builder record of a C++ builder is an error in drr; write `OpBuilder<(ins …), { Rust }>` or a Rust `fn` returning an `OperationState`".into());
            }
            return drop_it(cx, "C++ `builders`".into());
        }
    }
    match name {
        // A `Dialect` record's C++ materializer: drr calls a Rust one.
        "hasConstantMaterializer" if !in_op && end == v + 1 && cx.is(v, Kind::Int, "1") => {
            cx.note(k + 1, NoteKind::Cpp, "`hasConstantMaterializer = 1`: implement `ods::MaterializeConstant` for the dialect type (`fn materialize_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId>`), or write `let materializer = path;` naming such a fn".into());
        }
        "builderCall" if value_text.is_some() => {
            cx.note(k + 1, NoteKind::Cpp, "`builderCall` is C++: write it as a Rust closure `let builderCall = |ctx: &mut Context| -> Type { … };` (or a path to such a fn)".into());
        }
        // An attribute constraint's constant builder: a Rust closure in
        // drr (C++ text is an error at it), unless it restates the one
        // its library class has.
        "constBuilderCall"
            if !in_op
                && !in_def
                && value_text
                    .as_deref()
                    .is_some_and(|t| !t.trim().is_empty() && !restates_library_builder(t)) =>
        {
            cx.note(v, NoteKind::Cpp, "`constBuilderCall` is C++: write it as a Rust closure `|ctx: &mut drr::Context, value: T| -> drr::Attribute { … }` (what `ConstantAttr`/`DefaultValuedAttr` build the attribute with), or delete it if no constant of the attribute is built".into());
        }
        "predicate" if value_text.is_some() => {
            cx.note(k + 1, NoteKind::Cpp, "a C++ predicate: write `CPred<|ctx: &Context, t: Type| …>` (a closure or a path to a fn)".into());
        }
        "verify" if !in_op && value_text.is_some() && !cx.blank_value(v, end) => {
            cx.note(k + 1, NoteKind::Cpp, "an interface's C++ `verify`: drr rejects it; write the check as a `NativeOpTrait` (`<T as ods::NativeOpTrait>::verify_trait`)".into());
        }
        _ => {}
    }
    None
}

/// `def X : OpBuilder<(ins …), [{ C++ }]>;` (any `…Builder` class) at `k`
/// with parent `class`: a note when its body is C++ text or missing, and
/// the record dropped with `drop_cpp` when it ends in a `;` (a builder
/// list naming it is C++ `builders`, dropped or noted on its own); with
/// the drop, the index of that `;`.
fn builder_record(
    cx: &mut Cx<'_>,
    k: usize,
    class: &str,
    opts: &PasteOptions,
) -> Option<(Drop, usize)> {
    let open = (k + 1..cx.sig.len())
        .find(|&j| cx.is(j, Kind::Ident, class) && cx.is(j + 1, Kind::Punct, "<"))?
        + 1;
    // The body is the argument after the parameter dag (ODS's
    // `OpBuilder<dag, code>`, `TypeBuilder<dag, code, string cppClass>`):
    // C++ text, or none (a builder declared here and defined in C++);
    // anything else is a Rust body.
    let dag_end = cx.value_end(open + 1);
    let mut close = dag_end;
    let at = if cx.is(dag_end, Kind::Punct, ",") {
        let arg = dag_end + 1;
        close = cx.value_end(arg);
        let text = cx.tok(arg).and_then(|t| str_body(cx.s, t));
        if text.is_none() || close != arg + 1 {
            return None;
        }
        arg
    } else {
        open - 1
    };
    let message = if at == open - 1 || cx.blank_value(at, close) {
        format!(
            "a builder record without a body is declared in C++: give it a Rust body (`{class}<(ins …), {{ Rust }}>`, `$_builder` is `ctx`, `$_loc` is `loc`), or delete it and its uses in `builders`"
        )
    } else {
        format!(
            "a C++ builder record: write its body in Rust (`{class}<(ins …), {{ Rust }}>`, `$_builder` is `ctx`, `$_loc` is `loc`) or a Rust `fn` returning an `OperationState` where `builders` names it"
        )
    };
    cx.note(at, NoteKind::Cpp, message);
    while cx.is(close, Kind::Punct, ",") {
        close = cx.value_end(close + 1);
    }
    if !opts.drop_cpp || !cx.is(close, Kind::Punct, ">") || !cx.is(close + 1, Kind::Punct, ";") {
        return None;
    }
    let drop = Drop {
        first: cx.sig[k],
        last: cx.sig[close + 1],
        why: "C++ builder record".into(),
    };
    Some((drop, close + 1))
}

/// `TypesMatchWith<"summary", "lhs", "rhs", transformer[, comparator]>`:
/// a note at a C++ transformer drr does not read, and at a comparator.
fn types_match_with(cx: &mut Cx<'_>, k: usize) {
    let mut arg = k + 2;
    for index in 0..5 {
        let end = cx.value_end(arg);
        if index == 3
            && let Some(b) = cx.tok(arg).and_then(|t| str_body(cx.s, t))
            && !crate::ods::traits::reads_transformer(&b)
        {
            cx.note(arg, NoteKind::Cpp, "a C++ transformer drr does not read: write a Rust `fn(&mut TypeCx<'_>, Type) -> Option<Type>` (`ods::TypeTransform`; `ods::TypeRangeTransform` for a variadic side) and name it here".into());
        }
        if index == 4 && cx.tok(arg).and_then(|t| str_body(cx.s, t)).is_some() {
            cx.note(arg, NoteKind::Cpp, "a C++ comparator: write a Rust `fn(&Context, Type, Type) -> bool` (`ods::TypeComparator`) and name it here".into());
        }
        if !cx.is(end, Kind::Punct, ",") {
            break;
        }
        arg = end + 1;
    }
}
