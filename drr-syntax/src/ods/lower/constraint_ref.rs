//! Resolving a constraint written in a record (a library constraint, a record of this block,
//! a library generic such as `TensorOf<[F32]>`, or a record of another block) to its Rust type path.

use super::*;

impl Lower<'_> {
    /// The kind of the constraint `v` denotes, if known.
    pub(super) fn constraint_kind(&self, v: &Value) -> Option<ConstraintKind> {
        let Value::Class(c) = v else {
            self.err(
                v.span(),
                "expected a constraint such as `AnyType`, `I32`, `I32Attr`, or `Variadic<…>`",
            );
            return None;
        };
        let name = c.name().to_string();
        if !c.is_simple() {
            self.err(
                c.span(),
                format!("cannot tell whether `{}` is a type or an attribute constraint: declare it first with `def {name} : TypeConstraint<{}>;` or `def {name} : AttrConstraint<{}>;`", c.path_tokens(), c.path_tokens(), c.path_tokens()),
            );
            return None;
        }
        // `Name<…>` is a class instance: a record of the block named like
        // the class does not shadow it (TableGen's classes and records
        // are separate namespaces; the block's own classes were
        // instantiated by the front end).
        let local = c.args.is_none() && self.locals.contains_key(&name);
        if let Some(Local::Constraint(k, _)) = self.locals.get(&name).filter(|_| local) {
            return Some(*k);
        }
        if self.preds.contains(&name) {
            self.err(
                c.span(),
                format!("`{name}` is a predicate, not a constraint: make it one with `def {name}Type : Type<{name}, \"summary\">;` (or `Attr<{name}, \"summary\">`) and use that"),
            );
            return None;
        }
        match name.as_str() {
            "OptionalAttr"
            | "DefaultValuedAttr"
            | "DefaultValuedOptionalAttr"
            | "DefaultValuedStrAttr" => {
                return Some(ConstraintKind::Attr);
            }
            "Variadic" | "Optional" | "VariadicOfVariadic" => return Some(ConstraintKind::Type),
            "ContainerType" if !self.locals.contains_key(&name) => {
                return Some(ConstraintKind::Type);
            }
            "DenseArrayAttrBase" if !self.locals.contains_key(&name) => {
                return Some(ConstraintKind::Attr);
            }
            _ => {}
        }
        let lib = if local {
            None
        } else {
            crate::stdlib::lib_constraint(&name).or_else(|| {
                crate::stdlib::lib_class_as_written(&name, c.args.is_some()).map(|c| c.kind)
            })
        };
        match lib {
            Some(crate::stdlib::Kind::Type) => Some(ConstraintKind::Type),
            Some(crate::stdlib::Kind::Attr) => Some(ConstraintKind::Attr),
            // A record the front end rejected: its error is reported.
            None if self.failed.contains(&name) => None,
            None => {
                let local = self.locals.contains_key(&name);
                let near = self.near_name(&name);
                let msg = unknown_constraint_msg(&name, local, near.as_deref());
                if local || near.is_some() || !self.includes {
                    self.err(c.span(), msg);
                } else {
                    // Perhaps a record of another block: fetched if the
                    // block has no other error.
                    self.unresolved.borrow_mut().push((
                        c.name().clone(),
                        syn::Error::new(c.span(), msg),
                        "constraint",
                    ));
                }
                None
            }
        }
    }

    /// True if `v` names a type constraint of the block or the library
    /// (`AnyTypeOf<[…]>`, `F32`, a record of the block), without reporting
    /// anything: for places where ODS takes either a constraint or C++ (a
    /// `TypeDef` parameter is a constraint or a C++ parameter class such
    /// as `ArrayRefParameter<"int64_t">`).
    pub(in crate::ods) fn names_type_constraint(&self, v: &Value) -> bool {
        let Value::Class(c) = v else { return false };
        if !c.is_simple() {
            return false;
        }
        let name = c.name().to_string();
        if c.args.is_none() && self.locals.contains_key(&name) {
            return matches!(
                self.locals.get(&name),
                Some(Local::Constraint(ConstraintKind::Type, _))
            );
        }
        let kind = crate::stdlib::lib_constraint(&name).or_else(|| {
            crate::stdlib::lib_class_as_written(&name, c.args.is_some()).map(|c| c.kind)
        });
        kind == Some(crate::stdlib::Kind::Type)
    }

    /// Resolves `v` as a constraint of kind `want`.
    /// `DenseArrayAttrBase<"DenseXArrayAttr", "cppType", "summaryName">`:
    /// the library constraint `DenseXArrayAttr` when its summary is
    /// `summaryName # " dense array attribute"` (every instance ODS
    /// defines); another summary or class is an error at the class.
    pub(super) fn dense_array_attr_base(
        &self,
        c: &ClassRef,
        want: ConstraintKind,
    ) -> Option<Resolved> {
        let args = c.args.as_deref().unwrap_or(&[]);
        let [Value::Str(class), Value::Str(_), Value::Str(elem)] = args else {
            self.err(
                c.span(),
                "expected `DenseArrayAttrBase<\"DenseI64ArrayAttr\", \"int64_t\", \"i64\">` (the dense array class, its C++ element type, the summary's element name)",
            );
            return None;
        };
        let name = class.value();
        let name = name.trim_start_matches("::").trim_start_matches("mlir::");
        let known = matches!(
            name,
            "DenseBoolArrayAttr"
                | "DenseI8ArrayAttr"
                | "DenseI16ArrayAttr"
                | "DenseI32ArrayAttr"
                | "DenseI64ArrayAttr"
                | "DenseF32ArrayAttr"
                | "DenseF64ArrayAttr"
        );
        let summary = format!("{} dense array attribute", elem.value());
        if !known || crate::tablegen::summary::lib_summary(name) != Some(summary.as_str()) {
            self.err(
                c.span(),
                format!("`DenseArrayAttrBase<{:?}, …, {:?}>` is not one of ODS's dense array constraints (`DenseI64ArrayAttr` is `DenseArrayAttrBase<\"DenseI64ArrayAttr\", \"int64_t\", \"i64\">`, and so on for `Bool`, `I8`, `I16`, `I32`, `F32`, `F64`): `ods!` provides those only", class.value(), elem.value()),
            );
            return None;
        }
        let lib = Value::Class(ClassRef {
            path: vec![Ident::new(name, c.span())],
            leading_colon: false,
            args: None,
        });
        self.constraint(&lib, want)
    }

    pub(in crate::ods) fn constraint(&self, v: &Value, want: ConstraintKind) -> Option<Resolved> {
        let Value::Class(c) = v else {
            self.err(v.span(), format!("expected {}", kind_phrase(want)));
            return None;
        };
        if c.is_simple() && self.mnemonicless.contains(&c.name().to_string()) {
            let name = c.name();
            let example = match want {
                ConstraintKind::Attr => "Attr<CPred<|ctx: &Context, a: Attribute| …>, \"summary\">",
                _ => "Type<CPred<|ctx: &Context, t: Type| …>, \"summary\">",
            };
            self.err(
                c.span(),
                format!("`{name}` has no `mnemonic`: its textual form is the dialect's C++ parser's, which `ods!` cannot check; set `let mnemonic = \"…\";` on `{name}`, or constrain with a record whose predicate is Rust (`def {name}Like : {example};`)"),
            );
            return None;
        }
        // `And<[P, Q]>` / `Or<[P, Q]>` of type constraints where a type
        // constraint is expected (`ShapedContainerType`'s container
        // predicate `And<[HasValueSemanticsPred, HasRankPred]>`): all /
        // one of them hold, as `AllOfType` / `AnyTypeOf`.
        if want == ConstraintKind::Type
            && c.is_simple()
            && let Some(Value::List(..)) = c.args.as_deref().and_then(<[Value]>::first)
            && c.args.as_deref().is_some_and(|a| a.len() == 1)
        {
            let name = c.name().to_string();
            let lib = match name.as_str() {
                "And" => Some("AllOfType"),
                "Or" => Some("AnyTypeOf"),
                _ => None,
            };
            if let Some(lib) = lib.filter(|_| !self.locals.contains_key(&name))
                && let Some(class) = crate::stdlib::lib_class(lib)
            {
                return self.lib_instance(class, c.args.as_deref().unwrap_or(&[]), c.span());
            }
        }
        if c.is_simple() && self.preds.contains(&c.name().to_string()) {
            return self.pred_constraint(c, want);
        }
        // `DenseArrayAttrBase<"DenseI16ArrayAttr", "int16_t", "i16">`
        // (Shard's `Shard_GridAxesAttr`): the library's dense array
        // constraint of that C++ class, which `CommonAttrConstraints.td`
        // defines as this very instance.
        if c.is_simple()
            && c.name() == "DenseArrayAttrBase"
            && !self.locals.contains_key("DenseArrayAttrBase")
        {
            return self.dense_array_attr_base(c, want);
        }
        if c.is_simple()
            && c.name() == "ContainerType"
            && !self.locals.contains_key("ContainerType")
        {
            if want != ConstraintKind::Type {
                self.err(
                    c.span(),
                    format!(
                        "`ContainerType` is a type constraint, but {} is expected here",
                        kind_phrase(want)
                    ),
                );
                return None;
            }
            return self.container_type(c);
        }
        let kind = self.constraint_kind(v)?;
        let name = c.name().to_string();
        let span = c.span();
        if kind != want {
            let msg = match (want, name.as_str()) {
                (ConstraintKind::Type, "OptionalAttr" | "DefaultValuedAttr") => format!(
                    "`{name}` cannot wrap a type constraint; use `Optional<…>` for an optional operand"
                ),
                (ConstraintKind::Attr, "Variadic" | "Optional") => format!(
                    "`{name}<…>` cannot wrap an attribute constraint; use `OptionalAttr<…>` for an optional attribute"
                ),
                _ => format!(
                    "`{name}` is {}, but {} is expected here",
                    kind_phrase(kind),
                    kind_phrase(want)
                ),
            };
            self.err(span, msg);
            return None;
        }
        let args = c.args.as_deref();
        match name.as_str() {
            "Variadic" | "Optional" | "VariadicOfVariadic" => {
                self.err(
                    span,
                    format!("`{name}` can only wrap an op argument's constraint, not be nested"),
                );
                return None;
            }
            // An attribute wrapper inside another constraint
            // (`OptionalAttr<DefaultValuedAttr<I32Attr, "3">>`,
            // `ConfinedAttr<OptionalAttr<…>, […]>`): its predicate and
            // summary are its base's (`Attr<attr.predicate, attr.summary>`
            // in `CommonAttrConstraints.td`), and the outer wrapper's own
            // `isOptional`/`defaultValue` decide the rest, so
            // `OptionalAttr<DefaultValuedAttr<X, v>>` is `OptionalAttr<X>`
            // without a default, as mlir-tblgen-22 generates it.
            "OptionalAttr"
            | "DefaultValuedAttr"
            | "DefaultValuedOptionalAttr"
            | "DefaultValuedStrAttr"
                if !self.locals.contains_key(&name) =>
            {
                let Some(base) = args.and_then(<[Value]>::first) else {
                    self.err(
                        span,
                        format!("`{name}` takes an attribute constraint: `{name}<I32Attr…>`"),
                    );
                    return None;
                };
                return self.constraint(base, ConstraintKind::Attr);
            }
            _ => {}
        }
        // With template arguments, the library class even where a record
        // of the block has its name (see `constraint_kind`).
        let lib_class = if args.is_none() && self.locals.contains_key(&name) {
            None
        } else {
            crate::stdlib::lib_class_as_written(&name, args.is_some())
        };
        if let Some(class) = lib_class {
            return self.lib_instance(class, args.unwrap_or(&[]), span);
        }
        if let Some(a) = args {
            if let Some(first) = a.first() {
                self.err(
                    first.span(),
                    format!("`{name}` takes no template arguments"),
                );
            }
            return None;
        }
        let ident = c.name();
        let ty = match self.locals.get(&name) {
            Some(Local::Constraint(_, path)) => {
                self.interfaces.mark_used(&name);
                path.clone()
            }
            _ => quote_spanned!(span=> ::drr::ods::lib::#ident),
        };
        Some(Resolved {
            ty,
            text: name.clone(),
            is_unit: name == "UnitAttr" && !self.locals.contains_key(&name),
            buildable: self.buildable.contains(&name),
        })
    }

    /// The instance `class<args…>` of a library class: each argument read
    /// as its parameter says (constraints resolved recursively, each error
    /// at its argument).
    pub(super) fn lib_instance(
        &self,
        class: &'static crate::stdlib::Class,
        args: &[Value],
        span: Span,
    ) -> Option<Resolved> {
        use crate::stdlib::{Arg, Param};
        if args.len() < class.required || args.len() > class.params.len() {
            let at = args.get(class.params.len()).map_or(span, Value::span);
            self.err(at, crate::stdlib::arity_message(class, args.len()));
            return None;
        }
        let kind_of = |p: Param| {
            if matches!(p, Param::Attr | Param::Attrs) {
                ConstraintKind::Attr
            } else {
                ConstraintKind::Type
            }
        };
        let mut out = Vec::new();
        let mut texts = Vec::new();
        let mut ok = true;
        for (i, (a, p)) in args.iter().zip(class.params).enumerate() {
            let read = match (p, a) {
                (Param::Type | Param::Attr, Value::Class(_)) => self
                    .constraint(a, kind_of(*p))
                    .map(|r| (Arg::Constraint(r.ty), r.text)),
                (Param::Types | Param::Attrs, Value::List(_, items)) => {
                    let mut tys = Vec::new();
                    let mut ts = Vec::new();
                    let mut all = true;
                    for it in items {
                        match self.constraint(it, kind_of(*p)) {
                            Some(r) => {
                                tys.push(r.ty);
                                ts.push(r.text);
                            }
                            None => all = false,
                        }
                    }
                    all.then(|| (Arg::Constraints(tys), format!("[{}]", ts.join(", "))))
                }
                (Param::Int, Value::Int(v, at, _)) => self
                    .int_arg(*v, *at)
                    .map(|n| (Arg::Int(n, *at), n.to_string())),
                (Param::Ints, Value::List(_, items)) => {
                    let mut vs = Vec::new();
                    let mut all = true;
                    for it in items {
                        match it {
                            Value::Int(v, at, _) => match self.int_arg(*v, *at) {
                                Some(n) => vs.push((n, *at)),
                                None => all = false,
                            },
                            other => {
                                self.err(other.span(), "expected an integer in this list");
                                all = false;
                            }
                        }
                    }
                    let text = vs.iter().map(|(v, _)| v.to_string()).collect::<Vec<_>>();
                    all.then(|| (Arg::Ints(vs), format!("[{}]", text.join(", "))))
                }
                (Param::Str, Value::Str(s)) => {
                    match crate::stdlib::str_arg_error(class, i, &s.value()) {
                        Some(message) => {
                            self.err(s.span(), message);
                            None
                        }
                        None => Some((Arg::Str(s.value(), s.span()), format!("{:?}", s.value()))),
                    }
                }
                _ => {
                    self.err(
                        a.span(),
                        format!(
                            "template argument {} of `{}` must be {}",
                            i + 1,
                            class.name,
                            p.describe()
                        ),
                    );
                    None
                }
            };
            match read {
                Some((arg, text)) => {
                    out.push(arg);
                    texts.push(text);
                }
                None => ok = false,
            }
        }
        ok.then(|| Resolved {
            ty: crate::stdlib::instance(class, out, span),
            text: format!("{}<{}>", class.name, texts.join(", ")),
            is_unit: false,
            buildable: false,
        })
    }

    /// An `int` template argument (64 bits, as TableGen's).
    pub(super) fn int_arg(&self, v: i128, at: Span) -> Option<i64> {
        let n = i64::try_from(v).ok();
        if n.is_none() {
            self.err(
                at,
                "integer template argument out of range for `int` (64 bits)",
            );
        }
        n
    }
}

fn kind_phrase(k: ConstraintKind) -> &'static str {
    match k {
        ConstraintKind::Type => "a type constraint",
        ConstraintKind::Attr => "an attribute constraint",
    }
}

fn unknown_constraint_msg(name: &str, is_other_local: bool, near: Option<&str>) -> String {
    if is_other_local {
        format!("`{name}` is not a type or attribute constraint")
    } else {
        let near = near
            .map(|n| format!(" (did you mean `{n}`?)"))
            .unwrap_or_default();
        format!(
            "unknown constraint `{name}`{near}: not a standard ODS constraint and not defined in this `ods!` block (a record of another `ods!` block is used as a `.td` file uses an included file's: `use path::to::{name};` next to the block and an `include \"…\";` line in it; a constraint written in Rust is declared with `def {name} : TypeConstraint<path::to::{name}>;` or `AttrConstraint<…>`)"
        )
    }
}
