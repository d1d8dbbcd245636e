//! Items of the dialect: the `<Name>Dialect` struct (or the extension
//! type of a block declaring `dialect NAME as TypeName`), its
//! `DialectDefinition` and `register`, which registers every op, type,
//! attribute parser and canonicalization hook of the block.

use super::*;
use crate::ods::traits::TraitModel;

pub(super) fn dialect_items(d: &Ident, model: &Model) -> TokenStream {
    let dname = d.to_string();
    let camel = crate::tablegen::camel(&dname);
    let extension = model.dialect_type.is_some();
    let ty = match &model.dialect_type {
        Some(t) => t.clone(),
        None => format_ident!("{}Dialect", camel, span = d.span()),
    };
    let ops: Vec<_> = model.ops.iter().map(|o| &o.name).collect();
    let defaulted: Vec<_> = model
        .ops
        .iter()
        .filter(|o| has_defaults(o, model.attrs_in_dictionary))
        .map(|o| &o.name)
        .collect();
    let with_props: Vec<_> = model
        .ops
        .iter()
        .filter(|o| has_converted_properties(o))
        .map(|o| &o.name)
        .collect();
    // A block adding ops to a dialect declared elsewhere has no dialect
    // hooks (reported by the lowering; nothing more is generated for them).
    // The materializer and the state fast path of `MaterializeConstant`
    // (the latter's default: none; a `materializer = path` has none).
    let none = quote!(::core::option::Option::None);
    let (mat, constant_state) = match &model.materializer {
        _ if extension => (none.clone(), none),
        Some(p) => (quote!(::core::option::Option::Some(#p)), none),
        None if let Some(at) = model.has_constant_materializer => {
            let at_ty = Ident::new(&ty.to_string(), at);
            (
                quote_spanned!(at=> ::core::option::Option::Some(<#at_ty as ::drr::ods::MaterializeConstant>::materialize_constant)),
                quote_spanned!(at=> ::core::option::Option::Some(<#at_ty as ::drr::ods::MaterializeConstant>::constant_state)),
            )
        }
        None => (none.clone(), none),
    };
    // The dialect's attribute parser: its `EnumAttr`s by mnemonic.
    // A block adding ops to a dialect declared elsewhere may define more
    // of its enum attributes (MLIR's enums files): its parser is asked
    // after the dialect's (see `Context::register_dialect_extension`).
    // A block whose dialect attributes are only `AttrDef`s, when another
    // block of the dialect has `EnumAttr`s (and so a parser, which does not
    // know them: LLVM's `LLVMAttrDefs.td` and `LLVMEnums.td`), registers a
    // parser keeping its `AttrDef`s' text.
    let only_kept = model.dialect_enum_attrs.is_empty()
        && extension
        && model
            .typedefs
            .iter()
            .any(|t| t.kind == ConstraintKind::Attr && t.dialect == dname);
    let (parse_attr, parse_fn) = if model.dialect_enum_attrs.is_empty() && !only_kept {
        (quote!(::core::option::Option::None), TokenStream::new())
    } else {
        let mnemonics: Vec<_> = model
            .dialect_enum_attrs
            .iter()
            .map(|a| a.mnemonic.clone())
            .collect();
        let attrs: Vec<_> = model.dialect_enum_attrs.iter().map(|a| &a.name).collect();
        // The dialect's `AttrDef`s: their syntax is C++, their text is kept.
        let kept: Vec<_> = model
            .typedefs
            .iter()
            .filter(|t| t.kind == ConstraintKind::Attr)
            .map(|t| t.mnemonic.as_str())
            .collect();
        let kept = (!kept.is_empty()).then(|| {
            quote!(#(#kept)|* => return ::core::result::Result::Err(::drr::ods::AttrParseError::keep_text()),)
        });
        // Without enum attributes, nothing is parsed: the mnemonic is kept
        // or unknown.
        let body = if mnemonics.is_empty() {
            quote! {
                let _ = (ctx, rest);
                match mnemonic {
                    #kept
                    _ => ::core::result::Result::Err(::drr::ods::AttrParseError::unknown_attribute(mnemonic, #dname)),
                }
            }
        } else {
            quote! {
                let parse: fn(&mut ::drr::Context, &str) -> ::core::result::Result<::drr::Attribute, ::drr::ods::AttrParseError> = match mnemonic {
                    #(#mnemonics => #attrs::__drr_parse,)*
                    #kept
                    _ => {
                        return ::core::result::Result::Err(::drr::ods::AttrParseError::unknown_attribute(mnemonic, #dname));
                    }
                };
                parse(ctx, rest).map_err(|e| e.shifted(mnemonic.len()))
            }
        };
        (
            quote!(::core::option::Option::Some(#ty::__drr_parse_attribute)),
            quote! {
                /// Parses `#dialect.mnemonic<…>` and `#dialect<mnemonic …>`
                /// (the dialect's attribute parser, registered in
                /// [`Self::DEFINITION`]): `rest` is the text after the
                /// mnemonic.
                #[doc(hidden)]
                pub fn __drr_parse_attribute(
                    ctx: &mut ::drr::Context,
                    mnemonic: &str,
                    rest: &str,
                ) -> ::core::result::Result<::drr::Attribute, ::drr::ods::AttrParseError> {
                    #body
                }
            },
        )
    };
    let region_ops: Vec<_> = model
        .ops
        .iter()
        .filter(|o| {
            o.has_region_verifier.is_some()
                || o.has_trait("SingleBlockImplicitTerminator")
                || o.traits
                    .iter()
                    .any(|t| matches!(t, TraitModel::RegionBranch(_)))
        })
        .map(|o| &o.name)
        .collect();
    let canonical_ops: Vec<_> = model
        .ops
        .iter()
        .filter(|o| o.has_canonicalizer.is_some() || o.has_canonicalize_method.is_some())
        .map(|o| &o.name)
        .collect();
    // `BranchOpInterface`: the derived successor operands, where the op's
    // shape fits them (see `drr::ods::successor_groups`).
    let branch_ops: Vec<_> = model
        .ops
        .iter()
        .filter(|o| o.has_trait("BranchOpInterface"))
        .map(|o| &o.name)
        .collect();
    let symbol_user_ops: Vec<_> = model
        .ops
        .iter()
        .filter(|o| o.has_trait("SymbolUserOpInterface"))
        .map(|o| &o.name)
        .collect();
    // Region branch terminators: `ReturnLike` ops pass every operand;
    // the others declaring the interface say which with their impl (at the
    // interface's name, so a missing impl is reported there).
    let terminators: Vec<TokenStream> = model
        .ops
        .iter()
        .filter_map(|o| {
            let name = &o.name;
            if o.has_trait("ReturnLike") {
                return Some(quote! {
                    ctx.register_region_terminator(#name::DEFINITION, ::drr::ods::return_like_operands);
                });
            }
            let at = o.traits.iter().find_map(|t| match t {
                TraitModel::RegionTerminator(i) => Some(i.span()),
                _ => None,
            })?;
            let at_ty = Ident::new(&name.to_string(), at);
            Some(quote_spanned! {at=>
                ctx.register_region_terminator(#name::DEFINITION, ::drr::ods::region_terminator_operands::<#at_ty>);
            })
        })
        .collect();
    let doc = if extension {
        format!(
            " More ops of the `{dname}` dialect (declared by another `ods!` block): registers them with a context."
        )
    } else {
        format!(" The `{dname}` dialect: registers its ops with a context.")
    };
    let mut register_dialect = if extension {
        quote!(ctx.register_dialect_extension(Self::DEFINITION);)
    } else {
        quote!(ctx.register_dialect(Self::DEFINITION);)
    };
    if model.allow_unknown_operations {
        register_dialect.extend(quote!(ctx.allow_unknown_operations(#dname);));
    }
    // The dialect's parameterless types, created when it is registered:
    // MLIR's parser creates a container's element type as it reads the
    // container (`!pdl.range<operation>` makes `!pdl.operation`), and the
    // element type calls of `ContainerType` constraints, which run in the
    // verifier and only look types up, then find it.
    let own_types: Vec<_> = model
        .typedefs
        .iter()
        .filter(|t| t.kind == ConstraintKind::Type && t.buildable && t.dialect == dname)
        .map(|t| t.text())
        .collect();
    // Those its parser reads no body of (`TypeDefModel::parameterless`).
    let parameterless: Vec<_> = model
        .typedefs
        .iter()
        .filter(|t| t.parameterless && t.dialect == dname)
        .map(|t| t.text())
        .collect();
    // The mnemonics of its `TypeDef`s: with mlir-tblgen's generated
    // parser (the block declaring the dialect by a `Dialect` record), any
    // other mnemonic is MLIR's `unknown  type` error; a block adding ops
    // to the dialect only adds its own.
    let declared_mnemonics = |kind: ConstraintKind| {
        let dname = &dname;
        model
            .typedefs
            .iter()
            .filter(move |t| t.kind == kind && t.dialect == *dname && !t.mnemonic.is_empty())
            .map(|t| t.mnemonic.clone())
    };
    let type_mnemonics: Vec<_> = declared_mnemonics(ConstraintKind::Type).collect();
    let generated_type_parser = model.generated_type_parser && !extension;
    // As for attributes below: the block declaring a dialect with the
    // generated parser registers it even without types of its own (TOSA's
    // `TosaOpBase.td` declares the dialect, `TosaTypesBase.td` its types).
    let type_mnemonics = (generated_type_parser || !type_mnemonics.is_empty()).then(|| {
        quote!(::drr::ods::register_type_mnemonics(ctx, #dname, &[#(#type_mnemonics),*], #generated_type_parser);)
    });
    // The mnemonics of its `AttrDef`s and `EnumAttr`s, likewise for
    // `#ns.other<…>` (mlir-tblgen's generated parser dispatches to both).
    // The block declaring a dialect with that parser registers it even
    // without attributes of its own: blocks adding to the dialect (LLVM's
    // `LLVMAttrDefs.td`) add them.
    let attr_mnemonics: Vec<_> = declared_mnemonics(ConstraintKind::Attr)
        .chain(model.dialect_enum_attrs.iter().map(|a| a.mnemonic.value()))
        .collect();
    let generated_attr_parser = model.generated_attr_parser && !extension;
    let attr_mnemonics = (generated_attr_parser || !attr_mnemonics.is_empty()).then(|| {
        quote!(::drr::ods::register_attr_mnemonics(ctx, #dname, &[#(#attr_mnemonics),*], #generated_attr_parser);)
    });
    // Its `ShapedTypeInterface` types: the context reads their element
    // types when it creates them (`getElementTypeOrSelf`).
    // Those declaring their shape first have that shape too
    // (`SameOperandsShape`, `AllShapesMatch`, … read it).
    let shaped_types: Vec<_> = model
        .typedefs
        .iter()
        .filter(|t| t.kind == ConstraintKind::Type && t.shaped && t.dialect == dname)
        .map(|t| {
            let text = t.text();
            if t.shape {
                quote!(ctx.register_shaped_dialect_shape(#text);)
            } else {
                quote!(ctx.register_shaped_dialect_type(#text);)
            }
        })
        .collect();
    // The constraints on their element type parameters, checked when the
    // parser creates such a type (mlir-tblgen's `verifyInvariants`).
    let element_constraints: Vec<_> = model
        .typedefs
        .iter()
        .filter(|t| t.kind == ConstraintKind::Type && t.shaped && t.dialect == dname)
        .filter_map(|t| {
            let text = t.text();
            let c = t.element_constraint.as_ref()?;
            Some(quote!(ctx.register_shaped_element_constraint(
                #text,
                "elementType",
                <#c as ::drr::ods::TypeConstraint>::matches,
                <#c as ::drr::ods::TypeConstraint>::summary,
            );))
        })
        .collect();
    // The declarative formats of its `TypeDef`s the parser reads as
    // mlir-tblgen's generated parser does (`"`<` $size `>`"`), with the
    // generated type parser only (a C++ `parseType` may read anything).
    // Likewise its `AttrDef`s' formats, with the generated attribute
    // parser. Their C++ enum parameters name enum records of the block.
    // A block adding to a dialect declared elsewhere (`TosaTypesBase.td`'s
    // types of `TosaOpBase.td`'s dialect) registers its formats too: the
    // parser reads them only if the declaring block registered the
    // generated parser.
    let type_formats: Vec<_> = model
        .typedefs
        .iter()
        .filter(|t| t.dialect == dname)
        .filter(|t| match t.kind {
            ConstraintKind::Type => generated_type_parser || extension,
            ConstraintKind::Attr => generated_attr_parser || extension,
        })
        .filter_map(|t| {
            let text = t.text();
            let mut format = t.format.clone()?;
            if !format.resolve_enums(|name| block_enum(model, name)) {
                return None;
            }
            let format = format.tokens(&t.name.to_string());
            Some(match t.kind {
                ConstraintKind::Type => {
                    quote!(::drr::ods::register_type_format(ctx, #text, #format);)
                }
                ConstraintKind::Attr => {
                    quote!(::drr::ods::register_attr_format(ctx, #text, #format);)
                }
            })
        })
        .collect();
    // Every type's element type interfaces: which may be a `memref`'s or
    // a `vector`'s element type (`memref<4x!ns.t>`).
    let element_interfaces: Vec<_> = model
        .typedefs
        .iter()
        .filter(|t| t.kind == ConstraintKind::Type && t.dialect == dname)
        .map(|t| {
            let text = t.text();
            let (memref, vector) = (t.memref_element, t.vector_element);
            quote!(ctx.register_dialect_type_interfaces(#text, ::drr::element_types::ElementInterfaces { memref: #memref, vector: #vector });)
        })
        .collect();
    let ops_doc = format!(" The definitions of the `{dname}` ops, in declaration order.");
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, Default)]
        pub struct #ty;
        impl #ty {
            /// The dialect namespace.
            pub const NAME: &'static str = #dname;
            /// The dialect definition (constant materialization hook).
            pub const DEFINITION: &'static ::drr::DialectDefinition = &::drr::DialectDefinition {
                name: #dname,
                materialize_constant: #mat,
                constant_state: #constant_state,
                parse_attribute: #parse_attr,
                region_verifiers: &[#((#region_ops::NAME, #region_ops::__drr_verify_regions as ::drr::op_definition::VerifyFn)),*],
                canonicalizers: &[#((#canonical_ops::NAME, #canonical_ops::canonicalization_patterns as ::drr::op_definition::CanonicalizeFn)),*],
            };
            #[doc = #ops_doc]
            pub const OPS: &'static [&'static ::drr::OpDefinition] = &[#(#ops::DEFINITION),*];
            /// Registers the dialect and all its ops with `ctx`, so the parser,
            /// printer and verifier know them.
            pub fn register(ctx: &mut ::drr::Context) {
                #register_dialect
                #(#shaped_types)*
                #(#element_constraints)*
                #(#element_interfaces)*
                #(::drr::ods::dialect_type(ctx, #own_types);)*
                #(::drr::ods::register_parameterless_type(ctx, #parameterless);)*
                #type_mnemonics
                #attr_mnemonics
                #(#type_formats)*
                for def in Self::OPS {
                    ctx.register_op(def);
                }
                #(ctx.register_default_properties(#defaulted::DEFINITION, #defaulted::__drr_populate_defaults);)*
                #(ctx.register_properties(#with_props::DEFINITION, &#with_props::__DRR_PROPERTIES);)*
                #(ctx.register_symbol_uses(#symbol_user_ops::DEFINITION, #symbol_user_ops::__drr_verify_symbol_uses);)*
                #(#terminators)*
                #(if const { ::drr::ods::has_successor_groups::<#branch_ops>() } {
                    ctx.register_successor_operands(#branch_ops::DEFINITION, ::drr::ods::successor_groups::<#branch_ops>);
                })*
            }
            /// Adds the canonicalization patterns of every op of the
            /// dialect (those with `hasCanonicalizer` or
            /// `hasCanonicalizeMethod`) to `patterns`.
            pub fn populate_canonicalization_patterns(patterns: &mut ::drr::rewrite::RewritePatternSet) {
                let _ = &patterns;
                #(#canonical_ops::canonicalization_patterns(patterns);)*
            }
            #parse_fn
        }
    }
}

/// The Rust enum `ods!` generates for the enum record of the block named
/// `name`: the record's name (`EnumParameter<Kind>`), or a C++ class name
/// (`mlir::tl::AddressSpace`: its last segment the record's or its C++
/// class's name, its namespace the record's `cppNamespace` if both are
/// given).
fn block_enum(model: &Model, name: &str) -> Option<(String, String)> {
    let (namespace, class) = match name.rsplit_once("::") {
        Some((ns, c)) => (ns.trim_start_matches("::"), c),
        None => ("", name),
    };
    model
        .enums
        .iter()
        .find(|e| {
            let named = e.name == class || e.class_name.as_ref().is_some_and(|c| c == class);
            let own = e.cpp_namespace.trim_start_matches("::");
            named && (namespace.is_empty() || own.is_empty() || own == namespace)
        })
        .map(|e| {
            // `EnumParameter`'s C++ type: `cppNamespace # "::" # className`.
            let class = e.class_name.as_ref().unwrap_or(&e.name);
            (e.name.to_string(), format!("{}::{class}", e.cpp_namespace))
        })
}
