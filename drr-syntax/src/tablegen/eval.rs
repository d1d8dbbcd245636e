//! Evaluating the statements of a block into records.
//!
//! Semantics (TableGen's, as far as DRR and ODS files use them):
//!
//! - `def X : A<…>, B<…> { body }` creates a record, instantiates its
//!   parents in order (each class: template arguments bound and
//!   type-checked, its own parents instantiated, the enclosing `let … in`
//!   bindings of its definition applied, its body applied), then applies the
//!   enclosing `let … in` bindings of the `def`, then its body;
//! - `Class<args>` in a value position creates an anonymous record the same
//!   way;
//! - names resolve, innermost first, to: `foreach` variables, template
//!   arguments and `defvar`s in scope; fields of the record being built;
//!   top-level `defvar`s; records defined earlier in the block; otherwise
//!   the name is left to Rust ([`Value::Ext`]);
//! - field references are bound late, as TableGen binds them: an
//!   initializer that reads fields of its record is evaluated again once
//!   the record is complete, with the fields' final values (`eval/late.rs`);
//! - `let … in { … }`, `foreach` and `if` blocks are scopes of their own
//!   `defvar`s.
//!
//! Layout: this file holds the statements and expressions;
//! `eval/classes.rs` class definitions and instantiation, `eval/fields.rs`
//! names, `let`s and field reads, `eval/late.rs` late binding,
//! `eval/multiclass.rs` multiclasses, `defm`, `defset` and `assert`.
//!
//! Errors are reported to the [`Ctxt`] at the offending token; a record
//! with an error is marked invalid and left out of the output (no
//! follow-on errors). A class the block does not know, used as a parent or
//! instantiated with arguments, is recorded in [`Eval::missing`]: the block
//! then fetches it through its class macro instead of expanding (see
//! [`export`](super::export)).

use std::collections::HashMap;
use std::rc::Rc;

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::Ident;
use syn::ext::IdentExt;

use super::ast::*;
use super::prelude::{Builtin, is_library_class, is_library_generic};
use super::value::*;
use crate::ods::Ctxt;

mod bits;
mod classes;
mod fields;
pub use fields::generic_fields;
mod expr;
mod late;
mod limits;
pub use limits::{MAX_FIELDS, MAX_VALUE_SIZE, MAX_WORK};
mod foreach_range;
mod multiclass;
mod unresolved;
pub use multiclass::MultiClass;
use multiclass::{DefsetState, McCtx, PendingAssert};
pub(crate) use unresolved::is_unresolved_name;

/// How deep class instantiations may nest (a class hierarchy, or classes
/// instantiating classes in their arguments).
pub const MAX_INSTANTIATION_DEPTH: usize = 64;

/// The most records one block may create (`foreach` over large ranges).
pub const MAX_RECORDS: usize = 200_000;

/// Why evaluating something stopped.
#[derive(Debug)]
pub enum Fail {
    /// An error (to report).
    Err(syn::Error),
    /// A class the block does not know (already recorded in `missing`).
    Missing,
    /// A class or record whose definition failed with an error reported
    /// already: nothing more to say.
    Silent,
}

impl From<syn::Error> for Fail {
    fn from(e: syn::Error) -> Self {
        Fail::Err(e)
    }
}

/// Evaluation result.
pub type EResult<T> = Result<T, Fail>;

fn err<T>(span: Span, msg: impl std::fmt::Display) -> EResult<T> {
    Err(Fail::Err(syn::Error::new(span, msg)))
}

/// Too many `args` for `params` of `owner` (`` `C` `` or ``multiclass
/// `M` ``) is an error at the first extra one.
pub(super) fn check_arg_count(owner: &str, params: &[Param], args: &[Value]) -> EResult<()> {
    if args.len() > params.len() {
        return Err(too_many_args(
            owner,
            params,
            args.len(),
            args[params.len()].span(),
        ));
    }
    Ok(())
}

