//! Parsing `pat!` / `pattern!` bodies into the [`ast`](super::ast).
//!
//! Grammar (DRR's TableGen DAG syntax in Rust tokens):
//!
//! ```text
//! pat!     := source "," result      ["," constraints ["," (supplemental | benefit) ["," benefit]]] [","]
//! pattern! := source "," "[" dag,* "]" ["," constraints ["," (supplemental | benefit) ["," benefit]]] [","]
//! source   := dag | "[" dag ("," dag)* "]"       (a list: a multi-root pattern)
//! constraints  := "[" ( "(" constraint [":" symbol] [","] symbol ([","] symbol)* ")" ),* "]"
//! supplemental := "[" dag,* "]"
//! benefit      := "(" "addBenefit" ["-"] INT ")"
//! dag      := "(" operator [":" symbol] [","] (arg [","])* ")"
//! operator := directive | "NativeCodeCall" "<" expr ["," INT] ">" | "NativeCodeCallVoid" "<" expr ">"
//!           | "Constraint" "<" expr ["," STRING] ">" | template_ref
//! arg      := symbol | leaf_head [":" symbol] | dag | STRING | ["-"] INT | "{" rust_expr "}"
//!           | "(" "returnType" … ")" ":" symbol        (an argument of a built block)
//! leaf_head:= "NativeCodeCall" "<" … ">" | template_ref
//! template_ref := ["::"] IDENT ("::" IDENT)* ["<" (template_arg),* ">"]
//! template_arg := template_ref | "[" template_arg,* "]" | STRING | ["-"] INT | FLOAT | BOOL | "{" rust_expr "}"
//! symbol   := "$" IDENT        ($_  $x  $x__N  $r#in)
//! ```
//!
//! Commas between DAG arguments are optional (the manual writes
//! `(AOp (BOp:$b_result) $attr)`), and a comma after the operator is
//! accepted (the manual writes `(ThreeResultOp:$results__2, ...)`).
//!
//! The Rust expression inside `NativeCodeCall<…>` / `Constraint<…>` ends at
//! the `>` that balances the opening `<` (counting `<`/`>` pairs, ignoring
//! `->`, `=>`, `<=`, `>=`); a trailing `, N` (an integer literal) is the
//! number of results, a trailing `, "text"` the constraint's summary.
//! Comparisons and shifts must therefore be written inside parentheses or
//! braces: `NativeCodeCall<|x| (x < 3)>`.
//!
//! Recovery: top-level parameters and list elements are split at commas
//! and every parenthesized DAG is parsed on its own, so independent syntax
//! errors in different DAGs are all reported. The parser never panics.

use proc_macro2::{Delimiter, Group, Punct, Spacing, Span, TokenStream, TokenTree};
use syn::buffer::Cursor;
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream, Parser};
use syn::{Ident, LitStr, Token};

use super::Errors;
use super::ast::*;

/// Parses the body of `pat!(…)`.
pub fn parse_pat(input: TokenStream) -> syn::Result<PatternDef> {
    syn::parse2::<PatInput>(input).map(|p| p.0)
}

/// Parses the body of `pattern!(…)`.
pub fn parse_pattern(input: TokenStream) -> syn::Result<PatternDef> {
    syn::parse2::<PatternInput>(input).map(|p| p.0)
}

/// The body of `pat!(…)`, as a [`syn::parse::Parse`] type.
#[derive(Debug)]
pub struct PatInput(pub PatternDef);

/// The body of `pattern!(…)`, as a [`syn::parse::Parse`] type.
#[derive(Debug)]
pub struct PatternInput(pub PatternDef);

impl Parse for PatInput {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        parse_def(input, PatternKind::Pat).map(PatInput)
    }
}

impl Parse for PatternInput {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        parse_def(input, PatternKind::Pattern).map(PatternInput)
    }
}

fn parse_def(input: ParseStream, kind: PatternKind) -> syn::Result<PatternDef> {
    let tokens: TokenStream = input.parse()?;
    let cx = Errors::new();
    let def = P {
        cx: &cx,
        depth: std::cell::Cell::new(0),
    }
    .params(tokens, kind);
    cx.finish(def)
}

/// The parser: a handle on the error sink and the DAG nesting depth.
struct P<'a> {
    cx: &'a Errors,
    depth: std::cell::Cell<usize>,
}

/// A top-level parameter or list element: the tokens between commas.
struct Chunk {
    tokens: Vec<TokenTree>,
}

/// What each top-level parameter position expects (for messages).
fn param_name(kind: PatternKind, index: usize) -> &'static str {
    match (kind, index) {
        (_, 0) => "the source pattern `(op …)`",
        (PatternKind::Pat, 1) => "the result pattern `(…)`",
        (PatternKind::Pattern, 1) => "the list `[…]` of result patterns",
        (_, 2) => "the additional constraints list `[…]`",
        (_, 3) => "the supplemental patterns list `[…]` or `(addBenefit N)`",
        _ => "`(addBenefit N)`",
    }
}

