//! What each trait contributes to the generated op: the verification
//! steps in MLIR's order ([`TraitSteps`]), the runtime flags
//! (`drr::OpTraits`), and the result types ODS derives from traits
//! (`derived_result_sources`).

use super::*;

/// True if `name` is an `Optional<…>` operand or result of `op`.
pub(super) fn is_optional_single(op: &OpModel, name: &LitStr) -> bool {
    let n = name.value();
    op.args.iter().any(|a| {
        matches!(
            &a.kind,
            ArgModelKind::Operand {
                mult: Multiplicity::Optional,
                ..
            }
        ) && a.named
            && a.name == n
    }) || op
        .results
        .iter()
        .any(|r| r.named && r.name == n && r.mult == Multiplicity::Optional)
}

/// The variadic or optional operand or result group `name` of `op`, as a
/// `ValueGroup` expression; `None` if `name` is not one.
pub(in crate::ods) fn variadic_group(op: &OpModel, name: &LitStr) -> Option<TokenStream> {
    let n = name.value();
    let mut group = 0usize;
    for a in &op.args {
        if let ArgModelKind::Operand { mult, .. } = &a.kind {
            if a.named && a.name == n {
                return (*mult != Multiplicity::Single)
                    .then(|| quote!(::drr::ods::ValueGroup::Operands(#group)));
            }
            group += 1;
        }
    }
    let (g, r) = op
        .results
        .iter()
        .enumerate()
        .find(|(_, r)| r.named && r.name == n)?;
    (r.mult != Multiplicity::Single).then(|| quote!(::drr::ods::ValueGroup::Results(#g)))
}

/// The operand or result group `name` of `op`, whatever its multiplicity,
/// as a `ValueGroup` expression; `None` if `name` names no operand or
/// result.
pub(in crate::ods) fn value_group(op: &OpModel, name: &LitStr) -> Option<TokenStream> {
    let n = name.value();
    let mut group = 0usize;
    for a in &op.args {
        if let ArgModelKind::Operand { .. } = &a.kind {
            if a.named && a.name == n {
                return Some(quote!(::drr::ods::ValueGroup::Operands(#group)));
            }
            group += 1;
        }
    }
    let g = op.results.iter().position(|r| r.named && r.name == n)?;
    Some(quote!(::drr::ods::ValueGroup::Results(#g)))
}

/// The name of a result or argument of `op` as an `Entity` expression,
/// or an error message.
pub(in crate::ods) fn entity(op: &OpModel, name: &LitStr) -> Result<TokenStream, String> {
    entity_of(op, name, false)
}

/// [`entity`], also accepting an optional operand or result when
/// `optional_ok` (`OptionalTypesMatchWith`: an absent one has no type).
pub(super) fn entity_of(
    op: &OpModel,
    name: &LitStr,
    optional_ok: bool,
) -> Result<TokenStream, String> {
    let single = |m: &Multiplicity| {
        *m == Multiplicity::Single || (optional_ok && *m == Multiplicity::Optional)
    };
    let n = name.value();
    let span = name.span();
    let mut group = 0usize;
    for a in &op.args {
        let is_operand = matches!(a.kind, ArgModelKind::Operand { .. });
        if a.named && a.name == n {
            return match &a.kind {
                ArgModelKind::Operand { mult, .. } if single(mult) => {
                    Ok(quote_spanned!(span=> ::drr::ods::Entity::Operand(#group)))
                }
                ArgModelKind::Operand { .. } => Err(format!(
                    "`{n}` is a variadic or optional operand: a type trait names single values"
                )),
                ArgModelKind::Attr { .. } => {
                    Ok(quote_spanned!(span=> ::drr::ods::Entity::Attr(#n)))
                }
            };
        }
        if is_operand {
            group += 1;
        }
    }
    for (g, r) in op.results.iter().enumerate() {
        if r.named && r.name == n {
            if !single(&r.mult) {
                return Err(format!(
                    "`{n}` is a variadic or optional result: a type trait names single values"
                ));
            }
            return Ok(quote_spanned!(span=> ::drr::ods::Entity::Result(#g)));
        }
    }
    // `RangedTypesMatchWith<…, "$_self", "rhs", "C++ on the op">` (tpp-mlir's
    // `perf.bench`): ODS reads the left name only through `$_self` in the
    // C++ transform, so a transform of the whole op gets by without one.
    if n.starts_with('$') {
        return Err(format!(
            "`{n}` is not a name of op `{}`: a Rust type transformer reads the type of the left-hand argument or result; a check that reads the op itself is `PredOpTrait<\"summary\", |ctx: &drr::Context, op: drr::OpId| …>`",
            op.name
        ));
    }
    let mut names: Vec<String> = op.value_names().collect();
    names.sort_unstable();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    Err(format!(
        "op `{}` has no argument or result named `{n}`{}",
        op.name,
        crate::ods::lower::did_you_mean(&n, &names)
    ))
}

/// The trait verification steps of `op`, in groups (structural,
/// predicate, native, region), each a list of `v.check(…)?;` statements on
/// an `OpVerifier` named `v`, plus the same checks as booleans on a
/// `FastVerifier` named `f` (possibly stricter, never more lenient: a
/// failed fast check sends the op to the general path, which words the
/// failure). Errors in trait arguments go to `errs`.
pub struct TraitSteps {
    /// Before the invariants.
    pub structural: Vec<TokenStream>,
    /// With the invariants (after operands and results).
    pub predicates: Vec<TokenStream>,
    /// After the invariants.
    pub native: Vec<TokenStream>,
    /// Region traits, run once the ops in the regions verified.
    pub region: Vec<TokenStream>,
    /// The fast forms of the structural, predicate and native checks.
    pub fast: Vec<TokenStream>,
}

/// The trait verification steps of `op`.
pub fn trait_steps(op: &OpModel, errs: &mut Vec<syn::Error>) -> TraitSteps {
    let mut s = TraitSteps {
        structural: Vec::new(),
        predicates: Vec::new(),
        native: Vec::new(),
        region: Vec::new(),
        fast: Vec::new(),
    };
    let no_terminator = op.has_trait("NoTerminator");
    // The region checks of interfaces: after the structural traits' (ODS
    // lists `StructuralOpTrait`s such as `SingleBlockImplicitTerminator`
    // first in the op's C++ class), in list order among themselves.
    let mut region_interfaces: Vec<TokenStream> = Vec::new();
    let names_of = |names: &[LitStr],
                    errs: &mut Vec<syn::Error>,
                    optional_ok: bool|
     -> Option<Vec<TokenStream>> {
        let mut out = Vec::new();
        for n in names {
            match entity_of(op, n, optional_ok) {
                Ok(t) => out.push(t),
                Err(m) => {
                    errs.push(syn::Error::new(n.span(), m));
                    return None;
                }
            }
        }
        Some(out)
    };
    let names = |names: &[LitStr], errs: &mut Vec<syn::Error>| -> Option<Vec<TokenStream>> {
        names_of(names, errs, false)
    };
    // A check that reads no operand or result groups runs on
    // `f.general()`; one that does (named values) on `f.full()`.
    let on_general = |check: &TokenStream| quote!(f.general().#check.is_ok());
    let on_full = |check: &TokenStream| quote!(f.full().#check.is_ok());
    // A user `inferReturnTypes` is checked where the op lists the
    // interface (MLIR runs `verifyInferredResultTypes` as the interface's
    // trait verifier), else after the other traits.
    let infer_check = op.infer.as_ref().map(|_| {
        let name = &op.name;
        let compat = match &op.is_compatible {
            Some(_) => {
                quote!(::core::option::Option::Some(#name::__DRR_IS_COMPATIBLE_RETURN_TYPES))
            }
            None => quote!(::core::option::Option::None),
        };
        quote!(::drr::ods::verify_inferred_by(ctx, op, #name::__DRR_INFER_RETURN_TYPES, #compat))
    });
    let mut infer_checked = false;
    let mut push_infer_check = |s: &mut TraitSteps| {
        if let Some(check) = &infer_check
            && !infer_checked
        {
            infer_checked = true;
            s.native.push(quote!(#check?;));
            s.fast.push(quote!(#check.is_ok()));
        }
    };
    for t in &op.traits {
        match t {
            TraitModel::Simple(i) if INFER_TYPE_INTERFACES.iter().any(|n| i == n) => {
                push_infer_check(&mut s);
            }
            // `Symbol`: an op whose `sym_name` is an optional attribute
            // is an optional symbol (its C++ `isOptionalSymbol` returns
            // true, as CIRCT's `emit.file` says): without a name it is not
            // checked.
            // `isDeclaration` (false unless the op says) and
            // `isOptionalSymbol` are the op's own where it declares them:
            // `DeclareOpInterfaceMethods<Symbol, ["isDeclaration"]>` (a
            // `drr::ods::SymbolIsDeclaration` impl) or a Rust
            // `fn is_declaration` in its `extraClassDeclaration` (which
            // shadows the interface's default, as in C++).
            TraitModel::Symbol { declared, .. } => {
                let name = &op.name;
                let method = |cpp: &str, rust: &str, hook: &str, default: TokenStream| {
                    if let Some(at) = declared.iter().find(|d| d.value() == cpp) {
                        let rust_id = Ident::new(rust, Span::call_site());
                        let hook = Ident::new(hook, Span::call_site());
                        let at_ty = Ident::new(&name.to_string(), at.span());
                        quote_spanned!(at.span()=> <#at_ty as ::drr::ods::#hook>::#rust_id(#name(op), ctx))
                    } else if let Some(at) = extra_fn(op, rust) {
                        let rust_id = Ident::new(rust, at);
                        quote_spanned!(at=> #name(op).#rust_id(ctx))
                    } else {
                        default
                    }
                };
                let optional_attr = op.args.iter().any(|a| {
                    a.named
                        && a.name == "sym_name"
                        && matches!(a.kind, ArgModelKind::Attr { optional: true, .. })
                });
                let optional = method(
                    "isOptionalSymbol",
                    "is_optional_symbol",
                    "SymbolIsOptional",
                    quote!(#optional_attr),
                );
                let declaration = method(
                    "isDeclaration",
                    "is_declaration",
                    "SymbolIsDeclaration",
                    quote!(false),
                );
                let check = quote!(symbol(#optional, #declaration));
                s.native.push(quote!(v.#check?;));
                s.fast.push(on_general(&check));
            }
            TraitModel::Simple(i) => {
                let Some((_, _, effect)) = KNOWN_TRAITS.iter().find(|k| i == k.0) else {
                    continue;
                };
                match effect {
                    Effect::Flag => {}
                    Effect::Structural(m) => {
                        let check = if *m == "single_block" {
                            quote!(single_block(#no_terminator))
                        } else {
                            let m = Ident::new(m, Span::call_site());
                            quote!(#m())
                        };
                        s.structural.push(quote!(v.#check?;));
                        s.fast.push(on_general(&check));
                    }
                    Effect::Native(m) => {
                        let name = *m;
                        let m = Ident::new(m, Span::call_site());
                        s.native.push(quote!(v.#m()?;));
                        // `SameOperandsAndResultType`: every type equal
                        // (stricter than compatible shapes) also implies
                        // the inferred-type check of its derived results.
                        if name == "same_operands_and_result_type" {
                            s.fast.push(quote!(f.all_types_equal()));
                        } else {
                            s.fast.push(on_general(&quote!(#m())));
                        }
                    }
                }
            }
            TraitModel::AllMatch {
                ident,
                kind,
                names: ns,
                summary: own_summary,
            } => {
                // `AllMatch<["getA().getType()", …]>`: a getter names the
                // argument or result it gets.
                let resolved;
                let ns = if own_summary.is_some() {
                    let op_names: Vec<String> = op.value_names().collect();
                    resolved = ns
                        .iter()
                        .map(
                            |n| match super::all_match::getter_name(&n.value(), &op_names) {
                                Some(name) => LitStr::new(&name, n.span()),
                                None => n.clone(),
                            },
                        )
                        .collect::<Vec<_>>();
                    &resolved
                } else {
                    ns
                };
                // One name: ODS's `AllMatchPred` of fewer than two values is
                // `true` (`gpu.subgroup_mma_elementwise`'s
                // `AllTypesMatch<["args"]>` on a variadic operand), which
                // names no value: mlir-tblgen-22 does not look the name up,
                // and the C++ compiles whatever it is, so nothing is checked
                // here either.
                if ns.len() == 1 {
                    continue;
                }
                // Variadic or optional groups only: ODS compares their
                // type ranges (`getODSOperands(0).getType() ==
                // getODSResults(0).getType()`: same length, same types in
                // order), as Triton's `warp_group_dot_wait` declares with
                // `AllTypesMatch<["inputs", "outputs"]>`.
                if *kind == MatchKind::Type
                    && let Some(groups) = ns
                        .iter()
                        .map(|n| variadic_group(op, n))
                        .collect::<Option<Vec<_>>>()
                {
                    let summary = match own_summary {
                        Some(s) => s.value(),
                        None => format!(
                            "all of {{{}}} have same type",
                            ns.iter().map(LitStr::value).collect::<Vec<_>>().join(", ")
                        ),
                    };
                    let span = ident.span();
                    let check =
                        quote_spanned!(span=> all_group_types_match(&[#(#groups),*], #summary));
                    s.predicates.push(quote!(v.#check?;));
                    s.fast.push(on_full(&check));
                    continue;
                }
                let Some(es) = names(ns, errs) else { continue };
                let (k, what) = match kind {
                    MatchKind::Type => (quote!(Type), "type"),
                    MatchKind::Shape => (quote!(Shape), "shape"),
                    MatchKind::ElementType => (quote!(ElementType), "element type"),
                    MatchKind::Rank => (quote!(Rank), "rank"),
                    MatchKind::ElementCount => (quote!(ElementCount), "element count"),
                    MatchKind::TypeId => (quote!(TypeId), "type IDs"),
                };
                let summary = match own_summary {
                    Some(s) => s.value(),
                    None => format!(
                        "all of {{{}}} have same {what}",
                        ns.iter().map(LitStr::value).collect::<Vec<_>>().join(", ")
                    ),
                };
                let span = ident.span();
                let check = quote_spanned!(span=> all_match(::drr::ods::MatchKind::#k, &[#(#es),*], #summary));
                s.predicates.push(quote!(v.#check?;));
                s.fast
                    .push(quote!(f.all_match(::drr::ods::MatchKind::#k, &[#(#es),*])));
            }
            TraitModel::TypesMatchWith {
                ident,
                summary,
                lhs,
                rhs,
                transform,
                comparator,
                optional,
            } => {
                // A variadic right-hand side: the transformer yields its
                // types (`::llvm::cast<FunctionType>($_self).getInputs()`);
                // `OptionalTypesMatchWith`'s optional one is one value or
                // none.
                // An optional right-hand side with a comparator of the
                // user's: the comparator applies when the operand is there
                // (C++ guards it with `$_op.getOperands().size() <= N ||
                // …`, as `OptionalTypesMatchWith` does; an absent operand
                // has no type to compare), so the check is the optional
                // one.
                let is_default =
                    comparator.to_string() == quote!(::drr::ods::types_equal).to_string();
                let optional_rhs = !is_default && is_optional_single(op, rhs);
                let optional = &(*optional || optional_rhs);
                // A variadic left-hand side (`RangedTypesMatchWith`): the
                // transformer maps the group's types to the right-hand
                // group's, compared as ranges (`llvm::equal`).
                if !*optional && let Some(lgroup) = variadic_group(op, lhs) {
                    // A C++ transformer of one type read as its Rust
                    // (`getElementTypeOrSelf($_self)`, a shaped or complex
                    // type's element type): `$_self` is the left group's
                    // type range here, which it cannot take (the C++
                    // mlir-tblgen-22 generates does not compile).
                    let single_type = [
                        quote!(::drr::ods::element_type_transform),
                        quote!(::drr::ods::complex_element_type_transform),
                        quote!(::drr::ods::shaped_elements_transform),
                    ]
                    .iter()
                    .any(|t| t.to_string() == transform.to_string());
                    if single_type {
                        errs.push(syn::Error::new(
                            lhs.span(),
                            format!("`{}` is a variadic group, so the transformer's `$_self` is its type range, which this C++ transformer of one type cannot take (the C++ mlir-tblgen generates does not compile): write it in Rust, a closure or fn `(&mut TypeCx, &[Type]) -> Option<Vec<Type>>` (`ods::TypeListTransform`) mapping the left group's types to the right side's", lhs.value()),
                        ));
                        continue;
                    }
                    // A single right-hand side (torch-mlir's
                    // `prim.TupleConstruct`): C++'s `$_self` is the left
                    // group's type range and the transformer makes one type
                    // of it, compared with the comparator. The identity
                    // (`"$_self"`) leaves a range, which C++ cannot compare
                    // with one type.
                    let identity =
                        transform.to_string() == quote!(::drr::ods::same_type).to_string();
                    let Some(rgroup) = variadic_group(op, rhs) else {
                        if identity {
                            errs.push(syn::Error::new(
                                rhs.span(),
                                format!("`{}` is a variadic group, so `{}` must be one too: the transformer maps the left group's types to the right group's (C++ compares the ranges with `llvm::equal`); a transformer making one type of the left group's types (a closure or fn `(&mut TypeCx, &[Type]) -> Option<Vec<Type>>` returning one) may have a single right-hand side", lhs.value(), rhs.value()),
                            ));
                            continue;
                        }
                        let Some(es) = names(std::slice::from_ref(rhs), errs) else {
                            continue;
                        };
                        let r = &es[0];
                        let span = ident.span();
                        let transform = quote_spanned!(span=> { let t: ::drr::ods::TypeListTransform = #transform; t });
                        let check = quote_spanned!(span=> types_match_with_from_range(#lgroup, #r, #transform, #comparator, #summary));
                        s.predicates.push(quote!(v.#check?;));
                        s.fast.push(on_full(&check));
                        continue;
                    };
                    if !is_default {
                        errs.push(syn::Error::new(
                            rhs.span(),
                            format!("`{}` is a variadic group: its types are compared to the transformer's list as they are (no comparator)", rhs.value()),
                        ));
                        continue;
                    }
                    let span = ident.span();
                    let transform =
                        if transform.to_string() == quote!(::drr::ods::same_type).to_string() {
                            quote!(::drr::ods::same_types)
                        } else {
                            transform.clone()
                        };
                    let transform = quote_spanned!(span=> { let t: ::drr::ods::TypeListTransform = #transform; t });
                    let check = quote_spanned!(span=> types_match_with_ranges(#lgroup, #rgroup, #transform, #summary));
                    s.predicates.push(quote!(v.#check?;));
                    s.fast.push(on_full(&check));
                    continue;
                }
                if !*optional && let Some(group) = variadic_group(op, rhs) {
                    let Some(es) = names(std::slice::from_ref(lhs), errs) else {
                        continue;
                    };
                    if !is_default {
                        errs.push(syn::Error::new(
                            rhs.span(),
                            format!("`{}` is a variadic group: its types are compared to the transformer's list as they are (no comparator)", rhs.value()),
                        ));
                        continue;
                    }
                    let l = &es[0];
                    let span = ident.span();
                    let transform = quote_spanned!(span=> { let t: ::drr::ods::TypeRangeTransform = #transform; t });
                    let check = quote_spanned!(span=> types_match_with_range(#l, #group, #transform, #summary));
                    s.predicates.push(quote!(v.#check?;));
                    s.fast.push(on_full(&check));
                    continue;
                }
                let Some(es) = names_of(&[lhs.clone(), rhs.clone()], errs, *optional) else {
                    continue;
                };
                let (l, r) = (&es[0], &es[1]);
                let span = ident.span();
                let method = if *optional {
                    quote!(optional_types_match_with)
                } else {
                    quote!(types_match_with)
                };
                let check =
                    quote_spanned!(span=> #method(#l, #r, #transform, #comparator, #summary));
                s.predicates.push(quote!(v.#check?;));
                s.fast
                    .push(quote!(f.#method(#l, #r, #transform, #comparator)));
            }
            TraitModel::Pred {
                ident,
                summary,
                pred,
            } => {
                let span = ident.span();
                let expr = match pred.expr(op) {
                    Ok(e) => e,
                    Err(e) => {
                        errs.push(e);
                        continue;
                    }
                };
                let check = quote_spanned!(span=> op_predicate(|v: &::drr::ods::OpVerifier<'_>| -> bool { #expr }, #summary));
                s.predicates.push(quote!(v.#check?;));
                s.fast.push(if pred.names_values() {
                    on_full(&check)
                } else {
                    on_general(&check)
                });
            }
            TraitModel::Parent { parents, .. } => {
                let check = quote!(has_parent(&[#(#parents),*]));
                s.structural.push(quote!(v.#check?;));
                s.fast.push(on_general(&check));
            }
            TraitModel::ImplicitTerminator { op: t, .. } => {
                // `SingleBlock`'s check, then the region trait's.
                let check = quote!(single_block(false));
                s.structural.push(quote!(v.#check?;));
                s.fast.push(on_general(&check));
                s.region
                    .push(quote!(v.single_block_implicit_terminator(#t)?;));
            }
            TraitModel::Native { path, .. } => {
                // At the trait's Rust type: a missing impl is reported there.
                let span = path
                    .clone()
                    .into_iter()
                    .next()
                    .map_or_else(Span::call_site, |t| t.span());
                let call = quote_spanned!(span=> <#path as ::drr::ods::NativeOpTrait>::verify_trait(ctx, op));
                s.native.push(quote!(#call?;));
                s.fast.push(quote!(#call.is_ok()));
            }
            // Checked at the symbol table's exit (`__drr_verify_symbol_uses`).
            // A terminator is registered with the dialect (`dialect_items`).
            TraitModel::Interface(_)
            | TraitModel::MemoryEffects { .. }
            | TraitModel::SymbolUser(_)
            | TraitModel::RegionTerminator(_) => {}
            TraitModel::RegionBranch(i) => {
                // MLIR's interface verifier has `verifyWithRegions`: a
                // region trait, before the op's `verifyRegions`. At the
                // interface's name: a missing impl is reported there.
                let at_ty = Ident::new(&op.name.to_string(), i.span());
                region_interfaces.push(
                    quote_spanned!(i.span()=> ::drr::ods::verify_region_branch::<#at_ty>(ctx, op)?;),
                );
            }
            TraitModel::CastInterface(i) => {
                // At the interface's name: a missing impl is reported there.
                let at_ty = Ident::new(&op.name.to_string(), i.span());
                let call = quote_spanned!(i.span()=> <#at_ty as ::drr::ods::CastOpInterface>::verify_cast(ctx, op));
                s.native.push(quote!(#call?;));
                s.fast.push(quote!(#call.is_ok()));
            }
        }
    }
    s.region.extend(region_interfaces);
    push_infer_check(&mut s);
    s
}

/// The traits that declare `InferTypeOpInterface` (whose verifier checks
/// the types an op's `inferReturnTypes` infers).
const INFER_TYPE_INTERFACES: &[&str] = &[
    "InferTypeOpInterface",
    "InferTypeOpAdaptor",
    "InferTypeOpAdaptorWithIsCompatible",
    "InferTensorType",
    "InferTensorTypeAdaptor",
    "InferTensorTypeWithReify",
    "InferTensorTypeAdaptorWithReify",
];

/// The flags of `op`'s traits (`OpTraits` constant names).
pub fn flags(op: &OpModel) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for t in &op.traits {
        let name = t.name();
        let flag = match t {
            TraitModel::ImplicitTerminator { .. } => Some("SINGLE_BLOCK"),
            TraitModel::SymbolUser(_) => Some("SYMBOL_USER"),
            TraitModel::RegionBranch(_) => Some("REGION_BRANCH"),
            TraitModel::RegionTerminator(_) => Some("REGION_BRANCH_TERMINATOR"),
            _ => KNOWN_TRAITS.iter().find(|k| k.0 == name).and_then(|k| k.1),
        };
        if let Some(f) = flag
            && !out.contains(&f)
        {
            out.push(f);
            // The generated verifier checks the terminator's place and the
            // block count of single-block regions, in trait order.
            if f == "TERMINATOR" {
                out.push("VERIFIES_LAST");
            }
            if f == "SINGLE_BLOCK" {
                out.push("VERIFIES_SINGLE_BLOCK");
            }
        }
    }
    for f in super::effect_flags(&op.traits, &op.decorator_effects) {
        if !out.contains(&f) {
            out.push(f);
        }
    }
    out
}

/// Where each result's type comes from when ODS derives it from the op's
/// traits (`Operator::populateTypeInferenceInfo`), as `ResultSource`
/// expressions, each with whether it is a buildable type; `None` if ODS
/// would not derive them.
pub fn derived_result_sources(
    op: &OpModel,
    buildable: &dyn Fn(usize) -> Option<TokenStream>,
) -> Option<Vec<DerivedSource>> {
    if op.results.is_empty() || op.results.iter().any(|r| r.mult != Multiplicity::Single) {
        return None;
    }
    // A declared InferTypeOpInterface means the op infers its own types.
    if op
        .traits
        .iter()
        .any(|t| INFER_TYPE_INTERFACES.contains(&t.name().as_str()))
    {
        return None;
    }
    let operand_group = |arg_index: usize| -> usize {
        op.args[..arg_index]
            .iter()
            .filter(|a| matches!(a.kind, ArgModelKind::Operand { .. }))
            .count()
    };
    if op.has_trait("SameOperandsAndResultType") {
        let i = op.args.iter().position(|a| {
            matches!(
                a.kind,
                ArgModelKind::Operand {
                    mult: Multiplicity::Single,
                    ..
                }
            )
        })?;
        let g = operand_group(i);
        return Some(
            op.results
                .iter()
                .map(|_| DerivedSource {
                    source: quote!(::drr::ods::ResultSource::Entity(::drr::ods::Entity::Operand(#g))),
                    buildable: false,
                    // The trait's fast check makes every type equal.
                    implied: true,
                })
                .collect(),
        );
    }
    // A source of a result's type: an argument (its entity) or a result,
    // with the transformers applied on the way (innermost first).
    #[derive(Clone)]
    enum Src {
        Arg(TokenStream),
        Result(usize),
        Buildable(TokenStream),
    }
    let lookup = |name: &str| -> Option<Src> {
        let mut group = 0usize;
        for a in &op.args {
            let is_operand = matches!(a.kind, ArgModelKind::Operand { .. });
            if a.named && a.name == name {
                return match &a.kind {
                    ArgModelKind::Operand {
                        mult: Multiplicity::Single,
                        ..
                    } => Some(Src::Arg(quote!(::drr::ods::Entity::Operand(#group)))),
                    ArgModelKind::Operand { .. } => None,
                    ArgModelKind::Attr { .. } => {
                        Some(Src::Arg(quote!(::drr::ods::Entity::Attr(#name))))
                    }
                };
            }
            if is_operand {
                group += 1;
            }
        }
        op.results
            .iter()
            .position(|r| r.named && r.name == name)
            .map(Src::Result)
    };
    let n = op.results.len();
    // sources[i]: candidate (source, transformers, exact) edges, `exact`
    // when the trait adding the edge is checked as the type equality the
    // edge infers (see `DerivedSource::implied`); inferred[i].
    let mut sources: Vec<Vec<(Src, Vec<TokenStream>, bool)>> = vec![Vec::new(); n];
    let mut inferred = vec![false; n];
    for (i, src) in sources.iter_mut().enumerate() {
        if let Some(b) = buildable(i) {
            src.push((Src::Buildable(b), Vec::new(), false));
            inferred[i] = true;
        }
    }
    for t in &op.traits {
        match t {
            TraitModel::TypesMatchWith {
                lhs,
                rhs,
                transform,
                comparator,
                optional,
                ..
            } => {
                let exact = comparator.to_string() == quote!(::drr::ods::types_equal).to_string();
                // A variadic group's types come from a list, an optional
                // match may not hold: not inferred.
                if *optional || variadic_group(op, rhs).is_some() {
                    continue;
                }
                let Some(Src::Result(ri)) = lookup(&rhs.value()) else {
                    continue;
                };
                if inferred[ri] {
                    continue;
                }
                let Some(src) = lookup(&lhs.value()) else {
                    continue;
                };
                let full = match &src {
                    Src::Arg(_) | Src::Buildable(_) => true,
                    Src::Result(j) => inferred[*j],
                };
                sources[ri].push((src, vec![transform.clone()], exact));
                inferred[ri] = full;
            }
            // ODS infers result types from `AllTypesMatch` only, not from
            // an `AllMatch` of C++ values.
            TraitModel::AllMatch {
                kind: MatchKind::Type,
                names,
                summary: None,
                ..
            } => {
                let mut results = Vec::new();
                let mut full: Option<Src> = None;
                for nm in names {
                    match lookup(&nm.value()) {
                        Some(Src::Result(r)) => {
                            results.push(r);
                            if inferred[r] {
                                full = Some(Src::Result(r));
                            }
                        }
                        Some(s @ Src::Arg(_)) => full = Some(s),
                        _ => {}
                    }
                }
                match full {
                    Some(f) => {
                        for r in results {
                            if !inferred[r] {
                                sources[r] = vec![(f.clone(), Vec::new(), true)];
                                inferred[r] = true;
                            }
                        }
                    }
                    None => {
                        for &r in &results {
                            for &o in &results {
                                if r != o {
                                    sources[r].push((Src::Result(o), Vec::new(), true));
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    // Propagate to a fixed point (MLIR's worklist).
    loop {
        let mut changed = false;
        for i in 0..n {
            if inferred[i] {
                continue;
            }
            if let Some(k) = sources[i]
                .iter()
                .position(|(s, _, _)| matches!(s, Src::Result(j) if inferred[*j]))
            {
                let e = sources[i][k].clone();
                sources[i] = vec![e];
                inferred[i] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    if inferred.iter().any(|x| !x) {
        return None;
    }
    // Resolve each result to a root source, composing transformers.
    let mut out = Vec::new();
    for i in 0..n {
        let mut cur = i;
        let mut transforms: Vec<TokenStream> = Vec::new();
        let mut steps = 0;
        // Every edge on the way was added by a trait checked as that
        // edge's equality.
        let mut implied = true;
        let root = loop {
            steps += 1;
            if steps > n + 1 {
                return None;
            }
            let (src, ts, exact) = sources[cur].first()?.clone();
            implied &= exact;
            transforms.splice(0..0, ts);
            match src {
                Src::Result(j) if j != cur => cur = j,
                Src::Result(_) => return None,
                other => break other,
            }
        };
        let (source, buildable) = match root {
            Src::Buildable(b) => {
                if transforms.is_empty() {
                    (quote!(::drr::ods::ResultSource::Buildable(#b)), true)
                } else {
                    // A transformed buildable type is not a case ODS has.
                    return None;
                }
            }
            Src::Arg(e) => match transforms.len() {
                0 => (quote!(::drr::ods::ResultSource::Entity(#e)), false),
                _ => {
                    let mut body = quote!(::core::option::Option::Some(ty));
                    // Each transformer is bound as the `TypeTransform` the
                    // verifier passes it as, so a closure of the wrong
                    // signature is one error at its tokens (rustc merges it
                    // with the verifier's), not another at the whole block.
                    for t in &transforms {
                        body = quote!({ let ty = (#body)?; let f: ::drr::ods::TypeTransform = #t; f(cx, ty) });
                    }
                    (
                        quote!(::drr::ods::ResultSource::Transformed(#e, |cx: &mut ::drr::ods::TypeCx<'_>, ty: ::drr::Type| -> ::core::option::Option<::drr::Type> { #body })),
                        false,
                    )
                }
            },
            Src::Result(_) => return None,
        };
        out.push(DerivedSource {
            source,
            buildable,
            implied: implied && !buildable,
        });
    }
    Some(out)
}

/// Where ODS takes one result's type from when it derives it from the
/// op's traits (see [`derived_result_sources`]).
pub struct DerivedSource {
    /// A `ResultSource` expression.
    pub source: TokenStream,
    /// The source is a buildable type (checked by the result's
    /// constraint).
    pub buildable: bool,
    /// The fast verifier's trait checks already imply the inferred type:
    /// every edge from the result to its root source was added by
    /// `SameOperandsAndResultType` or `AllTypesMatch` (their fast checks
    /// make the types equal) or by a `TypesMatchWith` whose comparator is
    /// equality (its fast check is `target type == transform(source
    /// type)`); the edges compose to the source's transform, so the
    /// checks compare exactly what the inferred-type check would.
    pub implied: bool,
}

/// The span of `fn NAME` among the Rust items of the op's
/// `extraClassDeclaration`, if it defines one.
pub(in crate::ods) fn extra_fn(op: &OpModel, name: &str) -> Option<Span> {
    fn find(ts: &TokenStream, name: &str) -> Option<Span> {
        let mut after_fn = false;
        for t in ts.clone() {
            match t {
                proc_macro2::TokenTree::Ident(i) => {
                    if after_fn && i == name {
                        return Some(i.span());
                    }
                    after_fn = i == "fn";
                }
                proc_macro2::TokenTree::Group(g) => {
                    after_fn = false;
                    // Only the items' own functions: not the bodies.
                    if g.delimiter() == proc_macro2::Delimiter::None
                        && let Some(s) = find(&g.stream(), name)
                    {
                        return Some(s);
                    }
                }
                _ => after_fn = false,
            }
        }
        None
    }
    op.extra_items.iter().find_map(|ts| find(ts, name))
}
