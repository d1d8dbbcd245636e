//! Values as text: `#` pasting (with TableGen's "name mode" on its right),
//! the text of a value for `!strconcat` and record names, and code blocks
//! joined with the bindings their tokens name.

use super::*;

impl Eval<'_> {
    /// The right side of `a # b` in a value, `a` not a list. TableGen
    /// parses it in "name mode": an identifier that is not a template argument, a local
    /// variable or a field of the record — a top-level `defvar`, a
    /// record — is pasted as its own text (`defvar G = "s";` makes
    /// `"x" # G` the string `"xG"`, while `G # "x"` is `"sx"`).
    pub(super) fn paste_rhs(&mut self, b: &Expr) -> EResult<Value> {
        if let Expr::Name(p) = b
            && let Some(id) = p.as_ident()
        {
            let name = id.to_string();
            if !self.is_local_name(id)
                && (self.globals.iter().any(|g| g.name == name) || self.unbound_name(&name))
            {
                return Ok(Value::Str(id.unraw().to_string().into(), id.span()));
            }
        }
        // A suffix (`.field`, `[i]`, `{bits}`) on such a name applies to
        // that string: TableGen rejects it.
        if let Some((id, suffix)) = suffixed_name(b) {
            let name = id.to_string();
            if !self.is_local_name(id)
                && (self.globals.iter().any(|g| g.name == name)
                    || self.def_index.contains_key(&name))
            {
                let text = id.unraw().to_string();
                let (at, what, tablegen) = match suffix {
                    Expr::Field(_, f) => (
                        f.span(),
                        format!("has no field `{f}`"),
                        format!("Cannot access field '{f}' of value '\"{text}\"'"),
                    ),
                    Expr::Index(..) => (
                        id.span(),
                        "cannot be indexed".to_string(),
                        "Type 'string' is invalid, list expected".to_string(),
                    ),
                    _ => (
                        match suffix {
                            Expr::Bits(b) => match &**b {
                                BitsExpr::Slice(_, _, at) => *at,
                                _ => suffix.span(),
                            },
                            _ => suffix.span(),
                        },
                        "has no bits".to_string(),
                        "Invalid bit range for value".to_string(),
                    ),
                };
                return err(
                    at,
                    format!(
                        "on the right of `#`, `{text}` is the string \"{text}\" (TableGen reads a record or top-level `defvar` there as its name), which {what} (TableGen: \"{tablegen}\"): paste the value with `!strconcat` or `!cast<string>(…)` instead"
                    ),
                );
            }
        }
        self.expr(b)
    }

    /// The text of a value, for `#`, `!strconcat` and record names.
    pub fn to_text(&self, v: &Value, span: Span) -> EResult<String> {
        Ok(match v {
            Value::Str(s, _) => s.to_string(),
            Value::Code(c) if c.kind == CodeKind::Block => c.text(),
            Value::Int(i, _) => i.to_string(),
            Value::Bit(b, _) => (*b as u8).to_string(),
            Value::Ext(e) => e.path.last().unraw().to_string(),
            Value::Rec(r, _) => match &self.records[*r].name {
                Some(n) => n.to_string(),
                None => format!("anonymous_{r}"),
            },
            other => {
                return err(
                    span,
                    format!("cannot turn {} into a string", other.describe()),
                );
            }
        })
    }

    pub(super) fn paste(&self, a: Value, b: Value, span: Span) -> EResult<Value> {
        if (is_unresolved_name(&a) || is_unresolved_name(&b))
            && !self.is_pending_fetch(&a)
            && !self.is_pending_fetch(&b)
        {
            let at = if is_unresolved_name(&a) {
                a.span()
            } else {
                b.span()
            };
            return Ok(self.unresolved_concat(&[a, b], at));
        }
        if self.is_placeholder(&a) {
            return Ok(a);
        }
        if self.is_placeholder(&b) {
            return Ok(b);
        }
        match (&a, &b) {
            (Value::List(x, s), Value::List(y, _)) => {
                let mut v: Vec<Value> = x.to_vec();
                v.extend(y.iter().cloned());
                Ok(Value::List(v.into(), *s))
            }
            (Value::List(..), other) | (other, Value::List(..)) => err(
                other.span(),
                format!(
                    "`#` joins two lists or two strings, found a list and {}",
                    other.describe()
                ),
            ),
            (Value::Unset(_), _) | (_, Value::Unset(_)) => {
                err(span, "`#` cannot paste `?` (an unset value)")
            }
            _ => {
                let t = self.to_text(&a, a.span())? + &self.to_text(&b, b.span())?;
                if is_code_block(&a) || is_code_block(&b) {
                    return Ok(self.joined_code(t, a.span()));
                }
                Ok(Value::Str(t.into(), a.span()))
            }
        }
    }

    /// A `[{…}]` block made of text by `#` or `!strconcat` (TableGen's
    /// result is code). Used as Rust, the text is read as Rust tokens at
    /// `span`; text that is not Rust tokens is then an error there.
    pub(crate) fn joined_code(&self, text: String, span: Span) -> Value {
        let tokens = match text.parse::<TokenStream>() {
            Ok(ts) => respan(ts, span),
            Err(_) => quote::quote_spanned! {span=>
                ::core::compile_error!("this `[{…}]` block, joined by `#` or `!strconcat`, is not Rust tokens")
            },
        };
        Value::Code(Rc::new(CodeVal {
            kind: CodeKind::Block,
            bindings: self.bindings_for(&tokens),
            tokens,
            span,
            joined: Some(text.into()),
        }))
    }

    /// The bindings visible to Rust code written here whose names appear in
    /// `tokens`.
    pub(super) fn bindings_for(&self, tokens: &TokenStream) -> Vec<Binding> {
        let mut names = Vec::new();
        collect_idents(tokens, &mut names);
        if names.is_empty() {
            return Vec::new();
        }
        let mut out: Vec<Binding> = Vec::new();
        let mut push = |b: &Binding| {
            let n = b.name.to_string();
            let n = n.strip_prefix("r#").map(str::to_owned).unwrap_or(n);
            if names.contains(&n) && !out.iter().any(|o| o.name == n) {
                out.push(b.clone());
            }
        };
        for f in self.frames.iter().rev() {
            for b in f.iter().rev() {
                push(b);
            }
        }
        for b in self.globals.iter().rev() {
            push(b);
        }
        // A named record given for a template argument (`PDL_RangeOf<
        // PDL_Type>`'s `positionalType`) is its Rust item there.
        for b in &mut out {
            if let Value::Rec(r, span) = &b.value
                && let Some(n) = &self.records[*r].name
            {
                b.value = Value::Ext(Rc::new(ExtVal {
                    path: Path::ident(n.clone()),
                    args: None,
                    span: *span,
                    shown: None,
                }));
            }
        }
        out
    }
}

