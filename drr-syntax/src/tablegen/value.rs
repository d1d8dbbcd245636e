//! Evaluated values and records.
//!
//! A [`Value`] is what an [`Expr`](super::ast::Expr) evaluates to. Names the
//! block does not define stay symbolic as [`Value::Ext`]: they are Rust
//! items (ops, constraints, NativeCodeCalls defined by `ods!` elsewhere,
//! library constraints) that rustc resolves where the generated code is
//! placed. Records defined in the block (`def`s and the anonymous records
//! that `Class<args>` creates) are [`Record`]s in the evaluator's arena,
//! referred to by [`RecId`].
//!
//! Invariants: a value never refers to an unevaluated expression; a
//! [`CodeVal`] carries, besides its Rust tokens, the template arguments,
//! `defvar`s and `foreach` variables visible where it was written (the
//! [`Binding`]s that become `let`s in the generated Rust body).

use std::rc::Rc;

use proc_macro2::{Span, TokenStream};
use syn::Ident;

use super::ast::{CodeKind, Path, VarName};
use super::prelude::Builtin;

/// Index of a record in the evaluator's arena.
pub type RecId = usize;

/// An evaluated value.
#[derive(Clone, Debug)]
pub enum Value {
    /// `?`.
    Unset(Span),
    /// A bit (`true`, `false`, or an `int` 0/1 given for a `bit`).
    Bit(bool, Span),
    /// An integer.
    Int(i128, Span),
    /// A float literal (drr extension, for default values).
    Float(f64, Span, TokenStream),
    /// A string.
    Str(Rc<str>, Span),
    /// Rust code.
    Code(Rc<CodeVal>),
    /// A list.
    List(Rc<[Value]>, Span),
    /// A DAG.
    Dag(Rc<DagVal>),
    /// A record of this block; the span is the reference's.
    Rec(RecId, Span),
    /// A bit of a field of the record being defined, kept by name inside a
    /// `bits` value while that bit is unset, as TableGen keeps it: bit 3
    /// of `Inst` (`Inst{3}`), or the `bit` field `P` (`P`). Resolved once
    /// the record is complete (`eval/bits.rs`); read alone it is `?`.
    BitRef(Rc<str>, Option<u32>, Span),
    /// A name the block does not define (a Rust item), possibly with the
    /// template arguments of a library generic (`AnyTypeOf<[…]>`).
    Ext(Rc<ExtVal>),
}

impl Value {
    /// The span of the value (of the token it was written with).
    pub fn span(&self) -> Span {
        match self {
            Value::Unset(s)
            | Value::Bit(_, s)
            | Value::Int(_, s)
            | Value::Float(_, s, _)
            | Value::Str(_, s)
            | Value::List(_, s)
            | Value::Rec(_, s)
            | Value::BitRef(_, _, s) => *s,
            Value::Code(c) => c.span,
            Value::Dag(d) => d.span,
            Value::Ext(e) => e.span,
        }
    }

    /// The same value, pointing at `span`.
    pub fn respanned(&self, span: Span) -> Value {
        match self {
            Value::Unset(_) => Value::Unset(span),
            Value::Bit(b, _) => Value::Bit(*b, span),
            Value::Int(i, _) => Value::Int(*i, span),
            Value::Str(s, _) => Value::Str(s.clone(), span),
            Value::Rec(r, _) => Value::Rec(*r, span),
            // The unresolved `NAME` of a class instance written as a value
            // (`eval/unresolved.rs`) goes with the read, as a record does:
            // an error about it belongs where a `def` reads it.
            Value::Ext(e) if e.args.is_none() && e.path.as_ident().is_some_and(|i| i == "NAME") => {
                Value::Ext(Rc::new(ExtVal {
                    path: Path::ident(Ident::new("NAME", span)),
                    args: None,
                    span,
                    shown: e.shown.clone(),
                }))
            }
            other => other.clone(),
        }
    }

    /// A short description for messages ("an integer", "a DAG", …).
    pub fn describe(&self) -> &'static str {
        match self {
            Value::Unset(_) => "`?`",
            Value::Bit(..) => "a bit",
            Value::Int(..) => "an integer",
            Value::Float(..) => "a float",
            Value::Str(..) => "a string",
            Value::Code(_) => "Rust code",
            Value::List(..) => "a list",
            Value::Dag(_) => "a DAG",
            Value::Rec(..) => "a record",
            Value::BitRef(..) => "an unset bit of a field",
            Value::Ext(_) => "a name",
        }
    }

    /// True for `?`.
    pub fn is_unset(&self) -> bool {
        matches!(self, Value::Unset(_))
    }
}

