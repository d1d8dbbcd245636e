//! The syntax tree of a `pat!` / `pattern!` body: DRR's `Pat<…>` /
//! `Pattern<…>` template arguments, in Rust tokens.
//!
//! The tree is purely syntactic: nothing is resolved (an operator written
//! as a path may be an op, a named `NativeCodeCall` or a constraint; a leaf
//! may end up matching an operand or an attribute). Invariants that the
//! parser guarantees:
//!
//! - every node keeps the span(s) of its tokens, so a diagnostic can point
//!   at the offending token (a [`Dag`] keeps the span of its parentheses,
//!   a [`Symbol`] the span of its `$` and of its name);
//! - a [`Leaf`] has a constraint, a symbol, or both;
//! - a [`Symbol`]'s `name` is never empty; `$x__N` is split into
//!   `name = "x"`, `index = Some(N)` (the split is at the *last* `__`
//!   followed by decimal digits, as DRR's `getValuePackName`); `$_` has
//!   `name = "_"`; a raw identifier `$r#in` has `name = "in"`;
//! - [`Dag::args`] are in source order and still contain the trailing
//!   `location` / `returnType` directives (see [`Dag::split_trailing`]);
//! - [`ConstraintDag`] arguments are plain symbol references (the parser
//!   rejects anything else, DRR's diagnostic #47).

use proc_macro2::{Punct, Spacing, Span, TokenStream};
use quote::{ToTokens, TokenStreamExt};
use syn::{Ident, LitStr};

/// Which macro the pattern was written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PatternKind {
    /// `pat!`: DRR's `Pat<source, result, constraints, supplemental, benefit>`
    /// (one result pattern).
    Pat,
    /// `pattern!`: DRR's `Pattern<source, [results…], constraints,
    /// supplemental, benefit>`.
    Pattern,
}

impl PatternKind {
    /// The macro's name, for messages (`pat!` / `pattern!`).
    pub fn macro_name(self) -> &'static str {
        match self {
            PatternKind::Pat => "pat!",
            PatternKind::Pattern => "pattern!",
        }
    }
}

/// A whole rewrite rule.
#[derive(Clone, Debug)]
pub struct PatternDef {
    /// `pat!` or `pattern!`.
    pub kind: PatternKind,
    /// The source (match) pattern; its operator is the root.
    pub source: Dag,
    /// Further source DAGs of a multi-root pattern (`[(A …), (B …), …]`
    /// as the source parameter): each is matched after [`Self::source`],
    /// found among the users of a value bound before it.
    pub other_sources: Vec<Dag>,
    /// The result patterns (exactly one for `pat!` unless the input was
    /// malformed; `pattern!` may give an empty list, which the checker
    /// rejects).
    pub results: Vec<Dag>,
    /// Span of the result-pattern list `[…]` (of the single result
    /// pattern for `pat!`).
    pub results_span: Span,
    /// Additional constraints (3rd parameter).
    pub constraints: Vec<ConstraintDag>,
    /// Supplemental result patterns (4th parameter).
    pub supplemental: Vec<Dag>,
    /// The `N` of `(addBenefit N)` and the span of that DAG.
    pub benefit_delta: Option<(i64, Span)>,
    /// The span of the whole input (`Span::call_site()`: the macro
    /// invocation when running inside a proc macro).
    pub span: Span,
}

impl PatternDef {
    /// The DAG at the top of `tree`, if any (constraint trees are not
    /// [`Dag`]s and give `None`).
    pub fn tree(&self, tree: Tree) -> Option<&Dag> {
        match tree {
            Tree::Source => Some(&self.source),
            Tree::OtherSource(i) => self.other_sources.get(i),
            Tree::Result(i) => self.results.get(i),
            Tree::Supplemental(i) => self.supplemental.get(i),
            Tree::Constraint(_) => None,
        }
    }

