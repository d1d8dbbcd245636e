//! ODS's `TypeDef` and `AttrDef` records: a dialect's own types and
//! attributes. Their storage, parser and printer are C++, so `ods!` keeps
//! them opaque (the runtime holds them as their text) and makes of each
//! record what an op definition needs: a type (attribute) constraint named
//! after the record, satisfied by the dialect's `!ns.mnemonic` type
//! (`#ns.mnemonic` attribute) with any parameters, with the record's
//! summary (ODS's default is empty: mlir-opt then says `must be , but got
//! …`). A type without parameters is buildable (ODS's `builderCall` is
//! `$_builder.getType<…>()`): an op whose results all have such types gets
//! the builder without result types. A `builderCall` written in Rust makes
//! any `TypeDef` buildable, with the type its closure returns.
//!
//! The C++ fields (parameters' C++ types, storage, assembly format,
//! builders, extra declarations, traits) do not change the constraint and
//! are accepted without effect; a field that would change it (`predicate`,
//! a `builderCall` in C++) is an error naming it.

use proc_macro2::TokenStream;
use quote::quote;
use syn::{Ident, LitStr};

use super::ast::{Def, Value};
use super::lower::{ConstraintKind, Lower, Model};

/// A `TypeDef` / `AttrDef` record, lowered.
#[derive(Debug)]
pub struct TypeDefModel {
    /// Doc comments (the record's docs and `description`).
    pub docs: Vec<String>,
    /// The record name: the constraint's Rust type.
    pub name: Ident,
    /// Type (`TypeDef`) or attribute (`AttrDef`).
    pub kind: ConstraintKind,
    /// The dialect namespace.
    pub dialect: String,
    /// `let mnemonic`.
    pub mnemonic: String,
    /// `let summary` (ODS's default: empty).
    pub summary: String,
    /// A `TypeDef` without `parameters` (and no `builderCall = ""`): a
    /// type builders can create.
    pub buildable: bool,
    /// A `TypeDef` whose traits list `ShapedTypeInterface`: its text
    /// starts with a dimension list and its element type
    /// (`!xegpu.tensor_desc<8x16xf16, …>`), which the context reads.
    pub shaped: bool,
    /// A shaped `TypeDef` whose parameters start with its shape, an
    /// `ArrayRefParameter<"int64_t">`, then its element type (numba's
    /// `NTensor`, XeGPU's `TensorDesc`): the dimension list of its text is
    /// its shape (`ShapedType::getShape`), which the context reads too.
    pub shape: bool,
    /// The type constraint of a shaped `TypeDef`'s `elementType`
    /// parameter (AMX's `AnyTypeOf<[F32, …]>:$elementType`), as its Rust
    /// type: mlir-tblgen-22 verifies a parameter that is a type constraint
    /// when the type is created, and the context reads a shaped type's
    /// element type, so the parser can check this one.
    pub element_constraint: Option<TokenStream>,
    /// A `TypeDef` whose traits list `MemRefElementTypeInterface`: it may
    /// be a `memref`'s element type.
    pub memref_element: bool,
    /// A `TypeDef` whose traits list `VectorElementTypeInterface`: it may
    /// be a `vector`'s element type.
    pub vector_element: bool,
    /// An `AttrDef`'s `let constBuilderCall` written in Rust: the value's
    /// type and the closure (what `DefaultValuedAttr<X, "…">` and
    /// `ConstantAttr<X, "…">` build the attribute with).
    pub const_builder: Option<(TokenStream, TokenStream)>,
    /// A `TypeDef`'s `let builderCall` written in Rust (`|ctx: &mut
    /// drr::Context| -> drr::Type { … }` or a path to such a `fn`): how
    /// builders create the type, which makes a type with parameters
    /// buildable (LingoDB's `util.ref`, whose C++ builds `!util.ref<i8>`).
    pub type_builder: Option<TokenStream>,
}