/// The error for `n` template arguments of `owner`, which takes fewer
/// (`params`), at the first extra one (`at`).
pub(super) fn too_many_args(owner: &str, params: &[Param], n: usize, at: Span) -> Fail {
    Fail::Err(syn::Error::new(
        at,
        format!(
            "too many template arguments: {owner} takes {} ({}), found {n}",
            params.len(),
            params
                .iter()
                .map(|p| format!("{} {}", p.ty.display(), p.name))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    ))
}

/// A class of the block (or imported from another block).
#[derive(Debug)]
pub struct UserClass {
    /// Its name.
    pub name: Ident,
    /// Template parameters.
    pub params: Vec<Param>,
    /// Parents.
    pub parents: Vec<ParentRef>,
    /// Body.
    pub body: Vec<BodyItem>,
    /// Enclosing `let … in` bindings at its definition.
    pub outer_lets: Vec<(Ident, Value)>,
    /// The `let … in` headers around its definition, outermost first (an
    /// exported class carries them to the blocks that import it).
    pub outer_let_tokens: Vec<TokenStream>,
    /// Its tokens as written.
    pub tokens: TokenStream,
    /// Imported from another block.
    pub imported: bool,
    /// Classes of the block it refers to (parents and instances).
    pub deps: Vec<usize>,
}

/// The evaluator.
pub struct Eval<'a> {
    /// Error sink.
    pub cx: &'a Ctxt,
    /// Every record (defs and anonymous instances).
    pub records: Vec<Record>,
    /// The `def`s, in order.
    pub defs: Vec<RecId>,
    /// Classes.
    pub classes: Vec<UserClass>,
    class_index: HashMap<String, usize>,
    def_index: HashMap<String, RecId>,
    globals: Vec<Binding>,
    frames: Vec<Vec<Binding>>,
    /// Evaluating a `def`'s own parent list and body (not a class body):
    /// there TableGen has no `NAME` unless a multiclass binds it.
    def_level: bool,
    let_stack: Vec<(Ident, Value)>,
    /// The headers of the enclosing `let … in` statements (see
    /// [`UserClass::outer_let_tokens`]).
    pub(crate) let_headers: Vec<TokenStream>,
    /// drr `dialect` statements: name and fields.
    pub dialects: Vec<(Ident, Vec<(Ident, Value)>)>,
    depth: usize,
    /// Classes the block uses but does not define, in order of first use.
    pub missing: Vec<Path>,
    pub(crate) current: Option<RecId>,
    /// Multiclasses of the block.
    pub multiclasses: Vec<MultiClass>,
    multiclass_index: HashMap<String, usize>,
    /// The `defm` instantiations under way, outermost first.
    mc_stack: Vec<McCtx>,
    /// The next `anonymous_N` of an anonymous `defm`.
    anon_counter: usize,
    /// The `defset`s under way, outermost first.
    defsets: Vec<DefsetState>,
    /// `deftype` aliases.
    type_aliases: HashMap<String, TypeExpr>,
    /// `assert`s of record bodies, checked once their record is built.
    pending_asserts: Vec<PendingAssert>,
    /// Classes and records whose definition failed with a reported error:
    /// their uses report nothing more (no "unknown class" or "unknown
    /// constraint" after the real error).
    pub failed: std::collections::HashSet<String>,
    /// Named records that stand for a library generic (`def Tosa_Int8 :
    /// AnyTypeOf<[…]>;`), in order: the name is bound to the generic.
    pub generic_defs: Vec<(Ident, Rc<ExtVal>)>,
    /// The block has an `include` line: a name where a predicate record
    /// belongs that the block does not know is a record of another block
    /// ([`Eval::pred_fetch`]).
    pub includes: bool,
    /// The names fetched from other blocks already (never fetched again).
    pub fetched: std::collections::HashSet<String>,
    /// The type and attribute constraint records of other blocks fetched
    /// by alias (Rust items in scope): `X.predicate` and a bare `X` inside
    /// `And<[…]>` stand for their predicate.
    pub imported_defs: std::collections::HashSet<String>,
    /// Those of them that are `TypeDef`/`AttrDef` records without a
    /// `mnemonic` (no Rust item: their predicate is an error at its use).
    pub mnemonicless_defs: std::collections::HashSet<String>,
    /// The fields those records' blocks carried along with them
    /// ([`ImportedDef::fields`](crate::ods::ast::ImportedDef::fields)), by
    /// record name: `Record.field` reads them.
    pub imported_fields: HashMap<String, Vec<(String, crate::ods::ast::FieldValue)>>,
    /// Predicate records of other blocks the block uses
    /// (`And<[OtherPred, …]>`, `OtherPred.predicate`), in order of first
    /// use: fetched as text ([`export::record_macros`](super::export::record_macros))
    /// before the block expands.
    pub pred_fetch: std::cell::RefCell<Vec<Ident>>,
    /// The fields read by name while an initializer is evaluated (record,
    /// field): what makes a field's value late-bound ([`Field::late`]).
    field_reads: std::cell::RefCell<Vec<(RecId, String)>>,
    /// Initializers under evaluation that record their reads into
    /// `field_reads` (none: reads are not recorded).
    tracking_reads: usize,
    /// The def whose late-bound initializers are being resolved for the
    /// last time, whose fields read while `?` go to `unset_reads`.
    final_def: Option<RecId>,
    /// Fields of [`Eval::final_def`] read while unset (`?`): TableGen leaves
    /// such a reference unresolved ([`late`](eval/late.rs)).
    unset_reads: std::cell::RefCell<Vec<String>>,
    /// The work done so far (bounded by [`MAX_WORK`]).
    work: limits::Work,
    /// The class whose definition is being checked (its body may
    /// instantiate it).
    defining_class: Option<String>,
    /// The `defvar`s whose value failed with a reported error.
    failed_vars: std::collections::HashSet<String>,
    /// How many [`Eval::expr`] calls are under way.
    expr_depth: usize,
    /// The `bits<N>` template parameters of the class being instantiated
    /// (`!repr` shows their values as bits).
    bits_params: Vec<(String, u32)>,
    /// The top-level `defvar`s whose value is a `bits<N>` (as
    /// `bits_params`).
    bits_globals: HashMap<String, u32>,
    /// The `foreach` variables, multiclass template arguments and local
    /// `defvar`s made of them in scope: names TableGen does not know
    /// while it parses (`eval/foreach_range.rs`).
    late_vars: Vec<String>,
}

impl<'a> Eval<'a> {
    /// A new evaluator.
    pub fn new(cx: &'a Ctxt) -> Self {
        Eval {
            cx,
            records: Vec::new(),
            defs: Vec::new(),
            classes: Vec::new(),
            class_index: HashMap::new(),
            def_index: HashMap::new(),
            globals: Vec::new(),
            frames: Vec::new(),
            def_level: false,
            let_stack: Vec::new(),
            let_headers: Vec::new(),
            dialects: Vec::new(),
            depth: 0,
            missing: Vec::new(),
            current: None,
            multiclasses: Vec::new(),
            multiclass_index: HashMap::new(),
            mc_stack: Vec::new(),
            anon_counter: 0,
            defsets: Vec::new(),
            type_aliases: HashMap::new(),
            pending_asserts: Vec::new(),
            failed: std::collections::HashSet::new(),
            generic_defs: Vec::new(),
            includes: false,
            fetched: std::collections::HashSet::new(),
            imported_defs: std::collections::HashSet::new(),
            mnemonicless_defs: std::collections::HashSet::new(),
            imported_fields: HashMap::new(),
            pred_fetch: std::cell::RefCell::new(Vec::new()),
            field_reads: std::cell::RefCell::new(Vec::new()),
            tracking_reads: 0,
            final_def: None,
            unset_reads: std::cell::RefCell::new(Vec::new()),
            work: limits::Work::default(),
            defining_class: None,
            failed_vars: std::collections::HashSet::new(),
            expr_depth: 0,
            bits_params: Vec::new(),
            bits_globals: HashMap::new(),
            late_vars: Vec::new(),
        }
    }

    /// The record `def`ined with `name`, if any.
    pub fn def_named(&self, name: &str) -> Option<RecId> {
        self.def_index.get(name).copied()
    }

