//! Checking a parsed pattern: every rule of DRR that syntax alone decides.
//!
//! [`check_pattern`] walks the [`PatternDef`] in evaluation order, builds
//! the [`SymbolTable`], reports every violation it finds (all of them, each
//! at its token, combined into one `syn::Error`), and on success returns a
//! [`CheckedPattern`]: the pattern, its symbols, its syntactic benefit, the
//! per-result-pattern value counts of the replacement plan, and the
//! [`Obligation`]s — checks that need the definitions of the ops and that
//! the generated code must therefore perform (with the messages written
//! here). Invariant: a `CheckedPattern` is only returned when no error was
//! found; its symbol table satisfies the invariants stated in
//! [`symbols`](super::symbols).
//!
//! Messages keep DRR's wording (mlir-tblgen's `PrintFatalError` texts,
//! numbered as in the table of the repository's `ui-tests/README.md`),
//! sometimes followed by a clarification after a colon or in parentheses.

use std::collections::HashMap;

use proc_macro2::Span;

use super::Errors;
use super::ast::*;
use super::symbols::{Benefit, Binding, BindingKind, Reference, SymbolTable, default_benefit};

/// The largest benefit a pattern may have: MLIR's `PatternBenefit` is a
/// `u16` and 65535 is reserved for "impossible to match".
pub const MAX_BENEFIT: i64 = 65534;

/// A pattern that passed every syntactic check.
#[derive(Debug)]
pub struct CheckedPattern<'a> {
    /// The pattern.
    pub def: &'a PatternDef,
    /// Its bindings, repetitions and references.
    pub symbols: SymbolTable,
    /// Its benefit, as far as syntax tells.
    pub benefit: Benefit,
    /// For each result pattern, how many declared values it generates
    /// (DRR's `getNodeValueCount`); the last values replace the root's
    /// results, which the generated code checks against the root's result
    /// count (mlir-tblgen's "cannot use the same multi-result op to generate both auxiliary values and values to be used for replacing the matched op", "not enough values generated to replace the matched op").
    pub replacement: Vec<ValueCount>,
    /// Checks left to the generated code.
    pub obligations: Vec<Obligation>,
    /// How each further source DAG of a multi-root pattern is found (one
    /// per [`PatternDef::other_sources`], in order).
    pub joins: Vec<Join>,
    /// `(erase $root)`: the root is erased, not replaced (every result
    /// pattern is then auxiliary).
    pub erases_root: bool,
}

/// How source DAG `Tree::OtherSource(i)` of a multi-root pattern is found:
/// among the users of the value bound to `symbol` before it, the ops whose
/// argument `arg` is that value.
#[derive(Clone, Debug)]
pub struct Join {
    /// The index in [`PatternDef::other_sources`].
    pub source: usize,
    /// The argument of the DAG's root that repeats an earlier symbol.
    pub arg: usize,
    /// That symbol.
    pub symbol: Symbol,
}

/// How many declared values a result pattern generates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueCount {
    /// Known from syntax: `(Op:$x__N …)` (1), `replaceWithValue` (1), an
    /// inline `NativeCodeCall<…, N>` (N).
    Known(usize),
    /// The number of declared results of the path operator at this node
    /// (an op's result count, or a named `NativeCodeCall`'s value count).
    OfOperator(NodePath),
    /// `(inlineRegion …)`: the terminator's operands, replacing every
    /// result of the root.
    AllOfRoot,
}

/// A check the generated code must perform because it needs the ops'
/// (or NativeCodeCalls') definitions. `message` is the diagnostic to
/// report at `span`, worded like DRR's.
#[derive(Clone, Debug)]
pub enum Obligation {
    /// The path operator of the DAG at `node` must name an op, not a
    /// `NativeCodeCall` (source root, bound source nodes, source nodes with
    /// nested DAGs, nodes inside `variadic`, result nodes with
    /// `returnType`).
    MustBeOp {
        /// The DAG.
        node: NodePath,
        /// Where to report.
        span: Span,
        /// What to report (DRR's wording).
        message: String,
    },
    /// The path operator of the DAG at `node` must name a
    /// `NativeCodeCall` (a DAG nested in `returnType`, mlir-tblgen's "nested DAG in `returnType` must be a native code call").
    MustBeNativeCodeCall {
        /// The DAG.
        node: NodePath,
        /// Where to report.
        span: Span,
        /// What to report.
        message: String,
    },
    /// Top-level result pattern `result` has a `returnType` directive: if
    /// its values replace results of the root (DRR: offset ≥ 0 in the
    /// replacement plan, which needs result counts), report mlir-tblgen's "Cannot specify explicit return types in an op whose return values replace the source pattern's root op".
    NoReturnTypeOnReplacement {
        /// Index of the result pattern.
        result: usize,
        /// The `returnType` DAG.
        span: Span,
        /// What to report.
        message: String,
    },
}

impl Obligation {
    /// The node the obligation is about.
    pub fn node(&self) -> NodePath {
        match self {
            Obligation::MustBeOp { node, .. } | Obligation::MustBeNativeCodeCall { node, .. } => {
                node.clone()
            }
            Obligation::NoReturnTypeOnReplacement { result, .. } => {
                NodePath::root(Tree::Result(*result))
            }
        }
    }
}

/// The Rust expression of `(returnType "…")`: DRR's placeholders
/// `$_builder` (the [`Builder`](../../drr_runtime/pattern/struct.Builder.html),
/// also reachable as `builder`) and `$_loc` (the node's location) are
/// substituted, then the text is parsed as a Rust expression (spanned at
/// the literal).
pub fn return_type_expr(lit: &syn::LitStr) -> syn::Result<syn::Expr> {
    let text = lit
        .value()
        .replace("$_builder", "builder")
        .replace("$_loc", "builder.loc()");
    let lit = syn::LitStr::new(&text, lit.span());
    lit.parse::<syn::Expr>()
}

/// mlir-tblgen's "Cannot specify explicit return types in an op whose return values replace the source pattern's root op"'s message.
pub const MSG_RETURN_TYPE_ON_REPLACEMENT: &str = "Cannot specify explicit return types in an op whose return values replace the source pattern's root op";

