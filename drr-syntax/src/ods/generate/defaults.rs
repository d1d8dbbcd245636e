//! Default-valued attributes and properties of an op: which arguments
//! are stored when absent, the lists builders and `populate_defaults`
//! walk, and the generated `populate_defaults` itself (MLIR's
//! `populateDefaultAttrs` / `populateDefaultProperties`).

use super::*;

/// The default-valued attributes of `op` that are stored when absent (not
/// `DefaultValuedOptionalAttr`): (ODS name, constraint type, default value
/// expression).
pub(super) fn defaulted_attrs(op: &OpModel) -> Vec<(String, &TokenStream, &TokenStream)> {
    op.args
        .iter()
        .filter_map(|a| match &a.kind {
            ArgModelKind::Attr {
                constraint,
                default: Some(dv),
                ..
            } if dv.populated => Some((a.name.to_string(), &constraint.ty, &dv.expr)),
            _ => None,
        })
        .collect()
}

/// The attribute arguments of `op` that are ODS properties (`props`) or
/// that are not: (ODS name, constraint or property type).
pub(super) fn attr_args(op: &OpModel, props: bool) -> Vec<(String, &TokenStream)> {
    op.args
        .iter()
        .filter_map(|a| match &a.kind {
            ArgModelKind::Attr {
                constraint, prop, ..
            } if *prop == props => Some((a.name.to_string(), &constraint.ty)),
            _ => None,
        })
        .collect()
}

/// The ODS properties of `op`: (ODS name, property type).
pub(super) fn prop_args(op: &OpModel) -> Vec<(String, &TokenStream)> {
    attr_args(op, true)
}

/// True if the parser converts or checks `op`'s `<{…}>` (it has
/// properties or inherent attributes: `__DRR_PROPERTIES`).
pub(super) fn has_converted_properties(op: &OpModel) -> bool {
    op.args
        .iter()
        .any(|a| matches!(a.kind, ArgModelKind::Attr { .. }))
        || !segment_properties(op).is_empty()
}

/// The segment-size properties of `op` (`operandSegmentSizes` of
/// `AttrSizedOperandSegments`, `resultSegmentSizes` of
/// `AttrSizedResultSegments`) with their number of groups: MLIR stores
/// each as a fixed-size `int32_t` array, which `<{…}>` must fill exactly.
pub(super) fn segment_properties(op: &OpModel) -> Vec<(&'static str, usize)> {
    let mut out = Vec::new();
    if op.has_trait("AttrSizedOperandSegments") {
        let groups = op
            .args
            .iter()
            .filter(|a| matches!(a.kind, ArgModelKind::Operand { .. }))
            .count();
        out.push(("operandSegmentSizes", groups));
    }
    if op.has_trait("AttrSizedResultSegments") {
        out.push(("resultSegmentSizes", op.results.len()));
    }
    out
}

/// True if `op` needs a default-value hook: it has default-valued
/// attributes, properties (which always take a value) or, unless its
/// attributes are kept in the attribute dictionary
/// (`attrs_in_dictionary`, see [`populate_defaults_items`]), segment sizes
/// (MLIR's properties struct holds them zero-initialized, and prints them).
pub(super) fn has_defaults(op: &OpModel, attrs_in_dictionary: bool) -> bool {
    !defaulted_attrs(op).is_empty()
        || !prop_args(op).is_empty()
        || (!in_dictionary(op, attrs_in_dictionary) && !segment_properties(op).is_empty())
}

/// True if `op` keeps its inherent attributes in the attribute dictionary:
/// its dialect sets `usePropertiesForAttributes = 0` (`attrs_in_dictionary`)
/// and it has no ODS properties (mlir-tblgen gives an op with properties
/// properties for all its attributes).
pub(super) fn in_dictionary(op: &OpModel, attrs_in_dictionary: bool) -> bool {
    attrs_in_dictionary && prop_args(op).is_empty()
}