    /// The DAG node at `path` (the path must lead to a DAG argument).
    pub fn dag_at(&self, path: &NodePath) -> Option<&Dag> {
        let mut dag = self.tree(path.tree)?;
        for &i in &path.args {
            match dag.args.get(i)? {
                Arg::Dag(d) => dag = d,
                _ => return None,
            }
        }
        Some(dag)
    }

    /// The argument at `path` (a non-empty argument path).
    pub fn arg_at(&self, path: &NodePath) -> Option<&Arg> {
        let (last, parents) = path.args.split_last()?;
        let parent = self.dag_at(&NodePath {
            tree: path.tree,
            args: parents.to_vec(),
        })?;
        parent.args.get(*last)
    }
}

/// Which top-level tree of a pattern a node belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tree {
    /// The source pattern (of a multi-root pattern: its first DAG, whose
    /// operator is the root the driver dispatches on).
    Source,
    /// Source DAG `i + 1` of a multi-root pattern.
    OtherSource(usize),
    /// Result pattern `i`.
    Result(usize),
    /// Supplemental pattern `i`.
    Supplemental(usize),
    /// Additional constraint `i`.
    Constraint(usize),
}

/// The address of a node: a tree and the argument indices leading from
/// its top DAG to the node (empty for the top DAG itself). Indices count
/// every element of [`Dag::args`], trailing directives included.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodePath {
    /// The tree.
    pub tree: Tree,
    /// Argument indices from the top DAG down.
    pub args: Vec<usize>,
}

impl Tree {
    /// True for the source DAGs.
    pub fn is_source(self) -> bool {
        matches!(self, Tree::Source | Tree::OtherSource(_))
    }
}

impl NodePath {
    /// The top DAG of `tree`.
    pub fn root(tree: Tree) -> Self {
        NodePath {
            tree,
            args: Vec::new(),
        }
    }

    /// The path of argument `i` of this node.
    pub fn child(&self, i: usize) -> Self {
        let mut args = self.args.clone();
        args.push(i);
        NodePath {
            tree: self.tree,
            args,
        }
    }

    /// The nesting depth (0 for a top-level DAG).
    pub fn depth(&self) -> usize {
        self.args.len()
    }
}

/// `(operator:$bound args…)`.
#[derive(Clone, Debug)]
pub struct Dag {
    /// What the node is.
    pub operator: Operator,
    /// The symbol after `:` on the operator (`(Op:$x …)`).
    pub bound: Option<Symbol>,
    /// The arguments, in order (trailing `location` / `returnType`
    /// directives included).
    pub args: Vec<Arg>,
    /// The span of the parentheses (the whole DAG).
    pub span: Span,
    /// A name written after the DAG as an argument (`(Op …):$x`, also
    /// what TableGen's `!dag` / `!setdagarg` give): TableGen's name of a
    /// DAG argument, which DRR does not bind (mlir-tblgen ignores it; a
    /// reference to it is unbound, with a hint).
    pub arg_name: Option<Symbol>,
}

impl Dag {
    /// The directive this DAG applies, if its operator is one.
    pub fn directive(&self) -> Option<Directive> {
        match &self.operator {
            Operator::Directive(d, _) => Some(*d),
            _ => None,
        }
    }

    /// Splits the arguments into the regular ones and the trailing run of
    /// `location` / `returnType` directives (DRR only accepts those
    /// directives at the end of an op creation).
    pub fn split_trailing(&self) -> (&[Arg], &[Arg]) {
        let n = self
            .args
            .iter()
            .rev()
            .take_while(|a| {
                matches!(a, Arg::Dag(d) if matches!(
                    d.directive(),
                    Some(Directive::Location | Directive::ReturnType)
                ))
            })
            .count();
        self.args.split_at(self.args.len() - n)
    }

    /// A syntax error spanning the whole DAG.
    pub fn error(&self, msg: impl std::fmt::Display) -> syn::Error {
        syn::Error::new(self.span, msg)
    }
}

