//! The syntax tree of TableGen's record language as `ods!` and `patterns!`
//! accept it: statements (`class`, `def`, `defvar`, `foreach`, `let … in`,
//! `multiclass`, `defm`, `if`, `assert`, `dump`, `deftype`, `defset`, drr's
//! `dialect NAME;`) and unevaluated value expressions.
//!
//! Purely syntactic: no name is resolved here. Invariants the parser
//! guarantees:
//!
//! - every node keeps the span of its first token (a [`Dag`] the span of its
//!   parentheses), so diagnostics point at the offending token;
//! - a [`Dag`] argument is a value, a `$name`, or both (`Value:$name`); an
//!   argument written `$name` alone has [`Expr::Unset`] as its value;
//! - [`Expr::Code`] holds Rust tokens the front end never looks into except
//!   to bind template arguments (closures, `{…}` blocks, `[{…}]` blocks,
//!   `[fn …]` item lists);
//! - nesting (DAGs in DAGs, lists, instances, `!` operator arguments) is at
//!   most [`MAX_NESTING`](super::MAX_NESTING) deep.

use proc_macro2::{Span, TokenStream};
use syn::Ident;

/// A parsed block: the statements in order.
#[derive(Debug, Default)]
pub struct File {
    /// Statements in source order.
    pub stmts: Vec<Stmt>,
    /// The tokens of the top-level statements that did not parse (their
    /// errors are reported): `patterns!` keeps the names their DAGs
    /// mention in use.
    pub rejected: TokenStream,
    /// True if the block has an `include "…";` line: like a `.td` file
    /// including another, it may use records of other blocks by name
    /// ([`super::export`]).
    pub includes: bool,
    /// The tokens of each top-level statement that parsed, as written
    /// (parallel to `stmts`): what a record's macro hands other blocks
    /// ([`super::export::RecordTexts`]).
    pub texts: Vec<TokenStream>,
    /// The names the statements that did not parse declare (`class`,
    /// `multiclass` and `def` names, also inside `let … in { … }`): their
    /// uses fail silently, as uses of a class whose evaluation failed do,
    /// rather than being taken for classes of another block.
    pub failed_names: Vec<String>,
}

/// A statement.
#[derive(Debug, Clone)]
pub enum Stmt {
    /// `class Name<params> : Parents { body }`.
    Class(ClassDef),
    /// `def [Name] : Parents { body }`.
    Def(DefStmt),
    /// `defvar name = value;`.
    Defvar(Defvar),
    /// `foreach x = list in { … }` / `foreach x = list in stmt`.
    Foreach(Foreach),
    /// `let a = v, b = w in { … }` / `… in stmt`.
    LetIn(LetIn),
    /// drr's `dialect NAME;` / `dialect NAME { let … }`.
    Dialect(DialectStmt),
    /// `multiclass Name<params> : Parents { stmts }`.
    MultiClass(MultiClassDef),
    /// `defm [Name] : Multiclass<…>, … [, Class<…>, …];`.
    Defm(DefmStmt),
    /// `if cond then … [else …]`.
    If(IfStmt),
    /// `assert cond, message;`.
    Assert(AssertStmt),
    /// `dump message;` (accepted; prints nothing).
    Dump(Expr),
    /// `deftype Name = Type;`.
    Deftype(Ident, TypeExpr),
    /// `defset list<Class> Name = { stmts }`.
    Defset(DefsetStmt),
}

/// `multiclass Name<params> : Parents { stmts }`.
#[derive(Debug, Clone)]
pub struct MultiClassDef {
    /// The multiclass name.
    pub name: Ident,
    /// Template parameters (the implicit `NAME` is not among them).
    pub params: Vec<Param>,
    /// Parent multiclasses with their template arguments.
    pub parents: Vec<ParentRef>,
    /// The statements (`def`, `defm`, `defvar`, `foreach`, `if`, `let`,
    /// `assert`, `dump`).
    pub body: Vec<Stmt>,
    /// The statement's tokens as written (exported to other blocks).
    pub tokens: TokenStream,
    /// True for a multiclass imported from another block (through its
    /// macro): it is not exported again.
    pub imported: bool,
}