/// Checks `def`; on success returns its checked form, otherwise every
/// error found, combined.
pub fn check_pattern(def: &PatternDef) -> syn::Result<CheckedPattern<'_>> {
    let mut c = Checker {
        def,
        cx: Errors::new(),
        symbols: SymbolTable::default(),
        obligations: Vec::new(),
        maybe_native: Vec::new(),
        later: HashMap::new(),
        arg_names: HashMap::new(),
        moved: HashMap::new(),
        removed: HashMap::new(),
        joins: Vec::new(),
        erases_root: false,
    };
    c.run();
    let Checker {
        cx,
        symbols,
        obligations,
        maybe_native,
        joins,
        erases_root,
        ..
    } = c;
    let benefit = Benefit {
        source_paths: default_benefit(&def.source)
            + def.other_sources.iter().map(default_benefit).sum::<usize>(),
        maybe_native,
        delta: def.benefit_delta.map_or(0, |(d, _)| d),
        delta_span: def.benefit_delta.map(|(_, s)| s),
    };
    check_benefit(&cx, def, &benefit);
    let replacement = def
        .results
        .iter()
        .enumerate()
        .map(|(i, d)| value_count(d, NodePath::root(Tree::Result(i))))
        .collect();
    cx.finish(Some(CheckedPattern {
        def,
        symbols,
        benefit,
        replacement,
        obligations,
        joins,
        erases_root,
    }))
}

/// DRR's `getNodeValueCount` as far as syntax tells.
fn value_count(dag: &Dag, path: NodePath) -> ValueCount {
    let selected = dag.bound.as_ref().is_some_and(|s| s.index.is_some());
    match &dag.operator {
        Operator::Directive(Directive::Replace | Directive::Erase, _) => ValueCount::Known(0),
        Operator::Directive(Directive::InlineRegion, _) => ValueCount::AllOfRoot,
        Operator::Path(_) if selected => ValueCount::Known(1),
        Operator::Path(_) => ValueCount::OfOperator(path),
        Operator::NativeCodeCall(_) if selected => ValueCount::Known(1),
        Operator::NativeCodeCall(n) => ValueCount::Known(n.num_results),
        _ => ValueCount::Known(1),
    }
}

fn check_benefit(cx: &Errors, def: &PatternDef, b: &Benefit) {
    let span = b.delta_span.unwrap_or(def.source.span);
    if b.min() > MAX_BENEFIT {
        cx.error(
            span,
            format!(
                "pattern benefit {} is out of range: the number of ops in the source pattern plus `addBenefit` must be at most {MAX_BENEFIT} (65535 is reserved for patterns that never match)",
                b.min()
            ),
        );
    } else if b.max() < 0 {
        cx.error(
            span,
            format!(
                "pattern benefit {} is negative: the number of ops in the source pattern ({}) plus `addBenefit` ({}) must be at least 0",
                b.max(),
                b.source_paths,
                b.delta
            ),
        );
    }
}

/// Where a source DAG sits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum SrcCtx {
    /// The root of the source pattern.
    Root,
    /// An argument of a (path) op.
    OpArg,
    /// An argument of `either`.
    EitherArg,
    /// An argument of `variadic`.
    VariadicArg,
    /// An op of a `(block …)`.
    BlockOp,
}

/// Where a symbol is referenced (for the "unbound" hint).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum RefCtx {
    Result,
    Constraint,
}

pub(super) struct Checker<'a> {
    pub(super) def: &'a PatternDef,
    pub(super) cx: Errors,
    pub(super) symbols: SymbolTable,
    pub(super) obligations: Vec<Obligation>,
    pub(super) maybe_native: Vec<NodePath>,
    /// Names bound on the result side (for the "bound later" hint).
    pub(super) later: HashMap<String, Span>,
    /// Names written after a DAG argument, `(Op …):$x`, which bind
    /// nothing (for the hint of a reference to one).
    pub(super) arg_names: HashMap<String, Span>,
    /// Regions and blocks moved into built ops (each at most once).
    pub(super) moved: HashMap<String, Span>,
    /// Ops replaced or erased by `replace` / `erase` (each at most once).
    pub(super) removed: HashMap<String, Span>,
    /// How the further source DAGs are found.
    pub(super) joins: Vec<Join>,
    /// `(erase $root)` was given.
    pub(super) erases_root: bool,
}