/// The operator of a DAG.
#[derive(Clone, Debug)]
pub enum Operator {
    /// A Rust path, possibly with template arguments: `AOp`,
    /// `my_dialect::AOp`, `createArrayAttr`, `HasSameElementType`,
    /// `AllAttrOf<[I32Attr, Foo]>`.
    ///
    /// Syntax cannot tell an op from a named `NativeCodeCall` (or, in the
    /// constraints list, from a constraint): `ods!` defines all of them as
    /// Rust items, and the generated code decides through them (see the
    /// module documentation of [`crate::pattern`]).
    Path(TemplateRef),
    /// A DRR directive, with the identifier naming it.
    Directive(Directive, Ident),
    /// `NativeCodeCall<expr>`, `NativeCodeCall<expr, N>` or
    /// `NativeCodeCallVoid<expr>` written inline.
    NativeCodeCall(InlineNativeCodeCall),
    /// `Constraint<expr>` or `Constraint<expr, "summary">` written inline
    /// (meaningful only in the additional-constraints list).
    Constraint(InlineConstraint),
}

impl Operator {
    /// The span of the operator's first token.
    pub fn span(&self) -> Span {
        match self {
            Operator::Path(p) => p.span(),
            Operator::Directive(_, id) => id.span(),
            Operator::NativeCodeCall(n) => n.keyword.span(),
            Operator::Constraint(c) => c.keyword.span(),
        }
    }

    /// A short description for messages (`op or NativeCodeCall \`AOp\``,
    /// `\`either\` directive`, …).
    pub fn describe(&self) -> String {
        match self {
            Operator::Path(p) => format!("`{}`", p.display()),
            Operator::Directive(d, _) => format!("`{}` directive", d.name()),
            Operator::NativeCodeCall(n) => format!("inline `{}`", n.keyword),
            Operator::Constraint(_) => "inline `Constraint<…>`".to_owned(),
        }
    }
}

impl ToTokens for Operator {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        match self {
            Operator::Path(p) => p.to_tokens(tokens),
            Operator::Directive(_, id) => id.to_tokens(tokens),
            Operator::NativeCodeCall(n) => tokens.extend(n.tokens.clone()),
            Operator::Constraint(c) => tokens.extend(c.tokens.clone()),
        }
    }
}

/// The directives of DRR, and drr's region directives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Directive {
    /// `(either a, b)`: two operands matched in either order.
    Either,
    /// `(variadic a, …)` / `(variadic:$all a, …)`: the values of a variadic
    /// operand.
    Variadic,
    /// `(replaceWithValue $x)`.
    ReplaceWithValue,
    /// `(location $a, …, "name")`.
    Location,
    /// `(returnType $x, {expr}, "expr", (NativeCodeCall …))`.
    ReturnType,
    /// `(addBenefit N)`.
    AddBenefit,
    /// `(region …)`: a region, as a DAG argument of an op after its
    /// arguments; its arguments are its blocks.
    Region,
    /// `(block …)`: a block of a `(region …)`: its arguments, then its
    /// ops.
    Block,
    /// `(anyOps)`: in a source `(block …)`, any number of ops.
    AnyOps,
    /// `(inlineRegion $r, values…)`: the root replaced by the contents of
    /// a single-block region.
    InlineRegion,
    /// `(cloneRegion $r)`: a copy of a bound region, as a region argument
    /// of a built op.
    CloneRegion,
    /// `(replace $op, values…)`: a matched op other than the root replaced.
    Replace,
    /// `(erase $op)`: a matched op other than the root erased.
    Erase,
}

impl Directive {
    /// All directives.
    pub const ALL: [Directive; 13] = [
        Directive::Either,
        Directive::Variadic,
        Directive::ReplaceWithValue,
        Directive::Location,
        Directive::ReturnType,
        Directive::AddBenefit,
        Directive::Region,
        Directive::Block,
        Directive::AnyOps,
        Directive::InlineRegion,
        Directive::CloneRegion,
        Directive::Replace,
        Directive::Erase,
    ];

