//! Items of the block's own constraint and constant records: a
//! `TypeConstraint`/`AttrConstraint` record with a Rust predicate becomes a
//! unit struct implementing the constraint traits; a constant record (a
//! `ConstantAttr` with a name) a struct with its builder; paths in them
//! are written from the child module the items live in.

use super::*;

pub(super) fn user_constraint(c: &UserConstraint) -> TokenStream {
    let name = &c.name;
    let summary = &c.summary;
    let pred = &c.predicate;
    let user_docs = docs(&c.docs);
    let heading = format!(" `{name}`: {}.", summary.value());
    match c.kind {
        ConstraintKind::Type => {
            // `BuildableType<…>`: the type builders and patterns create.
            let builder = c.type_builder.as_ref().map(|closure| {
                quote! {
                    impl ::drr::ods::BuildableType for #name {
                        fn build_type(ctx: &mut ::drr::Context) -> ::drr::Type {
                            let build: fn(&mut ::drr::Context) -> ::drr::Type = #closure;
                            build(ctx)
                        }
                    }
                }
            });
            let summary_fn = c.delegate.as_ref().map(|d| {
                quote! {
                    fn summary() -> ::std::borrow::Cow<'static, str> {
                        <#d as ::drr::ods::TypeConstraint>::summary()
                    }
                }
            });
            let summary_const = match &c.delegate {
                Some(d) => quote!(<#d as ::drr::ods::TypeConstraint>::SUMMARY),
                None => quote!(#summary),
            };
            quote! {
                #[doc = #heading]
                #user_docs
                #[derive(Clone, Copy, Debug, Default)]
                #[allow(non_camel_case_types)]
                pub struct #name;
                impl ::drr::ods::TypeConstraint for #name {
                    const SUMMARY: &'static str = #summary_const;
                    #summary_fn
                    fn matches(ctx: &::drr::Context, ty: ::drr::Type) -> bool {
                        let predicate: fn(&::drr::Context, ::drr::Type) -> bool = #pred;
                        predicate(ctx, ty)
                    }
                }
                #builder
            }
        }
        ConstraintKind::Attr => {
            let (pred, matches_absent) = crate::native::attr_pred_parts(pred);
            let storage = c
                .storage
                .clone()
                .unwrap_or_else(|| quote!(::drr::Attribute));
            // A dialect's storage class: the cast at `<{…}>` is the
            // record's predicate (see `UserConstraint::dialect_storage`).
            let storage_matches = c.dialect_storage.then(|| {
                quote! {
                    fn storage_matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                        <Self as ::drr::ods::AttrConstraint>::matches(ctx, attr)
                    }
                }
            });
            let builder = c
                .const_builder
                .as_ref()
                .map(|(ty, closure)| const_builder_impl(name, ty, closure));
            quote! {
                #[doc = #heading]
                #user_docs
                #[derive(Clone, Copy, Debug, Default)]
                #[allow(non_camel_case_types)]
                pub struct #name;
                impl ::drr::ods::AttrConstraint for #name {
                    const SUMMARY: &'static str = #summary;
                    #matches_absent
                    type Storage = #storage;
                    fn matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                        let predicate: fn(&::drr::Context, ::drr::Attribute) -> bool = #pred;
                        predicate(ctx, attr)
                    }
                    #storage_matches
                }
                #builder
            }
        }
    }
}

/// The `ConstantAttrBuilder` impl of attribute constraint `name` whose
/// `constBuilderCall` is the Rust closure `closure` taking a `ty`.
pub(crate) fn const_builder_impl(
    name: &Ident,
    ty: &impl quote::ToTokens,
    closure: &impl quote::ToTokens,
) -> TokenStream {
    quote! {
        impl ::drr::ods::ConstantAttrBuilder for #name {
            type Value = #ty;
            fn build_constant(ctx: &mut ::drr::Context, value: #ty) -> ::drr::Attribute {
                let build: fn(&mut ::drr::Context, #ty) -> ::drr::Attribute = #closure;
                build(ctx, value)
            }
        }
    }
}

pub(super) fn constant(c: &ConstModel) -> TokenStream {
    let name = &c.name;
    let cons = &c.constraint.ty;
    let value = &c.value;
    let heading = format!(" Constant `{}` attribute `{}`.", c.constraint.text, c.text);
    let user_docs = docs(&c.docs);
    quote! {
        #[doc = #heading]
        #user_docs
        #[derive(Clone, Copy, Debug, Default)]
        #[allow(non_camel_case_types)]
        pub struct #name;
        impl ::drr::ods::ConstantAttrValue for #name {
            type Constraint = #cons;
            fn build(ctx: &mut ::drr::Context) -> ::drr::Attribute {
                <#cons as ::drr::ods::ConstantAttrBuilder>::build_constant(ctx, #value)
            }
        }
        // `X:$name` in a result pattern names a NativeCodeCall record or a
        // constant; the pattern cannot tell them apart, so both answer
        // `X::__drr_build(builder, $name)`. A constant ignores the value,
        // as mlir-tblgen's `handleOpArgument` does (TensorFlow's
        // `IsDataFormatNHWC:$data_format` in a result).
        impl #name {
            /// A named constant takes the one value of `X:$name`.
            #[doc(hidden)]
            #[inline(always)]
            pub const fn __drr_num_args<const __DRR_N: usize, G>() -> G
            where
                ::drr::pattern::NativeFn: ::drr::pattern::ResultArgCount<1, __DRR_N, Gate = G>,
            {
                <::drr::pattern::NativeFn as ::drr::pattern::ResultArgCount<1, __DRR_N>>::GATE
            }
            /// The constant, whatever the value named with it.
            #[doc(hidden)]
            #[inline]
            pub fn __drr_build<A>(b: &mut ::drr::pattern::Builder<'_, '_>, _named: A) -> ::drr::Attribute {
                <Self as ::drr::ods::ConstantAttrValue>::build(b)
            }
        }
    }
}

/// Adjusts a path written in the block for use from a nested module.
pub(super) fn path_from_child(c: &ClassRef) -> TokenStream {
    let first = c.path[0].to_string();
    let segs = &c.path;
    if c.leading_colon || first == "crate" {
        c.path_tokens()
    } else if first == "self" {
        let rest = &segs[1..];
        // `super` at the path, so that rustc's errors about it point there.
        let span = segs[0].span();
        quote_spanned!(span=> super #(::#rest)*)
    } else {
        let span = segs[0].span();
        quote_spanned!(span=> super:: #(#segs)::*)
    }
}
