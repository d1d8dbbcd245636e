//! Lowering the [`ast`](super::ast) into a [`Model`]: records are
//! classified by class (op, constraint, enum, constant, native call),
//! constraints are resolved to Rust type paths (standard library
//! `::drr::ods::lib::…`, records of this block, or aliases of constraints
//! defined elsewhere), and `arguments`/`results`/`regions`/`successors`
//! dags become typed lists. Anything that cannot be lowered is reported and
//! left out (or replaced by a permissive stand-in such as `AnyType`), so
//! later stages still see a consistent model.

use std::collections::HashMap;

use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::{Ident, LitStr};

use super::Ctxt;
use super::ast::*;

/// The standard library's constraint names (see [`crate::stdlib`]).
pub use crate::stdlib::{LIB_ATTRS, LIB_TYPES};

/// Traits `ods!` knows, with the `OpTraits` flag they set (if any).
pub const KNOWN_TRAITS: &[(&str, Option<&str>)] = &[
    (
        "SameOperandsAndResultType",
        Some("SAME_OPERANDS_AND_RESULT_TYPE"),
    ),
    ("Commutative", Some("COMMUTATIVE")),
    ("ConstantLike", Some("CONSTANT_LIKE")),
    ("IsolatedFromAbove", Some("ISOLATED_FROM_ABOVE")),
    ("Terminator", Some("TERMINATOR")),
    ("IsTerminator", Some("TERMINATOR")),
    ("ReturnLike", None),
    ("Pure", Some("PURE")),
    ("NoMemoryEffect", Some("PURE")),
    ("NoTerminator", Some("NO_TERMINATOR")),
    ("SingleBlock", Some("SINGLE_BLOCK")),
    ("SingleBlockImplicitTerminator", Some("SINGLE_BLOCK")),
    ("GraphRegionNoTerminator", Some("GRAPH_REGION")),
    (
        "AttrSizedOperandSegments",
        Some("ATTR_SIZED_OPERAND_SEGMENTS"),
    ),
    (
        "AttrSizedResultSegments",
        Some("ATTR_SIZED_RESULT_SEGMENTS"),
    ),
    (
        "SameVariadicOperandSize",
        Some("SAME_VARIADIC_OPERAND_SIZE"),
    ),
    ("SameVariadicResultSize", Some("SAME_VARIADIC_RESULT_SIZE")),
    (
        "FirstAttrDerivedResultType",
        Some("FIRST_ATTR_DERIVED_RESULT_TYPE"),
    ),
    ("InferTypeOpInterface", Some("INFER_TYPE")),
    ("RecursiveMemoryEffects", Some("RECURSIVE_MEMORY_EFFECTS")),
    ("SameTypeOperands", None),
    ("Symbol", None),
    ("SymbolTable", None),
];

/// Which kind of constraint a name denotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstraintKind {
    /// A type constraint (operands, results).
    Type,
    /// An attribute constraint.
    Attr,
}

/// How many values a declared operand/result stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Multiplicity {
    /// One value.
    Single,
    /// `Optional<…>`.
    Optional,
    /// `Variadic<…>`.
    Variadic,
}

/// A resolved constraint: Rust type tokens and the ODS spelling.
#[derive(Clone, Debug)]
pub struct Resolved {
    /// The constraint's Rust type (`::drr::ods::lib::I32`).
    pub ty: TokenStream,
    /// The ODS spelling, for docs (`I32`).
    pub text: String,
    /// True if exactly the standard `UnitAttr`.
    pub is_unit: bool,
}

/// An argument of an op.
#[derive(Debug)]
pub struct ArgModel {
    /// The ODS name (or `odsArgN` if unnamed).
    pub name: Ident,
    /// False if the ODS record gave no name.
    pub named: bool,
    /// Operand or attribute.
    pub kind: ArgModelKind,
}

/// What an argument is.
#[derive(Debug)]
pub enum ArgModelKind {
    /// An operand.
    Operand {
        /// Single, optional, variadic.
        mult: Multiplicity,
        /// Its type constraint.
        constraint: Resolved,
    },
    /// An attribute.
    Attr {
        /// Its attribute constraint.
        constraint: Resolved,
        /// `OptionalAttr` / `UnitAttr`.
        optional: bool,
        /// `DefaultValuedAttr` value (a Rust expression).
        default: Option<TokenStream>,
    },
}

/// A declared result.
#[derive(Debug)]
pub struct ValueModel {
    /// The ODS name (or `odsResultN`).
    pub name: Ident,
    /// False if unnamed.
    pub named: bool,
    /// Single, optional, variadic.
    pub mult: Multiplicity,
    /// Type constraint.
    pub constraint: Resolved,
}

/// A declared region or successor.
#[derive(Debug)]
pub struct SlotModel {
    /// The ODS name.
    pub name: Ident,
    /// True for `VariadicRegion<…>` / `VariadicSuccessor<…>`.
    pub variadic: bool,
    /// `SizedRegion<N>`: required block count.
    pub sized: Option<usize>,
}

/// An op record.
#[derive(Debug)]
pub struct OpModel {
    /// Doc comments.
    pub docs: Vec<String>,
    /// The Rust type name (`AOp`).
    pub name: Ident,
    /// The mnemonic literal.
    pub mnemonic: LitStr,
    /// `summary` field.
    pub summary: Option<String>,
    /// `description` field.
    pub description: Option<String>,
    /// Traits with their spans.
    pub traits: Vec<Ident>,
    /// Arguments in order.
    pub args: Vec<ArgModel>,
    /// Span of the `arguments` field (for errors about the whole list).
    pub args_span: Span,
    /// Results in order.
    pub results: Vec<ValueModel>,
    /// Span of the `results` field.
    pub results_span: Span,
    /// Regions.
    pub regions: Vec<SlotModel>,
    /// Successors.
    pub successors: Vec<SlotModel>,
    /// `let builders = [fn …];`.
    pub builders: Vec<syn::ItemFn>,
    /// `let verifier = …;` (closure or path), or `hasVerifier`.
    pub verifier: Option<TokenStream>,
    /// `let hasVerifier = 1;`.
    pub has_verifier: bool,
    /// `let folder = path;`.
    pub folder: Option<TokenStream>,
    /// `let hasFolder = 1;`.
    pub has_folder: bool,
    /// `let inferReturnTypes = path;`.
    pub infer: Option<TokenStream>,
}

