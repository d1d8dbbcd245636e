//! Code generation of result patterns (step 2 of `match_and_rewrite`, see
//! the `generate` module docs): each result DAG built bottom-up into a
//! local, its arguments (bound symbols, constants, NativeCodeCalls,
//! `(variadic …)` packs), the `location` and `returnType` directives.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::Ident;

use super::ast::*;
use super::generate::{
    Gen, Var, cached_constant, is_lib_constraint, is_null_unit_constant, lib_path, slot_call,
    spanned_ref,
};
use super::lib_args::constraint_type;

impl Gen<'_, '_> {
    // ------------------------------------------------------------------
    // Result patterns
    // ------------------------------------------------------------------

    /// Builds the result DAG `d` in `role`; returns the variable holding
    /// its value.
    pub(super) fn result_dag(&mut self, d: &Dag, role: &TokenStream, top: bool) -> Ident {
        match &d.operator {
            Operator::Directive(Directive::ReplaceWithValue, _) => {
                let v = self.fresh("value");
                let e = match d.args.first() {
                    Some(Arg::Leaf(Leaf {
                        symbol: Some(s), ..
                    })) => self.sym_build(s),
                    _ => quote!(::core::compile_error!("replaceWithValue takes a symbol")),
                };
                self.stmts.push(quote!(let #v = #e;));
                v
            }
            Operator::Directive(Directive::Variadic, _) => {
                let v = self.fresh("variadicValues");
                self.stmts
                    .push(quote!(let mut #v = ::drr::pattern::Values::new();));
                for a in &d.args {
                    let e = self.result_arg(a);
                    // An element that is no value is reported at it (the
                    // whole `$x`: the argument's `&` at its first token,
                    // the local at its last).
                    let (local, r) = spanned_ref("__drr_element", a.span(), a.end_span());
                    self.stmts.push(quote! {
                        {
                            let #local = &#e;
                            ::drr::pattern::push_values(&builder, &mut #v, #r);
                        }
                    });
                }
                v
            }
            Operator::Path(_) | Operator::NativeCodeCall(_) => self.result_node(d, role, top),
            _ => {
                let v = self.fresh("invalid");
                self.stmts.push(quote!(let #v = ();));
                v
            }
        }
    }

    pub(super) fn result_node(&mut self, d: &Dag, role: &TokenStream, _top: bool) -> Ident {
        let (regular, trailing) = d.split_trailing();
        // The op's regions: from the first `(region …)` / `(cloneRegion …)`
        // on (built once the op exists).
        let first_region = regular
            .iter()
            .position(|a| a.region_directive().is_some())
            .unwrap_or(regular.len());
        let (regular, regions) = regular.split_at(first_region);
        // Each argument is evaluated into a local first (in order), so an
        // argument that needs the builder (a constant, a NativeCodeCall
        // leaf) does not borrow it while the call below does.
        let args: Vec<TokenStream> = regular
            .iter()
            .map(|a| {
                let e = self.result_arg(a);
                let t = self.fresh("operand");
                self.stmts.push(quote!(let #t = #e;));
                // Re-spanned at the argument: a value that does not fit
                // its slot is reported there.
                let t = Ident::new(&t.to_string(), a.span());
                quote!(#t)
            })
            .collect();
        // Trailing directives.
        let mut loc = None;
        let mut types = None;
        for t in trailing {
            let Arg::Dag(td) = t else { continue };
            match td.directive() {
                Some(Directive::Location) => loc = Some(self.location(td)),
                Some(Directive::ReturnType) => types = Some(self.return_types(td)),
                _ => {}
            }
        }
        if let Some(l) = &loc {
            self.stmts.push(quote!(builder.set_loc(#l);));
        }
        let v = match &d.bound {
            Some(s) if !s.is_ignored() => Self::sym_ident(&s.name),
            _ => self.fresh("node"),
        };
        let span = d.span;
        let types_expr = match &types {
            Some(t) => quote!(&#t),
            None => quote!(&[]),
        };
        let role = if types.is_some() {
            quote!(::drr::pattern::Explicit)
        } else {
            role.clone()
        };
        match &d.operator {
            Operator::Path(tp) => {
                let path = lib_path(&tp.path);
                let pending = self.fresh("pending");
                // DRR #37, before the call (whose own arity error counts
                // the builder).
                let at = tp.name_span();
                let mut n = proc_macro2::Literal::usize_unsuffixed(args.len());
                n.set_span(at);
                let num_args = Ident::new("__drr_num_args", at);
                let gate_v = self.fresh("gate");
                let gate = quote_spanned! {at=> #path::#num_args::<#n, _>()};
                self.stmts.push(quote!(let #gate_v = #gate;));
                // DRR #32, at the nested DAG: an op in `returnType` closes
                // the gate (its arguments and call report nothing more).
                if let Some(at) = self.must_be_native(d) {
                    let g = Ident::new(&gate_v.to_string(), at);
                    self.stmts.push(quote_spanned! {at=>
                        let #gate_v = ::drr::pattern::return_type_node(#g);
                    });
                }
                // Each argument checked against its slot, at the argument
                // (DRR #32, #40, #43, #56): it becomes a `Filled` slot, which
                // `__drr_build` takes without a bound, so the call below
                // does not report it again.
                for (i, (t, a)) in args.iter().zip(regular.iter()).enumerate() {
                    let call = slot_call(i, &gate_v, t, a.span(), a.end_span());
                    self.stmts.push(quote_spanned! {a.span()=>
                        let #t = #call;
                    });
                }
                // The pending op at the node too: a node that cannot be
                // finished in its role (#56) is reported once, there.
                let pending = Ident::new(&pending.to_string(), span);
                // The call gated by the count: after a failed count check
                // (DRR #37) it is not checked against the wrong count again.
                self.stmts.push(quote_spanned! {span=>
                    let #pending = ::drr::pattern::gated(#path::__drr_build, #gate_v)(&mut builder, #(#args),*);
                    let #v = ::drr::pattern::Finish::<#role>::finish(#pending, &mut builder, #types_expr)?;
                });
            }
            Operator::NativeCodeCall(n) => {
                let call = crate::native::inline_call(&n.expr, &args);
                self.stmts.push(quote_spanned! {span=>
                    let #v = #call;
                });
            }
            _ => {}
        }
        if loc.is_some() {
            self.stmts.push(quote!(builder.set_loc(default_loc);));
        }
        if !regions.is_empty()
            && let Operator::Path(tp) = &d.operator
        {
            self.build_regions(tp, &v, regions);
        }
        if let Some(s) = &d.bound
            && !s.is_ignored()
        {
            self.vars.insert(
                s.name.clone(),
                Var {
                    ident: v.clone(),
                    op_ty: None,
                },
            );
        }
        v
    }

    /// The expression for a result argument.
    pub(super) fn result_arg(&mut self, a: &Arg) -> TokenStream {
        match a {
            Arg::Leaf(l) => match (&l.constraint, &l.symbol) {
                (None, Some(s)) => self.sym_build(s),
                (Some(LeafConstraint::NativeCodeCall(n)), Some(s)) => {
                    let e = self.sym_build(s);
                    crate::native::inline_call(&n.expr, &[e])
                }
                (Some(LeafConstraint::Ref(r)), _) if is_null_unit_constant(r) => {
                    // `ConstantAttr<UnitAttr, "false">`: ODS's constant
                    // builder gives the null attribute, leaving the
                    // argument absent.
                    quote_spanned!(r.span()=> ::core::option::Option::<::drr::Attribute>::None)
                }
                (Some(LeafConstraint::Ref(r)), Some(_))
                    if let Some((items, build)) = self.inline_constant_parts(r) =>
                {
                    // `ConstantAttr<…>:$name` in a result: the constant (the
                    // name is ignored, as in mlir-tblgen's handleOpArgument).
                    let get = cached_constant(quote!(|ctx: &mut ::drr::Context| #build));
                    quote!({ #items #get })
                }
                (Some(LeafConstraint::Ref(r)), Some(s)) if is_lib_constraint(r) => {
                    // DRR #34: `I32Attr:$a` in a result.
                    let msg = format!(
                        "unhandled case when rewriting op: the constraint `{}` cannot be used in a result pattern (write `${}`)",
                        r.display(),
                        s.full_name()
                    );
                    quote_spanned!(r.span()=> ::core::compile_error!(#msg))
                }
                (Some(LeafConstraint::Ref(r)), Some(s)) => {
                    // A NativeCodeCall record applied to the symbol: its
                    // one argument checked as a DAG argument's is.
                    let e = self.sym_build(s);
                    let path = &r.path;
                    let end = s.ident.span();
                    let arg = slot_call(0, &Ident::new("gate", r.span()), &e, r.span(), end);
                    quote!({
                        let gate = #path::__drr_num_args::<1, _>();
                        let arg = #arg;
                        ::drr::pattern::gated(#path::__drr_build, gate)(&mut builder, arg)
                    })
                }
                (Some(LeafConstraint::Ref(r)), None) => {
                    if let Some((items, build)) = self.inline_constant_parts(r) {
                        let get = cached_constant(quote!(|ctx: &mut ::drr::Context| #build));
                        quote!({ #items #get })
                    } else {
                        let path = constraint_type(r);
                        cached_constant(
                            quote_spanned!(r.span()=> ::drr::pattern::constant::<#path>),
                        )
                    }
                }
                _ => quote!(::core::compile_error!("unsupported result leaf")),
            },
            Arg::Dag(d) => {
                let v = self.result_dag(d, &quote!(::drr::pattern::Nested), false);
                match &d.bound {
                    // `(X:$name__N …)` nested: only its value N is passed.
                    Some(s)
                        if s.index.is_some()
                            && matches!(
                                d.operator,
                                Operator::Path(_) | Operator::NativeCodeCall(_)
                            ) =>
                    {
                        let k = s.index.unwrap_or(0);
                        quote!(::drr::pattern::pack_at::<_, #k>(&builder, &#v))
                    }
                    _ => quote!(#v),
                }
            }
            _ => quote!(::core::compile_error!("unsupported result argument")),
        }
    }

    pub(super) fn location(&mut self, d: &Dag) -> Ident {
        let mut locs = Vec::new();
        let mut name = quote!(::core::option::Option::None);
        for a in &d.args {
            match a {
                Arg::Leaf(Leaf {
                    symbol: Some(s), ..
                }) => {
                    let e = self.sym_build(s);
                    // At the symbol (`$x`, both tokens) if it has no
                    // location.
                    let (local, r) = spanned_ref("__drr_located", s.span, s.ident.span());
                    locs.push(quote!({
                        let #local = &#e;
                        ::drr::pattern::loc_of(#r, &builder)
                    }));
                }
                Arg::Str(s) => name = quote!(::core::option::Option::Some(#s)),
                _ => {}
            }
        }
        let v = self.fresh("loc");
        self.stmts.push(quote! {
            let #v = {
                let locs = [#(#locs),*];
                ::drr::pattern::location_directive(&mut builder, &locs, #name)
            };
        });
        v
    }

    pub(super) fn return_types(&mut self, d: &Dag) -> Ident {
        let v = self.fresh("types");
        self.stmts
            .push(quote!(let mut #v = ::drr::pattern::TypeList::new();));
        for a in &d.args {
            let e = match a {
                Arg::Leaf(Leaf {
                    symbol: Some(s), ..
                }) => self.sym_build(s),
                Arg::Str(s) => match super::check::return_type_expr(s) {
                    Ok(e) => quote_spanned!(s.span()=> { let builder = &mut builder; #e }),
                    Err(_) => quote!(::core::compile_error!("bad returnType expression")),
                },
                Arg::Expr(e) => quote!({ let builder = &mut builder; #e }),
                Arg::Dag(nd) => {
                    let r = self.result_dag(nd, &quote!(::drr::pattern::Nested), false);
                    quote!(#r)
                }
                _ => continue,
            };
            // Something that gives no types is reported at the argument
            // (the argument's `&` at its first token, the local at its
            // last).
            let (t, r) = spanned_ref("__drr_return_type", a.span(), a.end_span());
            self.stmts.push(quote! {
                {
                    let #t = &#e;
                    ::drr::pattern::push_types(&builder, &mut #v, #r);
                }
            });
        }
        v
    }
}
