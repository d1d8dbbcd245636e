//! Rendering a `Pat` / `Pattern` record for `pat!`: the token streams of
//! its template arguments, with the spans they were written with, after
//! the `let` overrides of its fields and a check that every operator of its
//! dags is a record (as TableGen requires).

use super::*;

/// The fields of `Pattern` (`PatternBase.td`), in the order of its
/// template arguments, and the type of each.
const PATTERN_FIELDS: [(&str, &str); 5] = [
    ("sourcePattern", "dag"),
    ("resultPatterns", "list<dag>"),
    ("constraints", "list<dag>"),
    ("supplementalPatterns", "list<dag>"),
    ("benefitDelta", "dag"),
];

/// Applies `let name = v` to a pattern record's arguments `args` (as
/// written, defaults not filled in): TableGen sets the `Pattern` field the
/// argument initialised. `resultPatterns` on a `Pat` makes it a `Pattern`
/// (a `Pat`'s one result is the list `[result]`).
fn pattern_let(
    kind: &mut PatternKind,
    args: &mut Vec<Value>,
    name: &Ident,
    v: &Value,
) -> EResult<()> {
    let Some(i) = PATTERN_FIELDS.iter().position(|(f, _)| name == f) else {
        let fields: Vec<String> = PATTERN_FIELDS
            .iter()
            .map(|(f, _)| format!("`{f}`"))
            .collect();
        return err(
            name.span(),
            format!(
                "`{name}` is no field of a pattern record (its fields: {})",
                fields.join(", ")
            ),
        );
    };
    let ty = PATTERN_FIELDS[i].1;
    let fits = match v {
        Value::Dag(_) => ty == "dag",
        Value::List(items, _) => ty != "dag" && items.iter().all(|x| matches!(x, Value::Dag(_))),
        _ => false,
    };
    if !fits {
        // At the name, as TableGen reports it.
        return err(
            name.span(),
            format!("field `{name}` of type `{ty}` is incompatible with the value given"),
        );
    }
    if i == 1 && *kind == PatternKind::Pat {
        *kind = PatternKind::Pattern;
    }
    // The arguments before the one set keep their defaults: `[]` for the
    // constraint and supplemental lists (a `Pat`'s result and the source
    // are always written).
    while args.len() < i {
        args.push(Value::List(Vec::new().into(), name.span()));
    }
    if i < args.len() {
        args[i] = v.clone();
    } else {
        args.push(v.clone());
    }
    Ok(())
}

impl Render<'_, '_> {
    pub(super) fn pattern(&mut self, r: RecId) -> EResult<PatternRecord> {
        let rec = &self.ev.records[r];
        let k = rec.kind().expect("a pattern record").clone();
        let mut kind = if k.class == Builtin::Pat {
            PatternKind::Pat
        } else {
            PatternKind::Pattern
        };
        let mut args = k.args.clone();
        for (n, v) in &rec.lets {
            pattern_let(&mut kind, &mut args, n, v)?;
        }
        // The source and result trees (and a `Pattern`'s result list, the
        // supplemental patterns): their operators are ops, NativeCodeCalls
        // or directives. A pattern or constraint record there would reach
        // rustc as an op and fail in generated code.
        for (i, a) in args.iter().enumerate() {
            if i <= 1 || (i == 3 && matches!(a, Value::List(..))) {
                self.check_operators(a)?;
            }
        }
        let mut body = TokenStream::new();
        for (i, a) in args.iter().enumerate() {
            if i > 0 {
                body.extend([TokenTree::Punct(Punct::new(',', Spacing::Alone))]);
            }
            body.extend(self.tokens(a)?);
        }
        Ok(PatternRecord {
            name: rec.name.clone(),
            kind,
            body,
            span: rec.span,
        })
    }

    /// Rejects a record of the block that is no op or NativeCodeCall (a
    /// pattern, a constraint, a predicate) as the operator of a DAG of
    /// the pattern tree `v` (mlir-tblgen: "Record `C' does not have a
    /// field named `opDialect'!"). Iterative: trees are as deep as the
    /// parser's nesting limit.
    fn check_operators(&self, v: &Value) -> EResult<()> {
        let mut stack = vec![v];
        while let Some(v) = stack.pop() {
            match v {
                Value::List(items, _) => stack.extend(items.iter()),
                Value::Dag(d) => {
                    if let Value::Rec(r, s) = &d.op
                        && let Some(k) = self.ev.records[*r].kind()
                    {
                        let rec = &self.ev.records[*r];
                        let (name, short) = match (&rec.name, &rec.instance_of) {
                            (Some(n), _) => (format!("`{n}`"), n.to_string()),
                            (None, Some((ClassKey::User(c), _, _))) => {
                                let c = &self.ev.classes[*c].name;
                                (format!("this instance of `{c}`"), format!("{c}<…>"))
                            }
                            (None, _) => ("this record".to_string(), "C".to_string()),
                        };
                        let (what, hint) = match k.class {
                            Builtin::Pat | Builtin::Pattern => ("a pattern", String::new()),
                            b if b.is_constraint() => (
                                "a constraint",
                                format!(
                                    ": a constraint applies to an argument (`{short}:$x`) or goes in the additional constraints list (`[({short} $x)]`)"
                                ),
                            ),
                            b if b.is_pred() => (
                                "a predicate",
                                ": wrap it in `Constraint<…>` and apply that to an argument or in the additional constraints list".to_string(),
                            ),
                            _ => ("", String::new()),
                        };
                        if !what.is_empty() {
                            return err(
                                *s,
                                format!(
                                    "{name} is {what} (`{}`), not an op or a NativeCodeCall: it cannot be the operator of a DAG in a pattern{hint}",
                                    k.class.name()
                                ),
                            );
                        }
                    }
                    stack.extend(d.args.iter().map(|(a, _)| a));
                }
                _ => {}
            }
        }
        Ok(())
    }
}