impl OpModel {
    /// True if the op lists trait `name`.
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t == name)
    }
    /// The trait ident `name`, if listed.
    pub fn trait_ident(&self, name: &str) -> Option<&Ident> {
        self.traits.iter().find(|t| *t == name)
    }
}

/// A user type or attribute constraint.
#[derive(Debug)]
pub struct UserConstraint {
    /// Doc comments.
    pub docs: Vec<String>,
    /// The record name.
    pub name: Ident,
    /// Type or attribute.
    pub kind: ConstraintKind,
    /// The predicate (closure or fn path).
    pub predicate: TokenStream,
    /// The summary.
    pub summary: LitStr,
    /// The storage type for attribute constraints.
    pub storage: Option<TokenStream>,
}

/// An enum attribute.
#[derive(Debug)]
pub struct EnumModel {
    /// Doc comments.
    pub docs: Vec<String>,
    /// The record (and Rust enum) name.
    pub name: Ident,
    /// The summary.
    pub summary: String,
    /// Bit width (32 or 64).
    pub width: u32,
    /// Cases: (symbol, variant ident, value). The value is as written:
    /// `I32EnumAttrCase` values are `uint32_t` in MLIR (and
    /// `I64EnumAttrCase` ones `uint64_t`), so a value above the signed
    /// maximum is stored in the attribute as its two's-complement bits.
    pub cases: Vec<(String, Ident, i128)>,
}

/// A named constant attribute.
#[derive(Debug)]
pub struct ConstModel {
    /// Doc comments.
    pub docs: Vec<String>,
    /// The record name.
    pub name: Ident,
    /// The attribute constraint.
    pub constraint: Resolved,
    /// The value expression.
    pub value: TokenStream,
    /// The value as written, for docs.
    pub text: String,
}

/// A `NativeCodeCall` / `NativeCodeCallVoid` / `Constraint` record.
#[derive(Debug)]
pub struct NativeModel {
    /// Doc comments.
    pub docs: Vec<String>,
    /// The record name.
    pub name: Ident,
    /// `None` for a `Constraint`; the number of results for a call.
    pub results: Option<usize>,
    /// `Constraint` summary.
    pub summary: Option<LitStr>,
    /// The body: a closure or a fn path.
    pub body: NativeBody,
}

/// The Rust body of a native record.
#[derive(Debug)]
pub enum NativeBody {
    /// A closure.
    Closure(syn::ExprClosure),
    /// A path to a `pub fn`.
    Path(ClassRef),
}

/// The lowered block.
#[derive(Debug, Default)]
pub struct Model {
    /// `dialect NAME`.
    pub dialect: Option<Ident>,
    /// `materializer` of the dialect.
    pub materializer: Option<TokenStream>,
    /// Ops.
    pub ops: Vec<OpModel>,
    /// User constraints.
    pub constraints: Vec<UserConstraint>,
    /// Enum attributes.
    pub enums: Vec<EnumModel>,
    /// Constants.
    pub constants: Vec<ConstModel>,
    /// Native calls and constraints.
    pub natives: Vec<NativeModel>,
    /// All record names with their spans, for duplicate detection.
    pub names: Vec<Ident>,
}

/// What a name defined in this block is.
#[derive(Clone, Debug)]
enum Local {
    Constraint(ConstraintKind, TokenStream),
    Other,
}

struct Lower<'a> {
    cx: &'a Ctxt,
    locals: HashMap<String, Local>,
    cases: HashMap<String, (String, i128)>,
}

/// Lowers the AST; errors go to `cx`.
pub fn lower(cx: &Ctxt, input: &OdsInput) -> Model {
    let mut l = Lower {
        cx,
        locals: HashMap::new(),
        cases: HashMap::new(),
    };
    // First pass: names defined here, so records may refer to later ones.
    for item in &input.items {
        if let Item::Def(d) = item {
            let class = d.class.to_string();
            let local = match class.as_str() {
                "TypeConstraint" | "Type" => Local::Constraint(
                    ConstraintKind::Type,
                    alias_target(d).unwrap_or_else(|| d.name.to_token_stream_()),
                ),
                "AttrConstraint" | "Attr" | "I32EnumAttr" | "I64EnumAttr" => Local::Constraint(
                    ConstraintKind::Attr,
                    alias_target(d).unwrap_or_else(|| d.name.to_token_stream_()),
                ),
                "I32EnumAttrCase" | "I64EnumAttrCase" => {
                    if let (Some(Value::Str(s)), Some(Value::Int(v, ..))) =
                        (d.args.first(), d.args.get(1))
                    {
                        l.cases.insert(d.name.to_string(), (s.value(), *v));
                    }
                    Local::Other
                }
                _ => Local::Other,
            };
            l.locals.insert(d.name.to_string(), local);
        }
    }
    let mut model = Model::default();
    for item in &input.items {
        match item {
            Item::Dialect(dd) => l.dialect(&mut model, dd),
            Item::Def(d) => {
                model.names.push(d.name.clone());
                l.def(&mut model, d);
            }
        }
    }
    model
}

/// For `def X : TypeConstraint<path::to::X>;` (one path argument): the
/// path of the constraint defined elsewhere.
fn alias_target(d: &Def) -> Option<TokenStream> {
    match d.args.as_slice() {
        [Value::Class(c)] if c.args.is_none() => Some(c.path_tokens()),
        _ => None,
    }
}