impl P<'_> {
    // ---------------------------------------------------------------
    // Top level
    // ---------------------------------------------------------------

    fn params(&self, tokens: TokenStream, kind: PatternKind) -> Option<PatternDef> {
        let chunks = self.split_commas(tokens, "parameter");
        let Some(first) = chunks.first() else {
            self.cx.error(
                Span::call_site(),
                format!(
                    "`{}` expects a source pattern and {}",
                    kind.macro_name(),
                    match kind {
                        PatternKind::Pat => "a result pattern: `pat!((SrcOp $x), (DstOp $x))`",
                        PatternKind::Pattern =>
                            "a list of result patterns: `pattern!((SrcOp $x), [(DstOp $x)])`",
                    }
                ),
            );
            return None;
        };

        // 0: source pattern (a list of DAGs: a multi-root pattern).
        let source_group = self.param_group(first, param_name(kind, 0));
        let mut other_sources = Vec::new();
        let source = match source_group {
            Some(g) if g.delimiter() == Delimiter::Parenthesis => self.dag(g),
            Some(g) => {
                let mut dags = self.dag_list(g, "source pattern").into_iter();
                let first = dags.next();
                if first.is_none() && self.cx.is_empty() {
                    self.cx.error(
                        g.span(),
                        "expected the source pattern `(op …)` or a list `[(op …), (op …)]` of source patterns (a multi-root pattern), found an empty list",
                    );
                }
                other_sources.extend(dags);
                first
            }
            None => None,
        };
        let last_span = first
            .tokens
            .last()
            .map_or_else(Span::call_site, |t| t.span());

        // 1: result pattern(s).
        let mut results = Vec::new();
        let mut results_span = last_span;
        match chunks.get(1) {
            // A missing comma was reported for the source pattern.
            None if first.tokens.len() > 1 => {}
            None => self.cx.error(
                last_span,
                match kind {
                    PatternKind::Pat => "expected a result pattern after the source pattern",
                    PatternKind::Pattern => {
                        "expected a list `[…]` of result patterns after the source pattern"
                    }
                },
            ),
            Some(chunk) => {
                if let Some(g) = self.param_group(chunk, param_name(kind, 1)) {
                    results_span = g.span();
                    match (kind, g.delimiter()) {
                        (PatternKind::Pat, Delimiter::Parenthesis) => {
                            results.extend(self.dag(g));
                        }
                        (PatternKind::Pat, _) => self.cx.error(
                            g.span(),
                            "`pat!` takes a single result pattern `(…)`; use `pattern!` for a list of result patterns",
                        ),
                        (PatternKind::Pattern, Delimiter::Bracket) => {
                            results = self.dag_list(g, "result pattern");
                        }
                        (PatternKind::Pattern, _) => self.cx.error(
                            g.span(),
                            "expected a list `[…]` of result patterns; use `pat!` for a single result pattern",
                        ),
                    }
                }
            }
        }

        // 2: additional constraints.
        let mut constraints = Vec::new();
        if let Some(chunk) = chunks.get(2)
            && let Some(g) = self.param_group(chunk, param_name(kind, 2))
        {
            if g.delimiter() == Delimiter::Bracket {
                constraints = self.constraint_list(g);
            } else if is_add_benefit(g) {
                self.cx.error(
                    g.span(),
                    "expected the additional constraints list `[…]`; `(addBenefit N)` goes in the 4th or 5th parameter (write `[]` for no additional constraints)",
                );
            } else {
                self.cx.error(
                    g.span(),
                    "expected the additional constraints list `[…]`, found a DAG",
                );
            }
        }

        // 3: supplemental patterns or benefit; 4: benefit.
        let mut supplemental = Vec::new();
        let mut benefit_delta = None;
        if let Some(chunk) = chunks.get(3)
            && let Some(g) = self.param_group(chunk, param_name(kind, 3))
        {
            if g.delimiter() == Delimiter::Bracket {
                supplemental = self.dag_list(g, "supplemental pattern");
            } else if is_add_benefit(g) {
                benefit_delta = self.benefit(g);
            } else {
                self.cx.error(
                    g.span(),
                    "expected the supplemental patterns list `[…]` or `(addBenefit N)`, found a DAG",
                );
            }
        }
        if let Some(chunk) = chunks.get(4)
            && let Some(g) = self.param_group(chunk, param_name(kind, 4))
        {
            if g.delimiter() == Delimiter::Parenthesis && is_add_benefit(g) {
                if chunks.get(3).is_some_and(|c| {
                    matches!(c.tokens.first(), Some(TokenTree::Group(g3)) if is_add_benefit(g3))
                }) {
                    self.cx.error(
                        g.span(),
                        "`addBenefit` given twice: the 4th parameter is already `(addBenefit N)`",
                    );
                } else {
                    benefit_delta = self.benefit(g);
                }
            } else {
                self.cx
                    .error(g.span(), "expected `(addBenefit N)` as the 5th parameter");
            }
        }
        if let Some(chunk) = chunks.get(5)
            && let Some(t) = chunk.tokens.first()
        {
            self.cx.error(
                t.span(),
                format!(
                    "unexpected parameter: `{}` takes at most 5 parameters (source, {}, additional constraints, supplemental patterns, `(addBenefit N)`)",
                    kind.macro_name(),
                    match kind {
                        PatternKind::Pat => "result",
                        PatternKind::Pattern => "results",
                    }
                ),
            );
        }

        Some(PatternDef {
            kind,
            source: source?,
            other_sources,
            results,
            results_span,
            constraints,
            supplemental,
            benefit_delta,
            span: Span::call_site(),
        })
    }

    /// Splits at top-level commas. A trailing comma is allowed; an empty
    /// element elsewhere is an error.
    fn split_commas(&self, tokens: TokenStream, what: &str) -> Vec<Chunk> {
        let mut chunks = Vec::new();
        let mut current = Vec::new();
        for tt in tokens {
            match &tt {
                TokenTree::Punct(p) if p.as_char() == ',' => {
                    if current.is_empty() {
                        self.cx
                            .error(p.span(), format!("expected a {what} before `,`"));
                    } else {
                        chunks.push(Chunk {
                            tokens: std::mem::take(&mut current),
                        });
                    }
                }
                _ => current.push(tt),
            }
        }
        if !current.is_empty() {
            chunks.push(Chunk { tokens: current });
        }
        chunks
    }

    /// The group a parameter / list element consists of; reports missing
    /// commas and non-group tokens.
    fn param_group<'c>(&self, chunk: &'c Chunk, what: &str) -> Option<&'c Group> {
        let group = match chunk.tokens.first() {
            Some(TokenTree::Group(g)) if g.delimiter() != Delimiter::None => g,
            Some(TokenTree::Group(g)) => {
                // An invisible group (from a `macro_rules!` fragment): look inside.
                self.cx.error(g.span(), format!("expected {what}"));
                return None;
            }
            Some(t) => {
                let hint = if is_dollar(t) {
                    " (to replace the matched op with an existing value, write `(replaceWithValue $x)`)"
                } else if matches!(t, TokenTree::Ident(i) if i == "Pat" || i == "Pattern") {
                    // `pat!(Pat<…>)`: the macro takes the record's template
                    // arguments; records go in `patterns!`.
                    " (`pat!` / `pattern!` take what goes between `Pat<` and `>`: `pat!((SrcOp $x), (DstOp $x))`; a `def Name : Pat<…>;` record goes in `patterns!`)"
                } else {
                    ""
                };
                self.cx.error(
                    t.span(),
                    format!("expected {what}, found {}{hint}", describe_tt(t)),
                );
                return None;
            }
            None => return None,
        };
        if group.delimiter() == Delimiter::Brace {
            self.cx.error(
                group.span(),
                format!("expected {what}, found a block `{{…}}`"),
            );
            return None;
        }
        if let Some(extra) = chunk.tokens.get(1) {
            self.cx
                .error(extra.span(), format!("expected `,` after {what}"));
        }
        Some(group)
    }

    /// `[dag, dag, …]`.
    fn dag_list(&self, g: &Group, what: &str) -> Vec<Dag> {
        let mut out = Vec::new();
        for chunk in self.split_commas(g.stream(), what) {
            let Some(t) = chunk.tokens.first() else {
                continue;
            };
            match t {
                TokenTree::Group(inner) if inner.delimiter() == Delimiter::Parenthesis => {
                    if let Some(d) = self.dag(inner) {
                        out.push(d);
                    }
                    if let Some(extra) = chunk.tokens.get(1) {
                        self.cx
                            .error(extra.span(), format!("expected `,` between {what}s"));
                    }
                }
                t => {
                    let hint = if is_dollar(t) && what == "result pattern" {
                        " (to replace the matched op with an existing value, write `(replaceWithValue $x)`)"
                    } else {
                        ""
                    };
                    self.cx.error(
                        t.span(),
                        format!("expected a {what} `(…)`, found {}{hint}", describe_tt(t)),
                    );
                }
            }
        }
        out
    }

    /// `[(C $a, $b), (C:$x), …]`.
    fn constraint_list(&self, g: &Group) -> Vec<ConstraintDag> {
        let mut out = Vec::new();
        for chunk in self.split_commas(g.stream(), "constraint") {
            let Some(t) = chunk.tokens.first() else {
                continue;
            };
            match t {
                TokenTree::Group(inner) if inner.delimiter() == Delimiter::Parenthesis => {
                    if let Some(c) = self.constraint_dag(inner) {
                        out.push(c);
                    }
                    if let Some(extra) = chunk.tokens.get(1) {
                        self.cx
                            .error(extra.span(), "expected `,` between constraints");
                    }
                }
                _ => {
                    // DRR #46.
                    let tokens: TokenStream = chunk.tokens.iter().cloned().collect();
                    let hint = if chunk.tokens.iter().any(is_dollar) {
                        " (write a constraint on a symbol as `(Constraint:$x)` or `(Constraint $x)`)"
                    } else {
                        ""
                    };
                    self.cx.push(syn::Error::new_spanned(
                        tokens,
                        format!(
                            "all elements in Pattern multi-entity constraints should be DAG nodes{hint}"
                        ),
                    ));
                }
            }
        }
        out
    }

    fn constraint_dag(&self, g: &Group) -> Option<ConstraintDag> {
        let dag = self.dag(g)?;
        let mut ok = true;
        let constraint = match dag.operator {
            Operator::Path(p) => Some(ConstraintOp::Path(p)),
            Operator::Constraint(c) => Some(ConstraintOp::Inline(c)),
            Operator::Directive(d, id) => {
                self.cx.error(
                    id.span(),
                    format!(
                        "additional constraints must apply a constraint, found the `{}` directive",
                        d.name()
                    ),
                );
                None
            }
            Operator::NativeCodeCall(n) => {
                self.cx.error(
                    n.keyword.span(),
                    "additional constraints must apply a constraint, found a NativeCodeCall (write an inline predicate as `Constraint<|…| …>`)",
                );
                None
            }
        };
        let mut args = Vec::new();
        for arg in dag.args {
            match arg {
                Arg::Leaf(Leaf {
                    constraint: None,
                    symbol: Some(s),
                }) => args.push(s),
                other => {
                    ok = false;
                    // DRR #47.
                    self.cx.push(other.error(format!(
                        "operands to additional constraints can only be symbol references (`$x`), found {}",
                        other.describe()
                    )));
                }
            }
        }
        Some(ConstraintDag {
            constraint: constraint.filter(|_| ok)?,
            self_symbol: dag.bound,
            args,
            span: dag.span,
        })
    }

    /// `(addBenefit N)`.
    fn benefit(&self, g: &Group) -> Option<(i64, Span)> {
        let dag = self.dag(g)?;
        if let Some(s) = &dag.bound {
            self.cx.push(s.error("cannot bind symbol to addBenefit"));
        }
        match dag.args.as_slice() {
            [Arg::Int { value, span }] => match i64::try_from(*value) {
                Ok(v) => Some((v, dag.span)),
                Err(_) => {
                    self.cx
                        .error(*span, "the 'addBenefit' value is out of range");
                    None
                }
            },
            _ => {
                // DRR #48.
                self.cx
                    .push(dag.error("The 'addBenefit' takes and only takes one integer value"));
                None
            }
        }
    }

    // ---------------------------------------------------------------
    // DAGs
    // ---------------------------------------------------------------

    /// Parses a parenthesized DAG on its own; errors go to the sink.
    fn dag(&self, g: &Group) -> Option<Dag> {
        let span = g.span();
        let depth = self.depth.get();
        if depth >= crate::tablegen::MAX_NESTING {
            self.cx.error(
                span,
                format!(
                    "this DAG is nested more than {} levels deep: drr limits the nesting of DAGs to {} (split the pattern)",
                    crate::tablegen::MAX_NESTING,
                    crate::tablegen::MAX_NESTING
                ),
            );
            return None;
        }
        self.depth.set(depth + 1);
        let r = self.dag_at_depth(g, span);
        self.depth.set(depth);
        r
    }

    fn dag_at_depth(&self, g: &Group, span: Span) -> Option<Dag> {
        let parser = |input: ParseStream| -> syn::Result<Dag> {
            let content;
            syn::parenthesized!(content in input);
            self.dag_content(&content, span)
        };
        match parser.parse2(TokenStream::from(TokenTree::Group(g.clone()))) {
            Ok(d) => Some(d),
            Err(e) => {
                self.cx.push(e);
                None
            }
        }
    }

    fn dag_content(&self, input: ParseStream, span: Span) -> syn::Result<Dag> {
        if input.is_empty() {
            return Err(syn::Error::new(
                span,
                "expected an operator in this DAG (an op, a NativeCodeCall, a constraint or a directive)",
            ));
        }
        let operator = self.operator(input)?;
        let bound = if input.peek(Token![:]) && !input.peek(Token![::]) {
            input.parse::<Token![:]>()?;
            Some(self.symbol(input)?)
        } else {
            None
        };
        if input.peek(Token![,]) {
            input.parse::<Token![,]>()?;
        }
        let mut args = Vec::new();
        while !input.is_empty() {
            // `None`: a nested DAG failed to parse (already reported); the
            // DAG goes on without that argument, the whole parse fails.
            if let Some(a) = self.arg(input)? {
                args.push(a);
            }
            if input.peek(Token![,]) {
                input.parse::<Token![,]>()?;
            }
        }
        Ok(Dag {
            operator,
            bound,
            args,
            span,
            arg_name: None,
        })
    }

    fn operator(&self, input: ParseStream) -> syn::Result<Operator> {
        if input.peek(Ident::peek_any) {
            let fork = input.fork();
            let first = fork.call(Ident::parse_any)?;
            if !fork.peek(Token![::]) {
                let name = first.to_string();
                match name.as_str() {
                    "NativeCodeCall" | "NativeCodeCallVoid" => {
                        return self.inline_ncc(input).map(Operator::NativeCodeCall);
                    }
                    "Constraint" if fork.peek(Token![<]) => {
                        return self.inline_constraint(input).map(Operator::Constraint);
                    }
                    _ => {}
                }
                if let Some(d) = Directive::from_name(&name)
                    && !fork.peek(Token![<])
                {
                    let id = input.call(Ident::parse_any)?;
                    return Ok(Operator::Directive(d, id));
                }
                if !fork.peek(Token![<]) {
                    misspelled_directive(&first)?;
                }
            }
            return self.template_ref(input).map(Operator::Path);
        }
        if input.peek(Token![::]) {
            return self.template_ref(input).map(Operator::Path);
        }
        Err(expected(
            input,
            "expected an operator (an op, a NativeCodeCall, a constraint or a directive)",
        ))
    }

    /// One DAG argument. `Ok(None)`: a nested DAG failed (reported).
    fn arg(&self, input: ParseStream) -> syn::Result<Option<Arg>> {
        if peek_dollar(input) {
            let symbol = self.symbol(input)?;
            return Ok(Some(Arg::Leaf(Leaf {
                constraint: None,
                symbol: Some(symbol),
            })));
        }
        if input.peek(syn::token::Paren) {
            let g: Group = input.parse()?;
            let dag = self.dag(&g);
            if input.peek(Token![:]) && !input.peek(Token![::]) {
                // `(returnType …):$x`: a typed argument of a built block.
                if let Some(d) = &dag
                    && d.directive() == Some(Directive::ReturnType)
                {
                    input.parse::<Token![:]>()?;
                    let symbol = self.symbol(input)?;
                    return Ok(dag.map(|d| Arg::TypedSymbol {
                        types: Box::new(d),
                        symbol,
                    }));
                }
                // `(Op …):$x`: TableGen's name of a DAG argument, which
                // DRR does not bind (kept for the hint of a reference).
                input.parse::<Token![:]>()?;
                let name = self.symbol(input)?;
                return Ok(dag.map(|mut d| {
                    d.arg_name = Some(name);
                    Arg::Dag(d)
                }));
            }
            return Ok(dag.map(Arg::Dag));
        }
        if input.peek(syn::token::Bracket) {
            return Err(input.error("a list `[…]` cannot be a DAG argument"));
        }
        if input.peek(syn::token::Brace) {
            let g: Group = input.parse()?;
            // `$_builder` / `$_loc` as in the string form.
            let mut ng = Group::new(
                g.delimiter(),
                crate::native::substitute_placeholders(g.stream()),
            );
            ng.set_span(g.span());
            let expr: syn::Expr = syn::parse2(TokenStream::from(TokenTree::Group(ng)))?;
            return Ok(Some(Arg::Expr(Box::new(expr))));
        }
        if input.peek(LitStr) {
            return Ok(Some(Arg::Str(input.parse()?)));
        }
        if input.peek(syn::LitInt) || (input.peek(Token![-]) && input.peek2(syn::LitInt)) {
            let (value, span) = parse_int(input)?;
            return Ok(Some(Arg::Int { value, span }));
        }
        if input.peek(syn::Lit) && !input.peek(syn::LitBool) {
            return Err(input.error("unexpected literal: expected a DAG argument"));
        }
        if input.peek(Ident::peek_any) || input.peek(Token![::]) {
            let constraint = self.leaf_head(input)?;
            let symbol = if input.peek(Token![:]) && !input.peek(Token![::]) {
                input.parse::<Token![:]>()?;
                Some(self.symbol(input)?)
            } else {
                None
            };
            return Ok(Some(Arg::Leaf(Leaf {
                constraint: Some(constraint),
                symbol,
            })));
        }
        Err(expected(
            input,
            "expected a DAG argument (`$name`, `Constraint:$name`, a constraint, a nested `(…)` DAG or a string)",
        ))
    }

    fn leaf_head(&self, input: ParseStream) -> syn::Result<LeafConstraint> {
        if !input.peek(Ident::peek_any) {
            return self.template_ref(input).map(LeafConstraint::Ref);
        }
        let fork = input.fork();
        let first = fork.call(Ident::parse_any)?;
        if !fork.peek(Token![::]) {
            let name = first.to_string();
            if name == "NativeCodeCall" || name == "NativeCodeCallVoid" {
                return self.inline_ncc(input).map(LeafConstraint::NativeCodeCall);
            }
            if let Some(d) = Directive::from_name(&name)
                && !fork.peek(Token![<])
            {
                return Err(syn::Error::new(
                    first.span(),
                    format!(
                        "`{}` is a directive: write it as a DAG `({} …)`",
                        d.name(),
                        d.name()
                    ),
                ));
            }
        }
        self.template_ref(input)
            .map(|r| LeafConstraint::Ref(unwrap_attr_decorator(r)))
    }

    fn symbol(&self, input: ParseStream) -> syn::Result<Symbol> {
        if !peek_dollar(input) {
            return Err(expected(input, "expected a symbol `$name`"));
        }
        let dollar: Punct = input.parse()?;
        if input.peek(syn::LitInt) {
            return Err(input.error(
                "expected a symbol name after `$`: positional placeholders like `$0` belong in NativeCodeCall bodies, which are Rust closures here",
            ));
        }
        if !input.peek(Ident::peek_any) {
            let found = if input.is_empty() {
                String::new()
            } else {
                format!(", found {}", describe_next(input))
            };
            return Err(syn::Error::new(
                dollar.span(),
                format!("expected a symbol name after `$`{found}"),
            ));
        }
        let ident = input.call(Ident::parse_any)?;
        let text = ident.unraw().to_string();
        let (name, index) = Symbol::split_index(&text).map_err(|_| {
            syn::Error::new(
                ident.span(),
                format!("the result index in `${text}` is too large"),
            )
        })?;
        Ok(Symbol {
            name: name.to_owned(),
            index,
            span: dollar.span(),
            ident,
        })
    }

    // ---------------------------------------------------------------
    // Paths with template arguments
    // ---------------------------------------------------------------

    fn template_ref(&self, input: ParseStream) -> syn::Result<TemplateRef> {
        let start = input.cursor();
        let leading_colon: Option<Token![::]> = input.parse()?;
        let mut segments = syn::punctuated::Punctuated::new();
        if !input.peek(Ident::peek_any) {
            return Err(expected(input, "expected a name"));
        }
        segments.push_value(syn::PathSegment::from(input.call(Ident::parse_any)?));
        while input.peek(Token![::]) && input.peek3(Ident::peek_any) {
            segments.push_punct(input.parse::<Token![::]>()?);
            segments.push_value(syn::PathSegment::from(input.call(Ident::parse_any)?));
        }
        let path = syn::Path {
            leading_colon,
            segments,
        };
        let args = if input.peek(Token![<]) {
            input.parse::<Token![<]>()?;
            let mut args = Vec::new();
            loop {
                if input.peek(Token![>]) {
                    input.parse::<Token![>]>()?;
                    break;
                }
                if input.is_empty() {
                    return Err(input.error("expected `>` to close the template arguments"));
                }
                args.push(self.template_arg(input)?);
                if input.peek(Token![,]) {
                    input.parse::<Token![,]>()?;
                } else if !input.peek(Token![>]) {
                    return Err(expected(input, "expected `,` or `>` in template arguments"));
                }
            }
            Some(args)
        } else {
            None
        };
        Ok(TemplateRef {
            path,
            args,
            tokens: tokens_between(start, input.cursor()),
        })
    }

    fn template_arg(&self, input: ParseStream) -> syn::Result<TemplateArg> {
        if input.peek(syn::token::Bracket) {
            let content;
            let bracket = syn::bracketed!(content in input);
            let mut items = Vec::new();
            while !content.is_empty() {
                items.push(self.template_arg(&content)?);
                if content.is_empty() {
                    break;
                }
                content.parse::<Token![,]>()?;
            }
            return Ok(TemplateArg::List {
                items,
                span: bracket.span.join(),
            });
        }
        if input.peek(LitStr) {
            return Ok(TemplateArg::Str(input.parse()?));
        }
        if input.peek(syn::LitInt) || (input.peek(Token![-]) && input.peek2(syn::LitInt)) {
            let (value, span) = parse_int(input)?;
            return Ok(TemplateArg::Int { value, span });
        }
        if input.peek(syn::LitFloat) {
            return Ok(TemplateArg::Float(input.parse()?));
        }
        if input.peek(syn::LitBool) {
            return Ok(TemplateArg::Bool(input.parse()?));
        }
        if input.peek(syn::token::Brace) {
            let g: Group = input.parse()?;
            let expr: syn::Expr = syn::parse2(TokenStream::from(TokenTree::Group(g)))?;
            return Ok(TemplateArg::Expr(Box::new(expr)));
        }
        if input.peek(Ident::peek_any) || input.peek(Token![::]) {
            return Ok(TemplateArg::Ref(self.template_ref(input)?));
        }
        Err(expected(
            input,
            "expected a template argument (a name, a list `[…]`, a string, a number or `{ expr }`)",
        ))
    }

    // ---------------------------------------------------------------
    // Inline NativeCodeCall / Constraint
    // ---------------------------------------------------------------

    fn inline_ncc(&self, input: ParseStream) -> syn::Result<InlineNativeCodeCall> {
        let start = input.cursor();
        let keyword = input.call(Ident::parse_any)?;
        let void = keyword == "NativeCodeCallVoid";
        if !input.peek(Token![<]) {
            return Err(syn::Error::new(
                keyword.span(),
                format!(
                    "expected `<` after `{keyword}`: write `{keyword}<|…| …>` with a Rust closure or function path"
                ),
            ));
        }
        let (mut inner, close) = angle_contents(input, &keyword)?;
        let mut count = None;
        if let [.., TokenTree::Punct(p), TokenTree::Literal(l)] = inner.as_slice()
            && p.as_char() == ','
            && let syn::Lit::Int(lit) = syn::Lit::new(l.clone())
        {
            let n = lit.base10_parse::<usize>()?;
            count = Some((n, lit.span()));
            inner.truncate(inner.len() - 2);
        }
        let expr = parse_inner_expr(inner, close, &keyword)?;
        if let syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) = &expr
        {
            return Err(syn::Error::new(
                s.span(),
                "a NativeCodeCall body is Rust here: write a closure (`|…| …`) or a function path instead of a C++ string",
            ));
        }
        if let syn::Expr::Closure(c) = &expr
            && let Some(at) = crate::native::misplaced_rest(c)
        {
            return Err(syn::Error::new(at, crate::native::MSG_MISPLACED_REST));
        }
        if let syn::Expr::Closure(c) = &expr
            && let Some(e) = crate::native::first_param_error(c, false)
        {
            return Err(e);
        }
        if void && let Some((_, span)) = count {
            return Err(syn::Error::new(
                span,
                "`NativeCodeCallVoid` returns no value: remove the result count",
            ));
        }
        Ok(InlineNativeCodeCall {
            expr: Box::new(expr),
            num_results: if void { 0 } else { count.map_or(1, |c| c.0) },
            count_span: count.map(|c| c.1),
            void,
            keyword,
            tokens: tokens_between(start, input.cursor()),
        })
    }

    fn inline_constraint(&self, input: ParseStream) -> syn::Result<InlineConstraint> {
        let start = input.cursor();
        let keyword = input.call(Ident::parse_any)?;
        let (mut inner, close) = angle_contents(input, &keyword)?;
        let mut summary = None;
        if let [.., TokenTree::Punct(p), TokenTree::Literal(l)] = inner.as_slice()
            && p.as_char() == ','
            && let syn::Lit::Str(lit) = syn::Lit::new(l.clone())
        {
            summary = Some(lit);
            inner.truncate(inner.len() - 2);
        }
        let expr = parse_inner_expr(inner, close, &keyword)?;
        if let syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) = &expr
        {
            return Err(syn::Error::new(
                s.span(),
                "a Constraint predicate is Rust here: write a closure (`|…| …`) or a function path instead of a C++ string",
            ));
        }
        if let syn::Expr::Closure(c) = &expr
            && let Some(e) = crate::native::first_param_error(c, true)
        {
            return Err(e);
        }
        Ok(InlineConstraint {
            expr: Box::new(expr),
            summary,
            keyword,
            tokens: tokens_between(start, input.cursor()),
        })
    }
}