    /// True (and `x` noted in [`Eval::pred_fetch`]) if `x`, a bare name
    /// where a predicate record belongs, is one of another block: the block
    /// has an `include` line, the name starts with a capital letter (a
    /// record's, not a Rust fn's), is not the library's, and was not
    /// fetched already.
    pub fn fetches_pred(&self, x: &ExtVal) -> bool {
        let Some(id) = x.path.as_ident() else {
            return false;
        };
        let name = id.to_string();
        if !self.includes
            || x.args.is_some()
            || !name.starts_with(|c: char| c.is_ascii_uppercase())
            || self.fetched.contains(&name)
            || self.failed.contains(&name)
            || crate::stdlib::lib_constraint(&name).is_some()
            || crate::stdlib::lib_class(&name).is_some()
            || super::pred::is_op_predicate(&name)
            || super::is_known_name(&name)
        {
            return false;
        }
        let mut v = self.pred_fetch.borrow_mut();
        if !v.iter().any(|n| n == id) {
            v.push(id.clone());
        }
        true
    }

    /// True if `v` is the placeholder of a record of another block being
    /// fetched this round ([`Eval::fetches_pred`]): a value computed from
    /// it is discarded with the round, so operators pass it on rather than
    /// reject it (`!listconcat([T], Other.traits)`, `Other.traits # extra`).
    pub(crate) fn is_pending_fetch(&self, v: &Value) -> bool {
        matches!(v, Value::Ext(e) if e.args.is_none()
            && e.path.as_ident().is_some_and(|id| self.pred_fetch.borrow().contains(id)))
    }

    /// The class named `name`, if the block defines or imported it.
    pub fn class(&self, name: &str) -> Option<usize> {
        self.class_index.get(name).copied()
    }

    fn report(&mut self, f: Fail) {
        if let Fail::Err(e) = f {
            self.cx.push(e);
        }
    }

    fn missing_class(&mut self, path: &Path) -> Fail {
        let bare = path.segments.len() == 1 && !path.leading_colon;
        let name = path.last().to_string();
        if bare && self.failed.contains(&name) {
            return Fail::Silent;
        }
        let shown = path.display();
        if !self.missing.iter().any(|p| p.display() == shown) {
            self.missing.push(path.clone());
        }
        // A library class drr does not provide, or a typo of a known
        // name: reported once by `tablegen::missing`; what uses it fails
        // silently (no class of another block will arrive).
        if bare
            && (super::prelude::not_provided(&name).is_some()
                || super::known_name_near(&name).is_some()
                || super::library_classes::near(&name).is_some())
        {
            return Fail::Silent;
        }
        Fail::Missing
    }

    // ------------------------------------------------------------------
    // Statements
    // ------------------------------------------------------------------