/// `__drr_populate_defaults` for an op with default-valued attributes or
/// properties (MLIR's `populateDefaultProperties`, and the default
/// initialization of a properties struct; registered by the dialect), and
/// for an op with properties their registration (`__DRR_PROPERTIES`: the
/// parser's conversion of `<{…}>`). `attrs_in_dictionary`: the dialect
/// sets `usePropertiesForAttributes = 0`, so an op without ODS properties
/// keeps its inherent attributes in the attribute dictionary.
pub(super) fn populate_defaults_items(op: &OpModel, attrs_in_dictionary: bool) -> TokenStream {
    let attrs = defaulted_attrs(op);
    let props = prop_args(op);
    if attrs.is_empty() && !has_converted_properties(op) {
        return TokenStream::new();
    }
    let name = &op.name;
    let prop_steps = props.iter().map(|(n, cons)| {
        quote! {
            let key = ctx.symbol(#n);
            if !entries.iter().any(|e| e.name == key) {
                let value = <#cons as ::drr::ods::Property>::default_attr(ctx);
                entries.push(::drr::NamedAttribute { name: key, value });
                changed = true;
            }
        }
    });
    let prop_names: Vec<&String> = props.iter().map(|(n, _)| n).collect();
    let in_dictionary = in_dictionary(op, attrs_in_dictionary);
    // Segment sizes absent from the properties are zeros (the properties
    // struct's `std::array`s, zero-initialized), printed as such
    // (mlir-opt-22's note shows `<{operandSegmentSizes = array<i32: 0, 0>}>`
    // for an op written without them). Not in the attribute dictionary:
    // there they are required.
    let segment_steps = segment_properties(op)
        .into_iter()
        .filter(|_| !in_dictionary)
        .map(|(n, groups)| {
            quote! {
                let key = ctx.symbol(#n);
                if !entries.iter().any(|e| e.name == key) {
                    let value = ctx.dense_i32_array_attr(&[0; #groups]);
                    entries.push(::drr::NamedAttribute { name: key, value });
                    changed = true;
                }
            }
        });
    let prop_converts = props.iter().map(|(n, cons)| {
        quote! {
            let props = ::drr::ods::property::convert_prop_entry(ctx, props, #n, ::drr::ods::property::prop_from_attr::<#cons>)?;
        }
    });
    // The inherent attributes' classes, checked first (MLIR's
    // `setPropertiesFromAttr` converts attributes, then properties), by
    // name: the generated properties struct holds its attributes sorted by
    // name, not in declaration order (mlir-opt-22 on `arith.cmpf` given a
    // bad `predicate` and `fastmath` names `fastmath`).
    let mut attrs_by_name = attr_args(op, false);
    attrs_by_name.sort_by(|a, b| a.0.cmp(&b.0));
    let attr_checks = attrs_by_name.iter().map(|(n, cons)| {
        quote! {
            ::drr::ods::property::check_attr_storage(ctx, props, #n, <#cons as ::drr::ods::AttrConstraint>::storage_matches)?;
        }
    });
    // The same order for the constraints of the attributes an op written
    // without `<{…}>` gives in `{…}` (mlir-tblgen's `verifyInherentAttrs`
    // also goes by name).
    let dict_checks = attrs_by_name.iter().map(|(n, cons)| {
        quote! {
            ::drr::ods::property::verify_dict_attr::<#cons>(ctx, attrs, #n)?;
        }
    });
    // The segment sizes, converted after the attributes and the ODS
    // properties (ODS lists them last among the properties).
    let segment_checks = segment_properties(op).into_iter().map(|(n, groups)| {
        quote! {
            ::drr::ods::property::check_segment_sizes(ctx, props, #n, #groups)?;
        }
    });
    let prop_items = has_converted_properties(op).then(|| {
        quote! {
            /// The op's ODS properties, registered with the context (the
            /// parser's conversion of `<{…}>`).
            #[doc(hidden)]
            pub const __DRR_PROPERTIES: ::drr::ods::PropertiesInfo = ::drr::ods::PropertiesInfo {
                names: &[#(#prop_names),*],
                convert: #name::__drr_convert_properties,
                check_attrs: #name::__drr_check_attrs,
                check_segments: #name::__drr_check_segments,
                verify_dict_attrs: #name::__drr_verify_dict_attrs,
                attributes_in_dictionary: #in_dictionary,
            };
            /// Checks the constraints of the inherent attributes an op
            /// written without `<{…}>` gives in `{…}` (MLIR's
            /// `verifyInherentAttrs`, run by the parser).
            #[doc(hidden)]
            #[allow(unused_variables)]
            pub fn __drr_verify_dict_attrs(
                ctx: &::drr::Context,
                attrs: &[::drr::NamedAttribute],
            ) -> ::core::result::Result<(), ::std::string::String> {
                #(#dict_checks)*
                ::core::result::Result::Ok(())
            }
            /// Checks the classes of the inherent attributes `<{…}>` gave
            /// (MLIR's `setPropertiesFromAttr`).
            #[doc(hidden)]
            pub fn __drr_check_attrs(
                ctx: &::drr::Context,
                props: ::drr::Attribute,
            ) -> ::core::result::Result<(), ::std::borrow::Cow<'static, str>> {
                #(#attr_checks)*
                ::core::result::Result::Ok(())
            }
            /// Checks the segment sizes `<{…}>` gave (MLIR's
            /// `setPropertiesFromAttr` converts them after the ODS
            /// properties).
            #[doc(hidden)]
            #[allow(unused_variables)]
            pub fn __drr_check_segments(
                ctx: &::drr::Context,
                props: ::drr::Attribute,
            ) -> ::core::result::Result<(), ::std::borrow::Cow<'static, str>> {
                #(#segment_checks)*
                ::core::result::Result::Ok(())
            }
            /// Converts the properties `<{…}>` gave to their canonical
            /// forms (MLIR's `setPropertiesFromAttr`).
            #[doc(hidden)]
            pub fn __drr_convert_properties(
                ctx: &mut ::drr::Context,
                props: ::drr::Attribute,
            ) -> ::core::result::Result<::drr::Attribute, ::std::borrow::Cow<'static, str>> {
                #(#prop_converts)*
                ::core::result::Result::Ok(props)
            }
        }
    });
    let steps = attrs.iter().map(|(n, cons, dv)| {
        quote! {
            let key = ctx.symbol(#n);
            if !entries.iter().any(|e| e.name == key) {
                let value = <#cons as ::drr::ods::ConstantAttrBuilder>::build_constant(ctx, #dv);
                entries.push(::drr::NamedAttribute { name: key, value });
                changed = true;
            }
        }
    });
    if !has_defaults(op, attrs_in_dictionary) {
        return quote! {
            impl #name {
                #prop_items
            }
        };
    }
    quote! {
        impl #name {
            /// Adds the default values of the default-valued attributes
            /// missing from `properties` (MLIR's `populateDefaultProperties`).
            #[doc(hidden)]
            pub fn __drr_populate_defaults(
                ctx: &mut ::drr::Context,
                properties: ::core::option::Option<::drr::Attribute>,
            ) -> ::core::option::Option<::drr::Attribute> {
                let mut entries: ::std::vec::Vec<::drr::NamedAttribute> = match properties {
                    ::core::option::Option::Some(p) => ctx.dict_entries(p).to_vec(),
                    ::core::option::Option::None => ::std::vec::Vec::new(),
                };
                let mut changed = false;
                #(#steps)*
                #(#prop_steps)*
                #(#segment_steps)*
                if changed {
                    ::core::option::Option::Some(ctx.dictionary(entries))
                } else {
                    properties
                }
            }
            #prop_items
        }
    }
}
