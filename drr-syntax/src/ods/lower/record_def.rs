//! Lowering the records that are not ops: region predicates, properties, type and attribute
//! constraints, named constant attributes and NativeCodeCalls.

use super::*;

/// What the `let` fields of a constraint record set (see
/// `Lower::constraint_fields`).
#[derive(Default)]
pub(super) struct ConstraintFields {
    pub(super) summary: Option<LitStr>,
    pub(super) description: Option<String>,
    pub(super) dialect_storage: bool,
    pub(super) const_builder: Option<(TokenStream, TokenStream)>,
    pub(super) type_builder: Option<TokenStream>,
}

impl Lower<'_> {
    /// Registers `def R : RegionConstraint<pred, "summary">;` (ODS's
    /// `Region<pred, "summary">`, a region constraint with a predicate of
    /// its own, as StableHLO's VHLO writes `VHLO_AnyRegion`): the predicate
    /// is Rust, `|ctx: &Context, r: RegionId| -> bool`.
    pub(super) fn region_pred_def(&mut self, d: &Def) {
        let pred = match d.args.as_slice() {
            [Value::Closure(c), Value::Str(s)] => (quote!(#c), s.clone()),
            [Value::Class(c), Value::Str(s)] if c.args.is_none() => (c.path_tokens(), s.clone()),
            _ => {
                self.err(
                    d.class.span(),
                    "expected `Region<|ctx: &Context, r: RegionId| predicate, \"summary\">` (a closure or fn path, then a summary)",
                );
                return;
            }
        };
        self.region_preds.insert(
            d.name.to_string(),
            RegionPred {
                pred: pred.0,
                summary: pred.1,
            },
        );
    }

    /// `def X : PropConstraint<pred, "summary", "interfaceType">;`: an
    /// attribute constraint on a property's attribute form whose predicate
    /// takes the property's value, decoded as the predicate's value type:
    /// its parameter's annotation (`|ctx, s: &str|`, `|v: i64|`) or the
    /// C++ interface type (`"int64_t"`). A closure whose value type is
    /// given neither way is an error at its parameter (DRR: a property
    /// constraint without its type).
    pub(super) fn prop_constraint(&mut self, model: &mut Model, d: &Def) {
        self.no_fields(d);
        let (pred, summary, iface) = match d.args.as_slice() {
            [p, Value::Str(s)] => (p, Some(s.clone()), None),
            [p, Value::Str(s), Value::Str(t)] => (p, Some(s.clone()), Some(t)),
            [p] => (p, None, None),
            _ => {
                self.err(
                    d.class.span(),
                    "expected `PropConstraint<CPred<|ctx, v: i64| …>, \"summary\">` (a predicate on the property's value, its parameter typed)",
                );
                return;
            }
        };
        let summary = summary.unwrap_or_else(|| LitStr::new(&d.name.to_string(), d.name.span()));
        let iface_ty = match iface.filter(|t| !t.value().trim().is_empty()) {
            Some(t) => match crate::ods::props::interface_type(&t.value()) {
                Some(ty) => Some(ty),
                None => {
                    self.err(t.span(), format!("unsupported `PropConstraint` interface type `{}`: one of `int8_t` … `uint64_t`, `bool`, `::llvm::StringRef`, `std::string`, or leave it out and annotate the predicate's parameter", t.value()));
                    return;
                }
            },
            None => None,
        };
        let pred = match pred {
            Value::Closure(c) if (1..=2).contains(&c.inputs.len()) => {
                let value_param = c.inputs.last().expect("one or two inputs");
                let annotated = match value_param {
                    syn::Pat::Type(pt) => {
                        let t = &pt.ty;
                        Some(quote!(#t))
                    }
                    _ => None,
                };
                let Some(ty) = annotated.or(iface_ty) else {
                    self.err(
                        syn::spanned::Spanned::span(value_param),
                        "the property's value type is not given: annotate the predicate's parameter (`|ctx, v: i64| …`) or give `PropConstraint`'s interface type (`PropConstraint<CPred<…>, \"summary\", \"int64_t\">`) (DRR: a property constraint without specifying its type is unsupported)",
                    );
                    return;
                };
                if c.inputs.len() == 2 {
                    quote!({ let p: fn(&::drr::Context, #ty) -> bool = #c; p })
                } else {
                    quote!({
                        let p: fn(#ty) -> bool = #c;
                        move |_: &::drr::Context, v: #ty| p(v)
                    })
                }
            }
            Value::Class(c) if c.args.is_none() => c.path_tokens(),
            _ => {
                self.err(
                    d.class.span(),
                    "expected `PropConstraint<CPred<|ctx, v: i64| …>, \"summary\">` (a predicate on the property's value, its parameter typed)",
                );
                return;
            }
        };
        let predicate = quote! {
            |ctx: &::drr::Context, attr: ::drr::Attribute| -> bool {
                ::drr::ods::property::prop_constraint_matches(ctx, attr, #pred)
            }
        };
        model.constraints.push(UserConstraint {
            docs: d.docs.clone(),
            name: d.name.clone(),
            kind: ConstraintKind::Attr,
            predicate,
            summary,
            // A constraint of the property domain (DRR #19 on an
            // attribute argument).
            storage: Some(quote!(::drr::ods::property::PropValue)),
            dialect_storage: false,
            const_builder: None,
            type_builder: None,
            delegate: None,
        });
    }

    pub(super) fn user_constraint(&mut self, model: &mut Model, d: &Def, kind: ConstraintKind) {
        if alias_target(d).is_some() {
            // `def X : TypeConstraint<path::X>;`: an alias, nothing to generate.
            self.no_fields(d);
            return;
        }
        let fields = self.constraint_fields(d, kind);
        let class = &d.class;
        // `TypeConstraint<LibraryGeneric<…>>` with a builder (a record
        // deriving from a library generic and `BuildableType<…>`): the
        // generic's check and summary, the record's builder.
        if let [v @ Value::Class(c)] = d.args.as_slice()
            && c.args.is_some()
            && kind == ConstraintKind::Type
        {
            let Some(r) = self.constraint(v, kind) else {
                return;
            };
            let ty = r.ty;
            let mut docs = d.docs.clone();
            if let Some(text) = &fields.description {
                docs.extend(text.lines().map(|l| format!(" {}", l.trim())));
            }
            model.constraints.push(UserConstraint {
                docs,
                name: d.name.clone(),
                kind,
                predicate: quote!(|ctx: &::drr::Context, ty: ::drr::Type| <#ty as ::drr::ods::TypeConstraint>::matches(ctx, ty)),
                summary: fields.summary.unwrap_or_else(|| LitStr::new(&r.text, d.name.span())),
                storage: None,
                dialect_storage: false,
                const_builder: None,
                type_builder: fields.type_builder,
                delegate: Some(ty),
            });
            return;
        }
        let (pred, summary, storage) = match d.args.as_slice() {
            [p, Value::Str(s)] => (p, s, None),
            [p, Value::Str(s), Value::Class(st)]
                if kind == ConstraintKind::Attr && st.args.is_none() =>
            {
                (p, s, Some(st.path_tokens()))
            }
            _ => {
                self.err(
                    class.span(),
                    format!("expected `{class}<|ctx, {}| predicate, \"summary\">` (a closure or fn path, then a summary), or `{class}<path::to::Constraint>` to use one defined elsewhere", if kind == ConstraintKind::Type { "ty" } else { "attr" }),
                );
                return;
            }
        };
        let predicate = match pred {
            Value::Closure(c) => quote!(#c),
            Value::Class(c) if c.args.is_none() => c.path_tokens(),
            other => {
                self.err(
                    other.span(),
                    "expected a Rust closure or a path to a predicate fn",
                );
                return;
            }
        };
        let mut docs = d.docs.clone();
        if let Some(text) = &fields.description {
            docs.extend(text.lines().map(|l| format!(" {}", l.trim())));
        }
        model.constraints.push(UserConstraint {
            docs,
            name: d.name.clone(),
            kind,
            predicate,
            summary: fields.summary.unwrap_or_else(|| summary.clone()),
            storage,
            dialect_storage: fields.dialect_storage,
            const_builder: fields.const_builder,
            type_builder: fields.type_builder,
            delegate: None,
        });
    }

    /// The `let` fields of a type or attribute constraint record (ODS's
    /// `TypeConstraint`/`Type`/`Attr` fields): `summary` and `description`;
    /// an attribute's `constBuilderCall` as a Rust closure; the C++ class
    /// and conversion fields, which describe C++ accessors `ods!` does not
    /// generate (its accessors return the constraint's storage), accepted
    /// without effect; anything else an error naming the field.
    pub(super) fn constraint_fields(&self, d: &Def, kind: ConstraintKind) -> ConstraintFields {
        let mut out = ConstraintFields::default();
        for f in &d.fields {
            let name = f.name.to_string();
            match (name.as_str(), kind) {
                ("summary", _) => match &f.value {
                    Value::Str(s) => out.summary = Some(s.clone()),
                    other => self.err(other.span(), "`summary` is a string"),
                },
                ("description", _) => match &f.value {
                    Value::Str(s) => out.description = Some(s.value()),
                    other => self.err(other.span(), "`description` is a string"),
                },
                ("storageType", ConstraintKind::Attr) => {
                    out.dialect_storage =
                        matches!(&f.value, Value::Str(s) if is_dialect_attr_class(&s.value()));
                }
                (n, ConstraintKind::Attr) if CPP_ATTR_FIELDS.contains(&n) => {}
                (n, ConstraintKind::Type) if CPP_TYPE_FIELDS.contains(&n) => {}
                ("builderCall", ConstraintKind::Type) => match &f.value {
                    Value::Closure(c) if c.inputs.len() == 1 => out.type_builder = Some(quote!(#c)),
                    // A path to a Rust `fn(&mut Context) -> Type`, as C++
                    // bodies elsewhere may be (`CPred<path>`).
                    Value::Class(c) if c.args.is_none() => out.type_builder = Some(c.path_tokens()),
                    Value::Str(s) => self.err(
                        s.span(),
                        "`builderCall` is C++: write it as a Rust closure `|ctx: &mut drr::Context| -> drr::Type { … }` (what builders and patterns create the constraint's type with)",
                    ),
                    other => self.err(
                        other.span(),
                        "expected `let builderCall = |ctx: &mut drr::Context| -> drr::Type { … };` or a path to such a `fn` (also written `BuildableType<|ctx: &mut drr::Context| -> drr::Type { … }>`)",
                    ),
                },
                ("constBuilderCall", ConstraintKind::Attr) => {
                    if let Some(b) = self.const_builder_call(&f.value) {
                        out.const_builder = Some(b);
                    }
                }
                // (`let predicate` is the record front end's: it replaces
                // the first template argument.)
                (other, _) => {
                    let (what, cpp): (&str, &[&str]) = if kind == ConstraintKind::Attr {
                        ("an attribute", &CPP_ATTR_FIELDS)
                    } else {
                        ("a type", &CPP_TYPE_FIELDS)
                    };
                    let mut known = vec!["summary", "description"];
                    if kind == ConstraintKind::Attr {
                        known.push("constBuilderCall");
                    } else {
                        known.push("builderCall");
                    }
                    known.extend(cpp);
                    let near = did_you_mean(other, &known);
                    let accepted = if kind == ConstraintKind::Attr {
                        "`summary`, `description`, `constBuilderCall` (a Rust closure), and the C++-only `storageType`, `returnType`, `convertFromStorage`, `valueType`"
                    } else {
                        "`summary`, `description`, `builderCall` (a Rust closure), and the C++-only `cppType`, `cppClassName`, `cppNamespace`"
                    };
                    self.err(
                        f.name.span(),
                        format!("unknown field `{other}` of {what} constraint record{near}: `ods!` accepts {accepted}"),
                    );
                }
            }
        }
        out
    }

    /// A `let constBuilderCall = …;` value: the Rust closure
    /// `|ctx: &mut drr::Context, value: T| -> drr::Attribute { … }` as the
    /// value's type and the closure, or an error (C++ text, a missing
    /// annotation) and `None`.
    pub(in crate::ods) fn const_builder_call(
        &self,
        value: &Value,
    ) -> Option<(TokenStream, TokenStream)> {
        match value {
            Value::Closure(c) if c.inputs.len() == 2 => match &c.inputs[1] {
                syn::Pat::Type(pt) => {
                    let t = &pt.ty;
                    Some((quote!(#t), quote!(#c)))
                }
                other => {
                    self.err(
                        syn::spanned::Spanned::span(other),
                        "annotate the value's type: `|ctx: &mut drr::Context, value: Vec<i64>| -> drr::Attribute { … }`",
                    );
                    None
                }
            },
            Value::Str(s) => {
                self.err(
                    s.span(),
                    "`constBuilderCall` is C++: write it as a Rust closure `|ctx: &mut drr::Context, value: T| -> drr::Attribute { … }` (what `ConstantAttr<X, \"…\">` builds the attribute with; `T` takes the constant's C++ spelling: an integer, a float, a string, a braced list, or for `\"Enum::case\"` an enum `ods!` generated, `value: MyEnum`, whose `Display` is the case's string)",
                );
                None
            }
            other => {
                self.err(
                    other.span(),
                    "expected `let constBuilderCall = |ctx: &mut drr::Context, value: T| -> drr::Attribute { … };`",
                );
                None
            }
        }
    }

    pub(super) fn constant(&mut self, model: &mut Model, d: &Def) {
        self.no_fields(d);
        let [c, v] = d.args.as_slice() else {
            self.err(
                d.class.span(),
                format!("expected `{}<AttrConstraint, value>`", d.class),
            );
            return;
        };
        let Some(constraint) = self.constraint(c, ConstraintKind::Attr) else {
            return;
        };
        if constraint.is_unit
            && d.class == "ConstantAttr"
            && let Value::Str(s) = v
            && crate::ods::cpp_literal::is_false(&s.value())
        {
            // ODS builds it as the null attribute (`UnitAttr`'s
            // `(($0) ? getUnitAttr() : nullptr)`); a named constant stands
            // for an attribute.
            self.err(
                s.span(),
                format!(
                    "`{}` is the null attribute (ODS's `UnitAttr` builds a false constant as `nullptr`), which a named constant cannot stand for: write `ConstantAttr<UnitAttr, {}>` in the pattern itself, where it leaves the argument absent (and matches an absent one)",
                    d.name,
                    quote::ToTokens::to_token_stream(s)
                ),
            );
            return;
        }
        let value = if d.class == "ConstantStrAttr" {
            match v {
                Value::Str(s) => quote!(#s),
                other => {
                    self.err(
                        other.span(),
                        "`ConstantStrAttr` takes a string: `ConstantStrAttr<StrAttr, \"text\">`",
                    );
                    return;
                }
            }
        } else {
            let Some((v, _)) = self.const_value(v, &constraint.ty) else {
                return;
            };
            v
        };
        let text = match v {
            Value::Str(s) => s.value(),
            other => other_text(other),
        };
        model.constants.push(ConstModel {
            docs: d.docs.clone(),
            name: d.name.clone(),
            constraint,
            value,
            text,
        });
    }

    pub(super) fn native(&mut self, model: &mut Model, d: &Def) {
        self.no_fields(d);
        let class = d.class.to_string();
        let body = match d.args.first() {
            Some(Value::Closure(c)) => NativeBody::Closure(c.clone()),
            Some(Value::Class(c)) if c.args.is_none() => NativeBody::Path(c.clone()),
            Some(Value::Str(s)) => {
                self.err(s.span(), format!("`{class}` bodies are Rust, not C++: write a closure `|…| …` or a path to a `pub fn`"));
                return;
            }
            _ => {
                self.err(
                    d.class.span(),
                    format!("expected `{class}<|…| …>` or `{class}<path::to::function>`"),
                );
                return;
            }
        };
        let (results, summary) = match (class.as_str(), &d.args[1..]) {
            ("NativeCodeCall", []) => (Some(1), None),
            ("NativeCodeCall", [Value::Int(n, s, _)]) => {
                if *n < 0 {
                    self.err(*s, "the number of results cannot be negative");
                    return;
                }
                (Some(*n as usize), None)
            }
            ("NativeCodeCallVoid", []) => (Some(0), None),
            ("Constraint", [Value::Str(s)]) => (None, Some(s.clone())),
            ("Constraint", []) => (None, Some(LitStr::new(&d.name.to_string(), d.name.span()))),
            (_, [extra, ..]) => {
                self.err(
                    extra.span(),
                    match class.as_str() {
                        "NativeCodeCall" => {
                            "expected the number of results: `NativeCodeCall<…, 2>`"
                        }
                        "Constraint" => "expected the summary: `Constraint<…, \"summary\">`",
                        _ => "`NativeCodeCallVoid` takes only the body",
                    },
                );
                return;
            }
            _ => unreachable_case(),
        };
        // The first parameter is `$_builder` / the context, always a
        // reference: a first parameter typed by value is a DAG argument
        // written without it (reported here, not as an argument count).
        if let NativeBody::Closure(c) = &body
            && let Some(e) = crate::native::first_param_error(c, results.is_none())
        {
            self.cx.push(e);
            return;
        }
        if let NativeBody::Closure(c) = &body
            && results.is_some_and(|n| n > 0)
            && matches!(c.output, syn::ReturnType::Default)
        {
            self.err(
                    syn::spanned::Spanned::span(c),
                    "a `NativeCodeCall` record's closure needs its return type written, the Rust type of what it makes: `|…| -> Value { … }` (an operand), `-> Attribute` (an attribute), `-> Type`, `-> OpId`, …",
                );
            return;
        }
        model.natives.push(NativeModel {
            docs: d.docs.clone(),
            name: d.name.clone(),
            results,
            summary,
            body,
        });
    }
}

/// The text of a value for docs.
fn other_text(v: &Value) -> String {
    match v {
        Value::Int(_, _, ts) | Value::Float(_, _, ts) | Value::Code(_, ts) => ts.to_string(),
        Value::Class(c) => c.path_tokens().to_string(),
        _ => String::new(),
    }
}

fn unreachable_case() -> (Option<usize>, Option<LitStr>) {
    (None, None)
}

/// True if C++ class `class` (an attribute constraint's `storageType`) is
/// a dialect's, not one of MLIR's builtin attribute classes or interfaces
/// (namespace `mlir`, or unqualified builtin names), whose casts `ods!`
/// models with the storage types themselves.
fn is_dialect_attr_class(class: &str) -> bool {
    const BUILTIN: &[&str] = &[
        "Attribute",
        "IntegerAttr",
        "FloatAttr",
        "BoolAttr",
        "StringAttr",
        "ArrayAttr",
        "DictionaryAttr",
        "TypeAttr",
        "UnitAttr",
        "SymbolRefAttr",
        "FlatSymbolRefAttr",
        "ElementsAttr",
        "DenseElementsAttr",
        "DenseIntElementsAttr",
        "DenseFPElementsAttr",
        "DenseIntOrFPElementsAttr",
        "DenseStringElementsAttr",
        "DenseResourceElementsAttr",
        "SparseElementsAttr",
        "DenseArrayAttr",
        "DenseBoolArrayAttr",
        "DenseI8ArrayAttr",
        "DenseI16ArrayAttr",
        "DenseI32ArrayAttr",
        "DenseI64ArrayAttr",
        "DenseF32ArrayAttr",
        "DenseF64ArrayAttr",
        "AffineMapAttr",
        "IntegerSetAttr",
        "OpaqueAttr",
        "StridedLayoutAttr",
        "TypedAttr",
        "DistinctAttr",
        "LocationAttr",
    ];
    let c = class.trim().trim_start_matches("::");
    match c.strip_prefix("mlir::") {
        Some(rest) => rest.contains("::"),
        None => !c.is_empty() && !c.contains('<') && !BUILTIN.contains(&c),
    }
}