    /// The directive's name as written.
    pub fn name(self) -> &'static str {
        match self {
            Directive::Either => "either",
            Directive::Variadic => "variadic",
            Directive::ReplaceWithValue => "replaceWithValue",
            Directive::Location => "location",
            Directive::ReturnType => "returnType",
            Directive::AddBenefit => "addBenefit",
            Directive::Region => "region",
            Directive::Block => "block",
            Directive::AnyOps => "anyOps",
            Directive::InlineRegion => "inlineRegion",
            Directive::CloneRegion => "cloneRegion",
            Directive::Replace => "replace",
            Directive::Erase => "erase",
        }
    }

    /// The directive named `name`, if any.
    pub fn from_name(name: &str) -> Option<Directive> {
        Directive::ALL.into_iter().find(|d| d.name() == name)
    }

    /// True for the directives that stand for a region in an op's
    /// argument list (`(region …)`, `(cloneRegion …)`).
    pub fn is_region(self) -> bool {
        matches!(self, Directive::Region | Directive::CloneRegion)
    }

    /// The directive `name` is probably a misspelling of: a name starting
    /// with a lowercase letter (ops and constraints are CamelCase) within
    /// two edits of a directive's name, ignoring case; or a directive of
    /// several words capitalized (`ReturnType`: an op is rarely named so).
    /// Not for the exact names.
    pub fn misspelled(name: &str) -> Option<Directive> {
        if name.starts_with(|c: char| c.is_ascii_uppercase()) {
            let mut lower = name.to_string();
            lower[..1].make_ascii_lowercase();
            return Directive::ALL.into_iter().find(|d| {
                d.name() == lower && d.name().contains(|c: char| c.is_ascii_uppercase())
            });
        }
        if name.len() < 4 || !name.starts_with(|c: char| c.is_ascii_lowercase()) {
            return None;
        }
        Directive::ALL
            .into_iter()
            .filter(|d| d.name() != name)
            .map(|d| (crate::ods::traits::distance(name, d.name()), d))
            .filter(|(dist, _)| *dist <= 2)
            .min_by_key(|(dist, _)| *dist)
            .map(|(_, d)| d)
    }
}

/// An inline `NativeCodeCall<expr[, N]>` / `NativeCodeCallVoid<expr>`.
///
/// `expr` is a Rust expression (a closure or a path to a function);
/// how it is called (with the rewriter, the location, `$_self`, the
/// arguments) is the code generator's business.
#[derive(Clone, Debug)]
pub struct InlineNativeCodeCall {
    /// The Rust expression between the angle brackets.
    pub expr: Box<syn::Expr>,
    /// Number of values returned: `N` if given, 1 by default, 0 for
    /// `NativeCodeCallVoid`.
    pub num_results: usize,
    /// Span of the explicit `N`, if written.
    pub count_span: Option<Span>,
    /// True for `NativeCodeCallVoid`.
    pub void: bool,
    /// The `NativeCodeCall` / `NativeCodeCallVoid` identifier.
    pub keyword: Ident,
    /// The tokens as written, from the keyword to the closing `>`.
    pub tokens: TokenStream,
}

/// An inline `Constraint<expr>` / `Constraint<expr, "summary">`: a Rust
/// predicate over the constraint's entities.
#[derive(Clone, Debug)]
pub struct InlineConstraint {
    /// The Rust predicate (a closure or a path to a function).
    pub expr: Box<syn::Expr>,
    /// The summary used in match-failure messages.
    pub summary: Option<LitStr>,
    /// The `Constraint` identifier.
    pub keyword: Ident,
    /// The tokens as written, from the keyword to the closing `>`.
    pub tokens: TokenStream,
}

/// A reference to a named item, possibly with TableGen-style template
/// arguments: `I32Attr`, `my::Foo`, `ConstantAttr<I32Attr, "5">`,
/// `AllAttrOf<[I32Attr, Foo]>`.
#[derive(Clone, Debug)]
pub struct TemplateRef {
    /// The path, without template arguments.
    pub path: syn::Path,
    /// The template arguments `<…>`, if written.
    pub args: Option<Vec<TemplateArg>>,
    /// The tokens as written (path and template arguments).
    pub tokens: TokenStream,
}