/// `defm [NameExpr] : Multiclass<…>, … [, Class<…>, …];`.
#[derive(Debug, Clone)]
pub struct DefmStmt {
    /// The name expression (`None`: a fresh anonymous name).
    pub name: Option<Expr>,
    /// The `defm` keyword's span.
    pub span: Span,
    /// The multiclasses and then the classes, as written.
    pub parents: Vec<ParentRef>,
    /// For an anonymous `defm`, its `K` in `anonymous_K`: the anonymous
    /// `defm`s of a parsed text are numbered in the order they are written
    /// (TableGen names one when it parses it, so every iteration of a
    /// `foreach` around it uses the same name); 0 for a named one.
    pub anon: usize,
}

/// `if cond then … [else …]`.
#[derive(Debug, Clone)]
pub struct IfStmt {
    /// The condition.
    pub cond: Expr,
    /// The statements if it is true.
    pub then: Vec<Stmt>,
    /// The statements if it is false.
    pub els: Vec<Stmt>,
}

/// `assert cond, message;`.
#[derive(Debug, Clone)]
pub struct AssertStmt {
    /// The condition.
    pub cond: Expr,
    /// The message (a string expression).
    pub message: Expr,
    /// The `assert` keyword's span.
    pub span: Span,
}

/// `defset list<Class> Name = { stmts }`.
#[derive(Debug, Clone)]
pub struct DefsetStmt {
    /// The declared type (`list<Class>`).
    pub ty: TypeExpr,
    /// The list's name.
    pub name: Ident,
    /// The statements whose records are collected.
    pub body: Vec<Stmt>,
}

/// `class Name<params> : Parents { body }`.
#[derive(Debug, Clone)]
pub struct ClassDef {
    /// The class name.
    pub name: Ident,
    /// Template parameters.
    pub params: Vec<Param>,
    /// Parent classes with their template arguments.
    pub parents: Vec<ParentRef>,
    /// Body items.
    pub body: Vec<BodyItem>,
    /// The statement's tokens as written (exported to other blocks).
    pub tokens: TokenStream,
    /// True for a class imported from another block (through its class
    /// macro): it is not exported again.
    pub imported: bool,
}

/// A template parameter `Type name [= default]`.
#[derive(Debug, Clone)]
pub struct Param {
    /// Its type.
    pub ty: TypeExpr,
    /// Its name.
    pub name: Ident,
    /// The default value.
    pub default: Option<Expr>,
}

/// A TableGen type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TypeExpr {
    /// `int`.
    Int,
    /// `bit`.
    Bit,
    /// `bits<N>`.
    Bits(u32),
    /// `string`.
    String,
    /// `code`.
    Code,
    /// `dag`.
    Dag,
    /// `list<T>`.
    List(Box<TypeExpr>),
    /// A record class (`Op`, `Constraint`, a user class).
    Class(Box<ClassName>),
}

/// The class name of a [`TypeExpr::Class`], with where it was written (for
/// "Couldn't find class" at the type); equal when the names are.
#[derive(Debug, Clone)]
pub struct ClassName {
    /// The name.
    pub name: String,
    /// The name as written (its span is where).
    pub ident: Ident,
}

impl PartialEq for ClassName {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for ClassName {}

impl std::fmt::Display for ClassName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name)
    }
}

impl std::ops::Deref for ClassName {
    type Target = String;
    fn deref(&self) -> &String {
        &self.name
    }
}

impl TypeExpr {
    /// The type as written, for messages.
    pub fn display(&self) -> String {
        match self {
            TypeExpr::Int => "int".into(),
            TypeExpr::Bit => "bit".into(),
            TypeExpr::Bits(n) => format!("bits<{n}>"),
            TypeExpr::String => "string".into(),
            TypeExpr::Code => "code".into(),
            TypeExpr::Dag => "dag".into(),
            TypeExpr::List(t) => format!("list<{}>", t.display()),
            TypeExpr::Class(c) => c.name.clone(),
        }
    }
}

