//! The element type of empty list literals (and of lists of only `?`s), as
//! TableGen's parser finds it.
//!
//! TableGen types every value as it parses it; a list literal takes its
//! element type from its elements, from a `[]<Type>` annotation, or from
//! the type the context expects. An empty `[]` with neither annotation nor
//! expected type is an error, "No type for list" (mlir-tblgen-22:
//! `bit x = !empty([]);`, `defvar v = [];`, `foreach i = [] in …`); so is
//! a list of only `?`s (`defvar v = [?, ?];`: `?` has no type). drr's
//! values carry their own kinds, so the evaluator would accept such a list;
//! this check rejects it where TableGen does.
//!
//! Contexts that expect a type ("typed" below): a field's initializer
//! (`list<int> l = [];`, `let l = [];` in a body), template arguments and
//! parameter defaults (`C<[]>`, `class C<list<int> x = []>`), and within a
//! typed value the elements of a list, the branches of `!if` and the values
//! of `!cond`, the operands of `#` and of `!listconcat`/`!listremove`
//! (whose later operands also take the type of an earlier typed one, so
//! `!listconcat([1], [])` is fine anywhere). Everything else expects no
//! type: operands of other `!` operators, `defvar`, `foreach` ranges, the
//! values of a top-level `let … in`, `assert`, `dump`, indexes. DAG
//! arguments are not checked (TableGen reports another error there).

use super::ast::{BodyItem, Expr, Stmt};
use crate::ods::Ctxt;

/// Reports every untyped empty list literal of a top-level statement.
pub(crate) fn check(cx: &Ctxt, stmt: &Stmt) {
    let mut w = Walker {
        cx,
        exprs: Vec::new(),
    };
    let mut stmts: Vec<&Stmt> = vec![stmt];
    while let Some(s) = stmts.pop() {
        w.stmt(s, &mut stmts);
    }
}

struct Walker<'a> {
    cx: &'a Ctxt,
    /// Pending expressions and whether their context expects a type.
    exprs: Vec<(&'a Expr, bool)>,
}

impl<'a> Walker<'a> {
    fn stmt(&mut self, s: &'a Stmt, stmts: &mut Vec<&'a Stmt>) {
        let nested: &'a [Stmt] = match s {
            Stmt::Class(c) => {
                for p in &c.params {
                    self.value(p.default.as_ref(), true);
                }
                self.parents(&c.parents);
                self.body(&c.body);
                &[]
            }
            Stmt::Def(d) => {
                self.value(d.name.as_ref(), false);
                self.parents(&d.parents);
                self.body(&d.body);
                &[]
            }
            Stmt::Defvar(d) => {
                self.value(Some(&d.value), false);
                &[]
            }
            Stmt::Foreach(f) => {
                self.value(Some(&f.range), false);
                &f.body
            }
            Stmt::LetIn(l) => {
                for (_, v) in &l.lets {
                    self.value(Some(v), false);
                }
                &l.body
            }
            // drr's `dialect` statement sets the dialect record's fields.
            Stmt::Dialect(d) => {
                for (_, v) in &d.fields {
                    self.value(Some(v), true);
                }
                &[]
            }
            Stmt::MultiClass(m) => {
                for p in &m.params {
                    self.value(p.default.as_ref(), true);
                }
                self.parents(&m.parents);
                &m.body
            }
            Stmt::Defm(d) => {
                self.value(d.name.as_ref(), false);
                self.parents(&d.parents);
                &[]
            }
            Stmt::If(i) => {
                self.value(Some(&i.cond), false);
                stmts.extend(i.els.iter().rev());
                &i.then
            }
            Stmt::Assert(a) => {
                self.value(Some(&a.cond), false);
                self.value(Some(&a.message), false);
                &[]
            }
            Stmt::Dump(e) => {
                self.value(Some(e), false);
                &[]
            }
            Stmt::Deftype(..) => &[],
            Stmt::Defset(d) => &d.body,
        };
        stmts.extend(nested.iter().rev());
    }

    fn parents(&mut self, parents: &'a [super::ast::ParentRef]) {
        for p in parents {
            for a in &p.args {
                self.value(Some(a), true);
            }
        }
    }

    fn body(&mut self, body: &'a [BodyItem]) {
        for item in body {
            match item {
                BodyItem::Field { value, .. } => self.value(value.as_ref(), true),
                BodyItem::Let { value, .. } => self.value(Some(value), true),
                BodyItem::Defvar(d) => self.value(Some(&d.value), false),
                BodyItem::Assert(a) => {
                    self.value(Some(&a.cond), false);
                    self.value(Some(&a.message), false);
                }
                BodyItem::Dump(e) => self.value(Some(e), false),
            }
        }
    }

    /// Checks one value and everything in it.
    fn value(&mut self, e: Option<&'a Expr>, typed: bool) {
        let Some(e) = e else { return };
        self.exprs.push((e, typed));
        while let Some((e, typed)) = self.exprs.pop() {
            match e {
                Expr::EmptyList(span) if !typed => {
                    self.cx.error(
                        *span,
                        "No type for list: write its element type, `[]<Type>` (TableGen types an empty `[]` only where a list is expected: a field's initializer, a template argument)",
                    );
                }
                Expr::UnsetList(_, span) if !typed => {
                    self.cx.error(
                        *span,
                        "No type for list: its elements are all `?`; write its element type, `[?, …]<Type>` (TableGen types such a list only where a list is expected: a field's initializer, a template argument)",
                    );
                }
                Expr::List(items, _) => self.exprs.extend(items.iter().map(|i| (i, typed))),
                Expr::Instance(_, args, _) => self.exprs.extend(args.iter().map(|a| (a, true))),
                Expr::Paste(a, b, _) => self.exprs.extend([(&**a, typed), (&**b, typed)]),
                Expr::TrailingPaste(a, _) | Expr::Named(_, a) => self.exprs.push((a, typed)),
                Expr::Bang(b) => {
                    let name = b.name.to_string();
                    match name.as_str() {
                        "if" => {
                            for (i, a) in b.args.iter().enumerate() {
                                self.exprs.push((a, typed && i > 0));
                            }
                        }
                        // Conditions and values alternate.
                        "cond" => {
                            for (i, a) in b.args.iter().enumerate() {
                                self.exprs.push((a, typed && i % 2 == 1));
                            }
                        }
                        "listconcat" | "listremove" => {
                            let mut typed = typed;
                            for a in &b.args {
                                self.exprs.push((a, typed));
                                typed |= !matches!(a, Expr::EmptyList(_) | Expr::UnsetList(..));
                            }
                        }
                        _ => self.exprs.extend(b.args.iter().map(|a| (a, false))),
                    }
                }
                // TableGen reports other errors for lists among DAG
                // arguments: not checked here.
                Expr::Dag(_) => {}
                _ => {
                    let mut children = Vec::new();
                    e.push_children(&mut children);
                    self.exprs.extend(children.into_iter().map(|c| (c, false)));
                }
            }
        }
    }
}