/// Rust code with the bindings visible where it was written.
#[derive(Debug)]
pub struct CodeVal {
    /// Closure, block or fn items.
    pub kind: CodeKind,
    /// The tokens (a block's contents without braces).
    pub tokens: TokenStream,
    /// The span of the first token.
    pub span: Span,
    /// Template arguments, `defvar`s and `foreach` variables in scope.
    pub bindings: Vec<Binding>,
    /// The text of a `[{…}]` block made by `#` or `!strconcat` (TableGen
    /// joins code as text; `tokens` are that text read as Rust).
    pub joined: Option<Rc<str>>,
}

impl CodeVal {
    /// The text of a `[{…}]` block as written, whitespace and comments
    /// included (what TableGen keeps), when the source is at hand (a macro
    /// invocation, a file read by the `print-records` example); otherwise
    /// (tokens made by another macro, a closure) the tokens' text.
    pub fn text(&self) -> String {
        if let Some(t) = &self.joined {
            return t.to_string();
        }
        if self.kind == CodeKind::Block
            && let Some(src) = self.span.source_text()
            && let Some(inner) = src.strip_prefix("[{").and_then(|s| s.strip_suffix("}]"))
        {
            return inner.to_string();
        }
        self.tokens.to_string()
    }
}

/// A variable in scope of Rust code.
#[derive(Clone, Debug)]
pub struct Binding {
    /// The name (spanned where it was declared).
    pub name: Ident,
    /// Its value.
    pub value: Value,
}

/// An evaluated DAG.
#[derive(Debug, Clone)]
pub struct DagVal {
    /// The operator.
    pub op: Value,
    /// `:$name` on the operator.
    pub op_name: Option<VarName>,
    /// The arguments (an argument written `$x` alone is `?` named `x`).
    pub args: Vec<(Value, Option<VarName>)>,
    /// The span of the parentheses.
    pub span: Span,
}

/// A name the block does not define.
#[derive(Debug)]
pub struct ExtVal {
    /// The Rust path.
    pub path: Path,
    /// Template arguments of a library generic.
    pub args: Option<Vec<Value>>,
    /// The span of the reference.
    pub span: Span,
    /// For the unresolved `NAME` of a class instance written as a value
    /// (`eval/unresolved.rs`): how TableGen prints the expression that
    /// reads it (`anonymous_0.t`, `!strconcat(anonymous_0.t, "y")`), kept
    /// by a `field`; `None` elsewhere.
    pub shown: Option<Rc<str>>,
}

/// Which class a record derives from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClassKey {
    /// A class defined in the block (or imported), by index.
    User(usize),
    /// A built-in class of the prelude.
    Builtin(Builtin),
}

/// A built-in class a record derives from, with its template arguments.
#[derive(Clone, Debug)]
pub struct BuiltinInst {
    /// The class.
    pub class: Builtin,
    /// The evaluated template arguments.
    pub args: Vec<Value>,
    /// The span of the class name where it was instantiated.
    pub span: Span,
    /// The span of the closing `>` (or of the name).
    pub end: Span,
}

/// A field declared by a class of the block (`int n = 3;`).
#[derive(Clone, Debug)]
pub struct Field {
    /// The name.
    pub name: Ident,
    /// The declared type.
    pub ty: super::ast::TypeExpr,
    /// Declared with TableGen's `field` keyword.
    pub keyword: bool,
    /// The current value.
    pub value: Value,
    /// The initializer, kept when it read other fields of the record:
    /// TableGen binds such references late, to the fields' final values
    /// (after every `let`), so it is evaluated again once the record is
    /// complete (`Eval::resolve_late`). `None` for a value that names no
    /// field: it is final as it stands.
    pub late: Option<Rc<LateInit>>,
    /// A `defvar` of the record's body whose value reads fields: kept
    /// among the fields so that it is bound late as they are, never shown
    /// as a field.
    pub hidden: bool,
}

/// A field initializer that reads other fields of its record, with the
/// variables it was evaluated among (template arguments, `defvar`s,
/// `foreach` variables).
#[derive(Debug)]
pub struct LateInit {
    /// The initializer.
    pub expr: super::ast::Expr,
    /// The variable frames it was evaluated in.
    pub frames: Vec<Vec<Binding>>,
    /// The `bits<N>` template parameters in scope there (by name).
    pub bits_params: Vec<(String, u32)>,
}