impl TypeDefModel {
    /// The parameterless type's (attribute's) text: `!ns.mnemonic`.
    pub fn text(&self) -> String {
        let sigil = match self.kind {
            ConstraintKind::Type => '!',
            ConstraintKind::Attr => '#',
        };
        format!("{sigil}{}.{}", self.dialect, self.mnemonic)
    }
}

/// The fields of `AttrOrTypeDef`, `TypeDef` and `AttrDef` that hold C++
/// (storage, syntax, accessors, builders, the C++ names): accepted without
/// effect on the constraint. `EnumAttr` is an `AttrDef` too, and accepts
/// them as well.
pub(crate) const CPP_FIELDS: &[&str] = &[
    "cppBaseClassName",
    "storageClass",
    "storageNamespace",
    "genStorageClass",
    "hasStorageCustomConstructor",
    "builders",
    "traits",
    "assemblyFormat",
    "hasCustomAssemblyFormat",
    "genAccessors",
    "skipDefaultBuilders",
    "genVerifyDecl",
    "genVerifyInvariantsDecl",
    "extraClassDeclaration",
    "extraClassDefinition",
    "genMnemonicAlias",
    "cppClassName",
    "cppType",
    "cppNamespace",
    "typeName",
    "attrName",
    "storageType",
    "returnType",
    "convertFromStorage",
    "constBuilderCall",
    "valueType",
    "cppAccessorType",
    "convertFromAttribute",
    "convertToAttribute",
    // Older MLIR: the C++ printer and parser bodies, an attribute's type
    // builder.
    "printer",
    "parser",
    "typeBuilder",
];

