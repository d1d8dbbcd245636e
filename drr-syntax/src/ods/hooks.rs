//! Code for an op's C++ hooks as Rust traits (see `drr::ods::Fold`,
//! `Verify`, `RegionVerify`, `Canonicalize`, `CanonicalizeMethod`): the
//! fold adaptor (`XOpFoldAdaptor`, MLIR's `FoldAdaptor`), the fold hook
//! registered in the op's definition (the op's `fold`, then the trait
//! folders, as MLIR's `foldSingleResultHook`), and the op's
//! canonicalization patterns.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};

use super::lower::{ArgModelKind, Multiplicity, OpModel};

/// An identifier usable as a Rust fn name for ODS name `n`.
fn rust_ident(n: &syn::Ident) -> syn::Ident {
    super::name_ident(&n.to_string(), n.span())
}

/// The fold adaptor type and the `HasFoldAdaptor` impl of an op with
/// `hasFolder` (outside the op's `impl` block).
pub fn fold_adaptor(op: &OpModel) -> TokenStream {
    if op.has_folder.is_none() {
        return TokenStream::new();
    }
    let name = &op.name;
    let adaptor = format_ident!("{}FoldAdaptor", name);
    let mut groups = 0usize;
    let mut accessors = Vec::new();
    for a in &op.args {
        let ArgModelKind::Operand { mult, .. } = &a.kind else {
            continue;
        };
        let g = groups;
        groups += 1;
        if !a.named {
            continue;
        }
        let f = rust_ident(&a.name);
        let n = a.name.to_string();
        accessors.push(match mult {
            Multiplicity::Single | Multiplicity::Optional => {
                let doc = format!(" The constant value of operand `{n}`, if it is a constant.");
                quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> ::core::option::Option<::drr::Attribute> {
                        self.groups[#g].clone().next().and_then(|i| self.operands.get(i).copied().flatten())
                    }
                }
            }
            Multiplicity::Variadic => {
                let doc = format!(" The constant values of the operands of group `{n}`.");
                quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> &'a [::core::option::Option<::drr::Attribute>] {
                        self.operands.get(self.groups[#g].clone()).unwrap_or(&[])
                    }
                }
            }
        });
    }
    let result_ty = if op.results.len() == 1 && op.results[0].mult == Multiplicity::Single {
        quote!(::core::option::Option<::drr::OpFoldResult>)
    } else {
        quote!(::drr::FoldOutcome)
    };
    let doc = format!(
        " The constant values of the operands of a `{name}` being folded, by name (MLIR's `{name}::FoldAdaptor`): `None` for an operand that is not a constant."
    );
    quote! {
        #[doc = #doc]
        #[derive(Clone, Debug)]
        #[allow(non_camel_case_types)]
        pub struct #adaptor<'a> {
            op: #name,
            operands: &'a [::core::option::Option<::drr::Attribute>],
            groups: [::core::ops::Range<usize>; #groups],
        }
        #[allow(non_snake_case)]
        impl<'a> #adaptor<'a> {
            /// The adaptor of `op` given the constant value of each operand.
            pub fn new(ctx: &::drr::Context, op: #name, operands: &'a [::core::option::Option<::drr::Attribute>]) -> Self {
                #adaptor {
                    op,
                    operands,
                    groups: ::core::array::from_fn(|g| ::drr::ods::Op::operand_group_range(op, ctx, g)),
                }
            }
            /// The op being folded.
            pub fn op_view(&self) -> #name {
                self.op
            }
            /// The constant value of every operand, in order.
            pub fn all_operands(&self) -> &'a [::core::option::Option<::drr::Attribute>] {
                self.operands
            }
            #(#accessors)*
        }
        impl ::drr::ods::HasFoldAdaptor for #name {
            type FoldAdaptor<'a> = #adaptor<'a>;
            type FoldResult = #result_ty;
        }
    }
}

