//! Parsing Rust tokens into the record-language [`ast`](super::ast).
//!
//! Grammar (TableGen's, in Rust tokens):
//!
//! ```text
//! file      := stmt*
//! stmt      := class | def | defvar | foreach | letin | dialect | "fn" IDENT ";"
//!            | "include" STRING | ";"
//! class     := "class" IDENT ["<" param ("," param)* ">"] [":" parents] body
//! def       := "def" [value] [":" parents] body
//! body      := ";" | "{" item* "}" [";"]
//! item      := "let" IDENT ["{" positions "}"] "=" value ";" | "defvar" IDENT "=" value ";" | ["field"] type IDENT ["=" value] ";"
//! parents   := path ["<" value,* ">"] ("," path ["<" value,* ">"])*
//! foreach   := "foreach" IDENT "=" (value | "{" range,* "}") "in" ("{" stmt* "}" | stmt)
//! letin     := "let" IDENT "=" value ("," IDENT "=" value)* "in" ("{" stmt* "}" | stmt)
//! dialect   := "dialect" IDENT ["as" IDENT] (";" | "{" ("let" IDENT "=" value ";")* "}")
//! value     := postfix ("#" postfix | "..." postfix)*
//! postfix   := primary ("." IDENT | "[" value "]" | "{" positions "}")*
//! primary   := "?" | INT | "-" INT | "+" INT | FLOAT | STRING+ | "true" | "false" | path ["<" value,* ">"]
//!            | "!" IDENT ["<" type ">"] "(" value,* ")" | "(" dag ")" | "[" value,* "]"
//!            | "[" "{" rust "}" "]" | "[" fn-items "]" | "{" rust "}" | bitsinit | closure
//! dag       := value [":" "$" IDENT] [","] (arg [","])*
//! arg       := "$" IDENT | value [":" "$" IDENT]
//! type      := "int" | "bit" | "bits" "<" INT ">" | "string" | "code" | "dag" | "list" "<" type ">" | path
//! ```
//!
//! (`positions` and `bitsinit`: see `parse/bits.rs`.) The preprocessor
//! lines (`#define`, `#ifdef`, `#ifndef`, `#else`, `#endif`) are evaluated
//! before parsing, by the `preprocess` module.
//!
//! A Rust closure in a value position extends to the longest run of tokens,
//! ending before a top-level `,`, `>`, `;` or the end of the group, that
//! parses as a whole closure (so `Constraint<|c, v| f(c, v) > 2, "s">` reads
//! the comparison into the closure).
//!
//! Recovery: a syntax error is reported and the parser skips to the next
//! statement (or, in a body, to the next `;`), so independent errors in
//! different statements are all reported. The parser never panics, and its
//! recursion is bounded by [`MAX_NESTING`].

use proc_macro2::{Delimiter, Group, Spacing, Span, TokenStream, TokenTree};
use syn::Ident;

use super::MAX_NESTING;
use super::ast::*;
use crate::ods::Ctxt;

mod bits;
mod literals;
mod scopes;
mod statements;
mod values;

type PResult<T> = syn::Result<T>;

/// Statement keywords (where recovery resumes).
pub(crate) const STMT_KEYWORDS: &[&str] = &[
    "class",
    "def",
    "defvar",
    "foreach",
    "let",
    "dialect",
    "fn",
    "include",
    "multiclass",
    "defm",
    "defset",
    "deftype",
    "assert",
    "dump",
];

/// Parses a whole block; errors go to `cx`.
pub fn parse_file(cx: &Ctxt, input: TokenStream) -> File {
    let input = super::preprocess::preprocess(cx, input);
    let mut p = Parser::new(cx, input, Span::call_site(), 0);
    let mut rejected = TokenStream::new();
    let mut stmts = Vec::new();
    let mut texts = Vec::new();
    let mut failed_names = Vec::new();
    while !p.at_end() {
        if p.too_deep {
            // The rest of the block is rejected with the nesting error.
            rejected.extend(p.toks[p.pos..].iter().cloned());
            break;
        }
        let start = p.pos;
        if let Some(s) = p.stmt_or_recover(false) {
            super::list_types::check(cx, &s);
            stmts.push(s);
            texts.push(p.toks[start..p.pos].iter().cloned().collect());
        }
        if p.failed {
            declared_names(&p.toks[start..p.pos], &mut failed_names);
            rejected.extend(p.toks[start..p.pos].iter().cloned());
            p.failed = false;
        }
    }
    number_anonymous_defms(&mut stmts, &mut 0);
    scopes::check_local_defvars(cx, &stmts);
    File {
        stmts,
        rejected,
        includes: p.includes,
        texts,
        failed_names,
    }
}