/// A parent class reference `Name<args>` in a class or def header.
#[derive(Debug, Clone)]
pub struct ParentRef {
    /// The class, possibly a path (`dialect::m::HasRankOf`).
    pub path: Path,
    /// Template arguments.
    pub args: Vec<Expr>,
    /// Span of the `>` closing the arguments (or of the name).
    pub end: Span,
}

/// A body item of a class or def.
#[derive(Debug, Clone)]
pub enum BodyItem {
    /// `Type name [= value];`: a new field.
    Field {
        /// Declared type.
        ty: TypeExpr,
        /// Field name.
        name: Ident,
        /// Initial value (`?` if absent).
        value: Option<Expr>,
        /// Declared with TableGen's `field` keyword (`field bits<32> Inst;`),
        /// which `--print-records` shows.
        keyword: bool,
    },
    /// `let name = value;`: overrides a field.
    Let {
        /// Field name.
        name: Ident,
        /// New value.
        value: Expr,
    },
    /// `defvar name = value;`.
    Defvar(Defvar),
    /// `assert cond, message;`: checked once the record is built.
    Assert(AssertStmt),
    /// `dump message;` (accepted; prints nothing).
    Dump(Expr),
}

impl BodyItem {
    /// The expressions the item evaluates (a field's or `let`'s value, a
    /// `defvar`'s, an assertion's condition and message, a `dump`'s).
    pub fn exprs(&self) -> impl Iterator<Item = &Expr> {
        let (a, b) = match self {
            BodyItem::Field { value, .. } => (value.as_ref(), None),
            BodyItem::Let { value, .. } | BodyItem::Dump(value) => (Some(value), None),
            BodyItem::Defvar(d) => (Some(&d.value), None),
            BodyItem::Assert(a) => (Some(&a.cond), Some(&a.message)),
        };
        a.into_iter().chain(b)
    }
}

/// `def [NameExpr] : Parents { body }`.
#[derive(Debug, Clone)]
pub struct DefStmt {
    /// Doc comments written before the record.
    pub docs: Vec<String>,
    /// The name expression (`None` for an anonymous record).
    pub name: Option<Expr>,
    /// The `def` keyword's span.
    pub span: Span,
    /// Parent classes.
    pub parents: Vec<ParentRef>,
    /// Body items.
    pub body: Vec<BodyItem>,
}

/// `defvar name = value;`.
#[derive(Debug, Clone)]
pub struct Defvar {
    /// The variable.
    pub name: Ident,
    /// Its value.
    pub value: Expr,
}

/// `foreach var = range in body`.
#[derive(Debug, Clone)]
pub struct Foreach {
    /// The iteration variable.
    pub var: Ident,
    /// The list (or range) iterated over.
    pub range: Expr,
    /// The statements repeated.
    pub body: Vec<Stmt>,
}

/// `let a = v, … in body`.
#[derive(Debug, Clone)]
pub struct LetIn {
    /// The field bindings.
    pub lets: Vec<(Ident, Expr)>,
    /// Its tokens up to the body (`let f = v in`), which an exported class
    /// or multiclass defined in the body carries along.
    pub header: TokenStream,
    /// The statements they apply to.
    pub body: Vec<Stmt>,
}

/// drr's `dialect NAME;` / `dialect NAME { let materializer = …; }`.
#[derive(Debug, Clone)]
pub struct DialectStmt {
    /// The dialect namespace.
    pub name: Ident,
    /// `let` fields.
    pub fields: Vec<(Ident, Expr)>,
}

/// A name or Rust path (`Foo`, `a::b::Foo`, `::x::Y`, `crate::m::X`).
#[derive(Debug, Clone)]
pub struct Path {
    /// Segments.
    pub segments: Vec<Ident>,
    /// A leading `::`.
    pub leading_colon: bool,
}