impl TemplateRef {
    /// The span of the last name of the path (`Op` in `dialect::Op`),
    /// where a node's errors about its operator are reported; the first
    /// token's if the path has none.
    pub fn name_span(&self) -> Span {
        self.path
            .segments
            .last()
            .map_or_else(|| self.span(), |s| s.ident.span())
    }

    /// The span of the first token.
    pub fn span(&self) -> Span {
        self.tokens
            .clone()
            .into_iter()
            .next()
            .map_or_else(Span::call_site, |t| t.span())
    }

    /// The last path segment (`AOp` for `my::AOp<…>`).
    pub fn name(&self) -> Option<&Ident> {
        self.path.segments.last().map(|s| &s.ident)
    }

    /// The reference as written, for messages (whitespace normalized).
    pub fn display(&self) -> String {
        display_tokens(&self.tokens)
    }

    /// True for a single identifier without template arguments.
    pub fn is_ident(&self) -> bool {
        self.args.is_none() && self.path.leading_colon.is_none() && self.path.segments.len() == 1
    }
}

impl ToTokens for TemplateRef {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend(self.tokens.clone());
    }
}

/// A template argument (a TableGen value).
#[derive(Clone, Debug)]
pub enum TemplateArg {
    /// A reference to a named item (`I32Attr`, `Foo<…>`).
    Ref(TemplateRef),
    /// `[a, b, …]`.
    List {
        /// The elements.
        items: Vec<TemplateArg>,
        /// The span of the brackets.
        span: Span,
    },
    /// A string literal.
    Str(LitStr),
    /// An integer literal (possibly negative).
    Int {
        /// The value.
        value: i128,
        /// The span of the literal (of the `-` for a negative one).
        span: Span,
    },
    /// A float literal.
    Float(syn::LitFloat),
    /// `true` / `false`.
    Bool(syn::LitBool),
    /// `{ expr }`: a Rust expression.
    Expr(Box<syn::Expr>),
}

/// An argument of a DAG.
#[derive(Clone, Debug)]
pub enum Arg {
    /// `$x`, `Constraint:$x`, `Constraint`, `NativeCodeCall<…>:$x`.
    Leaf(Leaf),
    /// A nested `( … )`.
    Dag(Dag),
    /// A string literal (valid in `location` and `returnType`).
    Str(LitStr),
    /// An integer literal (valid in `addBenefit`).
    Int {
        /// The value.
        value: i128,
        /// The span (of the `-` for a negative literal).
        span: Span,
    },
    /// `{ expr }`: a Rust expression (valid in `returnType`).
    Expr(Box<syn::Expr>),
    /// `(returnType …):$x`: an argument of a `(block …)` built by a result
    /// pattern, typed by the `returnType` directive (several types make
    /// `$x` a range of arguments).
    TypedSymbol {
        /// The `(returnType …)` DAG.
        types: Box<Dag>,
        /// The argument's name.
        symbol: Symbol,
    },
}

impl Arg {
    /// The span of the argument's first token.
    pub fn span(&self) -> Span {
        match self {
            Arg::Leaf(l) => l.span(),
            Arg::Dag(d) => d.span,
            Arg::Str(s) => s.span(),
            Arg::Int { span, .. } => *span,
            Arg::Expr(e) => syn::spanned::Spanned::span(e.as_ref()),
            Arg::TypedSymbol { types, .. } => types.span,
        }
    }

    /// The region directive of this argument, if it is a `(region …)` or
    /// `(cloneRegion …)` DAG.
    pub fn region_directive(&self) -> Option<Directive> {
        match self {
            Arg::Dag(d) => d.directive().filter(|d| d.is_region()),
            _ => None,
        }
    }