impl Lower<'_> {
    /// Lowers a `TypeDef` / `AttrDef` record into `model.typedefs`.
    pub(super) fn type_def(&mut self, model: &mut Model, d: &Def) {
        let kind = if d.class == "AttrDef" {
            ConstraintKind::Attr
        } else {
            ConstraintKind::Type
        };
        let class = d.class.to_string();
        let dialect_ref = match d.args.as_slice() {
            [Value::Class(dr), Value::Str(_), ..] if dr.args.is_none() => dr,
            _ => {
                self.err(
                    d.class.span(),
                    format!("expected `{class}<Dialect, \"CppName\", [traits…]>`"),
                );
                return;
            }
        };
        // A type or attribute of another `Dialect` record of the block (a
        // pasted include, as HW's `InnerSymAttr` next to Seq's ops): a
        // constraint on that dialect's text.
        let other = dialect_ref
            .is_simple()
            .then(|| self.other_dialects.get(&dialect_ref.name().to_string()))
            .flatten()
            .cloned();
        let Some(dialect) = other
            .clone()
            .or_else(|| model.dialect.as_ref().map(|d| d.to_string()))
        else {
            self.err(
                dialect_ref.span(),
                format!("a `{class}` needs the block's dialect: add `def {} : Dialect {{ let name = \"…\"; }}` to the `ods!` block", dialect_ref.name()),
            );
            return;
        };
        if other.is_none() && !self.is_block_dialect(dialect_ref) {
            self.err(
                dialect_ref.span(),
                format!("`{}` is not this block's dialect: a `{class}` is a {} of the dialect its `ods!` block defines", dialect_ref.name(), if kind == ConstraintKind::Type { "type" } else { "attribute" }),
            );
            return;
        }
        let mut mnemonic: Option<LitStr> = None;
        let mut summary = String::new();
        let mut docs = d.docs.clone();
        let mut bad_mnemonic = false;
        let mut const_builder = None;
        let mut type_builder = None;
        let mut parameters = None;
        for f in &d.fields {
            let name = f.name.to_string();
            match name.as_str() {
                // An `AttrDef`'s constant builder in Rust (LLVM's
                // `DefaultValuedAttr<LLVM_DIExpressionAttr, "{}">` needs
                // one, which MLIR's C++ class provides); C++ text stays a
                // C++ field without effect.
                "constBuilderCall"
                    if kind == ConstraintKind::Attr && matches!(f.value, Value::Closure(_)) =>
                {
                    const_builder = self.const_builder_call(&f.value);
                }
                "mnemonic" => match &f.value {
                    Value::Str(s) if is_mnemonic(&s.value()) => mnemonic = Some(s.clone()),
                    other => {
                        let shown = match other {
                            Value::Str(s) => format!(" {:?}", s.value()),
                            _ => String::new(),
                        };
                        self.err(
                            other.span(),
                            format!("the `mnemonic`{shown} of `{}` must be a string of identifier characters (`\"shape\"`, `\"async.token\"`)", d.name),
                        );
                        bad_mnemonic = true;
                    }
                },
                "summary" => match &f.value {
                    Value::Str(s) => summary = s.value(),
                    other => self.err(other.span(), "`summary` is a string"),
                },
                "description" => match &f.value {
                    Value::Str(s) => {
                        docs.extend(s.value().lines().map(|l| format!(" {}", l.trim())));
                    }
                    Value::Code(..) => {}
                    other => self.err(other.span(), "`description` is a string"),
                },
                // The parameters' C++ types and names: only whether there
                // are any matters here.
                "parameters" => match &f.value {
                    Value::Dag(dag) if dag.op == "ins" => parameters = Some(dag),
                    other => self.err(
                        other.span(),
                        "`parameters` must be a dag `(ins …)` of the parameters",
                    ),
                },
                "builderCall" => match &f.value {
                    Value::Str(s) if s.value().is_empty() => {}
                    Value::Closure(c) if kind == ConstraintKind::Type && c.inputs.len() == 1 => {
                        type_builder = Some(quote!(#c));
                    }
                    Value::Class(c) if kind == ConstraintKind::Type && c.args.is_none() => {
                        type_builder = Some(c.path_tokens());
                    }
                    Value::Str(_) => self.err(
                        f.value.span(),
                        format!("`builderCall` of `{}` is C++ that `ods!` cannot run: leave it out (a `{class}` without parameters builds `!ns.mnemonic`) or write it in Rust: `let builderCall = |ctx: &mut drr::Context| -> drr::Type {{ … }};`", d.name),
                    ),
                    other => self.err(
                        other.span(),
                        format!("`builderCall` of `{}`: expected `|ctx: &mut drr::Context| -> drr::Type {{ … }}` (one parameter) or a path to such a `fn`", d.name),
                    ),
                },
                "predicate" => self.err(
                    f.name.span(),
                    format!("`predicate` changes what the `{class}` accepts and is C++: leave it out (the record checks for its `!ns.mnemonic` text) or declare the constraint with `def {} : {}<|ctx, x| …, \"summary\">;`", d.name, if kind == ConstraintKind::Type { "TypeConstraint" } else { "AttrConstraint" }),
                ),
                n if CPP_FIELDS.contains(&n) => {}
                other => {
                    let mut known = vec!["mnemonic", "summary", "description", "parameters"];
                    known.extend_from_slice(CPP_FIELDS);
                    self.err(
                        f.name.span(),
                        format!(
                            "unknown `{class}` field `{other}`{} (`ods!` reads `mnemonic`, `summary`, `description` and whether there are `parameters`; ODS's C++ fields are accepted without effect)",
                            super::lower::did_you_mean(other, &known)
                        ),
                    );
                }
            }
        }
        if bad_mnemonic {
            return;
        }
        // Without a mnemonic the text is the dialect's C++ parser's: the
        // record makes nothing, and a use of it as a constraint is the
        // error (`Lower::constraint`).
        let Some(mnemonic) = mnemonic else {
            return;
        };
        let lists = |interface: &str| {
            kind == ConstraintKind::Type
                && matches!(d.args.get(2), Some(Value::List(_, traits)) if traits.iter().any(|t| is_interface(t, interface)))
        };
        let shaped = lists("ShapedTypeInterface");
        let shape = shaped && parameters.is_some_and(|p| shape_then_element(&p.args));
        // Only the element type is read from a shaped type's text, so only
        // its constraint can be checked (other parameters stay text).
        let element_constraint = parameters
            .filter(|_| shaped)
            .and_then(|p| {
                p.args
                    .iter()
                    .find(|a| a.name.as_ref().is_some_and(|n| n == "elementType"))
            })
            .filter(|a| self.names_type_constraint(&a.value))
            .and_then(|a| self.constraint(&a.value, ConstraintKind::Type))
            .map(|r| r.ty);
        model.typedefs.push(TypeDefModel {
            docs,
            name: d.name.clone(),
            kind,
            dialect,
            mnemonic: mnemonic.value(),
            summary,
            // Decided before the ops were lowered (`is_buildable_def`).
            buildable: self.buildable.contains(&d.name.to_string()),
            shaped,
            shape,
            element_constraint,
            memref_element: lists("MemRefElementTypeInterface"),
            vector_element: lists("VectorElementTypeInterface"),
            const_builder,
            type_builder,
        });
    }
}

/// True if a `TypeDef`'s parameters start with an
/// `ArrayRefParameter<"int64_t">` (its shape) followed by another parameter
/// (its element type), as the `ShapedTypeInterface` `TypeDef`s that print
/// `8x16xf32` first declare them.
fn shape_then_element(params: &[super::ast::DagArg]) -> bool {
    let [first, _, ..] = params else { return false };
    matches!(&first.value, Value::Class(c)
        if c.name() == "ArrayRefParameter"
            && matches!(c.args.as_deref(), Some([Value::Str(t), ..]) if t.value().replace(' ', "") == "int64_t"))
}

/// The C++ class of a `TypeDef` whose traits list `ShapedTypeInterface`
/// (`let cppClassName`, by default its name and `Type`, as
/// `AttrTypeBase.td` makes it), for the C++ of `TypesMatchWith`
/// transformers that cast `$_self` to it (`$_self.cast<NTensorType>()`).
pub(super) fn shaped_cpp_class(d: &Def) -> Option<String> {
    if d.class != "TypeDef" {
        return None;
    }
    let [_, Value::Str(name), Value::List(_, traits), ..] = d.args.as_slice() else {
        return None;
    };
    if !traits
        .iter()
        .any(|t| is_interface(t, "ShapedTypeInterface"))
    {
        return None;
    }
    let explicit = d.fields.iter().find_map(|f| match &f.value {
        Value::Str(s) if f.name == "cppClassName" => Some(s.value()),
        _ => None,
    });
    Some(explicit.unwrap_or_else(|| format!("{}Type", name.value())))
}

/// Interface `name` (`ShapedTypeInterface`, `MemRefElementTypeInterface`,
/// …) in a `TypeDef`'s traits, also as `DeclareTypeInterfaceMethods<name,
/// […]>`.
fn is_interface(v: &Value, name: &str) -> bool {
    let Value::Class(c) = v else { return false };
    let n = c.name().to_string();
    if n == name {
        return true;
    }
    n == "DeclareTypeInterfaceMethods"
        && c.args
            .as_deref()
            .and_then(<[Value]>::first)
            .is_some_and(|v| is_interface(v, name))
}

/// True if the `TypeDef`/`AttrDef` record sets `let mnemonic = "…";`
/// (ODS's default is unset: the dialect's C++ parses the type).
pub(super) fn has_mnemonic(d: &Def) -> bool {
    d.fields
        .iter()
        .any(|f| f.name == "mnemonic" && matches!(f.value, Value::Str(_)))
}

/// True for a mnemonic MLIR can print in the pretty form (`ns.mnemonic`):
/// a letter, then letters, digits, `_` and `.`.
fn is_mnemonic(s: &str) -> bool {
    s.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

/// The Rust items of a `TypeDef` / `AttrDef`: a unit struct implementing
/// `TypeConstraint` (and `BuildableType` without parameters) or
/// `AttrConstraint`.
pub fn generate_typedef(t: &TypeDefModel) -> TokenStream {
    let name = &t.name;
    let summary = &t.summary;
    let ns = &t.dialect;
    let mnem = &t.mnemonic;
    let text = t.text();
    let docs = &t.docs;
    let what = match t.kind {
        ConstraintKind::Type => "type",
        ConstraintKind::Attr => "attribute",
    };
    let heading = format!(
        " `{name}`: the dialect {what} `{text}` (with any parameters){}.",
        if summary.is_empty() {
            String::new()
        } else {
            format!(": {summary}")
        }
    );
    match t.kind {
        ConstraintKind::Type => {
            let build = if let Some(closure) = &t.type_builder {
                Some(quote! {
                    impl ::drr::ods::BuildableType for #name {
                        fn build_type(ctx: &mut ::drr::Context) -> ::drr::Type {
                            let build: fn(&mut ::drr::Context) -> ::drr::Type = #closure;
                            build(ctx)
                        }
                    }
                })
            } else {
                t.buildable.then(|| {
                    quote! {
                        impl ::drr::ods::BuildableType for #name {
                            fn build_type(ctx: &mut ::drr::Context) -> ::drr::Type {
                                ::drr::ods::dialect_type(ctx, #text)
                            }
                        }
                    }
                })
            };
            quote! {
                #[doc = #heading]
                #(#[doc = #docs])*
                #[derive(Clone, Copy, Debug, Default)]
                #[allow(non_camel_case_types)]
                pub struct #name;
                impl ::drr::ods::TypeConstraint for #name {
                    const SUMMARY: &'static str = #summary;
                    fn matches(ctx: &::drr::Context, ty: ::drr::Type) -> bool {
                        ::drr::ods::is_dialect_type(ctx, ty, #ns, #mnem)
                    }
                }
                #build
            }
        }
        ConstraintKind::Attr => {
            let builder = t
                .const_builder
                .as_ref()
                .map(|(ty, closure)| super::generate::const_builder_impl(name, ty, closure));
            quote! {
                #[doc = #heading]
                #(#[doc = #docs])*
                #[derive(Clone, Copy, Debug, Default)]
                #[allow(non_camel_case_types)]
                pub struct #name;
                impl ::drr::ods::AttrConstraint for #name {
                    const SUMMARY: &'static str = #summary;
                    type Storage = ::drr::Attribute;
                    fn matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                        ::drr::ods::is_dialect_attr(ctx, attr, #ns, #mnem)
                    }
                    // MLIR converts the attribute to the record's C++ class
                    // when it reads an op's properties.
                    fn storage_matches(ctx: &::drr::Context, attr: ::drr::Attribute) -> bool {
                        ::drr::ods::is_dialect_attr(ctx, attr, #ns, #mnem)
                    }
                }
                #builder
            }
        }
    }
}

/// True for a `TypeDef` record that builders can create: no parameters and
/// no `builderCall = ""`, or a Rust `builderCall` (decided before the ops
/// are lowered, which ask it of their results' constraints).
pub(super) fn is_buildable_def(d: &Def) -> bool {
    let rust_builder = d.fields.iter().any(|f| {
        f.name == "builderCall" && matches!(&f.value, Value::Closure(_) | Value::Class(_))
    });
    d.class == "TypeDef"
        && has_mnemonic(d)
        && (rust_builder
            || d.fields.iter().all(|f| match f.name.to_string().as_str() {
                "parameters" => matches!(&f.value, Value::Dag(dag) if dag.args.is_empty()),
                "builderCall" => !matches!(&f.value, Value::Str(s) if s.value().is_empty()),
                _ => true,
            }))
}
