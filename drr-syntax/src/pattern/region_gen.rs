//! Code generation for drr's extensions beyond DRR: matching regions and
//! blocks, building ops with regions, `inlineRegion`, `replace` / `erase`
//! of matched ops other than the root, and multi-root patterns (see
//! [`crate::pattern`]'s "Regions" section for the design, and
//! `drr_runtime::pattern`'s region helpers for what the code calls).
//!
//! Matching a region reads its blocks, a block's arguments and its ops into
//! fixed-size arrays (`[BlockId; N]`, `[Value; N]`, `[OpId; N]`) and goes on
//! with the ordinary matching of op arguments, so a fixed shape allocates
//! nothing. Every check that a rewrite could fail on (a region to inline
//! with one block, its argument count, the terminator's operand count;
//! which ops `replace` / `erase` may remove) runs before the rewrite
//! starts. Compile-time checks (the region at a DAG position, terminators,
//! `NoRegionArguments`, single-block regions, region counts) are spanned at
//! the offending DAG.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;

use super::ast::*;
use super::generate::{Gen, Var, lib_path};
use super::lib_args::constraint_type;

impl Gen<'_, '_> {
    // ------------------------------------------------------------------
    // Source: regions and blocks
    // ------------------------------------------------------------------

    /// A `(region …)` at argument `pos` of the matched op `view` (of type
    /// `op_ty`).
    pub(super) fn match_region(&mut self, d: &Dag, view: &Ident, op_ty: &TokenStream, pos: usize) {
        let span = d.span;
        let region = self.fresh("region");
        // At the DAG: an op without a region there is reported there.
        let view_at = Ident::new(&view.to_string(), span);
        self.stmts.push(quote_spanned! {span=>
            let #region = ::drr::pattern::region_at::<_, #pos>(rewriter, #view_at)?;
        });
        self.define(&region);
        if let Some(sym) = &d.bound
            && !sym.is_ignored()
        {
            self.bind_var(sym, &region, None);
        }
        let n = d.args.len();
        let blocks = self.fresh("blocks");
        self.stmts.push(quote! {
            let #blocks = ::drr::pattern::region_blocks::<#n>(rewriter, #view.op(), #region)?;
        });
        let mut first_block = None;
        for (j, a) in d.args.iter().enumerate() {
            let block = self.fresh("block");
            self.stmts.push(quote!(let #block = #blocks[#j];));
            self.define(&block);
            first_block.get_or_insert_with(|| block.clone());
            match a {
                Arg::Leaf(Leaf {
                    symbol: Some(sym), ..
                }) if !sym.is_ignored() => self.bind_var(sym, &block, None),
                Arg::Dag(b) if b.directive() == Some(Directive::Block) => {
                    self.match_block(b, &block, view, op_ty)
                }
                _ => {}
            }
        }
        if n == 1
            && let Some(sym) = &d.bound
            && let Some(b) = first_block
        {
            self.region_block.insert(sym.name.clone(), b);
        }
    }

    /// Binds `sym` to the variable `var` (a region, a block, a value).
    fn bind_var(&mut self, sym: &Symbol, var: &Ident, op_ty: Option<TokenStream>) {
        let id = Self::sym_ident(&sym.name);
        self.stmts.push(quote!(let #id = #var;));
        self.define(&id);
        self.vars.insert(sym.name.clone(), Var { ident: id, op_ty });
    }

    /// A source `(block …)` matched against the block in `block`, a block of
    /// a region of the matched op `owner` (of type `owner_ty`).
    fn match_block(&mut self, d: &Dag, block: &Ident, owner: &Ident, owner_ty: &TokenStream) {
        if let Some(sym) = &d.bound
            && !sym.is_ignored()
        {
            self.bind_var(sym, block, None);
        }
        let first_op = d
            .args
            .iter()
            .position(|a| matches!(a, Arg::Dag(_)))
            .unwrap_or(d.args.len());
        let (args, entries) = d.args.split_at(first_op);
        let leaves: Vec<&Leaf> = args
            .iter()
            .filter_map(|a| match a {
                Arg::Leaf(l) => Some(l),
                _ => None,
            })
            .collect();

        // ---- arguments
        let variadic = leaves.iter().position(|l| l.is_variadic());
        let fixed = leaves.len() - usize::from(variadic.is_some());
        if fixed > 0 {
            // `NoRegionArguments`, at the first argument.
            let at = leaves[0].span();
            let mut n = proc_macro2::Literal::usize_unsuffixed(fixed);
            n.set_span(at);
            let f = Ident::new("region_block_args", at);
            let owner_at = Self::respan(owner_ty.clone(), at);
            self.stmts.push(quote_spanned! {at=>
                ::drr::pattern::#f::<#owner_at, #n>();
            });
        }
        let values: Vec<TokenStream> = match variadic {
            Some(vp) => {
                let (pre, post) = (vp, leaves.len() - vp - 1);
                let (pv, mid, qv) = (
                    self.fresh("argsPre"),
                    self.fresh("argsRange"),
                    self.fresh("argsPost"),
                );
                self.stmts.push(quote! {
                    let (#pv, #mid, #qv) = ::drr::pattern::block_args_around::<#pre, #post>(rewriter, #owner.op(), #block)?;
                });
                (0..leaves.len())
                    .map(|i| {
                        if i < vp {
                            quote!(#pv[#i])
                        } else if i == vp {
                            quote!(#mid.clone())
                        } else {
                            let k = i - vp - 1;
                            quote!(#qv[#k])
                        }
                    })
                    .collect()
            }
            None => {
                let n = leaves.len();
                let av = self.fresh("args");
                self.stmts.push(quote! {
                    let #av = ::drr::pattern::block_args::<#n>(rewriter, #owner.op(), #block)?;
                });
                (0..n).map(|i| quote!(#av[#i])).collect()
            }
        };
        for (i, (l, e)) in leaves.iter().zip(values).enumerate() {
            if l.constraint.is_none() && l.symbol.as_ref().is_some_and(|s| s.is_ignored()) {
                continue;
            }
            let v = self.fresh("blockArg");
            self.stmts.push(quote!(let #v = #e;));
            self.define(&v);
            if l.is_variadic() {
                if let Some(TemplateArg::Ref(t)) = l.variadic_element() {
                    let ty = constraint_type(t);
                    let span = t.span();
                    let m = format!(
                        "block argument #{i} and after failed to satisfy constraint: '{{}}'"
                    );
                    self.stmts.push(quote_spanned! {span=>
                        ::drr::pattern::check_block_arg_range::<#ty>(rewriter, #owner.op(), &#v, |s: &str| ::std::format!(#m, s))?;
                    });
                }
            } else if let Some(LeafConstraint::Ref(r)) = &l.constraint {
                let m = format!("block argument #{i} failed to satisfy constraint: '{{}}'");
                let msg = quote!(|s: &str| ::std::format!(#m, s));
                self.leaf_constraint(r, &v, &quote!(#owner.op()), msg);
            }
            if let Some(sym) = &l.symbol {
                self.bind_value(sym, &v);
            }
        }

        // ---- ops
        let any = entries
            .iter()
            .position(|a| matches!(a, Arg::Dag(x) if x.directive() == Some(Directive::AnyOps)));
        let (head, tail) = match any {
            Some(p) => (&entries[..p], &entries[p + 1..]),
            None => (entries, &entries[..0]),
        };
        let (h, t) = (head.len(), tail.len());
        let (hv, tv) = (self.fresh("headOps"), self.fresh("tailOps"));
        let any_lit = any.is_some();
        self.stmts.push(quote! {
            let (#hv, #tv) = ::drr::pattern::block_ops::<#h, #t>(rewriter, #owner.op(), #block, #any_lit)?;
        });
        let ops = head
            .iter()
            .enumerate()
            .map(|(i, a)| (a, quote!(#hv[#i])))
            .chain(tail.iter().enumerate().map(|(i, a)| (a, quote!(#tv[#i]))));
        let last = entries.last();
        for (a, id) in ops.collect::<Vec<_>>() {
            let Arg::Dag(op) = a else { continue };
            let Operator::Path(tp) = &op.operator else {
                continue;
            };
            self.match_block_op(
                op,
                tp,
                id,
                owner_ty,
                last.is_some_and(|l| std::ptr::eq(l, a)),
            );
        }
    }

    /// An op DAG of a source `(block …)` matched against the op `id`;
    /// `terminator` if it is the block's last entry.
    fn match_block_op(
        &mut self,
        d: &Dag,
        tp: &TemplateRef,
        id: TokenStream,
        owner_ty: &TokenStream,
        terminator: bool,
    ) {
        let path = lib_path(&tp.path);
        let span = d.span;
        let view = format_ident!("castedOp{}", self.counter + 1);
        self.counter += 1;
        let parent_depth = self.depth;
        let depth = parent_depth + 1;
        let at = tp.name_span();
        let matcher = Ident::new("__drr_matcher", at);
        self.stmts.push(quote_spanned! {span=>
            let #view = ::drr::pattern::block_op(#path::#matcher, rewriter, #id, &mut matched_ops, #depth)?;
        });
        self.define(&view);
        if terminator {
            let msg = format!(
                "the last op of a `(block …)` is its terminator, and `{}` is not a terminator (`Terminator` trait); end the block with `(anyOps)` to match any ops there",
                tp.display()
            );
            self.stmts.push(quote_spanned! {span=>
                const _: () = ::core::assert!(
                    ::drr::pattern::is_terminator::<#path>() || ::drr::pattern::has_no_terminator::<#owner_ty>(),
                    #msg
                );
            });
        }
        if let Some(sym) = &d.bound
            && !sym.is_ignored()
        {
            self.bind_var(sym, &view, Some(path.clone()));
        }
        self.depth = depth;
        self.match_op_args(d, &view, &path);
        self.depth = parent_depth;
    }

    // ------------------------------------------------------------------
    // Source: multi-root patterns
    // ------------------------------------------------------------------

    /// The further source DAGs of a multi-root pattern, each found among
    /// the users of its joining value (first match wins).
    pub(super) fn match_other_sources(&mut self) {
        let def = self.p.def;
        let joins = self.p.joins.clone();
        for join in &joins {
            let Some(d) = def.other_sources.get(join.source) else {
                continue;
            };
            let Operator::Path(tp) = &d.operator else {
                continue;
            };
            let ty = lib_path(&tp.path);
            let anchor = self.sym_match(&join.symbol);
            let span = join.symbol.span;
            let anchor_at = quote_spanned!(span=> &#anchor);
            // The DAG's matching, in a closure tried on each candidate.
            let outer = std::mem::take(&mut self.stmts);
            let outer_repeats = std::mem::take(&mut self.repeats);
            let outer_depth = self.depth;
            self.depth = 0;
            self.scope_vars.push(Vec::new());
            let view = format_ident!("castedOp{}", self.counter + 1);
            self.counter += 1;
            self.stmts.push(quote! {
                let #view: #ty = ::drr::pattern::other_root::<#ty>(rewriter, candidate)?;
                matched_ops.push(candidate);
            });
            self.define(&view);
            if let Some(sym) = &d.bound
                && !sym.is_ignored()
            {
                self.bind_var(sym, &view, Some(ty.clone()));
            }
            self.match_op_args(d, &view, &ty);
            // Repeated names compared inside: a candidate whose joining
            // operand differs is skipped.
            let repeats = std::mem::replace(&mut self.repeats, outer_repeats);
            for (name, alt, var) in &repeats {
                let check = self.repeat_check(name, alt, var);
                self.stmts.push(check);
            }
            self.depth = outer_depth;
            let defined = self.scope_vars.pop().unwrap_or_default();
            let inner = std::mem::replace(&mut self.stmts, outer);
            let f = self.fresh("otherRoot");
            let n = join.source + 2;
            self.stmts.push(quote! {
                let #f = |rewriter: &mut ::drr::rewrite::PatternRewriter<'_>, candidate: ::drr::OpId| {
                    let mut matched_ops = ::drr::pattern::MatchedOps::new();
                    #(#inner)*
                    ::core::result::Result::<_, ::drr::MatchFailure>::Ok(((#(#defined,)*), matched_ops))
                };
                let mut cursor = ::drr::pattern::UserCursor::new(rewriter.ctx(), #anchor_at);
                let ((#(#defined,)*), other_ops) = loop {
                    match cursor.next_user(rewriter.ctx(), &matched_ops) {
                        ::core::option::Option::Some(c) => {
                            if let ::core::result::Result::Ok(m) = #f(rewriter, c) {
                                break m;
                            }
                        }
                        ::core::option::Option::None => {
                            return ::core::result::Result::Err(::drr::pattern::no_other_root(rewriter, op0, #n));
                        }
                    }
                };
                matched_ops.extend(other_ops);
            });
            for v in &defined {
                self.define(v);
            }
        }
    }

    // ------------------------------------------------------------------
    // Checks before the rewrite
    // ------------------------------------------------------------------

    /// The top-level `replace` / `erase` patterns (results, then
    /// supplemental ones), in order.
    fn removals(def: &PatternDef) -> Vec<&Dag> {
        def.results
            .iter()
            .chain(&def.supplemental)
            .filter(|d| matches!(d.directive(), Some(Directive::Replace | Directive::Erase)))
            .collect()
    }

    /// The first argument of a directive, as a symbol.
    fn first_symbol(d: &Dag) -> Option<&Symbol> {
        match d.args.first() {
            Some(Arg::Leaf(Leaf {
                symbol: Some(s), ..
            })) => Some(s),
            _ => None,
        }
    }

    /// `inlineRegion` planned and `replace` / `erase` checked, before the
    /// rewrite.
    pub(super) fn pre_rewrite_checks(&mut self) {
        let def = self.p.def;
        if let Some(d) = def
            .results
            .last()
            .filter(|d| d.directive() == Some(Directive::InlineRegion))
            && let Some(sym) = Self::first_symbol(d)
        {
            let args = format_ident!("inlineArgs");
            self.stmts
                .push(quote!(let mut #args = ::drr::pattern::Values::new();));
            for a in d.args.iter().skip(1) {
                if let Arg::Leaf(Leaf {
                    symbol: Some(s), ..
                }) = a
                {
                    let e = self.sym_match(s);
                    // At `$x` if it is no value.
                    let (local, r) =
                        super::generate::spanned_ref("__drr_inline_arg", s.span, s.ident.span());
                    self.stmts.push(quote! {
                        {
                            let #local = &#e;
                            ::drr::pattern::push_values(rewriter.ctx(), &mut #args, #r);
                        }
                    });
                }
            }
            let region = match self.region_block.get(&sym.name) {
                Some(b) => quote!(#b),
                None => self.sym_match(sym),
            };
            let region = Self::respan(region, sym.span);
            let plan = format_ident!("inlinePlan");
            let f = Ident::new("plan_inline", sym.span);
            self.stmts.push(quote_spanned! {sym.span=>
                let #plan = ::drr::pattern::#f(rewriter, op0, #region, &#args)?;
            });
            self.inline_plan = Some(plan);
        }
        if self.p.erases_root {
            self.stmts.push(quote! {
                ::drr::pattern::check_root_unused(rewriter, op0)?;
            });
        }
        let removals: Vec<(Symbol, bool)> = Self::removals(def)
            .into_iter()
            .filter_map(|d| {
                Self::first_symbol(d).map(|s| (s.clone(), d.directive() == Some(Directive::Erase)))
            })
            .filter(|(s, _)| !self.is_root_symbol(s))
            .collect();
        if removals.is_empty() {
            return;
        }
        let ops: Vec<TokenStream> = removals
            .iter()
            .map(|(s, _)| {
                let e = self.sym_match(s);
                quote!(::drr::pattern::op_of(&#e))
            })
            .collect();
        self.stmts.push(quote! {
            let removed_ops = [op0, #(#ops),*];
        });
        for (s, erase) in &removals {
            let e = self.sym_match(s);
            let f = Ident::new("check_removable", s.span);
            self.stmts.push(quote_spanned! {s.span=>
                ::drr::pattern::#f(rewriter, op0, &#e, #erase, &removed_ops)?;
            });
        }
    }

    /// True if `sym` names the root (`(Op:$root …)` of the source).
    fn is_root_symbol(&self, sym: &Symbol) -> bool {
        self.p
            .symbols
            .get(&sym.name)
            .is_some_and(|b| b.node == NodePath::root(Tree::Source))
    }

    /// Re-spans `tokens` (the first token carries the span of a failed
    /// trait bound).
    fn respan(tokens: TokenStream, span: Span) -> TokenStream {
        tokens
            .into_iter()
            .map(|mut t| {
                t.set_span(span);
                t
            })
            .collect()
    }

    // ------------------------------------------------------------------
    // Rewrite
    // ------------------------------------------------------------------

    /// True if the rewrite moves, builds or inlines regions, or removes
    /// other ops: the result op then never takes over the root's results
    /// (the root must stay until its regions have moved).
    pub(super) fn rewrites_regions(&self) -> bool {
        fn has_regions(d: &Dag) -> bool {
            d.args.iter().any(|a| match a {
                Arg::Dag(x) => x.directive().is_some_and(|k| k.is_region()) || has_regions(x),
                _ => false,
            })
        }
        let def = self.p.def;
        def.results.iter().chain(&def.supplemental).any(|d| {
            matches!(
                d.directive(),
                Some(Directive::InlineRegion | Directive::Replace | Directive::Erase)
            ) || has_regions(d)
        })
    }

    /// The `inlineRegion` result pattern: the planned block inlined before
    /// the root, the terminator's operands added to the replacement.
    pub(super) fn inline_rewrite(&mut self, _d: &Dag) {
        if let Some(plan) = &self.inline_plan {
            self.stmts.push(quote! {
                ::drr::pattern::inline_planned(&mut builder, &#plan, &inlineArgs, &mut replacement)?;
            });
        }
    }

    /// The regions of the built op in `v` (of path `tp`).
    pub(super) fn build_regions(&mut self, tp: &TemplateRef, v: &Ident, regions: &[Arg]) {
        let path = lib_path(&tp.path);
        let r = regions.len();
        let at = regions.first().map_or_else(|| tp.span(), Arg::span);
        let mut n = proc_macro2::Literal::usize_unsuffixed(r);
        n.set_span(at);
        let f = Ident::new("__drr_num_regions", at);
        self.stmts.push(quote_spanned! {at=>
            #path::#f::<#n>();
        });
        for (k, a) in regions.iter().enumerate() {
            let Arg::Dag(d) = a else { continue };
            let reg = self.fresh("builtRegion");
            self.stmts.push(quote! {
                let #reg = ::drr::pattern::built_region(&builder, &#v, #k)?;
            });
            match d.directive() {
                Some(Directive::CloneRegion) => {
                    if let Some(sym) = Self::first_symbol(d) {
                        let e = Self::respan(self.sym_build(sym), sym.span);
                        let f = Ident::new("clone_into", sym.span);
                        self.stmts.push(quote_spanned! {sym.span=>
                            ::drr::pattern::#f(&mut builder, #e, #reg)?;
                        });
                    }
                }
                _ => {
                    for el in &d.args {
                        match el {
                            Arg::Leaf(Leaf {
                                symbol: Some(sym), ..
                            }) => {
                                let e = Self::respan(self.sym_build(sym), sym.span);
                                let f = Ident::new("move_into", sym.span);
                                self.stmts.push(quote_spanned! {sym.span=>
                                    ::drr::pattern::#f(&mut builder, #e, #reg)?;
                                });
                            }
                            Arg::Dag(b) => self.build_block(b, &reg, &path),
                            _ => {}
                        }
                    }
                }
            }
        }
    }

    /// A `(block …)` built at the end of region `reg` of an op of type
    /// `owner_ty`: typed arguments, then its ops created in order inside it.
    fn build_block(&mut self, d: &Dag, reg: &Ident, owner_ty: &TokenStream) {
        let types = self.fresh("blockTypes");
        self.stmts
            .push(quote!(let mut #types = ::drr::pattern::TypeList::new();));
        let first_op = d
            .args
            .iter()
            .position(|a| matches!(a, Arg::Dag(_)))
            .unwrap_or(d.args.len());
        let (args, ops) = d.args.split_at(first_op);
        // (symbol, start variable, the single `returnType` argument).
        let mut binds: Vec<(Symbol, Ident, Option<Ident>)> = Vec::new();
        let mut fixed = 0usize;
        for a in args {
            let start = self.fresh("argStart");
            self.stmts.push(quote!(let #start = #types.len();));
            match a {
                Arg::Leaf(Leaf {
                    constraint: Some(LeafConstraint::Ref(r)),
                    symbol: Some(sym),
                }) => {
                    fixed += 1;
                    let ty = constraint_type(r);
                    let span = r.span();
                    let f = Ident::new("buildable_type", span);
                    self.stmts.push(quote_spanned! {span=>
                        #types.push(::drr::pattern::#f::<#ty>(&mut builder));
                    });
                    binds.push((sym.clone(), start, None));
                }
                Arg::TypedSymbol { types: rt, symbol } => {
                    let mut single = None;
                    for ra in &rt.args {
                        let e = match ra {
                            Arg::Leaf(Leaf {
                                symbol: Some(s), ..
                            }) => self.sym_build(s),
                            Arg::Str(s) => match super::check::return_type_expr(s) {
                                Ok(e) => {
                                    quote_spanned!(s.span()=> { let builder = &mut builder; #e })
                                }
                                Err(_) => continue,
                            },
                            Arg::Expr(e) => quote!({ let builder = &mut builder; #e }),
                            Arg::Dag(nd) => {
                                let r = self.result_dag(nd, &quote!(::drr::pattern::Nested), false);
                                quote!(#r)
                            }
                            _ => continue,
                        };
                        let t = self.fresh("argType");
                        self.stmts.push(quote! {
                            let #t = #e;
                            ::drr::pattern::push_types(&builder, &mut #types, &#t);
                        });
                        single = Some(t);
                    }
                    if rt.args.len() != 1 {
                        single = None;
                    }
                    binds.push((symbol.clone(), start, single));
                }
                _ => {}
            }
        }
        if fixed > 0 && fixed == args.len() {
            let at = args[0].span();
            let mut n = proc_macro2::Literal::usize_unsuffixed(fixed);
            n.set_span(at);
            let f = Ident::new("region_block_args", at);
            let owner_at = Self::respan(owner_ty.clone(), at);
            self.stmts.push(quote_spanned! {at=>
                ::drr::pattern::#f::<#owner_at, #n>();
            });
        }
        let block = self.fresh("builtBlock");
        self.stmts.push(quote! {
            let #block = ::drr::pattern::create_block(&mut builder, #reg, &#types)?;
        });
        for (i, (sym, start, single)) in binds.iter().enumerate() {
            let next = binds.get(i + 1).map(|(_, s, _)| quote!(#s));
            let end = next.unwrap_or_else(|| quote!(#types.len()));
            let id = Self::sym_ident(&sym.name);
            let e = match single {
                Some(t) => {
                    quote!(::drr::pattern::typed_block_args(&builder, #block, #start, &#t))
                }
                None if matches!(args[i], Arg::Leaf(_)) => {
                    quote!(::drr::pattern::block_arg(&builder, #block, #start))
                }
                None => {
                    quote!(::drr::pattern::block_arg_range(&builder, #block, #start, #end - #start))
                }
            };
            self.stmts.push(quote!(let #id = #e;));
            self.vars.insert(
                sym.name.clone(),
                Var {
                    ident: id,
                    op_ty: None,
                },
            );
        }
        let saved = self.fresh("savedPoint");
        self.stmts.push(quote! {
            let #saved = ::drr::pattern::enter_block(&mut builder, #block)?;
        });
        for (i, a) in ops.iter().enumerate() {
            let Arg::Dag(op) = a else { continue };
            let v = self.result_dag(op, &quote!(::drr::pattern::Nested), false);
            self.stmts.push(quote!(let _ = &#v;));
            if i + 1 == ops.len()
                && let Operator::Path(tp) = &op.operator
            {
                let path = lib_path(&tp.path);
                let span = op.span;
                let msg = format!(
                    "the last op of a `(block …)` is its terminator, and `{}` is not a terminator (`Terminator` trait)",
                    tp.display()
                );
                self.stmts.push(quote_spanned! {span=>
                    const _: () = ::core::assert!(
                        ::drr::pattern::is_terminator::<#path>() || ::drr::pattern::has_no_terminator::<#owner_ty>(),
                        #msg
                    );
                });
            }
        }
        self.stmts.push(quote! {
            ::drr::pattern::leave_block(&mut builder, #saved);
        });
    }

    /// The `(replace $op, values…)` patterns, in order.
    pub(super) fn replace_others(&mut self) {
        let def = self.p.def;
        let replaces: Vec<&Dag> = Self::removals(def)
            .into_iter()
            .filter(|d| d.directive() == Some(Directive::Replace))
            .collect();
        for d in replaces {
            let Some(sym) = Self::first_symbol(d) else {
                continue;
            };
            let vals = self.fresh("replaceValues");
            self.stmts
                .push(quote!(let mut #vals = ::drr::pattern::Values::new();));
            for a in d.args.iter().skip(1) {
                let e = self.result_arg(a);
                // At the argument if it is no value.
                let (t, r) =
                    super::generate::spanned_ref("__drr_replace_value", a.span(), a.end_span());
                self.stmts.push(quote! {
                    {
                        let #t = &#e;
                        ::drr::pattern::push_values(&builder, &mut #vals, #r);
                    }
                });
            }
            let e = self.sym_build(sym);
            self.stmts.push(quote! {
                ::drr::pattern::replace_other(&mut builder, &#e, &#vals)?;
            });
        }
    }

    /// The `(erase $op)` patterns of ops other than the root, in order.
    pub(super) fn erase_others(&mut self) {
        let def = self.p.def;
        let erases: Vec<&Dag> = Self::removals(def)
            .into_iter()
            .filter(|d| d.directive() == Some(Directive::Erase))
            .collect();
        for d in erases {
            if let Some(sym) = Self::first_symbol(d)
                && !self.is_root_symbol(sym)
            {
                let e = self.sym_build(sym);
                self.stmts.push(quote! {
                    ::drr::pattern::erase_other(&mut builder, &#e)?;
                });
            }
        }
    }
}