    /// The span of the argument's last token (`x` of `$x`, the DAG's
    /// parentheses), for diagnostics that cover the whole argument.
    pub fn end_span(&self) -> Span {
        match self {
            Arg::Leaf(Leaf {
                symbol: Some(s), ..
            }) => s.ident.span(),
            other => other.span(),
        }
    }

    /// An error spanning the argument.
    pub fn error(&self, msg: impl std::fmt::Display) -> syn::Error {
        match self {
            Arg::Leaf(l) => syn::Error::new_spanned(l, msg),
            Arg::Dag(d) => d.error(msg),
            Arg::Str(s) => syn::Error::new(s.span(), msg),
            Arg::Int { span, .. } => syn::Error::new(*span, msg),
            Arg::Expr(e) => syn::Error::new_spanned(e, msg),
            Arg::TypedSymbol { types, .. } => types.error(msg),
        }
    }

    /// A short description for messages.
    pub fn describe(&self) -> &'static str {
        match self {
            Arg::Leaf(Leaf {
                constraint: None, ..
            }) => "a symbol",
            Arg::Leaf(_) => "a constrained leaf",
            Arg::Dag(_) => "a DAG",
            Arg::Str(_) => "a string",
            Arg::Int { .. } => "an integer",
            Arg::Expr(_) => "a Rust expression",
            Arg::TypedSymbol { .. } => "a typed block argument `(returnType …):$x`",
        }
    }
}

/// A leaf argument: a constraint, a symbol, or both (`Constraint:$x`).
#[derive(Clone, Debug)]
pub struct Leaf {
    /// What precedes `:$x` (or the whole leaf if there is no symbol).
    pub constraint: Option<LeafConstraint>,
    /// The symbol (`$x`, `$_`, `$x__N`).
    pub symbol: Option<Symbol>,
}

