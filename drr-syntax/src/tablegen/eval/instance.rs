//! `Class<args>` in a value position: an anonymous record of a class of
//! the block, of a built-in class, or of a class to fetch from another
//! block (recorded in `Eval::missing`). Template arguments are evaluated
//! and counted against the class's parameters before it is instantiated.

use super::*;

impl Eval<'_> {
    pub(super) fn exprs(&mut self, es: &[Expr]) -> EResult<Vec<Value>> {
        es.iter().map(|e| self.expr(e)).collect()
    }

    /// The template arguments `es` of class `path` in the order of its
    /// parameters: positional ones, then named ones (`traits = …`) at
    /// their parameters, the parameters between taking their defaults
    /// (which see the parameters before them), as TableGen does.
    pub(super) fn class_args(&mut self, path: &Path, es: &[Expr]) -> EResult<Vec<Value>> {
        let Some(first_named) = es.iter().position(|e| matches!(e, Expr::Named(..))) else {
            return self.exprs(es);
        };
        let name = path.last().to_string();
        // A class of another block: fetched first (its parameters are
        // known once it is).
        let Some(c) = self.class(&name) else {
            return Err(self.missing_class(path));
        };
        let params = self.classes[c].params.clone();
        let mut vals = self.exprs(&es[..first_named])?;
        let mut named: Vec<Option<Value>> = vec![None; params.len()];
        for e in &es[first_named..] {
            let Expr::Named(n, v) = e else {
                return err(e.span(), "a positional template argument after a named one");
            };
            let Some(i) = params.iter().position(|p| p.name == *n) else {
                return err(n.span(), format!("`{name}` has no template argument `{n}`"));
            };
            if i < vals.len() || named[i].is_some() {
                return err(n.span(), format!("template argument `{n}` is given twice"));
            }
            named[i] = Some(self.expr(v)?);
        }
        let last = named.iter().rposition(Option::is_some).unwrap_or(0);
        // Defaults see only the parameters (as when binding them).
        let saved = std::mem::take(&mut self.frames);
        let mut frame: Vec<Binding> = params
            .iter()
            .zip(&vals)
            .map(|(p, v)| Binding {
                name: p.name.clone(),
                value: v.clone(),
            })
            .collect();
        let r = (|| -> EResult<()> {
            for i in vals.len()..=last {
                let v = match named[i].take() {
                    Some(v) => v,
                    None => match &params[i].default {
                        Some(d) => {
                            self.frames = vec![frame.clone()];
                            self.expr(d)?
                        }
                        None => {
                            return err(
                                es[first_named].span(),
                                format!(
                                    "missing template argument `{}` of `{name}` before the named ones",
                                    params[i].name
                                ),
                            );
                        }
                    },
                };
                frame.push(Binding {
                    name: params[i].name.clone(),
                    value: v.clone(),
                });
                vals.push(v);
            }
            Ok(())
        })();
        self.frames = saved;
        r?;
        Ok(vals)
    }

    pub(super) fn instance(&mut self, path: &Path, args: &[Expr], span: Span) -> EResult<Value> {
        let last = path.last().to_string();
        let known_user = self.class(&last).is_some();
        let builtin = if path.segments.len() == 1 {
            Builtin::from_name(&last)
        } else {
            None
        };
        if !known_user && builtin.is_none() {
            if last == "FixedVectorOfShapeAndType"
                && path.segments.len() == 1
                && !crate::stdlib::is_local(&last)
            {
                let vals = self.exprs(args)?;
                return self.fixed_vector_of_shape_and_type(vals, span);
            }
            // `TypeIs<"name", Type>` of `OpBase.td` (ArmSVE): the trait
            // `PredOpTrait<"'name' is " # Type.summary, TypeIsPred<"name",
            // Type>>`.
            // `ElementTypeIs<"name", Type>` likewise, with
            // `ElementTypeIsPred<"name", Type>` (the value is shaped and its
            // element type satisfies `Type`).
            if (last == "TypeIs" || last == "ElementTypeIs")
                && path.segments.len() == 1
                && !crate::stdlib::is_local(&last)
            {
                let vals = self.exprs(args)?;
                let [Value::Str(name, _), ty] = vals.as_slice() else {
                    return err(
                        span,
                        format!(
                            "`{last}` takes the name of an argument or result and a type constraint: `{last}<\"res\", I32>`"
                        ),
                    );
                };
                let summary =
                    self.to_text(&self.field_of(ty, &Ident::new("summary", span))?, span)?;
                let pred_class = format!("{last}Pred");
                let pred = Value::Ext(Rc::new(ExtVal {
                    path: Path::ident(Ident::new(&pred_class, span)),
                    args: Some(vals.clone()),
                    span,
                    shown: None,
                }));
                let text: Rc<str> = format!("'{name}' is {summary}").into();
                return self.pred_op_trait(vec![Value::Str(text, span), pred], span);
            }
            // `AllMatchSameOperatorTrait<names, operator, summary>` of
            // `OpBase.td` (XeGPU's `AllMemSizesMatch`): the trait
            // `PredOpTrait<"all of {" # !interleave(names, ", ") # "} have
            // same " # summary, AllMatchSameOperatorPred<names, operator>>`,
            // the operator Rust (a closure or fn from `(&Context, Value)`).
            if last == "AllMatchSameOperatorTrait"
                && path.segments.len() == 1
                && !crate::stdlib::is_local(&last)
            {
                let vals = self.exprs(args)?;
                let trait_args = self.all_match_same_operator_trait(&vals, span)?;
                return self.pred_op_trait(trait_args, span);
            }
            // `InputMatchesTypes<names, types>` and
            // `InputAddressIsCombinationOf<names, combinations, description>`
            // of `OpBase.td` (NVVM's `mapa`): `PredOpTrait`s whose
            // predicate is, for one list of types (or any of several), each
            // named argument's type satisfying its type.
            if matches!(
                last.as_str(),
                "InputMatchesTypes" | "InputAddressIsCombinationOf"
            ) && path.segments.len() == 1
                && !crate::stdlib::is_local(&last)
            {
                let vals = self.exprs(args)?;
                let trait_args = self.input_types_trait(&last, &vals, span)?;
                return self.pred_op_trait(trait_args, span);
            }
            if is_library_generic(&last) {
                let vals = self.exprs(args)?;
                return Ok(Value::Ext(Rc::new(ExtVal {
                    path: path.clone(),
                    args: Some(vals),
                    span,
                    shown: None,
                })));
            }
            if let Some(f) = self.multiclass_as_class(path) {
                return Err(f);
            }
            return Err(self.missing_class(path));
        }
        let vals = self.class_args(path, args)?;
        let id = self.records.len();
        if id > MAX_RECORDS {
            return err(span, format!("more than {MAX_RECORDS} records"));
        }
        let mut rec = Record::new(None, span);
        let key = match (known_user, builtin) {
            (true, _) => ClassKey::User(self.class(&last).expect("checked")),
            (_, Some(b)) => ClassKey::Builtin(b),
            _ => unreachable_key(),
        };
        rec.instance_of = Some((key, last.clone(), vals.clone()));
        self.records.push(rec);
        let r = self.instantiate(id, path, vals, span);
        if r.is_err() {
            self.records[id].invalid = true;
        }
        self.resolve_late(id);
        self.check_record_asserts(id);
        r?;
        self.charge_record(id)?;
        self.check_forward_reads(id)?;
        if let Some(g) = self.records[id].as_generic() {
            return Ok(Value::Ext(Rc::new(ExtVal {
                path: g.path.clone(),
                args: g.args.clone(),
                span,
                shown: None,
            })));
        }
        Ok(Value::Rec(id, span))
    }
}

fn unreachable_key() -> ClassKey {
    ClassKey::Builtin(Builtin::Constraint)
}