/// `__drr_fold`, the fold hook of the op's definition (inside its `impl`
/// block): the op's `Fold` (with `hasFolder`), then `trait_folds` (paths
/// of `fn(&Context, OpId) -> Option<OpFoldResult>`) in trait order if it
/// failed or folded in place.
pub fn fold_items(op: &OpModel, trait_folds: &[TokenStream]) -> TokenStream {
    let name = &op.name;
    let single = op.results.len() == 1 && op.results[0].mult == Multiplicity::Single;
    let adaptor = format_ident!("{}FoldAdaptor", name);
    let call = op.has_folder.map(|at| {
        // The type at the field, so a missing impl is reported there.
        let at_ty = syn::Ident::new(&name.to_string(), at);
        quote_spanned! {at=>
            <#at_ty as ::drr::ods::Fold>::fold(#name(op), ctx, #adaptor::new(ctx, #name(op), constants))
        }
    });
    let body = match (&call, single) {
        (None, false) => return TokenStream::new(),
        (None, true) if trait_folds.is_empty() => return TokenStream::new(),
        (Some(call), false) => quote!(#call),
        (call, true) => {
            let own_fold = match call {
                Some(call) => quote! {
                    let folded: ::core::option::Option<::drr::OpFoldResult> = #call;
                    match folded {
                        ::core::option::Option::Some(r) if r != ::drr::OpFoldResult::Value(own) => {
                            return ::drr::FoldOutcome::replace_one(r);
                        }
                        _ => {}
                    }
                },
                None => {
                    quote!(let folded: ::core::option::Option<::drr::OpFoldResult> = ::core::option::Option::None;)
                }
            };
            quote! {
                let ::core::option::Option::Some(&own) = ctx.op(op).results().first() else {
                    return ::drr::FoldOutcome::Failed;
                };
                #own_fold
                // The trait folders (MLIR's `foldTraits`), if the op's own
                // fold failed or was in place.
                #(
                    if let ::core::option::Option::Some(r) = (#trait_folds)(ctx, op) {
                        return if r == ::drr::OpFoldResult::Value(own) {
                            ::drr::FoldOutcome::InPlace
                        } else {
                            ::drr::FoldOutcome::replace_one(r)
                        };
                    }
                )*
                if folded.is_some() {
                    ::drr::FoldOutcome::InPlace
                } else {
                    ::drr::FoldOutcome::Failed
                }
            }
        }
    };
    quote! {
        /// The fold hook registered in [`Self::DEFINITION`] (MLIR's
        /// `foldHook`).
        #[doc(hidden)]
        #[allow(unused_variables)]
        pub fn __drr_fold(ctx: &mut ::drr::Context, op: ::drr::OpId, constants: &[::core::option::Option<::drr::Attribute>]) -> ::drr::FoldOutcome {
            #body
        }
    }
}

/// `canonicalization_patterns` of an op with `hasCanonicalizer` or
/// `hasCanonicalizeMethod` (inside its `impl` block).
pub fn canonicalize_items(op: &OpModel) -> TokenStream {
    let name = &op.name;
    let steps = match (op.has_canonicalizer, op.has_canonicalize_method) {
        (None, None) => return TokenStream::new(),
        // MLIR: with `hasCanonicalizer` the op's own function adds the
        // patterns (including the `canonicalize` method, if any).
        (Some(at), _) => {
            let at_ty = syn::Ident::new(&name.to_string(), at);
            quote_spanned!(at=> <#at_ty as ::drr::ods::Canonicalize>::canonicalization_patterns(patterns);)
        }
        (None, Some(at)) => {
            let at_ty = syn::Ident::new(&name.to_string(), at);
            quote_spanned!(at=> ::drr::ods::add_canonicalize_method::<#at_ty>(patterns);)
        }
    };
    quote! {
        /// Adds the op's canonicalization patterns to `patterns` (MLIR's
        /// `getCanonicalizationPatterns`).
        pub fn canonicalization_patterns(patterns: &mut ::drr::rewrite::RewritePatternSet) {
            #steps
        }
    }
}
