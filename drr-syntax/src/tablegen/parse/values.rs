//! Values, types and paths of the record language: `value`, `postfix`,
//! `primary` and what they are made of (template arguments, list and DAG
//! literals, `!`-operators, bracketed Rust code, closures in value
//! positions), and `type` (see the grammar in the module docs of `parse`).

use super::*;

impl Parser<'_> {
    // ------------------------------------------------------------------
    // Types
    // ------------------------------------------------------------------

    pub(super) fn type_expr(&mut self) -> PResult<TypeExpr> {
        let Some(TokenTree::Ident(id)) = self.peek().cloned() else {
            return Err(self.expected(
                "expected a type (`int`, `bit`, `string`, `code`, `dag`, `list<T>` or a class)",
            ));
        };
        let s = id.to_string();
        match s.as_str() {
            "int" => {
                self.pos += 1;
                Ok(TypeExpr::Int)
            }
            "bit" => {
                self.pos += 1;
                Ok(TypeExpr::Bit)
            }
            "string" => {
                self.pos += 1;
                Ok(TypeExpr::String)
            }
            "code" => {
                self.pos += 1;
                Ok(TypeExpr::Code)
            }
            "dag" => {
                self.pos += 1;
                Ok(TypeExpr::Dag)
            }
            "bits" if self.is_punct_at(1, '<') => {
                self.pos += 2;
                let Expr::Int(n, span) = self.int_lit()? else {
                    return Err(self.err("expected a width"));
                };
                self.expect_punct('>', "expected `>` after the width of `bits<N>`")?;
                if !(0..=crate::tablegen::MAX_BITS_WIDTH as i128).contains(&n) {
                    return Err(syn::Error::new(
                        span,
                        format!(
                            "the width of `bits<N>` is 0 to {}, found {n}",
                            crate::tablegen::MAX_BITS_WIDTH
                        ),
                    ));
                }
                Ok(TypeExpr::Bits(n as u32))
            }
            "list" if self.is_punct_at(1, '<') => {
                self.pos += 2;
                self.enter(id.span())?;
                self.depth += 1;
                let inner = self.type_expr();
                self.depth -= 1;
                let inner = inner?;
                self.expect_punct('>', "expected `>` to close `list<…>`")?;
                Ok(TypeExpr::List(Box::new(inner)))
            }
            _ => {
                let path = self.path()?;
                Ok(TypeExpr::Class(Box::new(ClassName {
                    name: path.last().to_string(),
                    ident: path.last().clone(),
                })))
            }
        }
    }

    // ------------------------------------------------------------------
    // Values
    // ------------------------------------------------------------------

    pub(super) fn path(&mut self) -> PResult<Path> {
        let leading_colon = if self.is_path_sep() {
            self.pos += 2;
            true
        } else {
            false
        };
        let first = self.ident("expected a name")?;
        let mut segments = vec![first];
        while self.is_path_sep() && matches!(self.peek_at(2), Some(TokenTree::Ident(_))) {
            self.pos += 2;
            segments.push(self.ident("expected a name after `::`")?);
        }
        Ok(Path {
            segments,
            leading_colon,
        })
    }

    /// `<v, v, …>`: returns the values and the span of the `>`.
    pub(super) fn template_args(&mut self) -> PResult<(Vec<Expr>, Span)> {
        let open = self.expect_punct('<', "expected `<`")?;
        self.enter(open)?;
        self.depth += 1;
        let r = (|| {
            let mut args = Vec::new();
            loop {
                if self.is_punct('>') {
                    let close = self.bump().map_or(self.end, |t| t.span());
                    return Ok((args, close));
                }
                if self.at_end() {
                    return Err(syn::Error::new(
                        open,
                        "unclosed template argument list: expected `>`",
                    ));
                }
                // `name = value` (a named argument; `==` is no operator
                // here).
                if let (Some(TokenTree::Ident(n)), Some(TokenTree::Punct(eq))) =
                    (self.peek().cloned(), self.peek_at(1).cloned())
                    && eq.as_char() == '='
                    && eq.spacing() == proc_macro2::Spacing::Alone
                {
                    self.pos += 2;
                    let v = self.value()?;
                    args.push(Expr::Named(n, Box::new(v)));
                } else {
                    args.push(self.value()?);
                }
                if self.is_punct(',') {
                    self.pos += 1;
                } else if !self.is_punct('>') {
                    // The next statement (or the end of the block) right
                    // after an argument: the `>` is missing after it, so
                    // the error goes there, not on the next record.
                    let next_stmt = self.at_end()
                        || matches!(self.peek(), Some(TokenTree::Ident(i))
                            if STMT_KEYWORDS.iter().any(|k| i == k))
                        || matches!(self.peek(), Some(TokenTree::Group(g))
                            if g.delimiter() == Delimiter::Brace);
                    if next_stmt && let Some(last) = self.toks.get(self.pos - 1) {
                        return Err(syn::Error::new(
                            last.span(),
                            format!(
                                "expected `>` after this argument: the template argument list is not closed, found {}",
                                self.peek()
                                    .map_or_else(|| "the end of the input".to_string(), describe)
                            ),
                        ));
                    }
                    return Err(self.expected("expected `,` or `>` in the template arguments"));
                }
            }
        })();
        self.depth -= 1;
        r
    }

    /// Values separated by commas up to the end of the group (a trailing
    /// comma is allowed): the template arguments of `pat!` / `pattern!`.
    pub(crate) fn comma_values(&mut self) -> PResult<Vec<Expr>> {
        let mut out = Vec::new();
        while !self.at_end() {
            out.push(self.value()?);
            if self.is_punct(',') {
                self.pos += 1;
            } else if !self.at_end() {
                return Err(self.expected("expected `,` between the pattern's parameters"));
            }
        }
        Ok(out)
    }

    /// A value: postfix expressions joined by `#` (paste) or `...` (range).
    pub(crate) fn value(&mut self) -> PResult<Expr> {
        let mut v = self.postfix()?;
        let mut links = 0;
        loop {
            if self.is_punct('#') || self.is_ellipsis() {
                // Each link nests the expression one level deeper (`a # b #
                // c` is `(a # b) # c`), and evaluating, rendering and
                // dropping it recurse as deep.
                links += 1;
                self.chain_link(links, "`#` pastes")?;
            }
            if self.is_punct('#') {
                let span = self.span_here();
                self.pos += 1;
                // A trailing `#` of a record's name pastes nothing
                // (TableGen's `def _#NAME# : …`).
                if (self.is_punct(':') && !self.is_path_sep())
                    || self.group(Delimiter::Brace).is_some()
                {
                    return Ok(v);
                }
                // Before `;` it pastes an empty string onto a value that
                // is no list, as TableGen does (`let summary = "… to " #
                // largeT.name #;`, ROCDL): `3 #` is `"3"`, `[3] #` is `[3]`.
                if self.is_punct(';') {
                    return Ok(Expr::TrailingPaste(Box::new(v), span));
                }
                if self.at_end() || self.is_punct(',') || self.is_punct('>') {
                    return Err(syn::Error::new(span, "expected a value after `#`"));
                }
                let rhs = self.postfix()?;
                v = Expr::Paste(Box::new(v), Box::new(rhs), span);
            } else if self.is_ellipsis() {
                let span = self.span_here();
                self.pos += 3;
                let rhs = self.postfix()?;
                v = Expr::Range(Box::new(v), Box::new(rhs), span);
            } else {
                return Ok(v);
            }
        }
    }

    pub(super) fn postfix(&mut self) -> PResult<Expr> {
        let mut v = self.primary()?;
        let mut links = 0;
        loop {
            if self.is_punct('.')
                || self.group(Delimiter::Bracket).is_some()
                || self.group(Delimiter::Brace).is_some()
            {
                links += 1;
                self.chain_link(links, "field accesses, indexes and bit slices")?;
            }
            let indexable = matches!(
                v,
                Expr::Name(_)
                    | Expr::Index(..)
                    | Expr::Field(..)
                    | Expr::Instance(..)
                    | Expr::Bang(_)
                    | Expr::List(..)
                    | Expr::EmptyList(_)
                    | Expr::UnsetList(..)
            );
            if self.is_punct('.')
                && !self.is_punct_at(1, '.')
                && matches!(self.peek_at(1), Some(TokenTree::Ident(_)))
            {
                self.pos += 1;
                let f = self.ident("expected a field name after `.`")?;
                v = Expr::Field(Box::new(v), f);
            } else if indexable && let Some(g) = self.group(Delimiter::Bracket) {
                self.pos += 1;
                self.enter(g.span())?;
                let mut p = self.sub(&g);
                // `l[i]` is an element; `l[i,]`, `l[a...b]`, `l[i, j…]`
                // and an index that is a list of integers make a slice
                // (an index evaluating to a list, see `Eval::expr`).
                let mut items = Vec::new();
                let mut trailing_comma = false;
                while !p.at_end() {
                    let a = p.value()?;
                    // The deprecated `a-b` range (`1-2` is read as `1`, `-`, `2`).
                    let item = if p.is_punct('-')
                        && (matches!(p.peek_at(1), Some(TokenTree::Literal(_)))
                            || p.is_punct_at(1, '+'))
                    {
                        p.pos += 1;
                        let b = p.int_lit()?;
                        let span = a.span();
                        Expr::Range(Box::new(a), Box::new(b), span)
                    } else {
                        a
                    };
                    items.push(item);
                    trailing_comma = p.is_punct(',');
                    if trailing_comma {
                        p.pos += 1;
                    } else if !p.at_end() {
                        return Err(p.expected("expected `,` or `]` in the index"));
                    }
                }
                let idx = match items.len() {
                    0 => return Err(syn::Error::new(g.span(), "expected an index in `[…]`")),
                    1 if !trailing_comma => items.pop().expect("one item"),
                    _ => Expr::List(items, g.span()),
                };
                v = Expr::Index(Box::new(v), Box::new(idx), g.span());
            } else if indexable
                && let Some(g) = self.group(Delimiter::Brace)
                && bits::is_positions(&g)
            {
                self.pos += 1;
                let positions = self.bit_positions(&g)?;
                v = Expr::Bits(Box::new(BitsExpr::Slice(v, positions, g.span())));
            } else {
                return Ok(v);
            }
        }
    }

    pub(super) fn primary(&mut self) -> PResult<Expr> {
        let Some(t) = self.peek().cloned() else {
            return Err(self.expected("expected a value"));
        };
        match &t {
            TokenTree::Punct(p) => match p.as_char() {
                '?' => {
                    self.pos += 1;
                    Ok(Expr::Unset(p.span()))
                }
                '-' => {
                    if let Some(TokenTree::Literal(l)) = self.peek_at(1).cloned() {
                        literals::check(&l, Some('-'))?;
                        self.pos += 2;
                        return match syn::Lit::new(l.clone()) {
                            syn::Lit::Int(i) if i.suffix().is_empty() => {
                                let v = i.base10_parse::<i128>()?;
                                Ok(Expr::Int(-v, p.span()))
                            }
                            syn::Lit::Float(f) => {
                                let v = f.base10_parse::<f64>()?;
                                Ok(Expr::Float(-v, p.span(), quote::quote!(#p #f)))
                            }
                            _ => Err(syn::Error::new(l.span(), "expected a number after `-`")),
                        };
                    }
                    Err(self.expected("expected a value"))
                }
                // TableGen's `+5` (an integer with its sign written).
                '+' if matches!(self.peek_at(1), Some(TokenTree::Literal(_))) => self.int_lit(),
                '!' => self.bang(),
                '|' => self.closure(),
                ':' if self.is_path_sep() => self.name_or_instance(),
                '$' => {
                    // Spans `$name`, both tokens, when a name follows.
                    let mut toks = vec![t.clone()];
                    if let Some(n @ TokenTree::Ident(_)) = self.peek_at(1) {
                        toks.push(n.clone());
                    }
                    Err(syn::Error::new_spanned(
                        toks.into_iter().collect::<proc_macro2::TokenStream>(),
                        "`$name` binds a DAG argument: it can only appear inside a DAG \
                         `(op $name)`; a result replacing the matched op with a bound value \
                         is `(replaceWithValue $name)`",
                    ))
                }
                '#' => Err(syn::Error::new(
                    p.span(),
                    "expected a value before `#` (the paste operator joins two values: `a # b`)",
                )),
                _ => Err(self.expected("expected a value")),
            },
            TokenTree::Literal(l) => {
                literals::check(l, None)?;
                // `0b0110` is TableGen's bits value of as many bits as
                // digits (`bits<8> x = 0b101;` is an error, `!repr` shows
                // `{ 1, 0, 1 }`); as an `int` it is its value.
                if let Some(bits) = self.binary_literal() {
                    return Ok(bits);
                }
                let span = l.span();
                match syn::Lit::new(l.clone()) {
                    // TableGen reads digits followed by a letter as a
                    // name (`1DTensorOf`); Rust reads an integer with a
                    // suffix.
                    syn::Lit::Int(i) if !i.suffix().is_empty() => {
                        self.pos += 1;
                        let (path, args, _) = self.digit_name(&i, span)?;
                        Ok(Expr::Instance(path, args, span))
                    }
                    syn::Lit::Int(i) => {
                        self.pos += 1;
                        Ok(Expr::Int(i.base10_parse::<i128>()?, span))
                    }
                    syn::Lit::Float(f) => {
                        self.pos += 1;
                        Ok(Expr::Float(
                            f.base10_parse::<f64>()?,
                            span,
                            quote::quote!(#f),
                        ))
                    }
                    syn::Lit::Str(s) => {
                        self.pos += 1;
                        let mut text = s.value();
                        // Adjacent string literals are concatenated.
                        while let Some(TokenTree::Literal(next)) = self.peek()
                            && let syn::Lit::Str(s2) = syn::Lit::new(next.clone())
                        {
                            literals::check(next, None)?;
                            text.push_str(&s2.value());
                            self.pos += 1;
                        }
                        Ok(Expr::Str(text, span))
                    }
                    _ => Err(syn::Error::new(
                        span,
                        "unexpected literal: expected a string, an integer, or a value",
                    )),
                }
            }
            TokenTree::Ident(i) => {
                let s = i.to_string();
                match s.as_str() {
                    "true" | "false" => {
                        self.pos += 1;
                        Ok(Expr::Bool(s == "true", i.span()))
                    }
                    "move" if self.is_punct_at(1, '|') => self.closure(),
                    _ => self.name_or_instance(),
                }
            }
            TokenTree::Group(g) => match g.delimiter() {
                Delimiter::Parenthesis => {
                    self.pos += 1;
                    self.enter(g.span())?;
                    let mut p = self.sub(g);
                    let d = p.dag(g.span())?;
                    Ok(Expr::Dag(Box::new(d)))
                }
                Delimiter::Bracket => {
                    self.pos += 1;
                    self.list_literal(g)
                }
                Delimiter::Brace => {
                    self.pos += 1;
                    if let Some(bits) = self.bits_init(g) {
                        return bits;
                    }
                    Ok(Expr::Code(Code {
                        kind: CodeKind::Block,
                        tokens: g.stream(),
                        span: g.span(),
                    }))
                }
                Delimiter::None => {
                    self.pos += 1;
                    self.enter(g.span())?;
                    let mut p = self.sub(g);
                    let v = p.value()?;
                    if !p.at_end() {
                        return Err(p.expected("unexpected token in a macro fragment"));
                    }
                    Ok(v)
                }
            },
        }
    }

    /// A TableGen name that starts with digits (Rust's integer literal
    /// `i` with a suffix). ODS's `0DTensorOf<[…]>` … `4DTensorOf<[…]>`
    /// (`CommonTypeConstraints.td`: `TensorRankOf<[…], [N]>`) are read as
    /// that; any other such name cannot be a Rust identifier, so it is an
    /// error (not an integer: the suffix would be lost).
    /// Returns the class, its arguments and the span of the closing `>`.
    pub(super) fn digit_name(
        &mut self,
        i: &syn::LitInt,
        span: Span,
    ) -> PResult<(Path, Vec<Expr>, Span)> {
        let name = format!("{}{}", i.base10_digits(), i.suffix());
        if let Some(rank) = name.strip_suffix("DTensorOf")
            && let Ok(rank) = rank.parse::<i128>()
            && (0..=4).contains(&rank)
            && self.is_punct('<')
        {
            let (mut args, close) = self.template_args()?;
            if args.len() != 1 {
                return Err(syn::Error::new(
                    span,
                    format!("`{name}` takes one template argument, the list of element types"),
                ));
            }
            args.push(Expr::List(vec![Expr::Int(rank, span)], span));
            let path = Path::ident(Ident::new("TensorRankOf", span));
            return Ok((path, args, close));
        }
        Err(syn::Error::new(
            span,
            format!(
                "`{name}`: a name starting with a digit cannot be written in Rust tokens (Rust reads it as a number); rename the record (ODS's `0DTensorOf` … `4DTensorOf` are understood)"
            ),
        ))
    }

    pub(super) fn name_or_instance(&mut self) -> PResult<Expr> {
        let path = self.path()?;
        if self.is_punct('<') {
            let span = path.span();
            let (args, _) = self.template_args()?;
            return Ok(Expr::Instance(path, args, span));
        }
        Ok(Expr::Name(path))
    }

    /// A `[…]` literal and its optional `<Type>`: the element type of a
    /// list literal (needed by TableGen for `[]`); values carry their own
    /// kinds here, so it is read and dropped, and `[]<Type>` is an empty
    /// list that needs no expected type (see `list_types`). Not inlined:
    /// the caller recurses once per nesting level.
    #[inline(never)]
    pub(super) fn list_literal(&mut self, g: &Group) -> PResult<Expr> {
        let mut list = self.bracket(g)?;
        if matches!(
            list,
            Expr::List(..) | Expr::EmptyList(_) | Expr::UnsetList(..)
        ) && self.is_punct('<')
        {
            self.pos += 1;
            self.type_expr()?;
            self.expect_punct('>', "expected `>` after the element type of the list")?;
            match list {
                Expr::EmptyList(s) => list = Expr::List(Vec::new(), s),
                Expr::UnsetList(n, s) => list = Expr::List(vec![Expr::Unset(s); n], s),
                _ => {}
            }
        }
        Ok(list)
    }

    /// `[…]`: a list, `[{ code }]` or `[fn …]`.
    pub(super) fn bracket(&mut self, g: &Group) -> PResult<Expr> {
        let inner: Vec<TokenTree> = g.stream().into_iter().collect();
        if let [TokenTree::Group(b)] = inner.as_slice()
            && b.delimiter() == Delimiter::Brace
        {
            return Ok(Expr::Code(Code {
                kind: CodeKind::Block,
                tokens: b.stream(),
                span: g.span(),
            }));
        }
        // (Doc comments before list items are comments; before `fn` items
        // they are the fns' docs.)
        let first = strip_doc_attrs(inner.clone()).into_iter().next();
        if matches!(&first, Some(TokenTree::Ident(i)) if i == "fn" || i == "pub")
            || matches!(&first, Some(TokenTree::Punct(p)) if p.as_char() == '#')
        {
            return Ok(Expr::Code(Code {
                kind: CodeKind::Fns,
                tokens: g.stream(),
                span: g.span(),
            }));
        }
        self.enter(g.span())?;
        let mut p = self.sub(g);
        let mut items = Vec::new();
        while !p.at_end() {
            items.push(p.value()?);
            if p.is_punct(',') {
                p.pos += 1;
            } else if !p.at_end() {
                return Err(p.expected("expected `,` or `]` in the list"));
            }
        }
        if items.is_empty() {
            return Ok(Expr::EmptyList(g.span()));
        }
        // Only `?`s: no element type either (TableGen's "No type for list").
        if items.iter().all(|i| matches!(i, Expr::Unset(_))) {
            return Ok(Expr::UnsetList(items.len(), g.span()));
        }
        Ok(Expr::List(items, g.span()))
    }

    /// The contents of `( … )`: a DAG.
    pub(super) fn dag(&mut self, span: Span) -> PResult<Dag> {
        if self.at_end() {
            return Err(syn::Error::new(
                span,
                "expected an operator in this DAG (an op, a NativeCodeCall, a constraint or a directive)",
            ));
        }
        if self.is_punct('$') {
            return Err(self.err(
                "expected the DAG's operator before its arguments (`(Op $x)`); a bare `$x` is not a DAG",
            ));
        }
        let op = self.value()?;
        let op_name = self.opt_var_name()?;
        if self.is_punct(',') {
            self.pos += 1;
        }
        let mut args = Vec::new();
        while !self.at_end() {
            if self.is_punct('$') {
                let name = self.var_name()?;
                args.push((Expr::Unset(name.dollar), Some(name)));
            } else {
                let v = self.value()?;
                let name = self.opt_var_name()?;
                args.push((v, name));
            }
            if self.is_punct(',') {
                self.pos += 1;
            }
        }
        Ok(Dag {
            op,
            op_name,
            args,
            span,
        })
    }

    /// `:$name` (optional).
    pub(super) fn opt_var_name(&mut self) -> PResult<Option<VarName>> {
        if self.is_punct(':') && !self.is_path_sep() {
            self.pos += 1;
            if !self.is_punct('$') {
                return Err(self.expected("expected `$name` after `:`"));
            }
            return self.var_name().map(Some);
        }
        Ok(None)
    }

    pub(super) fn var_name(&mut self) -> PResult<VarName> {
        let dollar = self.expect_punct('$', "expected `$name`")?;
        match self.peek() {
            Some(TokenTree::Ident(i)) => {
                let ident = i.clone();
                self.pos += 1;
                Ok(VarName { ident, dollar })
            }
            Some(TokenTree::Literal(l)) if matches!(syn::Lit::new(l.clone()), syn::Lit::Int(_)) => {
                Err(syn::Error::new(
                    l.span(),
                    "expected a symbol name after `$`: positional placeholders like `$0` belong in NativeCodeCall bodies, which are Rust closures here",
                ))
            }
            Some(t) => Err(syn::Error::new(
                dollar,
                format!(
                    "expected a name after `$` (such as `$input`), found {}",
                    describe(t)
                ),
            )),
            None => Err(syn::Error::new(
                dollar,
                "expected a name after `$` (such as `$input`)",
            )),
        }
    }

    /// `!name<T>(args)`.
    pub(super) fn bang(&mut self) -> PResult<Expr> {
        let span = self.span_here();
        self.pos += 1;
        let name = self.ident("expected an operator name after `!` (such as `!strconcat`)")?;
        let ty = if self.is_punct('<') {
            self.pos += 1;
            let t = self.type_expr()?;
            self.expect_punct('>', "expected `>` after the type")?;
            Some(t)
        } else {
            None
        };
        let Some(g) = self.group(Delimiter::Parenthesis) else {
            return Err(self.expected(&format!("expected `(` after `!{name}`")));
        };
        self.pos += 1;
        self.enter(g.span())?;
        let mut p = self.sub(&g);
        let mut args = Vec::new();
        let cond = name == "cond";
        while !p.at_end() {
            args.push(p.value()?);
            // `!cond(c1: v1, c2: v2, …)`: conditions and values alternate.
            if cond {
                if !p.is_punct(':') {
                    return Err(
                        p.expected("expected `:` and a value after the condition of `!cond`")
                    );
                }
                p.pos += 1;
                args.push(p.value()?);
            }
            if p.is_punct(',') {
                p.pos += 1;
            } else if !p.at_end() {
                return Err(p.expected(&format!(
                    "expected `,` or `)` in the arguments of `!{name}`"
                )));
            }
        }
        if cond && args.is_empty() {
            return Err(syn::Error::new(
                name.span(),
                "`!cond` needs at least one case: `!cond(condition: value, …)`",
            ));
        }
        Ok(Expr::Bang(Box::new(Bang {
            name,
            ty,
            args,
            span,
        })))
    }

    /// A Rust closure: the longest run of tokens ending before a top-level
    /// `,`, `>`, `;` or the end of the group that parses as one.
    pub(super) fn closure(&mut self) -> PResult<Expr> {
        let start = self.pos;
        let span = self.span_here();
        let limit = self.toks[start..]
            .iter()
            .position(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ';'))
            .map_or(self.toks.len(), |i| start + i);
        let mut ends: Vec<usize> = Vec::new();
        for i in start + 1..limit {
            if let TokenTree::Punct(p) = &self.toks[i] {
                let c = p.as_char();
                let is_end = match c {
                    ',' => true,
                    '>' => {
                        let arrow = matches!(self.toks.get(i - 1), Some(TokenTree::Punct(q))
                            if (q.as_char() == '-' || q.as_char() == '=') && q.spacing() == Spacing::Joint);
                        let ge = p.spacing() == Spacing::Joint
                            && matches!(self.toks.get(i + 1), Some(TokenTree::Punct(q)) if q.as_char() == '=');
                        !arrow && !ge
                    }
                    _ => false,
                };
                if is_end {
                    ends.push(i);
                    if ends.len() >= 64 {
                        break;
                    }
                }
            }
        }
        if ends.len() < 64 {
            ends.push(limit);
        }
        let mut first_err = None;
        for &end in ends.iter().rev() {
            let prefix: TokenStream = self.toks[start..end].iter().cloned().collect();
            match syn::parse2::<syn::ExprClosure>(prefix) {
                Ok(_) => {
                    let tokens: TokenStream = self.toks[start..end].iter().cloned().collect();
                    self.pos = end;
                    return Ok(Expr::Code(Code {
                        kind: CodeKind::Closure,
                        tokens,
                        span,
                    }));
                }
                Err(e) => {
                    if first_err.is_none() {
                        first_err = Some(e);
                    }
                }
            }
        }
        let err = first_err.unwrap_or_else(|| syn::Error::new(span, "expected a Rust closure"));
        Err(self
            .keyword_param_hint(&self.toks[start..limit])
            .unwrap_or(err))
    }

    /// For a Rust body that does not parse: a template argument named
    /// with a Rust keyword (`class C<code type>`, which TableGen allows) used
    /// in it, with what to write instead (`r#type`, Rust's raw identifier,
    /// is that argument).
    pub(super) fn keyword_param_hint(&self, toks: &[TokenTree]) -> Option<syn::Error> {
        for t in toks {
            match t {
                TokenTree::Ident(i)
                    if self.params.iter().any(|p| *i == p)
                        && syn::parse2::<syn::Ident>(TokenTree::Ident(i.clone()).into())
                            .is_err() =>
                {
                    return Some(syn::Error::new(
                        i.span(),
                        format!(
                            "the template argument `{i}` is a Rust keyword: in Rust code write it `r#{i}`"
                        ),
                    ));
                }
                TokenTree::Group(g) => {
                    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                    if let Some(e) = self.keyword_param_hint(&inner) {
                        return Some(e);
                    }
                }
                _ => {}
            }
        }
        None
    }
}
