//! Multiclasses and the statements around records: `multiclass`, `defm`,
//! `if`, `assert`, `dump`, `deftype`, `defset`.
//!
//! Semantics (TableGen's Programmer's Reference, and `TGParser`'s):
//!
//! - `multiclass M<params> : P1<…>, … { stmts }` stores its statements;
//!   nothing is evaluated until a `defm` instantiates it;
//! - `defm [N] : M1<…>, M2<…>, C1<…>, …;` evaluates, for each multiclass
//!   in order, its parent multiclasses' statements and then its own, with
//!   the template arguments and the implicit `NAME` bound (`NAME` is `N`, or
//!   a fresh `anonymous_K` for an anonymous `defm`; inside a multiclass an
//!   anonymous `defm` is named `NAME # anonymous_K`). Every record a
//!   multiclass statement defines is then given the `defm`'s trailing
//!   classes `C1<…>, …` as further parents and the `let … in` bindings
//!   around the `defm`, innermost `defm` first;
//! - a named `def` or `defm` inside a multiclass whose name does not use
//!   `NAME` gets `NAME` prepended (`def Foo` ≡ `def NAME # Foo`); an
//!   anonymous `def` stays anonymous;
//! - the statements of a multiclass see its template arguments, `NAME`, its
//!   own `defvar`s and `foreach` variables, the top-level `defvar`s and the
//!   `let … in` bindings around its definition — not the variables around
//!   the `defm` (lexical scoping);
//! - `assert` is checked where it stands at top level and in a
//!   multiclass (at each instantiation); in a class or record body once the
//!   record is built (with the template arguments it was written under);
//! - `defset list<C> S = { … }` binds `S` to the records that the `def`s
//!   and `defm`s inside define (each must be a `C`), in order; nested sets
//!   collect into every enclosing set.
//!
//! `anonymous_K` counts the anonymous `defm`s of the block from 0, in the
//! order they are written, as TableGen names one when it parses it: every
//! iteration of a `foreach` around a `defm :` has the same `NAME` (records
//! that do not paste the loop variable into their names are defined twice,
//! an error as there). (TableGen's counter also counts anonymous `def`s,
//! class instances and the records of the included files, so the numbers
//! differ from mlir-tblgen's.)

use std::rc::Rc;

use proc_macro2::Span;
use syn::Ident;

use super::{EResult, Eval, Fail, MAX_INSTANTIATION_DEPTH, check_arg_count, err};
use crate::tablegen::ast::*;
use crate::tablegen::value::*;

/// A multiclass of the block.
#[derive(Debug)]
pub struct MultiClass {
    /// Its definition.
    pub def: Rc<MultiClassDef>,
    /// The `let … in` bindings around its definition.
    pub outer_lets: Vec<(Ident, Value)>,
    /// Their headers, outermost first (its macro carries them).
    pub outer_let_tokens: Vec<proc_macro2::TokenStream>,
    /// Classes of the block its statements refer to (by index in
    /// [`Eval::classes`]): its macro carries them.
    pub deps: Vec<usize>,
    /// Multiclasses of the block it refers to (parents and `defm`s): its
    /// macro carries them too.
    pub mc_deps: Vec<usize>,
}

/// A `defm` instantiation under way.
#[derive(Debug)]
pub(super) struct McCtx {
    /// The value of `NAME`.
    name: String,
    /// The multiclass instantiated (for messages).
    multiclass: String,
    /// The multiclass reference of the `defm` (where errors about the
    /// records it makes point).
    site: Span,
    /// The `defm`'s trailing classes, arguments evaluated.
    extra: Vec<(Path, Vec<Value>, Span)>,
    /// The `let … in` bindings around the `defm`.
    site_lets: Vec<(Ident, Value)>,
    /// The multiclass's index.
    index: usize,
    /// How many of its top-level statements run: all, or, where the
    /// multiclass instantiates itself, those before the statement that
    /// does (TableGen's `defm` sees the multiclass as defined so far).
    limit: usize,
    /// The top-level statement running.
    stmt: usize,
}

/// A `defset` under way.
#[derive(Debug)]
pub(super) struct DefsetState {
    /// The class its records must derive from.
    class: String,
    /// The records collected so far.
    items: Vec<Value>,
    /// The set's name.
    name: Ident,
}

