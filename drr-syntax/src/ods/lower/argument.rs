//! Lowering an op's `arguments` dag: each operand, attribute or property argument with its
//! decorators (`Optional`, `Variadic`, `DefaultValuedAttr`, …) and default values.

use super::placeholder::placeholder_argument;
use super::*;
use crate::ods::traits::{DecoratorEffects, EffectKind};

impl Lower<'_> {
    /// The `arguments` dag as a list. An argument whose constraint failed
    /// (its error reported) is kept as a [`placeholder_argument`] and
    /// `incomplete` set: the op keeps its arity and positions, so patterns
    /// using it report no follow-on "argument number mismatch".
    pub(super) fn arguments(
        &mut self,
        dag: &Dag,
        props: &mut Vec<crate::ods::props::PropDef>,
        incomplete: &mut bool,
    ) -> Vec<ArgModel> {
        let mut out = Vec::new();
        for (i, a) in dag.args.iter().enumerate() {
            let (name, named) = match &a.name {
                Some(n) => (n.clone(), true),
                None => (format_ident!("odsArg{}", i, span = a.value.span()), false),
            };
            let kind = match self.argument(&a.value, props) {
                Some(kind) => kind,
                None => {
                    *incomplete = true;
                    placeholder_argument(&a.value)
                }
            };
            out.push(ArgModel { name, named, kind });
        }
        out
    }

    /// True if the block defines a record named `name`.
    pub(in crate::ods) fn is_local(&self, name: &str) -> bool {
        self.locals.contains_key(name)
    }

    /// ODS's `Arg<constraint, "description", [decorators]>` (operands and
    /// attributes) or `Res<…>` (results), as `wrapper` says: the
    /// constraint it decorates (`Some(Some(c))`); `Some(None)` if `v` is
    /// not such a wrapper; `None` after an error. The description has no
    /// effect; the decorators' memory effects (`MemRead`, …) are noted for
    /// the op's effect flags (an operand's, or a result's if `on_result`).
    pub(super) fn decorated<'v>(
        &self,
        v: &'v Value,
        wrapper: &str,
        on_result: bool,
    ) -> Option<Option<&'v Value>> {
        let Value::Class(c) = v else {
            return Some(None);
        };
        if !c.is_simple() || c.name() != wrapper || self.locals.contains_key(wrapper) {
            return Some(None);
        }
        match c.args.as_deref().unwrap_or(&[]) {
            [inner] | [inner, Value::Str(_)] => Some(Some(inner)),
            [inner, Value::Str(_), Value::List(_, decorators)] => {
                // A plain `OpVariableDecorator` (a project's own metadata)
                // is no effect: MLIR reads only `SideEffect` decorators.
                let effects = decorators
                    .iter()
                    .filter(|d| !matches!(d, Value::Class(c) if c.is_simple() && c.name() == "OpVariableDecorator"))
                    .map(EffectKind::of)
                    .collect();
                self.decorator_effects
                    .borrow_mut()
                    .push(DecoratorEffects { on_result, effects });
                Some(Some(inner))
            }
            _ => {
                self.err(
                    c.span(),
                    format!("expected `{wrapper}<constraint, \"description\", [decorators]>` (the description and the decorators are optional)"),
                );
                None
            }
        }
    }

    pub(super) fn argument(
        &mut self,
        v: &Value,
        props: &mut Vec<crate::ods::props::PropDef>,
    ) -> Option<ArgModelKind> {
        if let Some(inner) = self.decorated(v, "Arg", false)? {
            return self.argument(inner, props);
        }
        // `Res<…>` is `Arg<…>` in ODS (EmitC's `emitc.load` writes its
        // operand with it).
        if let Some(inner) = self.decorated(v, "Res", false)? {
            return self.argument(inner, props);
        }
        if let Some(swapped) = confined_wrapper(v) {
            return self.argument(&swapped, props);
        }
        if let Value::Class(c) = v
            && c.is_simple()
            && self.prop_constraints.contains(&c.name().to_string())
        {
            self.err(
                c.span(),
                "a `PropConstraint` constrains a property of a matched op in a pattern; an op argument needs a property (`I64Prop`, `ConfinedProp<I64Prop, CPred<…>, \"summary\">`)",
            );
            return None;
        }
        if let Value::Class(c) = v
            && c.is_simple()
            && self.failed_props.contains(&c.name().to_string())
        {
            return None;
        }
        if let Value::Class(c) = v
            && c.is_simple()
            && (self.prop_bases.contains_key(&c.name().to_string())
                || (!self.locals.contains_key(&c.name().to_string())
                    && crate::ods::props::is_prop_class(&c.name().to_string())))
        {
            let (constraint, _) = self.prop(v, props, None)?;
            return Some(ArgModelKind::Attr {
                constraint,
                optional: false,
                default: None,
                prop: true,
            });
        }
        if let Value::Class(c) = v {
            let name = c.name().to_string();
            let args = c.args.as_deref().unwrap_or(&[]);
            match name.as_str() {
                // `VariadicOfVariadic<T, "attr">`: one variadic group,
                // split into sub-groups by the `DenseI32ArrayAttr`
                // argument `attr` (checked in `check`).
                "VariadicOfVariadic" => {
                    let [inner, Value::Str(attr)] = args else {
                        self.err(
                            c.span(),
                            "`VariadicOfVariadic` takes a type constraint and the name of its segment-size attribute: `VariadicOfVariadic<AnyType, \"segment_attr\">`",
                        );
                        return None;
                    };
                    let constraint = self.constraint(inner, ConstraintKind::Type)?;
                    return Some(ArgModelKind::Operand {
                        mult: Multiplicity::Variadic,
                        constraint,
                        segments: Some(attr.clone()),
                    });
                }
                "Variadic" | "Optional" => {
                    let mult = if name == "Variadic" {
                        Multiplicity::Variadic
                    } else {
                        Multiplicity::Optional
                    };
                    let [inner] = args else {
                        self.err(
                            c.span(),
                            format!("`{name}` takes one type constraint: `{name}<AnyType>`"),
                        );
                        return None;
                    };
                    let constraint = self.constraint(inner, ConstraintKind::Type)?;
                    return Some(ArgModelKind::Operand {
                        mult,
                        constraint,
                        segments: None,
                    });
                }
                "OptionalAttr" => {
                    let [inner] = args else {
                        self.err(c.span(), "`OptionalAttr` takes one attribute constraint: `OptionalAttr<StrAttr>`");
                        return None;
                    };
                    let constraint = self.constraint(inner, ConstraintKind::Attr)?;
                    return Some(ArgModelKind::Attr {
                        constraint,
                        optional: true,
                        default: None,
                        prop: false,
                    });
                }
                // An empty default means "no default" in ODS
                // (`hasDefaultValue()` is `!defaultValue.empty()`):
                // `DefaultValuedAttr<StrAttr, "">` is a required `StrAttr`.
                "DefaultValuedAttr" | "DefaultValuedOptionalAttr" if matches!(args, [_, Value::Str(s)] if s.value().is_empty()) =>
                {
                    let constraint = self.constraint(&args[0], ConstraintKind::Attr)?;
                    return Some(ArgModelKind::Attr {
                        constraint,
                        optional: name == "DefaultValuedOptionalAttr",
                        default: None,
                        prop: false,
                    });
                }
                // `DefaultValuedStrAttr<StrAttr, "s">`: the default is the
                // string `s` itself (ODS quotes it), possibly empty.
                "DefaultValuedStrAttr" => match args {
                    [inner, Value::Str(text)] => {
                        let constraint = self.constraint(inner, ConstraintKind::Attr)?;
                        let expr = CppValue::Str(text.value())
                            .to_tokens(&value_type(&constraint.ty), text.span());
                        return Some(ArgModelKind::Attr {
                            constraint,
                            optional: true,
                            default: Some(DefaultValue {
                                expr,
                                text: format!("{:?}", text.value()),
                                populated: true,
                            }),
                            prop: false,
                        });
                    }
                    _ => {
                        self.err(
                            c.span(),
                            "`DefaultValuedStrAttr` takes a string attribute constraint and a string: `DefaultValuedStrAttr<StrAttr, \"foo\">`",
                        );
                        return None;
                    }
                },
                "DefaultValuedAttr" | "DefaultValuedOptionalAttr" => match args {
                    [inner, value] => {
                        let constraint = self.constraint(inner, ConstraintKind::Attr)?;
                        // `DefaultValuedAttr<UnitAttr, "false">` (Linalg's
                        // `transform.structured.pad`): ODS's `UnitAttr`
                        // builds a false value as the null attribute
                        // (`(($0) ? getUnitAttr() : nullptr)`), so the
                        // default leaves the flag absent.
                        let false_value = match value {
                            Value::Str(s) => crate::ods::cpp_literal::is_false(&s.value()),
                            Value::Int(i, ..) => *i == 0,
                            _ => false,
                        };
                        if constraint.is_unit && false_value {
                            return Some(ArgModelKind::Attr {
                                constraint,
                                optional: true,
                                default: None,
                                prop: false,
                            });
                        }
                        let (expr, text) = self.const_value(value, &constraint.ty)?;
                        return Some(ArgModelKind::Attr {
                            constraint,
                            optional: true,
                            default: Some(DefaultValue {
                                expr,
                                text,
                                populated: name == "DefaultValuedAttr",
                            }),
                            prop: false,
                        });
                    }
                    [_] | [] => {
                        self.err(
                            c.span(),
                            format!("`{name}` needs a default value: `{name}<I32Attr, 42>`"),
                        );
                        return None;
                    }
                    _ => {
                        self.err(
                            c.span(),
                            format!("`{name}` takes an attribute constraint and a default value"),
                        );
                        return None;
                    }
                },
                _ => {}
            }
        }
        let kind = self.constraint_kind(v)?;
        let constraint = self.constraint(v, kind)?;
        Some(match kind {
            ConstraintKind::Type => ArgModelKind::Operand {
                mult: Multiplicity::Single,
                constraint,
                segments: None,
            },
            ConstraintKind::Attr => {
                // An `EnumAttr` record with `let defaultValue`.
                let default = match v {
                    Value::Class(c) if c.is_simple() => {
                        self.attr_defaults.get(&c.name().to_string())
                    }
                    _ => None,
                };
                if let Some(d) = default.filter(|d| !d.value().is_empty()) {
                    let (expr, text) = self.const_value(&Value::Str(d.clone()), &constraint.ty)?;
                    return Some(ArgModelKind::Attr {
                        constraint,
                        optional: true,
                        default: Some(DefaultValue {
                            expr,
                            text,
                            populated: true,
                        }),
                        prop: false,
                    });
                }
                let optional = constraint.is_unit;
                ArgModelKind::Attr {
                    constraint,
                    optional,
                    default: None,
                    prop: false,
                }
            }
        })
    }

    /// A constant or default value, as an expression of the value type of
    /// attribute constraint `cons` (its `ConstantAttrBuilder::Value`) and
    /// the text for docs: a string in ODS's C++ spelling (`"42"`,
    /// `"1LL << 40"`, `"::ns::Enum::case"`, `"\"text\""`), a literal, or a
    /// Rust expression in braces (`{ expr }`).
    pub(in crate::ods) fn const_value(
        &self,
        v: &Value,
        cons: &TokenStream,
    ) -> Option<(TokenStream, String)> {
        let vt = value_type(cons);
        match v {
            Value::Int(i, span, ts) => {
                Some((CppValue::Int(*i).to_tokens(&vt, *span), ts.to_string()))
            }
            Value::Float(f, span, ts) => {
                Some((CppValue::Float(*f).to_tokens(&vt, *span), ts.to_string()))
            }
            Value::Str(s) => {
                let text = s.value();
                match cpp_literal::read(&text) {
                    Ok(value) => Some((value.to_tokens(&vt, s.span()), text)),
                    Err(e) => {
                        self.err(
                            s.span(),
                            format!("cannot read `{text}` as a constant: {e} (ODS values are C++ literals such as `\"42\"`, `\"1.5\"`, `\"true\"`, `\"::ns::Enum::case\"`, `\"\\\"text\\\"\"`; write other values as a Rust expression in `{{ … }}`)"),
                        );
                        None
                    }
                }
            }
            Value::Code(_, ts) => Some((quote!({ #ts }), format!("{{ {ts} }}"))),
            Value::Class(c) if c.is_simple() && (c.name() == "true" || c.name() == "false") => {
                let value = CppValue::Int(i128::from(c.name() == "true"));
                Some((value.to_tokens(&vt, c.span()), c.name().to_string()))
            }
            other => {
                self.err(
                    other.span(),
                    "expected a constant value: a string in ODS's C++ spelling (`\"42\"`), a literal, or a Rust expression in `{ … }`",
                );
                None
            }
        }
    }
}

/// `<C as ConstantAttrBuilder>::Value` for attribute constraint type `C`.
fn value_type(cons: &TokenStream) -> TokenStream {
    quote!(<#cons as ::drr::ods::ConstantAttrBuilder>::Value)
}

/// `ConfinedAttr<W<A, …>, [C…]>` with `W` an attribute wrapper
/// (`OptionalAttr`, `DefaultValuedAttr`, …) as `W<ConfinedAttr<A, [C…]>,
/// …>`: ODS's `ConfinedAttr` keeps its base's optional-ness and default
/// (`isOptional = attr.isOptional`, `defaultValue = attr.defaultValue`),
/// as in `ConfinedAttr<OptionalAttr<I64Attr>, [IntMinValue<0>]>`.
fn confined_wrapper(v: &Value) -> Option<Value> {
    let Value::Class(c) = v else { return None };
    if !c.is_simple() || c.name() != "ConfinedAttr" {
        return None;
    }
    let [Value::Class(w), constraints] = c.args.as_deref()? else {
        return None;
    };
    let wrapper = w.name().to_string();
    if !w.is_simple()
        || !matches!(
            wrapper.as_str(),
            "OptionalAttr"
                | "DefaultValuedAttr"
                | "DefaultValuedOptionalAttr"
                | "DefaultValuedStrAttr"
        )
    {
        return None;
    }
    let (base, rest) = w.args.as_deref()?.split_first()?;
    let confined = ClassRef {
        path: c.path.clone(),
        leading_colon: false,
        args: Some(vec![base.clone(), constraints.clone()]),
    };
    let mut wargs = vec![Value::Class(confined)];
    wargs.extend(rest.iter().cloned());
    Some(Value::Class(ClassRef {
        path: w.path.clone(),
        leading_colon: false,
        args: Some(wargs),
    }))
}