impl Leaf {
    /// For a source block argument `Variadic<T>:$xs`, the element
    /// constraint `T` (`None` for any other leaf).
    pub fn variadic_element(&self) -> Option<&TemplateArg> {
        match &self.constraint {
            Some(LeafConstraint::Ref(r))
                if r.path.leading_colon.is_none()
                    && r.path.segments.len() == 1
                    && r.path.segments[0].ident == "Variadic" =>
            {
                match r.args.as_deref() {
                    Some([t]) => Some(t),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// True for `Variadic<…>` / `Variadic<…>:$x` (well formed or not).
    pub fn is_variadic(&self) -> bool {
        matches!(&self.constraint, Some(LeafConstraint::Ref(r))
            if r.path.leading_colon.is_none()
                && r.path.segments.len() == 1
                && r.path.segments[0].ident == "Variadic")
    }

    /// The span of the first token.
    pub fn span(&self) -> Span {
        match (&self.constraint, &self.symbol) {
            (Some(c), _) => c.span(),
            (None, Some(s)) => s.span,
            (None, None) => Span::call_site(),
        }
    }
}

impl ToTokens for Leaf {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        if let Some(c) = &self.constraint {
            c.to_tokens(tokens);
            if self.symbol.is_some() {
                let mut colon = Punct::new(':', Spacing::Alone);
                colon.set_span(c.span());
                tokens.append(colon);
            }
        }
        if let Some(s) = &self.symbol {
            s.to_tokens(tokens);
        }
    }
}

/// What a leaf is, besides its symbol.
#[derive(Clone, Debug)]
pub enum LeafConstraint {
    /// A named item: a type / attribute constraint, a constant attribute
    /// (`ConstantAttr<I32Attr, "5">`), an enum case, or (in result
    /// patterns) a named `NativeCodeCall` applied to the symbol.
    Ref(TemplateRef),
    /// An inline `NativeCodeCall<…>` leaf (result patterns: transforms the
    /// bound symbol, DRR's `$_self`).
    NativeCodeCall(InlineNativeCodeCall),
}

impl LeafConstraint {
    /// The span of the first token.
    pub fn span(&self) -> Span {
        match self {
            LeafConstraint::Ref(r) => r.span(),
            LeafConstraint::NativeCodeCall(n) => n.keyword.span(),
        }
    }
}

impl ToTokens for LeafConstraint {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        match self {
            LeafConstraint::Ref(r) => r.to_tokens(tokens),
            LeafConstraint::NativeCodeCall(n) => tokens.extend(n.tokens.clone()),
        }
    }
}

/// A `$name` symbol.
#[derive(Clone, Debug)]
pub struct Symbol {
    /// The name without `$`, `r#` and the `__N` suffix (`"_"` for `$_`).
    pub name: String,
    /// `N` of a `$name__N` suffix.
    pub index: Option<usize>,
    /// The span of the `$`.
    pub span: Span,
    /// The name token as written (with its `__N` suffix).
    pub ident: Ident,
}

impl Symbol {
    /// True for `$_` (match without capturing).
    pub fn is_ignored(&self) -> bool {
        self.name == "_" && self.index.is_none()
    }

    /// The name as written after `$` (`x__1`), for messages.
    pub fn full_name(&self) -> String {
        match self.index {
            Some(i) => format!("{}__{}", self.name, i),
            None => self.name.clone(),
        }
    }

    /// An error spanning `$name`.
    pub fn error(&self, msg: impl std::fmt::Display) -> syn::Error {
        syn::Error::new_spanned(self, msg)
    }

    /// Splits `x__N` into `("x", Some(N))` at the last `__` followed by
    /// decimal digits only; any other name has no index. `Err` if the
    /// digits do not fit in `usize`.
    pub fn split_index(name: &str) -> Result<(&str, Option<usize>), std::num::ParseIntError> {
        if let Some(pos) = name.rfind("__") {
            let (base, digits) = (&name[..pos], &name[pos + 2..]);
            if !base.is_empty() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
            {
                return digits.parse().map(|n| (base, Some(n)));
            }
        }
        Ok((name, None))
    }
}

impl ToTokens for Symbol {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        let mut dollar = Punct::new('$', Spacing::Alone);
        dollar.set_span(self.span);
        tokens.append(dollar);
        self.ident.to_tokens(tokens);
    }
}

/// One element of the additional-constraints list:
/// `(Constraint $a, $b)`, `(Constraint:$x)`, `(TypeConstraint $v)`.
#[derive(Clone, Debug)]
pub struct ConstraintDag {
    /// The constraint applied.
    pub constraint: ConstraintOp,
    /// `(Constraint:$x)`: the entity bound to DRR's `$_self`.
    pub self_symbol: Option<Symbol>,
    /// The entities (`$0`, `$1`, … in DRR).
    pub args: Vec<Symbol>,
    /// The span of the parentheses.
    pub span: Span,
}

impl ConstraintDag {
    /// All entities: the `$_self` symbol first, then the arguments.
    pub fn entities(&self) -> impl Iterator<Item = &Symbol> {
        self.self_symbol.iter().chain(&self.args)
    }
}

/// The constraint of a [`ConstraintDag`].
#[derive(Clone, Debug)]
pub enum ConstraintOp {
    /// A named constraint (a `Constraint` record, or a type constraint
    /// such as `F32Tensor`).
    Path(TemplateRef),
    /// An inline `Constraint<expr, "summary">`.
    Inline(InlineConstraint),
}

impl ConstraintOp {
    /// The span of the first token.
    pub fn span(&self) -> Span {
        match self {
            ConstraintOp::Path(p) => p.span(),
            ConstraintOp::Inline(c) => c.keyword.span(),
        }
    }
}

/// Tokens rendered compactly for messages (`ConstantAttr<I32Attr, "5">`).
pub(crate) fn display_tokens(tokens: &TokenStream) -> String {
    let s = tokens.to_string();
    s.replace(" :: ", "::")
        .replace(":: ", "::")
        .replace(" < ", "<")
        .replace(" <", "<")
        .replace("< ", "<")
        .replace(" >", ">")
        .replace(" ,", ",")
}
