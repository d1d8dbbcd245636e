//! TableGen's `!` operators (`!strconcat`, `!listconcat`, `!cast<T>`, `!if`,
//! `!eq`, `!foreach`, …), evaluated on [`Value`]s.

use std::rc::Rc;

use proc_macro2::Span;

use super::ast::{Bang, CodeKind, Expr, Path, TypeExpr};
use super::eval::{EResult, Eval, Fail, is_unresolved_name};
use super::value::*;
use syn::Ident;
use syn::ext::IdentExt as _;

fn err<T>(span: Span, msg: impl std::fmt::Display) -> EResult<T> {
    Err(Fail::Err(syn::Error::new(span, msg)))
}

/// The largest count of `!listsplat`.
const MAX_SPLAT: i128 = 100_000;

/// The operators drr implements (for the "unknown operator" message).
const KNOWN: &str = "!strconcat, !listconcat, !listsplat, !listremove, !listflatten, !cast<T>, !isa<T>, !exists<T>, !if, !cond, !eq, !ne, !lt, !le, !gt, !ge, !add, !sub, !mul, !div, !and, !or, !xor, !not, !shl, !sra, !srl, !empty, !size, !head, !tail, !foreach, !filter, !foldl, !subst, !con, !dag, !interleave, !tolower, !toupper, !range, !find, !substr, !match, !logtwo, !repr, !getdagop, !setdagop, !getdagopname, !setdagopname, !getdagarg, !getdagname, !setdagarg, !setdagname, !initialized, !instances<T>";