/// Parses `<` and collects the tokens up to the balancing `>` (consumed).
/// Returns the inner tokens and the span of the closing `>`.
fn angle_contents(input: ParseStream, keyword: &Ident) -> syn::Result<(Vec<TokenTree>, Span)> {
    input.parse::<Token![<]>()?;
    input.step(|cursor| {
        let mut rest = *cursor;
        let mut depth = 0usize;
        let mut out = Vec::new();
        let mut prev_joint: Option<char> = None;
        while let Some((tt, next)) = rest.token_tree() {
            let mut this_joint = None;
            if let TokenTree::Punct(p) = &tt {
                let c = p.as_char();
                let joint = p.spacing() == Spacing::Joint;
                let next_is_eq = joint && next.punct().is_some_and(|(q, _)| q.as_char() == '=');
                let arrow = matches!(prev_joint, Some('-' | '='));
                if c == '>' && !arrow && !next_is_eq {
                    if depth == 0 {
                        return Ok(((out, p.span()), next));
                    }
                    depth -= 1;
                } else if c == '<' && !next_is_eq {
                    depth += 1;
                }
                if joint {
                    this_joint = Some(c);
                }
            }
            prev_joint = this_joint;
            out.push(tt);
            rest = next;
        }
        Err(syn::Error::new(
            keyword.span(),
            format!(
                "expected `>` to close `{keyword}<…>` (write comparisons and shifts inside parentheses or braces)"
            ),
        ))
    })
}

