//! The checker's rules for drr's extensions beyond DRR: patterns over
//! regions and blocks (`(region …)`, `(block …)`, `(anyOps)`,
//! `(inlineRegion …)`, `(cloneRegion …)`), rewriting matched ops other
//! than the root (`(replace …)`, `(erase …)`) and multi-root patterns.
//!
//! What syntax decides is checked here (see [`crate::pattern`]'s "Regions"
//! section for the design): where each directive may appear, what a
//! `(region …)` / `(block …)` may contain, block arguments before ops and
//! at most one `Variadic<…>` among them, at most one `(anyOps)` per block,
//! a block argument bound twice, a region moved twice, `inlineRegion` as
//! the last result pattern over a single-block region, what `replace` /
//! `erase` may act on, and how each further source DAG of a multi-root
//! pattern is joined to the ones before it. What needs the ops'
//! definitions (which argument positions are regions, terminators,
//! `NoRegionArguments`, single-block region constraints) is checked by the
//! generated code.

use proc_macro2::Span;
use syn::Ident;

use super::ast::*;
use super::check::{Checker, Join, RefCtx, SrcCtx};
use super::symbols::BindingKind;

/// What may be written as the elements of a region.
const REGION_ELEMENTS: &str =
    "a region's elements are its blocks: `$b` (any block, bound), `$_` (any block) or `(block …)`";