impl Checker<'_> {
    fn run(&mut self) {
        let def = self.def;
        for d in def.results.iter().chain(&def.supplemental) {
            self.collect_later(d);
        }
        for d in std::iter::once(&def.source)
            .chain(&def.other_sources)
            .chain(&def.results)
            .chain(&def.supplemental)
        {
            self.collect_arg_names(d);
        }

        self.source_dag(&def.source, NodePath::root(Tree::Source), SrcCtx::Root);
        for (i, d) in def.other_sources.iter().enumerate() {
            self.other_source(i, d);
        }

        for (i, c) in def.constraints.iter().enumerate() {
            let at = NodePath::root(Tree::Constraint(i));
            for s in c.entities() {
                self.resolve(s, &at, RefCtx::Constraint);
            }
        }

        for (i, d) in def.results.iter().enumerate() {
            self.result_top(d, NodePath::root(Tree::Result(i)), Some(i));
        }
        for (i, d) in def.supplemental.iter().enumerate() {
            self.result_top(d, NodePath::root(Tree::Supplemental(i)), None);
        }
        check_template_args(&self.cx, def);
    }

    fn collect_arg_names(&mut self, dag: &Dag) {
        if let Some(s) = &dag.arg_name {
            self.arg_names.entry(s.name.clone()).or_insert(s.span);
        }
        for a in &dag.args {
            if let Arg::Dag(d) = a {
                self.collect_arg_names(d);
            }
        }
    }

    fn collect_later(&mut self, dag: &Dag) {
        if matches!(
            dag.operator,
            Operator::Path(_) | Operator::NativeCodeCall(_)
        ) && let Some(s) = &dag.bound
            && !s.is_ignored()
        {
            self.later.entry(s.name.clone()).or_insert(s.span);
        }
        for a in &dag.args {
            if let Arg::Dag(d) = a {
                self.collect_later(d);
            }
        }
    }

    pub(super) fn must_be_op(&mut self, node: &NodePath, span: Span, message: impl Into<String>) {
        if self
            .obligations
            .iter()
            .any(|o| matches!(o, Obligation::MustBeOp { node: n, .. } if n == node))
        {
            return;
        }
        self.obligations.push(Obligation::MustBeOp {
            node: node.clone(),
            span,
            message: message.into(),
        });
    }

    // ---------------------------------------------------------------
    // Source pattern
    // ---------------------------------------------------------------

    pub(super) fn source_dag(&mut self, dag: &Dag, path: NodePath, ctx: SrcCtx) {
        match &dag.operator {
            Operator::Path(_) => self.source_path_node(dag, path, ctx),
            Operator::NativeCodeCall(n) => self.source_native(dag, n, path, ctx),
            Operator::Directive(Directive::Either, _) => self.source_either(dag, path, ctx),
            Operator::Directive(Directive::Variadic, _) => self.source_variadic(dag, path, ctx),
            Operator::Directive(Directive::Region, _) => self.source_region(dag, path, ctx),
            Operator::Directive(Directive::Block, id) => {
                self.cx.error(
                    id.span(),
                    "a `(block …)` can only be an element of a `(region …)`",
                );
                self.bind_quietly(dag, &path);
            }
            Operator::Directive(Directive::AnyOps, id) => {
                self.cx.error(
                    id.span(),
                    "`(anyOps)` can only be an entry of a source `(block …)`, among its ops",
                );
            }
            Operator::Directive(d, id) => {
                // DRR #2.
                let msg = if ctx == SrcCtx::Root {
                    format!(
                        "encountered non-op, non-NativeCodeCall match: the root of the source pattern must be an op, found the `{}` directive",
                        d.name()
                    )
                } else {
                    format!(
                        "encountered non-op, non-NativeCodeCall match: the `{}` directive cannot be used in the source pattern",
                        d.name()
                    )
                };
                self.cx.error(id.span(), msg);
                self.bind_quietly(dag, &path);
            }
            Operator::Constraint(c) => {
                self.cx.error(
                    c.keyword.span(),
                    "an inline `Constraint<…>` can only be used in the additional constraints list",
                );
                self.bind_quietly(dag, &path);
            }
        }
    }

    /// `(Path …)` in the source: an op (or a named NativeCodeCall matcher).
    fn source_path_node(&mut self, dag: &Dag, path: NodePath, ctx: SrcCtx) {
        let mut forced = false;
        if ctx == SrcCtx::BlockOp {
            forced = true;
            self.must_be_op(
                &path,
                dag.operator.span(),
                "an op of a `(block …)` must be an op, not a NativeCodeCall",
            );
        }
        if ctx == SrcCtx::Root {
            forced = true;
            self.must_be_op(
                &path,
                dag.operator.span(),
                "the root of the source pattern must be an op, not a NativeCodeCall",
            );
        }
        if ctx == SrcCtx::VariadicArg {
            forced = true;
            // DRR #17.
            self.must_be_op(&path, dag.span, "variadic only accepts operation sub-dags");
        }
        if let Some(sym) = &dag.bound {
            if sym.index.is_some() {
                self.cx.push(sym.error(format!(
                    "symbol '{}' with trailing index cannot bind to a matched op: bind `${}` and refer to its results as `${}__N`",
                    sym.full_name(),
                    sym.name,
                    sym.name
                )));
                self.bind_silently(sym, &path, BindingKind::SourceOp);
            } else if !sym.is_ignored() {
                forced = true;
                // DRR #50, if the path turns out to be a NativeCodeCall.
                self.must_be_op(
                    &path,
                    sym.span,
                    format!(
                        "binding symbol '{}' to NativecodeCall in MatchPattern is not supported",
                        sym.name
                    ),
                );
                self.bind(sym, &path, BindingKind::SourceOp, false);
            }
        }
        if let Some((i, d)) = dag.args.iter().enumerate().find_map(|(i, a)| match a {
            Arg::Dag(d) => Some((i, d)),
            _ => None,
        }) {
            forced = true;
            let msg = match d.directive() {
                // DRR #3, #4, #7.
                Some(Directive::Either) => {
                    "NativeCodeCall cannot have `either` operands".to_owned()
                }
                Some(Directive::Variadic) => {
                    "NativeCodeCall cannot have `variadic` operands".to_owned()
                }
                _ => format!("Matching nested tree in NativeCodecall not supported for arg #{i}"),
            };
            self.must_be_op(&path, d.span, msg);
        }
        if !forced {
            self.maybe_native.push(path.clone());
        }
        for (i, a) in dag.args.iter().enumerate() {
            self.source_arg(a, path.child(i), SrcCtx::OpArg);
        }
    }

    /// An inline `NativeCodeCall<…>` matcher in the source.
    fn source_native(&mut self, dag: &Dag, n: &InlineNativeCodeCall, path: NodePath, ctx: SrcCtx) {
        match ctx {
            SrcCtx::Root => self.cx.error(
                n.keyword.span(),
                "the root of the source pattern must be an op, not a NativeCodeCall",
            ),
            // DRR #17.
            SrcCtx::VariadicArg => self
                .cx
                .push(dag.error("variadic only accepts operation sub-dags")),
            SrcCtx::BlockOp => self.cx.error(
                n.keyword.span(),
                "an op of a `(block …)` must be an op, not a NativeCodeCall",
            ),
            SrcCtx::OpArg | SrcCtx::EitherArg => {}
        }
        if n.void {
            self.cx.error(
                n.keyword.span(),
                "`NativeCodeCallVoid` cannot be used in the source pattern: a NativeCodeCall matcher must return whether it matched",
            );
        }
        if let Some(sym) = &dag.bound {
            // DRR #50.
            self.cx.push(sym.error(format!(
                "binding symbol '{}' to NativecodeCall in MatchPattern is not supported",
                sym.full_name()
            )));
        }
        for (i, a) in dag.args.iter().enumerate() {
            let p = path.child(i);
            match a {
                Arg::Leaf(l) => self.source_leaf(l, &p, BindingKind::NativeMatchOutput),
                Arg::Dag(d) => {
                    let msg = match d.directive() {
                        // DRR #3, #4, #5, #7.
                        Some(Directive::Either) => {
                            "NativeCodeCall cannot have `either` operands".to_owned()
                        }
                        Some(Directive::Variadic) => {
                            "NativeCodeCall cannot have `variadic` operands".to_owned()
                        }
                        Some(Directive::ReturnType) => {
                            "`NativeCodeCall` cannot have return type specifier".to_owned()
                        }
                        _ => format!(
                            "Matching nested tree in NativeCodecall not supported for arg #{i}: the arguments of a NativeCodeCall matcher are `$name` / `Constraint:$name` out-parameters"
                        ),
                    };
                    self.cx.push(d.error(msg));
                    self.bind_quietly(d, &p);
                }
                other => self.source_bad_arg(other),
            }
        }
    }

    fn source_either(&mut self, dag: &Dag, path: NodePath, ctx: SrcCtx) {
        match ctx {
            SrcCtx::Root => self.cx.push(dag.error(
                "either can only be applied on operand: the root of the source pattern must be an op",
            )),
            // DRR #15.
            SrcCtx::EitherArg => self.cx.push(dag.error("either cannot be nested")),
            // DRR #17.
            SrcCtx::VariadicArg => self.cx.push(dag.error("variadic only accepts operation sub-dags")),
            SrcCtx::BlockOp => self.cx.push(dag.error(
                "either can only be applied on operand: a `(block …)` lists ops, `(anyOps)` and block arguments",
            )),
            SrcCtx::OpArg => {}
        }
        if let Some(sym) = &dag.bound {
            // DRR #52.
            self.cx.push(sym.error(format!(
                "binding symbol '{}' to non-operation/native code call unsupported right now",
                sym.full_name()
            )));
        }
        if dag.args.len() != 2 {
            // DRR #14.
            self.cx.push(dag.error(format!(
                "`either` only supports grouping two operands, found {}",
                dag.args.len()
            )));
        }
        for (i, a) in dag.args.iter().enumerate() {
            let p = path.child(i);
            match a {
                Arg::Leaf(l) => self.source_leaf(l, &p, BindingKind::Operand),
                Arg::Dag(d) => {
                    if d.directive() == Some(Directive::Variadic) {
                        self.cx.push(d.error(
                            "encountered non-op, non-NativeCodeCall match: `variadic` cannot be used inside `either`, which groups two single operands",
                        ));
                        self.bind_quietly(d, &p);
                    } else {
                        self.source_dag(d, p, SrcCtx::EitherArg);
                    }
                }
                other => self.source_bad_arg(other),
            }
        }
    }

    fn source_variadic(&mut self, dag: &Dag, path: NodePath, ctx: SrcCtx) {
        match ctx {
            // DRR #18.
            SrcCtx::Root => self.cx.push(dag.error(
                "variadic can only be applied on operand: the root of the source pattern must be an op",
            )),
            // DRR #17.
            SrcCtx::VariadicArg => self.cx.push(dag.error("variadic only accepts operation sub-dags")),
            SrcCtx::BlockOp => self.cx.push(dag.error(
                "variadic can only be applied on operand: a `(block …)` lists ops, `(anyOps)` and block arguments (`Variadic<T>:$xs` for any number of them)",
            )),
            SrcCtx::EitherArg | SrcCtx::OpArg => {}
        }
        if let Some(sym) = &dag.bound {
            if sym.index.is_some() {
                // DRR #45.
                self.cx.push(sym.error(format!(
                    "symbol '{}' with trailing index cannot bind to op argument",
                    sym.full_name()
                )));
                self.bind_silently(sym, &path, BindingKind::VariadicRange);
            } else if !sym.is_ignored() {
                self.bind(sym, &path, BindingKind::VariadicRange, false);
            }
        }
        for (i, a) in dag.args.iter().enumerate() {
            let p = path.child(i);
            match a {
                Arg::Leaf(l) => self.source_leaf(l, &p, BindingKind::Operand),
                Arg::Dag(d) => {
                    if matches!(d.operator, Operator::Path(_)) {
                        self.source_dag(d, p, SrcCtx::VariadicArg);
                    } else {
                        // DRR #17 (directives, inline NativeCodeCalls).
                        self.cx.push(d.error(format!(
                            "variadic only accepts operation sub-dags, found {}",
                            d.operator.describe()
                        )));
                        self.bind_quietly(d, &p);
                    }
                }
                other => self.source_bad_arg(other),
            }
        }
    }

    pub(super) fn source_arg(&mut self, arg: &Arg, path: NodePath, ctx: SrcCtx) {
        match arg {
            Arg::Leaf(l) => self.source_leaf(l, &path, BindingKind::Argument),
            Arg::Dag(d) => self.source_dag(d, path, ctx),
            other => self.source_bad_arg(other),
        }
    }

    pub(super) fn source_bad_arg(&mut self, arg: &Arg) {
        let msg = match arg {
            // DRR #33.
            Arg::Str(_) => "raw string not supported as argument".to_owned(),
            Arg::Int { .. } => "unhandled case when matching op: an integer is not a pattern argument (to match a constant attribute write `ConstantAttr<I32Attr, \"5\">`)".to_owned(),
            Arg::Expr(_) => "a Rust expression `{…}` can only be used in `returnType`".to_owned(),
            Arg::TypedSymbol { .. } => "a typed argument `(returnType …):$x` can only be an argument of a `(block …)` built by a result pattern".to_owned(),
            Arg::Leaf(_) | Arg::Dag(_) => return,
        };
        self.cx.push(arg.error(msg));
    }

    pub(super) fn source_leaf(&mut self, leaf: &Leaf, path: &NodePath, kind: BindingKind) {
        if let Some(LeafConstraint::NativeCodeCall(n)) = &leaf.constraint {
            self.cx.error(
                n.keyword.span(),
                "a NativeCodeCall leaf (`NativeCodeCall<…>:$x`) can only be used in result patterns; to match with native code write `(NativeCodeCall<…> $x)`",
            );
        }
        let Some(sym) = &leaf.symbol else { return };
        if sym.index.is_some() {
            // DRR #45.
            self.cx.push(sym.error(format!(
                "symbol '{}' with trailing index cannot bind to op argument",
                sym.full_name()
            )));
            self.bind_silently(sym, path, kind);
            return;
        }
        if sym.is_ignored() {
            return;
        }
        self.bind(sym, path, kind, leaf.constraint.is_some());
    }

    /// Binds `sym`; reports mlir-tblgen's "symbol bound more than once"
    /// unless this is an operand repetition.
    pub(super) fn bind(
        &mut self,
        sym: &Symbol,
        path: &NodePath,
        kind: BindingKind,
        constrained: bool,
    ) {
        let binding = Binding {
            name: sym.name.clone(),
            kind: kind.clone(),
            symbol: sym.clone(),
            node: path.clone(),
            constrained,
        };
        if let Err(existing) = self.symbols.bind(binding) {
            let ex = &self.symbols.bindings[existing];
            if ex.kind.is_block_arg() && kind.is_block_arg() {
                self.cx.push(sym.error(format!(
                    "block argument '{}' bound twice: two block arguments are never the same value (name them differently, or use `$_`)",
                    sym.name
                )));
            } else if (ex.kind.is_repeatable()
                || (ex.kind == BindingKind::SourceOp && self.enclosing_block(&ex.node).is_some()))
                && kind.is_repeatable()
            {
                // In a `(block …)` (beyond DRR, which rejects it, #49):
                // `(Op:$x …)`, then `$x` as an operand: that operand is the
                // op's result.
                self.symbols.repeat(existing, sym.clone(), path.clone());
            } else {
                // DRR #49.
                let what = ex.kind.describe();
                self.cx.push(sym.error(format!(
                    "symbol '{}' bound more than once (it is already bound to {what}; only operands of the source pattern may repeat a name, meaning they are equal)",
                    sym.name
                )));
            }
        }
    }

    /// Binds the base name of a rejected symbol, reporting nothing, so
    /// that its uses are not reported as unbound too.
    pub(super) fn bind_silently(&mut self, sym: &Symbol, path: &NodePath, kind: BindingKind) {
        let _ = self.symbols.bind(Binding {
            name: sym.name.clone(),
            kind,
            symbol: sym.clone(),
            node: path.clone(),
            constrained: false,
        });
    }

    /// Binds the leaf symbols under a malformed DAG, reporting nothing, so
    /// that one error does not cascade into "unbound symbol" errors.
    pub(super) fn bind_quietly(&mut self, dag: &Dag, path: &NodePath) {
        for (i, a) in dag.args.iter().enumerate() {
            let p = path.child(i);
            match a {
                Arg::Leaf(Leaf {
                    symbol: Some(s), ..
                }) if s.index.is_none() && !s.is_ignored() => {
                    let _ = self.symbols.bind(Binding {
                        name: s.name.clone(),
                        kind: BindingKind::Argument,
                        symbol: s.clone(),
                        node: p,
                        constrained: false,
                    });
                }
                Arg::Dag(d) => self.bind_quietly(d, &p),
                _ => {}
            }
        }
    }

    // ---------------------------------------------------------------
    // References
    // ---------------------------------------------------------------

    pub(super) fn resolve(&mut self, sym: &Symbol, at: &NodePath, ctx: RefCtx) {
        if sym.is_ignored() {
            // DRR #53.
            self.cx.push(sym.error(
                "referencing unbound symbol '_' (`$_` ignores a value and cannot be referenced)",
            ));
            return;
        }
        let Some(i) = self.symbols.index_of(&sym.name) else {
            let hint = match (self.later.contains_key(&sym.name), ctx) {
                _ if self.arg_names.contains_key(&sym.name) => {
                    " (`(Op …):$x` names a DAG argument, which binds nothing, as in mlir-tblgen: to bind the nested op, put the symbol on its operator, `(Op:$x …)`)"
                }
                (true, RefCtx::Constraint) => {
                    " (additional constraints are checked while matching: they can only use symbols bound in the source pattern)"
                }
                (true, RefCtx::Result) => {
                    " (it is bound later: a symbol bound in a result pattern is visible only after its op has been created)"
                }
                (false, _) => "",
            };
            // DRR #53.
            self.cx.push(sym.error(format!(
                "referencing unbound symbol '{}'{hint}",
                sym.full_name()
            )));
            return;
        };
        let b = &self.symbols.bindings[i];
        if !b.node.tree.is_source()
            && let Some(block) = self.enclosing_block(&b.node)
            && !(at.tree == block.tree && at.args.starts_with(&block.args))
        {
            self.cx.push(sym.error(format!(
                "symbol '{}' is bound inside a `(block …)` built by a result pattern and can only be used inside that block (a value defined in a region is not visible outside it)",
                sym.full_name()
            )));
            return;
        }
        if let Some(n) = sym.index {
            if !b.kind.has_results() {
                self.cx.push(sym.error(format!(
                    "symbol '{}' has a trailing index, but '{}' is bound to {}, not to an op's results",
                    sym.full_name(),
                    sym.name,
                    b.kind.describe()
                )));
                return;
            }
            if let BindingKind::NativeResult { count, .. } = b.kind
                && n >= count
            {
                self.cx.push(sym.error(format!(
                    "symbol '{}' refers to value #{n}, but the NativeCodeCall bound to '{}' returns {count} value{}",
                    sym.full_name(),
                    sym.name,
                    if count == 1 { "" } else { "s" }
                )));
                return;
            }
        }
        self.symbols.references.push(Reference {
            symbol: sym.clone(),
            at: at.clone(),
            binding: i,
        });
    }

    // ---------------------------------------------------------------
    // Result and supplemental patterns
    // ---------------------------------------------------------------

    /// A top-level result (`result = Some(i)`) or supplemental pattern.
    fn result_top(&mut self, dag: &Dag, path: NodePath, result: Option<usize>) {
        match &dag.operator {
            Operator::Path(_) | Operator::NativeCodeCall(_) => self.result_node(dag, path, result),
            Operator::Directive(Directive::InlineRegion, _) => {
                self.inline_region(dag, &path, result)
            }
            Operator::Directive(Directive::Replace | Directive::Erase, _) => {
                self.replace_or_erase(dag, &path)
            }
            Operator::Directive(
                d @ (Directive::Region
                | Directive::Block
                | Directive::AnyOps
                | Directive::CloneRegion),
                id,
            ) => {
                self.misplaced_region_directive(*d, id, dag, &path);
            }
            Operator::Directive(Directive::ReplaceWithValue, id) => {
                if result.is_none() {
                    self.cx.error(
                        id.span(),
                        "replaceWithValue cannot be used as a supplemental pattern: supplemental patterns do not replace the matched op",
                    );
                }
                self.replace_with_value(dag, &path);
            }
            Operator::Directive(Directive::Location, _) => {
                // DRR #26.
                self.cx
                    .push(dag.error("location directive can only be used with op creation"));
                self.location(dag, &path);
            }
            Operator::Directive(Directive::ReturnType, _) => {
                self.cx.push(dag.error(
                    "returnType directive can only be used with op creation (as its trailing argument)",
                ));
                self.return_type(dag, &path);
            }
            Operator::Directive(Directive::Variadic, _) => {
                // DRR #18.
                self.cx.push(dag.error(
                    "variadic can only be applied on operand: use it as an argument of an op creation",
                ));
                self.result_variadic(dag, &path);
            }
            Operator::Directive(Directive::Either, id) => {
                self.cx
                    .error(id.span(), "`either` can only be used in the source pattern");
                self.result_args(dag, &path);
            }
            Operator::Directive(Directive::AddBenefit, _) => {
                self.cx.push(
                    dag.error("`addBenefit` can only be used as the last parameter of a pattern"),
                );
            }
            Operator::Constraint(c) => {
                self.cx.error(
                    c.keyword.span(),
                    "an inline `Constraint<…>` can only be used in the additional constraints list",
                );
            }
        }
    }

    /// An op creation or NativeCodeCall on the result side.
    pub(super) fn result_node(&mut self, dag: &Dag, path: NodePath, result: Option<usize>) {
        let (regular, trailing) = dag.split_trailing();
        let first_region = regular.iter().position(|a| a.region_directive().is_some());
        for (i, a) in regular.iter().enumerate() {
            if first_region.is_some_and(|f| i >= f) {
                self.result_region_slot(dag, a, path.child(i));
            } else {
                self.result_arg(a, path.child(i));
            }
        }
        let mut seen_location = false;
        let mut seen_return_type = false;
        for (j, a) in trailing.iter().enumerate() {
            let p = path.child(regular.len() + j);
            let Arg::Dag(d) = a else { continue };
            match d.directive() {
                Some(Directive::Location) => {
                    if seen_location {
                        // DRR #35.
                        self.cx
                            .push(d.error("`location` directive can only be specified once"));
                    }
                    seen_location = true;
                    self.location(d, &p);
                }
                Some(Directive::ReturnType) => {
                    if seen_return_type {
                        // DRR #36.
                        self.cx
                            .push(d.error("`returnType` directive can only be specified once"));
                    }
                    seen_return_type = true;
                    match &dag.operator {
                        Operator::NativeCodeCall(_) => {
                            // DRR #5.
                            self.cx.push(
                                d.error("`NativeCodeCall` cannot have return type specifier"),
                            );
                        }
                        Operator::Path(_) => {
                            self.must_be_op(
                                &path,
                                d.span,
                                "`NativeCodeCall` cannot have return type specifier",
                            );
                            if let Some(r) = result
                                && path.depth() == 0
                            {
                                self.obligations
                                    .push(Obligation::NoReturnTypeOnReplacement {
                                        result: r,
                                        span: d.span,
                                        message: MSG_RETURN_TYPE_ON_REPLACEMENT.to_owned(),
                                    });
                            }
                        }
                        _ => {}
                    }
                    self.return_type(d, &p);
                }
                _ => {}
            }
        }
        if let Some(sym) = &dag.bound
            && !sym.is_ignored()
        {
            let kind = match &dag.operator {
                Operator::NativeCodeCall(n) => {
                    if n.void {
                        self.cx.push(sym.error(format!(
                            "cannot bind symbol '{}' to NativeCodeCallVoid: it returns no value",
                            sym.full_name()
                        )));
                        return;
                    }
                    if let Some(k) = sym.index
                        && k >= n.num_results
                    {
                        self.cx.push(sym.error(format!(
                            "symbol '{}' selects value #{k}, but the NativeCodeCall returns {} value{}",
                            sym.full_name(),
                            n.num_results,
                            if n.num_results == 1 { "" } else { "s" }
                        )));
                        return;
                    }
                    BindingKind::NativeResult {
                        count: n.num_results,
                        selected: sym.index,
                    }
                }
                _ => BindingKind::ResultNode {
                    selected: sym.index,
                },
            };
            let binding = Binding {
                name: sym.name.clone(),
                kind,
                symbol: sym.clone(),
                node: path.clone(),
                constrained: false,
            };
            if let Err(existing) = self.symbols.bind(binding) {
                let what = self.symbols.bindings[existing].kind.describe();
                // DRR #49.
                self.cx.push(sym.error(format!(
                    "symbol '{}' bound more than once (it is already bound to {what})",
                    sym.name
                )));
            }
        }
    }

    /// Resolves the references in every argument of a malformed node.
    pub(super) fn result_args(&mut self, dag: &Dag, path: &NodePath) {
        for (i, a) in dag.args.iter().enumerate() {
            self.result_arg(a, path.child(i));
        }
    }

    pub(super) fn result_arg(&mut self, arg: &Arg, path: NodePath) {
        match arg {
            Arg::Leaf(l) => {
                if let Some(LeafConstraint::NativeCodeCall(n)) = &l.constraint
                    && n.void
                {
                    self.cx.error(
                        n.keyword.span(),
                        "`NativeCodeCallVoid` returns no value and cannot be used as an argument",
                    );
                }
                // `ConstantAttr<…>:$name` in a result is the constant; the
                // name is not a reference (mlir-tblgen's handleOpArgument
                // builds constants before looking at names).
                let is_constant = matches!(&l.constraint, Some(LeafConstraint::Ref(r))
                    if r.args.is_some() && r.name().is_some_and(|n| {
                        n == "ConstantAttr"
                            || n == "ConstantStrAttr"
                            || n == "ConstantEnumCase"
                            || n == "ConstantProp"
                    }));
                if let Some(sym) = &l.symbol
                    && !is_constant
                {
                    self.resolve(sym, &path, RefCtx::Result);
                }
            }
            Arg::Dag(d) => match &d.operator {
                Operator::Path(_) | Operator::NativeCodeCall(_) => {
                    if let Operator::NativeCodeCall(n) = &d.operator
                        && n.void
                    {
                        self.cx.error(
                            n.keyword.span(),
                            "`NativeCodeCallVoid` returns no value and cannot be used as an argument",
                        );
                    }
                    self.result_node(d, path, None)
                }
                Operator::Directive(Directive::ReplaceWithValue, _) => {
                    self.replace_with_value(d, &path)
                }
                Operator::Directive(Directive::Variadic, _) => self.result_variadic(d, &path),
                Operator::Directive(
                    dir @ (Directive::Region
                    | Directive::Block
                    | Directive::AnyOps
                    | Directive::CloneRegion
                    | Directive::InlineRegion
                    | Directive::Replace
                    | Directive::Erase),
                    id,
                ) => self.misplaced_region_directive(*dir, id, d, &path),
                Operator::Directive(Directive::Location, _) => {
                    self.cx.push(d.error(
                        "`location` must be a trailing argument of an op creation (after all the op's arguments)",
                    ));
                    self.location(d, &path);
                }
                Operator::Directive(Directive::ReturnType, _) => {
                    self.cx.push(d.error(
                        "`returnType` must be a trailing argument of an op creation (after all the op's arguments)",
                    ));
                    self.return_type(d, &path);
                }
                Operator::Directive(Directive::Either, id) => {
                    self.cx.error(id.span(), "`either` can only be used in the source pattern");
                    self.result_args(d, &path);
                }
                Operator::Directive(Directive::AddBenefit, _) => {
                    self.cx.push(d.error(
                        "`addBenefit` can only be used as the last parameter of a pattern",
                    ));
                }
                Operator::Constraint(c) => {
                    self.cx.error(
                        c.keyword.span(),
                        "an inline `Constraint<…>` can only be used in the additional constraints list",
                    );
                }
            },
            // DRR #33.
            Arg::Str(_) => self.cx.push(arg.error("raw string not supported as argument")),
            Arg::Int { .. } => self.cx.push(arg.error(
                "unhandled case when rewriting op: an integer is not a pattern argument (write a constant attribute such as `ConstantAttr<I32Attr, \"5\">`)",
            )),
            Arg::Expr(_) => self.cx.push(arg.error(
                "a Rust expression `{…}` can only be used in `returnType` (compute an argument with a NativeCodeCall)",
            )),
            Arg::TypedSymbol { .. } => self.cx.push(arg.error(
                "a typed argument `(returnType …):$x` can only be an argument of a `(block …)` built by a result pattern",
            )),
        }
    }

    fn result_variadic(&mut self, dag: &Dag, path: &NodePath) {
        if let Some(sym) = &dag.bound {
            // DRR #52.
            self.cx.push(sym.error(format!(
                "binding symbol '{}' to non-operation/native code call unsupported right now",
                sym.full_name()
            )));
        }
        for (i, a) in dag.args.iter().enumerate() {
            let p = path.child(i);
            match a {
                Arg::Dag(d)
                    if !matches!(d.operator, Operator::Path(_) | Operator::NativeCodeCall(_)) =>
                {
                    self.cx.push(d.error(format!(
                        "variadic only accepts values and op / NativeCodeCall sub-dags, found {}",
                        d.operator.describe()
                    )));
                    self.result_args(d, &p);
                }
                other => self.result_arg(other, p),
            }
        }
    }

    fn replace_with_value(&mut self, dag: &Dag, path: &NodePath) {
        if let Some(sym) = &dag.bound {
            // DRR #28.
            self.cx
                .push(sym.error("cannot bind symbol to replaceWithValue"));
        }
        if dag.args.len() != 1 {
            // DRR #27.
            self.cx.push(dag.error(format!(
                "replaceWithValue directive must take exactly one argument, found {}",
                dag.args.len()
            )));
        }
        for (i, a) in dag.args.iter().enumerate() {
            match a {
                Arg::Leaf(Leaf {
                    constraint: None,
                    symbol: Some(s),
                }) => self.resolve(s, &path.child(i), RefCtx::Result),
                other => self.cx.push(other.error(format!(
                    "replaceWithValue directive takes a bound symbol `$x`, found {}",
                    other.describe()
                ))),
            }
        }
    }

    fn location(&mut self, dag: &Dag, path: &NodePath) {
        if let Some(sym) = &dag.bound {
            // DRR #30.
            self.cx.push(sym.error("cannot bind symbol to location"));
        }
        if dag.args.is_empty() {
            // DRR #29.
            self.cx
                .push(dag.error("At least one argument to location directive required"));
        }
        let mut seen_string = false;
        for (i, a) in dag.args.iter().enumerate() {
            match a {
                Arg::Leaf(Leaf {
                    constraint: None,
                    symbol: Some(s),
                }) => self.resolve(s, &path.child(i), RefCtx::Result),
                Arg::Str(_) => {
                    if seen_string {
                        // DRR #31.
                        self.cx
                            .push(a.error("Only one string attribute may be specified"));
                    }
                    seen_string = true;
                }
                other => self.cx.push(other.error(format!(
                    "location directive takes bound symbols `$x` and at most one string, found {}",
                    other.describe()
                ))),
            }
        }
    }

    pub(super) fn return_type(&mut self, dag: &Dag, path: &NodePath) {
        if let Some(sym) = &dag.bound {
            self.cx.push(sym.error(format!(
                "binding symbol '{}' to non-operation/native code call unsupported right now: cannot bind symbol to returnType",
                sym.full_name()
            )));
        }
        if dag.args.is_empty() {
            self.cx.push(dag.error(
                "returnType directive requires at least one argument (`$x`, a Rust expression or a NativeCodeCall)",
            ));
        }
        for (i, a) in dag.args.iter().enumerate() {
            let p = path.child(i);
            match a {
                Arg::Leaf(Leaf {
                    constraint: None,
                    symbol: Some(s),
                }) => self.resolve(s, &p, RefCtx::Result),
                Arg::Str(lit) => {
                    if let Err(e) = return_type_expr(lit) {
                        self.cx.error(
                            lit.span(),
                            format!(
                                "the string in `returnType` must hold a Rust expression giving the type(s) (C++ is not supported): {e}"
                            ),
                        );
                    }
                }
                Arg::Expr(_) => {}
                Arg::Dag(d) => match &d.operator {
                    Operator::NativeCodeCall(n) => {
                        if n.void {
                            self.cx.error(
                                n.keyword.span(),
                                "`NativeCodeCallVoid` returns no value and cannot give a return type",
                            );
                        }
                        self.result_node(d, p, None);
                    }
                    Operator::Path(_) => {
                        // DRR #32, if the path turns out to be an op.
                        self.obligations.push(Obligation::MustBeNativeCodeCall {
                            node: p.clone(),
                            span: d.span,
                            message: "nested DAG in `returnType` must be a native code call"
                                .to_owned(),
                        });
                        self.result_node(d, p, None);
                    }
                    _ => {
                        // DRR #32.
                        self.cx.push(d.error(format!(
                            "nested DAG in `returnType` must be a native code call, found {}",
                            d.operator.describe()
                        )));
                        self.result_args(d, &p);
                    }
                },
                other => self.cx.push(other.error(format!(
                    "returnType directive takes `$x`, a Rust expression (`{{…}}` or a string) or a NativeCodeCall DAG, found {}",
                    other.describe()
                ))),
            }
        }
    }
}