impl Path {
    /// A single identifier.
    pub fn ident(id: Ident) -> Self {
        Path {
            segments: vec![id],
            leading_colon: false,
        }
    }
    /// The single identifier, if the path is one.
    pub fn as_ident(&self) -> Option<&Ident> {
        match self.segments.as_slice() {
            [id] if !self.leading_colon => Some(id),
            _ => None,
        }
    }
    /// The last segment.
    pub fn last(&self) -> &Ident {
        self.segments.last().expect("a path has a segment")
    }
    /// The span of the first segment.
    pub fn span(&self) -> Span {
        self.segments[0].span()
    }
    /// The path as Rust tokens.
    pub fn tokens(&self) -> TokenStream {
        let segs = &self.segments;
        let lead = self.leading_colon.then(|| quote::quote!(::));
        quote::quote!(#lead #(#segs)::*)
    }
    /// The path as written, for messages.
    pub fn display(&self) -> String {
        let s: Vec<String> = self.segments.iter().map(|s| s.to_string()).collect();
        format!(
            "{}{}",
            if self.leading_colon { "::" } else { "" },
            s.join("::")
        )
    }
}

/// A `$name` in a DAG.
#[derive(Debug, Clone)]
pub struct VarName {
    /// The name after `$` as written (`x`, `x__1`, `_`, `r#in`).
    pub ident: Ident,
    /// The span of the `$`.
    pub dollar: Span,
}

/// A value expression (unevaluated).
#[derive(Debug, Clone)]
pub enum Expr {
    /// `?`.
    Unset(Span),
    /// An integer literal.
    Int(i128, Span),
    /// A float literal (drr: default values such as `1.5`).
    Float(f64, Span, TokenStream),
    /// One or more adjacent string literals (concatenated).
    Str(String, Span),
    /// `true` / `false`.
    Bool(bool, Span),
    /// Rust code: a closure, a `{…}` block, a `[{…}]` block, `[fn …]`.
    Code(Code),
    /// `[a, b, …]`.
    List(Vec<Expr>, Span),
    /// `[]` without an element type (`[]<Type>` is an empty
    /// [`Expr::List`]): TableGen accepts it only where a list type is
    /// expected (see `list_types`).
    EmptyList(Span),
    /// `[?, …]`: a list of `n` unset elements without an element type
    /// (`[?, ?]<Type>` is an [`Expr::List`]): like [`Expr::EmptyList`],
    /// TableGen can type it only where a list type is expected.
    UnsetList(usize, Span),
    /// `(op:$name args…)`.
    Dag(Box<Dag>),
    /// A name or path.
    Name(Path),
    /// `Name<args>`: an anonymous instance of a class.
    Instance(Path, Vec<Expr>, Span),
    /// `x.field`.
    Field(Box<Expr>, Ident),
    /// `x[i]`.
    Index(Box<Expr>, Box<Expr>, Span),
    /// `a # b`.
    Paste(Box<Expr>, Box<Expr>, Span),
    /// `a #` before `;`: TableGen's trailing paste, `a` itself if it is a
    /// list and `a # ""` otherwise (`3 #` is `"3"`).
    TrailingPaste(Box<Expr>, Span),
    /// `!op<T>(args)`.
    Bang(Box<Bang>),
    /// `a...b` (a range, in `foreach` and lists).
    Range(Box<Expr>, Box<Expr>, Span),
    /// `name = value` among a class's template arguments (TableGen's named
    /// arguments: `LoopTransformationOp<"m", traits = […]>`).
    Named(Ident, Box<Expr>),
    /// TableGen's bits: an initializer `{a, b, …}`, a slice `x{7...4}`, or
    /// the new value of a field some of whose bits a `let` sets.
    Bits(Box<BitsExpr>),
}

/// The `bits` expressions. Bit positions are listed as written, most
/// significant first (`{7...4}` is `[7, 6, 5, 4]`); bit 0 is the least
/// significant.
#[derive(Debug, Clone)]
pub enum BitsExpr {
    /// `{a, b, …}`: the bits of each part, concatenated, the first part's
    /// most significant (a binary literal `0b0110` in it is its digits).
    Init(Vec<Expr>, Span),
    /// `x{positions}`: those bits of `x`, the first listed most significant.
    Slice(Expr, Vec<u32>, Span),
    /// `let field{positions} = value;`: the field's value with the listed
    /// bits set from `value`'s (the first listed from its most significant).
    Let(Ident, Vec<u32>, Expr),
}

impl Expr {
    /// Pushes the expressions `self` is directly made of onto `out` (the
    /// step of an iterative walk: expression depth is not left to the
    /// native stack). A name, literal or code block has none.
    pub fn push_children<'a>(&'a self, out: &mut Vec<&'a Expr>) {
        match self {
            Expr::Instance(_, args, _) => out.extend(args),
            Expr::List(items, _) => out.extend(items),
            Expr::Dag(d) => {
                out.push(&d.op);
                out.extend(d.args.iter().map(|(a, _)| a));
            }
            Expr::Field(e, _) | Expr::TrailingPaste(e, _) => out.push(e),
            Expr::Index(a, b, _) | Expr::Paste(a, b, _) | Expr::Range(a, b, _) => {
                out.push(a);
                out.push(b);
            }
            Expr::Bang(b) => out.extend(&b.args),
            Expr::Named(_, e) => out.push(e),
            Expr::Bits(b) => match &**b {
                BitsExpr::Init(parts, _) => out.extend(parts),
                BitsExpr::Slice(e, _, _) | BitsExpr::Let(_, _, e) => out.push(e),
            },
            Expr::Unset(_)
            | Expr::Int(..)
            | Expr::Float(..)
            | Expr::Str(..)
            | Expr::Bool(..)
            | Expr::Code(_)
            | Expr::EmptyList(_)
            | Expr::UnsetList(..)
            | Expr::Name(_) => {}
        }
    }