    /// Evaluates `stmts` in order.
    pub fn stmts(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    /// `defvar name = value;` in a statement list: a binding of the
    /// innermost scope, or a top-level one.
    fn defvar(&mut self, d: &Defvar) {
        match self.expr(&d.value) {
            Ok(v) => {
                let b = Binding {
                    name: d.name.clone(),
                    value: v,
                };
                match self.frames.last_mut() {
                    Some(f) => f.push(b),
                    None => {
                        if let Some(n) = self.bits_width_of(&d.value) {
                            self.bits_globals.insert(d.name.to_string(), n as u32);
                        }
                        self.globals.push(b)
                    }
                }
            }
            Err(f) => {
                // Its uses report nothing more (it would read as a
                // name of another block).
                self.failed_vars.insert(d.name.to_string());
                self.report(f)
            }
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match s {
            Stmt::Class(c) => {
                if let Err(f) = self.class_def(c) {
                    if !matches!(f, Fail::Missing) {
                        self.failed.insert(c.name.to_string());
                    }
                    self.report(f);
                }
            }
            Stmt::Def(d) => self.def(d),
            Stmt::Defvar(d) => {
                self.note_defvar(&d.name, &d.value);
                self.defvar(d)
            }
            Stmt::Foreach(f) => {
                if let Err(e) = self.check_foreach_range(&f.range) {
                    self.report(e);
                    return;
                }
                let list = match self.expr(&f.range) {
                    Ok(Value::List(l, _)) => l,
                    Ok(other) => {
                        self.cx.error(
                            other.span(),
                            format!("`foreach` iterates over a list, found {}", other.describe()),
                        );
                        return;
                    }
                    Err(e) => {
                        self.report(e);
                        return;
                    }
                };
                for item in list.iter() {
                    if let Err(e) = self.charge(limits::EXPR_COST, f.var.span()) {
                        self.report(e);
                        return;
                    }
                    self.frames.push(vec![Binding {
                        name: f.var.clone(),
                        value: item.clone(),
                    }]);
                    let late = self.late_vars.len();
                    self.late_vars.push(f.var.to_string());
                    self.stmts(&f.body);
                    self.late_vars.truncate(late);
                    self.frames.pop();
                    if self.records.len() > MAX_RECORDS {
                        self.cx.error(
                            f.var.span(),
                            format!("this `foreach` creates more than {MAX_RECORDS} records"),
                        );
                        return;
                    }
                }
            }
            Stmt::LetIn(l) => self.with_let_in(l, |s| s.stmts(&l.body)),
            Stmt::Dialect(d) => {
                let mut fields = Vec::new();
                for (n, e) in &d.fields {
                    match self.expr(e) {
                        Ok(v) => fields.push((n.clone(), v)),
                        Err(f) => self.report(f),
                    }
                }
                self.dialects.push((d.name.clone(), fields));
            }
            Stmt::MultiClass(m) => self.multiclass_def(m),
            Stmt::Defm(d) => self.defm(d),
            Stmt::If(i) => self.if_stmt(i),
            Stmt::Assert(a) => {
                if let Err(f) = self.check_assert(a) {
                    self.report(f);
                }
            }
            Stmt::Dump(e) => {
                if let Err(f) = self.expr(e) {
                    self.report(f);
                }
            }
            Stmt::Deftype(n, t) => self.deftype(n, t),
            Stmt::Defset(d) => self.defset(d),
        }
    }

    /// Runs `f` with the bindings of `l` in effect (its body, or a class or
    /// multiclass imported from another block that it surrounded there), or
    /// reports why a binding does not evaluate.
    pub(crate) fn with_let_in(&mut self, l: &LetIn, f: impl FnOnce(&mut Self)) {
        let mut n = 0;
        for (name, e) in &l.lets {
            match self.expr(e) {
                Ok(v) => {
                    self.let_stack.push((name.clone(), v));
                    n += 1;
                }
                Err(fail) => self.report(fail),
            }
        }
        if n == l.lets.len() {
            self.let_headers.push(l.header.clone());
            // The block is a scope of its own: its `defvar`s end with it.
            self.frames.push(Vec::new());
            f(self);
            self.frames.pop();
            self.let_headers.pop();
        }
        self.let_stack.truncate(self.let_stack.len() - n);
    }

    /// Registers an imported class (from another block's class macro). A
    /// class of the same name imported before is kept.
    pub fn import_class(&mut self, c: &ClassDef) {
        if self.class_index.contains_key(&c.name.to_string()) {
            return;
        }
        if let Err(f) = self.class_def(c) {
            self.report(f);
        }
    }

    fn def(&mut self, d: &DefStmt) {
        let name = match &d.name {
            None => None,
            Some(e) => match self.def_name(e) {
                Ok(n) => Some(n),
                Err(f) => {
                    self.report(f);
                    return;
                }
            },
        };
        if let Some(n) = &name
            && self.def_index.contains_key(&n.to_string())
        {
            let f = self.defined_twice(n);
            self.report(f);
            return;
        }
        // A parent that is a record, not a class, and a record derives only
        // from classes (TableGen: "Couldn't find class"): one of ODS's
        // library (`def Util_Size : Index;`), or one this block defined
        // (IREE's `Util_AliasedSymbolRefAttr` is a class; written as a
        // `def`, it is no parent; reported here rather than as rustc's
        // missing macro of a class of another block).
        for p in &d.parents {
            let parent = p.path.last().to_string();
            if p.path.segments.len() != 1 || self.class(&parent).is_some() {
                continue;
            }
            let target = name.as_ref().map_or("X".to_string(), |n| n.to_string());
            let message = if p.args.is_empty() && crate::stdlib::is_lib_record(&parent) {
                format!(
                    "`{parent}` is a record of ODS's library, not a class, and a record derives only from classes (mlir-tblgen: \"Couldn't find class '{parent}'\"); name it with `defvar {target} = {parent};` or `def {target} : TypeAlias<{parent}>;` (a type)"
                )
            } else if !p.path.leading_colon && self.def_named(&parent).is_some() {
                def_named_as_class(&parent, Some(&target))
            } else {
                continue;
            };
            // Its uses are not unknown names (no follow-on errors).
            if let Some(n) = &name {
                self.failed.insert(n.to_string());
            }
            self.report(Fail::Err(syn::Error::new(p.path.last().span(), message)));
            return;
        }
        // `def AnyStaticShapeIntTensor : StaticShapeTensorOf<[HLO_Int]>;`:
        // a record of a library generic names that generic (a Rust type, not
        // a class): the name stands for it, as a top-level `defvar` would.
        if let (Some(n), [p], []) = (&name, d.parents.as_slice(), d.body.as_slice())
            && p.path.segments.len() == 1
            && self.class(&p.path.last().to_string()).is_none()
            && Builtin::from_name(&p.path.last().to_string()).is_none()
            && is_library_generic(&p.path.last().to_string())
        {
            match self.exprs(&p.args) {
                Ok(args) => {
                    let g = Rc::new(ExtVal {
                        path: p.path.clone(),
                        args: (!p.args.is_empty()).then_some(args),
                        span: n.span(),
                        shown: None,
                    });
                    self.globals.push(Binding {
                        name: n.clone(),
                        value: Value::Ext(g.clone()),
                    });
                    self.generic_defs.push((n.clone(), g));
                }
                Err(f) => self.report(f),
            }
            return;
        }
        let id = self.records.len();
        let mut rec = Record::new(name.clone(), d.span);
        rec.docs = d.docs.clone();
        self.records.push(rec);
        let saved = self.current.replace(id);
        let saved_level = std::mem::replace(&mut self.def_level, true);
        let r = (|| -> EResult<()> {
            for p in &d.parents {
                self.check_inherited_once(id, &p.path, 0)?;
                let args = self.class_args(&p.path, &p.args)?;
                self.instantiate(id, &p.path, args, p.end)?;
            }
            let lets = self.let_stack.clone();
            for (n, v) in lets {
                self.set_field(id, &n, v)?;
            }
            self.body(id, &d.body)?;
            self.defm_classes(id)
        })();
        self.current = saved;
        self.def_level = saved_level;
        if let Err(f) = r {
            self.records[id].invalid = true;
            if let Some(n) = &name
                && !matches!(f, Fail::Missing)
            {
                self.failed.insert(n.to_string());
            }
            self.report(f);
        }
        self.resolve_late(id);
        self.check_unresolved_names(id);
        if let Err(f) = self
            .charge_record(id)
            .and_then(|()| self.check_forward_reads(id))
        {
            self.records[id].invalid = true;
            self.report(f);
        }
        self.check_record_asserts(id);
        // `def Ptr_Any1DType : Ptr_ShapedValueType<[AnyType], …>;` where the
        // class derives from a library generic: the name stands for the
        // generic, as a `def` of the generic itself does.
        if let (Some(n), Some(g)) = (&name, self.records[id].as_generic().cloned())
            && !self.records[id].invalid
        {
            self.globals.push(Binding {
                name: n.clone(),
                value: Value::Ext(Rc::new(ExtVal {
                    path: g.path.clone(),
                    args: g.args.clone(),
                    span: n.span(),
                    shown: None,
                })),
            });
            self.generic_defs.push((n.clone(), g));
            return;
        }
        if let Some(n) = name {
            self.def_index.insert(n.to_string(), id);
        }
        self.add_to_defsets(id, d.span);
        self.defs.push(id);
    }

    /// A record's name: identifiers that are not variables are literal
    /// text (`def Swap_ # Pair[0]`).
    fn record_name(&mut self, e: &Expr) -> EResult<Ident> {
        let span = e.span();
        let text = self.name_text(e)?;
        match syn::parse_str::<Ident>(&text) {
            Ok(mut id) => {
                id.set_span(span);
                Ok(id)
            }
            Err(_) => err(
                span,
                format!("the record name `{text}` is not a valid Rust identifier"),
            ),
        }
    }

    fn name_text(&mut self, e: &Expr) -> EResult<String> {
        match e {
            Expr::Name(p) if p.as_ident().is_some() => {
                let id = p.as_ident().expect("checked");
                match self.lookup_var(&id.to_string()) {
                    Some(v) => self.to_text(&v, id.span()),
                    None => Ok(id.unraw().to_string()),
                }
            }
            Expr::Paste(a, b, _) => {
                let a = self.name_text(a)?;
                let b = self.name_text(b)?;
                Ok(a + &b)
            }
            Expr::TrailingPaste(a, _) => self.name_text(a),
            other => {
                let v = self.expr(other)?;
                self.to_text(&v, other.span())
            }
        }
    }

    /// The right side of `a # b` in a value, `a` not a list. TableGen
    /// parses it in "name mode": an identifier that is not a template argument, a local
    /// variable or a field of the record — a top-level `defvar`, a
    /// record — is pasted as its own text (`defvar G = "s";` makes
    /// `"x" # G` the string `"xG"`, while `G # "x"` is `"sx"`).
    fn paste_rhs(&mut self, b: &Expr) -> EResult<Value> {
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

    /// `{x.B}` for a `bits` or `bit` field: braces holding one part, which
    /// the parser reads as a Rust block (`parse/bits.rs`), are TableGen's
    /// bits initializer of that part there.
    fn one_part_bits(&self, ty: &TypeExpr, e: &Expr) -> Option<Expr> {
        let (TypeExpr::Bits(_) | TypeExpr::Bit, Expr::Code(c)) = (ty, e) else {
            return None;
        };
        if c.kind != CodeKind::Block || c.tokens.is_empty() {
            return None;
        }
        let part = super::parse::parse_value(self.cx, c.tokens.clone()).ok()?;
        Some(Expr::Bits(Box::new(BitsExpr::Init(vec![part], c.span))))
    }

    /// `NAME` where nothing binds it: a `def`'s own parent list and body
    /// outside a multiclass.
    pub(super) fn unbound_name(&self, name: &str) -> bool {
        name == "NAME" && self.def_level && self.lookup_var(name).is_none()
    }

    /// Whether `id` names a variable (`foreach`, template argument, local
    /// `defvar`) or a field of the record being defined: what TableGen
    /// resolves on the right of `#`.
    fn is_local_name(&self, id: &Ident) -> bool {
        let name = id.to_string();
        self.lookup_var(&name).is_some()
            || self
                .current
                .is_some_and(|cur| self.record_value(cur, id, &name).is_some())
    }

    fn body(&mut self, id: RecId, body: &[BodyItem]) -> EResult<()> {
        for item in body {
            match item {
                BodyItem::Field {
                    ty,
                    name,
                    value,
                    keyword,
                } => {
                    let ty = &self.resolve_type(ty);
                    let (v, late) = match value {
                        Some(e) => {
                            let bits = self.one_part_bits(ty, e);
                            let e = bits.as_ref().unwrap_or(e);
                            self.check_bits_width(ty, name, e)?;
                            self.field_init(id, e)?
                        }
                        None => (Value::Unset(name.span()), None),
                    };
                    self.check_field_value(ty, name, &v)?;
                    let rec = &mut self.records[id];
                    if let Some(f) = rec.any_field_mut(&name.to_string()) {
                        f.value = v;
                        f.ty = ty.clone();
                        f.keyword |= *keyword;
                        f.late = late;
                    } else {
                        if rec.fields.len() >= MAX_FIELDS {
                            return err(
                                name.span(),
                                format!("a record has more than {MAX_FIELDS} fields (drr's limit)"),
                            );
                        }
                        rec.push_field(Field {
                            name: name.clone(),
                            ty: ty.clone(),
                            keyword: *keyword,
                            value: v,
                            late,
                            hidden: false,
                        });
                    }
                }
                BodyItem::Let { name, value } => {
                    let bits = self.records[id]
                        .any_field(&name.to_string())
                        .and_then(|f| self.one_part_bits(&f.ty, value));
                    let value = bits.as_ref().unwrap_or(value);
                    let (v, late) = self.field_init(id, value)?;
                    self.set_field(id, name, v)?;
                    let rec = &mut self.records[id];
                    if let Some(f) = rec.any_field_mut(&name.to_string()) {
                        f.late = late;
                    } else if let Some(late) = late
                        && rec.lets.last().is_some_and(|(n, _)| n == name)
                    {
                        rec.late_lets.push((name.to_string(), late));
                    }
                }
                BodyItem::Defvar(d) => {
                    let (v, late) = self.field_init(id, &d.value)?;
                    if late.is_some() {
                        // Bound late, as a field (see `eval/late.rs`).
                        self.records[id].push_field(Field {
                            name: d.name.clone(),
                            ty: TypeExpr::Int,
                            keyword: false,
                            value: v,
                            late,
                            hidden: true,
                        });
                        continue;
                    }
                    let b = Binding {
                        name: d.name.clone(),
                        value: v,
                    };
                    match self.frames.last_mut() {
                        Some(f) => f.push(b),
                        None => self.frames.push(vec![b]),
                    }
                }
                BodyItem::Assert(a) => self.pending_asserts.push(PendingAssert {
                    rec: id,
                    stmt: a.clone(),
                    frames: self.frames.clone(),
                }),
                BodyItem::Dump(e) => {
                    self.expr(e)?;
                }
            }
        }
        Ok(())
    }

    // ------------------------------------------------------------------
    // Classes
    // ------------------------------------------------------------------

    // ------------------------------------------------------------------
    // Expressions
    // ------------------------------------------------------------------

    fn exprs(&mut self, es: &[Expr]) -> EResult<Vec<Value>> {
        es.iter().map(|e| self.expr(e)).collect()
    }

    /// The template arguments `es` of class `path` in the order of its
    /// parameters: positional ones, then named ones (`traits = …`) at
    /// their parameters, the parameters between taking their defaults
    /// (which see the parameters before them), as TableGen does.
    fn class_args(&mut self, path: &Path, es: &[Expr]) -> EResult<Vec<Value>> {
        let Some(first_named) = es.iter().position(|e| matches!(e, Expr::Named(..))) else {
            return self.exprs(es);
        };
        let name = path.last().to_string();
        // A class of another block: fetched first (its parameters are
        // known once it is).
        let Some(c) = self.class(&name) else {
            return Err(self.missing_class(path));
        };
        let params = self.classes[c].params.clone();
        let mut vals = self.exprs(&es[..first_named])?;
        let mut named: Vec<Option<Value>> = vec![None; params.len()];
        for e in &es[first_named..] {
            let Expr::Named(n, v) = e else {
                return err(e.span(), "a positional template argument after a named one");
            };
            let Some(i) = params.iter().position(|p| p.name == *n) else {
                return err(n.span(), format!("`{name}` has no template argument `{n}`"));
            };
            if i < vals.len() || named[i].is_some() {
                return err(n.span(), format!("template argument `{n}` is given twice"));
            }
            named[i] = Some(self.expr(v)?);
        }
        let last = named.iter().rposition(Option::is_some).unwrap_or(0);
        // Defaults see only the parameters (as when binding them).
        let saved = std::mem::take(&mut self.frames);
        let mut frame: Vec<Binding> = params
            .iter()
            .zip(&vals)
            .map(|(p, v)| Binding {
                name: p.name.clone(),
                value: v.clone(),
            })
            .collect();
        let r = (|| -> EResult<()> {
            for i in vals.len()..=last {
                let v = match named[i].take() {
                    Some(v) => v,
                    None => match &params[i].default {
                        Some(d) => {
                            self.frames = vec![frame.clone()];
                            self.expr(d)?
                        }
                        None => {
                            return err(
                                es[first_named].span(),
                                format!(
                                    "missing template argument `{}` of `{name}` before the named ones",
                                    params[i].name
                                ),
                            );
                        }
                    },
                };
                frame.push(Binding {
                    name: params[i].name.clone(),
                    value: v.clone(),
                });
                vals.push(v);
            }
            Ok(())
        })();
        self.frames = saved;
        r?;
        Ok(vals)
    }

    fn instance(&mut self, path: &Path, args: &[Expr], span: Span) -> EResult<Value> {
        let last = path.last().to_string();
        let known_user = self.class(&last).is_some();
        let builtin = if path.segments.len() == 1 {
            Builtin::from_name(&last)
        } else {
            None
        };
        if !known_user && builtin.is_none() {
            if last == "FixedVectorOfShapeAndType"
                && path.segments.len() == 1
                && !crate::stdlib::is_local(&last)
            {
                let vals = self.exprs(args)?;
                return self.fixed_vector_of_shape_and_type(vals, span);
            }
            // `TypeIs<"name", Type>` of `OpBase.td` (ArmSVE): the trait
            // `PredOpTrait<"'name' is " # Type.summary, TypeIsPred<"name",
            // Type>>`.
            if last == "TypeIs" && path.segments.len() == 1 && !crate::stdlib::is_local(&last) {
                let vals = self.exprs(args)?;
                let [Value::Str(name, _), ty] = vals.as_slice() else {
                    return err(
                        span,
                        "`TypeIs` takes the name of an argument or result and a type constraint: `TypeIs<\"res\", I32>`",
                    );
                };
                let summary =
                    self.to_text(&self.field_of(ty, &Ident::new("summary", span))?, span)?;
                let pred = Value::Ext(Rc::new(ExtVal {
                    path: Path::ident(Ident::new("TypeIsPred", span)),
                    args: Some(vals.clone()),
                    span,
                    shown: None,
                }));
                let text: Rc<str> = format!("'{name}' is {summary}").into();
                return self.pred_op_trait(vec![Value::Str(text, span), pred], span);
            }
            // `AllMatchSameOperatorTrait<names, operator, summary>` of
            // `OpBase.td` (XeGPU's `AllMemSizesMatch`): the trait
            // `PredOpTrait<"all of {" # !interleave(names, ", ") # "} have
            // same " # summary, AllMatchSameOperatorPred<names, operator>>`,
            // the operator Rust (a closure or fn from `(&Context, Value)`).
            if last == "AllMatchSameOperatorTrait"
                && path.segments.len() == 1
                && !crate::stdlib::is_local(&last)
            {
                let vals = self.exprs(args)?;
                let trait_args = self.all_match_same_operator_trait(&vals, span)?;
                return self.pred_op_trait(trait_args, span);
            }
            // `InputMatchesTypes<names, types>` and
            // `InputAddressIsCombinationOf<names, combinations, description>`
            // of `OpBase.td` (NVVM's `mapa`): `PredOpTrait`s whose
            // predicate is, for one list of types (or any of several), each
            // named argument's type satisfying its type.
            if matches!(
                last.as_str(),
                "InputMatchesTypes" | "InputAddressIsCombinationOf"
            ) && path.segments.len() == 1
                && !crate::stdlib::is_local(&last)
            {
                let vals = self.exprs(args)?;
                let trait_args = self.input_types_trait(&last, &vals, span)?;
                return self.pred_op_trait(trait_args, span);
            }
            if is_library_generic(&last) {
                let vals = self.exprs(args)?;
                return Ok(Value::Ext(Rc::new(ExtVal {
                    path: path.clone(),
                    args: Some(vals),
                    span,
                    shown: None,
                })));
            }
            if let Some(f) = self.multiclass_as_class(path) {
                return Err(f);
            }
            return Err(self.missing_class(path));
        }
        let vals = self.class_args(path, args)?;
        let id = self.records.len();
        if id > MAX_RECORDS {
            return err(span, format!("more than {MAX_RECORDS} records"));
        }
        let mut rec = Record::new(None, span);
        let key = match (known_user, builtin) {
            (true, _) => ClassKey::User(self.class(&last).expect("checked")),
            (_, Some(b)) => ClassKey::Builtin(b),
            _ => unreachable_key(),
        };
        rec.instance_of = Some((key, last.clone(), vals.clone()));
        self.records.push(rec);
        let r = self.instantiate(id, path, vals, span);
        if r.is_err() {
            self.records[id].invalid = true;
        }
        self.resolve_late(id);
        self.check_record_asserts(id);
        r?;
        self.charge_record(id)?;
        self.check_forward_reads(id)?;
        if let Some(g) = self.records[id].as_generic() {
            return Ok(Value::Ext(Rc::new(ExtVal {
                path: g.path.clone(),
                args: g.args.clone(),
                span,
                shown: None,
            })));
        }
        Ok(Value::Rec(id, span))
    }

    /// An anonymous `PredOpTrait<message, pred>` record (what ODS's trait
    /// classes such as `TypeIs` and `AllMatchSameOperatorTrait` define).
    fn pred_op_trait(&mut self, trait_args: Vec<Value>, span: Span) -> EResult<Value> {
        self.builtin_record(Builtin::Passthrough("PredOpTrait"), trait_args, span)
    }

    /// An anonymous record of the built-in class `b` with `args`.
    fn builtin_record(&mut self, b: Builtin, args: Vec<Value>, span: Span) -> EResult<Value> {
        let id = self.records.len();
        if id > MAX_RECORDS {
            return err(span, format!("more than {MAX_RECORDS} records"));
        }
        self.records.push(Record::new(None, span));
        self.records[id].instance_of = Some((ClassKey::Builtin(b), b.name().into(), args.clone()));
        self.instantiate(id, &Path::ident(Ident::new(b.name(), span)), args, span)?;
        Ok(Value::Rec(id, span))
    }

    /// The arguments of the `PredOpTrait` that `OpBase.td`'s
    /// `InputMatchesTypes<names, types>` (one list of types) or
    /// `InputAddressIsCombinationOf<names, combinations, description>`
    /// (any of several lists) is: the message ODS pastes, and `Or` over
    /// the lists of `And` over `TypeIsPred<name, type>` (ODS's
    /// `SubstLeaves<"$_self", "$name.getType()", type.predicate>`).
    fn input_types_trait(
        &mut self,
        class: &str,
        vals: &[Value],
        span: Span,
    ) -> EResult<Vec<Value>> {
        let combination = class == "InputAddressIsCombinationOf";
        let usage = if combination {
            "`InputAddressIsCombinationOf` takes the names of arguments, a non-empty list of lists of type constraints (one per name) and an optional description: `InputAddressIsCombinationOf<[\"a\", \"res\"], [[T1, T2], [T3, T4]], \"…\">`"
        } else {
            "`InputMatchesTypes` takes the names of arguments and as many type constraints: `InputMatchesTypes<[\"a\", \"b\"], [I32, F32]>`"
        };
        let (names, lists, description) = match (combination, vals) {
            (true, [Value::List(n, _), Value::List(c, _)]) => (n.clone(), c.to_vec(), None),
            (true, [Value::List(n, _), Value::List(c, _), Value::Str(d, _)]) => {
                (n.clone(), c.to_vec(), Some(d.clone()))
            }
            (false, [Value::List(n, _), types @ Value::List(..)]) => {
                (n.clone(), vec![types.clone()], None)
            }
            _ => return err(span, usage),
        };
        let mut listed = Vec::new();
        for n in names.iter() {
            match n {
                Value::Str(s, _) => listed.push(s.to_string()),
                other => return err(other.span(), usage),
            }
        }
        if lists.is_empty() {
            return err(
                span,
                format!("{usage} (ODS: \"allowedCombinations must not be empty\")"),
            );
        }
        let mut alternatives = Vec::new();
        for l in &lists {
            let Value::List(types, lspan) = l else {
                return err(l.span(), usage);
            };
            if types.len() != names.len() {
                return err(
                    *lspan,
                    format!(
                        "{} type constraints for {} names: {}",
                        types.len(),
                        names.len(),
                        if combination {
                            "each combination in allowedCombinations must have the same length as inputArgs (ODS's assertion)"
                        } else {
                            "inputArgs and allowedTypes lists must have the same length (ODS's assertion)"
                        }
                    ),
                );
            }
            let mut conj = Vec::new();
            for (n, t) in names.iter().zip(types.iter()) {
                conj.push(Value::Ext(Rc::new(ExtVal {
                    path: Path::ident(Ident::new("TypeIsPred", span)),
                    args: Some(vec![n.clone(), t.clone()]),
                    span,
                    shown: None,
                })));
            }
            alternatives.push(self.builtin_record(
                Builtin::And,
                vec![Value::List(conj.into(), span)],
                span,
            )?);
        }
        let pred = self.builtin_record(
            Builtin::Or,
            vec![Value::List(alternatives.into(), span)],
            span,
        )?;
        let text: Rc<str> = match description.filter(|d| !d.is_empty()) {
            Some(d) => d,
            None if combination => format!(
                "operands {{{}}} match one of the allowed type combinations",
                listed.join(", ")
            )
            .into(),
            None => format!("operands {{{}}} match expected types", listed.join(", ")).into(),
        };
        Ok(vec![Value::Str(text, span), pred])
    }

    /// `FixedVectorOfShapeAndType<[dims…], T>` as `CommonTypeConstraints.td`
    /// defines it: `ShapedContainerType<[T], And<[IsVectorOfShape<[dims…]>,
    /// IsFixedVectorOfAnyRankTypePred]>, "vector<" # dims joined by "x" #
    /// "x" # T # ">">` (the summary names `T`'s record, as TableGen's paste
    /// does: `vector<8xF4E2M1FN> of f4E2M1FN type values`).
    fn fixed_vector_of_shape_and_type(&mut self, vals: Vec<Value>, span: Span) -> EResult<Value> {
        let [shape @ Value::List(dims, _), elem] = vals.as_slice() else {
            return err(
                span,
                "`FixedVectorOfShapeAndType` takes the shape and the element type: `FixedVectorOfShapeAndType<[8], F16>`",
            );
        };
        let mut text = String::from("vector<");
        for d in dims.iter() {
            text.push_str(&self.to_text(d, d.span())?);
            text.push('x');
        }
        text.push_str(&self.to_text(elem, elem.span())?);
        text.push('>');
        let ext = |name: &str, args: Option<Vec<Value>>| {
            Value::Ext(Rc::new(ExtVal {
                path: Path::ident(Ident::new(name, span)),
                args,
                span,
                shown: None,
            }))
        };
        let pred = ext(
            "AllOfType",
            Some(vec![Value::List(
                Rc::from(vec![
                    ext("IsVectorOfShape", Some(vec![shape.clone()])),
                    ext("IsFixedVectorOfAnyRankTypePred", None),
                ]),
                span,
            )]),
        );
        Ok(ext(
            "ShapedContainerType",
            Some(vec![
                Value::List(Rc::from(vec![elem.clone()]), span),
                pred,
                Value::Str(text.into(), span),
                Value::Str("::mlir::VectorType".into(), span),
            ]),
        ))
    }

    /// The arguments of the `PredOpTrait` that `AllMatchSameOperatorTrait<
    /// names, operator, summary>` of `OpBase.td` is: `"all of {" #
    /// !interleave(names, ", ") # "} have same " # summary` and
    /// `AllMatchSameOperatorPred<names, operator>`, the operator Rust (a
    /// closure or fn from `(&Context, Value)` to a comparable value).
    fn all_match_same_operator_trait(&self, vals: &[Value], span: Span) -> EResult<Vec<Value>> {
        let [Value::List(names, _), operator, Value::Str(summary, _)] = vals else {
            return err(
                span,
                "`AllMatchSameOperatorTrait` takes the names of arguments or results, the operator (a Rust closure or fn from `(&Context, Value)` to a comparable value) and a summary: `AllMatchSameOperatorTrait<[\"a\", \"b\"], |ctx: &Context, v: Value| …, \"size\">`",
            );
        };
        let mut listed = Vec::new();
        for n in names.iter() {
            listed.push(self.to_text(n, span)?);
        }
        let pred = Value::Ext(Rc::new(ExtVal {
            path: Path::ident(Ident::new("AllMatchSameOperatorPred", span)),
            args: Some(vec![Value::List(names.clone(), span), operator.clone()]),
            span,
            shown: None,
        }));
        let text: Rc<str> = format!("all of {{{}}} have same {summary}", listed.join(", ")).into();
        Ok(vec![Value::Str(text, span), pred])
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

    fn paste(&self, a: Value, b: Value, span: Span) -> EResult<Value> {
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
    fn bindings_for(&self, tokens: &TokenStream) -> Vec<Binding> {
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

    /// The names of the variables in scope (for the `!foreach` family).
    pub(crate) fn push_frame(&mut self, b: Vec<Binding>) {
        self.frames.push(b);
    }

    pub(crate) fn pop_frame(&mut self) {
        self.frames.pop();
    }
}

fn unreachable_key() -> ClassKey {
    ClassKey::Builtin(Builtin::Constraint)
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

/// Element `index` of `list` (`l[i]`, and each index of a slice).
fn list_element<'a>(list: &'a [Value], index: &Value, span: Span) -> EResult<&'a Value> {
    let Value::Int(n, _) = index else {
        return err(
            index.span(),
            format!(
                "a list index must be an integer, found {}",
                index.describe()
            ),
        );
    };
    usize::try_from(*n)
        .ok()
        .and_then(|k| list.get(k))
        .map_or_else(
            || {
                err(
                    span,
                    format!(
                        "index {n} is out of range: the list has {} elements",
                        list.len()
                    ),
                )
            },
            Ok,
        )
}

/// The arguments of the built-in class an alias (`DialectType<D, pred,
/// "summary">`) stands for (`Type<pred, "summary">`); a wrong number of
/// arguments is an error at the class name.
fn alias_args(a: &super::prelude::Alias, args: Vec<Value>, span: Span) -> EResult<Vec<Value>> {
    let (min, max) = a.arity;
    if args.len() < min || args.len() > max {
        let count = if min == max {
            format!("{min}")
        } else {
            format!("{min} to {max}")
        };
        return err(
            span,
            format!(
                "`{}` takes {count} template arguments (`{}<{}>`), found {}",
                a.name,
                a.name,
                a.signature,
                args.len()
            ),
        );
    }
    Ok(a.picks
        .iter()
        .filter_map(|&i| args.get(i).cloned())
        .collect())
}

impl super::summary::Summaries for Eval<'_> {
    fn summary_of(&self, v: &Value) -> EResult<String> {
        if !matches!(v, Value::Rec(..) | Value::Ext(_)) {
            return err(
                v.span(),
                format!("{} is not a constraint: it has no summary", v.describe()),
            );
        }
        let at = Ident::new("summary", v.span());
        match self.field_of(v, &at)? {
            Value::Str(s, _) => Ok(s.to_string()),
            // A record of another block being fetched (this round's result
            // is discarded): a placeholder.
            Value::Ext(e)
                if e.path
                    .as_ident()
                    .is_some_and(|id| self.pred_fetch.borrow().contains(id)) =>
            {
                Ok(String::new())
            }
            other => err(
                v.span(),
                format!("its summary is {}, not a string", other.describe()),
            ),
        }
    }
}

/// The error for a record of this block (a `def`) named where a class
/// belongs (TableGen's "Couldn't find class"); `target`, the record being
/// defined, if known, for the `defvar` suggestion.
pub(crate) fn def_named_as_class(name: &str, target: Option<&str>) -> String {
    let defvar = match target {
        Some(t) => format!("`defvar {t} = {name};`"),
        None => "`defvar`".to_string(),
    };
    format!(
        "`{name}` is a record (`def`) of this block, not a class, and a record derives only from classes (mlir-tblgen: \"Couldn't find class '{name}'\"); declare it as a class (`class {name} : …;`), or name it with {defvar}"
    )
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
