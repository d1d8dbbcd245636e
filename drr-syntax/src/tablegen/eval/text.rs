//! Values as text: `#` pasting (with TableGen's "name mode" on its right),
//! the text of a value for `!strconcat` and record names, and code blocks
//! joined with the bindings their tokens name.

use super::*;
use proc_macro2::{Delimiter, Group};

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

    /// `tokens` with each `x.f` whose `x` is a record given for a template
    /// argument (or bound by `defvar`/`foreach`) and whose field `f` holds an
    /// integer, a bit or a string replaced by that value as a literal, as
    /// TableGen pastes `"…" # enumcase.symbol` into C++ text (mlir-tensorrt's
    /// `Executor_PtrOf<Executor_MemoryTypeCase enumcase>`). Such a record is a
    /// Rust type in the code, which has no fields, so the access means
    /// nothing else; a method call (`x.f(…)`), a path (`a::x.f`), a chain
    /// (`y.x.f`) and a name a closure parameter hides are left as written.
    pub(super) fn substitute_record_fields(&self, tokens: &TokenStream) -> TokenStream {
        // Most code reads no such field: no closure parse, no copy.
        if !self.reads_record_field(tokens) {
            return tokens.clone();
        }
        let hidden: Vec<String> = syn::parse2::<syn::ExprClosure>(tokens.clone())
            .map(|c| {
                c.inputs
                    .iter()
                    .filter_map(|p| match p {
                        syn::Pat::Type(t) => match &*t.pat {
                            syn::Pat::Ident(i) => Some(i.ident.to_string()),
                            _ => None,
                        },
                        syn::Pat::Ident(i) => Some(i.ident.to_string()),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        self.substitute_fields_in(tokens, &hidden)
    }

    /// True if `tokens` hold an `x.f` that [`Self::field_literal`] replaces
    /// when no closure parameter hides `x`.
    fn reads_record_field(&self, tokens: &TokenStream) -> bool {
        let toks: Vec<TokenTree> = tokens.clone().into_iter().collect();
        (0..toks.len()).any(|i| {
            self.field_literal(&toks, i, &[]).is_some()
                || matches!(&toks[i], TokenTree::Group(g) if self.reads_record_field(&g.stream()))
        })
    }

    fn substitute_fields_in(&self, tokens: &TokenStream, hidden: &[String]) -> TokenStream {
        let toks: Vec<TokenTree> = tokens.clone().into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(toks.len());
        let mut i = 0;
        while i < toks.len() {
            if let Some(lit) = self.field_literal(&toks, i, hidden) {
                out.push(lit);
                i += 3;
                continue;
            }
            match &toks[i] {
                TokenTree::Group(g) => {
                    let mut ng = Group::new(
                        g.delimiter(),
                        self.substitute_fields_in(&g.stream(), hidden),
                    );
                    ng.set_span(g.span());
                    out.push(TokenTree::Group(ng));
                }
                t => out.push(t.clone()),
            }
            i += 1;
        }
        out.into_iter().collect()
    }

    /// The literal standing for `toks[i..i + 3]` if it is such an `x.f`.
    fn field_literal(&self, toks: &[TokenTree], i: usize, hidden: &[String]) -> Option<TokenTree> {
        let (TokenTree::Ident(x), TokenTree::Punct(dot), TokenTree::Ident(f)) =
            (toks.get(i)?, toks.get(i + 1)?, toks.get(i + 2)?)
        else {
            return None;
        };
        if dot.as_char() != '.' || hidden.contains(&x.to_string()) {
            return None;
        }
        if i > 0
            && matches!(&toks[i - 1], TokenTree::Punct(p) if p.as_char() == '.' || p.as_char() == ':')
        {
            return None;
        }
        if let Some(TokenTree::Group(g)) = toks.get(i + 3)
            && g.delimiter() == Delimiter::Parenthesis
        {
            return None;
        }
        if matches!(toks.get(i + 3), Some(TokenTree::Punct(p)) if p.as_char() == ':') {
            return None;
        }
        let name = x.to_string();
        let bound = self
            .frames
            .iter()
            .rev()
            .flat_map(|f| f.iter().rev())
            .chain(self.globals.iter().rev())
            .find(|b| b.name == name)?;
        let Value::Rec(r, _) = bound.value else {
            return None;
        };
        // A `bit` field holds `0`/`1` as an integer: Rust's `bool`, as a
        // `bit` template argument is.
        let is_bit = self.records[r]
            .field(&f.to_string())
            .is_some_and(|fl| matches!(fl.ty, super::super::ast::TypeExpr::Bit));
        let span = x.span();
        let lit = match self.field_of(&bound.value, f).ok()? {
            Value::Int(n, _) if is_bit && (n == 0 || n == 1) => {
                return Some(TokenTree::Ident(Ident::new(
                    if n == 1 { "true" } else { "false" },
                    span,
                )));
            }
            Value::Int(n, _) => proc_macro2::Literal::i128_unsuffixed(n),
            Value::Str(s, _) => proc_macro2::Literal::string(&s),
            Value::Bit(b, _) => {
                return Some(TokenTree::Ident(Ident::new(
                    if b { "true" } else { "false" },
                    span,
                )));
            }
            _ => return None,
        };
        let mut lit = lit;
        lit.set_span(span);
        Some(TokenTree::Literal(lit))
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