/// Parses the Rust expression of an inline `NativeCodeCall<…>` /
/// `Constraint<…>`; `close` (the `>`) is used for end-of-input errors.
fn parse_inner_expr(inner: Vec<TokenTree>, close: Span, keyword: &Ident) -> syn::Result<syn::Expr> {
    if inner.is_empty() {
        return Err(syn::Error::new(
            close,
            format!("expected a Rust closure or function path inside `{keyword}<…>`"),
        ));
    }
    let mut tokens: TokenStream = inner.into_iter().collect();
    let mut semi = Punct::new(';', Spacing::Alone);
    semi.set_span(close);
    tokens.extend([TokenTree::Punct(semi)]);
    let parser = |s: ParseStream| -> syn::Result<syn::Expr> {
        let e: syn::Expr = s.parse()?;
        if !s.peek(Token![;]) {
            return Err(s.error(format!(
                "unexpected token in `{keyword}<…>` after the expression (write comparisons and shifts inside parentheses or braces)"
            )));
        }
        s.parse::<Token![;]>()?;
        Ok(e)
    };
    // The record-language front end hands closures over in invisible
    // groups (so that `<`/`>` inside them are not counted above).
    parser.parse2(tokens).map(|e| {
        let mut e = e;
        while let syn::Expr::Group(g) = e {
            e = *g.expr;
        }
        e
    })
}

