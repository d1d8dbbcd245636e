//! `ContainerType<etype, containerPred, elementTypeCall, "descr">`
//! (`CommonTypeConstraints.td`): a type satisfying `containerPred` whose
//! element type — what `elementTypeCall` extracts — satisfies `etype`;
//! summarized `descr of <etype's summary> values` (GPU's `MMAMatrixOf<[…]>`:
//! `gpu.mma_matrix of 16-bit float values`).
//!
//! `elementTypeCall` is C++ in ODS; here it is Rust (README edit 1): a
//! closure or fn `(&Context, Type) -> Option<Type>` (`None` when the type
//! has no element, which fails the constraint). Each distinct instance
//! becomes a hidden constraint type of the block (named by the hash of its
//! arguments), generated once; the fifth argument (`cppType`) is C++ and
//! has no effect.

use std::cell::RefCell;

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};

use super::ast::{ClassRef, Value};
use super::lower::{ConstraintKind, Lower, Resolved};

/// The hidden constraint types of the block's `ContainerType` instances:
/// (hash, items).
#[derive(Debug, Default)]
pub(super) struct ContainerTypes {
    items: RefCell<Vec<(u64, TokenStream)>>,
}

impl ContainerTypes {
    /// The items to generate.
    pub(super) fn take(&self) -> Vec<TokenStream> {
        self.items.borrow_mut().drain(..).map(|(_, t)| t).collect()
    }
}

impl Lower<'_> {
    /// `ContainerType<…>` (`c`) where a type constraint is expected.
    pub(super) fn container_type(&self, c: &ClassRef) -> Option<Resolved> {
        let args = c.args.as_deref().unwrap_or(&[]);
        let (etype, container, call, descr) = match args {
            [e, p, call, Value::Str(d)] | [e, p, call, Value::Str(d), Value::Str(_)] => {
                (e, p, call, d)
            }
            _ => {
                self.err(
                    c.span(),
                    "expected `ContainerType<elementType, containerPred, |ctx, ty| element, \"descr\">` (the element type call a Rust closure or fn `(&Context, Type) -> Option<Type>`)",
                );
                return None;
            }
        };
        // Each argument's error is reported.
        let etype = self.constraint(etype, ConstraintKind::Type);
        let container = self.constraint(container, ConstraintKind::Type);
        let call = match call {
            Value::Closure(cl) => quote!(#cl),
            Value::Class(p) if p.args.is_none() => p.path_tokens(),
            Value::Str(s) => {
                self.err(
                    s.span(),
                    "the element type call is C++: write it in Rust, as a closure or a path to a `fn(&drr::Context, drr::Type) -> Option<drr::Type>`",
                );
                return None;
            }
            other => {
                self.err(
                    other.span(),
                    "expected the element type call: a closure or a path to a `fn(&drr::Context, drr::Type) -> Option<drr::Type>`",
                );
                return None;
            }
        };
        let (etype, container) = (etype?, container?);
        let key = format!("{}#{}#{}#{}", etype.ty, container.ty, call, descr.value());
        let hash = crate::tablegen::render::fnv(key.as_bytes());
        let name = format_ident!("__drr_ContainerType_{:016x}", hash, span = c.span());
        let mut items = self.container_types.items.borrow_mut();
        if !items.iter().any(|(h, _)| *h == hash) {
            let (ety, cty) = (&etype.ty, &container.ty);
            let span = descr.span();
            items.push((hash, item(&name, ety, cty, &call, descr, span)));
        }
        Some(Resolved {
            ty: quote!(#name),
            text: format!(
                "ContainerType<{}, {}, …, {:?}>",
                etype.text,
                container.text,
                descr.value()
            ),
            is_unit: false,
            buildable: false,
        })
    }
}

fn item(
    name: &syn::Ident,
    etype: &TokenStream,
    container: &TokenStream,
    call: &TokenStream,
    descr: &syn::LitStr,
    span: Span,
) -> TokenStream {
    quote_spanned! {span=>
        #[doc(hidden)]
        #[derive(Clone, Copy, Debug, Default)]
        #[allow(non_camel_case_types)]
        pub struct #name;
        impl #name {
            // `descr # " of " # etype.summary # " values"`, as a `const`:
            // what `AnyTypeOf<[…, #name]>` joins (MLIR computes it in
            // TableGen).
            const TEXT: ::drr::ods::const_text::ConstText =
                ::drr::ods::const_text::ConstText::of(#descr)
                    .push(" of ")
                    .push(<#etype as ::drr::ods::TypeConstraint>::SUMMARY)
                    .push(" values");
        }
        impl ::drr::ods::TypeConstraint for #name {
            const SUMMARY: &'static str = ::drr::ods::const_text::as_static(&Self::TEXT);
            fn matches(ctx: &::drr::Context, ty: ::drr::Type) -> bool {
                let element: fn(&::drr::Context, ::drr::Type) -> ::core::option::Option<::drr::Type> = #call;
                <#container as ::drr::ods::TypeConstraint>::matches(ctx, ty)
                    && element(ctx, ty)
                        .is_some_and(|e| <#etype as ::drr::ods::TypeConstraint>::matches(ctx, e))
            }
            fn summary() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Owned(::std::format!(
                    "{} of {} values",
                    #descr,
                    <#etype as ::drr::ods::TypeConstraint>::summary()
                ))
            }
        }
    }
}