impl Checker<'_> {
    // ---------------------------------------------------------------
    // Source: regions and blocks
    // ---------------------------------------------------------------

    /// `(region …)` in the source pattern.
    pub(super) fn source_region(&mut self, dag: &Dag, path: NodePath, ctx: SrcCtx) {
        if ctx != SrcCtx::OpArg {
            let msg = if ctx == SrcCtx::Root {
                "the root of the source pattern must be an op, found a `(region …)`"
            } else {
                "a `(region …)` matches a region of an op: write it as an argument of the op, after the op's arguments"
            };
            self.cx.push(dag.error(msg));
            self.bind_quietly(dag, &path);
            return;
        }
        if let Some(sym) = &dag.bound {
            if sym.index.is_some() {
                self.cx.push(sym.error(format!(
                    "symbol '{}' with trailing index cannot bind to a region",
                    sym.full_name()
                )));
            } else if !sym.is_ignored() {
                self.bind(sym, &path, BindingKind::Region, false);
            }
        }
        for (i, a) in dag.args.iter().enumerate() {
            let p = path.child(i);
            match a {
                Arg::Leaf(Leaf {
                    constraint: None,
                    symbol: Some(sym),
                }) => {
                    if sym.index.is_some() {
                        self.cx.push(sym.error(format!(
                            "symbol '{}' with trailing index cannot bind to a block",
                            sym.full_name()
                        )));
                    } else if !sym.is_ignored() {
                        self.bind(sym, &p, BindingKind::Block, false);
                    }
                }
                Arg::Dag(d) if d.directive() == Some(Directive::Block) => self.source_block(d, p),
                Arg::Dag(d) => {
                    self.cx.push(d.error(format!(
                        "{REGION_ELEMENTS}, found {}",
                        d.operator.describe()
                    )));
                    self.bind_quietly(d, &p);
                }
                other => self
                    .cx
                    .push(other.error(format!("{REGION_ELEMENTS}, found {}", other.describe()))),
            }
        }
    }

    /// `(block …)` in a source `(region …)`: its arguments, then its ops.
    fn source_block(&mut self, dag: &Dag, path: NodePath) {
        if let Some(sym) = &dag.bound {
            if sym.index.is_some() {
                self.cx.push(sym.error(format!(
                    "symbol '{}' with trailing index cannot bind to a block",
                    sym.full_name()
                )));
            } else if !sym.is_ignored() {
                self.bind(sym, &path, BindingKind::Block, false);
            }
        }
        let mut seen_op: Option<Span> = None;
        let mut seen_variadic = false;
        let mut seen_any_ops = false;
        for (i, a) in dag.args.iter().enumerate() {
            let p = path.child(i);
            match a {
                Arg::Leaf(l) => {
                    if seen_op.is_some() {
                        self.cx.push(a.error(
                            "a block's arguments come before its ops: `(block $x, Variadic<AnyType>:$rest, (anyOps), (Op …))`",
                        ));
                        continue;
                    }
                    if l.is_variadic() {
                        if l.variadic_element().is_none() {
                            self.cx.push(a.error(
                                "`Variadic` takes one type constraint: `Variadic<AnyType>:$xs`",
                            ));
                        }
                        if seen_variadic {
                            self.cx.push(a.error(
                                "a block has at most one `Variadic<…>` argument (the arguments it stands for are known only from the others)",
                            ));
                        }
                        seen_variadic = true;
                        if let Some(sym) = &l.symbol {
                            if sym.index.is_some() {
                                self.cx.push(sym.error(format!(
                                    "symbol '{}' with trailing index cannot bind to block arguments",
                                    sym.full_name()
                                )));
                            } else if !sym.is_ignored() {
                                self.bind(sym, &p, BindingKind::BlockArgRange, true);
                            }
                        }
                    } else {
                        self.source_leaf(l, &p, BindingKind::BlockArg);
                    }
                }
                Arg::Dag(d) => {
                    seen_op.get_or_insert(d.span);
                    match d.directive() {
                        Some(Directive::AnyOps) => {
                            if let Some(sym) = &d.bound {
                                self.cx
                                    .push(sym.error("cannot bind a symbol to `(anyOps)`"));
                            }
                            if let Some(extra) = d.args.first() {
                                self.cx.push(extra.error(
                                    "`(anyOps)` takes no arguments: it matches any number of ops",
                                ));
                            }
                            if seen_any_ops {
                                self.cx.push(d.error(
                                    "a block has at most one `(anyOps)`: the ops before it are matched from the block's start, the ops after it from its end",
                                ));
                            }
                            seen_any_ops = true;
                        }
                        _ => self.source_dag(d, p, SrcCtx::BlockOp),
                    }
                }
                other => self.source_bad_arg(other),
            }
        }
    }

    // ---------------------------------------------------------------
    // Source: multi-root patterns
    // ---------------------------------------------------------------

    /// Source DAG `i + 1` of a multi-root pattern.
    pub(super) fn other_source(&mut self, i: usize, dag: &Dag) {
        let path = NodePath::root(Tree::OtherSource(i));
        // The first argument of the DAG's op repeating a symbol bound
        // before it: the op is one of the users of that value.
        let join = dag.args.iter().enumerate().find_map(|(j, a)| match a {
            Arg::Leaf(Leaf {
                symbol: Some(s), ..
            }) if !s.is_ignored()
                && s.index.is_none()
                && self
                    .symbols
                    .get(&s.name)
                    .is_some_and(|b| b.kind.is_source() && b.kind.is_repeatable()) =>
            {
                Some((j, s.clone()))
            }
            _ => None,
        });
        match join {
            Some((arg, symbol)) => self.joins.push(Join {
                source: i,
                arg,
                symbol,
            }),
            None => self.cx.push(dag.error(format!(
                "source pattern #{} of this multi-root pattern is not joined to the ones before it: an argument of its op must repeat a symbol bound before it (`$x`), so that the op is found among the users of that value",
                i + 2
            ))),
        }
        self.source_dag(dag, path, SrcCtx::Root);
    }

    // ---------------------------------------------------------------
    // Result: regions and blocks of built ops
    // ---------------------------------------------------------------

    /// Region argument `arg` of the result node `owner` (the arguments
    /// from its first `(region …)` / `(cloneRegion …)` on).
    pub(super) fn result_region_slot(&mut self, owner: &Dag, arg: &Arg, path: NodePath) {
        let Some(d) = arg.region_directive() else {
            self.cx.push(arg.error(
                "an op's regions come after its arguments: this argument follows a `(region …)`",
            ));
            self.result_arg(arg, path);
            return;
        };
        if !matches!(owner.operator, Operator::Path(_)) {
            self.cx.push(arg.error(format!(
                "only an op can be built with regions, not {}",
                owner.operator.describe()
            )));
        }
        let Arg::Dag(dag) = arg else { return };
        match d {
            Directive::Region => self.result_region(dag, &path),
            _ => self.clone_region(dag, &path),
        }
    }

    /// `(region …)` as a region argument of a built op.
    fn result_region(&mut self, dag: &Dag, path: &NodePath) {
        if let Some(sym) = &dag.bound {
            self.cx.push(sym.error(
                "cannot bind a symbol to a built region (bind the op, or a block matched by the source pattern)",
            ));
        }
        for (i, a) in dag.args.iter().enumerate() {
            let p = path.child(i);
            match a {
                Arg::Leaf(Leaf {
                    constraint: None,
                    symbol: Some(sym),
                }) => self.moved_region_or_block(sym, &p, "moved into a built region"),
                Arg::Dag(d) if d.directive() == Some(Directive::Block) => self.result_block(d, &p),
                other => {
                    self.cx.push(other.error(
                        "a built region's elements are blocks: `$r` / `$b` (a region or block matched by the source pattern, moved here) or `(block …)` (a new block)",
                    ));
                    self.result_arg(other, p);
                }
            }
        }
    }

    /// A region or block of the source pattern, moved (into a built region,
    /// or inlined): resolved, and recorded so that it is moved only once.
    fn moved_region_or_block(&mut self, sym: &Symbol, at: &NodePath, how: &str) {
        let before = self.cx_len();
        self.resolve(sym, at, RefCtx::Result);
        if self.cx_len() != before {
            return;
        }
        let Some(b) = self.symbols.get(&sym.name) else {
            return;
        };
        if !matches!(
            b.kind,
            BindingKind::Region | BindingKind::Block | BindingKind::Argument
        ) {
            let what = b.kind.describe();
            self.cx.push(sym.error(format!(
                "'{}' is bound to {what}: only a region or a block matched by the source pattern can be {how}",
                sym.full_name()
            )));
            return;
        }
        if let Some(first) = self.moved.get(&sym.name) {
            let _ = first;
            self.cx.push(sym.error(format!(
                "region or block '{}' is moved twice: it can be moved into one place only (`(cloneRegion ${})` copies it)",
                sym.name, sym.name
            )));
            return;
        }
        self.moved.insert(sym.name.clone(), sym.span);
    }

    /// `(cloneRegion $x)` as a region argument of a built op.
    fn clone_region(&mut self, dag: &Dag, path: &NodePath) {
        if let Some(sym) = &dag.bound {
            self.cx
                .push(sym.error("cannot bind a symbol to `cloneRegion`"));
        }
        match dag.args.as_slice() {
            [
                Arg::Leaf(Leaf {
                    constraint: None,
                    symbol: Some(sym),
                }),
            ] => {
                self.resolve(sym, &path.child(0), RefCtx::Result);
                if let Some(b) = self.symbols.get(&sym.name)
                    && !matches!(
                        b.kind,
                        BindingKind::Region | BindingKind::Block | BindingKind::Argument
                    )
                {
                    let what = b.kind.describe();
                    self.cx.push(sym.error(format!(
                        "'{}' is bound to {what}: `cloneRegion` copies a region or a block matched by the source pattern",
                        sym.full_name()
                    )));
                }
            }
            _ => self.cx.push(dag.error(
                "`cloneRegion` takes one region or block matched by the source pattern: `(cloneRegion $r)`",
            )),
        }
    }

    /// `(block …)` in a built `(region …)`: typed arguments, then ops.
    fn result_block(&mut self, dag: &Dag, path: &NodePath) {
        if let Some(sym) = &dag.bound {
            self.cx.push(sym.error(
                "cannot bind a symbol to a built block (its arguments and ops can be bound)",
            ));
        }
        let mut seen_op = false;
        for (i, a) in dag.args.iter().enumerate() {
            let p = path.child(i);
            let arg_after_op = |this: &mut Self| {
                this.cx.push(
                    a.error("a block's arguments come before its ops: `(block Index:$i, (Op …))`"),
                );
            };
            match a {
                Arg::Leaf(Leaf {
                    constraint: Some(LeafConstraint::Ref(_)),
                    symbol: Some(sym),
                }) => {
                    if seen_op {
                        arg_after_op(self);
                    }
                    self.bind_block_arg(sym, &p);
                }
                Arg::TypedSymbol { types, symbol } => {
                    if seen_op {
                        arg_after_op(self);
                    }
                    self.return_type(types, &p);
                    self.bind_block_arg(symbol, &p);
                }
                Arg::Leaf(l) => {
                    self.cx.push(syn::Error::new_spanned(
                        l,
                        "an argument of a built block needs a type and a name: `I32:$x` (a buildable type) or `(returnType $v):$x`",
                    ));
                    // Bound anyway: its uses are not reported as unbound.
                    if let Some(sym) = &l.symbol {
                        self.bind_silently(sym, &p, BindingKind::ResultBlockArg);
                    }
                }
                Arg::Dag(d) => {
                    seen_op = true;
                    match &d.operator {
                        Operator::Path(_) | Operator::NativeCodeCall(_) => {
                            self.result_node(d, p, None)
                        }
                        _ => {
                            self.cx.push(d.error(format!(
                                "the ops of a built block are op DAGs `(Op …)`, found {}",
                                d.operator.describe()
                            )));
                            self.result_args(d, &p);
                        }
                    }
                }
                other => {
                    self.result_arg(other, p);
                }
            }
        }
    }

    fn bind_block_arg(&mut self, sym: &Symbol, path: &NodePath) {
        if sym.index.is_some() || sym.is_ignored() {
            self.cx.push(sym.error(format!(
                "an argument of a built block needs a plain name, found '${}'",
                sym.full_name()
            )));
            return;
        }
        self.bind(sym, path, BindingKind::ResultBlockArg, true);
    }

    // ---------------------------------------------------------------
    // Result: inlineRegion, replace, erase
    // ---------------------------------------------------------------

    /// `(inlineRegion $r, values…)` as result pattern `result`.
    pub(super) fn inline_region(&mut self, dag: &Dag, path: &NodePath, result: Option<usize>) {
        match result {
            None => self.cx.push(dag.error(
                "inlineRegion replaces the matched root op: it can only be a result pattern, not a supplemental one",
            )),
            Some(i) if i + 1 != self.def.results.len() => self.cx.push(dag.error(
                "inlineRegion must be the last result pattern: the terminator's operands replace every result of the root",
            )),
            Some(_) => {}
        }
        if let Some(sym) = &dag.bound {
            self.cx
                .push(sym.error("cannot bind symbol to inlineRegion"));
        }
        let mut args = dag.args.iter().enumerate();
        match args.next() {
            Some((
                _,
                Arg::Leaf(Leaf {
                    constraint: None,
                    symbol: Some(sym),
                }),
            )) => {
                let at = path.child(0);
                let before = self.cx_len();
                self.moved_region_or_block(sym, &at, "inlined");
                if self.cx_len() == before
                    && let Some(b) = self.symbols.get(&sym.name)
                    && b.kind == BindingKind::Region
                    && let Some(region) = self.def.dag_at(&b.node)
                    && region.args.len() != 1
                {
                    self.cx.push(sym.error(format!(
                        "inlining a region that may have several blocks: region '{}' is matched with {} block{}, inlineRegion needs exactly one",
                        sym.name,
                        region.args.len(),
                        if region.args.len() == 1 { "" } else { "s" }
                    )));
                }
            }
            Some((_, other)) => self.cx.push(other.error(
                "inlineRegion takes a region or a block matched by the source pattern first: `(inlineRegion $r, $arg0, …)`",
            )),
            None => self.cx.push(dag.error(
                "inlineRegion takes a region or a block matched by the source pattern, then the values of its block's arguments: `(inlineRegion $r, $arg0, …)`",
            )),
        }
        for (i, a) in args {
            match a {
                Arg::Leaf(Leaf {
                    constraint: None,
                    symbol: Some(sym),
                }) => {
                    let before = self.cx_len();
                    self.resolve(sym, &path.child(i), RefCtx::Result);
                    if self.cx_len() == before
                        && let Some(b) = self.symbols.get(&sym.name)
                        && !b.kind.is_source()
                    {
                        self.cx.push(sym.error(format!(
                            "'{}' is bound by a result pattern: the values of the inlined block's arguments must be bound by the source pattern (they are counted before the rewrite starts)",
                            sym.full_name()
                        )));
                    }
                }
                other => self.cx.push(other.error(format!(
                    "the values of the inlined block's arguments are symbols bound by the source pattern (`$x`), found {}",
                    other.describe()
                ))),
            }
        }
    }

    /// `(replace $op, values…)` / `(erase $op)` as a result or supplemental
    /// pattern.
    pub(super) fn replace_or_erase(&mut self, dag: &Dag, path: &NodePath) {
        let erase = dag.directive() == Some(Directive::Erase);
        let name = if erase { "erase" } else { "replace" };
        if let Some(sym) = &dag.bound {
            self.cx
                .push(sym.error(format!("cannot bind symbol to `{name}`")));
        }
        let mut args = dag.args.iter().enumerate();
        match args.next() {
            Some((
                _,
                Arg::Leaf(Leaf {
                    constraint: None,
                    symbol: Some(sym),
                }),
            )) => {
                let before = self.cx_len();
                self.resolve(sym, &path.child(0), RefCtx::Result);
                if self.cx_len() == before
                    && let Some(b) = self.symbols.get(&sym.name)
                {
                    if b.kind != BindingKind::SourceOp || sym.index.is_some() {
                        let what = b.kind.describe();
                        self.cx.push(sym.error(format!(
                            "`{name}` acts on an op matched by the source pattern (`(Op:$x …)`), '{}' is bound to {what}",
                            sym.full_name()
                        )));
                    } else if b.node == NodePath::root(Tree::Source) && !erase {
                        self.cx.push(sym.error(
                            "`replace` acts on matched ops other than the root: the root is replaced by the result patterns (`(erase $root)` erases it instead)",
                        ));
                    } else if b.node == NodePath::root(Tree::Source) && self.erases_root {
                        self.cx
                            .push(sym.error(format!("op '{}' is erased twice", sym.name)));
                    } else if b.node == NodePath::root(Tree::Source) {
                        // The root erased instead of replaced: its results
                        // must be unused (checked while matching).
                        self.erases_root = true;
                    } else if self.removed.contains_key(&sym.name) {
                        self.cx.push(
                            sym.error(format!("op '{}' is replaced or erased twice", sym.name)),
                        );
                    } else {
                        self.removed.insert(sym.name.clone(), sym.span);
                    }
                }
            }
            Some((_, other)) => self.cx.push(other.error(format!(
                "`{name}` takes a matched op first: `({name} $op{})`",
                if erase { "" } else { ", values…" }
            ))),
            None => self.cx.push(dag.error(format!(
                "`{name}` takes a matched op: `({name} $op{})`",
                if erase { "" } else { ", values…" }
            ))),
        }
        for (i, a) in args {
            if erase {
                self.cx.push(a.error(
                    "`erase` takes only the op (to replace its results, write `(replace $op, values…)`)",
                ));
            } else {
                self.result_arg(a, path.child(i));
            }
        }
    }

    /// A region directive where it cannot be.
    pub(super) fn misplaced_region_directive(
        &mut self,
        d: Directive,
        id: &Ident,
        dag: &Dag,
        path: &NodePath,
    ) {
        let msg = match d {
            Directive::Region | Directive::CloneRegion => format!(
                "a `({} …)` can only be a region argument of an op being built, after the op's arguments",
                d.name()
            ),
            Directive::Block => "a `(block …)` can only be an element of a `(region …)`".into(),
            Directive::AnyOps => {
                "`(anyOps)` can only be an entry of a source `(block …)`, among its ops".into()
            }
            Directive::InlineRegion => {
                "`inlineRegion` can only be a top-level result pattern (the last one)".into()
            }
            _ => format!(
                "`{}` can only be a top-level result or supplemental pattern",
                d.name()
            ),
        };
        self.cx.error(id.span(), msg);
        if d != Directive::AnyOps {
            self.result_args(dag, path);
        }
    }

    // ---------------------------------------------------------------
    // Helpers
    // ---------------------------------------------------------------

    /// The innermost `(block …)` strictly enclosing the node at `path`.
    pub(super) fn enclosing_block(&self, path: &NodePath) -> Option<NodePath> {
        (1..path.args.len()).rev().find_map(|k| {
            let prefix = NodePath {
                tree: path.tree,
                args: path.args[..k].to_vec(),
            };
            (self.def.dag_at(&prefix)?.directive() == Some(Directive::Block)).then_some(prefix)
        })
    }

    fn cx_len(&self) -> usize {
        self.cx.len()
    }
}