    /// The span of the expression's first token.
    pub fn span(&self) -> Span {
        match self {
            Expr::Unset(s)
            | Expr::Int(_, s)
            | Expr::Float(_, s, _)
            | Expr::Str(_, s)
            | Expr::Bool(_, s)
            | Expr::List(_, s)
            | Expr::EmptyList(s)
            | Expr::UnsetList(_, s)
            | Expr::Instance(_, _, s)
            | Expr::Index(_, _, s)
            | Expr::Paste(_, _, s)
            | Expr::TrailingPaste(_, s)
            | Expr::Range(_, _, s) => *s,
            Expr::Named(n, _) => n.span(),
            Expr::Code(c) => c.span,
            Expr::Dag(d) => d.span,
            Expr::Name(p) => p.span(),
            Expr::Field(e, _) => e.span(),
            Expr::Bang(b) => b.span,
            Expr::Bits(b) => match &**b {
                BitsExpr::Init(_, s) => *s,
                BitsExpr::Slice(e, _, _) => e.span(),
                BitsExpr::Let(n, _, _) => n.span(),
            },
        }
    }
}

/// What kind of Rust code an [`Expr::Code`] holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeKind {
    /// A closure `|…| …`.
    Closure,
    /// A `{ … }` block (or `[{ … }]`).
    Block,
    /// `[fn …, fn …]`: Rust fn items.
    Fns,
}

/// Rust code in a value position.
#[derive(Debug, Clone)]
pub struct Code {
    /// What it is.
    pub kind: CodeKind,
    /// The tokens (for a block: the braces' contents; for `[fn …]` the
    /// brackets' contents).
    pub tokens: TokenStream,
    /// The span of the first token.
    pub span: Span,
}

/// `(op:$name args…)`.
#[derive(Debug, Clone)]
pub struct Dag {
    /// The operator.
    pub op: Expr,
    /// `:$name` on the operator.
    pub op_name: Option<VarName>,
    /// Arguments with their optional `$name`s.
    pub args: Vec<(Expr, Option<VarName>)>,
    /// The span of the parentheses.
    pub span: Span,
}

/// `!name<T>(args…)`.
#[derive(Debug, Clone)]
pub struct Bang {
    /// The operator's name (`strconcat`, `cast`, …).
    pub name: Ident,
    /// The type argument of `!cast<T>`, `!isa<T>`, `!foreach` etc.
    pub ty: Option<TypeExpr>,
    /// The arguments.
    pub args: Vec<Expr>,
    /// The span of the `!`.
    pub span: Span,
}
