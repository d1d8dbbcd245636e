//! The syntax tree of an `ods!` block, close to the TableGen records it
//! mirrors: a list of `dialect` declarations and `def` records whose
//! template arguments and `let` fields are generic [`Value`]s. Nothing is
//! resolved or checked here; every node keeps the span of its first token
//! for diagnostics.

use proc_macro2::{Span, TokenStream};
use syn::{Ident, LitStr};

/// A whole `ods!` input.
#[derive(Debug, Default)]
pub struct OdsInput {
    /// Items in source order.
    pub items: Vec<Item>,
    /// Names of records and classes the record front end rejected with an
    /// error reported already: a use of one reports nothing more.
    pub failed: std::collections::HashSet<String>,
    /// Constraints `def`ined in other blocks that this block uses by name,
    /// fetched through their macros (see [`crate::tablegen::export`]).
    pub imported: Vec<ImportedDef>,
    /// Records of other blocks fetched as their text (op traits, predicate
    /// and property records; see [`crate::tablegen::export::record_macros`]),
    /// defined in this block like its own but generating no Rust items:
    /// the defining block's are in scope.
    pub imported_records: std::collections::HashSet<String>,
    /// A dialect record of another block the block's ops name (the block
    /// has an `include` line and no dialect of its own): fetched first.
    pub fetch_dialect: Option<Ident>,
    /// Ops of other blocks of the block's dialect named by C++ class
    /// (`HasParent<"FModuleOp">`), fetched: (macro name, mnemonic).
    pub imported_ops: Vec<(String, LitStr)>,
    /// The block has an `include` line: a constraint name it does not know
    /// may be a record of another block, fetched by its macro (without
    /// one, it is an unknown constraint).
    pub includes: bool,
    /// Named records standing for a library generic (`def Tosa_Int8 :
    /// AnyTypeOf<[…]>;`), with the generic: the record language substitutes
    /// them where used; `ods!` also gives them a Rust type alias, which
    /// other blocks use by name.
    pub generic_defs: Vec<(Ident, Value)>,
    /// `Dialect` records of the block besides the one its ops name (see
    /// [`crate::tablegen`]'s rendering): record name and namespace, for
    /// the `TypeDef`/`AttrDef` records of those dialects.
    pub other_dialects: Vec<(String, String)>,
}

/// A constraint record of another block, as its macro describes it: the
/// record's Rust item is in scope under `name` where this block expands
/// (the user imported it with `use`, which brings the macro and the item).
#[derive(Debug, Clone)]
pub struct ImportedDef {
    /// The record's name, resolving to its Rust item.
    pub name: Ident,
    /// True for a type constraint, false for an attribute constraint.
    pub is_type: bool,
    /// The `let defaultValue` of an `EnumAttr` record: an argument of the
    /// constraint is default-valued.
    pub default: Option<LitStr>,
    /// A type constraint with a `builderCall` (`BuildableType<…>`).
    pub buildable: bool,
    /// A `TypeDef`/`AttrDef` without a `mnemonic`: no Rust item, and a use
    /// as a constraint is an error at the use, as in its own block.
    pub mnemonicless: bool,
    /// The record's fields whose values are text, integers or bits, as
    /// its block evaluated them (`summary`, C++ names such as
    /// `returnType`; a record-valued field's own fields as `enum.className`):
    /// what another block reads as `Record.field`.
    pub fields: Vec<(String, FieldValue)>,
}

/// The value of a field carried to other blocks with its record
/// ([`ImportedDef::fields`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldValue {
    /// A string.
    Str(String),
    /// An integer.
    Int(i128),
    /// A bit.
    Bit(bool),
}

/// A top-level item.
#[derive(Debug)]
pub enum Item {
    /// `dialect NAME;` or `dialect NAME { let field = value; … }`.
    Dialect(DialectDecl),
    /// `def NAME : Class<args…> { let field = value; … }` or `… ;`.
    Def(Def),
}

/// `dialect NAME …`.
#[derive(Debug)]
pub struct DialectDecl {
    /// The dialect namespace.
    pub name: Ident,
    /// The name of the TableGen record that defined it (`Arith_Dialect` of
    /// `def Arith_Dialect : Dialect { … }`), which other records use to
    /// name the dialect (`EnumAttr<Arith_Dialect, …>`).
    pub record: Option<Ident>,
    /// Its `let` fields.
    pub fields: Vec<Field>,
}

