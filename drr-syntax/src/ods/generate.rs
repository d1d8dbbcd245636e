//! Code generation from the lowered [`Model`]: one block of ordinary,
//! documented Rust items per record, using absolute `::drr::…` paths so the
//! items work in any crate that depends on `drr`.
//!
//! For an op `AOp`: the view struct, its accessors and builders, the
//! generated verifier, the `OpDefinition`, the `::drr::ods::Op` impl and the
//! per-position metadata impls for `pat!`. For the dialect: a
//! `<Name>Dialect` struct whose `register` registers every op.

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;

use super::ast::ClassRef;
use super::hooks;
use super::lower::*;
use super::traits;

mod constraints;
mod defaults;
mod dialect;
mod native;

pub(crate) use constraints::const_builder_impl;
use constraints::{constant, path_from_child, user_constraint};
use defaults::{has_converted_properties, has_defaults, populate_defaults_items};
use dialect::dialect_items;
use native::native;

/// Generates the items of `model`.
pub fn generate(model: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    let dialect = model
        .dialect
        .as_ref()
        .map(|d| d.to_string())
        .unwrap_or_else(|| "unknown".into());
    for c in &model.constraints {
        out.extend(user_constraint(c));
    }
    for t in &model.typedefs {
        out.extend(super::typedef::generate_typedef(t));
    }
    for (name, ty, text) in &model.generic_aliases {
        let doc = format!(" `{name}`: the library constraint `{text}`.");
        out.extend(quote! {
            #[doc = #doc]
            #[allow(non_camel_case_types)]
            pub type #name = #ty;
        });
    }
    out.extend(model.container_types.iter().cloned());
    for e in &model.enums {
        out.extend(super::enums::generate_enum(e));
    }
    for a in &model.dialect_enum_attrs {
        out.extend(super::enums::generate_dialect_enum_attr(&dialect, a));
    }
    for p in &model.props {
        out.extend(super::props::generate_prop(p));
    }
    out.extend(model.prop_aliases.iter().cloned());
    for c in &model.constants {
        out.extend(constant(c));
    }
    for n in &model.natives {
        out.extend(native(n));
    }
    for op in &model.ops {
        out.extend(op_items(&dialect, op));
        out.extend(populate_defaults_items(op, model.attrs_in_dictionary));
    }
    if let Some(d) = &model.dialect {
        out.extend(dialect_items(d, model));
    }
    out
}