trait IdentExt2 {
    fn to_token_stream_(&self) -> TokenStream;
}
impl IdentExt2 for Ident {
    fn to_token_stream_(&self) -> TokenStream {
        quote!(#self)
    }
}

fn str_value(v: &Value) -> Option<String> {
    match v {
        Value::Str(s) => Some(s.value()),
        Value::Code(_, ts) => Some(ts.to_string()),
        _ => None,
    }
}

fn to_camel(s: &str) -> String {
    let mut out = String::new();
    let mut upper = true;
    for c in s.chars() {
        if c == '_' || c == '-' || c == ' ' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

impl Lower<'_> {
    fn err(&self, span: Span, msg: impl std::fmt::Display) {
        self.cx.error(span, msg);
    }

    fn dialect(&mut self, model: &mut Model, d: &DialectDecl) {
        if let Some(prev) = &model.dialect {
            self.err(
                d.name.span(),
                format!("only one `dialect` per `ods!` block (already `dialect {prev};`)"),
            );
            return;
        }
        model.dialect = Some(d.name.clone());
        for f in &d.fields {
            match f.name.to_string().as_str() {
                "materializer" | "constantMaterializer" => match &f.value {
                    Value::Class(c) if c.args.is_none() => model.materializer = Some(c.path_tokens()),
                    other => self.err(other.span(), "expected a path to a `fn(&mut Context, Attribute, Type, Location) -> Option<OpId>`"),
                },
                other => self.err(f.name.span(), format!("unknown dialect field `{other}` (expected `materializer`)")),
            }
        }
    }

    fn def(&mut self, model: &mut Model, d: &Def) {
        let class = d.class.to_string();
        match class.as_str() {
            "Op" => self.op(model, d),
            c if c.ends_with("_Op") => self.op(model, d),
            "TypeConstraint" | "Type" => self.user_constraint(model, d, ConstraintKind::Type),
            "AttrConstraint" | "Attr" => self.user_constraint(model, d, ConstraintKind::Attr),
            "I32EnumAttr" | "I64EnumAttr" => self.enum_attr(model, d, if class == "I32EnumAttr" { 32 } else { 64 }),
            "I32EnumAttrCase" | "I64EnumAttrCase" => {
                self.no_fields(d);
                match (d.args.first(), d.args.get(1)) {
                    (Some(Value::Str(sym)), Some(Value::Int(v, ..))) => {
                        // DRR's `I32Case5`: an attribute constant usable as
                        // a pattern leaf (matches / builds the case's value).
                        let attr = if class == "I32EnumAttrCase" { "I32Attr" } else { "I64Attr" };
                        let attr_ident = Ident::new(attr, Span::call_site());
                        // Case values are unsigned in MLIR (`uint32_t`): an
                        // i32 case above `i32::MAX` is stored as its bits.
                        let bits = if class == "I32EnumAttrCase" {
                            i128::from(*v as u32 as i32)
                        } else {
                            i128::from(*v as u64 as i64)
                        };
                        let lit = proc_macro2::Literal::i128_unsuffixed(bits);
                        model.constants.push(ConstModel {
                            docs: d.docs.clone(),
                            name: d.name.clone(),
                            constraint: Resolved {
                                ty: quote!(::drr::ods::lib::#attr_ident),
                                text: attr.to_owned(),
                                is_unit: false,
                            },
                            value: quote!(#lit),
                            text: format!("{v} (enum case \"{}\")", sym.value()),
                        });
                    }
                    _ => self.err(d.class.span(), format!("expected `{class}<\"symbol\", value>`")),
                }
            }
            "ConstantAttr" | "ConstantStrAttr" => self.constant(model, d),
            "NativeCodeCall" | "NativeCodeCallVoid" | "Constraint" => self.native(model, d),
            _ => self.err(
                d.class.span(),
                format!(
                    "unknown record class `{class}`: `ods!` accepts `Op`, `TypeConstraint`, `AttrConstraint`, `I32EnumAttr`, `I64EnumAttr`, `I32EnumAttrCase`, `ConstantAttr`, `ConstantStrAttr`, `NativeCodeCall`, `NativeCodeCallVoid` and `Constraint`"
                ),
            ),
        }
    }

    fn no_fields(&self, d: &Def) {
        for f in &d.fields {
            self.err(
                f.name.span(),
                format!("`{}` records take no `let` fields", d.class),
            );
        }
    }

    fn op(&mut self, model: &mut Model, d: &Def) {
        let mnemonic = match d.args.first() {
            Some(Value::Str(s)) => s.clone(),
            Some(other) => {
                self.err(
                    other.span(),
                    "expected the op's mnemonic as a string: `Op<\"mnemonic\", [Traits…]>`",
                );
                LitStr::new("invalid", other.span())
            }
            None => {
                self.err(
                    d.class.span(),
                    "expected the op's mnemonic: `Op<\"mnemonic\", [Traits…]>`",
                );
                LitStr::new("invalid", d.class.span())
            }
        };
        let mut traits = Vec::new();
        match d.args.get(1) {
            None => {}
            Some(Value::List(_, items)) => {
                for t in items {
                    match t {
                        Value::Class(c) if c.is_simple() => {
                            let name = c.name().to_string();
                            if KNOWN_TRAITS.iter().any(|(n, _)| *n == name) {
                                traits.push(c.name().clone());
                            } else if name.ends_with("Interface")
                                || name == "DeclareOpInterfaceMethods"
                            {
                                // Interfaces other than type inference carry no
                                // runtime behaviour here; accept and ignore them.
                                if let Some(Value::Class(inner)) =
                                    c.args.as_ref().and_then(|a| a.first())
                                    && inner.name() == "InferTypeOpInterface"
                                {
                                    traits.push(inner.name().clone());
                                }
                            } else {
                                self.err(c.span(), format!("unknown trait `{name}`"));
                            }
                        }
                        other => self.err(other.span(), "expected a trait name"),
                    }
                }
            }
            Some(other) => self.err(other.span(), "expected a list of traits `[Trait, …]`"),
        }
        if let Some(extra) = d.args.get(2) {
            self.err(extra.span(), "`Op` takes a mnemonic and a trait list only");
        }
        let mut op = OpModel {
            docs: d.docs.clone(),
            name: d.name.clone(),
            mnemonic,
            summary: None,
            description: None,
            traits,
            args: Vec::new(),
            args_span: d.name.span(),
            results: Vec::new(),
            results_span: d.name.span(),
            regions: Vec::new(),
            successors: Vec::new(),
            builders: Vec::new(),
            verifier: None,
            has_verifier: false,
            folder: None,
            has_folder: false,
            infer: None,
        };
        let mut seen: Vec<String> = Vec::new();
        for f in &d.fields {
            let fname = f.name.to_string();
            if seen.contains(&fname) {
                self.err(f.name.span(), format!("field `{fname}` is set twice"));
                continue;
            }
            seen.push(fname.clone());
            match fname.as_str() {
                "summary" => op.summary = self.string_field(f),
                "description" => op.description = self.string_field(f),
                "arguments" => {
                    op.args_span = f.value.span();
                    if let Some(dag) = self.dag_field(f, "ins") {
                        op.args = self.arguments(dag);
                    }
                }
                "results" => {
                    op.results_span = f.value.span();
                    if let Some(dag) = self.dag_field(f, "outs") {
                        op.results = self.results(dag);
                    }
                }
                "regions" => {
                    if let Some(dag) = self.dag_field(f, "region") {
                        op.regions = self.slots(dag, true);
                    }
                }
                "successors" => {
                    if let Some(dag) = self.dag_field(f, "successor") {
                        op.successors = self.slots(dag, false);
                    }
                }
                "builders" => match &f.value {
                    Value::Fns(_, fns) => op.builders = fns.clone(),
                    Value::List(_, l) if l.is_empty() => {}
                    other => self.err(other.span(), "expected `[fn name(ctx: &mut ::drr::Context, …) -> ::drr::OperationState { … }, …]`"),
                },
                "verifier" => op.verifier = self.code_field(f),
                "hasVerifier" => op.has_verifier = self.bit_field(f),
                "folder" => op.folder = self.code_field(f),
                "hasFolder" => op.has_folder = self.bit_field(f),
                "inferReturnTypes" => op.infer = self.code_field(f),
                // Accepted for compatibility with `.td` files; they only
                // affect C++ generation or the custom assembly format.
                "assemblyFormat" | "hasCustomAssemblyFormat" | "hasCanonicalizer"
                | "hasCanonicalizeMethod" | "extraClassDeclaration" | "extraClassDefinition"
                | "skipDefaultBuilders" | "cppNamespace" => {}
                other => self.err(
                    f.name.span(),
                    format!("unknown op field `{other}` (expected `summary`, `description`, `arguments`, `results`, `regions`, `successors`, `builders`, `verifier`, `hasVerifier`, `folder`, `hasFolder` or `inferReturnTypes`)"),
                ),
            }
        }
        model.ops.push(op);
    }

    fn string_field(&self, f: &Field) -> Option<String> {
        let s = str_value(&f.value);
        if s.is_none() {
            self.err(f.value.span(), format!("`{}` must be a string", f.name));
        }
        s
    }

    fn bit_field(&self, f: &Field) -> bool {
        match &f.value {
            Value::Int(v, ..) if *v == 0 || *v == 1 => *v == 1,
            Value::Class(c) if c.is_simple() && (c.name() == "true" || c.name() == "false") => {
                c.name() == "true"
            }
            other => {
                self.err(other.span(), format!("`{}` must be `0` or `1`", f.name));
                false
            }
        }
    }

    fn code_field(&self, f: &Field) -> Option<TokenStream> {
        match &f.value {
            Value::Closure(c) => Some(quote!(#c)),
            Value::Class(c) if c.args.is_none() => Some(c.path_tokens()),
            other => {
                self.err(
                    other.span(),
                    format!("`{}` must be a Rust closure or a path to a fn", f.name),
                );
                None
            }
        }
    }

    fn dag_field<'v>(&self, f: &'v Field, op: &str) -> Option<&'v Dag> {
        match &f.value {
            Value::Dag(d) if d.op == op => Some(d),
            Value::Dag(d) => {
                self.err(
                    d.op.span(),
                    format!("expected `({op} …)` for `{}`, found `({} …)`", f.name, d.op),
                );
                None
            }
            other => {
                self.err(
                    other.span(),
                    format!("expected `({op} …)` for `{}`", f.name),
                );
                None
            }
        }
    }

    fn arguments(&mut self, dag: &Dag) -> Vec<ArgModel> {
        let mut out = Vec::new();
        for (i, a) in dag.args.iter().enumerate() {
            let (name, named) = match &a.name {
                Some(n) => (n.clone(), true),
                None => (format_ident!("odsArg{}", i, span = a.value.span()), false),
            };
            let Some(kind) = self.argument(&a.value) else {
                continue;
            };
            out.push(ArgModel { name, named, kind });
        }
        out
    }

    fn argument(&mut self, v: &Value) -> Option<ArgModelKind> {
        if let Some(swapped) = confined_wrapper(v) {
            return self.argument(&swapped);
        }
        if let Value::Class(c) = v {
            let name = c.name().to_string();
            let args = c.args.as_deref().unwrap_or(&[]);
            match name.as_str() {
                "Variadic" | "Optional" => {
                    let mult = if name == "Variadic" {
                        Multiplicity::Variadic
                    } else {
                        Multiplicity::Optional
                    };
                    let [inner] = args else {
                        self.err(
                            c.span(),
                            format!("`{name}` takes one type constraint: `{name}<AnyType>`"),
                        );
                        return None;
                    };
                    let constraint = self.constraint(inner, ConstraintKind::Type)?;
                    return Some(ArgModelKind::Operand { mult, constraint });
                }
                "OptionalAttr" => {
                    let [inner] = args else {
                        self.err(c.span(), "`OptionalAttr` takes one attribute constraint: `OptionalAttr<StrAttr>`");
                        return None;
                    };
                    let constraint = self.constraint(inner, ConstraintKind::Attr)?;
                    return Some(ArgModelKind::Attr {
                        constraint,
                        optional: true,
                        default: None,
                    });
                }
                // An empty default means "no default" in ODS
                // (`hasDefaultValue()` is `!defaultValue.empty()`):
                // `DefaultValuedAttr<StrAttr, "">` is a required `StrAttr`.
                "DefaultValuedAttr" | "DefaultValuedOptionalAttr" if matches!(args, [_, Value::Str(s)] if s.value().is_empty()) =>
                {
                    let constraint = self.constraint(&args[0], ConstraintKind::Attr)?;
                    return Some(ArgModelKind::Attr {
                        constraint,
                        optional: name == "DefaultValuedOptionalAttr",
                        default: None,
                    });
                }
                // `DefaultValuedStrAttr<StrAttr, "s">`: the default is the
                // string `s` itself (ODS quotes it), possibly empty.
                "DefaultValuedStrAttr" => match args {
                    [inner, Value::Str(text)] => {
                        let constraint = self.constraint(inner, ConstraintKind::Attr)?;
                        return Some(ArgModelKind::Attr {
                            constraint,
                            optional: true,
                            default: Some(quote_spanned!(text.span()=> #text)),
                        });
                    }
                    _ => {
                        self.err(
                            c.span(),
                            "`DefaultValuedStrAttr` takes a string attribute constraint and a string: `DefaultValuedStrAttr<StrAttr, \"foo\">`",
                        );
                        return None;
                    }
                },
                "DefaultValuedAttr" | "DefaultValuedOptionalAttr" => match args {
                    [inner, value] => {
                        let constraint = self.constraint(inner, ConstraintKind::Attr)?;
                        let default = self.const_value(value)?;
                        return Some(ArgModelKind::Attr {
                            constraint,
                            optional: true,
                            default: Some(default),
                        });
                    }
                    [_] | [] => {
                        self.err(
                            c.span(),
                            format!("`{name}` needs a default value: `{name}<I32Attr, 42>`"),
                        );
                        return None;
                    }
                    _ => {
                        self.err(
                            c.span(),
                            format!("`{name}` takes an attribute constraint and a default value"),
                        );
                        return None;
                    }
                },
                _ => {}
            }
        }
        let kind = self.constraint_kind(v)?;
        let constraint = self.constraint(v, kind)?;
        Some(match kind {
            ConstraintKind::Type => ArgModelKind::Operand {
                mult: Multiplicity::Single,
                constraint,
            },
            ConstraintKind::Attr => {
                let optional = constraint.is_unit;
                ArgModelKind::Attr {
                    constraint,
                    optional,
                    default: None,
                }
            }
        })
    }

    /// A constant or default value: a literal, or a string holding a Rust
    /// expression (`"42"`, `"\"foo\""`), or `{ expr }`.
    fn const_value(&self, v: &Value) -> Option<TokenStream> {
        match v {
            Value::Int(_, _, ts) | Value::Float(_, _, ts) => Some(ts.clone()),
            Value::Str(s) => {
                let text = s.value();
                if text.trim().is_empty() {
                    return Some(quote_spanned!(s.span()=> ()));
                }
                match syn::parse_str::<syn::Expr>(&text) {
                    Ok(e) => {
                        let ts = quote!(#e);
                        Some(respan(ts, s.span()))
                    }
                    Err(_) => {
                        self.err(s.span(), format!("cannot read `{text}` as a Rust value (write a Rust literal or `{{ expression }}`)"));
                        None
                    }
                }
            }
            Value::Code(_, ts) => Some(quote!({ #ts })),
            Value::Class(c) if c.is_simple() && (c.name() == "true" || c.name() == "false") => {
                let n = c.name();
                Some(quote!(#n))
            }
            Value::Class(c) if c.args.is_none() && c.path.len() >= 2 => Some(c.path_tokens()),
            other => {
                self.err(
                    other.span(),
                    "expected a constant value (a literal, a string, or `{ expression }`)",
                );
                None
            }
        }
    }

    /// The kind of the constraint `v` denotes, if known.
    fn constraint_kind(&self, v: &Value) -> Option<ConstraintKind> {
        let Value::Class(c) = v else {
            self.err(
                v.span(),
                "expected a constraint such as `AnyType`, `I32`, `I32Attr`, or `Variadic<…>`",
            );
            return None;
        };
        let name = c.name().to_string();
        if !c.is_simple() {
            self.err(
                c.span(),
                format!("cannot tell whether `{}` is a type or an attribute constraint: declare it first with `def {name} : TypeConstraint<{}>;` or `def {name} : AttrConstraint<{}>;`", c.path_tokens(), c.path_tokens(), c.path_tokens()),
            );
            return None;
        }
        if let Some(Local::Constraint(k, _)) = self.locals.get(&name) {
            return Some(*k);
        }
        match name.as_str() {
            "OptionalAttr"
            | "DefaultValuedAttr"
            | "DefaultValuedOptionalAttr"
            | "DefaultValuedStrAttr" => {
                return Some(ConstraintKind::Attr);
            }
            "Variadic" | "Optional" => return Some(ConstraintKind::Type),
            _ => {}
        }
        let lib = if self.locals.contains_key(&name) {
            None
        } else {
            crate::stdlib::lib_constraint(&name)
                .or_else(|| crate::stdlib::lib_class(&name).map(|c| c.kind))
        };
        match lib {
            Some(crate::stdlib::Kind::Type) => Some(ConstraintKind::Type),
            Some(crate::stdlib::Kind::Attr) => Some(ConstraintKind::Attr),
            None => {
                self.err(
                    c.span(),
                    unknown_constraint_msg(&name, self.locals.contains_key(&name)),
                );
                None
            }
        }
    }

    /// Resolves `v` as a constraint of kind `want`.
    fn constraint(&self, v: &Value, want: ConstraintKind) -> Option<Resolved> {
        let Value::Class(c) = v else {
            self.err(v.span(), format!("expected {}", kind_phrase(want)));
            return None;
        };
        let kind = self.constraint_kind(v)?;
        let name = c.name().to_string();
        let span = c.span();
        if kind != want {
            let msg = match (want, name.as_str()) {
                (ConstraintKind::Type, "OptionalAttr" | "DefaultValuedAttr") => format!(
                    "`{name}` cannot wrap a type constraint; use `Optional<…>` for an optional operand"
                ),
                (ConstraintKind::Attr, "Variadic" | "Optional") => format!(
                    "`{name}<…>` cannot wrap an attribute constraint; use `OptionalAttr<…>` for an optional attribute"
                ),
                _ => format!(
                    "`{name}` is {}, but {} is expected here",
                    kind_phrase(kind),
                    kind_phrase(want)
                ),
            };
            self.err(span, msg);
            return None;
        }
        let args = c.args.as_deref();
        match name.as_str() {
            "Variadic"
            | "Optional"
            | "OptionalAttr"
            | "DefaultValuedAttr"
            | "DefaultValuedOptionalAttr"
            | "DefaultValuedStrAttr" => {
                self.err(
                    span,
                    format!("`{name}` can only wrap an op argument's constraint, not be nested"),
                );
                return None;
            }
            _ => {}
        }
        if !self.locals.contains_key(&name)
            && let Some(class) = crate::stdlib::lib_class(&name)
        {
            return self.lib_instance(class, args.unwrap_or(&[]), span);
        }
        if let Some(a) = args {
            if let Some(first) = a.first() {
                self.err(
                    first.span(),
                    format!("`{name}` takes no template arguments"),
                );
            }
            return None;
        }
        let ident = c.name();
        let ty = match self.locals.get(&name) {
            Some(Local::Constraint(_, path)) => path.clone(),
            _ => quote_spanned!(span=> ::drr::ods::lib::#ident),
        };
        Some(Resolved {
            ty,
            text: name.clone(),
            is_unit: name == "UnitAttr" && !self.locals.contains_key(&name),
        })
    }

    /// The instance `class<args…>` of a library class: each argument read
    /// as its parameter says (constraints resolved recursively, each error
    /// at its argument).
    fn lib_instance(
        &self,
        class: &'static crate::stdlib::Class,
        args: &[Value],
        span: Span,
    ) -> Option<Resolved> {
        use crate::stdlib::{Arg, Param};
        if args.len() < class.required || args.len() > class.params.len() {
            let at = args.get(class.params.len()).map_or(span, Value::span);
            self.err(at, crate::stdlib::arity_message(class, args.len()));
            return None;
        }
        let kind_of = |p: Param| {
            if matches!(p, Param::Attr | Param::Attrs) {
                ConstraintKind::Attr
            } else {
                ConstraintKind::Type
            }
        };
        let mut out = Vec::new();
        let mut texts = Vec::new();
        let mut ok = true;
        for (i, (a, p)) in args.iter().zip(class.params).enumerate() {
            let read = match (p, a) {
                (Param::Type | Param::Attr, Value::Class(_)) => self
                    .constraint(a, kind_of(*p))
                    .map(|r| (Arg::Constraint(r.ty), r.text)),
                (Param::Types | Param::Attrs, Value::List(_, items)) => {
                    let mut tys = Vec::new();
                    let mut ts = Vec::new();
                    let mut all = true;
                    for it in items {
                        match self.constraint(it, kind_of(*p)) {
                            Some(r) => {
                                tys.push(r.ty);
                                ts.push(r.text);
                            }
                            None => all = false,
                        }
                    }
                    all.then(|| (Arg::Constraints(tys), format!("[{}]", ts.join(", "))))
                }
                (Param::Int, Value::Int(v, at, _)) => self
                    .int_arg(*v, *at)
                    .map(|n| (Arg::Int(n, *at), n.to_string())),
                (Param::Ints, Value::List(_, items)) => {
                    let mut vs = Vec::new();
                    let mut all = true;
                    for it in items {
                        match it {
                            Value::Int(v, at, _) => match self.int_arg(*v, *at) {
                                Some(n) => vs.push((n, *at)),
                                None => all = false,
                            },
                            other => {
                                self.err(other.span(), "expected an integer in this list");
                                all = false;
                            }
                        }
                    }
                    let text = vs.iter().map(|(v, _)| v.to_string()).collect::<Vec<_>>();
                    all.then(|| (Arg::Ints(vs), format!("[{}]", text.join(", "))))
                }
                (Param::Str, Value::Str(s)) => {
                    Some((Arg::Str(s.value(), s.span()), format!("{:?}", s.value())))
                }
                _ => {
                    self.err(
                        a.span(),
                        format!(
                            "template argument {} of `{}` must be {}",
                            i + 1,
                            class.name,
                            p.describe()
                        ),
                    );
                    None
                }
            };
            match read {
                Some((arg, text)) => {
                    out.push(arg);
                    texts.push(text);
                }
                None => ok = false,
            }
        }
        ok.then(|| Resolved {
            ty: crate::stdlib::instance(class, out, span),
            text: format!("{}<{}>", class.name, texts.join(", ")),
            is_unit: false,
        })
    }

    /// An `int` template argument (64 bits, as TableGen's).
    fn int_arg(&self, v: i128, at: Span) -> Option<i64> {
        let n = i64::try_from(v).ok();
        if n.is_none() {
            self.err(
                at,
                "integer template argument out of range for `int` (64 bits)",
            );
        }
        n
    }

    fn results(&mut self, dag: &Dag) -> Vec<ValueModel> {
        let mut out = Vec::new();
        for (i, a) in dag.args.iter().enumerate() {
            let (name, named) = match &a.name {
                Some(n) => (n.clone(), true),
                None => (
                    format_ident!("odsResult{}", i, span = a.value.span()),
                    false,
                ),
            };
            let (mult, inner) = match &a.value {
                Value::Class(c) if c.name() == "Variadic" || c.name() == "Optional" => {
                    let m = if c.name() == "Variadic" {
                        Multiplicity::Variadic
                    } else {
                        Multiplicity::Optional
                    };
                    match c.args.as_deref() {
                        Some([inner]) => (m, inner),
                        _ => {
                            self.err(
                                c.span(),
                                format!("`{}` takes one type constraint", c.name()),
                            );
                            continue;
                        }
                    }
                }
                other => (Multiplicity::Single, other),
            };
            let Some(constraint) = self.constraint(inner, ConstraintKind::Type) else {
                continue;
            };
            out.push(ValueModel {
                name,
                named,
                mult,
                constraint,
            });
        }
        out
    }

    fn slots(&mut self, dag: &Dag, region: bool) -> Vec<SlotModel> {
        let what = if region { "region" } else { "successor" };
        let (any, variadic_class) = if region {
            ("AnyRegion", "VariadicRegion")
        } else {
            ("AnySuccessor", "VariadicSuccessor")
        };
        let mut out = Vec::new();
        for (i, a) in dag.args.iter().enumerate() {
            let name = a
                .name
                .clone()
                .unwrap_or_else(|| format_ident!("{}{}", what, i, span = a.value.span()));
            let Value::Class(c) = &a.value else {
                self.err(
                    a.value.span(),
                    format!("expected a {what} constraint such as `{any}`"),
                );
                continue;
            };
            let n = c.name().to_string();
            let slot = if n == any {
                SlotModel {
                    name,
                    variadic: false,
                    sized: None,
                }
            } else if region && n == "SizedRegion" {
                match c.args.as_deref() {
                    Some([Value::Int(v, ..)]) if *v >= 0 => SlotModel {
                        name,
                        variadic: false,
                        sized: Some(*v as usize),
                    },
                    _ => {
                        self.err(
                            c.span(),
                            "`SizedRegion` takes a block count: `SizedRegion<1>`",
                        );
                        continue;
                    }
                }
            } else if n == variadic_class {
                SlotModel {
                    name,
                    variadic: true,
                    sized: None,
                }
            } else {
                self.err(c.span(), format!("unknown {what} constraint `{n}` (expected `{any}`{}, or `{variadic_class}<{any}>`)", if region { ", `SizedRegion<N>`" } else { "" }));
                continue;
            };
            out.push(slot);
        }
        out
    }

    fn user_constraint(&mut self, model: &mut Model, d: &Def, kind: ConstraintKind) {
        self.no_fields(d);
        if alias_target(d).is_some() {
            // `def X : TypeConstraint<path::X>;`: an alias, nothing to generate.
            return;
        }
        let class = &d.class;
        let (pred, summary, storage) = match d.args.as_slice() {
            [p, Value::Str(s)] => (p, s, None),
            [p, Value::Str(s), Value::Class(st)]
                if kind == ConstraintKind::Attr && st.args.is_none() =>
            {
                (p, s, Some(st.path_tokens()))
            }
            _ => {
                self.err(
                    class.span(),
                    format!("expected `{class}<|ctx, {}| predicate, \"summary\">` (a closure or fn path, then a summary), or `{class}<path::to::Constraint>` to use one defined elsewhere", if kind == ConstraintKind::Type { "ty" } else { "attr" }),
                );
                return;
            }
        };
        let predicate = match pred {
            Value::Closure(c) => quote!(#c),
            Value::Class(c) if c.args.is_none() => c.path_tokens(),
            other => {
                self.err(
                    other.span(),
                    "expected a Rust closure or a path to a predicate fn",
                );
                return;
            }
        };
        model.constraints.push(UserConstraint {
            docs: d.docs.clone(),
            name: d.name.clone(),
            kind,
            predicate,
            summary: summary.clone(),
            storage,
        });
    }

    fn enum_attr(&mut self, model: &mut Model, d: &Def, width: u32) {
        self.no_fields(d);
        let class = &d.class;
        let (summary, cases) = match d.args.as_slice() {
            [Value::Str(_), Value::Str(s), Value::List(_, cases)] => (s.value(), cases),
            [Value::Str(s), Value::List(_, cases)] => (s.value(), cases),
            _ => {
                self.err(class.span(), format!("expected `{class}<\"Name\", \"summary\", [I{width}EnumAttrCase<\"sym\", 0>, …]>`"));
                return;
            }
        };
        let mut out: Vec<(String, Ident, i128)> = Vec::new();
        for c in cases {
            let (sym, value, span) = match c {
                Value::Class(cr) if cr.args.is_some() => match cr.args.as_deref() {
                    Some([Value::Str(s), Value::Int(v, ..)])
                    | Some([Value::Str(s), Value::Int(v, ..), Value::Str(_)]) => {
                        (s.value(), *v, s.span())
                    }
                    _ => {
                        self.err(
                            cr.span(),
                            format!("expected `I{width}EnumAttrCase<\"symbol\", value>`"),
                        );
                        continue;
                    }
                },
                Value::Class(cr) if cr.is_simple() => {
                    match self.cases.get(&cr.name().to_string()) {
                        Some((s, v)) => (s.clone(), *v, cr.span()),
                        None => {
                            self.err(cr.span(), format!("unknown enum case `{}`", cr.name()));
                            continue;
                        }
                    }
                }
                other => {
                    self.err(other.span(), "expected an enum case");
                    continue;
                }
            };
            let camel = to_camel(&sym);
            let Ok(variant) = syn::parse_str::<Ident>(&camel) else {
                self.err(
                    span,
                    format!("enum case `{sym}` is not a valid Rust identifier"),
                );
                continue;
            };
            let variant = Ident::new(&variant.to_string(), span);
            if out.iter().any(|(s, v, _)| *s == sym || *v == variant) {
                self.err(span, format!("duplicate enum case `{sym}`"));
                continue;
            }
            // Unsigned in MLIR (`uint32_t` / `uint64_t` case values).
            let max = if width == 32 {
                u32::MAX as i128
            } else {
                u64::MAX as i128
            };
            let min = if width == 32 {
                i32::MIN as i128
            } else {
                i64::MIN as i128
            };
            if value > max || value < min {
                self.err(
                    span,
                    format!("enum case value {value} does not fit in {width} bits"),
                );
                continue;
            }
            out.push((sym, variant, value));
        }
        if out.is_empty() {
            self.err(d.name.span(), "an enum attribute needs at least one case");
            return;
        }
        // An empty summary is ODS's default (what MLIR's verifier prints):
        // `allowed 32-bit signless integer cases: 5, 10`.
        let summary = if summary.is_empty() {
            let values: Vec<String> = out.iter().map(|(_, _, v)| v.to_string()).collect();
            format!(
                "allowed {width}-bit signless integer cases: {}",
                values.join(", ")
            )
        } else {
            summary
        };
        model.enums.push(EnumModel {
            docs: d.docs.clone(),
            name: d.name.clone(),
            summary,
            width,
            cases: out,
        });
    }

    fn constant(&mut self, model: &mut Model, d: &Def) {
        self.no_fields(d);
        let [c, v] = d.args.as_slice() else {
            self.err(
                d.class.span(),
                format!("expected `{}<AttrConstraint, value>`", d.class),
            );
            return;
        };
        let Some(constraint) = self.constraint(c, ConstraintKind::Attr) else {
            return;
        };
        let value = if d.class == "ConstantStrAttr" {
            match v {
                Value::Str(s) => quote!(#s),
                other => {
                    self.err(
                        other.span(),
                        "`ConstantStrAttr` takes a string: `ConstantStrAttr<StrAttr, \"text\">`",
                    );
                    return;
                }
            }
        } else {
            let Some(v) = self.const_value(v) else { return };
            v
        };
        let text = value.to_string();
        model.constants.push(ConstModel {
            docs: d.docs.clone(),
            name: d.name.clone(),
            constraint,
            value,
            text,
        });
    }

    fn native(&mut self, model: &mut Model, d: &Def) {
        self.no_fields(d);
        let class = d.class.to_string();
        let body = match d.args.first() {
            Some(Value::Closure(c)) => NativeBody::Closure(c.clone()),
            Some(Value::Class(c)) if c.args.is_none() => NativeBody::Path(c.clone()),
            Some(Value::Str(s)) => {
                self.err(s.span(), format!("`{class}` bodies are Rust, not C++: write a closure `|…| …` or a path to a `pub fn`"));
                return;
            }
            _ => {
                self.err(
                    d.class.span(),
                    format!("expected `{class}<|…| …>` or `{class}<path::to::function>`"),
                );
                return;
            }
        };
        let (results, summary) = match (class.as_str(), &d.args[1..]) {
            ("NativeCodeCall", []) => (Some(1), None),
            ("NativeCodeCall", [Value::Int(n, s, _)]) => {
                if *n < 0 {
                    self.err(*s, "the number of results cannot be negative");
                    return;
                }
                (Some(*n as usize), None)
            }
            ("NativeCodeCallVoid", []) => (Some(0), None),
            ("Constraint", [Value::Str(s)]) => (None, Some(s.clone())),
            ("Constraint", []) => (None, Some(LitStr::new(&d.name.to_string(), d.name.span()))),
            (_, [extra, ..]) => {
                self.err(
                    extra.span(),
                    match class.as_str() {
                        "NativeCodeCall" => {
                            "expected the number of results: `NativeCodeCall<…, 2>`"
                        }
                        "Constraint" => "expected the summary: `Constraint<…, \"summary\">`",
                        _ => "`NativeCodeCallVoid` takes only the body",
                    },
                );
                return;
            }
            _ => unreachable_case(),
        };
        if let NativeBody::Closure(c) = &body
            && results.is_some_and(|n| n > 0)
            && matches!(c.output, syn::ReturnType::Default)
        {
            self.err(
                    syn::spanned::Spanned::span(c),
                    "a `NativeCodeCall` closure needs its return type written: `|…| -> ::drr::Attribute { … }`",
                );
            return;
        }
        model.natives.push(NativeModel {
            docs: d.docs.clone(),
            name: d.name.clone(),
            results,
            summary,
            body,
        });
    }
}

fn unreachable_case() -> (Option<usize>, Option<LitStr>) {
    (None, None)
}

fn kind_phrase(k: ConstraintKind) -> &'static str {
    match k {
        ConstraintKind::Type => "a type constraint",
        ConstraintKind::Attr => "an attribute constraint",
    }
}

/// `ConfinedAttr<W<A, …>, [C…]>` with `W` an attribute wrapper
/// (`OptionalAttr`, `DefaultValuedAttr`, …) as `W<ConfinedAttr<A, [C…]>,
/// …>`: ODS's `ConfinedAttr` keeps its base's optional-ness and default
/// (`isOptional = attr.isOptional`, `defaultValue = attr.defaultValue`),
/// as in `ConfinedAttr<OptionalAttr<I64Attr>, [IntMinValue<0>]>`.
fn confined_wrapper(v: &Value) -> Option<Value> {
    let Value::Class(c) = v else { return None };
    if !c.is_simple() || c.name() != "ConfinedAttr" {
        return None;
    }
    let [Value::Class(w), constraints] = c.args.as_deref()? else {
        return None;
    };
    let wrapper = w.name().to_string();
    if !w.is_simple()
        || !matches!(
            wrapper.as_str(),
            "OptionalAttr"
                | "DefaultValuedAttr"
                | "DefaultValuedOptionalAttr"
                | "DefaultValuedStrAttr"
        )
    {
        return None;
    }
    let (base, rest) = w.args.as_deref()?.split_first()?;
    let confined = ClassRef {
        path: c.path.clone(),
        leading_colon: false,
        args: Some(vec![base.clone(), constraints.clone()]),
    };
    let mut wargs = vec![Value::Class(confined)];
    wargs.extend(rest.iter().cloned());
    Some(Value::Class(ClassRef {
        path: w.path.clone(),
        leading_colon: false,
        args: Some(wargs),
    }))
}

fn unknown_constraint_msg(name: &str, is_other_local: bool) -> String {
    if is_other_local {
        format!("`{name}` is not a type or attribute constraint")
    } else {
        format!(
            "unknown constraint `{name}`: not a standard ODS constraint and not defined in this `ods!` block (to use one defined elsewhere, declare it with `def {name} : TypeConstraint<path::to::{name}>;` or `AttrConstraint<…>`)"
        )
    }
}

/// Sets the span of every token of `ts` to `span` (for code parsed from a
/// string literal).
fn respan(ts: TokenStream, span: Span) -> TokenStream {
    ts.into_iter()
        .map(|mut tt| {
            if let proc_macro2::TokenTree::Group(g) = &tt {
                let mut ng = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                ng.set_span(span);
                tt = proc_macro2::TokenTree::Group(ng);
            } else {
                tt.set_span(span);
            }
            tt
        })
        .collect()
}