/// An `assert` of a record body, checked when the record is built.
#[derive(Debug)]
pub(super) struct PendingAssert {
    /// The record.
    pub(super) rec: RecId,
    /// The statement.
    pub(super) stmt: AssertStmt,
    /// The variables in scope where it was written.
    pub(super) frames: Vec<Vec<Binding>>,
}

/// True if `e` mentions the identifier `NAME` (iteratively).
fn mentions_name(e: &Expr) -> bool {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        if let Expr::Name(p) = e
            && p.as_ident().is_some_and(|i| i == "NAME")
        {
            return true;
        }
        e.push_children(&mut stack);
    }
    false
}

impl Eval<'_> {
    /// The multiclass named `name`, if the block defines it.
    pub fn multiclass(&self, name: &str) -> Option<usize> {
        self.multiclass_index.get(name).copied()
    }

    /// An error if `path` names a multiclass where a class is expected.
    pub(super) fn multiclass_as_class(&self, path: &Path) -> Option<Fail> {
        let id = path.as_ident()?;
        self.multiclass(&id.to_string())?;
        Some(Fail::Err(syn::Error::new(
            id.span(),
            format!(
                "`{id}` is a multiclass, not a class: instantiate it with `defm` (`defm : {id}<…>;`)"
            ),
        )))
    }

    /// Registers a multiclass imported from another block (through its
    /// macro). A multiclass of the same name imported before is kept.
    pub fn import_multiclass(&mut self, m: &MultiClassDef) {
        if self.multiclass_index.contains_key(&m.name.to_string()) {
            return;
        }
        self.multiclass_def(m);
    }

    /// True if `path`, used where a multiclass is expected and not one the
    /// block knows, should be fetched from another block: not a class or
    /// built-in, and (written as a bare name) not within two edits of a
    /// multiclass of the block, which is reported as a typo instead.
    fn fetches_multiclass(&self, path: &Path) -> bool {
        let name = path.last().to_string();
        if self.class(&name).is_some() || super::Builtin::from_name(&name).is_some() {
            return false;
        }
        path.segments.len() > 1 || path.leading_colon || self.multiclass_near(&name).is_none()
    }

    /// The multiclass of the block within two edits of `name`.
    fn multiclass_near(&self, name: &str) -> Option<String> {
        self.multiclasses
            .iter()
            .map(|m| m.def.name.to_string())
            .map(|c| (crate::ods::traits::distance(name, &c), c))
            .filter(|(d, c)| *d <= 2 && c.len() > 2)
            .min_by_key(|(d, _)| *d)
            .map(|(_, c)| c)
    }

    /// The classes and multiclasses the statements of multiclass `m` refer
    /// to (TableGen resolves them where the multiclass is defined). A
    /// class or multiclass the block does not know is missing (fetched
    /// from another block); other errors are left to the `defm`s, which
    /// report them where they instantiate it.
    fn multiclass_deps(&mut self, m: &MultiClassDef) -> (Vec<usize>, Vec<usize>) {
        let mut deps = Vec::new();
        let mut mc_deps = Vec::new();
        let mut exprs: Vec<&Expr> = Vec::new();
        let mut stmts: Vec<&Stmt> = m.body.iter().rev().collect();
        let mut mc_refs: Vec<&Path> = m.parents.iter().map(|p| &p.path).collect();
        for p in &m.parents {
            exprs.extend(&p.args);
        }
        while let Some(s) = stmts.pop() {
            match s {
                Stmt::Def(d) => {
                    for p in &d.parents {
                        let _ = self.class_ref_dep(&p.path, true, &mut deps);
                        exprs.extend(&p.args);
                    }
                    exprs.extend(&d.name);
                    exprs.extend(d.body.iter().flat_map(BodyItem::exprs));
                }
                Stmt::Defm(d) => {
                    let mut first = true;
                    for p in &d.parents {
                        let name = p.path.last().to_string();
                        // Itself (as defined so far): no dependency.
                        if first && p.path.last() == &m.name {
                            continue;
                        }
                        if self.multiclass(&name).is_some()
                            || (first && self.fetches_multiclass(&p.path))
                        {
                            mc_refs.push(&p.path);
                        } else {
                            first = false;
                            let _ = self.class_ref_dep(&p.path, true, &mut deps);
                        }
                        exprs.extend(&p.args);
                    }
                    exprs.extend(&d.name);
                }
                Stmt::Defvar(d) => exprs.push(&d.value),
                Stmt::Foreach(f) => {
                    exprs.push(&f.range);
                    stmts.extend(f.body.iter().rev());
                }
                Stmt::LetIn(l) => {
                    exprs.extend(l.lets.iter().map(|(_, e)| e));
                    stmts.extend(l.body.iter().rev());
                }
                Stmt::If(i) => {
                    exprs.push(&i.cond);
                    stmts.extend(i.then.iter().rev());
                    stmts.extend(i.els.iter().rev());
                }
                Stmt::Assert(a) => {
                    exprs.push(&a.cond);
                    exprs.push(&a.message);
                }
                Stmt::Dump(e) => exprs.push(e),
                Stmt::Class(_)
                | Stmt::MultiClass(_)
                | Stmt::Dialect(_)
                | Stmt::Deftype(..)
                | Stmt::Defset(_) => {}
            }
        }
        for e in exprs {
            let _ = self.expr_deps(e, &mut deps);
        }
        for p in mc_refs {
            let name = p.last().to_string();
            match self.multiclass(&name) {
                Some(i) if !mc_deps.contains(&i) => mc_deps.push(i),
                Some(_) => {}
                None if self.fetches_multiclass(p) => {
                    let _ = self.missing_class(p);
                }
                None => {}
            }
        }
        (deps, mc_deps)
    }

    pub(super) fn multiclass_def(&mut self, m: &MultiClassDef) {
        let name = m.name.to_string();
        if self.multiclass_index.contains_key(&name) {
            self.cx.error(
                m.name.span(),
                format!("multiclass `{name}` is defined twice"),
            );
            return;
        }
        if self.class(&name).is_some() {
            self.cx.error(
                m.name.span(),
                format!("`{name}` is already a class: a multiclass needs another name"),
            );
            return;
        }
        for p in &m.parents {
            let pname = p.path.last().to_string();
            if self.multiclass(&pname).is_none() && !self.fetches_multiclass(&p.path) {
                let f = self.not_a_multiclass(&p.path, "a parent of a multiclass");
                self.report(f);
                return;
            }
        }
        let (deps, mc_deps) = self.multiclass_deps(m);
        // The parents of its `def`s are checked where they are written, as
        // TableGen does (a multiclass never `defm`ed included); one that
        // fails leaves the multiclass undefined, and its `defm`s silent.
        if let Err(f) = self.check_multiclass_parents(m) {
            self.failed.insert(name);
            self.report(f);
            return;
        }
        self.multiclass_index.insert(name, self.multiclasses.len());
        self.multiclasses.push(MultiClass {
            def: Rc::new(m.clone()),
            outer_lets: self.let_stack.clone(),
            outer_let_tokens: self.let_headers.clone(),
            deps,
            mc_deps,
        });
    }

    /// [`Eval::check_parent_args`] on the parents of the `def`s among
    /// multiclass `m`'s statements.
    fn check_multiclass_parents(&mut self, m: &MultiClassDef) -> EResult<()> {
        let mut stmts: Vec<&Stmt> = m.body.iter().rev().collect();
        while let Some(s) = stmts.pop() {
            match s {
                Stmt::Def(d) => {
                    for p in &d.parents {
                        self.check_parent_args(p)?;
                    }
                }
                Stmt::Foreach(f) => stmts.extend(f.body.iter().rev()),
                Stmt::LetIn(l) => stmts.extend(l.body.iter().rev()),
                Stmt::If(i) => {
                    stmts.extend(i.els.iter().rev());
                    stmts.extend(i.then.iter().rev());
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The error for `path`, used where a multiclass is expected.
    fn not_a_multiclass(&self, path: &Path, what: &str) -> Fail {
        let name = path.last().to_string();
        let span = path.span();
        if self.class(&name).is_some() || super::Builtin::from_name(&name).is_some() {
            return Fail::Err(syn::Error::new(
                span,
                format!(
                    "`{name}` is a class, not a multiclass: {what} must be a multiclass (a class instantiates with `def`, or follows the multiclasses of a `defm`)"
                ),
            ));
        }
        let hint = match self.multiclass_near(&name) {
            Some(c) => format!(" (did you mean `{c}`?)"),
            None => String::new(),
        };
        Fail::Err(syn::Error::new(
            span,
            format!(
                "unknown multiclass `{}`{hint}: {what} must be a multiclass defined earlier in this block; a multiclass of another block or crate is written with its path (`self::{name}<…>` after `use`)",
                path.display()
            ),
        ))
    }

    /// The name of a `def`: inside a multiclass, `NAME` is prepended unless
    /// the name uses it.
    pub(super) fn def_name(&mut self, e: &Expr) -> EResult<Ident> {
        let Some(ctx) = self.mc_stack.last() else {
            return self.record_name(e);
        };
        if mentions_name(e) {
            return self.record_name(e);
        }
        let prefix = ctx.name.clone();
        let span = e.span();
        let text = prefix + &self.name_text(e)?;
        super::record::record_ident(&text, span)
    }

    /// The error for a record name defined twice.
    pub(super) fn defined_twice(&self, n: &Ident) -> Fail {
        match self.mc_stack.first() {
            None => Fail::Err(syn::Error::new(
                n.span(),
                format!("record `{n}` is defined twice"),
            )),
            Some(ctx) => {
                // TableGen names an anonymous `defm` once, where it is
                // written, and keeps only the first record of a name that
                // comes again (silently; `defset` crashes on it).
                let hint = if self.mc_stack.iter().any(|c| c.name.contains("anonymous_")) {
                    " (an anonymous `defm` has the same `NAME` in every iteration of a `foreach` around it: paste the loop variable into the record's name, or name the `defm`)"
                } else {
                    ""
                };
                Fail::Err(syn::Error::new(
                    ctx.site,
                    format!(
                        "record `{n}` is defined twice: this `defm` of `{}` defines it again{hint}",
                        ctx.multiclass
                    ),
                ))
            }
        }
    }

    /// Gives record `id` the trailing classes and the `let … in` bindings
    /// of the `defm`s under way, innermost first.
    pub(super) fn defm_classes(&mut self, id: RecId) -> EResult<()> {
        for k in (0..self.mc_stack.len()).rev() {
            let extra = self.mc_stack[k].extra.clone();
            for (path, args, end) in extra {
                self.check_inherited_once(id, &path, 0)?;
                self.instantiate(id, &path, args, end)?;
            }
            let lets = self.mc_stack[k].site_lets.clone();
            for (n, v) in lets {
                self.set_field(id, &n, v)?;
            }
        }
        Ok(())
    }

    /// Adds the new `def` `id` to the `defset`s under way.
    pub(super) fn add_to_defsets(&mut self, id: RecId, span: Span) {
        for k in 0..self.defsets.len() {
            let class = self.defsets[k].class.clone();
            if !self.records[id].invalid && !self.rec_isa(id, &class) && self.is_known_class(&class)
            {
                let set = self.defsets[k].name.to_string();
                self.cx.error(
                    span,
                    format!(
                        "this record is not a `{class}`: it cannot be added to `defset` `{set}`"
                    ),
                );
                continue;
            }
            self.defsets[k].items.push(Value::Rec(id, span));
        }
    }

    /// Checks the pending `assert`s of record `id`.
    pub(super) fn check_record_asserts(&mut self, id: RecId) {
        let mut mine = Vec::new();
        let mut i = 0;
        while i < self.pending_asserts.len() {
            if self.pending_asserts[i].rec == id {
                mine.push(self.pending_asserts.remove(i));
            } else {
                i += 1;
            }
        }
        if self.records[id].invalid {
            return;
        }
        for p in mine {
            let saved_frames = std::mem::replace(&mut self.frames, p.frames);
            let saved_current = self.current.replace(id);
            let r = self.check_assert(&p.stmt);
            self.frames = saved_frames;
            self.current = saved_current;
            if let Err(f) = r {
                self.records[id].invalid = true;
                self.report(f);
            }
        }
    }

    /// Evaluates `assert cond, message;`: an error at the condition if it
    /// is false.
    pub(super) fn check_assert(&mut self, a: &AssertStmt) -> EResult<()> {
        let c = self.expr(&a.cond)?;
        // A condition reading a record of another block being fetched is
        // checked in the round after the fetch (this round is discarded).
        if self.is_pending_fetch(&c) || self.truthy(&c)? {
            return Ok(());
        }
        let m = self.expr(&a.message)?;
        let text = match &m {
            Value::Str(s, _) => s.to_string(),
            other => self.to_text(other, a.message.span())?,
        };
        let within = match self.mc_stack.first() {
            Some(ctx) => format!(" (in `defm {}` of `{}`)", ctx.name, ctx.multiclass),
            None => String::new(),
        };
        err(a.cond.span(), format!("assertion failed: {text}{within}"))
    }

    pub(super) fn if_stmt(&mut self, i: &IfStmt) {
        let c = match self.expr(&i.cond) {
            // Decided in the round after the fetch (see `check_assert`).
            Ok(c) if self.is_pending_fetch(&c) => return,
            c => c,
        };
        let c = match c.and_then(|c| self.truthy(&c)) {
            Ok(c) => c,
            Err(f) => {
                self.report(f);
                return;
            }
        };
        // Each arm is a scope for its `defvar`s.
        self.frames.push(Vec::new());
        self.stmts(if c { &i.then } else { &i.els });
        self.frames.pop();
    }

    pub(super) fn deftype(&mut self, n: &Ident, t: &TypeExpr) {
        let name = n.to_string();
        if self.type_aliases.contains_key(&name) || self.class(&name).is_some() {
            self.cx
                .error(n.span(), format!("type `{name}` is defined twice"));
            return;
        }
        let t = self.resolve_type(t);
        self.type_aliases.insert(name, t);
    }

    /// `ty` with the `deftype` aliases in it replaced by their types, also
    /// inside `list<…>` (`deftype ByteList = list<Byte>;`): a field
    /// declared with an alias has the aliased type, as in TableGen.
    pub(super) fn resolve_type(&self, ty: &TypeExpr) -> TypeExpr {
        match ty {
            TypeExpr::Class(c) => self
                .type_aliases
                .get(c.as_str())
                .cloned()
                .unwrap_or_else(|| ty.clone()),
            TypeExpr::List(inner) => TypeExpr::List(Box::new(self.resolve_type(inner))),
            _ => ty.clone(),
        }
    }

    pub(super) fn defset(&mut self, d: &DefsetStmt) {
        let mut ty = d.ty.clone();
        if let TypeExpr::Class(c) = &ty
            && let Some(t) = self.type_aliases.get(c.as_str())
        {
            ty = t.clone();
        }
        let class = match ty {
            TypeExpr::List(inner) => match *inner {
                TypeExpr::Class(c) => {
                    self.type_aliases
                        .get(c.as_str())
                        .map_or(Some(c.name), |t| match t {
                            TypeExpr::Class(c) => Some(c.name.clone()),
                            _ => None,
                        })
                }
                _ => None,
            },
            _ => None,
        };
        let Some(class) = class else {
            self.cx.error(
                d.name.span(),
                format!(
                    "a `defset` collects records: its type must be `list<Class>`, found `{}`",
                    d.ty.display()
                ),
            );
            return;
        };
        self.defsets.push(DefsetState {
            class,
            items: Vec::new(),
            name: d.name.clone(),
        });
        self.frames.push(Vec::new());
        self.stmts(&d.body);
        self.frames.pop();
        let set = self.defsets.pop().expect("pushed above");
        self.globals.push(Binding {
            name: d.name.clone(),
            value: Value::List(set.items.into(), d.name.span()),
        });
    }

    pub(super) fn defm(&mut self, d: &DefmStmt) {
        if let Err(f) = self.defm_inner(d) {
            self.report(f);
        }
    }

    fn defm_inner(&mut self, d: &DefmStmt) -> EResult<()> {
        // The name (`NAME` of the instantiated multiclasses).
        let name = match &d.name {
            None => {
                let n = format!("anonymous_{}", d.anon);
                match self.mc_stack.last() {
                    Some(ctx) => format!("{}{n}", ctx.name),
                    None => n,
                }
            }
            Some(e) => {
                let text = self.name_text(e)?;
                match self.mc_stack.last() {
                    Some(ctx) if !mentions_name(e) => format!("{}{text}", ctx.name),
                    _ => text,
                }
            }
        };
        // The multiclasses, then the classes.
        let mut mcs: Vec<(usize, &ParentRef)> = Vec::new();
        let mut extra = Vec::new();
        for p in &d.parents {
            let pname = p.path.last().to_string();
            let mc = self.multiclass(&pname);
            if mc.is_none() && mcs.is_empty() && self.fetches_multiclass(&p.path) {
                // A multiclass of another block: fetched through its macro.
                return Err(self.missing_class(&p.path));
            }
            match mc {
                Some(i) if extra.is_empty() => mcs.push((i, p)),
                Some(_) => {
                    return err(
                        p.path.span(),
                        format!(
                            "multiclass `{pname}` follows a class: in a `defm`, the multiclasses come first, then the classes"
                        ),
                    );
                }
                None if mcs.is_empty() => {
                    return Err(self.not_a_multiclass(&p.path, "the first parent of a `defm`"));
                }
                None => {
                    let args = self.exprs(&p.args)?;
                    extra.push((p.path.clone(), args, p.end));
                }
            }
        }
        let site_lets = self.let_stack.clone();
        for (i, p) in mcs {
            let args = self.exprs(&p.args)?;
            // Inside the multiclass's own statements: as far as defined
            // before the one running.
            let limit = self
                .mc_stack
                .iter()
                .rev()
                .find(|c| c.index == i)
                .map_or(usize::MAX, |c| c.stmt);
            let ctx = McCtx {
                name: name.clone(),
                multiclass: p.path.last().to_string(),
                site: p.path.span(),
                extra: extra.clone(),
                site_lets: site_lets.clone(),
                index: i,
                limit,
                stmt: 0,
            };
            self.instantiate_multiclass(i, args, ctx, p.end)?;
        }
        Ok(())
    }

    /// Evaluates multiclass `i`'s statements with `args` bound, under `ctx`.
    fn instantiate_multiclass(
        &mut self,
        i: usize,
        args: Vec<Value>,
        ctx: McCtx,
        end: Span,
    ) -> EResult<()> {
        if self.mc_stack.len() >= MAX_INSTANTIATION_DEPTH {
            return err(
                ctx.site,
                format!(
                    "`defm`s nested more than {MAX_INSTANTIATION_DEPTH} levels deep (a multiclass that instantiates itself?)"
                ),
            );
        }
        let mc = self.multiclasses[i].def.clone();
        let outer_lets = self.multiclasses[i].outer_lets.clone();
        let mc_name = mc.name.to_string();
        let owner = format!("multiclass `{mc_name}`");
        check_arg_count(&owner, &mc.params, &args)?;
        let name_value = Value::Str(ctx.name.as_str().into(), ctx.site);
        let saved_frames = std::mem::take(&mut self.frames);
        let saved_lets = std::mem::replace(&mut self.let_stack, outer_lets);
        let saved_current = self.current.take();
        self.frames.push(vec![Binding {
            name: Ident::new("NAME", ctx.site),
            value: name_value,
        }]);
        let name = ctx.name.clone();
        let limit = ctx.limit;
        self.mc_stack.push(ctx);
        let saved_bits = std::mem::take(&mut self.bits_params);
        let saved_late = std::mem::replace(
            &mut self.late_vars,
            mc.params.iter().map(|p| p.name.to_string()).collect(),
        );
        let r = (|| -> EResult<()> {
            self.bind_args(&mc_name, &owner, &mc.params, &args, end)?;
            self.bits_params = mc
                .params
                .iter()
                .filter_map(|p| match p.ty {
                    TypeExpr::Bits(n) => Some((p.name.to_string(), n)),
                    _ => None,
                })
                .collect();
            // Parent multiclasses first, with the same `NAME`.
            for p in &mc.parents {
                let pname = p.path.last().to_string();
                let Some(pi) = self.multiclass(&pname) else {
                    return Err(self.not_a_multiclass(&p.path, "a parent of a multiclass"));
                };
                let pargs = self.exprs(&p.args)?;
                let site = self.mc_stack.last().map_or(p.path.span(), |c| c.site);
                let sub = McCtx {
                    name: name.clone(),
                    multiclass: pname,
                    site,
                    extra: Vec::new(),
                    site_lets: Vec::new(),
                    index: pi,
                    limit: usize::MAX,
                    stmt: 0,
                };
                self.instantiate_multiclass(pi, pargs, sub, p.end)?;
            }
            for (k, s) in mc.body.iter().enumerate().take(limit) {
                if let Some(c) = self.mc_stack.last_mut() {
                    c.stmt = k;
                }
                self.stmts(std::slice::from_ref(s));
            }
            Ok(())
        })();
        self.mc_stack.pop();
        self.late_vars = saved_late;
        self.bits_params = saved_bits;
        self.frames = saved_frames;
        self.let_stack = saved_lets;
        self.current = saved_current;
        r
    }
}