/// An integer literal, possibly negated; the span is the first token's.
fn parse_int(input: ParseStream) -> syn::Result<(i128, Span)> {
    let neg: Option<Token![-]> = input.parse()?;
    let lit: syn::LitInt = input.parse()?;
    let v: i128 = lit.base10_parse()?;
    let span = neg.map_or(lit.span(), |n| n.spans[0]);
    Ok((if neg.is_some() { -v } else { v }, span))
}

/// The token trees from `start` up to (excluding) `end`, which must be a
/// later cursor at the same nesting level.
fn tokens_between(start: Cursor, end: Cursor) -> TokenStream {
    let mut out = TokenStream::new();
    let mut c = start;
    while c != end {
        match c.token_tree() {
            Some((tt, next)) => {
                out.extend([tt]);
                c = next;
            }
            None => break,
        }
    }
    out
}

fn peek_dollar(input: ParseStream) -> bool {
    input
        .cursor()
        .punct()
        .is_some_and(|(p, _)| p.as_char() == '$')
}

fn is_dollar(t: &TokenTree) -> bool {
    matches!(t, TokenTree::Punct(p) if p.as_char() == '$')
}

/// Rejects a bare operator name that misspells a directive
/// (`replaceWithVal`), unless a record of the macro block has that name; a
/// path (`self::name`) always means an op or a NativeCodeCall. The whole
/// pattern is rejected, so nothing downstream counts its arguments (a
/// `retunType` typo is one error, not also an argument-count mismatch).
fn misspelled_directive(name: &Ident) -> syn::Result<()> {
    let text = name.unraw().to_string();
    match Directive::misspelled(&text) {
        Some(d) if !crate::stdlib::is_local(&text) => Err(syn::Error::new(
            name.span(),
            format!("unknown directive `{text}`, did you mean `{}`?", d.name()),
        )),
        _ => Ok(()),
    }
}