/// A record: a `def` or an anonymous instance.
#[derive(Debug)]
pub struct Record {
    /// The name (`None` for anonymous records).
    pub name: Option<Ident>,
    /// Doc comments.
    pub docs: Vec<String>,
    /// Where it was defined (the `def` keyword or the class name of an
    /// anonymous instance).
    pub span: Span,
    /// Every class it derives from, in instantiation order.
    pub classes: Vec<ClassKey>,
    /// Built-in ancestors with their arguments, in instantiation order.
    pub builtins: Vec<BuiltinInst>,
    /// Fields declared by classes of the block (added with
    /// [`Record::push_field`]).
    pub fields: Vec<Field>,
    /// The position in `fields` of the first field of each name (a record
    /// may have thousands of fields, each read by name).
    field_index: std::collections::HashMap<String, usize>,
    /// `let`s of fields no class of the block declares, which a built-in
    /// class accepts (`let arguments = …` on an op): name and value; the
    /// last one of a name wins.
    pub lets: Vec<(Ident, Value)>,
    /// The late-bound initializers of `lets` (see [`Field::late`]): the
    /// last `let` of each name whose value read the record's fields or
    /// lets.
    pub late_lets: Vec<(String, Rc<LateInit>)>,
    /// For an anonymous instance: the class and arguments it was written
    /// with (its identity for hoisting).
    pub instance_of: Option<(ClassKey, String, Vec<Value>)>,
    /// A library generic it derives from, with its evaluated arguments
    /// (`class Ptr_ShapedValueType<…> : ShapedContainerType<…>`): a record
    /// with no built-in class stands for that generic.
    pub generic: Option<Rc<ExtVal>>,
    /// True if evaluating the record reported an error (it is left out of
    /// the output so that it causes no follow-on errors).
    pub invalid: bool,
}

impl Record {
    /// A new empty record.
    pub fn new(name: Option<Ident>, span: Span) -> Self {
        Record {
            name,
            docs: Vec::new(),
            span,
            classes: Vec::new(),
            builtins: Vec::new(),
            fields: Vec::new(),
            field_index: std::collections::HashMap::new(),
            lets: Vec::new(),
            late_lets: Vec::new(),
            instance_of: None,
            generic: None,
            invalid: false,
        }
    }

    /// The field `name` declared by a class of the block.
    pub fn field(&self, name: &str) -> Option<&Field> {
        match self.any_field(name) {
            Some(f) if f.hidden => self.fields.iter().find(|f| f.name == name && !f.hidden),
            f => f,
        }
    }

    /// The position in `fields` of the first field named `name`.
    pub fn field_position(&self, name: &str) -> Option<usize> {
        self.field_index.get(name).copied()
    }

    /// The first field named `name`, hidden or not.
    pub fn any_field(&self, name: &str) -> Option<&Field> {
        self.field_index.get(name).map(|&i| &self.fields[i])
    }

    /// The first field named `name`, hidden or not, to change.
    pub fn any_field_mut(&mut self, name: &str) -> Option<&mut Field> {
        self.field_index.get(name).map(|&i| &mut self.fields[i])
    }

    /// Adds a field (after the others).
    pub fn push_field(&mut self, f: Field) {
        self.field_index
            .entry(f.name.to_string())
            .or_insert(self.fields.len());
        self.fields.push(f);
    }

    /// The last `let` of `name` on a built-in field.
    pub fn let_value(&self, name: &str) -> Option<&Value> {
        self.lets
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v)
    }

    /// The most derived built-in class of kind `pred`.
    pub fn builtin(&self, pred: impl Fn(Builtin) -> bool) -> Option<&BuiltinInst> {
        self.builtins.iter().rev().find(|b| pred(b.class))
    }

    /// The library generic the record stands for: its generic ancestor,
    /// if it has no built-in class.
    pub fn as_generic(&self) -> Option<&Rc<ExtVal>> {
        self.generic.as_ref().filter(|_| self.builtins.is_empty())
    }

    /// The library generic of a record that adds only a builder to it
    /// (`class PDL_RangeOf<Type T> : ContainerType<…>, BuildableType<…>`,
    /// whose summary is known only at run time): a type constraint
    /// checking as the generic does, with the builder.
    pub fn buildable_generic(&self) -> Option<&Rc<ExtVal>> {
        self.generic.as_ref().filter(|_| {
            !self.builtins.is_empty()
                && self
                    .builtins
                    .iter()
                    .all(|b| b.class == Builtin::BuildableType)
                && self.let_value("builderCall").is_some()
        })
    }

    /// The record's kind: its most derived "kind" built-in class.
    pub fn kind(&self) -> Option<&BuiltinInst> {
        self.builtin(|b| b.is_kind())
    }
}