/// Names whose template arguments the code generator reads in full: the
/// constants (`ConstantAttr<A, "v">`, …). The standard library's classes
/// are checked against their parameters (`super::lib_args`).
const ARGS_READ_IN_FULL: &[&str] = &[
    "ConstantAttr",
    "ConstantStrAttr",
    "ConstantEnumCase",
    "ConstantProp",
];

/// Rejects template arguments that code generation would drop: a value
/// argument (`HasRankOf<2>`, `Pick<"first">`) of a record other than the
/// constants, and any argument of a DAG operator or of a constraint in the
/// constraints list. The macros evaluate class instances first (see
/// [`crate::tablegen`]: they become hidden items or inline forms), so this
/// is a safety net for direct users of the parser and for library
/// constraints given value arguments: `HasRankOf<2>` and `HasRankOf<3>`
/// never compile to the same check.
fn check_template_args(cx: &Errors, def: &PatternDef) {
    fn value_arg(args: &[TemplateArg]) -> Option<Span> {
        let mut stack: Vec<&TemplateArg> = args.iter().rev().collect();
        while let Some(a) = stack.pop() {
            match a {
                TemplateArg::Ref(_) => {}
                TemplateArg::List { items, .. } => stack.extend(items.iter().rev()),
                TemplateArg::Str(s) => return Some(s.span()),
                TemplateArg::Int { span, .. } => return Some(*span),
                TemplateArg::Float(f) => return Some(f.span()),
                TemplateArg::Bool(b) => return Some(b.span),
                TemplateArg::Expr(e) => return Some(syn::spanned::Spanned::span(e.as_ref())),
            }
        }
        None
    }
    let dropped = |r: &TemplateRef, at: Span| {
        cx.error(
            at,
            format!(
                "the template arguments of `{}` would be ignored: instances of TableGen classes are evaluated by the record-language front end before this check, and library constraints take no value arguments",
                r.display()
            ),
        );
    };
    let lib_ref = |r: &TemplateRef| {
        if let Some(near) = misspelled_lib_name(r) {
            let name = r.display();
            cx.error(
                r.span(),
                format!(
                    "unknown constraint `{name}` (did you mean `{near}`?); a constraint of your own with this name is written with its path (`self::{name}`, or the path it is imported from)"
                ),
            );
            return true;
        }
        let is_lib = super::lib_args::lib_class_of(r).is_some();
        for (at, msg) in super::lib_args::check_lib_ref(r) {
            cx.error(at, msg);
        }
        is_lib
    };
    let leaf_ref = |r: &TemplateRef| {
        if lib_ref(r) {
            return;
        }
        let Some(args) = &r.args else { return };
        let name = r.name().map(|n| n.to_string()).unwrap_or_default();
        if ARGS_READ_IN_FULL.contains(&name.as_str()) {
            return;
        }
        if let Some(at) = value_arg(args) {
            dropped(r, at);
        }
    };
    let operator_ref = |r: &TemplateRef| {
        if let Some(args) = &r.args {
            dropped(r, args.first().map_or_else(|| r.span(), template_arg_span));
        }
    };
    let mut stack: Vec<&Dag> = vec![&def.source];
    stack.extend(&def.results);
    stack.extend(&def.supplemental);
    while let Some(d) = stack.pop() {
        if let Operator::Path(r) = &d.operator {
            operator_ref(r);
        }
        for a in &d.args {
            match a {
                Arg::Dag(inner) => stack.push(inner),
                Arg::Leaf(Leaf {
                    constraint: Some(LeafConstraint::Ref(r)),
                    ..
                }) => leaf_ref(r),
                _ => {}
            }
        }
    }
    for c in &def.constraints {
        if let ConstraintOp::Path(r) = &c.constraint
            && !lib_ref(r)
        {
            operator_ref(r);
        }
    }
}