fn docs(lines: &[String]) -> TokenStream {
    quote!(#(#[doc = #lines])*)
}

fn vk(m: Multiplicity) -> TokenStream {
    match m {
        Multiplicity::Single => quote!(::drr::ods::ValueKind::Single),
        Multiplicity::Optional => quote!(::drr::ods::ValueKind::Optional),
        Multiplicity::Variadic => quote!(::drr::ods::ValueKind::Variadic),
    }
}

/// An identifier usable as a Rust fn name for ODS name `n`.
fn rust_ident(n: &Ident) -> Ident {
    super::name_ident(&n.to_string(), n.span())
}

/// The builder parameter of ODS argument `n`: [`rust_ident`], with `_`
/// after the names of the builders' own parameters and locals (Async's
/// `async.coro.suspend` has an operand `$state`) and after a capitalized
/// name, which could be a unit struct the block defines (LLVM's
/// `CConv:$CConv`: a parameter pattern `CConv` would match the struct).
fn param_ident(n: &Ident) -> Ident {
    let id = rust_ident(n);
    let text = id.to_string();
    if matches!(text.as_str(), "ctx" | "loc" | "state" | "value" | "sizes")
        || text.starts_with(|c: char| c.is_ascii_uppercase())
    {
        format_ident!("{}_", id, span = n.span())
    } else {
        id
    }
}

/// The accessor of ODS name `n`: [`rust_ident`], except that `op` — the
/// name of the op type's method returning the operation, which generated
/// pattern code calls — is `op_` (GPU's `gpu.all_reduce` has an attribute
/// `$op`; ODS's C++ accessors are `getOp()` and `getOperation()`).
fn accessor_ident(n: &Ident) -> Ident {
    if n == "op" {
        Ident::new("op_", n.span())
    } else {
        rust_ident(n)
    }
}

/// True for a type constraint satisfied by exactly one type
/// (`::drr::ods::BuildableType`, ODS's `buildableType`): a standard one,
/// a record with a `builderCall` (`BuildableType<…>`), or a `TypeDef`
/// of the block without parameters.
/// The library's buildable types (ODS's records with a `builderCall`).
pub(crate) const BUILDABLE_LIB_TYPES: &[&str] = &[
    "I1", "I8", "I16", "I32", "I64", "I128", "SI8", "SI16", "SI32", "SI64", "UI8", "UI16", "UI32",
    "UI64", "F16", "BF16", "F32", "F64", "TF32", "F80", "F128", "Index", "NoneType",
];

pub(crate) fn is_buildable(c: &Resolved) -> bool {
    if c.buildable {
        return true;
    }
    BUILDABLE_LIB_TYPES.contains(&c.text.as_str())
        && c.ty
            .to_string()
            .replace(' ', "")
            .starts_with("::drr::ods::lib::")
}

/// The doc lines of an ODS `description` (markdown): trimmed, with code
/// fences that name no language marked `text` (ODS examples are MLIR, not
/// Rust doctests).
fn description_doc_lines(d: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_code = false;
    for l in d.trim().lines() {
        let t = l.trim();
        if let Some(info) = t.strip_prefix("```") {
            if !in_code && info.trim().is_empty() {
                out.push(" ```text".to_string());
            } else {
                out.push(format!(" {t}"));
            }
            in_code = !in_code;
            continue;
        }
        out.push(format!(" {t}"));
    }
    out
}

fn op_items(dialect: &str, op: &OpModel) -> TokenStream {
    let deduped = dedupe_names(op);
    let op = &deduped;
    let name = &op.name;
    let full_name = format!("{}.{}", dialect, op.mnemonic.value());
    let span = name.span();

    // ---- docs -------------------------------------------------------------
    let mut doc_lines = vec![format!(" The `{full_name}` op.")];
    if let Some(s) = &op.summary {
        doc_lines.push(String::new());
        doc_lines.push(format!(" {}", s.trim()));
    }
    if let Some(d) = &op.description {
        doc_lines.push(String::new());
        doc_lines.extend(description_doc_lines(d));
    }
    doc_lines.extend(op.docs.iter().cloned());
    doc_lines.push(String::new());
    doc_lines.push(" A typed view of an operation of this kind (see [`::drr::ods::Op`]).".into());
    if !op.traits.is_empty() {
        let t: Vec<String> = op
            .traits
            .iter()
            .map(|t| format!("`{}`", t.name()))
            .collect();
        doc_lines.push(format!(" Traits: {}.", t.join(", ")));
    }

    // ---- shape ------------------------------------------------------------
    let attr_sized = op.has_trait("AttrSizedOperandSegments");
    let mut operand_kinds = Vec::new();
    let mut arg_infos = Vec::new();
    let mut inherent: Vec<String> = Vec::new();
    for a in &op.args {
        let n = a.name.to_string();
        match &a.kind {
            ArgModelKind::Operand { mult, .. } => {
                let group = operand_kinds.len();
                operand_kinds.push(vk(*mult));
                let k = vk(*mult);
                arg_infos.push(quote!(::drr::ods::ArgInfo { name: #n, kind: ::drr::ods::ArgKind::Operand { kind: #k, group: #group } }));
            }
            ArgModelKind::Attr {
                optional, default, ..
            } => {
                let has_default = default.is_some();
                inherent.push(n.clone());
                arg_infos.push(quote!(::drr::ods::ArgInfo { name: #n, kind: ::drr::ods::ArgKind::Attribute { optional: #optional, has_default: #has_default } }));
            }
        }
    }
    if attr_sized {
        inherent.push("operandSegmentSizes".into());
    }
    let attr_sized_results = op.has_trait("AttrSizedResultSegments");
    if attr_sized_results {
        inherent.push("resultSegmentSizes".into());
    }
    inherent.sort();
    let operand_segments = if attr_sized {
        quote!(::drr::ods::Segments::AttrSized("operandSegmentSizes"))
    } else if op.has_trait("SameVariadicOperandSize") {
        quote!(::drr::ods::Segments::SameSize)
    } else {
        quote!(::drr::ods::Segments::Single)
    };
    let result_segments = if attr_sized_results {
        quote!(::drr::ods::Segments::AttrSized("resultSegmentSizes"))
    } else if op.has_trait("SameVariadicResultSize") {
        quote!(::drr::ods::Segments::SameSize)
    } else {
        quote!(::drr::ods::Segments::Single)
    };
    let result_kinds: Vec<_> = op.results.iter().map(|r| vk(r.mult)).collect();
    // The op as a value (its first result), for an operand slot or a
    // NativeCodeCall / constraint parameter: only if that result always
    // exists (an op without results, or whose first result is variadic or
    // optional, is an error where a value is wanted, as the C++ mlir-tblgen
    // generates does not compile, instead of a panic when the pattern runs).
    let as_value = if op
        .results
        .first()
        .is_some_and(|r| r.mult == Multiplicity::Single)
    {
        quote! {
            impl ::drr::pattern::AsValue for #name {
                #[inline]
                fn as_value(&self, ctx: &::drr::Context) -> ::drr::Value {
                    ::drr::pattern::op_first_result(ctx, *self)
                }
            }
            impl ::drr::pattern::NativeArg<::drr::Value> for #name {
                #[inline]
                fn into_native(self, ctx: &::drr::Context) -> ::drr::Value {
                    ::drr::pattern::op_first_result(ctx, self)
                }
            }
        }
    } else {
        quote!()
    };
    let result_names: Vec<String> = op.results.iter().map(|r| r.name.to_string()).collect();
    let variadic_regions = op.regions.last().is_some_and(|r| r.variadic);
    let num_regions = op.regions.iter().filter(|r| !r.variadic).count();
    let variadic_successors = op.successors.last().is_some_and(|s| s.variadic);
    let num_successors = op.successors.iter().filter(|s| !s.variadic).count();

    // ---- traits -----------------------------------------------------------
    let flags: Vec<Ident> = traits::flags(op)
        .into_iter()
        .map(|f| Ident::new(f, Span::call_site()))
        .collect();
    let traits_expr = if flags.is_empty() {
        quote!(::drr::OpTraits::NONE)
    } else {
        quote!(::drr::OpTraits(#(::drr::OpTraits::#flags.0)|*))
    };

    // ---- accessors --------------------------------------------------------
    let mut accessors = Vec::new();
    let mut group = 0usize;
    for a in &op.args {
        let fname = accessor_ident(&a.name);
        let n = a.name.to_string();
        match &a.kind {
            ArgModelKind::Operand {
                mult,
                constraint,
                segments,
            } => {
                let g = group;
                group += 1;
                if !a.named {
                    continue;
                }
                let text = &constraint.text;
                if let Some(attr) = segments {
                    let attr = attr.value();
                    let doc = format!(
                        " Operand `{n}` (`VariadicOfVariadic<{text}, \"{attr}\">`): its sub-groups, sized by attribute `{attr}`.\n\n Empty if the sizes do not add up to the group (the operation does not verify)."
                    );
                    accessors.push(quote! {
                        #[doc = #doc]
                        pub fn #fname(self, ctx: &::drr::Context) -> ::std::vec::Vec<::drr::ods::OperandRange<'_>> {
                            ::drr::ods::operand_sub_groups(self, ctx, #g, #attr)
                        }
                    });
                    continue;
                }
                let acc = match mult {
                    Multiplicity::Single => {
                        let doc = if attr_sized {
                            format!(
                                " Operand `{n}` (`{text}`): the first value of its group. The segment sizes may give the group 0 or 2 values and the op still verifies (as in MLIR); for an empty group this is the null handle `Value::default()`, which no op defines."
                            )
                        } else {
                            format!(
                                " Operand `{n}` (`{text}`).\n\n # Panics\n If the operation does not verify."
                            )
                        };
                        quote! {
                            #[doc = #doc]
                            pub fn #fname(self, ctx: &::drr::Context) -> ::drr::Value {
                                ::drr::ods::OpAccess::single_operand(self, ctx, #g)
                            }
                        }
                    }
                    Multiplicity::Optional => {
                        let doc =
                            format!(" Optional operand `{n}` (`Optional<{text}>`), if present.");
                        quote! {
                            #[doc = #doc]
                            pub fn #fname(self, ctx: &::drr::Context) -> ::core::option::Option<::drr::Value> {
                                ::drr::ods::OpAccess::optional_operand(self, ctx, #g)
                            }
                        }
                    }
                    Multiplicity::Variadic => {
                        let doc = format!(" Variadic operand `{n}` (`Variadic<{text}>`).");
                        quote! {
                            #[doc = #doc]
                            pub fn #fname(self, ctx: &::drr::Context) -> ::drr::ods::OperandRange<'_> {
                                ::drr::ods::Op::operand_group(self, ctx, #g)
                            }
                        }
                    }
                };
                accessors.push(acc);
            }
            ArgModelKind::Attr {
                constraint,
                optional,
                default,
                prop,
            } => {
                if !a.named {
                    continue;
                }
                if *prop {
                    let cons = &constraint.ty;
                    let text = &constraint.text;
                    let raw = format_ident!("{}_attr", a.name);
                    let k = inherent.iter().position(|x| *x == n).unwrap_or(usize::MAX);
                    let raw_doc =
                        format!(" Property `{n}` in its attribute form (`None` if absent).");
                    let doc = format!(" Property `{n}` (`{text}`).");
                    accessors.push(quote! {
                        #[doc = #raw_doc]
                        pub fn #raw(self, ctx: &::drr::Context) -> ::core::option::Option<::drr::Attribute> {
                            ctx.attr_of_definition(::drr::ods::Op::op(self), <Self as ::drr::ods::Op>::DEFINITION, #k, #n)
                        }
                        #[doc = #doc]
                        pub fn #fname(self, ctx: &::drr::Context) -> <<#cons as ::drr::ods::Property>::Kind as ::drr::ods::PropKind>::Get<'_> {
                            ::drr::ods::property::prop_get::<#cons>(ctx, ctx.attr_of_definition(::drr::ods::Op::op(self), <Self as ::drr::ods::Op>::DEFINITION, #k, #n))
                        }
                    });
                    continue;
                }
                let cons = &constraint.ty;
                let text = &constraint.text;
                let raw = format_ident!("{}_attr", a.name);
                let raw_doc = format!(" Attribute `{n}` as stored (`None` if absent).");
                let k = inherent.iter().position(|x| *x == n).unwrap_or(usize::MAX);
                accessors.push(quote! {
                    #[doc = #raw_doc]
                    pub fn #raw(self, ctx: &::drr::Context) -> ::core::option::Option<::drr::Attribute> {
                        ctx.attr_of_definition(::drr::ods::Op::op(self), <Self as ::drr::ods::Op>::DEFINITION, #k, #n)
                    }
                });
                let acc = if constraint.is_unit {
                    let doc = format!(" True if the unit attribute `{n}` is set.");
                    quote! {
                        #[doc = #doc]
                        pub fn #fname(self, ctx: &::drr::Context) -> bool {
                            ctx.attr_of_definition(::drr::ods::Op::op(self), <Self as ::drr::ods::Op>::DEFINITION, #k, #n).is_some()
                        }
                    }
                } else if let Some(dv) = default {
                    let dv_text = &dv.text;
                    let dv = &dv.expr;
                    let doc = format!(
                        " Attribute `{n}` (`{text}`), or its default value `{dv_text}` if absent (built in `ctx`)."
                    );
                    quote! {
                        #[doc = #doc]
                        pub fn #fname(self, ctx: &mut ::drr::Context) -> <#cons as ::drr::ods::AttrConstraint>::Storage {
                            if let ::core::option::Option::Some(value) = ::drr::ods::OpAccess::optional_attr(self, ctx, #n) {
                                return value;
                            }
                            let attr = <#cons as ::drr::ods::ConstantAttrBuilder>::build_constant(ctx, #dv);
                            <<#cons as ::drr::ods::AttrConstraint>::Storage as ::drr::ods::AttrStorage>::from_attr(ctx, attr)
                                .expect("a default value has its attribute's kind")
                        }
                    }
                } else if *optional {
                    let doc =
                        format!(" Optional attribute `{n}` (`OptionalAttr<{text}>`), if present.");
                    quote! {
                        #[doc = #doc]
                        pub fn #fname(self, ctx: &::drr::Context) -> ::core::option::Option<<#cons as ::drr::ods::AttrConstraint>::Storage> {
                            ::drr::ods::OpAccess::optional_attr(self, ctx, #n)
                        }
                    }
                } else {
                    let doc = format!(
                        " Attribute `{n}` (`{text}`).\n\n # Panics\n If the operation does not verify."
                    );
                    quote! {
                        #[doc = #doc]
                        pub fn #fname(self, ctx: &::drr::Context) -> <#cons as ::drr::ods::AttrConstraint>::Storage {
                            ::drr::ods::OpAccess::required_attr(self, ctx, #n)
                        }
                    }
                };
                accessors.push(acc);
            }
        }
    }
    for (g, r) in op.results.iter().enumerate() {
        if !r.named {
            continue;
        }
        let fname = accessor_ident(&r.name);
        let n = r.name.to_string();
        let text = &r.constraint.text;
        accessors.push(match r.mult {
            Multiplicity::Single => {
                let doc = if attr_sized_results {
                    format!(
                        " Result `{n}` (`{text}`): the first value of its group. The segment sizes may give the group 0 or 2 values and the op still verifies (as in MLIR); for an empty group this is the null handle `Value::default()`, which no op defines."
                    )
                } else {
                    format!(" Result `{n}` (`{text}`).\n\n # Panics\n If the operation does not verify.")
                };
                quote! {
                    #[doc = #doc]
                    pub fn #fname(self, ctx: &::drr::Context) -> ::drr::Value {
                        ::drr::ods::OpAccess::single_result(self, ctx, #g)
                    }
                }
            }
            Multiplicity::Optional => {
                let doc = format!(" Optional result `{n}` (`Optional<{text}>`), if present.");
                quote! {
                    #[doc = #doc]
                    pub fn #fname(self, ctx: &::drr::Context) -> ::core::option::Option<::drr::Value> {
                        ::drr::ods::OpAccess::optional_result(self, ctx, #g)
                    }
                }
            }
            Multiplicity::Variadic => {
                let doc = format!(" Variadic result `{n}` (`Variadic<{text}>`).");
                quote! {
                    #[doc = #doc]
                    pub fn #fname(self, ctx: &::drr::Context) -> &[::drr::Value] {
                        ::drr::ods::Op::result_group(self, ctx, #g)
                    }
                }
            }
        });
    }
    for (i, r) in op.regions.iter().enumerate() {
        let fname = accessor_ident(&r.name);
        let n = r.name.to_string();
        if r.variadic {
            let doc = format!(" Variadic regions `{n}`.");
            accessors.push(quote! {
                #[doc = #doc]
                pub fn #fname(self, ctx: &::drr::Context) -> &[::drr::RegionId] {
                    let regions = ctx.op(::drr::ods::Op::op(self)).regions();
                    &regions[#i.min(regions.len())..]
                }
            });
        } else {
            let doc = format!(" Region `{n}`.\n\n # Panics\n If the operation does not verify.");
            accessors.push(quote! {
                #[doc = #doc]
                pub fn #fname(self, ctx: &::drr::Context) -> ::drr::RegionId {
                    ctx.op(::drr::ods::Op::op(self)).regions()[#i]
                }
            });
        }
    }
    // `FunctionOpInterface`'s `isExternal` (a function without body),
    // what function ops' `isDeclaration` usually is.
    if op.has_trait("FunctionOpInterface") && traits::extra_fn(op, "is_external").is_none() {
        accessors.push(quote! {
            /// True if the function has no body (`FunctionOpInterface`'s
            /// `isExternal`: its first region has no block).
            pub fn is_external(self, ctx: &::drr::Context) -> bool {
                ctx.op(::drr::ods::Op::op(self))
                    .regions()
                    .first()
                    .is_none_or(|r| ctx.region(*r).blocks().is_empty())
            }
        });
    }
    for (i, s) in op.successors.iter().enumerate() {
        let fname = accessor_ident(&s.name);
        let n = s.name.to_string();
        if s.variadic {
            let doc = format!(" Variadic successors `{n}`.");
            accessors.push(quote! {
                #[doc = #doc]
                pub fn #fname(self, ctx: &::drr::Context) -> &[::drr::BlockId] {
                    let succ = ctx.op(::drr::ods::Op::op(self)).successors();
                    &succ[#i.min(succ.len())..]
                }
            });
        } else {
            let doc = format!(" Successor `{n}`.\n\n # Panics\n If the operation does not verify.");
            accessors.push(quote! {
                #[doc = #doc]
                pub fn #fname(self, ctx: &::drr::Context) -> ::drr::BlockId {
                    ctx.op(::drr::ods::Op::op(self)).successors()[#i]
                }
            });
        }
    }

    // ---- builders ---------------------------------------------------------
    let mut arg_params = Vec::new();
    let mut arg_steps = Vec::new();
    let mut arg_param_docs = Vec::new();
    for a in &op.args {
        let p = format_ident!("{}", a.name.to_string().trim_start_matches("r#"));
        let p = param_ident(&p);
        match &a.kind {
            ArgModelKind::Operand { mult, .. } => match mult {
                Multiplicity::Single => {
                    arg_params.push(quote!(#p: ::drr::Value));
                    arg_steps.push(quote!(state.operand(#p);));
                }
                Multiplicity::Optional => {
                    arg_params.push(quote!(#p: ::core::option::Option<::drr::Value>));
                    arg_steps.push(quote!(state.optional_operand(#p);));
                }
                Multiplicity::Variadic => {
                    arg_params.push(quote!(#p: &[::drr::Value]));
                    arg_steps.push(quote!(state.operands(#p);));
                }
            },
            ArgModelKind::Attr {
                constraint,
                optional,
                prop,
                ..
            } => {
                let n = a.name.to_string();
                let k = inherent.iter().position(|x| *x == n).unwrap_or(usize::MAX);
                let cons = &constraint.ty;
                if *prop {
                    arg_params.push(quote!(#p: impl ::core::convert::Into<<<#cons as ::drr::ods::Property>::Kind as ::drr::ods::PropKind>::Value>));
                    arg_steps.push(quote!({
                        let value = ::drr::ods::property::prop_attr::<#cons>(ctx, #p);
                        state.attr_at(ctx, #k, #n, value);
                    }));
                } else if constraint.is_unit {
                    arg_params.push(quote!(#p: bool));
                    arg_steps.push(quote!(state.unit_attr_at(ctx, #k, #n, #p);));
                } else if *optional {
                    arg_params.push(quote!(#p: ::core::option::Option<<#cons as ::drr::ods::AttrConstraint>::Storage>));
                    arg_steps.push(quote!(state.optional_attr_at(ctx, #k, #n, #p);));
                } else {
                    arg_params.push(quote!(#p: <#cons as ::drr::ods::AttrConstraint>::Storage));
                    arg_steps.push(quote!(state.attr_at(ctx, #k, #n, #p);));
                }
            }
        }
        arg_param_docs.push(format!("`{}`", a.name));
    }
    for s in &op.successors {
        let p = param_ident(&s.name);
        if s.variadic {
            arg_params.push(quote!(#p: &[::drr::BlockId]));
            arg_steps.push(quote!(state.successors(#p);));
        } else {
            arg_params.push(quote!(#p: ::drr::BlockId));
            arg_steps.push(quote!(state.successor(#p);));
        }
    }
    if attr_sized {
        arg_steps.push(quote!(state.segment_sizes(ctx, "operandSegmentSizes");));
    }
    let mut result_params = Vec::new();
    let mut result_steps = Vec::new();
    for r in &op.results {
        let p = format_ident!("{}_type", r.name.to_string().trim_start_matches("r#"));
        match r.mult {
            Multiplicity::Single => {
                result_params.push(quote!(#p: ::drr::Type));
                result_steps.push(quote!(state.result(#p);));
            }
            Multiplicity::Optional => {
                result_params.push(quote!(#p: ::core::option::Option<::drr::Type>));
                result_steps.push(quote!(state.optional_result(#p);));
            }
            Multiplicity::Variadic => {
                result_params.push(quote!(#p: &[::drr::Type]));
                result_steps.push(quote!(state.results(#p);));
            }
        }
    }
    // `AttrSizedResultSegments`: the result group sizes as
    // `resultSegmentSizes`, as mlir-tblgen's builders store them.
    if attr_sized_results {
        let sizes = op.results.iter().map(|r| {
            let p = format_ident!("{}_type", r.name.to_string().trim_start_matches("r#"));
            match r.mult {
                Multiplicity::Single => quote!(1i32),
                Multiplicity::Optional => quote!(i32::from(#p.is_some())),
                Multiplicity::Variadic => quote!(#p.len() as i32),
            }
        });
        result_steps.push(quote! {
            let sizes = ctx.dense_i32_array_attr(&[#(#sizes),*]);
            state.attr(ctx, "resultSegmentSizes", sizes);
        });
    }
    let fixed_results = op.results.iter().all(|r| r.mult == Multiplicity::Single);
    let n_results = op.results.len();
    // The result types ODS derives from the traits (buildable types,
    // `SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith`).
    let derived = if op.infer.is_some() {
        None
    } else {
        traits::derived_result_sources(op, &|i| {
            let c = &op.results[i].constraint;
            is_buildable(c).then(|| {
                let ty = &c.ty;
                quote!(<#ty as ::drr::ods::BuildableType>::build_type)
            })
        })
    };
    let infer_step = if op.results.is_empty() {
        Some(quote!())
    } else if op.infer.is_some() {
        Some(quote!(::drr::ods::infer_with(ctx, &mut state, #name::__DRR_INFER_RETURN_TYPES)?;))
    } else if let Some(sources) = &derived {
        let sources = sources.iter().map(|s| &s.source);
        Some(
            quote!(::drr::ods::infer_from_sources(ctx, &mut state, <#name as ::drr::ods::Op>::SHAPE, &[#(#sources),*])?;),
        )
    } else if op.has_trait("SameOperandsAndResultType") && fixed_results {
        // ODS's builders of `SameOperandsAndResultType` ops take the first
        // operand's type even where it derives no `InferTypeOpInterface`
        // (variadic operands).
        Some(quote!(::drr::ods::infer_same_operands_and_result_type(ctx, &mut state, #n_results)?;))
    } else if op.has_trait("FirstAttrDerivedResultType") && fixed_results {
        Some(quote!(::drr::ods::infer_first_attr_derived(ctx, &mut state, #n_results)?;))
    } else {
        None
    };
    let infers = infer_step.is_some();
    // The user's `inferReturnTypes` (and `isCompatibleReturnTypes`) as fn
    // pointers, shared by the builders and the verifier; a closure of the
    // wrong signature is an error at its tokens.
    let infer_fns = op.infer.as_ref().map(|f| {
        let compat = op.is_compatible.as_ref().map(|g| {
            quote! {
                #[doc(hidden)]
                pub const __DRR_IS_COMPATIBLE_RETURN_TYPES: ::drr::ods::IsCompatibleReturnTypesFn = #g;
            }
        });
        quote! {
            #[doc(hidden)]
            pub const __DRR_INFER_RETURN_TYPES: ::drr::ods::InferReturnTypesFn = #f;
            #compat
        }
    });
    let build_with_doc = format!(
        " Builds a `{full_name}` from one parameter per declared result type, then one per argument in ODS order ({}), then the successors (MLIR's separate-parameter builder). Optional attributes left `None` are not stored.",
        if arg_param_docs.is_empty() {
            "none".to_string()
        } else {
            arg_param_docs.join(", ")
        }
    );
    let build_inferred = infer_step.clone().map(|step| {
        let doc = format!(" Builds a `{full_name}` from its arguments, inferring the result types (separate-parameter builder without result types).\n\n # Errors\n If the result types cannot be inferred from the arguments.");
        quote! {
            #[doc = #doc]
            #[allow(clippy::too_many_arguments, unused_mut)]
            pub fn build_inferred(
                ctx: &mut ::drr::Context,
                loc: ::drr::Location,
                #(#arg_params),*
            ) -> ::core::result::Result<::drr::OperationState, ::drr::ods::BuildError> {
                let mut state = ::drr::ods::StateBuilder::new(ctx, #name::DEFINITION, loc);
                #(#arg_steps)*
                #step
                ::core::result::Result::Ok(state.finish(ctx, #num_regions))
            }
        }
    });
    let build_doc = format!(
        " Builds a `{full_name}` from result types, operands and attributes (MLIR's aggregate builder). Attributes named like the op's ODS attributes become properties; others are discardable. Regions are created empty."
    );
    let user_builders = op.builders.iter().map(|f| {
        let mut f = f.clone();
        if matches!(f.vis, syn::Visibility::Inherited) {
            f.vis = syn::parse_quote!(pub);
        }
        if !f.attrs.iter().any(|a| a.path().is_ident("doc")) {
            let d = format!(" Custom builder `{}`.", f.sig.ident);
            f.attrs.push(syn::parse_quote!(#[doc = #d]));
        }
        quote!(#f)
    });

    // ---- verifier ---------------------------------------------------------
    // `checks` are the full checks (each returns MLIR's message on
    // failure); `fast` the same checks as booleans on a `FastVerifier`
    // (`None` for variadic regions or successors, or a check without a
    // fast form).
    let mut checks = Vec::new();
    let fixed_regions = !variadic_regions && !variadic_successors;
    let mut fast: Option<Vec<TokenStream>> = fixed_regions.then(Vec::new);
    // The position of the segment-size attribute among the inherent ones
    // (unused without one).
    let segments_k = inherent
        .iter()
        .position(|x| x == "operandSegmentSizes")
        .filter(|_| attr_sized)
        .unwrap_or(usize::MAX);
    // MLIR's generated verifier first checks that every required attribute
    // (not optional, no default) is present, in the order of their names
    // (`inherent` is sorted), then each attribute's constraint in
    // declaration order.
    for (k, n) in inherent.iter().enumerate() {
        let required = op.args.iter().any(|a| {
            a.name == n.as_str()
                && matches!(
                    a.kind,
                    ArgModelKind::Attr {
                        optional: false,
                        default: None,
                        prop: false,
                        ..
                    }
                )
        });
        if required {
            checks.push(quote!(v.require_attr_at(#name::DEFINITION, #k, #n)?;));
        }
    }
    for a in &op.args {
        if let ArgModelKind::Attr {
            constraint,
            optional,
            prop: true,
            ..
        } = &a.kind
        {
            let n = a.name.to_string();
            let cons = &constraint.ty;
            let k = inherent.iter().position(|x| *x == n).unwrap_or(usize::MAX);
            checks.push(quote!(v.prop_at::<#cons>(#name::DEFINITION, #k, #n)?;));
            if let Some(f) = &mut fast {
                f.push(quote!(f.attr_at::<#cons>(#k, #optional)));
            }
            continue;
        }
        if let ArgModelKind::Attr {
            constraint,
            optional,
            ..
        } = &a.kind
        {
            let n = a.name.to_string();
            let cons = &constraint.ty;
            // The attribute's position among the definition's inherent
            // attributes (sorted names): the check then finds its interned
            // symbol by index.
            match inherent.iter().position(|x| *x == n) {
                Some(k) => {
                    checks.push(quote!(v.attr_at::<#cons>(#name::DEFINITION, #k, #n, #optional)?;));
                    if let Some(f) = &mut fast {
                        f.push(quote!(f.attr_at::<#cons>(#k, #optional)));
                    }
                }
                None => {
                    checks.push(quote!(v.attr::<#cons>(#n, #optional)?;));
                    fast = None;
                }
            }
        }
    }
    let mut g = 0usize;
    for a in &op.args {
        if let ArgModelKind::Operand {
            constraint,
            segments,
            ..
        } = &a.kind
        {
            let cons = &constraint.ty;
            // mlir-tblgen checks a `VariadicOfVariadic` group's sizes
            // (`verifyValueSizeAttr`) before its values' types.
            if let Some(attr) = segments {
                let attr = attr.value();
                let n = a.name.to_string();
                checks.push(quote!(v.value_size_attr(#g, #attr, #n)?;));
                fast = None;
            }
            checks.push(quote!(v.operands::<#cons>(#g)?;));
            if let Some(f) = &mut fast {
                f.push(quote!(f.operands::<#cons>(#g)));
            }
            g += 1;
        }
    }
    for (i, r) in op.results.iter().enumerate() {
        let cons = &r.constraint.ty;
        checks.push(quote!(v.results::<#cons>(#i)?;));
        if let Some(f) = &mut fast {
            f.push(quote!(f.results::<#cons>(#i)));
        }
    }
    let region_checks_from = checks.len();
    for (i, r) in op.regions.iter().enumerate() {
        // A `Region<pred, "summary">` record: checked after the block
        // count, as ODS's `And` of the two would be (no fast form).
        // MLIR's messages name a region written without a name by its
        // index only (the generated constraint gets an empty name).
        let rn = if r.named {
            r.name.to_string()
        } else {
            String::new()
        };
        if let Some(p) = &r.pred {
            let (pred, summary, variadic) = (&p.pred, &p.summary, r.variadic);
            checks.push(quote!(v.region_pred(#i, #rn, #variadic, #summary, #pred)?;));
            fast = None;
        }
        if let Some(n) = r.sized {
            let summary = n.summary();
            let min = n.min;
            let max = match n.max {
                Some(m) => quote!(::core::option::Option::Some(#m)),
                None => quote!(::core::option::Option::None),
            };
            if r.variadic {
                checks.push(quote!(v.variadic_region_blocks(#i, #rn, #min, #max, #summary)?;));
            } else {
                checks.push(quote!(v.region_blocks(#i, #rn, #min, #max, #summary)?;));
                if let Some(f) = &mut fast {
                    f.push(quote!(f.region_blocks(#i, #min, #max)));
                }
            }
        }
    }
    // Trait checks: structural ones before the invariants, predicate
    // traits after the operands and results, native ones (and the
    // inferred-type check ODS appends) after the invariants.
    let mut trait_errs = Vec::new();
    let steps = traits::trait_steps(op, &mut trait_errs);
    if op.incomplete {
        // Names of the arguments left out after their error.
        trait_errs.clear();
    }
    let trait_errors: Vec<TokenStream> = trait_errs.iter().map(|e| e.to_compile_error()).collect();
    let region_checks: Vec<TokenStream> = checks.drain(region_checks_from..).collect();
    let mut general_checks: Vec<TokenStream> = steps.structural.clone();
    general_checks.append(&mut checks);
    general_checks.extend(steps.predicates.iter().cloned());
    general_checks.extend(region_checks);
    general_checks.extend(steps.native.iter().cloned());
    // The inferred-type check of derived results: a buildable result's
    // type is its constraint's, checked already, so only results derived
    // from other values need it.
    let inferred_check: Option<Vec<&TokenStream>> = derived
        .as_ref()
        .filter(|sources| sources.iter().any(|s| !s.buildable))
        .map(|sources| sources.iter().map(|s| &s.source).collect());
    // Every derived type is one the fast trait checks compare already, or
    // a buildable type the result's constraint checks (see
    // `DerivedSource::implied`).
    // Not with an optional or variadic operand group: the inferred-type
    // check reads a source operand by its declared position, as
    // mlir-tblgen's `inferReturnTypes` does (see `OpVerifier::infer_from`),
    // which the trait checks' group values need not be.
    let fixed_operands = op.args.iter().all(|a| match &a.kind {
        ArgModelKind::Operand { mult, .. } => *mult == Multiplicity::Single,
        _ => true,
    });
    let all_implied = fixed_operands
        && derived
            .as_ref()
            .is_some_and(|sources| sources.iter().all(|s| s.buildable || s.implied));
    if let Some(sources) = &inferred_check {
        general_checks.push(quote!(v.inferred_result_types(&v.infer_from(&[#(#sources),*]))?;));
    }
    let checks = general_checks;
    if let Some(f) = &mut fast {
        f.extend(steps.fast.iter().cloned());
        if let Some(sources) = &inferred_check
            && !all_implied
        {
            f.push(quote!(f.inferred_result_types(&[#(#sources),*])));
        }
    }
    // The fast path runs first; only an op it cannot pass (an invalid op,
    // or one of another shape) goes through `OpVerifier`, whose first
    // failing check gives the message.
    let invariants = match &fast {
        Some(fast) => quote! {
            let fast = match ::drr::ods::FastVerifier::new(ctx, op, data, <#name as ::drr::ods::Op>::SHAPE, #name::DEFINITION, #segments_k) {
                ::core::option::Option::Some(f) => true #(&& #fast)*,
                ::core::option::Option::None => false,
            };
            if !fast {
                // Out of line: the fast path then needs fewer registers
                // and no stack for the general one's state.
                #[inline(never)]
                fn general(ctx: &::drr::Context, op: ::drr::OpId) -> ::core::result::Result<(), ::std::string::String> {
                    #[allow(unused_variables)]
                    let v = ::drr::ods::OpVerifier::new(ctx, op, <#name as ::drr::ods::Op>::SHAPE)?;
                    #(#checks)*
                    ::core::result::Result::Ok(())
                }
                general(ctx, op)?;
            }
        },
        None => quote! {
            #[allow(unused_variables)]
            let v = ::drr::ods::OpVerifier::new(ctx, op, <#name as ::drr::ods::Op>::SHAPE)?;
            #(#checks)*
        },
    };
    let user_verify = if let Some(f) = &op.verifier {
        quote! {
            let user: fn(&::drr::Context, #name) -> ::core::result::Result<(), ::std::string::String> = #f;
            user(ctx, #name(op))?;
        }
    } else if let Some(at) = op.has_verifier {
        // The type at the field, so a missing impl is reported there.
        let at_ty = Ident::new(&name.to_string(), at);
        quote_spanned!(at=> <#at_ty as ::drr::ods::Verify>::verify(#name(op), ctx)?;)
    } else {
        quote!()
    };
    // Region traits and the region verifier, run by the verifier once the
    // nested ops verified (registered in the dialect's definition).
    let region_verify_call = op.has_region_verifier.map(|at| {
        let at_ty = Ident::new(&name.to_string(), at);
        quote_spanned!(at=> <#at_ty as ::drr::ods::RegionVerify>::verify_regions(#name(op), ctx)?;)
    });
    let region_steps = &steps.region;
    let region_verify = (region_verify_call.is_some() || !region_steps.is_empty()).then(|| {
        quote! {
            /// The op's region traits and region verifier (MLIR's
            /// `verifyRegionInvariants`), registered with the dialect.
            #[doc(hidden)]
            #[allow(unused_variables)]
            pub fn __drr_verify_regions(ctx: &::drr::Context, op: ::drr::OpId, data: &::drr::OpData) -> ::core::result::Result<(), ::std::string::String> {
                let v = ::drr::ods::OpVerifier::new(ctx, op, <#name as ::drr::ods::Op>::SHAPE)?;
                #(#region_steps)*
                #region_verify_call
                ::core::result::Result::Ok(())
            }
        }
    });
    // `SymbolUserOpInterface`: the op's symbol-use check, registered with
    // the dialect, run when the verifier leaves the enclosing symbol table.
    let symbol_uses = op.traits.iter().find_map(|t| match t {
        crate::ods::traits::TraitModel::SymbolUser(at) => {
            // The type at the interface's name, so a missing impl is
            // reported there.
            let at_ty = Ident::new(&name.to_string(), at.span());
            let call = quote_spanned!(at.span()=> <#at_ty as ::drr::ods::SymbolUser>::verify_symbol_uses(#name(op), ctx, symbols));
            Some(quote! {
                /// The op's symbol uses (MLIR's `verifySymbolUses`),
                /// registered with the dialect.
                #[doc(hidden)]
                pub fn __drr_verify_symbol_uses(ctx: &::drr::Context, op: ::drr::OpId, symbols: &mut ::drr::SymbolTableCollection) -> ::core::result::Result<(), ::std::string::String> {
                    #call
                }
            })
        }
        _ => None,
    });
    let trait_folds: Vec<TokenStream> = op
        .traits
        .iter()
        .filter_map(|t| match t.name().as_str() {
            "Idempotent" => Some(quote!(::drr::ods::fold_idempotent)),
            "Involution" => Some(quote!(::drr::ods::fold_involution)),
            "CastOpInterface" => Some(quote!(::drr::ods::fold_cast_op)),
            _ => None,
        })
        .collect();
    let fold_fn = hooks::fold_items(op, &trait_folds);
    let fold = if let Some(f) = &op.folder {
        quote!(::core::option::Option::Some(#f))
    } else if op.has_folder.is_some() || (!trait_folds.is_empty() && op.results.len() == 1) {
        quote!(::core::option::Option::Some(#name::__drr_fold))
    } else {
        quote!(::core::option::Option::None)
    };
    let canonicalize = hooks::canonicalize_items(op);
    let fold_adaptor = hooks::fold_adaptor(op);
    let extra_items = &op.extra_items;
    let verify_record_doc = " [`Self::verify_invariants`] on `op` whose record `data` the caller has (`ctx.op(op)`): the hook in [`Self::DEFINITION`], which the runtime's verifier calls with the record it walks (so it is not looked up again).";
    let verify_doc = format!(
        " The generated verifier of `{full_name}`: counts, segment sizes, attribute and type constraints, traits{}. The runtime's verifier calls it (as [`Self::verify_record`]) through [`Self::DEFINITION`] and prefixes `'{full_name}' op ` to the message.",
        if op.has_verifier.is_some() || op.verifier.is_some() {
            ", then the op's own verifier"
        } else {
            ""
        }
    );

    // ---- metadata ---------------------------------------------------------
    let mut meta = Vec::new();
    let num_args = op.args.len();
    let num_results = op.results.len();
    meta.push(quote!(impl ::drr::ods::HasNumArgs<#num_args> for #name {}));
    meta.push(quote!(impl ::drr::ods::HasNumResults<#num_results> for #name {}));
    let mut g = 0usize;
    for (i, a) in op.args.iter().enumerate() {
        let nth = i + 1;
        let n = a.name.to_string();
        match &a.kind {
            ArgModelKind::Operand {
                mult, constraint, ..
            } => {
                let cons = &constraint.ty;
                let k = vk(*mult);
                let (values, get) = match mult {
                    Multiplicity::Single => (
                        quote!(::drr::Value),
                        quote!(::drr::ods::OpAccess::single_operand(op, ctx, #g)),
                    ),
                    Multiplicity::Optional => (
                        quote!(::core::option::Option<::drr::Value>),
                        quote!(::drr::ods::OpAccess::optional_operand(op, ctx, #g)),
                    ),
                    Multiplicity::Variadic => (
                        quote!(::drr::ods::OperandRange<'a>),
                        quote!(::drr::ods::Op::operand_group(op, ctx, #g)),
                    ),
                };
                meta.push(quote! {
                    impl ::drr::ods::OperandArg<#i> for #name {
                        const NAME: &'static str = #n;
                        const KIND: ::drr::ods::ValueKind = #k;
                        const GROUP: usize = #g;
                        type Constraint = #cons;
                        type Values<'a> = #values;
                        fn get(ctx: &::drr::Context, op: Self) -> Self::Values<'_> { #get }
                    }
                    impl ::drr::ods::NthArgIsOperand<#nth> for #name {}
                });
                g += 1;
            }
            ArgModelKind::Attr {
                constraint,
                optional,
                default,
                prop,
            } => {
                let cons = &constraint.ty;
                let has_default = default.is_some();
                let default_value = match default {
                    Some(dv) => {
                        let dv = &dv.expr;
                        quote!(::core::option::Option::Some(<#cons as ::drr::ods::ConstantAttrBuilder>::build_constant(ctx, #dv)))
                    }
                    None => quote!({
                        let _ = ctx;
                        ::core::option::Option::None
                    }),
                };
                let k = inherent.iter().position(|x| *x == n).unwrap_or(usize::MAX);
                meta.push(quote! {
                    impl ::drr::ods::AttrArg<#i> for #name {
                        const NAME: &'static str = #n;
                        const OPTIONAL: bool = #optional;
                        const HAS_DEFAULT: bool = #has_default;
                        const INHERENT_INDEX: usize = #k;
                        const IS_PROPERTY: bool = #prop;
                        type Constraint = #cons;
                        #[inline]
                        fn get(ctx: &::drr::Context, op: Self) -> ::core::option::Option<::drr::Attribute> {
                            ctx.attr_of_definition(::drr::ods::Op::op(op), <Self as ::drr::ods::Op>::DEFINITION, #k, #n)
                        }
                        fn default_value(ctx: &mut ::drr::Context) -> ::core::option::Option<::drr::Attribute> {
                            #default_value
                        }
                    }
                    impl ::drr::ods::NthArgIsAttribute<#nth> for #name {}
                });
            }
        }
    }
    // ---- pattern support (`pat!` expansions) ------------------------------
    let mut build_generics = Vec::new();
    let mut build_params = Vec::new();
    let mut build_steps = Vec::new();
    for (i, a) in op.args.iter().enumerate() {
        let slot = match &a.kind {
            ArgModelKind::Operand { mult, .. } => {
                let k = match mult {
                    Multiplicity::Single => quote!(::drr::pattern::Single),
                    Multiplicity::Optional => quote!(::drr::pattern::Optional),
                    Multiplicity::Variadic => quote!(::drr::pattern::Variadic),
                };
                quote!(::drr::pattern::OperandSlot<#name, #i, #k>)
            }
            ArgModelKind::Attr {
                optional, default, ..
            } => {
                let k = if default.is_some() {
                    quote!(::drr::pattern::Defaulted)
                } else if *optional {
                    quote!(::drr::pattern::Optional)
                } else {
                    quote!(::drr::pattern::Single)
                };
                quote!(::drr::pattern::AttrSlot<#name, #i, #k>)
            }
        };
        meta.push(quote! {
            impl ::drr::pattern::ArgAt<#i> for #name {
                type Slot = #slot;
            }
        });
        let g = format_ident!("A{}", i);
        let p = format_ident!("a{}", i);
        build_generics.push(g.clone());
        // Checked against the slot by `drr::pattern::slot`, at the argument.
        build_params.push(quote!(#p: ::drr::pattern::Filled<#slot, #g>));
        build_steps.push(quote!(#p.apply(ctx, state);));
    }
    // Regions: DAG positions after the arguments (source patterns: a leaf
    // captures the region, a `(region …)` DAG matches its blocks).
    let num_dag_regions = op.regions.len();
    let no_region_args = op.has_trait("NoRegionArguments");
    for (k, r) in op.regions.iter().enumerate() {
        let i = num_args + k;
        let kind = if r.variadic {
            quote!(::drr::pattern::Variadic)
        } else {
            quote!(::drr::pattern::Single)
        };
        meta.push(quote! {
            impl ::drr::pattern::ArgAt<#i> for #name {
                type Slot = ::drr::pattern::RegionSlot<#name, #k, #kind>;
            }
        });
        if !r.variadic {
            meta.push(quote! {
                impl ::drr::pattern::RegionAt<#i> for #name {
                    const INDEX: usize = #k;
                    type Handle = ::drr::pattern::RegionOf<#name, #k>;
                }
            });
        }
        if !r.variadic && r.sized.is_some_and(|c| c.is_single()) {
            meta.push(quote! {
                impl ::drr::pattern::SingleBlockRegionAt<#k> for #name {}
            });
        }
    }
    if num_dag_regions > 0 {
        let with_regions = num_args + num_dag_regions;
        meta.push(quote! {
            impl ::drr::pattern::SourceArgCountWithRegions<#num_args, #num_dag_regions, #num_args> for #name {}
            impl ::drr::pattern::SourceArgCountWithRegions<#num_args, #num_dag_regions, #with_regions> for #name {}
        });
        meta.push(if no_region_args {
            quote!(impl ::drr::pattern::RegionBlockArgs<0> for #name {})
        } else {
            quote!(impl<const __DRR_N: usize> ::drr::pattern::RegionBlockArgs<__DRR_N> for #name {})
        });
    }
    let source_num_args = if num_dag_regions > 0 {
        quote! {
            /// Asserts the argument count of a source node (mlir-tblgen's "op
            /// argument number mismatch"): the
            /// op's arguments, optionally followed by its regions.
            #[doc(hidden)]
            #[inline(always)]
            pub const fn __drr_source_num_args<const __DRR_N: usize>() where Self: ::drr::pattern::SourceArgCountWithRegions<#num_args, #num_dag_regions, __DRR_N> {}
        }
    } else {
        quote! {
            /// Asserts the argument count of a source node (mlir-tblgen's "op argument number mismatch").
            #[doc(hidden)]
            #[inline(always)]
            pub const fn __drr_source_num_args<const __DRR_N: usize>() where Self: ::drr::pattern::SourceArgCount<#num_args, __DRR_N> {}
        }
    };
    for (i, r) in op.results.iter().enumerate() {
        let (values, get) = match r.mult {
            Multiplicity::Single => (
                quote!(::drr::Value),
                quote!(::drr::ods::OpAccess::single_result(op, ctx, #i)),
            ),
            Multiplicity::Optional => (
                quote!(::core::option::Option<::drr::Value>),
                quote!(::drr::ods::OpAccess::optional_result(op, ctx, #i)),
            ),
            Multiplicity::Variadic => (
                quote!(::drr::pattern::Values),
                quote!(::drr::ods::Op::result_group(op, ctx, #i).iter().copied().collect()),
            ),
        };
        meta.push(quote! {
            impl ::drr::pattern::ResultAt<#i> for #name {
                type Values = #values;
                fn get(ctx: &::drr::Context, op: Self) -> #values { #get }
            }
        });
    }
    // A custom builder taking exactly the op's arguments is what DRR's
    // separate-parameter builder call reaches (see `builders`).
    if let Some(items) = super::builders::drr_builder_items(op, name) {
        meta.push(quote! {
            impl ::drr::pattern::InferResultTypes for #name {
                #items
            }
        });
    } else if let Some(step) = &infer_step {
        meta.push(quote! {
            impl ::drr::pattern::InferResultTypes for #name {
                #[allow(unused_mut, unused_variables)]
                fn infer(ctx: &mut ::drr::Context, state: &mut ::drr::ods::StateBuilder) -> ::core::result::Result<(), ::drr::ods::BuildError> {
                    let mut state = state;
                    #step
                    ::core::result::Result::Ok(())
                }
            }
        });
    }
    let pattern_build = quote! {
        #[doc(hidden)]
        pub const __DRR_NUM_VALUES: usize = #num_results;
        #[doc(hidden)]
        pub const __DRR_OPS: usize = 1;
        /// Asserts the argument count of a result node (mlir-tblgen's "resultant op argument number mismatch"); the
        /// returned gate opens the builder call (`drr::pattern::gated`).
        #[doc(hidden)]
        #[inline(always)]
        pub const fn __drr_num_args<const __DRR_N: usize, G>() -> G
        where
            Self: ::drr::pattern::ResultArgCount<#num_args, __DRR_N, Gate = G>,
        {
            <Self as ::drr::pattern::ResultArgCount<#num_args, __DRR_N>>::GATE
        }
        #source_num_args
        /// Asserts the number of regions a result node builds.
        #[doc(hidden)]
        #[inline(always)]
        pub const fn __drr_num_regions<const __DRR_N: usize>() where Self: ::drr::pattern::ResultRegionCount<#num_dag_regions, __DRR_N> {}
        #[doc(hidden)]
        #[allow(non_upper_case_globals)]
        pub const __drr_matcher: ::drr::pattern::OpMatcher<#name> = ::drr::pattern::OpMatcher::NEW;
        #[doc(hidden)]
        #[inline]
        #[allow(clippy::too_many_arguments, unused_variables)]
        pub fn __drr_build<#(#build_generics),*>(
            b: &mut ::drr::pattern::Builder<'_, '_>,
            #(#build_params),*
        ) -> ::drr::pattern::PendingOp<#name, impl ::core::ops::FnOnce(&mut ::drr::Context, &mut ::drr::ods::StateBuilder) + use<#(#build_generics),*>>
        {
            ::drr::pattern::PendingOp::new(b.loc(), move |ctx: &mut ::drr::Context, state: &mut ::drr::ods::StateBuilder| {
                #(#build_steps)*
            })
        }
    };
    for (i, r) in op.results.iter().enumerate() {
        let n = r.name.to_string();
        let k = vk(r.mult);
        let cons = &r.constraint.ty;
        meta.push(quote! {
            impl ::drr::ods::ResultGroup<#i> for #name {
                const NAME: &'static str = #n;
                const KIND: ::drr::ods::ValueKind = #k;
                type Constraint = #cons;
            }
        });
    }

    let name_doc = format!(" The op's full name, `{full_name}`.");
    let def_doc = format!(
        " The definition registered for `{full_name}` (traits, inherent attributes, verifier, folder)."
    );
    quote::quote_spanned! {span=>
        #(#[doc = #doc_lines])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        // ODS descriptions often cite URLs as plain text.
        #[allow(non_camel_case_types, rustdoc::bare_urls)]
        pub struct #name(pub ::drr::OpId);

        // ODS names are kept as written (`$upperInits`), so accessors and
        // builder parameters may not be snake case.
        #[allow(non_snake_case, clippy::too_many_arguments)]
        impl #name {
            #[doc = #name_doc]
            pub const NAME: &'static str = #full_name;
            #[doc = #def_doc]
            pub const DEFINITION: &'static ::drr::OpDefinition = {
                static DEFINITION: ::drr::OpDefinition = ::drr::OpDefinition {
                    name: #full_name,
                    traits: #traits_expr,
                    inherent_attrs: &[#(#inherent),*],
                    verify: ::core::option::Option::Some(#name::verify_record),
                    fold: #fold,
                };
                &DEFINITION
            };

            /// `op` as this kind, or `None` if it is another kind.
            pub fn from_op(ctx: &::drr::Context, op: ::drr::OpId) -> ::core::option::Option<Self> {
                <Self as ::drr::ods::Op>::from_op(ctx, op)
            }

            /// The operation.
            pub fn op(self) -> ::drr::OpId {
                self.0
            }

            #(#accessors)*

            #[doc = #build_doc]
            pub fn build(
                ctx: &mut ::drr::Context,
                loc: ::drr::Location,
                result_types: &[::drr::Type],
                operands: &[::drr::Value],
                attributes: &[::drr::NamedAttribute],
            ) -> ::drr::OperationState {
                ::drr::ods::build_aggregate(ctx, #name::DEFINITION, #num_regions, loc, result_types, operands, attributes)
            }

            #[doc = #build_with_doc]
            #[allow(unused_mut)]
            pub fn build_with(
                ctx: &mut ::drr::Context,
                loc: ::drr::Location,
                #(#result_params,)*
                #(#arg_params),*
            ) -> ::drr::OperationState {
                let mut state = ::drr::ods::StateBuilder::new(ctx, #name::DEFINITION, loc);
                #(#result_steps)*
                #(#arg_steps)*
                state.finish(ctx, #num_regions)
            }

            #build_inferred

            #pattern_build

            #(#user_builders)*

            #[doc = #verify_doc]
            pub fn verify_invariants(ctx: &::drr::Context, op: ::drr::OpId) -> ::core::result::Result<(), ::std::string::String> {
                #name::verify_record(ctx, op, ctx.op(op)).map_err(::drr::ods::single_verify_message)
            }

            #infer_fns

            #[doc = #verify_record_doc]
            #[allow(unused_variables)]
            pub fn verify_record(ctx: &::drr::Context, op: ::drr::OpId, data: &::drr::OpData) -> ::core::result::Result<(), ::std::string::String> {
                #invariants
                #user_verify
                ::core::result::Result::Ok(())
            }

            #region_verify
            #symbol_uses

            #fold_fn

            #canonicalize

            #(#extra_items)*
        }

        #(#trait_errors)*

        impl ::drr::ods::Op for #name {
            const NAME: &'static str = #full_name;
            const DEFINITION: &'static ::drr::OpDefinition = #name::DEFINITION;
            const SHAPE: &'static ::drr::ods::OpShape = &::drr::ods::OpShape {
                args: &[#(#arg_infos),*],
                operands: &[#(#operand_kinds),*],
                operand_segments: #operand_segments,
                result_names: &[#(#result_names),*],
                results: &[#(#result_kinds),*],
                result_segments: #result_segments,
                num_regions: #num_regions,
                variadic_regions: #variadic_regions,
                num_successors: #num_successors,
                variadic_successors: #variadic_successors,
            };
            const INFERS_RESULT_TYPES: bool = #infers;
            fn from_op_unchecked(op: ::drr::OpId) -> Self {
                #name(op)
            }
            fn op(self) -> ::drr::OpId {
                self.0
            }
        }

        // The op as a result node's callee, as a value (its first result)
        // and as an op, where a pattern passes it to an operand or a
        // NativeCodeCall parameter.
        impl ::drr::pattern::Callee for #name {
            type Kind = ::drr::pattern::OpCallee;
        }
        #as_value
        impl ::drr::pattern::NativeArg<::drr::OpId> for #name {
            #[inline]
            fn into_native(self, _: &::drr::Context) -> ::drr::OpId {
                self.0
            }
        }

        #(#meta)*

        #fold_adaptor
    }
}

/// A copy of `op` where later uses of a name already taken (an error
/// reported by the checker) are made unnamed, so the generated items do not
/// add follow-on errors.
fn dedupe_names(op: &OpModel) -> OpModel {
    let mut seen = std::collections::HashSet::new();
    let mut args = Vec::new();
    for (i, a) in op.args.iter().enumerate() {
        let named = a.named && seen.insert(a.name.to_string());
        let name = if named || !a.named {
            a.name.clone()
        } else {
            format_ident!("odsArg{}", i)
        };
        let kind = match &a.kind {
            ArgModelKind::Operand {
                mult,
                constraint,
                segments,
            } => ArgModelKind::Operand {
                mult: *mult,
                constraint: constraint.clone(),
                segments: segments.clone(),
            },
            ArgModelKind::Attr {
                constraint,
                optional,
                default,
                prop,
            } => ArgModelKind::Attr {
                constraint: constraint.clone(),
                optional: *optional,
                default: default.clone(),
                prop: *prop,
            },
        };
        args.push(ArgModel { name, named, kind });
    }
    let mut results = Vec::new();
    for (i, r) in op.results.iter().enumerate() {
        let named = r.named && seen.insert(r.name.to_string());
        let name = if named || !r.named {
            r.name.clone()
        } else {
            format_ident!("odsResult{}", i)
        };
        results.push(ValueModel {
            name,
            named,
            mult: r.mult,
            constraint: r.constraint.clone(),
        });
    }
    let mut slots = |v: &[SlotModel], what: &str| -> Vec<SlotModel> {
        v.iter()
            .enumerate()
            .map(|(i, s)| SlotModel {
                name: if seen.insert(s.name.to_string()) {
                    s.name.clone()
                } else {
                    format_ident!("{}{}", what, i)
                },
                named: s.named,
                variadic: s.variadic,
                sized: s.sized,
                pred: s.pred.clone(),
            })
            .collect()
    };
    let regions = slots(&op.regions, "odsRegion");
    let successors = slots(&op.successors, "odsSuccessor");
    OpModel {
        docs: op.docs.clone(),
        name: op.name.clone(),
        mnemonic: op.mnemonic.clone(),
        summary: op.summary.clone(),
        description: op.description.clone(),
        traits: op.traits.clone(),
        decorator_effects: op.decorator_effects.clone(),
        args,
        args_span: op.args_span,
        results,
        results_span: op.results_span,
        regions,
        successors,
        builders: op.builders.clone(),
        skip_default_builders: op.skip_default_builders,
        verifier: op.verifier.clone(),
        has_verifier: op.has_verifier,
        has_region_verifier: op.has_region_verifier,
        folder: op.folder.clone(),
        has_folder: op.has_folder,
        has_canonicalizer: op.has_canonicalizer,
        has_canonicalize_method: op.has_canonicalize_method,
        infer: op.infer.clone(),
        is_compatible: op.is_compatible.clone(),
        extra_items: op.extra_items.clone(),
        incomplete: op.incomplete,
    }
}
