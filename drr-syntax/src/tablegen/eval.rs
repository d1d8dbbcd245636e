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
//! Layout: this file holds the evaluator's state and the statements;
//! `eval/record.rs` `def`s, `eval/expr.rs` expressions, `eval/instance.rs`
//! `Class<args>` values, `eval/builtin_record.rs` records of built-in
//! classes, `eval/text.rs` pasting and text, `eval/classes.rs` class
//! definitions and instantiation, `eval/fields.rs` names, `let`s and field
//! reads, `eval/late.rs` late binding, `eval/multiclass.rs` multiclasses,
//! `defm`, `defset` and `assert`.
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
mod builtin_record;
mod classes;
mod fields;
pub use fields::generic_fields;
mod body_names;
mod expr;
mod late;
mod limits;
pub use limits::{MAX_FIELDS, MAX_VALUE_SIZE, MAX_WORK};
mod foreach_range;
mod instance;
mod multiclass;
mod record;
mod text;
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
    /// Classes of the block whose definition waits for a class of another
    /// block (their parent is in `missing`): a use of one is not a class
    /// of another block, nor a typo of a library name (UPMEM's `class
    /// IndexOp<…> : Upmem_Op<…>`, two edits from `Index`).
    pending: std::collections::HashSet<String>,
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
    /// The cases of other blocks' enum records built here, by record
    /// name ([`Eval::imported_enumerants`]).
    enumerant_cache: HashMap<String, Value>,
    /// The enum record (of another block) each case built by
    /// `Eval::imported_enumerants` belongs to: a pattern names such a
    /// case as `ConstantEnumCase<Enum, "symbol">`, the case records having
    /// no Rust item of their own.
    pub enumerant_owner: HashMap<RecId, String>,
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
            defsets: Vec::new(),
            type_aliases: HashMap::new(),
            pending_asserts: Vec::new(),
            failed: std::collections::HashSet::new(),
            pending: std::collections::HashSet::new(),
            generic_defs: Vec::new(),
            includes: false,
            fetched: std::collections::HashSet::new(),
            imported_defs: std::collections::HashSet::new(),
            mnemonicless_defs: std::collections::HashSet::new(),
            imported_fields: HashMap::new(),
            enumerant_cache: HashMap::new(),
            enumerant_owner: HashMap::new(),
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
        x.path
            .as_ident()
            .is_some_and(|id| id.to_string().starts_with(|c: char| c.is_ascii_uppercase()))
            && self.fetches_record(x)
    }

    /// [`Eval::fetches_pred`] for a name whose field is read
    /// (`cc_MeasureHandleType.summary`): any name, as only a record has
    /// fields (TableGen's record names may start with a lower-case letter,
    /// as cuda-quantum's `cc_PointerType`).
    pub fn fetches_record(&self, x: &ExtVal) -> bool {
        let Some(id) = x.path.as_ident() else {
            return false;
        };
        let name = id.to_string();
        if !self.includes
            || x.args.is_some()
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
        if bare && self.pending.contains(&name) {
            return Fail::Missing;
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
        // At top level, TableGen's "def or global variable of this name
        // already exists" (an enclosing `foreach`, `if` or `let … in` is a
        // scope of its own, where a `defvar` may shadow a global).
        let name = d.name.to_string();
        if self.frames.is_empty()
            && (self.globals.iter().any(|b| b.name == name) || self.def_index.contains_key(&name))
        {
            self.cx.error(
                d.name.span(),
                format!(
                    "`defvar {name}`: a record or top-level `defvar` of this name already exists (TableGen: \"def or global variable of this name already exists\"); choose another name"
                ),
            );
            return;
        }
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
                    if matches!(f, Fail::Missing) {
                        self.pending.insert(c.name.to_string());
                    } else {
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

    /// The names of the variables in scope (for the `!foreach` family).
    pub(crate) fn push_frame(&mut self, b: Vec<Binding>) {
        self.frames.push(b);
    }

    pub(crate) fn pop_frame(&mut self) {
        self.frames.pop();
    }
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