/// `def NAME : Class<args…> body`.
#[derive(Debug)]
pub struct Def {
    /// Doc comments (`///`) written before the record.
    pub docs: Vec<String>,
    /// The record's name (`AOp`).
    pub name: Ident,
    /// The class it instantiates (`Op`, `AttrConstraint`, …).
    pub class: Ident,
    /// The class's template arguments.
    pub args: Vec<Value>,
    /// `let` fields of the body, if any.
    pub fields: Vec<Field>,
}

/// `let name = value;`.
#[derive(Debug)]
pub struct Field {
    /// Field name (`arguments`).
    pub name: Ident,
    /// Field value.
    pub value: Value,
}

/// A TableGen-like value.
#[derive(Debug, Clone)]
pub enum Value {
    /// `"text"`.
    Str(LitStr),
    /// An integer (possibly negative) with its span.
    Int(i128, Span, TokenStream),
    /// A float literal.
    Float(f64, Span, TokenStream),
    /// `[a, b, …]`.
    List(Span, Vec<Value>),
    /// `(op arg:$name, …)`.
    Dag(Dag),
    /// `Name` or `a::b::Name`, optionally with template arguments
    /// `Name<args…>`.
    Class(ClassRef),
    /// A Rust closure (`|ctx, x| …`).
    Closure(syn::ExprClosure),
    /// `[{ … }]` or `{ … }`: Rust tokens (code).
    Code(Span, TokenStream),
    /// Rust `fn` items (`let builders = [fn a(…) {…}, …]`).
    Fns(Span, Vec<syn::ItemFn>),
}

impl Value {
    /// The span of the value's first token.
    pub fn span(&self) -> Span {
        match self {
            Value::Str(s) => s.span(),
            Value::Int(_, s, _) | Value::Float(_, s, _) => *s,
            Value::List(s, _) | Value::Code(s, _) | Value::Fns(s, _) => *s,
            Value::Dag(d) => d.span,
            Value::Class(c) => c.span(),
            Value::Closure(c) => syn::spanned::Spanned::span(c),
        }
    }

    /// The strings of a list of strings (`["a", "b"]`); `None` for any
    /// other value.
    pub fn str_list(&self) -> Option<Vec<LitStr>> {
        match self {
            Value::List(_, items) => items
                .iter()
                .map(|i| match i {
                    Value::Str(s) => Some(s.clone()),
                    _ => None,
                })
                .collect(),
            _ => None,
        }
    }
}

/// A reference to a class or def, with optional template arguments.
#[derive(Debug, Clone)]
pub struct ClassRef {
    /// Path segments (`a::b::Name` → `[a, b, Name]`); `leading_colon` for
    /// `::a::b`.
    pub path: Vec<Ident>,
    /// True for a path starting with `::`.
    pub leading_colon: bool,
    /// Template arguments, if written.
    pub args: Option<Vec<Value>>,
}

impl ClassRef {
    /// The last path segment.
    pub fn name(&self) -> &Ident {
        self.path
            .last()
            .expect("a class reference has at least one segment")
    }
    /// True for a single identifier.
    pub fn is_simple(&self) -> bool {
        self.path.len() == 1 && !self.leading_colon
    }
    /// The span of the first segment.
    pub fn span(&self) -> Span {
        self.path[0].span()
    }
    /// The path as Rust tokens (without template arguments).
    pub fn path_tokens(&self) -> TokenStream {
        let segs = &self.path;
        let lead = self.leading_colon.then(|| quote::quote!(::));
        quote::quote!(#lead #(#segs)::*)
    }
}

/// `(op args…)`.
#[derive(Debug, Clone)]
pub struct Dag {
    /// Span of the parentheses.
    pub span: Span,
    /// The operator (`ins`, `outs`, `region`, `successor`).
    pub op: Ident,
    /// Arguments.
    pub args: Vec<DagArg>,
}

/// One `value:$name` argument of a dag.
#[derive(Debug, Clone)]
pub struct DagArg {
    /// The value (a constraint).
    pub value: Value,
    /// The bound name after `:$`, if any.
    pub name: Option<Ident>,
}