/// True for a `[{…}]` block (its text joins strings as TableGen's code does).
pub(crate) fn is_code_block(v: &Value) -> bool {
    matches!(v, Value::Code(c) if c.kind == CodeKind::Block)
}

/// `ts` with every token at `span`.
fn respan(ts: TokenStream, span: Span) -> TokenStream {
    ts.into_iter()
        .map(|tt| match tt {
            TokenTree::Group(g) => {
                let mut ng = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                ng.set_span(span);
                TokenTree::Group(ng)
            }
            mut other => {
                other.set_span(span);
                other
            }
        })
        .collect()
}

/// Every identifier in `tokens` (iteratively).
fn collect_idents(tokens: &TokenStream, out: &mut Vec<String>) {
    let mut stack = vec![tokens.clone()];
    while let Some(ts) = stack.pop() {
        for t in ts {
            match t {
                TokenTree::Ident(i) => {
                    let s = i.to_string();
                    let s = s.strip_prefix("r#").map(str::to_owned).unwrap_or(s);
                    if !out.contains(&s) {
                        out.push(s);
                    }
                }
                TokenTree::Group(g) => stack.push(g.stream()),
                _ => {}
            }
        }
    }
}

/// For `x.f`, `x[i]`, `x{bits}` (and suffixes on those) whose innermost
/// base is a plain name `x`: `x` and the suffix applied to it.
fn suffixed_name(e: &Expr) -> Option<(&Ident, &Expr)> {
    let inner = match e {
        Expr::Field(inner, _) | Expr::Index(inner, _, _) => &**inner,
        Expr::Bits(b) => match &**b {
            BitsExpr::Slice(inner, _, _) => inner,
            _ => return None,
        },
        _ => return None,
    };
    match inner {
        Expr::Name(p) => p.as_ident().map(|id| (id, e)),
        other => suffixed_name(other),
    }
}