/// The library constraint one edit away from `r`'s bare name, which
/// neither the library nor the block defines: a typo (rustc, left to
/// resolve it, would say only "cannot find type", the library's names not
/// being in the user's scope). Names of 6 letters or more, as for classes.
fn misspelled_lib_name(r: &TemplateRef) -> Option<&'static str> {
    let p = &r.path;
    if r.args.is_some() || p.leading_colon.is_some() || p.segments.len() != 1 {
        return None;
    }
    misspelled_lib_constraint(&p.segments[0].ident.to_string())
}

/// [`misspelled_lib_name`] of a bare name (also kept out of the imports
/// a rejected pattern's mentions make: it is reported already).
pub(crate) fn misspelled_lib_constraint(name: &str) -> Option<&'static str> {
    let name = name.trim_start_matches("r#");
    if crate::stdlib::is_lib_name(name) || crate::stdlib::is_local(name) {
        return None;
    }
    let library = crate::stdlib::LIB_TYPES
        .iter()
        .chain(crate::stdlib::LIB_ATTRS)
        .chain(crate::stdlib::LIB_CONSTANTS)
        .chain(crate::stdlib::HELPERS)
        .copied();
    crate::tablegen::nearest_name(name, library, 1)
}

/// The span of a template argument's first token.
fn template_arg_span(a: &TemplateArg) -> Span {
    match a {
        TemplateArg::Ref(r) => r.span(),
        TemplateArg::List { span, .. } => *span,
        TemplateArg::Str(s) => s.span(),
        TemplateArg::Int { span, .. } => *span,
        TemplateArg::Float(f) => f.span(),
        TemplateArg::Bool(b) => b.span,
        TemplateArg::Expr(e) => syn::spanned::Spanned::span(e.as_ref()),
    }
}