impl Eval<'_> {
    /// Evaluates `!name(args)`.
    pub(crate) fn bang(&mut self, b: &Bang) -> EResult<Value> {
        let name = b.name.to_string();
        // Operators binding a variable evaluate their arguments lazily.
        match name.as_str() {
            "foreach" | "filter" => return self.foreach_like(b, name == "filter"),
            "foldl" => return self.foldl(b),
            "if" => {
                self.arity(b, 3, 3)?;
                let c = self.expr(&b.args[0])?;
                if is_unresolved_name(&c) && !self.is_pending_fetch(&c) {
                    // TableGen keeps `!if(cond, then, else)` with both
                    // branches evaluated.
                    let t = self.expr(&b.args[1])?;
                    let e = self.expr(&b.args[2])?;
                    return Ok(self.unresolved_op("if", &[c.clone(), t, e], c.span()));
                }
                if self.is_placeholder(&c) {
                    return Ok(c);
                }
                let t = self.truthy(&c)?;
                return self.expr(&b.args[if t { 1 } else { 2 }]);
            }
            // `!cond(c1: v1, c2: v2, …)`: the parser pairs the arguments.
            "cond" => {
                for pair in b.args.chunks(2) {
                    let c = self.expr(&pair[0])?;
                    if self.is_placeholder(&c) {
                        return Ok(c);
                    }
                    if self.truthy(&c)? {
                        return self.expr(&pair[1]);
                    }
                }
                return err(
                    b.name.span(),
                    "none of the conditions of `!cond` is true (a last case `true: value` gives a default)",
                );
            }
            _ => {}
        }
        // TableGen's folding operators take two operands or more
        // (`!add(1)`, `!strconcat("a")`, `!con((op))`: "expected two
        // operands to operator").
        if matches!(
            name.as_str(),
            "add" | "mul" | "and" | "or" | "xor" | "listconcat" | "strconcat" | "con"
        ) && b.args.len() < 2
        {
            return err(
                b.name.span(),
                format!(
                    "`!{name}` takes two or more arguments, found {} (TableGen: \"expected two operands to operator\")",
                    b.args.len()
                ),
            );
        }
        // `!size` and `!empty` of a list whose length does not depend on
        // its elements: an unset field among them is not read (TableGen
        // keeps the reference symbolic and counts it).
        let counted = matches!(name.as_str(), "size" | "empty")
            && b.args.len() == 1
            && length_is_structural(&b.args[0]);
        let mark = self.unset_read_mark();
        // A loop, not an iterator chain: each level of nested operators
        // holds this frame on the stack.
        let mut args = Vec::with_capacity(b.args.len());
        for a in &b.args {
            args.push(self.expr(a)?);
        }
        // `!listsplat(x, 0)` is `[]` whatever `x` is: an unset field there
        // is not read, as in TableGen.
        let none_splat = name == "listsplat" && matches!(args.get(1), Some(Value::Int(0, _)));
        if counted || none_splat {
            self.forget_unset_reads(mark);
        }
        // `!isa` folds on the operand's type, which an unresolved `NAME`
        // has (`string`); `!listsplat` copies it.
        if let Some(p) = args.iter().find(|a| {
            self.is_placeholder(a)
                && !(matches!(name.as_str(), "isa" | "listsplat") && is_unresolved_name(a))
        }) {
            if is_unresolved_name(p) && !args.iter().any(|a| self.is_pending_fetch(a)) {
                // A string cast to `string` (or `code`) is itself.
                if name == "cast" && matches!(b.ty, Some(TypeExpr::String | TypeExpr::Code)) {
                    return Ok(p.clone());
                }
                if name == "strconcat" {
                    return Ok(self.unresolved_concat(&args, p.span()));
                }
                let op = match &b.ty {
                    Some(t) => format!("{name}<{}>", t.display()),
                    None => name,
                };
                return Ok(self.unresolved_op(&op, &args, p.span()));
            }
            return Ok(p.clone());
        }
        // `!interleave` of a list holding an unresolved `NAME` stays
        // symbolic, as in TableGen.
        if name == "interleave"
            && let Some(Value::List(items, _)) = args.first()
            && let Some(p) = items.iter().find(|i| is_unresolved_name(i))
            && !args.iter().any(|a| self.is_pending_fetch(a))
        {
            return Ok(self.unresolved_op(&name, &args, p.span()));
        }
        self.apply(b, name, args)
    }

    /// Applies the operator `b` (named `name`) to its evaluated `args`.
    /// Kept out of [`Eval::bang`]: its frame is large, and `bang` is on the
    /// stack once per level of nested operators.
    #[inline(never)]
    fn apply(&mut self, b: &Bang, name: String, args: Vec<Value>) -> EResult<Value> {
        let span = b.span;
        let int = |v: &Value| -> EResult<i128> {
            match v {
                Value::Int(i, _) => Ok(*i),
                Value::Bit(x, _) => Ok(*x as i128),
                other => err(
                    other.span(),
                    format!("`!{name}` expects integers, found {}", other.describe()),
                ),
            }
        };
        let list = |v: &Value| -> EResult<Rc<[Value]>> {
            match v {
                Value::List(l, _) => Ok(l.clone()),
                other => err(
                    other.span(),
                    format!("`!{name}` expects a list, found {}", other.describe()),
                ),
            }
        };
        Ok(match name.as_str() {
            "strconcat" => {
                let mut s = String::new();
                let mut code = false;
                for a in &args {
                    match a {
                        Value::Str(t, _) => {
                            self.check_string_len(s.len() + t.len(), span)?;
                            s.push_str(t)
                        }
                        Value::Code(c) if c.kind == CodeKind::Block => {
                            let t = c.text();
                            self.check_string_len(s.len() + t.len(), span)?;
                            s.push_str(&t);
                            code = true;
                        }
                        other => {
                            return err(
                                other.span(),
                                format!("`!strconcat` joins strings, found {}", other.describe()),
                            );
                        }
                    }
                }
                if code {
                    self.joined_code(s, span)
                } else {
                    Value::Str(s.into(), span)
                }
            }
            "interleave" => {
                self.arity(b, 2, 2)?;
                let items = list(&args[0])?;
                let Value::Str(sep, _) = &args[1] else {
                    return err(args[1].span(), "`!interleave` needs a separator string");
                };
                let mut parts = Vec::new();
                let mut len = 0usize;
                for it in items.iter() {
                    let t = self.to_text(it, it.span())?;
                    len = len.saturating_add(t.len() + sep.len());
                    self.check_string_len(len, span)?;
                    parts.push(t);
                }
                Value::Str(parts.join(sep).into(), span)
            }
            "listconcat" => {
                let mut out = Vec::new();
                for a in &args {
                    let l = list(a)?;
                    if out.len() + l.len() > super::eval::MAX_VALUE_SIZE {
                        return err(
                            span,
                            format!(
                                "this list would have more than {} elements (drr's limit)",
                                super::eval::MAX_VALUE_SIZE
                            ),
                        );
                    }
                    out.extend(l.iter().cloned());
                }
                Value::List(out.into(), span)
            }
            "listremove" => {
                self.arity(b, 2, 2)?;
                let remove = list(&args[1])?;
                let mut out = Vec::new();
                for v in list(&args[0])?.iter() {
                    let mut found = false;
                    for r in remove.iter() {
                        if self.values_equal(v, r)? {
                            found = true;
                            break;
                        }
                    }
                    if !found {
                        out.push(v.clone());
                    }
                }
                Value::List(out.into(), span)
            }
            "listflatten" => {
                self.arity(b, 1, 1)?;
                let mut out = Vec::new();
                for v in list(&args[0])?.iter() {
                    match v {
                        Value::List(inner, _) => out.extend(inner.iter().cloned()),
                        other => out.push(other.clone()),
                    }
                }
                Value::List(out.into(), span)
            }
            "logtwo" => {
                self.arity(b, 1, 1)?;
                let n = int(&args[0])?;
                if n <= 0 {
                    return err(
                        args[0].span(),
                        format!("`!logtwo` of {n}: the argument must be positive"),
                    );
                }
                Value::Int(i128::from(n.ilog2()), span)
            }
            "repr" => {
                // TableGen's format is "for debugging": a record as
                // `--print-records` shows it, a string quoted.
                self.arity(b, 1, 1)?;
                // A `bits<N>` field of another record: its declared width.
                let width = match &b.args[0] {
                    Expr::Field(base, f) => match self.expr(base)? {
                        Value::Rec(r, _) => match self.records[r].field(&f.to_string()) {
                            Some(Field {
                                ty: TypeExpr::Bits(n),
                                ..
                            }) => Some(*n as usize),
                            _ => None,
                        },
                        _ => None,
                    },
                    e => self.bits_width_of(e),
                };
                let text = match width {
                    Some(n) => super::print_records::repr_bits(self, &args[0], n),
                    None => super::print_records::repr(self, &args[0]),
                };
                Value::Str(text.into(), span)
            }
            // The `def`s of a class so far (not the record being
            // defined), by name, as TableGen's; the optional pattern
            // keeps the names it matches.
            "instances" => self.instances(b, &args)?,
            "exists" => {
                self.arity(b, 1, 1)?;
                let Some(TypeExpr::Class(c)) = &b.ty else {
                    return err(span, "`!exists` needs a class: `!exists<Op>(\"Name\")`");
                };
                let Value::Str(n, _) = &args[0] else {
                    return err(
                        args[0].span(),
                        format!(
                            "`!exists` takes a record name string, found {}",
                            args[0].describe()
                        ),
                    );
                };
                // The record being defined exists for itself (TableGen
                // resolves a self-reference once the record is complete).
                let r = self
                    .def_named(n)
                    .or(self.current.filter(|_| self.is_current_record(n)))
                    .is_some_and(|r| self.rec_isa(r, c));
                Value::Bit(r, span)
            }
            "listsplat" => {
                self.arity(b, 2, 2)?;
                let n = int(&args[1])?;
                if !(0..=MAX_SPLAT).contains(&n) {
                    return err(
                        args[1].span(),
                        format!(
                            "`!listsplat` count out of range: 0 to {MAX_SPLAT} (drr's limit), found {n}"
                        ),
                    );
                }
                Value::List(vec![args[0].clone(); n as usize].into(), span)
            }
            "cast" => {
                self.arity(b, 1, 1)?;
                self.cast(b, &args[0])?
            }
            "isa" => {
                self.arity(b, 1, 1)?;
                let Some(ty) = &b.ty else {
                    return err(span, "`!isa` needs a type: `!isa<Op>(x)`, `!isa<int>(x)`");
                };
                Value::Bit(self.value_isa(&args[0], ty), span)
            }
            "eq" | "ne" => {
                self.arity(b, 2, 2)?;
                let eq = self.values_equal(&args[0], &args[1])?;
                Value::Bit(if name == "eq" { eq } else { !eq }, span)
            }
            "lt" | "le" | "gt" | "ge" => {
                self.arity(b, 2, 2)?;
                let ord = match (&args[0], &args[1]) {
                    (Value::Str(a, _), Value::Str(c, _)) => a.cmp(c),
                    (a, c) => int(a)?.cmp(&int(c)?),
                };
                use std::cmp::Ordering::*;
                let r = match name.as_str() {
                    "lt" => ord == Less,
                    "le" => ord != Greater,
                    "gt" => ord == Greater,
                    _ => ord != Less,
                };
                Value::Bit(r, span)
            }
            "add" | "mul" | "and" | "or" | "xor" => {
                // TableGen's `int` is 64-bit, arithmetic wraps around.
                let mut acc = int(&args[0])? as i64;
                for a in &args[1..] {
                    let x = int(a)? as i64;
                    acc = match name.as_str() {
                        "add" => acc.wrapping_add(x),
                        "mul" => acc.wrapping_mul(x),
                        "and" => acc & x,
                        "or" => acc | x,
                        _ => acc ^ x,
                    };
                }
                let acc = acc as i128;
                if matches!(name.as_str(), "and" | "or")
                    && args.iter().all(|a| matches!(a, Value::Bit(..)))
                {
                    Value::Bit(acc != 0, span)
                } else {
                    Value::Int(acc, span)
                }
            }
            "sub" | "div" | "shl" | "sra" | "srl" => {
                self.arity(b, 2, 2)?;
                let (x, y) = (int(&args[0])? as i64, int(&args[1])? as i64);
                if matches!(name.as_str(), "shl" | "sra" | "srl") && !(0..64).contains(&y) {
                    return err(
                        args[1].span(),
                        format!(
                            "`!{name}` by {y}: the shift amount must be 0 to 63 (TableGen: \"out of bounds shift\")"
                        ),
                    );
                }
                Value::Int(
                    match name.as_str() {
                        "sub" => x.wrapping_sub(y),
                        "div" => {
                            if y == 0 {
                                return err(args[1].span(), "`!div` by zero");
                            }
                            // The one quotient that does not fit in 64 bits.
                            let Some(q) = x.checked_div(y) else {
                                return err(
                                    b.name.span(),
                                    "`!div` of -9223372036854775808 by -1: the quotient does not fit in 64 bits",
                                );
                            };
                            q
                        }
                        "shl" => x.wrapping_shl(y as u32),
                        "sra" => x.wrapping_shr(y as u32),
                        _ => ((x as u64) >> y) as i64,
                    } as i128,
                    span,
                )
            }
            "not" => {
                self.arity(b, 1, 1)?;
                Value::Bit(!self.truthy(&args[0])?, span)
            }
            "empty" | "size" => {
                self.arity(b, 1, 1)?;
                let n = match &args[0] {
                    Value::List(l, _) => l.len(),
                    Value::Str(s, _) => s.len(),
                    Value::Code(c) if c.kind == CodeKind::Block => c.text().len(),
                    Value::Dag(d) => d.args.len(),
                    other => {
                        return err(
                            other.span(),
                            format!(
                                "`!{name}` expects a list, a string or a DAG, found {}",
                                other.describe()
                            ),
                        );
                    }
                };
                if name == "empty" {
                    Value::Bit(n == 0, span)
                } else {
                    Value::Int(n as i128, span)
                }
            }
            "head" => {
                self.arity(b, 1, 1)?;
                match list(&args[0])?.first() {
                    Some(v) => v.clone(),
                    None => return err(args[0].span(), "`!head` of an empty list"),
                }
            }
            "tail" => {
                self.arity(b, 1, 1)?;
                let l = list(&args[0])?;
                if l.is_empty() {
                    return err(args[0].span(), "`!tail` of an empty list");
                }
                Value::List(l[1..].to_vec().into(), span)
            }
            "subst" => {
                self.arity(b, 3, 3)?;
                match (&args[0], &args[1], &args[2]) {
                    (Value::Str(from, _), Value::Str(to, _), Value::Str(s, _)) => {
                        if from.is_empty() {
                            return err(
                                args[0].span(),
                                "`!subst` of the empty string (TableGen never finishes replacing it)",
                            );
                        }
                        // The result's length before building it: many
                        // matches times a long replacement is too large.
                        let n = s.matches(&**from).count();
                        let len = s.len() - n * from.len() + n.saturating_mul(to.len());
                        self.check_string_len(len, span)?;
                        Value::Str(s.replace(&**from, to).into(), span)
                    }
                    (from, to, v) => {
                        if self.values_equal(from, v).unwrap_or(false) {
                            to.clone()
                        } else {
                            v.clone()
                        }
                    }
                }
            }
            "tolower" | "toupper" => {
                self.arity(b, 1, 1)?;
                let Value::Str(s, _) = &args[0] else {
                    return err(args[0].span(), format!("`!{name}` expects a string"));
                };
                // TableGen's `StringRef::lower`/`upper` map ASCII letters
                // only (`!toupper("ß")` is `"ß"`, not `"SS"`).
                Value::Str(
                    if name == "tolower" {
                        s.to_ascii_lowercase()
                    } else {
                        s.to_ascii_uppercase()
                    }
                    .into(),
                    span,
                )
            }
            "range" => {
                self.arity(b, 1, 3)?;
                let (from, to, step) = match args.as_slice() {
                    [Value::List(l, _)] => (0, l.len() as i128, 1),
                    [n] => (0, int(n)?, 1),
                    [a, c] => (int(a)?, int(c)?, 1),
                    [a, c, st] => (int(a)?, int(c)?, int(st)?),
                    _ => (0, 0, 1),
                };
                if step == 0 {
                    return err(args[2].span(), "the step of `!range` cannot be 0");
                }
                // TableGen: from, from + step, … while before `to`.
                let count = if step > 0 {
                    (to.saturating_sub(from).max(0) + step - 1) / step
                } else {
                    (from.saturating_sub(to).max(0) + (-step) - 1) / (-step)
                };
                if count > super::eval::MAX_RECORDS as i128 {
                    return err(
                        span,
                        format!(
                            "`!range` is too large: {count} elements, at most {} (drr's limit)",
                            super::eval::MAX_RECORDS
                        ),
                    );
                }
                Value::List(
                    (0..count)
                        .map(|k| Value::Int(from + k * step, span))
                        .collect::<Vec<_>>()
                        .into(),
                    span,
                )
            }
            "find" => {
                self.arity(b, 2, 3)?;
                let (Value::Str(s, _), Value::Str(p, _)) = (&args[0], &args[1]) else {
                    return err(span, "`!find` expects two strings");
                };
                // Byte positions, as TableGen's (its strings are bytes).
                let start = match args.get(2) {
                    Some(a) => self.string_position("find", &args[0], s, a, int(a)?)?,
                    None => 0,
                };
                let r = s[start..].find(&**p).map_or(-1, |i| (i + start) as i128);
                Value::Int(r, span)
            }
            "substr" => {
                self.arity(b, 2, 3)?;
                let Value::Str(s, _) = &args[0] else {
                    return err(args[0].span(), "`!substr` expects a string");
                };
                // Byte positions, as TableGen's: the start is 0 to the
                // length, a length past the end takes the rest.
                let start =
                    self.string_position("substr", &args[0], s, &args[1], int(&args[1])?)?;
                let end = match args.get(2) {
                    Some(a) => {
                        let len = int(a)?;
                        if len < 0 {
                            return err(
                                a.span(),
                                format!("the length of `!substr` must be nonnegative, found {len}"),
                            );
                        }
                        (start as i128 + len).min(s.len() as i128) as usize
                    }
                    None => s.len(),
                };
                let Some(t) = s.get(start..end) else {
                    return err(
                        span,
                        format!(
                            "`!substr` would cut a character of \"{s}\" (TableGen counts bytes)"
                        ),
                    );
                };
                Value::Str(t.into(), span)
            }
            "con" => {
                let mut op = None;
                let mut out = Vec::new();
                for a in &args {
                    let Value::Dag(d) = a else {
                        return err(a.span(), "`!con` joins DAGs");
                    };
                    if op.is_none() {
                        op = Some(d.op.clone());
                    }
                    out.extend(d.args.iter().cloned());
                }
                let Some(op) = op else {
                    return err(span, "`!con` needs at least one DAG");
                };
                Value::Dag(Rc::new(DagVal {
                    op,
                    op_name: None,
                    args: out,
                    span,
                }))
            }
            "dag" => {
                self.arity(b, 3, 3)?;
                let names: Vec<Value> = match &args[2] {
                    Value::List(l, _) => l.to_vec(),
                    _ => Vec::new(),
                };
                // `?` for the arguments: unset ones, one per name.
                let vals: Vec<Value> = match &args[1] {
                    Value::Unset(s) => vec![Value::Unset(*s); names.len()],
                    v => list(v)?.to_vec(),
                };
                let mut out = Vec::new();
                for (i, v) in vals.iter().enumerate() {
                    let name = match names.get(i) {
                        Some(Value::Str(s, sp)) => Some(var_name(s, *sp)?),
                        _ => None,
                    };
                    out.push((v.clone(), name));
                }
                Value::Dag(Rc::new(DagVal {
                    op: args[0].clone(),
                    op_name: None,
                    args: out,
                    span,
                }))
            }
            "getdagop" => {
                self.arity(b, 1, 1)?;
                match &args[0] {
                    Value::Dag(d) => d.op.clone(),
                    other => return err(other.span(), "`!getdagop` expects a DAG"),
                }
            }
            "setdagop" => {
                self.arity(b, 2, 2)?;
                match &args[0] {
                    Value::Dag(d) => Value::Dag(Rc::new(DagVal {
                        op: args[1].clone(),
                        op_name: d.op_name.clone(),
                        args: d.args.clone(),
                        span: d.span,
                    })),
                    other => return err(other.span(), "`!setdagop` expects a DAG"),
                }
            }
            "getdagopname" => {
                self.arity(b, 1, 1)?;
                match &args[0] {
                    Value::Dag(d) => match &d.op_name {
                        Some(n) => Value::Str(n.ident.to_string().into(), span),
                        None => Value::Unset(span),
                    },
                    other => return err(other.span(), "`!getdagopname` expects a DAG"),
                }
            }
            "setdagopname" => {
                self.arity(b, 2, 2)?;
                let Value::Dag(d) = &args[0] else {
                    return err(args[0].span(), "`!setdagopname` expects a DAG");
                };
                let op_name = self.dag_name(&args[1])?;
                Value::Dag(Rc::new(DagVal {
                    op: d.op.clone(),
                    op_name,
                    args: d.args.clone(),
                    span: d.span,
                }))
            }
            "setdagarg" | "setdagname" => {
                self.arity(b, 3, 3)?;
                let Value::Dag(d) = &args[0] else {
                    return err(args[0].span(), format!("`!{name}` expects a DAG"));
                };
                let i = self.dag_arg_index(d, &args[1])?;
                let mut new_args = d.args.clone();
                if name == "setdagarg" {
                    new_args[i].0 = args[2].clone();
                } else {
                    new_args[i].1 = self.dag_name(&args[2])?;
                }
                Value::Dag(Rc::new(DagVal {
                    op: d.op.clone(),
                    op_name: d.op_name.clone(),
                    args: new_args,
                    span: d.span,
                }))
            }
            "getdagarg" | "getdagname" => {
                self.arity(b, 2, 2)?;
                let Value::Dag(d) = &args[0] else {
                    return err(args[0].span(), format!("`!{name}` expects a DAG"));
                };
                // The key is an index or, as for `!setdagarg`, a name.
                let i = match &args[1] {
                    Value::Str(..) => Some(self.dag_arg_index(d, &args[1])?),
                    key => usize::try_from(int(key)?).ok(),
                };
                let Some((v, n)) = i.and_then(|i| d.args.get(i)) else {
                    return err(args[1].span(), "DAG argument index out of range");
                };
                if name == "getdagarg" {
                    // TableGen: an argument not of the type asked for is
                    // `?` (a record of another class included).
                    let fits = match (&b.ty, v) {
                        (None, _) | (_, Value::Unset(_) | Value::Ext(_)) => true,
                        (Some(TypeExpr::Int), Value::Int(..) | Value::Bit(..)) => true,
                        (
                            Some(TypeExpr::Bit | TypeExpr::Bits(_)),
                            Value::Int(..) | Value::Bit(..),
                        ) => true,
                        (
                            Some(TypeExpr::String | TypeExpr::Code),
                            Value::Str(..) | Value::Code(_),
                        ) => true,
                        (Some(TypeExpr::Dag), Value::Dag(_)) => true,
                        (Some(TypeExpr::List(_)), Value::List(..)) => true,
                        (Some(TypeExpr::Class(c)), Value::Rec(r, _)) => self.rec_isa(*r, c),
                        _ => false,
                    };
                    if fits { v.clone() } else { Value::Unset(span) }
                } else {
                    match n {
                        Some(n) => Value::Str(n.ident.to_string().into(), span),
                        None => Value::Unset(span),
                    }
                }
            }
            "initialized" => {
                self.arity(b, 1, 1)?;
                Value::Bit(!args[0].is_unset(), span)
            }
            // `!match(str, regex)`: a POSIX extended regex found anywhere
            // in the string (LLVM's `llvm::Regex`).
            "match" => {
                self.arity(b, 2, 2)?;
                let Value::Str(text, _) = &args[0] else {
                    return err(args[0].span(), "`!match` expects a string to search");
                };
                let Value::Str(pattern, at) = &args[1] else {
                    return err(
                        args[1].span(),
                        "`!match` expects a regular expression string",
                    );
                };
                let re = super::regex::Regex::new(pattern).map_err(|e| {
                    let message = match e {
                        super::regex::RegexError::TooComplex => format!(
                            "regex nests parentheses more than {} deep",
                            super::regex::MAX_NESTING
                        ),
                        super::regex::RegexError::Invalid => format!("invalid regex '{pattern}'"),
                    };
                    Fail::Err(syn::Error::new(*at, message))
                })?;
                match re.is_match(text) {
                    Ok(m) => Value::Bit(m, span),
                    Err(_) => {
                        return err(
                            *at,
                            format!(
                                "`!match` gave up after {} steps on this regex",
                                super::regex::MAX_STEPS
                            ),
                        );
                    }
                }
            }
            _ => {
                return err(
                    b.name.span(),
                    format!("unknown or unsupported operator `!{name}` (drr supports {KNOWN})"),
                );
            }
        })
    }

    /// A DAG argument's name from a string (`?` or `""`: no name).
    fn dag_name(&self, v: &Value) -> EResult<Option<super::ast::VarName>> {
        match v {
            Value::Unset(_) => Ok(None),
            Value::Str(s, _) if s.is_empty() => Ok(None),
            Value::Str(s, sp) => Ok(Some(var_name(s, *sp)?)),
            other => err(
                other.span(),
                format!("expected a name string, found {}", other.describe()),
            ),
        }
    }

    /// The position of the DAG argument `key` selects: an index, or the
    /// name of an argument (`"x"` for `$x`).
    fn dag_arg_index(&self, d: &DagVal, key: &Value) -> EResult<usize> {
        let found = match key {
            Value::Int(i, _) => usize::try_from(*i).ok().filter(|i| *i < d.args.len()),
            Value::Str(s, _) => d
                .args
                .iter()
                .position(|(_, n)| n.as_ref().is_some_and(|n| n.ident == s.as_ref())),
            other => {
                return err(
                    other.span(),
                    format!(
                        "expected a DAG argument index or name, found {}",
                        other.describe()
                    ),
                );
            }
        };
        match found {
            Some(i) => Ok(i),
            None => err(
                key.span(),
                "no such DAG argument (index out of range or unknown name)",
            ),
        }
    }

    /// The start position `pos` (the value `at`) of `!find` or `!substr` in
    /// `s` (the value `of`): a byte position from 0 to the length, at a
    /// character's start.
    fn string_position(
        &self,
        op: &str,
        of: &Value,
        s: &str,
        at: &Value,
        pos: i128,
    ) -> EResult<usize> {
        if !(0..=s.len() as i128).contains(&pos) {
            return err(
                at.span(),
                format!(
                    "the start position of `!{op}` is out of range 0...{}: {pos} (TableGen: \"!{op} start position is out of range\")",
                    s.len()
                ),
            );
        }
        let pos = pos as usize;
        if !s.is_char_boundary(pos) {
            return err(
                of.span(),
                format!(
                    "position {pos} of `!{op}` is inside a character of \"{s}\" (TableGen counts bytes)"
                ),
            );
        }
        Ok(pos)
    }

    /// `!isa<ty>(v)`: whether `v`'s type converts to `ty`, as TableGen's
    /// `typeIsConvertibleTo` (an `int` or a `bit` converts to `int`, `bit`
    /// and `bits<N>`, a list when its elements do); a
    /// record, whether it derives from the class.
    fn value_isa(&self, v: &Value, ty: &TypeExpr) -> bool {
        match (ty, v) {
            (TypeExpr::Class(c), Value::Rec(r, _)) => self.rec_isa(*r, c),
            (TypeExpr::Int | TypeExpr::Bit, Value::Int(..) | Value::Bit(..)) => true,
            (TypeExpr::Bits(_), Value::Int(..) | Value::Bit(..)) => true,
            (TypeExpr::String | TypeExpr::Code, Value::Str(..) | Value::Code(_)) => true,
            (TypeExpr::String | TypeExpr::Code, v) => is_unresolved_name(v),
            (TypeExpr::Dag, Value::Dag(_)) => true,
            (TypeExpr::List(t), Value::List(items, _)) => {
                items.iter().all(|e| self.value_isa(e, t))
            }
            _ => false,
        }
    }

    fn arity(&self, b: &Bang, min: usize, max: usize) -> EResult<()> {
        let n = b.args.len();
        if n < min || n > max {
            let want = if min == max {
                format!("{min}")
            } else {
                format!("{min} to {max}")
            };
            return err(
                b.name.span(),
                format!("`!{}` takes {want} argument(s), found {n}", b.name),
            );
        }
        Ok(())
    }

    pub(crate) fn truthy(&self, v: &Value) -> EResult<bool> {
        match v {
            Value::Bit(b, _) => Ok(*b),
            Value::Int(i, _) => Ok(*i != 0),
            other => err(
                other.span(),
                format!(
                    "expected a condition (a bit or an integer), found {}",
                    other.describe()
                ),
            ),
        }
    }

    fn values_equal(&self, a: &Value, b: &Value) -> EResult<bool> {
        Ok(match (a, b) {
            (Value::Str(x, _), Value::Str(y, _)) => x == y,
            (x @ (Value::Str(..) | Value::Code(_)), y @ (Value::Str(..) | Value::Code(_)))
                if [x, y]
                    .iter()
                    .all(|v| !matches!(v, Value::Code(c) if c.kind != CodeKind::Block)) =>
            {
                self.to_text(x, x.span())? == self.to_text(y, y.span())?
            }
            (Value::Rec(x, _), Value::Rec(y, _)) => x == y,
            (Value::Ext(x), Value::Ext(y)) => {
                x.path.display() == y.path.display() && x.args.is_none() && y.args.is_none()
            }
            (Value::Unset(_), Value::Unset(_)) => true,
            (x, y)
                if matches!(x, Value::Int(..) | Value::Bit(..))
                    && matches!(y, Value::Int(..) | Value::Bit(..)) =>
            {
                let v = |v: &Value| match v {
                    Value::Int(i, _) => *i,
                    Value::Bit(b, _) => *b as i128,
                    _ => 0,
                };
                v(x) == v(y)
            }
            (x, y)
                if matches!(x, Value::Rec(..) | Value::Ext(_))
                    && matches!(y, Value::Rec(..) | Value::Ext(_)) =>
            {
                self.to_text(x, x.span())? == self.to_text(y, y.span())?
            }
            (x, y) => {
                return err(
                    y.span(),
                    format!(
                        "`!eq` compares values of the same kind, found {} and {}",
                        x.describe(),
                        y.describe()
                    ),
                );
            }
        })
    }

    fn cast(&mut self, b: &Bang, v: &Value) -> EResult<Value> {
        let span = b.span;
        match &b.ty {
            Some(TypeExpr::String) => Ok(Value::Str(self.to_text(v, v.span())?.into(), span)),
            Some(TypeExpr::Int) => match v {
                Value::Int(..) => Ok(v.clone()),
                Value::Bit(x, s) => Ok(Value::Int(*x as i128, *s)),
                // TableGen converts a string to no `int` ("Initializer of
                // … could not be fully resolved: !cast<int>("12")").
                Value::Str(s, sp) => err(
                    *sp,
                    format!(
                        "`!cast<int>` of the string \"{s}\": TableGen casts a bit, bits or an integer to `int`, never a string (\"could not be fully resolved\"); write the integer"
                    ),
                ),
                other => err(
                    other.span(),
                    format!("cannot cast {} to `int`", other.describe()),
                ),
            },
            Some(TypeExpr::Class(c)) => match v {
                Value::Str(s, sp) => {
                    if let Some(r) = self.def_named(s) {
                        if self.rec_isa(r, c) || self.class(c).is_none() {
                            return Ok(Value::Rec(r, *sp));
                        }
                        return err(*sp, format!("record `{s}` is not a `{c}`"));
                    }
                    // A record defined elsewhere: a Rust path.
                    let segs: Vec<&str> = s.split("::").filter(|x| !x.is_empty()).collect();
                    let mut segments = Vec::new();
                    for seg in &segs {
                        match syn::parse_str::<syn::Ident>(seg) {
                            Ok(mut id) => {
                                id.set_span(*sp);
                                segments.push(id);
                            }
                            Err(_) => return err(*sp, format!("`{s}` is not a record name")),
                        }
                    }
                    if segments.is_empty() {
                        return err(*sp, "`!cast` of an empty name");
                    }
                    Ok(Value::Ext(Rc::new(ExtVal {
                        path: Path {
                            segments,
                            leading_colon: s.starts_with("::"),
                        },
                        args: None,
                        span: *sp,
                        shown: None,
                    })))
                }
                Value::Rec(r, _) => {
                    if self.rec_isa(*r, c) || self.class(c).is_none() {
                        Ok(v.clone())
                    } else {
                        err(v.span(), format!("the record is not a `{c}`"))
                    }
                }
                _ => Ok(v.clone()),
            },
            Some(_) => Ok(v.clone()),
            None => err(
                span,
                "`!cast` needs a type: `!cast<string>(x)`, `!cast<Op>(\"Name\")`",
            ),
        }
    }

    fn foreach_like(&mut self, b: &Bang, filter: bool) -> EResult<Value> {
        self.arity(b, 3, 3)?;
        let Expr::Name(p) = &b.args[0] else {
            return err(b.args[0].span(), "expected the iteration variable's name");
        };
        let Some(var) = p.as_ident().cloned() else {
            return err(p.span(), "expected the iteration variable's name");
        };
        let seq = self.expr(&b.args[1])?;
        // A record of another block being fetched (`!filter(x,
        // Other.enumerants, …)`): this round's value is discarded, so the
        // placeholder passes on, as through the other operators.
        if self.is_pending_fetch(&seq) {
            return Ok(seq);
        }
        let items: Vec<Value> = match &seq {
            Value::List(l, _) => l.to_vec(),
            Value::Dag(d) if !filter => return self.foreach_dag(&var, d, &b.args[2]),
            other => {
                return err(
                    other.span(),
                    format!(
                        "`!{}` iterates over a list, found {}",
                        b.name,
                        other.describe()
                    ),
                );
            }
        };
        let mut out = Vec::new();
        for it in items {
            self.push_frame(vec![Binding {
                name: var.clone(),
                value: it.clone(),
            }]);
            let r = self.expr(&b.args[2]);
            self.pop_frame();
            let r = r?;
            if filter {
                if self.truthy(&r)? {
                    out.push(it);
                }
            } else {
                out.push(r);
            }
        }
        Ok(Value::List(out.into(), b.span))
    }

    /// `!instances<T>(pattern)`: the records of class `T` so far, not the
    /// record being defined — the named ones by name, then (as TableGen
    /// names them `anonymous_N`, after any capitalized name) the anonymous
    /// instances, one per class and arguments, in the order they were made;
    /// the pattern keeps the names it matches.
    fn instances(&self, b: &Bang, args: &[Value]) -> EResult<Value> {
        let span = b.span;
        self.arity(b, 0, 1)?;
        let Some(TypeExpr::Class(c)) = &b.ty else {
            return err(span, "`!instances` needs a class: `!instances<Op>()`");
        };
        if !self.is_known_class(c) {
            return err(
                span,
                format!("`!instances<{c}>`: `{c}` is not a class of this block"),
            );
        }
        let pattern = match args.first() {
            Some(Value::Str(p, s)) => Some(NamePattern::new(p, *s)?),
            Some(other) => {
                return err(
                    other.span(),
                    format!(
                        "`!instances` takes a pattern string, found {}",
                        other.describe()
                    ),
                );
            }
            None => None,
        };
        let matches = |n: &str| pattern.as_ref().is_none_or(|p| p.matches(n));
        let mut found: Vec<(String, RecId)> = self
            .defs
            .iter()
            .filter(|&&r| !self.records[r].invalid && self.rec_isa(r, c))
            .filter_map(|&r| Some((self.records[r].name.as_ref()?.unraw().to_string(), r)))
            .filter(|(n, _)| matches(n))
            .collect();
        found.sort();
        if matches("anonymous_") {
            let mut seen = std::collections::HashSet::new();
            for (r, rec) in self.records.iter().enumerate() {
                if rec.name.is_none()
                    && !rec.invalid
                    && Some(r) != self.current
                    && let Some((_, class, args)) = &rec.instance_of
                    && self.rec_isa(r, c)
                {
                    let key: Vec<String> = args
                        .iter()
                        .map(|a| super::print_records::repr(self, a))
                        .collect();
                    if seen.insert((class.clone(), key)) {
                        found.push((String::new(), r));
                    }
                }
            }
        }
        let items: Vec<Value> = found
            .into_iter()
            .map(|(_, r)| Value::Rec(r, span))
            .collect();
        Ok(Value::List(items.into(), span))
    }

    /// True if `name` is the name of the record being defined.
    pub(crate) fn is_current_record(&self, name: &str) -> bool {
        self.current.is_some_and(|cur| {
            self.records[cur]
                .name
                .as_ref()
                .is_some_and(|m| m.unraw() == name)
        })
    }

    /// `!foreach` over a DAG, as TableGen's: the body maps the operator and
    /// each argument, and a nested DAG argument is walked the same way (its
    /// parts mapped, not the DAG as a whole); names stay.
    fn foreach_dag(&mut self, var: &Ident, d: &Rc<DagVal>, body: &Expr) -> EResult<Value> {
        let apply = |ev: &mut Self, v: &Value| -> EResult<Value> {
            ev.push_frame(vec![Binding {
                name: var.clone(),
                value: v.clone(),
            }]);
            let r = ev.expr(body);
            ev.pop_frame();
            r
        };
        let op = apply(self, &d.op)?;
        let mut args = Vec::with_capacity(d.args.len());
        for (a, n) in &d.args {
            let new = match a {
                Value::Dag(inner) => self.foreach_dag(var, inner, body)?,
                _ => apply(self, a)?,
            };
            args.push((new, n.clone()));
        }
        Ok(Value::Dag(Rc::new(DagVal {
            op,
            op_name: d.op_name.clone(),
            args,
            span: d.span,
        })))
    }

    fn foldl(&mut self, b: &Bang) -> EResult<Value> {
        self.arity(b, 5, 5)?;
        let mut acc = self.expr(&b.args[0])?;
        let seq = self.expr(&b.args[1])?;
        if self.is_pending_fetch(&acc) {
            return Ok(acc);
        }
        if self.is_pending_fetch(&seq) {
            return Ok(seq);
        }
        let Value::List(items, _) = seq else {
            return err(b.args[1].span(), "`!foldl` iterates over a list");
        };
        let name = |e: &Expr| match e {
            Expr::Name(p) => p.as_ident().cloned(),
            _ => None,
        };
        let (Some(a), Some(x)) = (name(&b.args[2]), name(&b.args[3])) else {
            return err(
                b.span,
                "`!foldl(init, list, acc, var, expr)` needs two variable names",
            );
        };
        for it in items.iter() {
            self.push_frame(vec![
                Binding {
                    name: a.clone(),
                    value: acc.clone(),
                },
                Binding {
                    name: x.clone(),
                    value: it.clone(),
                },
            ]);
            let r = self.expr(&b.args[4]);
            self.pop_frame();
            acc = r?;
        }
        Ok(acc)
    }
}