/// True if the group is `(addBenefit …)`.
fn is_add_benefit(g: &Group) -> bool {
    g.delimiter() == Delimiter::Parenthesis
        && matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(id)) if id == "addBenefit")
}

/// An "expected …" error at the next token, naming it ("…, found `x`");
/// at the end of the input syn's own "unexpected end of input, …".
fn expected(input: ParseStream, what: &str) -> syn::Error {
    if input.is_empty() {
        input.error(what)
    } else {
        input.error(format!("{what}, found {}", describe_next(input)))
    }
}

/// "`tok`" for the next token.
fn describe_next(input: ParseStream) -> String {
    match input.cursor().token_tree() {
        Some((tt, _)) => describe_tt(&tt),
        None => "the end of the DAG".to_owned(),
    }
}

fn describe_tt(tt: &TokenTree) -> String {
    match tt {
        TokenTree::Group(g) => match g.delimiter() {
            Delimiter::Parenthesis => "a DAG `(…)`".to_owned(),
            Delimiter::Bracket => "a list `[…]`".to_owned(),
            Delimiter::Brace => "a block `{…}`".to_owned(),
            Delimiter::None => "a macro fragment".to_owned(),
        },
        other => {
            let s = other.to_string();
            if s.chars().count() > 40 {
                format!("`{}…`", s.chars().take(40).collect::<String>())
            } else {
                format!("`{s}`")
            }
        }
    }
}

