//! Evaluating an expression: [`Eval::expr`] checks the limits on
//! nesting, work and values (`eval/limits.rs`) around each node, and
//! hands each kind of node to a function of its own — so that the frame
//! on the stack per level of nesting is that of the one kind being
//! evaluated (in a debug build, which is how proc macros run, a single
//! `match` over every kind took over 10 KB a level).

use super::*;

/// The `!` operators that build a list, a DAG or a string (their results
/// are checked against the limits on values, `eval/limits.rs`).
const BUILDING_BANGS: &[&str] = &[
    "strconcat",
    "interleave",
    "listconcat",
    "listremove",
    "listflatten",
    "listsplat",
    "repr",
    "subst",
    "tolower",
    "toupper",
    "substr",
    "foreach",
    "filter",
    "range",
    "con",
    "dag",
    "setdagop",
    "setdagopname",
    "setdagarg",
    "setdagname",
    "cast",
    "instances",
];

impl Eval<'_> {
    /// Evaluates an expression.
    pub fn expr(&mut self, e: &Expr) -> EResult<Value> {
        self.charge(limits::EXPR_COST, e.span())?;
        // Expressions nest at most `MAX_NESTING` levels as written, but
        // class instantiations inside them nest further (a class whose
        // field instantiates a class whose field …): the evaluation's own
        // depth is what the stack holds.
        if self.expr_depth >= limits::MAX_EVAL_DEPTH {
            return Err(too_deep(e));
        }
        self.expr_depth += 1;
        let v = self.expr_unchecked(e);
        self.expr_depth -= 1;
        let v = v?;
        // What builds a list, a DAG or a string is checked against the
        // limits on values (`eval/limits.rs`); a name, a field or an
        // element is a value checked when it was built.
        let builds = match e {
            Expr::List(..)
            | Expr::EmptyList(_)
            | Expr::UnsetList(..)
            | Expr::Dag(_)
            | Expr::Paste(..)
            | Expr::TrailingPaste(..)
            | Expr::Range(..) => true,
            Expr::Index(_, idx, _) => matches!(**idx, Expr::List(..) | Expr::Range(..)),
            Expr::Bang(b) => BUILDING_BANGS.contains(&b.name.to_string().as_str()),
            _ => false,
        };
        if builds {
            self.check_built(&v, e.span())?;
        }
        Ok(v)
    }

    fn expr_unchecked(&mut self, e: &Expr) -> EResult<Value> {
        Ok(match e {
            Expr::Unset(s) => Value::Unset(*s),
            // TableGen's integers are 64-bit: a literal up to 2^64 - 1
            // wraps around (0x8000000000000001 is -9223372036854775807).
            Expr::Int(i, s) => {
                if !(i64::MIN as i128..=u64::MAX as i128).contains(i) {
                    return err(
                        *s,
                        format!("number out of range: {i} does not fit in 64 bits"),
                    );
                }
                Value::Int(*i as i64 as i128, *s)
            }
            Expr::Float(f, s, t) => Value::Float(*f, *s, t.clone()),
            Expr::Bits(b) => self.bits_expr(b)?,
            Expr::Str(t, s) => Value::Str(t.as_str().into(), *s),
            Expr::Bool(b, s) => Value::Bit(*b, *s),
            Expr::Code(c) => self.code_expr(c),
            Expr::List(items, s) => self.list_expr(items, *s)?,
            Expr::EmptyList(s) => Value::List(Vec::new().into(), *s),
            Expr::UnsetList(n, s) => Value::List(vec![Value::Unset(*s); *n].into(), *s),
            Expr::Dag(d) => self.dag_expr(d)?,
            Expr::Name(p) => self.name_expr(p)?,
            Expr::Instance(path, args, span) => self.instance(path, args, *span)?,
            Expr::Field(base, f) => self.field_expr(base, f)?,
            Expr::Index(base, idx, span) => self.index_expr(base, idx, *span)?,
            Expr::Paste(a, b, span) => self.paste_expr(a, b, *span)?,
            Expr::TrailingPaste(a, span) => match self.expr(a)? {
                l @ Value::List(..) => l,
                v => self.paste(v, Value::Str("".into(), *span), *span)?,
            },
            Expr::Bang(b) => self.bang(b)?,
            Expr::Named(n, _) => {
                return err(
                    n.span(),
                    format!(
                        "a named argument `{n} = …` is a template argument of a class of this block"
                    ),
                );
            }
            Expr::Range(a, b, span) => self.range_expr(a, b, *span)?,
        })
    }

    #[inline(never)]
    fn code_expr(&mut self, c: &Code) -> Value {
        let tokens = self.substitute_record_fields(&c.tokens);
        Value::Code(Rc::new(CodeVal {
            kind: c.kind,
            span: c.span,
            bindings: self.bindings_for(&tokens),
            tokens,
            joined: None,
        }))
    }

    #[inline(never)]
    fn list_expr(&mut self, items: &[Expr], s: Span) -> EResult<Value> {
        let mut out = Vec::with_capacity(items.len());
        for it in items {
            match it {
                Expr::Range(..) => match self.expr(it)? {
                    Value::List(l, _) => out.extend(l.iter().cloned()),
                    other => out.push(other),
                },
                _ => out.push(self.expr(it)?),
            }
        }
        Ok(Value::List(out.into(), s))
    }

    #[inline(never)]
    fn dag_expr(&mut self, d: &Dag) -> EResult<Value> {
        let op = self.expr(&d.op)?;
        let mut args = Vec::with_capacity(d.args.len());
        for (a, n) in &d.args {
            args.push((self.expr(a)?, n.clone()));
        }
        Ok(Value::Dag(Rc::new(DagVal {
            op,
            op_name: d.op_name.clone(),
            args,
            span: d.span,
        })))
    }

    #[inline(never)]
    fn name_expr(&mut self, p: &Path) -> EResult<Value> {
        let Some(id) = p.as_ident() else {
            return Ok(Value::Ext(Rc::new(ExtVal {
                path: p.clone(),
                args: None,
                span: p.span(),
                shown: None,
            })));
        };
        if self.unbound_name(&id.to_string()) {
            return err(
                id.span(),
                "`NAME` is not defined here: it names the record in a class body and the `defm` in a multiclass, not in a `def`'s own body or parent list (TableGen: \"Variable not defined: 'NAME'\"); write the record's name",
            );
        }
        if let Some(v) = self.lookup(id) {
            return Ok(v);
        }
        if self.failed_vars.contains(&id.to_string()) {
            return Err(Fail::Silent);
        }
        // A class imported from another block may share its name with a
        // record of that block (PDL's `PDL_Type`): there a bare name is
        // the record, as in TableGen.
        if self
            .class(&id.to_string())
            .is_some_and(|c| !self.classes[c].imported)
        {
            return err(
                id.span(),
                format!("`{id}` is a class: instantiate it with template arguments (`{id}<…>`)"),
            );
        }
        Ok(Value::Ext(Rc::new(ExtVal {
            path: p.clone(),
            args: None,
            span: id.span(),
            shown: None,
        })))
    }

    #[inline(never)]
    fn field_expr(&mut self, base: &Expr, f: &Ident) -> EResult<Value> {
        let b = self.expr(base)?;
        if f == "enumerants"
            && let Some(v) = self.imported_enumerants(&b, f.span())
        {
            return v;
        }
        self.field_of(&b, f)
    }

    #[inline(never)]
    fn index_expr(&mut self, base: &Expr, idx: &Expr, span: Span) -> EResult<Value> {
        let b = self.expr(base)?;
        let i = self.expr(idx)?;
        // An element of a record of another block being fetched: this
        // round's value is discarded.
        if self.is_pending_fetch(&b) {
            return Ok(b);
        }
        // An element of an unresolved field (`anonymous_0.l[0]`).
        if let (Value::Ext(e), Value::Int(n, _)) = (&b, &i)
            && is_unresolved_name(&b)
            && let Some(shown) = &e.shown
        {
            return Ok(unresolved::unresolved_shown(format!("{shown}[{n}]"), span));
        }
        match (&b, &i) {
            (Value::List(l, _), Value::List(idxs, _)) => {
                // A slice: each index an integer or a list of them.
                let mut out = Vec::new();
                for ix in idxs.iter() {
                    match ix {
                        Value::List(group, _) => {
                            for ix in group.iter() {
                                out.push(list_element(l, ix, span)?.clone());
                            }
                        }
                        ix => out.push(list_element(l, ix, span)?.clone()),
                    }
                }
                Ok(Value::List(out.into(), span))
            }
            (Value::List(l, _), i) => Ok(list_element(l, i, span)?.respanned(base.span())),
            (other, _) => err(
                base.span(),
                format!("only a list can be indexed, found {}", other.describe()),
            ),
        }
    }

    #[inline(never)]
    fn paste_expr(&mut self, a: &Expr, b: &Expr, span: Span) -> EResult<Value> {
        // A chain `x # y # z` (parsed left to right) is TableGen's
        // `x # (y # z)`: the same value, but one reading an unresolved
        // `NAME` is shown as that nesting.
        if let Expr::Paste(..) = a {
            let mut rhs = vec![(b, span)];
            let mut first = a;
            while let Expr::Paste(x, y, s) = first {
                rhs.push((y, *s));
                first = x;
            }
            let mut acc = self.expr(first)?;
            let mut vals = vec![acc.clone()];
            for (r, s) in rhs.into_iter().rev() {
                // After a list, TableGen reads the right side as a value.
                let v = match acc {
                    Value::List(..) => self.expr(r)?,
                    _ => self.paste_rhs(r)?,
                };
                vals.push(v.clone());
                acc = self.paste(acc, v, s)?;
            }
            if vals.iter().any(is_unresolved_name) && !vals.iter().any(|v| self.is_pending_fetch(v))
            {
                let at = vals.iter().find(|v| is_unresolved_name(v)).map(Value::span);
                return Ok(self.unresolved_concat(&vals, at.unwrap_or(span)));
            }
            return Ok(acc);
        }
        let a = self.expr(a)?;
        // After a list, TableGen reads the right side as a value.
        let b = match a {
            Value::List(..) => self.expr(b)?,
            _ => self.paste_rhs(b)?,
        };
        self.paste(a, b, span)
    }

    #[inline(never)]
    fn range_expr(&mut self, a: &Expr, b: &Expr, span: Span) -> EResult<Value> {
        let (Value::Int(x, _), Value::Int(y, _)) = (self.expr(a)?, self.expr(b)?) else {
            return err(span, "a range `a...b` needs two integers");
        };
        if x < 0 || y < 0 {
            return err(
                span,
                format!(
                    "a range `a...b` cannot have a negative end, found {x}...{y} (TableGen: \"invalid range, cannot be negative\")"
                ),
            );
        }
        if (y - x).abs() > MAX_RECORDS as i128 {
            return err(
                span,
                format!("this range is too large: at most {MAX_RECORDS} elements"),
            );
        }
        let items: Vec<Value> = if x <= y {
            (x..=y).map(|i| Value::Int(i, span)).collect()
        } else {
            (y..=x).rev().map(|i| Value::Int(i, span)).collect()
        };
        Ok(Value::List(items.into(), span))
    }
}

/// The error of an evaluation nested too deep, at `e` (out of
/// [`Eval::expr`], whose frame is on the stack once per level).
#[cold]
#[inline(never)]
fn too_deep(e: &Expr) -> Fail {
    Fail::Err(syn::Error::new(
        e.span(),
        format!(
            "evaluation nested more than {} levels deep: expressions inside class instantiations inside expressions … (drr's limit; a class that instantiates itself?)",
            limits::MAX_EVAL_DEPTH
        ),
    ))
}

/// Element `index` of `list` (`l[i]`, and each index of a slice).
fn list_element<'a>(list: &'a [Value], index: &Value, span: Span) -> EResult<&'a Value> {
    let Value::Int(n, _) = index else {
        return err(
            index.span(),
            format!(
                "a list index must be an integer, found {}",
                index.describe()
            ),
        );
    };
    usize::try_from(*n)
        .ok()
        .and_then(|k| list.get(k))
        .map_or_else(
            || {
                err(
                    span,
                    format!(
                        "index {n} is out of range: the list has {} elements",
                        list.len()
                    ),
                )
            },
            Ok,
        )
}
