//! Lowering an op's trait list (`Lower`'s trait methods): each entry
//! resolved to a [`TraitModel`] (library traits, parameterized traits,
//! the block's own `NativeOpTrait`/`PredOpTrait`/`TraitList` records,
//! interfaces), trait lists flattened and duplicates dropped as
//! mlir-tblgen does, unknown names reported with a suggestion.

use super::*;

/// The error for `SymbolOpInterface` named as a record.
const SYMBOL_OP_INTERFACE: &str = "`SymbolOpInterface` is the C++ name of MLIR's symbol interface, not an ODS record: its record is `Symbol` (`[Symbol]`, `DeclareOpInterfaceMethods<Symbol, […]>`), or write `OpInterface<\"SymbolOpInterface\">`";

impl Lower<'_> {
    /// An op's parent named in `HasParent<…>`: a full op name (`"func.func"`)
    /// or a Rust path to an `ods!` op (`"FuncOp"`, `some::FuncOp`).
    fn parent_name(&self, v: &Value) -> Option<TokenStream> {
        match v {
            Value::Str(s) => {
                let text = s.value();
                let text = text.trim_start_matches("::");
                if text.contains('.') {
                    return Some(quote!(#s));
                }
                // An op of the block named by its C++ class name (ODS's
                // `HasParent<"FuncOp">` for `def MLProgram_FuncOp`), unless a
                // record has that very name.
                // A qualified C++ name (`::mlir::tensor::GenerateOp`) names
                // the block's op of that class.
                let class = match text.rsplit_once("::") {
                    Some((_, class)) => class,
                    None => text,
                };
                if let Some(op) = self.op_cpp_names.get(class)
                    && (class != text || !self.is_local(text) || *op == text)
                {
                    let op = respan(quote!(#op), s.span());
                    let span = s.span();
                    return Some(quote_spanned!(span=> <#op as ::drr::ods::Op>::NAME));
                }
                // A C++ class qualified with the namespace of this block's
                // dialect (`::mlir::heir::random::InitOp`) in a block
                // without `include` lines: the dialect's ops are all here,
                // so a class that is none of theirs is a misspelling (it
                // was rustc's "cannot find module or crate `mlir`").
                if !self.includes
                    && let Some((qual, _)) = text.rsplit_once("::")
                    && let Some(q) = qual.rsplit("::").find(|seg| !seg.is_empty())
                    && self.dialect_names.iter().any(|n| n == q)
                {
                    self.err(
                        s.span(),
                        format!(
                            "`{}` is no op of this block: its C++ namespace is this block's dialect's, whose ops are named by their C++ class (the record's name after the dialect prefix: `def X_FooOp` is `FooOp`){}",
                            s.value(),
                            self.op_class_suggestion(class)
                        ),
                    );
                    return None;
                }
                // A C++ class of MLIR's own ops (`ModuleOp`,
                // `func::FuncOp`), as out-of-tree dialects name them.
                if let Some(full) = upstream_op_name(text) {
                    let lit = LitStr::new(full, s.span());
                    return Some(quote!(#lit));
                }
                // An op of another dialect's block, by C++ class qualified
                // with that dialect's namespace (`hw::HWModuleOp`): its full
                // name, fetched from that block's macro keyed by the
                // namespace.
                if self.includes
                    && let Some((qual, _)) = text.rsplit_once("::")
                    && let Some(q) = qual.rsplit("::").find(|seg| !seg.is_empty())
                    && !self.dialect_names.iter().any(|n| n == q)
                    && syn::parse_str::<Ident>(class).is_ok()
                {
                    let mac = crate::tablegen::export::op_macro_name(
                        &format!("cpp_{q}"),
                        class,
                        s.span(),
                    );
                    let mac_name = mac.to_string();
                    if let Some((_, full)) = self.imported_ops.iter().find(|(m, _)| *m == mac_name)
                    {
                        let lit = LitStr::new(&full.value(), s.span());
                        return Some(quote!(#lit));
                    }
                    let msg = format!(
                        "`{text}` is no op of this block: it is looked up among the ops of the dialect whose C++ namespace ends in `{q}`, in other blocks (this block has an `include` line)"
                    );
                    self.unresolved
                        .borrow_mut()
                        .push((mac, syn::Error::new(s.span(), msg), "op"));
                    return None;
                }
                // An op of the block's dialect defined in another block (a
                // file the block includes), by C++ class: its full name,
                // fetched from that block's macro for the class.
                if self.includes
                    && !self.is_local(class)
                    && syn::parse_str::<Ident>(class).is_ok()
                    && let Some(key) = &self.dialect_key
                    && let Some(ns) = self.dialect_names.first()
                {
                    let mac = crate::tablegen::export::op_macro_name(key, class, s.span());
                    let mac_name = mac.to_string();
                    if let Some((_, mnemonic)) =
                        self.imported_ops.iter().find(|(m, _)| *m == mac_name)
                    {
                        let lit = LitStr::new(&format!("{ns}.{}", mnemonic.value()), s.span());
                        return Some(quote!(#lit));
                    }
                    let msg = format!(
                        "`{text}` is no op of this block{}: it is looked up among the ops of dialect `{ns}` in other blocks (this block has an `include` line)",
                        self.op_class_suggestion(class)
                    );
                    self.unresolved
                        .borrow_mut()
                        .push((mac, syn::Error::new(s.span(), msg), "op"));
                    return None;
                }
                let rust = text.to_string();
                match syn::parse_str::<syn::Path>(&rust) {
                    Ok(p) => {
                        let p = respan(quote!(#p), s.span());
                        let span = s.span();
                        Some(quote_spanned!(span=> <#p as ::drr::ods::Op>::NAME))
                    }
                    Err(_) => {
                        self.err(s.span(), "expected an op: its full name (`\"func.func\"`) or the Rust path of an `ods!` op (`\"FuncOp\"`)");
                        None
                    }
                }
            }
            Value::Class(c) if c.args.is_none() => {
                let p = c.path_tokens();
                Some(quote_spanned!(c.span()=> <#p as ::drr::ods::Op>::NAME))
            }
            other => {
                self.err(other.span(), "expected an op: its full name (`\"func.func\"`) or the Rust path of an `ods!` op");
                None
            }
        }
    }

    /// " (did you mean `FooOp`?)" for the C++ class of this block's ops
    /// nearest to `class`, also when `class` is written as a record name
    /// (`X_FooOp`), else "".
    fn op_class_suggestion(&self, class: &str) -> String {
        let mut names: Vec<&str> = self.op_cpp_names.keys().map(String::as_str).collect();
        names.sort_unstable();
        let direct = crate::ods::lower::did_you_mean(class, &names);
        if !direct.is_empty() {
            return direct;
        }
        crate::ods::lower::did_you_mean(crate::ods::lower::op_cpp_class_name(class), &names)
    }

    /// A Rust fn value (closure or path), for trait arguments whose C++
    /// strings must be rewritten in Rust.
    fn rust_fn(&self, v: &Value, what: &str, signature: &str) -> Option<TokenStream> {
        match v {
            Value::Closure(c) => Some(quote!(#c)),
            Value::Class(c) if c.args.is_none() => Some(c.path_tokens()),
            Value::Class(c)
                if c.name() == "CPred" && c.args.as_ref().is_some_and(|a| a.len() == 1) =>
            {
                self.rust_fn(&c.args.as_ref().expect("checked")[0], what, signature)
            }
            Value::Str(s) => {
                self.err(
                    s.span(),
                    format!("the {what} is C++: write it in Rust, as a closure or a path to a `{signature}`"),
                );
                None
            }
            other => {
                self.err(
                    other.span(),
                    format!("expected the {what}: a closure or a path to a `{signature}`"),
                );
                None
            }
        }
    }

    fn type_transform(&self, v: &Value) -> Option<TokenStream> {
        if let Value::Str(s) = v
            && let Some(t) = super::transformer::read(&s.value(), &self.shaped_type_classes)
        {
            return Some(t);
        }
        if let Value::Str(s) = v {
            self.err(
                s.span(),
                "the type transformer is C++: write it in Rust, as a closure or a path to a `fn(&mut drr::ods::TypeCx, drr::Type) -> Option<drr::Type>` (`ods::TypeTransform`; returning `Option<Vec<drr::Type>>` for a variadic or optional right side, `ods::TypeRangeTransform`; taking `&[drr::Type]` for a variadic left side too, `ods::TypeListTransform`)",
            );
            return None;
        }
        self.rust_fn(
            v,
            "type transformer",
            "fn(&mut drr::ods::TypeCx, drr::Type) -> Option<drr::Type>",
        )
    }

    /// Lowers one trait value of an op's list, appending to `out`;
    /// `depth` bounds nested trait lists.
    pub(in crate::ods) fn trait_value(&self, v: &Value, out: &mut Vec<TraitModel>, depth: usize) {
        if depth > 16 {
            self.err(v.span(), "trait lists nest too deeply");
            return;
        }
        let push = |out: &mut Vec<TraitModel>, t: TraitModel| {
            let key = t.key();
            // mlir-tblgen drops duplicate traits; the methods a second
            // `DeclareOpInterfaceMethods<Symbol, […]>` declares are the
            // op's all the same.
            match out.iter_mut().find(|o| o.key() == key) {
                Some(TraitModel::Symbol { declared, .. }) => {
                    if let TraitModel::Symbol { declared: more, .. } = t {
                        declared.extend(more);
                    }
                }
                Some(_) => {}
                None => out.push(t),
            }
        };
        let symbol = |at: Span, declared: Vec<LitStr>| TraitModel::Symbol {
            ident: Ident::new("Symbol", at),
            declared,
        };
        let c = match v {
            Value::Class(c) => c,
            Value::List(_, items) => {
                for i in items {
                    self.trait_value(i, out, depth + 1);
                }
                return;
            }
            other => {
                self.err(other.span(), "expected a trait name");
                return;
            }
        };
        if !c.is_simple() && c.args.is_none() {
            // A path: a user trait type from elsewhere.
            push(
                out,
                TraitModel::Native {
                    ident: c.name().clone(),
                    path: c.path_tokens(),
                },
            );
            return;
        }
        let name = c.name().to_string();
        let ident = c.name().clone();
        let args = c.args.as_deref();
        if args.is_none() {
            if let Some(local) = self.traits.get(&name) {
                match local {
                    LocalTrait::One(t) => {
                        let mut t = t.clone();
                        if let TraitModel::Native { ident: i, .. }
                        | TraitModel::Pred { ident: i, .. } = &mut t
                        {
                            *i = ident.clone();
                        }
                        push(out, t);
                    }
                    LocalTrait::List(items) => {
                        for i in items.clone() {
                            self.trait_value(&i, out, depth + 1);
                        }
                    }
                    LocalTrait::SymbolBased(_) => {
                        push(out, symbol(ident.span(), Vec::new()));
                        push(out, TraitModel::Interface(ident));
                    }
                }
                return;
            }
            if let Some((_, members)) = TRAIT_LISTS.iter().find(|t| t.0 == name) {
                for m in *members {
                    let m = Ident::new(m, ident.span());
                    push(
                        out,
                        if name_ends_with_interface(&m) {
                            TraitModel::Interface(m)
                        } else {
                            TraitModel::Simple(m)
                        },
                    );
                }
                return;
            }
            if name == "Symbol" {
                push(out, symbol(ident.span(), Vec::new()));
                return;
            }
            if KNOWN_TRAITS.iter().any(|t| t.0 == name) {
                push(out, TraitModel::Simple(ident));
                return;
            }
            if name == "CastOpInterface" {
                push(out, TraitModel::CastInterface(ident));
                return;
            }
            if name == "SymbolUserOpInterface" && !self.traits.contains_key(&name) {
                push(out, TraitModel::SymbolUser(ident));
                return;
            }
            if name == "RegionBranchOpInterface" && !self.traits.contains_key(&name) {
                push(out, TraitModel::RegionBranch(ident));
                return;
            }
            if name == "RegionBranchTerminatorOpInterface" && !self.traits.contains_key(&name) {
                push(out, TraitModel::RegionTerminator(ident));
                return;
            }
            // `SymbolOpInterface` is the C++ class of ODS's `Symbol`
            // record, and no record itself (mlir-tblgen: "Variable not
            // defined"): taken for an interface without effect, the op
            // would not be verified as a symbol.
            if name == "SymbolOpInterface" {
                self.err(c.span(), SYMBOL_OP_INTERFACE);
                return;
            }
            if name.ends_with("Interface") {
                // `FunctionOpInterface`'s base interfaces are `Symbol` and
                // `CallableOpInterface`: mlir-tblgen adds a base
                // interface's trait before the interface's own, so the op
                // is verified as a symbol there.
                if name == "FunctionOpInterface" {
                    push(out, symbol(ident.span(), Vec::new()));
                }
                push(out, TraitModel::Interface(ident));
                return;
            }
        }
        let args = args.unwrap_or(&[]);
        let match_kind = match name.as_str() {
            "AllTypesMatch" => Some(MatchKind::Type),
            "AllShapesMatch" => Some(MatchKind::Shape),
            "AllElementTypesMatch" => Some(MatchKind::ElementType),
            "AllRanksMatch" => Some(MatchKind::Rank),
            "AllElementCountsMatch" => Some(MatchKind::ElementCount),
            "AllTypeIDsMatch" => Some(MatchKind::TypeId),
            _ => None,
        };
        if let Some(kind) = match_kind {
            match (args.len(), args.first().and_then(Value::str_list)) {
                (1, Some(names)) => push(
                    out,
                    TraitModel::AllMatch {
                        ident,
                        kind,
                        names,
                        summary: None,
                    },
                ),
                _ => self.err(
                    c.span(),
                    format!(
                        "expected `{name}<[\"a\", \"b\", …]>`: a list of argument and result names"
                    ),
                ),
            }
            return;
        }
        match name.as_str() {
            "TypesMatchWith" | "OptionalTypesMatchWith" | "RangedTypesMatchWith" => {
                let [
                    Value::Str(summary),
                    Value::Str(lhs),
                    Value::Str(rhs),
                    transform,
                    rest @ ..,
                ] = args
                else {
                    self.err(
                        c.span(),
                        "expected `TypesMatchWith<\"summary\", \"lhs\", \"rhs\", transformer>`",
                    );
                    return;
                };
                let Some(transform) = self.type_transform(transform) else {
                    return;
                };
                let comparator = match rest {
                    [] => quote!(::drr::ods::types_equal),
                    [extra, ..] if name == "RangedTypesMatchWith" => {
                        self.err(
                            extra.span(),
                            "`RangedTypesMatchWith` takes a summary, two names and a transformer",
                        );
                        return;
                    }
                    // `llvm::equal`: `RangedTypesMatchWith`'s, on ranges.
                    [Value::Str(s)]
                        if matches!(
                            s.value().replace(' ', "").as_str(),
                            "std::equal_to<>()" | "llvm::equal"
                        ) =>
                    {
                        quote!(::drr::ods::types_equal)
                    }
                    [cmp] => match self.rust_fn(
                        cmp,
                        "comparator",
                        "fn(&drr::Context, drr::Type, drr::Type) -> bool",
                    ) {
                        Some(t) => t,
                        None => return,
                    },
                    [_, extra, ..] => {
                        self.err(extra.span(), "`TypesMatchWith` takes a summary, two names, a transformer and an optional comparator");
                        return;
                    }
                };
                push(
                    out,
                    TraitModel::TypesMatchWith {
                        ident,
                        summary: summary.value(),
                        lhs: lhs.clone(),
                        rhs: rhs.clone(),
                        transform,
                        comparator,
                        optional: name == "OptionalTypesMatchWith",
                    },
                );
            }
            // `ShapedTypeMatchesElementCountAndTypes<"shaped", "elements">`
            // (`vector.from_elements`): the variadic group `elements` has one
            // value of the element type per element of `shaped`'s type.
            "ShapedTypeMatchesElementCountAndTypes" => match args {
                [Value::Str(shaped), Value::Str(elements)] => push(
                    out,
                    TraitModel::TypesMatchWith {
                        ident,
                        summary: format!(
                            "shaped type '{}' matches '{}' element count and types",
                            shaped.value(),
                            elements.value()
                        ),
                        lhs: shaped.clone(),
                        rhs: elements.clone(),
                        transform: quote!(::drr::ods::shaped_elements_transform),
                        comparator: quote!(::drr::ods::types_equal),
                        optional: false,
                    },
                ),
                _ => self.err(
                    c.span(),
                    "expected `ShapedTypeMatchesElementCountAndTypes<\"shaped\", \"elements\">`",
                ),
            },
            "HasParent" | "ParentOneOf" => {
                // `HasParent<"A, B">`: ODS pastes the string into C++'s
                // variadic `HasParent<A, B>`, so it lists several parents.
                let split: Vec<Value>;
                let items: Vec<&Value> = match (name.as_str(), args) {
                    ("HasParent", [Value::Str(s)]) if s.value().contains(',') => {
                        split = s
                            .value()
                            .split(',')
                            .map(|p| Value::Str(LitStr::new(p.trim(), s.span())))
                            .collect();
                        split.iter().collect()
                    }
                    ("HasParent", [one]) => vec![one],
                    // `ParentOneOf<["A, B,", "C"]>` (OpenACC's `acc.yield`):
                    // ODS interleaves the strings with `, ` into C++'s
                    // variadic list, so a string may name several.
                    ("ParentOneOf", [Value::List(_, items)])
                        if !items.is_empty()
                            && items.iter().any(|v| matches!(v, Value::Str(s) if s.value().contains(','))) =>
                    {
                        split = items
                            .iter()
                            .flat_map(|v| match v {
                                Value::Str(s) => s
                                    .value()
                                    .split(',')
                                    .map(str::trim)
                                    .filter(|p| !p.is_empty())
                                    .map(|p| Value::Str(LitStr::new(p, s.span())))
                                    .collect::<Vec<_>>(),
                                other => vec![other.clone()],
                            })
                            .collect();
                        split.iter().collect()
                    }
                    ("ParentOneOf", [Value::List(_, items)]) if !items.is_empty() => {
                        items.iter().collect()
                    }
                    _ => {
                        self.err(
                            c.span(),
                            if name == "HasParent" {
                                "expected `HasParent<\"op\">`"
                            } else {
                                "expected `ParentOneOf<[\"a\", \"b\"]>`"
                            },
                        );
                        return;
                    }
                };
                let parents: Option<Vec<_>> = items.iter().map(|v| self.parent_name(v)).collect();
                if let Some(parents) = parents {
                    push(out, TraitModel::Parent { ident, parents });
                }
            }
            "SingleBlockImplicitTerminator" => match args {
                [op] => {
                    if let Some(op) = self.parent_name(op) {
                        push(out, TraitModel::ImplicitTerminator { ident, op });
                    }
                }
                _ => self.err(c.span(), "expected `SingleBlockImplicitTerminator<\"op\">`"),
            },
            "PredOpTrait" => match args {
                [Value::Str(summary), pred, ..] => {
                    if let Some(pred) = self.op_pred(pred, 0) {
                        push(
                            out,
                            TraitModel::Pred {
                                ident,
                                summary: summary.value(),
                                pred,
                            },
                        );
                    }
                }
                _ => self.err(
                    c.span(),
                    "expected `PredOpTrait<\"summary\", |ctx: &drr::Context, op: drr::OpId| …>`",
                ),
            },
            "NativeOpTrait" => match args.first() {
                // `NativeOpTrait<"SymbolTable">` written inline (IREE's
                // `flow.executable`): in C++ `::mlir::OpTrait::SymbolTable`,
                // MLIR's own trait, the one ODS's `SymbolTable` record names.
                Some(Value::Str(s)) if let Some(ods) = mlir_native_trait(&s.value()) => {
                    let named = Value::Class(ClassRef {
                        path: vec![Ident::new(ods, s.span())],
                        leading_colon: false,
                        args: None,
                    });
                    self.trait_value(&named, out, depth + 1);
                }
                Some(v) => {
                    if let Some(path) = self.native_trait_path(v) {
                        push(out, TraitModel::Native { ident, path });
                    }
                }
                None => self.err(c.span(), "expected `NativeOpTrait<\"RustTraitType\">`"),
            },
            // A user trait with C++ template arguments (onnx-mlir's
            // `class OpVersionTrait<int v> : ParamNativeOpTrait<
            // "OpVersionTrait", !cast<string>(v)>`): the Rust type is the
            // name with the arguments as generic arguments
            // (`OpVersionTrait<1>`, a const generic).
            "ParamNativeOpTrait" => match args {
                [Value::Str(n), Value::Str(params), ..] => {
                    let name = n.value();
                    let name = name.trim_start_matches("::mlir::OpTrait::");
                    let params = params.value();
                    let text = if params.trim().is_empty() {
                        name.to_string()
                    } else {
                        format!("{name}<{params}>")
                    };
                    match syn::parse_str::<syn::Type>(&text) {
                        Ok(ty) => {
                            let path = respan(quote!(#ty), n.span());
                            push(out, TraitModel::Native { ident, path });
                        }
                        Err(_) => self.err(
                            c.span(),
                            format!("`ParamNativeOpTrait<\"{name}\", \"{params}\">`: the trait's Rust type is `{name}<…>` with these parameters as its generic arguments, and `{text}` is not a Rust type; write the parameters as Rust generic arguments (integers, types)"),
                        ),
                    }
                }
                _ => self.err(
                    c.span(),
                    "expected `ParamNativeOpTrait<\"RustTraitType\", \"generic arguments\">`",
                ),
            },
            "DeclareOpInterfaceMethods" => match args.first() {
                Some(Value::Class(inner)) if inner.name() == "InferTypeOpInterface" => {
                    push(out, TraitModel::Simple(inner.name().clone()));
                }
                Some(Value::Class(inner)) if inner.name() == "CastOpInterface" => {
                    push(out, TraitModel::CastInterface(inner.name().clone()));
                }
                Some(Value::Class(inner))
                    if inner.is_simple()
                        && inner.name() == "SymbolUserOpInterface"
                        && !self.traits.contains_key("SymbolUserOpInterface") =>
                {
                    push(out, TraitModel::SymbolUser(inner.name().clone()));
                }
                // The methods listed are the op's to override; every one
                // but `getSuccessorRegions` has MLIR's default in Rust.
                Some(Value::Class(inner))
                    if inner.is_simple()
                        && inner.name() == "RegionBranchOpInterface"
                        && !self.traits.contains_key("RegionBranchOpInterface") =>
                {
                    push(out, TraitModel::RegionBranch(inner.name().clone()));
                }
                Some(Value::Class(inner))
                    if inner.is_simple()
                        && inner.name() == "RegionBranchTerminatorOpInterface"
                        && !self.traits.contains_key("RegionBranchTerminatorOpInterface") =>
                {
                    push(out, TraitModel::RegionTerminator(inner.name().clone()));
                }
                // `SymbolOpInterface` with methods the op defines: verified
                // as `Symbol` is, with the op's `isDeclaration` and
                // `isOptionalSymbol` where it declares them.
                Some(Value::Class(inner)) if inner.is_simple() && inner.name() == "Symbol" => {
                    let declared = match args.get(1) {
                        Some(Value::List(_, items)) => items
                            .iter()
                            .filter_map(|i| match i {
                                Value::Str(s) => Some(s.clone()),
                                _ => None,
                            })
                            .collect(),
                        _ => Vec::new(),
                    };
                    push(out, symbol(inner.name().span(), declared));
                }
                // Keyed by the interface, so that two declared interfaces
                // are two traits.
                Some(Value::Class(inner)) if inner.is_simple() => {
                    if inner.args.is_none() {
                        self.check_interface_name(inner);
                    }
                    // A base interface of `FunctionOpInterface` or of an
                    // interface of the block, as above.
                    if inner.name() == "FunctionOpInterface"
                        || matches!(
                            self.traits.get(&inner.name().to_string()),
                            Some(LocalTrait::SymbolBased(_))
                        )
                    {
                        push(out, symbol(inner.name().span(), Vec::new()));
                    }
                    push(out, TraitModel::Interface(inner.name().clone()));
                }
                _ => push(out, TraitModel::Interface(ident)),
            },
            "MemoryEffects" => {
                let effects = match args {
                    [Value::List(_, items)] => items.iter().map(EffectKind::of).collect(),
                    _ => vec![EffectKind::Other],
                };
                push(out, TraitModel::MemoryEffects { ident, effects });
            }
            // An interface written inline in the trait list
            // (`OpInterface<"ResultTypeInferenceOpInterface">`, as older
            // onnx-mlir does): an `OpInterface` record is an
            // `OpInterfaceTrait`, with no effect here like a named one.
            // Keyed by the interface's C++ name.
            // `SymbolOpInterface` (ODS's `Symbol` record) written so is
            // verified as `Symbol`, `FunctionOpInterface` as a symbol and
            // the interface, as their records are; so is an interface
            // given `Symbol`-based base interfaces.
            "OpInterface" => match args {
                [Value::Str(s)] | [Value::Str(s), Value::List(..)] => {
                    let text = s.value();
                    let class = text.rsplit("::").next().unwrap_or_default();
                    if class == "SymbolOpInterface" {
                        push(out, symbol(s.span(), Vec::new()));
                        return;
                    }
                    let symbol_based = class == "FunctionOpInterface"
                        || matches!(args, [_, Value::List(_, bases)] if bases.iter().any(|b| match b {
                            Value::Class(b) if b.is_simple() && b.args.is_none() => {
                                let n = b.name().to_string();
                                n == "Symbol"
                                    || n == "FunctionOpInterface"
                                    || matches!(self.traits.get(&n), Some(LocalTrait::SymbolBased(_)))
                            }
                            _ => false,
                        }));
                    match syn::parse_str::<Ident>(class) {
                        Ok(mut i) => {
                            i.set_span(s.span());
                            if symbol_based {
                                push(out, symbol(s.span(), Vec::new()));
                            }
                            push(out, TraitModel::Interface(i));
                        }
                        Err(_) => self.err(
                            s.span(),
                            format!("expected the interface's C++ class name, found `{text}`"),
                        ),
                    }
                }
                _ => self.err(c.span(), "expected `OpInterface<\"InterfaceName\">`"),
            },
            // `OpBase.td`'s `AllMatch<values, summary>`: its values are
            // C++ expressions compared with `==`, which drr cannot run.
            "AllMatch" if !self.traits.contains_key(&name) => {
                let at = args.first().map_or(c.span(), |a| a.span());
                let values = args.first().and_then(Value::str_list);
                let summary = match args.get(1) {
                    Some(Value::Str(s)) if args.len() == 2 => Some(s.clone()),
                    _ => None,
                };
                let (Some(values), Some(summary)) = (values, summary) else {
                    self.err(
                        c.span(),
                        "expected `AllMatch<[\"value\", …], \"summary\">`: a list of C++ values and a summary",
                    );
                    return;
                };
                // `AllMatchPred` of fewer than two values is `true`.
                if values.len() < 2 {
                    return;
                }
                if let Some((kind, names)) = super::all_match::read_values(&values) {
                    push(
                        out,
                        TraitModel::AllMatch {
                            ident,
                            kind,
                            names,
                            summary: Some(summary),
                        },
                    );
                    return;
                }
                self.err(
                    at,
                    "`AllMatch`'s values are C++ expressions, read only in the spellings of ODS's own `All…Match` traits (`$a.getType()` or `getA().getType()`, `getElementTypeOrSelf($a)`, `::llvm::cast<::mlir::ShapedType>($a.getType()).getShape()`, `.getRank()`, `.getNumElements()`, `$a.getType().getTypeID()`, all of one kind); for others say what they read: `AllTypesMatch<[\"a\", \"b\"]>` (or `AllElementTypesMatch`, `AllShapesMatch`, `AllRanksMatch`, `AllElementCountsMatch`) for the named arguments and results, `AllMatchSameOperatorTrait<[\"a\", \"b\"], |ctx: &Context, v: Value| …, \"summary\">` for another property of them, or `PredOpTrait<\"summary\", check>` with a Rust `fn check(ctx: &Context, op: OpId) -> bool`",
                );
            }
            _ if self.attr_type_traits.contains_key(&name) => self.err(
                c.span(),
                format!(
                    "`{name}` is a `{}` record, a trait of attributes or types (for `AttrDef`/`TypeDef`), not of ops; an op trait of your own is `NativeOpTrait<\"RustType\">` or `PredOpTrait<\"summary\", predicate>`",
                    self.attr_type_traits[&name]
                ),
            ),
            _ => {
                let extra: Vec<String> = self.traits.keys().cloned().collect();
                // Traits MLIR renamed.
                let renamed = match name.as_str() {
                    "NoSideEffect" => Some("Pure"),
                    "SameOperandsAndResultElementTypes" => Some("SameOperandsAndResultElementType"),
                    _ => None,
                };
                let near = renamed
                    .map(str::to_string)
                    .or_else(|| suggest(&name, extra.iter().map(String::as_str)));
                let hint = near
                    .as_ref()
                    .map(|s| format!(" (did you mean `{s}`?)"))
                    .unwrap_or_default();
                let msg = format!("unknown trait `{name}`{hint}; a trait of your own is `def {name} : NativeOpTrait<\"RustType\">;` (a type implementing `drr::ods::NativeOpTrait`) or `PredOpTrait<\"summary\", predicate>`");
                // With an `include` line, only a name one edit from a
                // known trait (or one MLIR renamed) is taken for a typo, as
                // for constraints (`near_name`): a trait of another block
                // may well be further from one (HEIR's
                // `SameOperandsAndResultRings`, three edits from
                // `SameOperandsAndResultRank`).
                let typo = renamed.is_some()
                    || near.as_deref().is_some_and(|s| distance(&name, s) <= 1);
                if self.includes
                    && !typo
                    && c.args.is_none()
                    && c.is_simple()
                    && !self.is_local_name(&name)
                {
                    // Perhaps a trait record of another block (this block
                    // has an `include` line): fetched by its macro if the
                    // block has no other error.
                    self.unresolved
                        .borrow_mut()
                        .push((c.name().clone(), syn::Error::new(c.span(), msg), "trait"));
                } else {
                    self.err(c.span(), msg);
                }
            }
        }
    }

    /// The interface of `DeclareOpInterfaceMethods<X, […]>`: an interface
    /// of the block (an `OpInterface` record), one of MLIR's (their names
    /// end in `Interface`, but for `Symbol` and `ConditionallySpeculatable`,
    /// which the catalogue knows), or, in a block with an `include` line,
    /// one of another block (fetched as a bare trait name is). Anything
    /// else is a misspelling: mlir-tblgen's "Variable not defined" (it
    /// was accepted without a word).
    fn check_interface_name(&self, inner: &ClassRef) {
        let name = inner.name().to_string();
        if name == "SymbolOpInterface" && !self.traits.contains_key(&name) {
            self.err(inner.span(), SYMBOL_OP_INTERFACE);
            return;
        }
        if self.traits.contains_key(&name)
            || name.ends_with("Interface")
            || KNOWN_TRAITS.iter().any(|t| t.0 == name)
        {
            return;
        }
        let what = format!("interface `{name}` in `DeclareOpInterfaceMethods<…>`");
        let local = self.is_local_name(&name);
        self.unknown_interface(inner, &name, &what, local, "trait");
    }

    /// Reports `name` (written as `class`), an interface that is neither
    /// MLIR's nor the block's: an error now when the block includes no
    /// other block, when it is one letter from a known name or when
    /// `local` (a name of this block); else left for the blocks it
    /// includes to resolve (`kind` says what to look for).
    fn unknown_interface(
        &self,
        class: &ClassRef,
        name: &str,
        what: &str,
        local: bool,
        kind: &'static str,
    ) {
        let extra: Vec<String> = self.traits.keys().cloned().collect();
        let near = suggest(name, extra.iter().map(String::as_str));
        let hint = near
            .as_ref()
            .map(|s| format!(" (did you mean `{s}`?)"))
            .unwrap_or_default();
        let msg = format!(
            "unknown {what}{hint}: an interface of your own is `def {name} : OpInterface<\"CppName\">;` in the block (or in a block it includes)"
        );
        let typo = near.as_deref().is_some_and(|s| distance(name, s) <= 1);
        if self.includes && !typo && !local {
            self.unresolved.borrow_mut().push((
                class.name().clone(),
                syn::Error::new(class.span(), msg),
                kind,
            ));
        } else {
            self.err(class.span(), msg);
        }
    }

    fn native_trait_path(&self, v: &Value) -> Option<TokenStream> {
        match v {
            Value::Str(s) => {
                match syn::parse_str::<syn::Path>(s.value().trim_start_matches("::mlir::OpTrait::"))
                {
                    Ok(p) => Some(respan(quote!(#p), s.span())),
                    Err(_) => {
                        self.err(s.span(), "expected the Rust type implementing the trait (`drr::ods::NativeOpTrait`)");
                        None
                    }
                }
            }
            Value::Class(c) if c.args.is_none() => Some(c.path_tokens()),
            other => {
                self.err(
                    other.span(),
                    "expected the Rust type implementing the trait (`drr::ods::NativeOpTrait`)",
                );
                None
            }
        }
    }

    /// An interface definition (`def Clocked : OpInterface<"Clocked"> {
    /// let methods = [InterfaceMethod<…>]; }`, as out-of-tree dialects
    /// define theirs): the trait name ops list (`Clocked`,
    /// `DeclareOpInterfaceMethods<Clocked>`), with no effect, like MLIR's
    /// own interfaces; its methods are C++ declarations (a Rust trait
    /// implemented for the ops stands for them). Attribute and type
    /// interfaces are accepted for the same reason and define nothing. An
    /// interface `verify` (C++ run on every op of the interface) is an
    /// error: dropping it would accept ops MLIR rejects.
    pub(in crate::ods) fn interface_def(&self, d: &Def) -> Option<LocalTrait> {
        let class = d.class.to_string();
        if !matches!(
            class.as_str(),
            "OpInterface" | "AttrInterface" | "TypeInterface"
        ) {
            return None;
        }
        const FIELDS: &[&str] = &[
            "description",
            "cppInterfaceName",
            "cppNamespace",
            "methods",
            "extraClassDeclaration",
            "extraSharedClassDeclaration",
            "extraTraitClassDeclaration",
            "extraClassOf",
            "baseInterfaces",
            "dependentTraits",
            "verifyWithRegions",
        ];
        for f in &d.fields {
            let n = f.name.to_string();
            if n == "verify" {
                let empty = matches!(&f.value, Value::Str(s) if s.value().trim().is_empty());
                if !empty {
                    self.err(
                        f.name.span(),
                        format!("the `verify` of interface `{}` is C++ run on every op of the interface: write the check in Rust as a trait of your own (`def {}Verify : NativeOpTrait<\"RustType\">;`) and list it next to the interface", d.name, d.name),
                    );
                }
            } else if n == "constBuilderCall" && class == "AttrInterface" {
                // An attribute interface is also an attribute constraint:
                // its builder is read where the constraint is lowered.
            } else if !FIELDS.contains(&n.as_str()) {
                let near = crate::ods::lower::did_you_mean(&n, FIELDS);
                self.err(
                    f.name.span(),
                    format!("unknown field `{n}` of a `{class}` record{near}: an interface's fields are its C++ (`methods`, `description`, `cppNamespace`, `extraClassDeclaration`, …) and have no effect in `ods!`"),
                );
            }
        }
        if class != "OpInterface" {
            return None;
        }
        self.interface_def_quiet(d)
    }

    /// An `OpInterface` record's trait, its fields not checked (again, once
    /// its base interfaces are known).
    pub(in crate::ods) fn interface_def_quiet(&self, d: &Def) -> Option<LocalTrait> {
        // Base interfaces (`OpInterface<"Name", [Symbol, …]>`, or a
        // `baseInterfaces` field): `Symbol`, `FunctionOpInterface`, or an
        // interface of the block based on them.
        let symbol_base = |v: &Value| match v {
            Value::Class(c) if c.is_simple() && c.args.is_none() => {
                let n = c.name().to_string();
                n == "Symbol"
                    || n == "FunctionOpInterface"
                    || matches!(self.traits.get(&n), Some(LocalTrait::SymbolBased(_)))
            }
            _ => false,
        };
        let symbol_based = Self::interface_bases(d).any(symbol_base);
        Some(if symbol_based {
            LocalTrait::SymbolBased(d.name.clone())
        } else {
            LocalTrait::One(TraitModel::Interface(d.name.clone()))
        })
    }

    /// The base interfaces of an `OpInterface` record (`OpInterface<"N",
    /// [Base, …]>`, `let baseInterfaces = […]`).
    fn interface_bases(d: &Def) -> impl Iterator<Item = &Value> {
        d.args
            .get(1)
            .into_iter()
            .chain(
                d.fields
                    .iter()
                    .filter(|f| f.name == "baseInterfaces")
                    .map(|f| &f.value),
            )
            .filter_map(|v| match v {
                Value::List(_, items) => Some(items),
                _ => None,
            })
            .flatten()
    }

    /// A base interface of an `OpInterface` record that is neither of the
    /// block nor MLIR's (whose names end in `Interface`, or the catalogue
    /// knows): in a block with an `include` line, an interface of another
    /// block (CIRCT's `HWModuleLike` under an interface of another file),
    /// fetched so that an interface built on `Symbol` through it is known
    /// as one; in a block without, a misspelling (mlir-tblgen's "Variable
    /// not defined"; it was accepted without a word).
    pub(in crate::ods) fn fetch_interface_bases(&self, d: &Def) {
        for v in Self::interface_bases(d) {
            let Value::Class(c) = v else { continue };
            if !c.is_simple() || c.args.is_some() {
                continue;
            }
            let name = c.name().to_string();
            if name == "Symbol"
                || name.ends_with("Interface")
                || self.traits.contains_key(&name)
                || KNOWN_TRAITS.iter().any(|t| t.0 == name)
                || self.is_local_name(&name)
            {
                continue;
            }
            let what = format!("base interface `{name}` of `{}`", d.name);
            self.unknown_interface(c, &name, &what, false, "interface");
        }
    }

    /// `def X : NativeOpTrait<…>;`, `PredOpTrait<…>`, `TraitList<[…]>`,
    /// `StructuralOpTrait` parents ignored.
    pub(in crate::ods) fn trait_def(&self, d: &Def) -> Option<LocalTrait> {
        let native = d.class == "NativeOpTrait" || d.class == "ParamNativeOpTrait";
        // `let trait = "Name";` names the trait class in place of the
        // template argument (torch-mlir's `class TorchOpTrait<string name>
        // : NativeOpTrait<""> { let trait = name; }`): the Rust type.
        let mut args = d.args.clone();
        // A namespace other than MLIR's (`::mlir::OpTrait`): the trait is
        // the user's even if its name is that of one of MLIR's.
        let mut own_namespace = false;
        for f in &d.fields {
            // A native trait's C++ namespace (`let cppNamespace =
            // "mlir::OpTrait::tosa";`) has no Rust counterpart.
            if f.name == "cppNamespace" && native {
                own_namespace = !matches!(&f.value, Value::Str(s) if s.value().trim_start_matches("::") == "mlir::OpTrait");
                continue;
            }
            if f.name.to_string().trim_start_matches("r#") == "trait" && native {
                match (&f.value, args.first_mut()) {
                    (v @ Value::Str(_), Some(first)) => *first = v.clone(),
                    (other, _) => {
                        self.err(other.span(), "expected the trait's Rust type as a string")
                    }
                }
                continue;
            }
            self.err(
                f.name.span(),
                format!("`{}` records take no `let` fields", d.class),
            );
        }
        let class = d.class.to_string();
        if class == "TraitList" {
            return match d.args.as_slice() {
                [Value::List(_, items)] => Some(LocalTrait::List(items.clone())),
                _ => {
                    self.err(d.class.span(), "expected `TraitList<[Trait, …]>`");
                    None
                }
            };
        }
        if own_namespace
            && class == "NativeOpTrait"
            && let Some(first) = args.first()
        {
            return Some(match self.native_trait_path(first) {
                Some(path) => LocalTrait::One(TraitModel::Native {
                    ident: d.class.clone(),
                    path,
                }),
                None => LocalTrait::List(Vec::new()),
            });
        }
        let as_value = Value::Class(ClassRef {
            path: vec![d.class.clone()],
            leading_colon: false,
            args: Some(args),
        });
        let mut out = Vec::new();
        self.trait_value(&as_value, &mut out, 0);
        // A record whose error is reported: its uses are not unknown
        // traits (an empty list stands for it).
        Some(
            out.pop()
                .map_or(LocalTrait::List(Vec::new()), LocalTrait::One),
        )
    }
}
