//! Converting an evaluated value into the tokens `pat!` parses, each token
//! at the span of what it was written as (so errors point at the record's
//! text). Depth is bounded by `MAX_NESTING`, as for ODS values.

use super::*;

impl Render<'_, '_> {
    /// The tokens of `v` in a pattern.
    pub fn tokens(&mut self, v: &Value) -> EResult<TokenStream> {
        if self.depth > 2 * MAX_NESTING {
            return err(v.span(), "value nested too deeply");
        }
        self.depth += 1;
        let r = self.tokens_inner(v);
        self.depth -= 1;
        r
    }

    fn tokens_inner(&mut self, v: &Value) -> EResult<TokenStream> {
        Ok(match v {
            Value::Unset(s) | Value::BitRef(_, _, s) => {
                return err(*s, "expected a value, found `?` (unset)");
            }
            Value::Bit(b, s) => {
                Ident::new(if *b { "true" } else { "false" }, *s).into_token_stream()
            }
            Value::Int(i, s) => int_tokens(*i, *s),
            Value::Float(_, _, t) => t.clone(),
            Value::Str(t, s) => LitStr::new(t, *s).into_token_stream(),
            Value::Code(c) => code::tokens(c)?,
            Value::List(items, s) => {
                let mut inner = TokenStream::new();
                for (i, it) in items.iter().enumerate() {
                    if i > 0 {
                        inner.extend([comma(*s)]);
                    }
                    inner.extend(self.tokens(it)?);
                }
                group(Delimiter::Bracket, inner, *s)
            }
            Value::Dag(d) => {
                let mut inner = self.tokens(&d.op)?;
                if let Some(n) = &d.op_name {
                    inner.extend(var_tokens(n, true));
                }
                // A NativeCodeCall record ending in DRR's `$N...` range
                // takes the arguments from the range on as one `(variadic
                // …)` argument, as an inline NativeCodeCall takes them
                // (TensorFlow's `ArgumentList $x, $y, $z`).
                // One argument is the range already (a value, a value
                // range or a `(variadic …)`), as before.
                let range = self
                    .range_start(&d.op)
                    .filter(|&f| d.args.len() >= f && d.args.len() != f + 1);
                let fixed = range.unwrap_or(d.args.len());
                for (a, n) in &d.args[..fixed] {
                    inner.extend([comma(d.span)]);
                    inner.extend(self.dag_arg(a, n)?);
                }
                if range.is_some() {
                    let mut rest = Ident::new("variadic", d.span).into_token_stream();
                    for (i, (a, n)) in d.args[fixed..].iter().enumerate() {
                        if i > 0 {
                            rest.extend([comma(d.span)]);
                        }
                        rest.extend(self.dag_arg(a, n)?);
                    }
                    inner.extend([comma(d.span)]);
                    inner.extend(group(Delimiter::Parenthesis, rest, d.span));
                }
                group(Delimiter::Parenthesis, inner, d.span)
            }
            Value::Rec(r, s) => {
                if let Some(id) = self.hoist_interface(*r, *s)? {
                    return Ok(id.into_token_stream());
                }
                let rec = &self.ev.records[*r];
                if let Some(n) = &rec.name {
                    let mut n = n.clone();
                    n.set_span(*s);
                    return Ok(n.into_token_stream());
                }
                // A case of another block's enum read from its
                // `enumerants`: the case by its enum and symbol.
                if let Some(owner) = self.ev.enumerant_owner.get(r)
                    && let Some(Value::Str(sym, _)) =
                        rec.builtins.last().and_then(|b| b.args.first())
                {
                    let owner = Ident::new(owner, *s);
                    let sym = syn::LitStr::new(sym, *s);
                    return Ok(quote::quote_spanned!(*s=> ConstantEnumCase<#owner, #sym>));
                }
                let Some(k) = rec.kind().cloned() else {
                    return err(
                        *s,
                        "this record has no meaning in a pattern (it derives from no DRR class)",
                    );
                };
                let user = matches!(rec.instance_of, Some((ClassKey::User(_), _, _)));
                match k.class {
                    b if b.is_native() && !user => {
                        let mut inner = Ident::new(b.name(), *s).into_token_stream();
                        let mut targs = TokenStream::new();
                        match k.args.first() {
                            Some(Value::Code(c)) => {
                                targs.extend(code::opaque(code::tokens(c)?, c.span))
                            }
                            Some(Value::Str(_, sp)) => {
                                return err(
                                    *sp,
                                    format!(
                                        "a `{}` body is Rust here: write a closure (`|…| …`) or a function path instead of a C++ string",
                                        b.name()
                                    ),
                                );
                            }
                            Some(other) => targs.extend(self.tokens(other)?),
                            None => return err(k.end, format!("`{}` needs a body", b.name())),
                        }
                        for a in k.args.iter().skip(1) {
                            targs.extend([comma(*s)]);
                            targs.extend(self.tokens(a)?);
                        }
                        inner.extend(angle(targs, *s, k.end));
                        inner
                    }
                    Builtin::Constraint if !user => {
                        let Some(p) = k.args.first() else {
                            return err(k.end, "`Constraint` needs a predicate");
                        };
                        let pt = pred::compile(self.ev, p)?;
                        let mut targs = code::opaque(pt, p.span());
                        if let Some(s2) = k.args.get(1) {
                            targs.extend([comma(*s)]);
                            targs.extend(self.tokens(s2)?);
                        }
                        let mut inner = Ident::new("Constraint", *s).into_token_stream();
                        inner.extend(angle(targs, *s, k.end));
                        inner
                    }
                    b if b.is_constraint() || b.is_native() => {
                        self.hoist(*r, *s)?.into_token_stream()
                    }
                    b if b.is_pred() => {
                        return err(
                            *s,
                            "a predicate (`CPred`, `And`, …) cannot be used here: wrap it in `Constraint<…>`",
                        );
                    }
                    Builtin::Pat | Builtin::Pattern => {
                        // Most often `pat!(Pat<…>)`: the macro takes the
                        // template arguments themselves.
                        return err(
                            *s,
                            format!(
                                "a `{}` record cannot be used here: `pat!` / `pattern!` take what goes between `{0}<` and `>` (`pat!((SrcOp $x), (DstOp $x))`), and a `def Name : {0}<…>;` record goes in `patterns!`",
                                k.class.name()
                            ),
                        );
                    }
                    Builtin::Op | Builtin::Dialect => {
                        return err(
                            *s,
                            format!("a `{}` record cannot be used here", k.class.name()),
                        );
                    }
                    b => {
                        let mut targs = TokenStream::new();
                        for (i, a) in k.args.iter().enumerate() {
                            if i > 0 {
                                targs.extend([comma(*s)]);
                            }
                            targs.extend(self.tokens(a)?);
                        }
                        let mut inner = Ident::new(b.name(), *s).into_token_stream();
                        inner.extend(angle(targs, *s, k.end));
                        inner
                    }
                }
            }
            Value::Ext(x) => {
                let mut out = x.path.tokens();
                if let Some(args) = &x.args {
                    // As in `ods!` (see `ods_value`): a predicate in the
                    // predicate list of a library type class
                    // (`ConfinedType<AnyInteger, [BitwidthGreaterThan<32>]>`,
                    // XLS's arith patterns) is a hoisted
                    // `TypeConstraint<pred, "">`; patterns have no item for
                    // a predicate record, named or not.
                    let type_class = is_lib_type_class(x);
                    let mut targs = TokenStream::new();
                    for (i, a) in args.iter().enumerate() {
                        if i > 0 {
                            targs.extend([comma(x.span)]);
                        }
                        match a {
                            Value::List(items, s) if type_class => {
                                let mut list = TokenStream::new();
                                for (j, it) in items.iter().enumerate() {
                                    if j > 0 {
                                        list.extend([comma(*s)]);
                                    }
                                    match it {
                                        Value::Rec(r, at) if self.is_pred(*r) => {
                                            let id = self.hoist_pred(it, *at)?;
                                            list.extend(id.into_token_stream());
                                        }
                                        _ => list.extend(self.tokens(it)?),
                                    }
                                }
                                targs.extend(group(Delimiter::Bracket, list, *s));
                            }
                            _ => targs.extend(self.tokens(a)?),
                        }
                    }
                    out.extend(angle(targs, x.span, x.span));
                }
                out
            }
        })
    }
}

impl Render<'_, '_> {
    /// The tokens of a DAG argument and its name.
    fn dag_arg(
        &mut self,
        a: &Value,
        n: &Option<crate::tablegen::ast::VarName>,
    ) -> EResult<TokenStream> {
        Ok(match (a, n) {
            (Value::Unset(_), Some(n)) => var_tokens(n, false),
            (a, n) => {
                let mut out = self.tokens(a)?;
                if let Some(n) = n {
                    out.extend(var_tokens(n, true));
                }
                out
            }
        })
    }

    /// If `op` is a NativeCodeCall record of the block (a `def` or a class
    /// instance) whose closure's last parameter is a slice of values
    /// (`rest: &[Value]`, DRR's `$N...`), the number of DAG arguments
    /// before the range. (`(variadic …)` gathers values only: a range of
    /// other elements is left to the arity check.)
    fn range_start(&self, op: &Value) -> Option<usize> {
        let Value::Rec(r, _) = op else {
            return None;
        };
        let rec = &self.ev.records[*r];
        let k = rec.kind()?;
        // An inline `NativeCodeCall<…>` gathers its range itself.
        let user = matches!(rec.instance_of, Some((ClassKey::User(_), _, _)));
        if !k.class.is_native() || (rec.name.is_none() && !user) {
            return None;
        }
        let Value::Code(c) = k.args.first()? else {
            return None;
        };
        if c.kind != CodeKind::Closure {
            return None;
        }
        let closure = code::closure(c).ok()?;
        let kinds = crate::native::param_kinds(&closure.inputs);
        let values = matches!(kinds.last(), Some(crate::native::ParamKind::Rest(e))
            if matches!(&**e, syn::Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Value")));
        values.then(|| {
            kinds
                .iter()
                .filter(|k| matches!(k, crate::native::ParamKind::Arg))
                .count()
        })
    }
}

pub(super) fn int_tokens(i: i128, s: Span) -> TokenStream {
    let mut lit = proc_macro2::Literal::u128_unsuffixed(i.unsigned_abs());
    lit.set_span(s);
    let mut out = TokenStream::new();
    if i < 0 {
        let mut m = Punct::new('-', Spacing::Alone);
        m.set_span(s);
        out.extend([TokenTree::Punct(m)]);
    }
    out.extend([TokenTree::Literal(lit)]);
    out
}

fn comma(s: Span) -> TokenTree {
    let mut p = Punct::new(',', Spacing::Alone);
    p.set_span(s);
    TokenTree::Punct(p)
}

fn group(d: Delimiter, inner: TokenStream, s: Span) -> TokenStream {
    let mut g = Group::new(d, inner);
    g.set_span(s);
    TokenTree::Group(g).into()
}

fn angle(inner: TokenStream, open: Span, close: Span) -> TokenStream {
    let mut lt = Punct::new('<', Spacing::Alone);
    lt.set_span(open);
    let mut gt = Punct::new('>', Spacing::Alone);
    gt.set_span(close);
    let mut out: TokenStream = TokenTree::Punct(lt).into();
    out.extend(inner);
    out.extend([TokenTree::Punct(gt)]);
    out
}

/// `$name` (with a leading `:` when `colon`).
fn var_tokens(n: &crate::tablegen::ast::VarName, colon: bool) -> TokenStream {
    let mut out = TokenStream::new();
    if colon {
        let mut c = Punct::new(':', Spacing::Alone);
        c.set_span(n.dollar);
        out.extend([TokenTree::Punct(c)]);
    }
    let mut d = Punct::new('$', Spacing::Alone);
    d.set_span(n.dollar);
    out.extend([TokenTree::Punct(d), TokenTree::Ident(n.ident.clone())]);
    out
}
