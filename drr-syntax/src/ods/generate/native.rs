//! Items of `NativeCodeCall`, `NativeCodeCallVoid` and `Constraint`
//! records: a module per record holding the user's closure as a fn with
//! the signature its uses need (read from the closure's parameter and
//! return types where written), and a marker type implementing
//! `NativeCodeCall` or `Constraint` that patterns name.

use super::*;

pub(super) fn native(n: &NativeModel) -> TokenStream {
    let name = &n.name;
    let name_str = name.to_string();
    let user_docs = docs(&n.docs);
    let (heading, marker_impl, fn_name) = match (n.results, &n.summary) {
        (None, summary) => {
            let summary = summary
                .clone()
                .unwrap_or_else(|| syn::LitStr::new(&name_str, name.span()));
            (
                format!(" `Constraint` `{name}`: {}.", summary.value()),
                quote!(impl ::drr::ods::Constraint for Def {
                    const NAME: &'static str = #name_str;
                    const SUMMARY: &'static str = #summary;
                }),
                format_ident!("check"),
            )
        }
        (Some(k), _) => (
            format!(" `NativeCodeCall` `{name}` returning {k} value(s)."),
            quote!(impl ::drr::ods::NativeCodeCall for Def {
                const NAME: &'static str = #name_str;
                const NUM_RESULTS: usize = #k;
            }),
            format_ident!("call"),
        ),
    };
    let is_constraint = n.results.is_none();
    let num_values = n.results.unwrap_or(0);
    // A NativeCodeCall closure's parameters are known: the pattern's
    // argument count is checked at the record's name, and each argument
    // against its parameter at the argument (the callee is the record's
    // `NativeCodeCall` marker). A fn path's are rustc's business (the
    // callee is `NativeFn`).
    let checked_args = match &n.body {
        NativeBody::Closure(c) if !is_constraint => native_signature(&name_str, c),
        _ => None,
    };
    let checked = checked_args.is_some();
    let pattern_items = if is_constraint {
        let summary = n
            .summary
            .clone()
            .unwrap_or_else(|| syn::LitStr::new(&name_str, name.span()));
        let args = match &n.body {
            // The closure's entities (after the context): the pattern's
            // count is checked against them at the constraint's name
            // (DRR #21), and the `check` call is gated by it (no E0061).
            NativeBody::Closure(c) => {
                let def = c.inputs.len().saturating_sub(1);
                let message = format!(
                    "constraint `{name_str}` requires exactly {def} argument{}, the pattern gives {{PAT}}",
                    if def == 1 { "" } else { "s" }
                );
                let label = format!(
                    "`{name_str}` constrains {def} entit{}, the pattern gives {{PAT}}",
                    if def == 1 { "y" } else { "ies" }
                );
                quote! {
                    /// The number of entities the pattern gives `PAT`
                    /// matches the closure's (mlir-tblgen's "type constraint requires exactly one argument").
                    #[doc(hidden)]
                    #[diagnostic::on_unimplemented(message = #message, label = #label)]
                    pub trait __DrrConstraintArgCount<const PAT: usize> {
                        /// `ArityOk`.
                        type Gate;
                        /// The gate.
                        const GATE: Self::Gate;
                    }
                    impl __DrrConstraintArgCount<#def> for ::drr::pattern::NativeFn {
                        type Gate = ::drr::pattern::ArityOk<::drr::pattern::NativeFn>;
                        const GATE: Self::Gate = <::drr::pattern::NativeFn as ::drr::pattern::ResultArgCount<#def, #def>>::GATE;
                    }
                    /// Asserts the number of entities the pattern gives; the
                    /// returned gate opens the `check` call.
                    #[doc(hidden)]
                    #[inline(always)]
                    pub const fn __drr_constraint_args<const __DRR_N: usize, G>() -> G
                    where
                        ::drr::pattern::NativeFn: __DrrConstraintArgCount<__DRR_N, Gate = G>,
                    {
                        <::drr::pattern::NativeFn as __DrrConstraintArgCount<__DRR_N>>::GATE
                    }
                }
            }
            // A function's arity is not known here: rustc checks it (E0061).
            NativeBody::Path(_) => quote! {
                /// A `Constraint` record's arity is its function's (checked
                /// by rustc): the gate of the `check` call always opens.
                #[doc(hidden)]
                #[inline(always)]
                pub const fn __drr_constraint_args<const __DRR_N: usize, G>() -> G
                where
                    ::drr::pattern::NativeFn: ::drr::pattern::ResultArgCount<__DRR_N, __DRR_N, Gate = G>,
                {
                    <::drr::pattern::NativeFn as ::drr::pattern::ResultArgCount<__DRR_N, __DRR_N>>::GATE
                }
            },
        };
        quote! {
            #[doc(hidden)]
            pub const __DRR_SUMMARY: &str = #summary;
            #args
        }
    } else {
        let arity = checked_args.unwrap_or_else(|| {
            quote! {
                /// A NativeCodeCall's arity is its function's (checked by rustc):
                /// the gate of the builder call always opens.
                #[doc(hidden)]
                #[inline(always)]
                pub const fn __drr_num_args<const __DRR_N: usize, G>() -> G
                where
                    ::drr::pattern::NativeFn: ::drr::pattern::ResultArgCount<__DRR_N, __DRR_N, Gate = G>,
                {
                    <::drr::pattern::NativeFn as ::drr::pattern::ResultArgCount<__DRR_N, __DRR_N>>::GATE
                }
            }
        });
        quote! {
            #[doc(hidden)]
            pub const __DRR_NUM_VALUES: usize = #num_values;
            #[doc(hidden)]
            pub const __DRR_OPS: usize = 0;
            #arity
            /// A NativeCodeCall where an op is required is reported by the
            /// node's own check, not by its argument count.
            #[doc(hidden)]
            #[inline(always)]
            pub const fn __drr_source_num_args<const __DRR_N: usize>() {}
        }
    };
    let func = match &n.body {
        NativeBody::Path(p) => {
            // The `use` items at the path: a missing fn is reported there.
            let span = p.span();
            let p = path_from_child(p);
            let build = (!is_constraint).then(|| {
                quote_spanned! {span=>
                    #[doc(hidden)]
                    pub use #p as __drr_build;
                    #[doc(hidden)]
                    pub use #p as __drr_matcher;
                }
            });
            quote_spanned! {span=>
                #[doc(inline)]
                pub use #p as #fn_name;
                #build
            }
        }
        NativeBody::Closure(c) => {
            let mut params = Vec::new();
            let mut tys = Vec::new();
            let mut args = Vec::new();
            for (i, input) in c.inputs.iter().enumerate() {
                let arg = format_ident!("arg{}", i);
                let ty = match input {
                    syn::Pat::Type(pt) => {
                        let t = &pt.ty;
                        quote!(#t)
                    }
                    _ if i == 0 && !is_constraint => quote!(&mut ::drr::Context),
                    _ if i == 0 => quote!(&::drr::Context),
                    _ => quote!(::drr::Value),
                };
                params.push(quote!(#arg: #ty));
                tys.push(ty);
                args.push(arg);
            }
            let ret_ty = match (&c.output, is_constraint) {
                (syn::ReturnType::Type(_, t), _) => quote!(#t),
                (_, true) => quote!(bool),
                _ => quote!(()),
            };
            let doc = if is_constraint {
                " Evaluates the constraint."
            } else {
                " Runs the native code."
            };
            let build = (!is_constraint).then(|| {
                // `$_loc` parameters take no argument; a last `&[T]`
                // parameter takes the range as one argument (see
                // `crate::native`).
                let kinds = crate::native::param_kinds(&c.inputs);
                let mut rest_params = Vec::new();
                let mut rest_convs = Vec::new();
                let mut rest_args = Vec::new();
                for ((t, a), k) in tys.iter().zip(&args).skip(1).zip(&kinds) {
                    match k {
                        crate::native::ParamKind::Arg if checked => {
                            rest_params.push(quote!(#a: ::drr::pattern::Converted<#t, impl ::core::marker::Sized>));
                            rest_convs.push(quote!(let #a: #t = #a.get(&**b);));
                            rest_args.push(quote!(#a));
                        }
                        crate::native::ParamKind::Arg => {
                            rest_params.push(quote!(#a: impl ::drr::pattern::NativeArg<#t>));
                            rest_convs.push(quote!(let #a = <_ as ::drr::pattern::NativeArg<#t>>::into_native(#a, &**b);));
                            rest_args.push(quote!(#a));
                        }
                        crate::native::ParamKind::Loc => {
                            rest_convs.push(quote!(let #a: #t = b.loc();));
                            rest_args.push(quote!(#a));
                        }
                        crate::native::ParamKind::Rest(e) if checked => {
                            rest_params.push(quote!(#a: ::drr::pattern::Converted<::std::vec::Vec<#e>, impl ::core::marker::Sized>));
                            rest_convs.push(quote!(let #a: ::std::vec::Vec<#e> = #a.get(&**b);));
                            rest_args.push(quote!(&#a));
                        }
                        crate::native::ParamKind::Rest(e) => {
                            rest_params.push(quote!(#a: impl ::drr::pattern::NativeRest<#e>));
                            rest_convs.push(quote!(let #a: ::std::vec::Vec<#e> = ::drr::pattern::NativeRest::<#e>::into_rest(#a, &**b);));
                            rest_args.push(quote!(&#a));
                        }
                    }
                }
                let first = (!tys.is_empty()).then(|| quote!(::drr::pattern::from_builder(b),));
                quote! {
                    #[doc(hidden)]
                    #[allow(clippy::too_many_arguments)]
                    pub fn __drr_build(b: &mut ::drr::pattern::Builder<'_, '_>, #(#rest_params),*) -> #ret_ty {
                        #(#rest_convs)*
                        #fn_name(#first #(#rest_args),*)
                    }
                }
            });
            // A constraint's entities arrive as the pattern binds them (an
            // op view for `$op`, attribute storage for `$attr`, …) and are
            // converted to the closure's parameter types, as NativeCodeCall
            // arguments are (DRR renders `$op` as its first result). A
            // slice parameter (`vs: &[Value]`, C++'s `$0.size()` on a
            // variadic operand) is converted to a `Vec` and lent: an
            // `impl NativeArg<&[T]>` parameter would need a named lifetime.
            let slice_elems: Vec<Option<&syn::Type>> = c
                .inputs
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    crate::native::param_type(p)
                        .filter(|_| i > 0)
                        .and_then(crate::native::slice_elem)
                })
                .collect();
            let check_params: Vec<_> = if is_constraint {
                tys.iter()
                    .zip(&args)
                    .zip(&slice_elems)
                    .enumerate()
                    .map(|(i, ((t, a), elem))| match elem {
                        _ if i == 0 => quote!(#a: #t),
                        Some(e) => {
                            quote!(#a: impl ::drr::pattern::NativeArg<::std::vec::Vec<#e>>)
                        }
                        None => quote!(#a: impl ::drr::pattern::NativeArg<#t>),
                    })
                    .collect()
            } else {
                params.clone()
            };
            let check_convs: Vec<_> = if is_constraint && !args.is_empty() {
                let ctx_arg = &args[0];
                tys.iter()
                    .zip(&args)
                    .zip(&slice_elems)
                    .skip(1)
                    .map(|((t, a), elem)| match elem {
                        Some(e) => quote! {
                            let #a: ::std::vec::Vec<#e> = <_ as ::drr::pattern::NativeArg<::std::vec::Vec<#e>>>::into_native(#a, &*#ctx_arg);
                            let #a: #t = &#a;
                        },
                        None => {
                            quote!(let #a = <_ as ::drr::pattern::NativeArg<#t>>::into_native(#a, &*#ctx_arg);)
                        }
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let matcher = (!is_constraint).then(|| {
                quote! {
                    #[doc(hidden)]
                    pub use self::#fn_name as __drr_matcher;
                }
            });
            quote! {
                #matcher
                #[doc = #doc]
                pub fn #fn_name(#(#check_params),*) -> #ret_ty {
                    #(#check_convs)*
                    let body: fn(#(#tys),*) -> #ret_ty = #c;
                    body(#(#args),*)
                }
                #build
            }
        }
    };
    quote! {
        #[doc = #heading]
        #user_docs
        #[allow(non_snake_case, unused_imports)]
        pub mod #name {
            use super::*;
            /// Marker type carrying the record's static information.
            #[derive(Clone, Copy, Debug, Default)]
            pub struct Def;
            #marker_impl
            #pattern_items
            #func
        }
    }
}

/// The argument checks of a NativeCodeCall record defined by a closure:
/// `__drr_num_args` asserting the pattern's argument count (worded with
/// the record's name; its gate opens the call), and `NativeSignature`: the
/// types of the parameters that take DAG arguments (not `$_builder`, not
/// `$_loc`), each `Param<T>`, a last `&[E]` `RestParam<E>`. `None` (the
/// call is left to rustc) past 8 parameters or if a type cannot stand
/// alone in an item (a reference, `_`, `impl …`).
pub(super) fn native_signature(name: &str, c: &syn::ExprClosure) -> Option<TokenStream> {
    let kinds = crate::native::param_kinds(&c.inputs);
    let mut params = Vec::new();
    for (input, k) in c.inputs.iter().skip(1).zip(&kinds) {
        match k {
            crate::native::ParamKind::Loc => {}
            crate::native::ParamKind::Rest(e) if standalone_type(e) => {
                params.push(quote!(::drr::pattern::RestParam<#e>));
            }
            crate::native::ParamKind::Rest(_) => return None,
            crate::native::ParamKind::Arg => match crate::native::param_type(input) {
                Some(t) if standalone_type(t) => params.push(quote!(::drr::pattern::Param<#t>)),
                Some(_) => return None,
                None => params.push(quote!(::drr::pattern::Param<::drr::Value>)),
            },
        }
    }
    if params.len() > 8 {
        return None;
    }
    let def = params.len();
    // The range (DRR's `$N...`) of a record is one argument where the
    // pattern cannot see the closure: in another block.
    let range = if matches!(kinds.last(), Some(crate::native::ParamKind::Rest(_))) {
        " (its last, the `&[…]` range, takes one argument here: write the range as `(variadic …)`)"
    } else {
        ""
    };
    let message = format!(
        "NativeCodeCall `{name}` takes {def} argument{}, the pattern gives {{PAT}}{range}",
        if def == 1 { "" } else { "s" }
    );
    let label = format!("`{name}` takes {def}, the pattern gives {{PAT}}");
    Some(quote! {
        /// The NativeCodeCall as the callee of a result node (named in
        /// the messages about its arguments).
        #[doc(hidden)]
        pub struct NativeCodeCall;
        impl ::drr::pattern::Callee for NativeCodeCall {
            type Kind = ::drr::pattern::NativeCallee;
        }
        impl ::drr::pattern::NativeSignature for NativeCodeCall {
            type Params = (#(#params,)*);
        }
        impl ::drr::pattern::ReturnTypeNode for NativeCodeCall {
            type Gate = ::drr::pattern::ArityOk<NativeCodeCall>;
            const GATE: Self::Gate = <NativeCodeCall as ::drr::pattern::ResultArgCount<#def, #def>>::GATE;
        }
        /// The pattern gives as many arguments as the closure takes.
        #[doc(hidden)]
        #[diagnostic::on_unimplemented(message = #message, label = #label)]
        pub trait __DrrNativeArgCount<const PAT: usize> {
            /// `ArityOk`.
            type Gate;
            /// The gate.
            const GATE: Self::Gate;
        }
        impl __DrrNativeArgCount<#def> for NativeCodeCall {
            type Gate = ::drr::pattern::ArityOk<NativeCodeCall>;
            const GATE: Self::Gate = <NativeCodeCall as ::drr::pattern::ResultArgCount<#def, #def>>::GATE;
        }
        /// Asserts the pattern's argument count; the returned gate opens
        /// the call.
        #[doc(hidden)]
        #[inline(always)]
        pub const fn __drr_num_args<const __DRR_N: usize, G>() -> G
        where
            NativeCodeCall: __DrrNativeArgCount<__DRR_N, Gate = G>,
        {
            <NativeCodeCall as __DrrNativeArgCount<__DRR_N>>::GATE
        }
    })
}

/// True if `t` can be written in an item as is: no references, lifetimes,
/// `_` or `impl Trait`.
pub(super) fn standalone_type(t: &syn::Type) -> bool {
    fn ok(ts: TokenStream) -> bool {
        ts.into_iter().all(|t| match t {
            proc_macro2::TokenTree::Punct(p) => p.as_char() != '&' && p.as_char() != '\'',
            proc_macro2::TokenTree::Ident(id) => id != "_" && id != "impl" && id != "dyn",
            proc_macro2::TokenTree::Group(g) => ok(g.stream()),
            proc_macro2::TokenTree::Literal(_) => true,
        })
    }
    ok(quote!(#t))
}
