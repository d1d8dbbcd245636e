//! The statements that build records indirectly or check them:
//! `multiclass`, `defm`, `if … then … else …`, `assert`, `dump`, `deftype`,
//! `defset`, and the template parameter list shared with `class`.
//!
//! ```text
//! multiclass := "multiclass" IDENT ["<" param,* ">"] [":" parents] ("{" stmt* "}" | ";")
//! defm       := "defm" [value] ":" parents ";"
//! if         := "if" value "then" block ["else" block]
//! assert     := "assert" value "," value ";"
//! dump       := "dump" value ";"
//! deftype    := "deftype" IDENT "=" type ";"
//! defset     := "defset" type IDENT "=" "{" stmt* "}"
//! ```

use proc_macro2::{Delimiter, TokenStream};

use super::{PResult, Parser};
use crate::tablegen::ast::*;

impl Parser<'_> {
    /// `<Type name [= default], …>` (optional).
    pub(super) fn template_params(&mut self) -> PResult<Vec<Param>> {
        let mut params = Vec::new();
        if !self.is_punct('<') {
            return Ok(params);
        }
        self.pos += 1;
        // `<>` declares no parameter (TableGen: "Unknown token when
        // expecting a type"); `<int n,>` ends after a comma.
        if self.is_punct('>') {
            return Err(self.expected(
                "expected a template parameter (`class Name<int n>`; a class without parameters is `class Name`)",
            ));
        }
        loop {
            if self.is_punct('>') {
                self.pos += 1;
                break;
            }
            let ty = self.type_expr()?;
            let name = self.ident("expected the template parameter's name after its type")?;
            let default = if self.is_punct('=') {
                self.pos += 1;
                Some(self.value()?)
            } else {
                None
            };
            params.push(Param { ty, name, default });
            if self.is_punct(',') {
                self.pos += 1;
            } else if !self.is_punct('>') {
                return Err(self.expected(
                    "expected `,` or `>` after a template parameter (`class Name<int n, string s = \"\">`)",
                ));
            }
        }
        Ok(params)
    }

    pub(super) fn multiclass(&mut self) -> PResult<MultiClassDef> {
        let start = self.pos;
        self.pos += 1;
        let name = self.ident("expected the multiclass name after `multiclass`")?;
        let params = self.template_params()?;
        let outer = std::mem::replace(
            &mut self.params,
            params.iter().map(|p| p.name.to_string()).collect(),
        );
        let rest = self.multiclass_rest(start, name, params);
        self.params = outer;
        rest
    }

    /// The parents and body of a multiclass, its template arguments in
    /// scope.
    fn multiclass_rest(
        &mut self,
        start: usize,
        name: syn::Ident,
        params: Vec<Param>,
    ) -> PResult<MultiClassDef> {
        let parents = self.parents()?;
        let body = if let Some(g) = self.group(Delimiter::Brace) {
            self.pos += 1;
            self.enter(g.span())?;
            let mut p = self.sub(&g);
            let body = p.stmts(true);
            self.failed |= p.failed;
            if self.is_punct(';') {
                self.pos += 1;
            }
            // A statement a multiclass cannot hold is reported and left
            // out; the rest of the multiclass stays usable.
            let mut body = body;
            body.retain(|s| {
                let bad = match s {
                    Stmt::Class(c) => Some(("class", c.name.span())),
                    Stmt::MultiClass(m) => Some(("multiclass", m.name.span())),
                    Stmt::Defset(d) => Some(("defset", d.name.span())),
                    Stmt::Dialect(d) => Some(("dialect", d.name.span())),
                    Stmt::Deftype(n, _) => Some(("deftype", n.span())),
                    _ => None,
                };
                if let Some((kw, span)) = bad {
                    self.cx.error(
                        span,
                        format!(
                            "`{kw}` is not allowed inside a multiclass (a multiclass body holds `def`, `defm`, `defvar`, `foreach`, `if`, `let … in`, `assert` and `dump`)"
                        ),
                    );
                    self.failed = true;
                }
                bad.is_none()
            });
            body
        } else if self.is_punct(';') && !parents.is_empty() {
            self.pos += 1;
            Vec::new()
        } else {
            return Err(self.expected("expected the multiclass body `{ … }`"));
        };
        let tokens: TokenStream = self.toks[start..self.pos].iter().cloned().collect();
        Ok(MultiClassDef {
            name,
            params,
            parents,
            body,
            tokens,
            imported: false,
        })
    }

    pub(super) fn defm(&mut self) -> PResult<DefmStmt> {
        let span = self.span_here();
        self.pos += 1;
        let anonymous = self.is_punct(':') && !self.is_path_sep();
        let name =
            if anonymous {
                None
            } else {
                Some(self.value().map_err(|e| {
                    syn::Error::new(e.span(), format!("{e} (in the `defm`'s name)"))
                })?)
            };
        if !self.is_punct(':') || self.is_path_sep() {
            return Err(self.expected(
                "expected `:` and the multiclass after the `defm`'s name (`defm Name : Multiclass<…>;`)",
            ));
        }
        let parents = self.parents()?;
        self.expect_punct(
            ';',
            "expected `;` after the `defm` (a `defm` has no body: put fields in a class listed after the multiclasses)",
        )?;
        Ok(DefmStmt {
            name,
            span,
            parents,
            anon: 0,
        })
    }

    pub(super) fn if_stmt(&mut self) -> PResult<IfStmt> {
        self.pos += 1;
        let cond = self.value()?;
        if !self.is_ident("then") {
            return Err(self.expected("expected `then` after the condition of `if`"));
        }
        self.pos += 1;
        let then = self.stmt_block()?;
        let els = if self.is_ident("else") {
            self.pos += 1;
            self.stmt_block()?
        } else {
            Vec::new()
        };
        Ok(IfStmt { cond, then, els })
    }

    pub(super) fn assert_stmt(&mut self) -> PResult<AssertStmt> {
        let span = self.span_here();
        self.pos += 1;
        let cond = self.value()?;
        self.expect_punct(
            ',',
            "expected `,` and a message after the condition (`assert cond, \"message\";`)",
        )?;
        let message = self.value()?;
        self.end_item("the `assert`")?;
        Ok(AssertStmt {
            cond,
            message,
            span,
        })
    }

    pub(super) fn dump_stmt(&mut self) -> PResult<Expr> {
        self.pos += 1;
        let message = self.value()?;
        self.end_item("the `dump`")?;
        Ok(message)
    }

    pub(super) fn deftype(&mut self) -> PResult<(syn::Ident, TypeExpr)> {
        self.pos += 1;
        let name = self.ident("expected the type's name after `deftype`")?;
        self.expect_punct(
            '=',
            "expected `=` after the type's name (`deftype Name = Type;`)",
        )?;
        let ty = self.type_expr()?;
        self.end_item("the `deftype`")?;
        Ok((name, ty))
    }

    pub(super) fn defset(&mut self) -> PResult<DefsetStmt> {
        self.pos += 1;
        let ty = self.type_expr()?;
        let name =
            self.ident("expected the set's name after its type (`defset list<C> Name = { … }`)")?;
        self.expect_punct(
            '=',
            "expected `=` after the set's name (`defset list<C> Name = { … }`)",
        )?;
        let Some(g) = self.group(Delimiter::Brace) else {
            return Err(self.expected("expected `{ … }` after `=` in `defset`"));
        };
        self.pos += 1;
        self.enter(g.span())?;
        let mut p = self.sub(&g);
        let body = p.stmts(true);
        self.failed |= p.failed;
        if self.is_punct(';') {
            self.pos += 1;
        }
        Ok(DefsetStmt { ty, name, body })
    }
}