/// The names `class`, `multiclass` and `def` statements among `toks`
/// declare, looking into `{ … }` bodies (`let … in { … }`).
fn declared_names(toks: &[TokenTree], out: &mut Vec<String>) {
    for (i, t) in toks.iter().enumerate() {
        match t {
            TokenTree::Ident(kw) if kw == "class" || kw == "multiclass" || kw == "def" => {
                if let Some(TokenTree::Ident(name)) = toks.get(i + 1) {
                    out.push(name.to_string());
                }
            }
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                declared_names(&inner, out);
            }
            _ => {}
        }
    }
}

/// The top-level statements of `input` that mention one of `names` (an
/// identifier anywhere inside), in order.
pub fn statements_naming(input: TokenStream, names: &[String]) -> TokenStream {
    split_statements(input)
        .into_iter()
        .filter(|stmt| stmt.iter().any(|t| mentions_ident(t, names)))
        .flatten()
        .collect()
}

/// `input` cut into top-level statements: each starts at a statement
/// keyword that follows a `;` or a `{ … }` body (or at the start).
pub(crate) fn split_statements(input: TokenStream) -> Vec<Vec<TokenTree>> {
    let mut out: Vec<Vec<TokenTree>> = Vec::new();
    let mut cur: Vec<TokenTree> = Vec::new();
    for t in input {
        let starts = matches!(&t, TokenTree::Ident(k) if STMT_KEYWORDS.iter().any(|s| k == s))
            && match cur.last() {
                Some(TokenTree::Punct(p)) => p.as_char() == ';',
                Some(TokenTree::Group(g)) => g.delimiter() == Delimiter::Brace,
                _ => false,
            };
        if starts {
            out.push(std::mem::take(&mut cur));
        }
        cur.push(t);
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// True if `t` is, or holds, an identifier in `names` (an explicit stack:
/// groups nest as deep as the input).
fn mentions_ident(t: &TokenTree, names: &[String]) -> bool {
    let mut stack = vec![t.clone()];
    while let Some(t) = stack.pop() {
        match t {
            TokenTree::Ident(i) if names.iter().any(|n| i == n) => return true,
            TokenTree::Group(g) => stack.extend(g.stream()),
            _ => {}
        }
    }
    false
}

/// Numbers the anonymous `defm`s of `stmts` (nested ones included) in the
/// order they are written, from `*next` (see [`DefmStmt::anon`]).
fn number_anonymous_defms(stmts: &mut [Stmt], next: &mut usize) {
    for s in stmts {
        match s {
            Stmt::Defm(d) if d.name.is_none() => {
                d.anon = *next;
                *next += 1;
            }
            Stmt::Foreach(f) => number_anonymous_defms(&mut f.body, next),
            Stmt::LetIn(l) => number_anonymous_defms(&mut l.body, next),
            Stmt::MultiClass(m) => number_anonymous_defms(&mut m.body, next),
            Stmt::Defset(d) => number_anonymous_defms(&mut d.body, next),
            Stmt::If(i) => {
                number_anonymous_defms(&mut i.then, next);
                number_anonymous_defms(&mut i.els, next);
            }
            _ => {}
        }
    }
}

/// Parses one value from `tokens` (which must hold exactly one value).
pub fn parse_value(cx: &Ctxt, tokens: TokenStream) -> PResult<Expr> {
    let mut p = Parser::new(cx, tokens, Span::call_site(), 0);
    let v = p.value()?;
    if let Some(t) = p.peek() {
        return Err(syn::Error::new(
            t.span(),
            "unexpected tokens after the value",
        ));
    }
    Ok(v)
}

/// A recursive-descent parser over one token group.
pub(crate) struct Parser<'a> {
    toks: Vec<TokenTree>,
    pos: usize,
    /// Where "unexpected end" errors point (the group's closing delimiter).
    end: Span,
    depth: usize,
    cx: &'a Ctxt,
    /// Set when a statement failed to parse (see [`File::rejected`]).
    failed: bool,
    /// Set by an `include` statement (see [`File::includes`]).
    includes: bool,
    /// Set when the nesting limit was hit: the rest of the group is not
    /// parsed (recovering at the next statement keyword would report the
    /// limit again for each level of the same chain).
    too_deep: bool,
    /// The template arguments of the class or multiclass being parsed,
    /// for the hint on a Rust keyword among them used in a Rust body.
    params: Vec<String>,
}

impl<'a> Parser<'a> {
    pub(crate) fn new(cx: &'a Ctxt, input: TokenStream, end: Span, depth: usize) -> Self {
        Parser {
            toks: input.into_iter().collect(),
            pos: 0,
            end,
            depth,
            cx,
            failed: false,
            includes: false,
            too_deep: false,
            params: Vec::new(),
        }
    }

    fn sub(&self, g: &Group) -> Parser<'a> {
        let mut p = Parser::new(self.cx, g.stream(), g.span_close(), self.depth + 1);
        p.params = self.params.clone();
        // A `///` comment inside a dag or list (LLVM's `discardableAttrs =
        // (ins /// … "Attr":$name)`) is a comment to TableGen; Rust's
        // tokenizer makes it a `#[doc = "…"]` attribute.
        if g.delimiter() != Delimiter::Brace {
            p.toks = strip_doc_attrs(std::mem::take(&mut p.toks));
        }
        p
    }

    // ------------------------------------------------------------------
    // Token helpers
    // ------------------------------------------------------------------

    fn peek(&self) -> Option<&TokenTree> {
        self.toks.get(self.pos)
    }
    fn peek_at(&self, k: usize) -> Option<&TokenTree> {
        self.toks.get(self.pos + k)
    }
    fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }
    fn bump(&mut self) -> Option<TokenTree> {
        let t = self.toks.get(self.pos).cloned();
        if t.is_some() {
            self.pos += 1;
        }
        t
    }
    fn span_here(&self) -> Span {
        self.peek().map_or(self.end, |t| t.span())
    }
    fn is_punct_at(&self, k: usize, c: char) -> bool {
        matches!(self.peek_at(k), Some(TokenTree::Punct(p)) if p.as_char() == c)
    }
    fn is_punct(&self, c: char) -> bool {
        self.is_punct_at(0, c)
    }
    fn is_ident_at(&self, k: usize, s: &str) -> bool {
        matches!(self.peek_at(k), Some(TokenTree::Ident(i)) if i == s)
    }
    fn is_ident(&self, s: &str) -> bool {
        self.is_ident_at(0, s)
    }
    /// `::` (two joint colons).
    fn is_path_sep(&self) -> bool {
        matches!(self.peek(), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
            && self.is_punct_at(1, ':')
    }
    /// `...`.
    fn is_ellipsis(&self) -> bool {
        self.is_punct('.') && self.is_punct_at(1, '.') && self.is_punct_at(2, '.')
    }
    fn group(&self, d: Delimiter) -> Option<Group> {
        match self.peek() {
            Some(TokenTree::Group(g)) if g.delimiter() == d => Some(g.clone()),
            _ => None,
        }
    }

    fn err(&self, msg: impl std::fmt::Display) -> syn::Error {
        syn::Error::new(self.span_here(), msg)
    }

    /// An "expected …, found …" error at the next token.
    fn expected(&self, what: &str) -> syn::Error {
        match self.peek() {
            Some(t) => syn::Error::new(t.span(), format!("{what}, found {}", describe(t))),
            None => syn::Error::new(self.end, format!("{what}, found the end of the input")),
        }
    }

    fn expect_punct(&mut self, c: char, what: &str) -> PResult<Span> {
        if self.is_punct(c) {
            Ok(self.bump().map_or(self.end, |t| t.span()))
        } else {
            Err(self.expected(what))
        }
    }

    fn ident(&mut self, what: &str) -> PResult<Ident> {
        match self.peek() {
            Some(TokenTree::Ident(i)) => {
                let i = i.clone();
                self.pos += 1;
                Ok(i)
            }
            _ => Err(self.expected(what)),
        }
    }

    fn enter(&mut self, span: Span) -> PResult<()> {
        if self.depth >= MAX_NESTING {
            self.too_deep = true;
            return Err(syn::Error::new(
                span,
                format!(
                    "nested more than {MAX_NESTING} levels deep: drr limits the nesting of DAGs, lists, template arguments, `!` operators and statements to {MAX_NESTING} (split the pattern or the value)"
                ),
            ));
        }
        Ok(())
    }

    /// The `links`-th link of a chain of `what` at the current token: an
    /// error once the chain nests deeper than [`MAX_NESTING`] with the
    /// levels around it.
    fn chain_link(&mut self, links: usize, what: &str) -> PResult<()> {
        if self.depth + links > MAX_NESTING {
            self.too_deep = true;
            return Err(self.err(format!(
                "more than {MAX_NESTING} nested levels: drr limits a chain of {what} with the nesting around it to {MAX_NESTING} (split it with `defvar`s)"
            )));
        }
        Ok(())
    }

    // ------------------------------------------------------------------
    // Statements
    // ------------------------------------------------------------------

    /// Statements up to the end of the group; in a nested `{…}` block when
    /// `nested`.
    fn stmts(&mut self, nested: bool) -> Vec<Stmt> {
        let mut out = Vec::new();
        while !self.at_end() && !self.too_deep {
            out.extend(self.stmt_or_recover(nested));
        }
        out
    }

    /// One statement; on an error, reports it, skips to the next
    /// statement and sets `failed`.
    fn stmt_or_recover(&mut self, nested: bool) -> Option<Stmt> {
        let start = self.pos;
        match self.stmt(nested) {
            Ok(s) => s,
            Err(e) => {
                self.cx.push(e);
                self.recover(start);
                self.failed = true;
                None
            }
        }
    }

    /// Skips to the next statement after an error in the statement that
    /// started at `start`.
    fn recover(&mut self, start: usize) {
        // An error at a statement keyword (a missing `;` before it): resume
        // there.
        if self.pos > start
            && matches!(self.peek(), Some(TokenTree::Ident(i)) if STMT_KEYWORDS.iter().any(|k| i == k))
        {
            return;
        }
        if self.pos <= start {
            self.pos = start + 1;
        }
        while let Some(t) = self.peek() {
            let prev_ends = match self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
                Some(TokenTree::Punct(p)) => p.as_char() == ';',
                Some(TokenTree::Group(g)) => g.delimiter() == Delimiter::Brace,
                _ => true,
            };
            let starts = match t {
                TokenTree::Ident(i) => STMT_KEYWORDS.iter().any(|k| i == k),
                // A preprocessor line (`#` of a paste does not start one).
                TokenTree::Punct(p) => {
                    p.as_char() == '#'
                        && matches!(self.peek_at(1), Some(TokenTree::Ident(i))
                            if ["ifndef", "ifdef", "define", "undef", "endif", "else"].iter().any(|k| i == k))
                }
                _ => false,
            };
            if starts && prev_ends {
                return;
            }
            self.pos += 1;
        }
    }

    fn docs(&mut self) -> PResult<Vec<String>> {
        let mut docs = Vec::new();
        while self.is_punct('#') {
            let Some(g) = self.peek_at(1).and_then(|t| match t {
                TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket => Some(g.clone()),
                _ => None,
            }) else {
                break;
            };
            let attr: Vec<TokenTree> = g.stream().into_iter().collect();
            match attr.as_slice() {
                [
                    TokenTree::Ident(i),
                    TokenTree::Punct(eq),
                    TokenTree::Literal(l),
                ] if i == "doc" && eq.as_char() == '=' => {
                    if let syn::Lit::Str(s) = syn::Lit::new(l.clone()) {
                        docs.push(s.value());
                    }
                }
                _ => {
                    return Err(syn::Error::new(
                        g.span(),
                        "only doc comments (`///`) may precede a record here",
                    ));
                }
            }
            self.pos += 2;
        }
        Ok(docs)
    }

    fn stmt(&mut self, nested: bool) -> PResult<Option<Stmt>> {
        let docs = self.docs()?;
        // A `///` comment ending the block or a `{ … }` of statements: a
        // comment, as in a record body.
        if self.at_end() {
            return Ok(None);
        }
        // Preprocessor lines are evaluated (and dropped) before parsing
        // where a statement starts; one left here (after a statement the
        // parser recovered from) is skipped.
        if self.is_punct('#') {
            let kw = match self.peek_at(1) {
                Some(TokenTree::Ident(i)) => i.to_string(),
                _ => String::new(),
            };
            return match kw.as_str() {
                "ifndef" | "ifdef" | "define" | "undef" => {
                    self.pos += 2;
                    if matches!(self.peek(), Some(TokenTree::Ident(_))) {
                        self.pos += 1;
                    }
                    Ok(None)
                }
                "endif" | "else" => {
                    self.pos += 2;
                    Ok(None)
                }
                _ => Err(self.err(
                    "expected a statement (`class`, `def`, `defvar`, `foreach`, `let`); `#` starts only preprocessor lines (`#define`, `#ifdef`, `#ifndef`, `#else`, `#endif`) here",
                )),
            };
        }
        if self.is_punct(';') {
            self.pos += 1;
            return Ok(None);
        }
        let Some(TokenTree::Ident(kw)) = self.peek().cloned() else {
            return Err(self.expected(
                "expected a statement (`class`, `def`, `defvar`, `foreach`, `let … in`)",
            ));
        };
        match kw.to_string().as_str() {
            "class" => self.class(nested).map(|c| Some(Stmt::Class(c))),
            "def" => self.def(docs).map(|d| Some(Stmt::Def(d))),
            "defvar" => {
                self.pos += 1;
                let d = self.defvar_rest()?;
                Ok(Some(Stmt::Defvar(d)))
            }
            "foreach" => self.foreach().map(|f| Some(Stmt::Foreach(f))),
            "let" => self.let_in().map(|l| Some(Stmt::LetIn(l))),
            "dialect" => self.dialect().map(|d| Some(Stmt::Dialect(d))),
            // `fn NAME;`: the name of a `patterns!` block's populate
            // function (read by `patterns!` itself, see
            // `crate::pattern::expand::populate_name`).
            "fn" => {
                self.pos += 1;
                self.ident(
                    "expected the populate function's name after `fn` (`fn populate_math;`)",
                )?;
                if self.is_punct(';') {
                    self.pos += 1;
                    Ok(None)
                } else {
                    Err(self.expected("expected `;` after `fn NAME`"))
                }
            }
            "include" => {
                self.pos += 1;
                match self.peek() {
                    Some(TokenTree::Literal(_)) => {
                        self.pos += 1;
                        if self.is_punct(';') {
                            self.pos += 1;
                        }
                        self.includes = true;
                        Ok(None)
                    }
                    _ => Err(self.expected("expected a file name after `include`")),
                }
            }
            "multiclass" => self.multiclass().map(|m| Some(Stmt::MultiClass(m))),
            "defm" => self.defm().map(|d| Some(Stmt::Defm(d))),
            "if" => self.if_stmt().map(|i| Some(Stmt::If(i))),
            "assert" => self.assert_stmt().map(|a| Some(Stmt::Assert(a))),
            "dump" => self.dump_stmt().map(|d| Some(Stmt::Dump(d))),
            "deftype" => self.deftype().map(|(n, t)| Some(Stmt::Deftype(n, t))),
            "defset" => self.defset().map(|d| Some(Stmt::Defset(d))),
            other => Err(syn::Error::new(
                kw.span(),
                format!(
                    "expected a statement (`class`, `def`, `defvar`, `foreach`, `let … in`), found `{other}`"
                ),
            )),
        }
    }

    fn class(&mut self, _nested: bool) -> PResult<ClassDef> {
        let start = self.pos;
        self.pos += 1;
        let name = self.ident("expected the class name after `class`")?;
        let params = self.template_params()?;
        let outer = std::mem::replace(
            &mut self.params,
            params.iter().map(|p| p.name.to_string()).collect(),
        );
        let parents = self.parents();
        let body = parents.and_then(|p| Ok((p, self.body()?)));
        self.params = outer;
        let (parents, body) = body?;
        let tokens: TokenStream = self.toks[start..self.pos].iter().cloned().collect();
        Ok(ClassDef {
            name,
            params,
            parents,
            body,
            tokens,
            imported: false,
        })
    }

    fn def(&mut self, docs: Vec<String>) -> PResult<DefStmt> {
        let span = self.span_here();
        self.pos += 1;
        let anonymous = (self.is_punct(':') && !self.is_path_sep())
            || self.is_punct(';')
            || self.group(Delimiter::Brace).is_some();
        let name = if anonymous {
            None
        } else {
            Some(self.value().map_err(|e| {
                // `def Swap_#Pair[0]` is not even tokenized as written;
                // anything else here is a malformed name.
                syn::Error::new(e.span(), format!("{e} (in the record's name)"))
            })?)
        };
        let parents = self.parents()?;
        let body = self.body()?;
        Ok(DefStmt {
            docs,
            name,
            span,
            parents,
            body,
        })
    }

    /// `: Parent<args>, Parent2` (optional).
    fn parents(&mut self) -> PResult<Vec<ParentRef>> {
        let mut out = Vec::new();
        if !self.is_punct(':') || self.is_path_sep() {
            return Ok(out);
        }
        self.pos += 1;
        loop {
            // `def X : 1DTensorOf<[…]>;` (a name starting with digits).
            if let Some(TokenTree::Literal(l)) = self.peek().cloned()
                && let syn::Lit::Int(i) = syn::Lit::new(l.clone())
                && !i.suffix().is_empty()
            {
                self.pos += 1;
                let (path, args, end) = self.digit_name(&i, l.span())?;
                out.push(ParentRef { path, args, end });
                if self.is_punct(',') {
                    self.pos += 1;
                    continue;
                }
                break;
            }
            let path = self.path().map_err(|_| {
                self.expected("expected a parent class such as `Pat<…>` or `Constraint<…>`")
            })?;
            let mut end = path.span();
            let args = if self.is_punct('<') {
                let (args, close) = self.template_args()?;
                end = close;
                args
            } else {
                Vec::new()
            };
            out.push(ParentRef { path, args, end });
            if self.is_punct(',') {
                self.pos += 1;
                continue;
            }
            break;
        }
        Ok(out)
    }

    /// `;` or `{ items }` (optionally followed by `;`).
    fn body(&mut self) -> PResult<Vec<BodyItem>> {
        if self.is_punct(';') {
            self.pos += 1;
            return Ok(Vec::new());
        }
        let Some(g) = self.group(Delimiter::Brace) else {
            // The next statement already: the `;` was forgotten, so say so
            // where it goes (after the record's last token), as rustc does.
            // (`if` starts a statement too, but is not where recovery
            // resumes.)
            let next_statement = self.at_end()
                || STMT_KEYWORDS.iter().any(|k| self.is_ident(k))
                || self.is_ident("if")
                || self.is_punct('#');
            if next_statement
                && let Some(last) = self.pos.checked_sub(1).and_then(|i| self.toks.get(i))
            {
                return Err(syn::Error::new(
                    last.span(),
                    "expected `;` at the end of the statement (or a body `{ … }`)",
                ));
            }
            return Err(self.expected("expected `;` or a record body `{ … }`"));
        };
        self.pos += 1;
        if self.is_punct(';') {
            self.pos += 1;
        }
        let mut p = self.sub(&g);
        let mut items = Vec::new();
        while !p.at_end() {
            let start = p.pos;
            match p.body_item() {
                Ok(Some(i)) => items.push(i),
                Ok(None) => {}
                Err(e) => {
                    self.cx.push(e);
                    // Skip to after the next `;`.
                    p.pos = start.max(p.pos);
                    while let Some(t) = p.bump() {
                        if matches!(&t, TokenTree::Punct(q) if q.as_char() == ';') {
                            break;
                        }
                    }
                }
            }
        }
        Ok(items)
    }

    fn body_item(&mut self) -> PResult<Option<BodyItem>> {
        let _ = self.docs()?;
        // A `///` comment closing the body (Catalyst's commented-out
        // `let`s after one) is a comment to TableGen; Rust's tokenizer
        // made it an attribute with nothing to document.
        if self.at_end() {
            return Ok(None);
        }
        if self.is_punct(';') {
            self.pos += 1;
            return Ok(None);
        }
        if self.is_ident("let") {
            self.pos += 1;
            let name = self.ident("expected a field name after `let`")?;
            // `let F{7...4} = v;` sets some of the bits of `F`.
            let positions = match self.group(Delimiter::Brace) {
                Some(g) if bits::is_positions(&g) => {
                    self.pos += 1;
                    Some(self.bit_positions(&g)?)
                }
                _ => None,
            };
            self.expect_punct('=', "expected `=` after the field name")?;
            let mut value = self.value()?;
            self.end_item("the field's value")?;
            if let Some(positions) = positions {
                value = Expr::Bits(Box::new(BitsExpr::Let(name.clone(), positions, value)));
            }
            return Ok(Some(BodyItem::Let { name, value }));
        }
        if self.is_ident("defvar") {
            self.pos += 1;
            return Ok(Some(BodyItem::Defvar(self.defvar_rest()?)));
        }
        if self.is_ident("assert") {
            return Ok(Some(BodyItem::Assert(self.assert_stmt()?)));
        }
        if self.is_ident("dump") {
            return Ok(Some(BodyItem::Dump(self.dump_stmt()?)));
        }
        if !matches!(self.peek(), Some(TokenTree::Ident(_))) {
            return Err(self.expected(
                "expected `let NAME = VALUE;`, `defvar NAME = VALUE;` or a field `TYPE NAME = VALUE;` in a record body",
            ));
        }
        // `field TYPE NAME`: TableGen's `field` keyword (a class named
        // `field` is a type followed by the field's name and `=` or `;`).
        let keyword = self.is_ident("field")
            && matches!(self.peek_at(1), Some(TokenTree::Ident(_)))
            && !self.is_punct_at(2, '=')
            && !self.is_punct_at(2, ';');
        if keyword {
            self.pos += 1;
        }
        let ty = self.type_expr()?;
        let name = self.ident("expected the field's name after its type")?;
        let value = if self.is_punct('=') {
            self.pos += 1;
            Some(self.value()?)
        } else {
            None
        };
        self.end_item("the field")?;
        Ok(Some(BodyItem::Field {
            ty,
            name,
            value,
            keyword,
        }))
    }

    fn end_item(&mut self, what: &str) -> PResult<()> {
        if self.is_punct(';') {
            self.pos += 1;
            Ok(())
        } else if self.at_end() {
            Err(syn::Error::new(
                self.toks.last().map_or(self.end, |t| t.span()),
                format!("expected `;` after {what}"),
            ))
        } else {
            Err(self.expected(&format!("expected `;` after {what}")))
        }
    }

    fn defvar_rest(&mut self) -> PResult<Defvar> {
        let name = self.ident("expected the variable's name after `defvar`")?;
        self.expect_punct(
            '=',
            "expected `=` after the variable's name (`defvar NAME = VALUE;`)",
        )?;
        let value = self.value()?;
        self.end_item("the `defvar`")?;
        Ok(Defvar { name, value })
    }

    fn foreach(&mut self) -> PResult<Foreach> {
        self.pos += 1;
        let var = self.ident("expected the iteration variable after `foreach`")?;
        self.expect_punct(
            '=',
            "expected `=` after the iteration variable (`foreach x = [a, b] in …`)",
        )?;
        let range = if let Some(g) = self.group(Delimiter::Brace) {
            self.pos += 1;
            self.brace_range(&g)?
        } else {
            self.value()?
        };
        if !self.is_ident("in") {
            return Err(self.expected("expected `in` after the `foreach` list"));
        }
        self.pos += 1;
        let body = self.stmt_block()?;
        Ok(Foreach { var, range, body })
    }

    /// TableGen's `{0-3, 5}` range list.
    fn brace_range(&mut self, g: &Group) -> PResult<Expr> {
        let mut p = self.sub(g);
        let mut items = Vec::new();
        while !p.at_end() {
            let a = p.int_lit()?;
            if p.is_punct('-') || p.is_ellipsis() {
                if p.is_punct('-') {
                    p.pos += 1;
                } else {
                    p.pos += 3;
                }
                let b = p.int_lit()?;
                items.push(Expr::Range(Box::new(a.clone()), Box::new(b), a.span()));
            } else {
                items.push(a);
            }
            if p.is_punct(',') {
                p.pos += 1;
            } else if !p.at_end() {
                return Err(p.expected("expected `,` in the range list"));
            }
        }
        Ok(Expr::List(items, g.span()))
    }

    fn int_lit(&mut self) -> PResult<Expr> {
        // TableGen allows a `+` sign (`list[+8-+9]`, `{+3...+0}`).
        let signed = self.is_punct('+') && matches!(self.peek_at(1), Some(TokenTree::Literal(_)));
        if signed {
            self.pos += 1;
        }
        match self.peek() {
            Some(TokenTree::Literal(l)) => {
                literals::check(l, signed.then_some('+'))?;
                let span = l.span();
                let lit = syn::Lit::new(l.clone());
                // A suffix would be dropped: `5i32` is a name in TableGen.
                if let syn::Lit::Int(i) = lit
                    && i.suffix().is_empty()
                {
                    self.pos += 1;
                    let v = i.base10_parse::<i128>()?;
                    return Ok(Expr::Int(v, span));
                }
                Err(self.expected("expected an integer"))
            }
            _ => Err(self.expected("expected an integer")),
        }
    }

    /// `{ stmts }` or a single statement.
    fn stmt_block(&mut self) -> PResult<Vec<Stmt>> {
        if let Some(g) = self.group(Delimiter::Brace) {
            self.pos += 1;
            self.enter(g.span())?;
            let mut p = self.sub(&g);
            let stmts = p.stmts(true);
            return Ok(stmts);
        }
        // A statement without braces nests as deep as one with them
        // (`foreach i = … in let f = … in if … then def …;`).
        self.enter(self.span_here())?;
        let start = self.pos;
        self.depth += 1;
        let stmt = self.stmt(true);
        self.depth -= 1;
        match stmt? {
            Some(s) => Ok(vec![s]),
            None if self.pos > start => Ok(Vec::new()),
            None => Err(self.expected("expected a statement")),
        }
    }

    fn let_in(&mut self) -> PResult<LetIn> {
        let kw = self.span_here();
        let start = self.pos;
        self.pos += 1;
        let mut lets = Vec::new();
        loop {
            let name = self.ident("expected a field name after `let`")?;
            if let Some(g) = self.group(Delimiter::Brace)
                && bits::is_positions(&g)
            {
                return Err(syn::Error::new(
                    g.span(),
                    format!(
                        "`let {name}{{…}} = … in` (some bits of a field, for every record inside) is not supported: set the bits in the records' or their class's body (`let {name}{{…}} = …;`)"
                    ),
                ));
            }
            self.expect_punct('=', "expected `=` after the field name")?;
            let value = self.value()?;
            lets.push((name, value));
            if self.is_punct(',') {
                self.pos += 1;
                continue;
            }
            break;
        }
        if !self.is_ident("in") {
            return Err(if self.is_punct(';') {
                syn::Error::new(
                    kw,
                    "a top-level `let` needs `in`: `let field = value in { … }` (inside a record body, write `let` in its `{ … }`)",
                )
            } else {
                self.expected("expected `in` after the `let` bindings")
            });
        }
        self.pos += 1;
        let header: TokenStream = self.toks[start..self.pos].iter().cloned().collect();
        let body = self.stmt_block()?;
        Ok(LetIn { lets, header, body })
    }

    fn dialect(&mut self) -> PResult<DialectStmt> {
        self.pos += 1;
        let name = self.ident("expected the dialect's name after `dialect`")?;
        let mut fields = Vec::new();
        // `dialect ta as TaMathOps;`: more ops of a dialect another block
        // declares, registered by `TaMathOps` (kept as an `as` field).
        if matches!(self.peek(), Some(TokenTree::Ident(id)) if id == "as") {
            let kw = self.ident("`as`")?;
            let ty = self.ident("expected the Rust name of this block's dialect type after `as` (`dialect ta as TaMathOps;`)")?;
            fields.push((kw, Expr::Str(ty.to_string(), ty.span())));
        }
        if self.is_punct(';') {
            self.pos += 1;
        } else if let Some(g) = self.group(Delimiter::Brace) {
            self.pos += 1;
            if self.is_punct(';') {
                self.pos += 1;
            }
            let mut p = self.sub(&g);
            while !p.at_end() {
                match p.body_item()? {
                    Some(BodyItem::Let { name, value }) => fields.push((name, value)),
                    Some(_) => {
                        return Err(syn::Error::new(
                            g.span(),
                            "a `dialect` body holds only `let NAME = VALUE;` fields",
                        ));
                    }
                    None => {}
                }
            }
        } else {
            return Err(self.expected("expected `;` or `{ let … }` after the dialect's name"));
        }
        Ok(DialectStmt { name, fields })
    }
}

/// A short description of a token for messages.
pub(crate) fn describe(t: &TokenTree) -> String {
    match t {
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

/// `tokens` without `#[doc = "…"]` attributes (`///` comments).
fn strip_doc_attrs(tokens: Vec<TokenTree>) -> Vec<TokenTree> {
    let is_doc = |t: Option<&TokenTree>| {
        matches!(t, Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket
            && matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(i)) if i == "doc"))
    };
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if matches!(&tokens[i], TokenTree::Punct(p) if p.as_char() == '#')
            && is_doc(tokens.get(i + 1))
        {
            i += 2;
            continue;
        }
        out.push(tokens[i].clone());
        i += 1;
    }
    out
}