/// The attribute constraint an ODS attribute decorator written as a leaf
/// constraint stands for: `OptionalAttr<A>`, `DefaultValuedAttr<A, "v">`
/// and `DefaultValuedOptionalAttr<A, "v">` are `Attr<A.predicate,
/// A.summary>` in `CommonAttrConstraints.td`, so as a matcher
/// (`OptionalAttr<UnitAttr>:$adjoint`, mqt-core's `ThePass.td`) they check
/// what `A` checks; whether the op's attribute may be absent is the op's
/// argument's business, not the leaf's. With template arguments written the
/// names are the library's classes (a class of the block is expanded by the
/// record front end before this parser sees the text).
fn unwrap_attr_decorator(r: TemplateRef) -> TemplateRef {
    let arity = match r.path.segments.first() {
        Some(seg) if r.path.leading_colon.is_none() && r.path.segments.len() == 1 => {
            match seg.ident.to_string().as_str() {
                "OptionalAttr" => 1,
                "DefaultValuedAttr" | "DefaultValuedOptionalAttr" => 2,
                _ => return r,
            }
        }
        _ => return r,
    };
    match r.args.as_deref() {
        Some([TemplateArg::Ref(inner), rest @ ..]) if rest.len() + 1 == arity => inner.clone(),
        _ => r,
    }
}