/// The pattern of `!instances<T>(pattern)`: TableGen's is a regular
/// expression searched in each name; drr takes one made of literal
/// alternatives (`"Add|Sub"`), and another is an error at it.
struct NamePattern(Vec<String>);

impl NamePattern {
    fn new(p: &str, span: Span) -> EResult<Self> {
        if let Some(c) = p.chars().find(|c| "\\.^$*+?()[]{}".contains(*c)) {
            return err(
                span,
                format!(
                    "`!instances` takes names separated by `|` (a name matches if it contains one); drr does not read regular expressions, found `{c}`"
                ),
            );
        }
        Ok(NamePattern(p.split('|').map(str::to_string).collect()))
    }

    fn matches(&self, name: &str) -> bool {
        self.0.iter().any(|alt| name.contains(alt.as_str()))
    }
}

/// The DAG argument name `$s` made from the string `s` at `sp` (`!dag`,
/// `!setdagname`).
fn var_name(s: &str, sp: Span) -> EResult<super::ast::VarName> {
    let mut ident = syn::parse_str::<syn::Ident>(s)
        .map_err(|_| Fail::Err(syn::Error::new(sp, format!("`{s}` is not a valid name"))))?;
    // The string's span, so that `$name` points at it (a parsed ident has
    // the macro's call site, which would stretch an error over the whole
    // block).
    ident.set_span(sp);
    Ok(super::ast::VarName { ident, dollar: sp })
}

/// Whether the length of list or DAG `e` is known from its shape alone: a
/// literal list or DAG, or `!listconcat`, `!foreach` or `!listsplat` (with a
/// literal count) of such lists, so that its elements are not inspected.
fn length_is_structural(e: &Expr) -> bool {
    match e {
        Expr::List(..) | Expr::Dag(_) => true,
        Expr::Bang(b) => match b.name.to_string().as_str() {
            "listconcat" => b.args.iter().all(length_is_structural),
            "foreach" => b.args.get(1).is_some_and(length_is_structural),
            "listsplat" => matches!(b.args.get(1), Some(Expr::Int(..))),
            _ => false,
        },
        _ => false,
    }
}
