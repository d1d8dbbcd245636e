//! Records of ODS's built-in classes that `drr` evaluates itself
//! (`PredOpTrait` and the trait classes defined with it, such as
//! `AllMatchSameOperatorTrait`, `FixedVectorOfLengthAndType`), and the
//! arguments of the built-in class an alias stands for.

use super::*;

impl Eval<'_> {
    /// An anonymous `PredOpTrait<message, pred>` record (what ODS's trait
    /// classes such as `TypeIs` and `AllMatchSameOperatorTrait` define).
    pub(super) fn pred_op_trait(&mut self, trait_args: Vec<Value>, span: Span) -> EResult<Value> {
        self.builtin_record(Builtin::Passthrough("PredOpTrait"), trait_args, span)
    }

    /// An anonymous record of the built-in class `b` with `args`.
    pub(super) fn builtin_record(
        &mut self,
        b: Builtin,
        args: Vec<Value>,
        span: Span,
    ) -> EResult<Value> {
        let id = self.records.len();
        if id > MAX_RECORDS {
            return err(span, format!("more than {MAX_RECORDS} records"));
        }
        self.records.push(Record::new(None, span));
        self.records[id].instance_of = Some((ClassKey::Builtin(b), b.name().into(), args.clone()));
        self.instantiate(id, &Path::ident(Ident::new(b.name(), span)), args, span)?;
        Ok(Value::Rec(id, span))
    }

    /// The arguments of the `PredOpTrait` that `OpBase.td`'s
    /// `InputMatchesTypes<names, types>` (one list of types) or
    /// `InputAddressIsCombinationOf<names, combinations, description>`
    /// (any of several lists) is: the message ODS pastes, and `Or` over
    /// the lists of `And` over `TypeIsPred<name, type>` (ODS's
    /// `SubstLeaves<"$_self", "$name.getType()", type.predicate>`).
    pub(super) fn input_types_trait(
        &mut self,
        class: &str,
        vals: &[Value],
        span: Span,
    ) -> EResult<Vec<Value>> {
        let combination = class == "InputAddressIsCombinationOf";
        let usage = if combination {
            "`InputAddressIsCombinationOf` takes the names of arguments, a non-empty list of lists of type constraints (one per name) and an optional description: `InputAddressIsCombinationOf<[\"a\", \"res\"], [[T1, T2], [T3, T4]], \"…\">`"
        } else {
            "`InputMatchesTypes` takes the names of arguments and as many type constraints: `InputMatchesTypes<[\"a\", \"b\"], [I32, F32]>`"
        };
        let (names, lists, description) = match (combination, vals) {
            (true, [Value::List(n, _), Value::List(c, _)]) => (n.clone(), c.to_vec(), None),
            (true, [Value::List(n, _), Value::List(c, _), Value::Str(d, _)]) => {
                (n.clone(), c.to_vec(), Some(d.clone()))
            }
            (false, [Value::List(n, _), types @ Value::List(..)]) => {
                (n.clone(), vec![types.clone()], None)
            }
            _ => return err(span, usage),
        };
        let mut listed = Vec::new();
        for n in names.iter() {
            match n {
                Value::Str(s, _) => listed.push(s.to_string()),
                other => return err(other.span(), usage),
            }
        }
        if lists.is_empty() {
            return err(
                span,
                format!("{usage} (ODS: \"allowedCombinations must not be empty\")"),
            );
        }
        let mut alternatives = Vec::new();
        for l in &lists {
            let Value::List(types, lspan) = l else {
                return err(l.span(), usage);
            };
            if types.len() != names.len() {
                return err(
                    *lspan,
                    format!(
                        "{} type constraints for {} names: {}",
                        types.len(),
                        names.len(),
                        if combination {
                            "each combination in allowedCombinations must have the same length as inputArgs (ODS's assertion)"
                        } else {
                            "inputArgs and allowedTypes lists must have the same length (ODS's assertion)"
                        }
                    ),
                );
            }
            let mut conj = Vec::new();
            for (n, t) in names.iter().zip(types.iter()) {
                conj.push(Value::Ext(Rc::new(ExtVal {
                    path: Path::ident(Ident::new("TypeIsPred", span)),
                    args: Some(vec![n.clone(), t.clone()]),
                    span,
                    shown: None,
                })));
            }
            alternatives.push(self.builtin_record(
                Builtin::And,
                vec![Value::List(conj.into(), span)],
                span,
            )?);
        }
        let pred = self.builtin_record(
            Builtin::Or,
            vec![Value::List(alternatives.into(), span)],
            span,
        )?;
        let text: Rc<str> = match description.filter(|d| !d.is_empty()) {
            Some(d) => d,
            None if combination => format!(
                "operands {{{}}} match one of the allowed type combinations",
                listed.join(", ")
            )
            .into(),
            None => format!("operands {{{}}} match expected types", listed.join(", ")).into(),
        };
        Ok(vec![Value::Str(text, span), pred])
    }

    /// `FixedVectorOfShapeAndType<[dims…], T>` as `CommonTypeConstraints.td`
    /// defines it: `ShapedContainerType<[T], And<[IsVectorOfShape<[dims…]>,
    /// IsFixedVectorOfAnyRankTypePred]>, "vector<" # dims joined by "x" #
    /// "x" # T # ">">` (the summary names `T`'s record, as TableGen's paste
    /// does: `vector<8xF4E2M1FN> of f4E2M1FN type values`).
    pub(super) fn fixed_vector_of_shape_and_type(
        &mut self,
        vals: Vec<Value>,
        span: Span,
    ) -> EResult<Value> {
        let [shape @ Value::List(dims, _), elem] = vals.as_slice() else {
            return err(
                span,
                "`FixedVectorOfShapeAndType` takes the shape and the element type: `FixedVectorOfShapeAndType<[8], F16>`",
            );
        };
        let mut text = String::from("vector<");
        for d in dims.iter() {
            text.push_str(&self.to_text(d, d.span())?);
            text.push('x');
        }
        text.push_str(&self.to_text(elem, elem.span())?);
        text.push('>');
        let ext = |name: &str, args: Option<Vec<Value>>| {
            Value::Ext(Rc::new(ExtVal {
                path: Path::ident(Ident::new(name, span)),
                args,
                span,
                shown: None,
            }))
        };
        let pred = ext(
            "AllOfType",
            Some(vec![Value::List(
                Rc::from(vec![
                    ext("IsVectorOfShape", Some(vec![shape.clone()])),
                    ext("IsFixedVectorOfAnyRankTypePred", None),
                ]),
                span,
            )]),
        );
        Ok(ext(
            "ShapedContainerType",
            Some(vec![
                Value::List(Rc::from(vec![elem.clone()]), span),
                pred,
                Value::Str(text.into(), span),
                Value::Str("::mlir::VectorType".into(), span),
            ]),
        ))
    }

    /// The arguments of the `PredOpTrait` that `AllMatchSameOperatorTrait<
    /// names, operator, summary>` of `OpBase.td` is: `"all of {" #
    /// !interleave(names, ", ") # "} have same " # summary` and
    /// `AllMatchSameOperatorPred<names, operator>`, the operator Rust (a
    /// closure or fn from `(&Context, Value)` to a comparable value).
    pub(super) fn all_match_same_operator_trait(
        &self,
        vals: &[Value],
        span: Span,
    ) -> EResult<Vec<Value>> {
        let [Value::List(names, _), operator, Value::Str(summary, _)] = vals else {
            return err(
                span,
                "`AllMatchSameOperatorTrait` takes the names of arguments or results, the operator (a Rust closure or fn from `(&Context, Value)` to a comparable value) and a summary: `AllMatchSameOperatorTrait<[\"a\", \"b\"], |ctx: &Context, v: Value| …, \"size\">`",
            );
        };
        let mut listed = Vec::new();
        for n in names.iter() {
            listed.push(self.to_text(n, span)?);
        }
        let pred = Value::Ext(Rc::new(ExtVal {
            path: Path::ident(Ident::new("AllMatchSameOperatorPred", span)),
            args: Some(vec![Value::List(names.clone(), span), operator.clone()]),
            span,
            shown: None,
        }));
        let text: Rc<str> = format!("all of {{{}}} have same {summary}", listed.join(", ")).into();
        Ok(vec![Value::Str(text, span), pred])
    }
}

/// The arguments of the built-in class an alias (`DialectType<D, pred,
/// "summary">`) stands for (`Type<pred, "summary">`); a wrong number of
/// arguments is an error at the class name.
pub(super) fn alias_args(
    a: &crate::tablegen::prelude::Alias,
    args: Vec<Value>,
    span: Span,
) -> EResult<Vec<Value>> {
    let (min, max) = a.arity;
    if args.len() < min || args.len() > max {
        let count = if min == max {
            format!("{min}")
        } else {
            format!("{min} to {max}")
        };
        return err(
            span,
            format!(
                "`{}` takes {count} template arguments (`{}<{}>`), found {}",
                a.name,
                a.name,
                a.signature,
                args.len()
            ),
        );
    }
    Ok(a.picks
        .iter()
        .filter_map(|&i| args.get(i).cloned())
        .collect())
}
