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
use super::builders::BuilderModel;
use super::cpp_literal::{self, CppValue};
use super::enums::{CaseDef, DialectEnumAttrModel, EnumModel, is_case_class, is_enum_class};
use super::traits::{LocalTrait, LocalTraits, TraitModel, is_trait_class};

/// The standard library's constraint names (see [`crate::stdlib`]).
pub use crate::stdlib::{LIB_ATTRS, LIB_TYPES};

mod argument;
mod constraint_ref;
mod record_def;
mod value_list;

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
    /// True for a buildable type of this block (or imported) that is not
    /// a standard one: a record with a `builderCall` (`BuildableType<…>`)
    /// or a `TypeDef` without parameters. It implements
    /// `::drr::ods::BuildableType`.
    pub buildable: bool,
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
        /// `VariadicOfVariadic<T, "attr">`: the attribute (a
        /// `DenseI32ArrayAttr` argument) splitting the group into
        /// sub-groups; `mult` is then `Variadic`.
        segments: Option<syn::LitStr>,
    },
    /// An attribute.
    Attr {
        /// Its attribute constraint.
        constraint: Resolved,
        /// `OptionalAttr` / `UnitAttr`.
        optional: bool,
        /// `DefaultValuedAttr` value.
        default: Option<DefaultValue>,
        /// An ODS property (`I64Prop`, …): `constraint` is its property
        /// type (see [`super::props`]); `optional` and `default` are unset
        /// (a property is always present, its default is its type's).
        prop: bool,
    },
}

/// The default value of a `DefaultValuedAttr`.
#[derive(Clone, Debug)]
pub struct DefaultValue {
    /// An expression of the attribute's `ConstantAttrBuilder::Value` type
    /// (in a context with `ctx` in scope).
    pub expr: TokenStream,
    /// The value as written, for docs.
    pub text: String,
    /// Stored when the op is created without it (MLIR's
    /// `populateDefaultProperties` fills in the non-optional
    /// default-valued attributes); false for `DefaultValuedOptionalAttr`,
    /// which stays absent and only reads as its default.
    pub populated: bool,
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
    /// A region's block-count constraint (`AnyRegion` and successors:
    /// none).
    pub sized: Option<BlockCount>,
    /// A region constraint record of the block (`def R : Region<pred,
    /// "summary">;`): its predicate, checked on every region of the slot.
    pub pred: Option<RegionPred>,
}

/// The predicate of a `Region<pred, "summary">` record: a Rust closure or
/// fn path called as `pred(&Context, RegionId) -> bool`, and the summary
/// MLIR's message names.
#[derive(Clone, Debug)]
pub struct RegionPred {
    /// The closure or path.
    pub pred: TokenStream,
    /// The constraint's summary.
    pub summary: LitStr,
}

/// The block count a region constraint requires: ODS's `SizedRegion<N>`
/// (`min == max`), `MinSizedRegion<N>` (`max: None`), `MaxSizedRegion<N>`
/// (`min: 0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockCount {
    /// Fewest blocks.
    pub min: usize,
    /// Most blocks, if bounded.
    pub max: Option<usize>,
}

impl BlockCount {
    /// The constraint's summary, as ODS words it (`region with 1 blocks`,
    /// `region with at least 1 blocks`, `region with at most 1 blocks`).
    pub fn summary(self) -> String {
        match self.max {
            Some(m) if m == self.min => format!("region with {m} blocks"),
            Some(m) => format!("region with at most {m} blocks"),
            None => format!("region with at least {} blocks", self.min),
        }
    }

    /// True if every region satisfying the constraint has exactly one
    /// block.
    pub fn is_single(self) -> bool {
        self.min == 1 && self.max == Some(1)
    }
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
    /// Traits, flattened and deduplicated, in declaration order.
    pub traits: Vec<TraitModel>,
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
    /// `let builders = [fn …];` and `OpBuilder<(ins …), { … }>` records.
    pub builders: Vec<BuilderModel>,
    /// `let skipDefaultBuilders = 1;`.
    pub skip_default_builders: bool,
    /// `let verifier = …;` (closure or path).
    pub verifier: Option<TokenStream>,
    /// `let hasVerifier = 1;` (the span of the field).
    pub has_verifier: Option<Span>,
    /// `let hasRegionVerifier = 1;`.
    pub has_region_verifier: Option<Span>,
    /// `let folder = path;`.
    pub folder: Option<TokenStream>,
    /// `let hasFolder = 1;`.
    pub has_folder: Option<Span>,
    /// `let hasCanonicalizer = 1;`.
    pub has_canonicalizer: Option<Span>,
    /// `let hasCanonicalizeMethod = 1;`.
    pub has_canonicalize_method: Option<Span>,
    /// `let inferReturnTypes = path;`.
    pub infer: Option<TokenStream>,
    /// `let isCompatibleReturnTypes = path;` (only with `infer`).
    pub is_compatible: Option<TokenStream>,
    /// Rust items of `let extraClassDeclaration = { … };` (inside the op's
    /// `impl` block).
    pub extra_items: Vec<TokenStream>,
    /// An argument or result was left out after an error (its constraint
    /// failed or is unknown): the checks that count or name them would
    /// only report follow-on errors, and are skipped.
    pub incomplete: bool,
}

impl OpModel {
    /// True if the op lists trait `name`.
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t.name() == name)
    }
    /// The trait ident `name`, if listed.
    pub fn trait_ident(&self, name: &str) -> Option<&Ident> {
        self.traits
            .iter()
            .find(|t| t.name() == name)
            .map(TraitModel::ident)
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
    /// `let storageType` names a C++ class of a dialect (`"::mlir::LLVM::
    /// CConvAttr"`): MLIR casts `<{…}>`'s attribute to it when it reads an
    /// op's properties, and the record's predicate (a `DialectAttr`'s is
    /// that class's `isa`) stands for the cast.
    pub dialect_storage: bool,
    /// `let constBuilderCall = |ctx: &mut Context, v: T| -> Attribute { … };`
    /// of an attribute constraint: (the value type `T`, the closure), what
    /// `ConstantAttr<X, "…">` builds with.
    pub const_builder: Option<(TokenStream, TokenStream)>,
    /// `let builderCall = |ctx: &mut Context| -> Type { … };` of a type
    /// constraint (`BuildableType<…>`): the closure building its type.
    pub type_builder: Option<TokenStream>,
    /// The library constraint whose summary the constraint has (a record
    /// of a library generic with a builder; its summary is computed at
    /// run time).
    pub delegate: Option<TokenStream>,
}

/// The C++ class and conversion fields of an attribute constraint record
/// (ODS's `Attr`): they describe C++ accessors `ods!` does not generate,
/// so they are accepted without effect.
pub(crate) const CPP_ATTR_FIELDS: [&str; 6] = [
    "storageType",
    "returnType",
    "convertFromStorage",
    "valueType",
    "cppNamespace",
    "cppClassName",
];

/// The C++ fields of a type constraint record (ODS's `Type`), likewise.
pub(crate) const CPP_TYPE_FIELDS: [&str; 4] =
    ["cppType", "cppClassName", "cppNamespace", "cppFunctionName"];

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
    /// A second dialect was rejected ("only one `dialect` per `ods!`
    /// block"): the ops of both are in [`Model::ops`], so mnemonics the two
    /// dialects share are not duplicates worth reporting.
    pub several_dialects: bool,
    /// `materializer` of the dialect.
    pub materializer: Option<TokenStream>,
    /// `dialect NAME as Type;`: the block adds ops to a dialect declared by
    /// another block; its dialect type is `Type` (registered as an
    /// extension), not `NameDialect`.
    pub dialect_type: Option<Ident>,
    /// Ops.
    pub ops: Vec<OpModel>,
    /// User constraints.
    pub constraints: Vec<UserConstraint>,
    /// Enum attributes.
    pub enums: Vec<EnumModel>,
    /// Dialect enum attributes (`EnumAttr<Dialect, Enum, "mnemonic">`).
    pub dialect_enum_attrs: Vec<DialectEnumAttrModel>,
    /// `hasConstantMaterializer = 1` on the dialect (the field's span).
    pub has_constant_materializer: Option<Span>,
    /// Constants.
    pub constants: Vec<ConstModel>,
    /// Native calls and constraints.
    pub natives: Vec<NativeModel>,
    /// Property types to generate (records and inline wrappers).
    pub props: Vec<super::props::PropDef>,
    /// Property records that alias a library property (`def P :
    /// OptionalProp<I64Prop>;`): type aliases.
    pub prop_aliases: Vec<TokenStream>,
    /// All record names with their spans, for duplicate detection.
    pub names: Vec<Ident>,
    /// The hidden constraint types of `ContainerType<…>` instances.
    pub container_types: Vec<TokenStream>,
    /// `TypeDef` / `AttrDef` records.
    pub typedefs: Vec<super::typedef::TypeDefModel>,
    /// Constraint names the block uses, defines nowhere and did not import,
    /// when the block has no other error: the expansion fetches the first
    /// from the macro of the other block's record (see
    /// [`crate::tablegen::export`]). Empty when any error was reported (the
    /// names are then reported as unknown constraints).
    pub unresolved: Vec<Ident>,
    /// The block's own type and attribute constraint records, which it
    /// exports for other blocks to use by name.
    pub exported: Vec<ImportedDef>,
    /// Named library generics of the block (`def Tosa_Int8 : AnyTypeOf<[…]>;`):
    /// (name, the generic's Rust type, its ODS spelling), type aliases.
    pub generic_aliases: Vec<(Ident, TokenStream, String)>,
}

/// What a name defined in this block is.
#[derive(Clone, Debug)]
enum Local {
    Constraint(ConstraintKind, TokenStream),
    Other,
}

/// The lowering state: what the first pass found, and where errors go.
pub(super) struct Lower<'a> {
    pub(super) cx: &'a Ctxt,
    /// Records the front end rejected (see [`OdsInput::failed`]).
    failed: &'a std::collections::HashSet<String>,
    /// See [`OdsInput::includes`].
    pub(super) includes: bool,
    locals: HashMap<String, Local>,
    /// Enum case records by name.
    pub(super) case_defs: HashMap<String, CaseDef>,
    /// Trait records by name.
    pub(super) traits: LocalTraits,
    /// The names the block's dialect goes by (namespace, record name).
    pub(super) dialect_names: Vec<String>,
    /// The block's other `Dialect` records: record name → namespace.
    pub(super) other_dialects: HashMap<String, String>,
    /// Property records of the block, with their value kinds.
    pub(super) prop_bases: HashMap<String, super::props::Base>,
    /// Property records whose error is reported: their uses report nothing
    /// more.
    pub(super) failed_props: std::collections::HashSet<String>,
    /// Aliases of property records (moved into the model).
    pub(super) prop_aliases: Vec<TokenStream>,
    /// Counter naming the hidden types of inline property wrappers.
    pub(super) next_prop: usize,
    /// `PropConstraint` records (pattern constraints, not properties).
    pub(super) prop_constraints: std::collections::HashSet<String>,
    /// The block's ops by their C++ class name: ODS drops a dialect prefix (`def MLProgram_FuncOp` is
    /// class `FuncOp`, as `Operator::getCppClassName` splits at the first
    /// `_`), and C++-flavoured fields (`HasParent<"FuncOp">`) name that.
    pub(super) op_cpp_names: HashMap<String, Ident>,
    /// Predicate records (`def P : And<[…]>;`), constraints where used.
    pub(super) preds: super::pred_constraint::PredRecords,
    /// Hidden constraint types of `ContainerType<…>` instances.
    pub(super) container_types: super::container_type::ContainerTypes,
    /// `let defaultValue = "…";` of the block's `EnumAttr` records: an
    /// argument of such a constraint is default-valued, as with
    /// `DefaultValuedAttr` (ODS's `Attr::hasDefaultValue`).
    pub(super) attr_defaults: HashMap<String, LitStr>,
    /// Unknown constraint names that may be records of another block, with
    /// their errors, reported only if the block has other errors (else the
    /// expansion fetches them; see [`Model::unresolved`]).
    /// Each with what the name is used as (`"constraint"`, `"trait"`).
    pub(super) unresolved: std::cell::RefCell<Vec<(Ident, syn::Error, &'static str)>>,
    /// Records of other blocks fetched as text ([`OdsInput::imported_records`]).
    pub(super) imported_records: &'a std::collections::HashSet<String>,
    /// Ops of other blocks fetched by C++ class ([`OdsInput::imported_ops`]).
    pub(super) imported_ops: &'a [(String, LitStr)],
    /// See [`super::dialect_key`].
    pub(super) dialect_key: Option<String>,
    /// Buildable type records: constraints with a `builderCall` (of the
    /// block or imported) and `TypeDef`s without parameters.
    pub(super) buildable: std::collections::HashSet<String>,
    /// `TypeDef`/`AttrDef` records without a `mnemonic` (Moore's `IntType`,
    /// parsed by the dialect's C++): nothing `ods!` can check, so a use as
    /// a constraint is an error there; the record alone is accepted.
    pub(super) mnemonicless: std::collections::HashSet<String>,
    /// Trait records of attributes and types (`NativeAttrTrait`, …) by
    /// name, with their class: not op traits.
    pub(super) attr_type_traits: HashMap<String, String>,
    /// Region constraint records (`def R : Region<pred, "summary">;`) by
    /// name.
    region_preds: HashMap<String, RegionPred>,
    /// Type and attribute interface records (`def X : TypeInterface<"N">`),
    /// constraints as in ODS; see [`super::interface_constraint`].
    pub(super) interfaces: super::interface_constraint::InterfaceConstraints,
}

/// ODS's C++ class name of op record `name` (`Operator`'s constructor):
/// the part after the first `_` when there is a prefix before it
/// (`MLProgram_FuncOp` → `FuncOp`), else the name.
pub(crate) fn op_cpp_class_name(name: &str) -> &str {
    match name.split_once('_') {
        Some((prefix, rest)) if !prefix.is_empty() && !rest.is_empty() => rest,
        Some((prefix, _)) if !prefix.is_empty() => prefix,
        _ => name,
    }
}

/// Lowers the AST; errors go to `cx`.
pub fn lower(cx: &Ctxt, input: &OdsInput) -> Model {
    let mut l = Lower {
        cx,
        failed: &input.failed,
        includes: input.includes,
        locals: HashMap::new(),
        case_defs: HashMap::new(),
        traits: HashMap::new(),
        dialect_names: Vec::new(),
        other_dialects: input.other_dialects.iter().cloned().collect(),
        prop_bases: HashMap::new(),
        failed_props: Default::default(),
        prop_aliases: Vec::new(),
        next_prop: 0,
        prop_constraints: std::collections::HashSet::new(),
        op_cpp_names: HashMap::new(),
        preds: Default::default(),
        container_types: Default::default(),
        attr_defaults: HashMap::new(),
        unresolved: Default::default(),
        imported_records: &input.imported_records,
        imported_ops: &input.imported_ops,
        dialect_key: super::dialect_key(input),
        buildable: Default::default(),
        mnemonicless: Default::default(),
        attr_type_traits: HashMap::new(),
        region_preds: HashMap::new(),
        interfaces: Default::default(),
    };
    // Constraints of other blocks, fetched by name: aliases of the items
    // the user imported.
    for imp in &input.imported {
        let kind = if imp.is_type {
            ConstraintKind::Type
        } else {
            ConstraintKind::Attr
        };
        let name = &imp.name;
        l.locals
            .insert(name.to_string(), Local::Constraint(kind, quote!(#name)));
        if let Some(d) = &imp.default {
            l.attr_defaults.insert(name.to_string(), d.clone());
        }
        if imp.buildable {
            l.buildable.insert(name.to_string());
        }
        if imp.mnemonicless {
            l.mnemonicless.insert(name.to_string());
        }
    }
    // First pass: names defined here, so records may refer to later ones.
    for item in &input.items {
        match item {
            Item::Def(d) => {
                let class = d.class.to_string();
                if class == "Op" {
                    let name = d.name.to_string();
                    let cpp = op_cpp_class_name(name.trim_start_matches("r#"));
                    l.op_cpp_names.insert(cpp.to_string(), d.name.clone());
                }
                if class == "PropConstraint" {
                    l.prop_constraints.insert(d.name.to_string());
                }
                if super::typedef::is_buildable_def(d) {
                    l.buildable.insert(d.name.to_string());
                }
                if matches!(class.as_str(), "TypeDef" | "AttrDef")
                    && !super::typedef::has_mnemonic(d)
                {
                    l.mnemonicless.insert(d.name.to_string());
                }
                if is_attr_type_trait_class(&class) {
                    l.attr_type_traits.insert(d.name.to_string(), class.clone());
                }
                if matches!(class.as_str(), "TypeConstraint" | "Type")
                    && d.fields.iter().any(|f| f.name == "builderCall")
                {
                    l.buildable.insert(d.name.to_string());
                }
                if class == "Pred" {
                    l.preds
                        .insert(d, input.imported_records.contains(&d.name.to_string()));
                }
                if class == "RegionConstraint" {
                    l.region_pred_def(d);
                }
                if class == "EnumAttr" {
                    for f in &d.fields {
                        if f.name == "defaultValue"
                            && let Value::Str(v) = &f.value
                        {
                            l.attr_defaults.insert(d.name.to_string(), v.clone());
                        }
                    }
                }
                let local = match class.as_str() {
                    "TypeConstraint" | "Type" => Local::Constraint(
                        ConstraintKind::Type,
                        alias_target(d).unwrap_or_else(|| d.name.to_token_stream_()),
                    ),
                    "TypeDef" => Local::Constraint(ConstraintKind::Type, d.name.to_token_stream_()),
                    "TypeInterface" | "AttrInterface" => {
                        let kind = l.interfaces.declare(d);
                        Local::Constraint(kind, d.name.to_token_stream_())
                    }
                    "AttrDef" => Local::Constraint(ConstraintKind::Attr, d.name.to_token_stream_()),
                    "AttrConstraint" | "Attr" | "EnumAttr" | "PropConstraint" => Local::Constraint(
                        ConstraintKind::Attr,
                        alias_target(d).unwrap_or_else(|| d.name.to_token_stream_()),
                    ),
                    c if is_enum_class(c) => {
                        Local::Constraint(ConstraintKind::Attr, d.name.to_token_stream_())
                    }
                    c if is_case_class(c) => {
                        l.case_defs.insert(
                            d.name.to_string(),
                            CaseDef {
                                class: class.clone(),
                                args: d.args.clone(),
                                span: d.name.span(),
                            },
                        );
                        Local::Other
                    }
                    _ => Local::Other,
                };
                l.locals.insert(d.name.to_string(), local);
            }
            Item::Dialect(dd) => {
                l.dialect_names.push(dd.name.to_string());
                if let Some(record) = &dd.record {
                    l.dialect_names.push(record.to_string());
                }
                for f in &dd.fields {
                    if f.name == "name"
                        && let Value::Str(s) = &f.value
                    {
                        l.dialect_names.push(s.value());
                    }
                }
                // The last segment of its C++ namespace (`circt::verif`),
                // which qualifies its ops' C++ names in other records.
                if let Some(seg) = cpp_namespace_segment(&dd.fields) {
                    l.dialect_names.push(seg);
                }
            }
        }
    }
    // Trait records (they may name each other in `TraitList`s, which are
    // flattened where used).
    for item in &input.items {
        if let Item::Def(d) = item
            && is_trait_class(&d.class.to_string())
            && let Some(t) = l.trait_def(d)
        {
            l.traits.insert(d.name.to_string(), t);
        }
        if let Item::Def(d) = item
            && let Some(t) = l.interface_def(d)
        {
            l.traits.insert(d.name.to_string(), t);
        }
    }
    // An interface based on one defined after it (records fetched from
    // other blocks come in any order) is symbol-based too: again until
    // nothing changes (each round marks one more, or stops).
    let interfaces: Vec<&Def> = input
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Def(d) if d.class == "OpInterface" => Some(d),
            _ => None,
        })
        .collect();
    loop {
        let mut changed = false;
        for d in &interfaces {
            let name = d.name.to_string();
            if matches!(l.traits.get(&name), Some(LocalTrait::One(_)))
                && let Some(t @ LocalTrait::SymbolBased(_)) = l.interface_def_quiet(d)
            {
                l.traits.insert(name, t);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for d in &interfaces {
        l.fetch_interface_bases(d);
    }
    let mut model = Model::default();
    // Property records, before the ops whose arguments name them (in
    // order: a record may wrap an earlier one).
    for item in &input.items {
        if let Item::Def(d) = item
            && super::props::is_prop_class(&d.class.to_string())
        {
            let (props, aliases) = (model.props.len(), l.prop_aliases.len());
            l.prop_record(&mut model.props, d);
            // A property record of another block: its value kind is known
            // now; its Rust type is the other block's (in scope by `use`).
            if input.imported_records.contains(&d.name.to_string()) {
                model.props.truncate(props);
                l.prop_aliases.truncate(aliases);
            }
        }
    }
    model.prop_aliases = std::mem::take(&mut l.prop_aliases);
    for item in &input.items {
        match item {
            Item::Dialect(dd) => l.dialect(&mut model, dd),
            Item::Def(d) => {
                model.names.push(d.name.clone());
                l.def(&mut model, d);
            }
        }
    }
    l.extension_rules(&model);
    l.interface_constraints(&mut model, input);
    let mut unresolved = l.unresolved.take();
    // A name fetched already and still unresolved is used as something its
    // record is not: the error as in a block without other blocks (never
    // a second fetch, which would not end).
    unresolved.retain(|(name, e, _)| {
        let n = name.to_string();
        let fetched = input.imported_records.contains(&n)
            || input.imported.iter().any(|d| d.name == n)
            || input.imported_ops.iter().any(|(m, _)| *m == n);
        if fetched {
            cx.push(e.clone());
        }
        !fetched
    });
    if cx.is_empty() {
        model.unresolved = unresolved.into_iter().map(|(n, ..)| n).collect();
    } else {
        for (name, e, what) in unresolved {
            if input.includes {
                // The name would be fetched if the block had no other error.
                cx.error(
                    name.span(),
                    format!("{what} `{name}` is not defined in this `ods!` block: it is looked up among the records of other blocks (this block has an `include` line) once the block's other errors are fixed"),
                );
            } else {
                cx.push(e);
            }
        }
    }
    model.exported = exported(input, &l.attr_defaults, &l.buildable, &l.mnemonicless);
    // Records other blocks handed over as text: their Rust items are the
    // defining block's (predicate records excepted: see
    // `pred_constraint`, and interfaces).
    if !input.imported_records.is_empty() {
        let imported = |n: &Ident| input.imported_records.contains(&n.to_string());
        // An interface record used as a constraint here is generated here:
        // its block generates the constraint only where it is used.
        model
            .constraints
            .retain(|c| !imported(&c.name) || l.interfaces.is_interface(&c.name.to_string()));
        model.enums.retain(|e| !imported(&e.name));
        model.typedefs.retain(|t| !imported(&t.name));
    }
    l.generic_aliases(&mut model, input);
    // After the named generics' aliases, which may be container types (and
    // use predicate records) no op uses (torch-mlir's `def
    // TorchBoolListType : ListOf<…>`).
    l.pred_constraints(&mut model);
    model.container_types = l.container_types.take();
    model
}

impl Lower<'_> {
    /// True if `name` is a record of this block (or one fetched from
    /// another).
    pub(super) fn is_local_name(&self, name: &str) -> bool {
        self.locals.contains_key(name)
    }

    /// Type aliases of the block's named library generics, exported like
    /// its constraint records. One that does not resolve is left out
    /// without an error (its uses in the block report it).
    fn generic_aliases(&mut self, model: &mut Model, input: &OdsInput) {
        for (name, v) in &input.generic_defs {
            if self.locals.contains_key(&name.to_string())
                || self.imported_records.contains(&name.to_string())
            {
                continue;
            }
            let errors = self.cx.len();
            let unresolved = self.unresolved.borrow().len();
            let resolved = self
                .constraint_kind(v)
                .and_then(|k| self.constraint(v, k).map(|r| (k, r)));
            let clean = self.cx.len() == errors && self.unresolved.borrow().len() == unresolved;
            self.cx.truncate(errors);
            self.unresolved.borrow_mut().truncate(unresolved);
            let Some((kind, r)) = resolved.filter(|_| clean) else {
                continue;
            };
            model.exported.push(ImportedDef {
                name: name.clone(),
                is_type: kind == ConstraintKind::Type,
                default: None,
                buildable: super::generate::is_buildable(&r),
                mnemonicless: false,
                fields: Vec::new(),
            });
            model.generic_aliases.push((name.clone(), r.ty, r.text));
        }
    }
}

/// The block's own type and attribute constraint records (not aliases, not
/// hidden instances, not imported), in order, as other blocks import them.
fn exported(
    input: &OdsInput,
    defaults: &HashMap<String, LitStr>,
    buildable: &std::collections::HashSet<String>,
    mnemonicless: &std::collections::HashSet<String>,
) -> Vec<ImportedDef> {
    let mut out = Vec::new();
    for item in &input.items {
        let Item::Def(d) = item else { continue };
        let class = d.class.to_string();
        let is_type = match class.as_str() {
            "TypeConstraint" | "Type" | "TypeDef" => true,
            "AttrConstraint" | "Attr" | "EnumAttr" | "AttrDef" => false,
            "TypeInterface" | "AttrInterface"
                if super::interface_constraint::names_own_rust_type(d) =>
            {
                class == "TypeInterface"
            }
            c if is_enum_class(c) => false,
            _ => continue,
        };
        let name = d.name.to_string();
        if alias_target(d).is_some()
            || name.starts_with("__")
            || input.imported_records.contains(&name)
        {
            continue;
        }
        out.push(ImportedDef {
            name: d.name.clone(),
            is_type,
            default: defaults.get(&name).cloned(),
            buildable: buildable.contains(&name),
            mnemonicless: mnemonicless.contains(&name),
            fields: Vec::new(),
        });
    }
    out
}

impl Lower<'_> {
    /// A block adding ops to a dialect declared elsewhere (`dialect NAME as
    /// Type;`) registers no dialect-level hooks: the constant materializer
    /// and the parser of `#NAME.mnemonic<…>` attributes belong to the block
    /// that declares the dialect (one per dialect).
    fn extension_rules(&self, model: &Model) {
        let Some(ty) = &model.dialect_type else {
            return;
        };
        let dialect = model
            .dialect
            .as_ref()
            .map(|d| d.to_string())
            .unwrap_or_default();
        let at = model
            .has_constant_materializer
            .or_else(|| model.materializer.as_ref().map(|_| ty.span()));
        if let Some(at) = at {
            self.err(
                at,
                format!("the constant materializer belongs to the block declaring the dialect (`dialect {dialect};`), not to `{ty}`, which adds ops to it"),
            );
        }
    }
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

impl Lower<'_> {
    /// A library name within two edits of `name` (one in a block with an
    /// `include` line) — a typo rather than a record of another block —
    /// or, in a block without an `include` line, such a constraint of the
    /// block. (With an `include` line, records of
    /// a family — `Tosa_Int8` here, `Tosa_Int16` imported — are that
    /// close: the name is fetched, and rustc suggests a similar one if
    /// there is none.)
    fn near_name(&self, name: &str) -> Option<String> {
        // With an `include` line, one edit only: a record of another block
        // may well be two from a library name (`G_Tensor`, `I1Tensor`).
        let lib = if self.includes {
            crate::tablegen::known_name_within(name, 1)
        } else {
            crate::tablegen::known_name_near(name)
        };
        if let Some(n) = lib {
            return Some(n.to_owned());
        }
        if name.len() < 4 || self.includes {
            return None;
        }
        self.locals
            .iter()
            .filter(|(n, l)| matches!(l, Local::Constraint(..)) && n.as_str() != name)
            .map(|(n, _)| (crate::ods::traits::distance(name, n), n))
            .filter(|(d, _)| *d <= 2)
            .min_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(b.1)))
            .map(|(_, n)| n.clone())
    }

    pub(super) fn err(&self, span: Span, msg: impl std::fmt::Display) {
        self.cx.error(span, msg);
    }

    fn dialect(&mut self, model: &mut Model, d: &DialectDecl) {
        if let Some(prev) = &model.dialect {
            // A block of types or attributes only (no op picks its
            // dialect) with several `Dialect` records: which one its
            // records belong to is what mlir-tblgen asks
            // `-typedefs-dialect`/`-attrdefs-dialect` for.
            let msg = if self.op_cpp_names.is_empty() {
                format!(
                    "a block without ops can have one `Dialect` record (already `{prev}`): the other dialect's records (a pasted include, such as the dialect whose types these records use) go in a block of their own, which this block `use`s"
                )
            } else {
                format!(
                    "only one `dialect` per `ods!` block (already `dialect {prev};`): a block defines the ops of one dialect (with several `Dialect` records, the one all its ops name), so each dialect's ops go in their own block"
                )
            };
            self.err(d.name.span(), msg);
            model.several_dialects = true;
            return;
        }
        model.dialect = Some(d.name.clone());
        for f in &d.fields {
            match f.name.to_string().as_str() {
                "materializer" | "constantMaterializer" => match &f.value {
                    Value::Class(c) if c.args.is_none() => model.materializer = Some(c.path_tokens()),
                    other => self.err(other.span(), "expected a path to a `fn(&mut Context, Attribute, Type, Location) -> Option<OpId>`"),
                },
                "hasConstantMaterializer" => {
                    model.has_constant_materializer = self.bit_field(f).then(|| f.name.span());
                }
                // `dialect ta as TaMathOps;`: the Rust type of a block that
                // adds ops to a dialect declared elsewhere.
                "as" => match &f.value {
                    Value::Str(s) => model.dialect_type = Some(Ident::new(&s.value(), s.span())),
                    other => self.err(other.span(), "expected the dialect type's Rust name"),
                },
                // The namespace (`let name = "arith";` of a `Dialect` record).
                "name" => match &f.value {
                    Value::Str(s) if !s.value().is_empty() => {
                        model.dialect = Some(Ident::new(&s.value(), s.span()));
                    }
                    other => self.err(other.span(), "`name` must be the dialect's namespace, a non-empty string"),
                },
                // Documentation and C++-only settings: no effect on the
                // generated Rust (the generic form is always printed, and
                // every `EnumAttr` of the block gets the default parser).
                // `usePropertiesForAttributes = 0` (onnx-mlir's ZHigh and
                // ONNX dialects) keeps inherent attributes in the op's
                // attribute dictionary, printed in `{…}`: `ods!` stores them
                // as properties, so that would print `<{…}>` where mlir-opt
                // prints `{…}`.
                "usePropertiesForAttributes"
                    if matches!(&f.value, Value::Int(0, ..))
                        || matches!(&f.value, Value::Class(c) if c.is_simple() && c.name() == "false") =>
                {
                    self.err(
                        f.value.span(),
                        "`usePropertiesForAttributes = 0` is not supported: `ods!` stores an op's attributes as properties (printed in `<{…}>`), where this setting keeps them in the attribute dictionary (`{…}`); leave it out to use properties",
                    );
                }
                "summary" | "description" | "cppNamespace" | "useDefaultAttributePrinterParser"
                | "useDefaultTypePrinterParser" | "usePropertiesForAttributes"
                | "dependentDialects" | "discardableAttrs" | "isExtensible"
                | "hasNonDefaultDestructor" | "hasOperationAttrVerify"
                | "hasRegionArgAttrVerify" | "hasRegionResultAttrVerify"
                | "hasOperationInterfaceFallback" | "hasCanonicalizer"
                | "usePropertiesForAttributes_"
                // Older MLIR: C++ accessor names and the fold API version.
                | "emitAccessorPrefix" | "useFoldAPI"
                // Newer MLIR (StableHLO's VHLO sets it): how custom
                // assembly formats spell properties.
                | "useStrictPropertiesInAssemblyFormat" => {}
                "extraClassDeclaration" | "extraClassDefinition" => self.err(
                    f.name.span(),
                    format!("`{}` holds C++ declarations: write them in Rust, in an `impl` block of the dialect type next to the `ods!` block", f.name),
                ),
                other => self.err(
                    f.name.span(),
                    format!("unknown dialect field `{other}` (`ods!` accepts `name`, `summary`, `description`, `cppNamespace`, `hasConstantMaterializer` and the C++-only settings of ODS's `Dialect`; `materializer = path` names a materialization fn directly)"),
                ),
            }
        }
        if model.has_constant_materializer.is_some() && model.materializer.is_some() {
            self.err(
                d.name.span(),
                "set either `hasConstantMaterializer = 1` or `materializer = path`, not both",
            );
        }
    }

    fn def(&mut self, model: &mut Model, d: &Def) {
        let class = d.class.to_string();
        match class.as_str() {
            "Op" => self.op(model, d),
            c if c.ends_with("_Op") => self.op(model, d),
            "TypeConstraint" | "Type" => self.user_constraint(model, d, ConstraintKind::Type),
            "AttrConstraint" | "Attr" => self.user_constraint(model, d, ConstraintKind::Attr),
            "PropConstraint" => self.prop_constraint(model, d),
            // Registered in the first pass; a constraint where used.
            "Pred" | "RegionConstraint" => {}
            c if is_enum_class(c) => {
                if let Some(e) = self.enum_def(d) {
                    model.enums.push(e);
                }
            }
            // An `EnumAttr` of another block handed over as text (with a
            // property record naming it, LLVM's `LLVM_IntegerOverflowFlagsProp`):
            // its items and parser are its block's.
            "EnumAttr" if self.imported_records.contains(&d.name.to_string()) => {}
            "EnumAttr" => {
                let dialect = model.dialect.clone();
                if let Some(a) = self.dialect_enum_attr(d, dialect.as_ref()) {
                    model.dialect_enum_attrs.push(a);
                }
            }
            "I32EnumAttrCase" | "I64EnumAttrCase" => {
                self.case_fields(d);
                let value = d.args.get(1).and_then(|v| match v {
                    Value::Int(i, ..) => Some(*i),
                    _ => None,
                });
                match (d.args.first(), value) {
                    (Some(Value::Str(sym)), Some(v)) => {
                        // DRR's `I32Case5`: an attribute constant usable as
                        // a pattern leaf (matches / builds the case's value).
                        let attr = if class == "I32EnumAttrCase" { "I32Attr" } else { "I64Attr" };
                        let attr_ident = Ident::new(attr, Span::call_site());
                        // Case values are unsigned in MLIR (`uint32_t`): an
                        // i32 case above `i32::MAX` is stored as its bits.
                        let bits = if class == "I32EnumAttrCase" {
                            i128::from(v as u32 as i32)
                        } else {
                            i128::from(v as u64 as i64)
                        };
                        let lit = proc_macro2::Literal::i128_unsuffixed(bits);
                        model.constants.push(ConstModel {
                            docs: d.docs.clone(),
                            name: d.name.clone(),
                            constraint: Resolved {
                                ty: quote!(::drr::ods::lib::#attr_ident),
                                text: attr.to_owned(),
                                is_unit: false,
                                buildable: false,
                            },
                            value: quote!(#lit),
                            text: format!("{v} (enum case \"{}\")", sym.value()),
                        });
                    }
                    // A name the block does not define (HEIR's `AND_GATE`,
                    // a top-level `defvar` of an included file): at it.
                    (Some(Value::Str(_)), None)
                        if let Some(Value::Class(c)) = d.args.get(1)
                            && c.args.is_none() =>
                    {
                        self.err(
                            c.span(),
                            format!(
                                "the value of enum case `{}` must be an integer, and `{}` is no name this block defines: a top-level `defvar` of another block is not seen here (TableGen sees an included file's); define it in this block",
                                d.name,
                                c.path_tokens()
                            ),
                        )
                    }
                    (Some(Value::Str(_)), None) if let Some(v) = d.args.get(1) => self.err(
                        v.span(),
                        format!("the value of enum case `{}` must be an integer", d.name),
                    ),
                    _ => self.err(d.class.span(), format!("expected `{class}<\"symbol\", value>`")),
                }
            }
            // Bit enum cases are parts of their enum only.
            c if is_case_class(c) => self.case_fields(d),
            // Lowered in the first pass.
            c if is_trait_class(c) => {}
            // Traits of attributes and types (`NativeAttrTrait<"…">`, …):
            // C++ classes that ODS attaches to `AttrDef`/`TypeDef` records;
            // a definition alone generates nothing in ODS either.
            c if is_attr_type_trait_class(c) => {
                for f in &d.fields {
                    let n = f.name.to_string();
                    if !NATIVE_TRAIT_FIELDS.contains(&n.as_str()) {
                        let near = did_you_mean(&n, NATIVE_TRAIT_FIELDS);
                        self.err(
                            f.name.span(),
                            format!("unknown field `{n}` of a `{class}` record{near}: its fields are C++ (`cppNamespace`, `extraConcreteClassDeclaration`, `extraConcreteClassDefinition`, …) and have no effect in `ods!`"),
                        );
                    }
                }
            }
            // Lowered before the ops.
            c if super::props::is_prop_class(c) => {}
            "ConstantAttr" | "ConstantStrAttr" => self.constant(model, d),
            "NativeCodeCall" | "NativeCodeCallVoid" | "Constraint" => self.native(model, d),
            // A dialect's own types and attributes: constraints on their
            // text (see `super::typedef`).
            "AttrDef" | "TypeDef" => self.type_def(model, d),
            // A side-effect resource (`SideEffectInterfaceBase.td`): what
            // `MemRead<R>`/`MemWrite<R>` name, which only feed C++'s
            // `getEffects`; nothing is generated (as for those decorators).
            // A documentation group of ops (`OpDocGroup`): its summary and
            // description only document the ops set to it.
            "OpDocGroup" => {
                for f in &d.fields {
                    if f.name != "summary" && f.name != "description" {
                        self.err(f.name.span(), "an `OpDocGroup` takes `summary` and `description` only");
                    }
                }
            }
            "Resource" => {
                self.no_fields(d);
                if !matches!(d.args.as_slice(), [Value::Str(_)]) {
                    self.err(d.class.span(), "expected `Resource<\"C++ class name\">`");
                }
            }
            // Pass declarations (`PassBase.td`): they register C++ passes,
            // which `ods!` does not generate; nothing to check or emit.
            "PassBase" | "Pass" | "InterfacePass" | "Option" | "ListOption" | "Statistic" => {}
            // MLIR's own dialect files define these next to their ops; their
            // content is C++ (interface methods).
            // Interface definitions: the name ops list among their traits
            // (see `super::traits::interface_def`); their methods are C++.
            "OpInterface" | "AttrInterface" | "TypeInterface" => {}
            _ => self.err(
                d.class.span(),
                format!(
                    "unknown record class `{class}`: `ods!` accepts `Op`, `TypeConstraint`, `AttrConstraint`, `I32EnumAttr`, `I64EnumAttr`, `I32BitEnumAttr`, `I64BitEnumAttr`, their case classes, `EnumAttr`, `NativeOpTrait`, `PredOpTrait`, `TraitList`, `ConstantAttr`, `ConstantStrAttr`, `NativeCodeCall`, `NativeCodeCallVoid` and `Constraint`"
                ),
            ),
        }
    }

    /// An enum case takes no fields but the C++ namespace its `Attr`
    /// base class has (set for a group of records by `let cppNamespace =
    /// "…" in { … }`, as CIRCT's Seq attributes are): no effect.
    fn case_fields(&self, d: &Def) {
        for f in &d.fields {
            if f.name != "cppNamespace" {
                self.err(
                    f.name.span(),
                    format!(
                        "`{}` records take no `let` fields (but the C++ `cppNamespace`)",
                        d.class
                    ),
                );
            }
        }
    }

    pub(super) fn no_fields(&self, d: &Def) {
        for f in &d.fields {
            self.err(
                f.name.span(),
                format!("`{}` records take no `let` fields", d.class),
            );
        }
    }

    fn op(&mut self, model: &mut Model, d: &Def) {
        // `Op<"mnemonic", traits>`, or `Op<Dialect, "mnemonic", traits>`
        // as ODS writes it (the dialect must be the block's).
        let args: &[Value] = match d.args.as_slice() {
            [Value::Class(dr), rest @ ..]
                if dr.args.is_none() && matches!(rest.first(), Some(Value::Str(_))) =>
            {
                if !(dr.is_simple() && self.dialect_names.contains(&dr.name().to_string())) {
                    self.err(dr.span(), format!("`{}` is not this block's dialect: an `ods!` block defines the ops of its own dialect", dr.path_tokens()));
                }
                rest
            }
            all => all,
        };
        let mnemonic = match args.first() {
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
        match args.get(1) {
            None => {}
            Some(v @ Value::List(..)) => self.trait_value(v, &mut traits, 0),
            Some(other) => self.err(other.span(), "expected a list of traits `[Trait, …]`"),
        }
        if let Some(extra) = args.get(2) {
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
            skip_default_builders: false,
            verifier: None,
            has_verifier: None,
            has_region_verifier: None,
            folder: None,
            has_folder: None,
            has_canonicalizer: None,
            has_canonicalize_method: None,
            infer: None,
            is_compatible: None,
            extra_items: Vec::new(),
            incomplete: false,
        };
        let mut seen: Vec<String> = Vec::new();
        let mut compat_at: Option<Span> = None;
        let flag = |this: &Self, f: &Field| this.bit_field(f).then(|| f.name.span());
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
                        op.args = self.arguments(dag, &mut model.props, &mut op.incomplete);
                    } else {
                        // Reported; its trait checks would only follow on.
                        op.incomplete = true;
                    }
                }
                "results" => {
                    op.results_span = f.value.span();
                    if let Some(dag) = self.dag_field(f, "outs") {
                        op.results = self.results(dag, &mut op.incomplete);
                    } else {
                        op.incomplete = true;
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
                "builders" => op.builders = self.builders(&f.value),
                "skipDefaultBuilders" => op.skip_default_builders = self.bit_field(f),
                "traits" => {
                    // `let traits = …;` replaces the list of the `Op<…>`.
                    let mut t = Vec::new();
                    self.trait_value(&f.value, &mut t, 0);
                    op.traits = t;
                }
                "verifier" => op.verifier = self.code_field(f),
                "hasVerifier" => op.has_verifier = flag(self, f),
                "hasRegionVerifier" => op.has_region_verifier = flag(self, f),
                "folder" => op.folder = self.code_field(f),
                "hasFolder" => op.has_folder = flag(self, f),
                "hasCanonicalizer" => op.has_canonicalizer = flag(self, f),
                "hasCanonicalizeMethod" => op.has_canonicalize_method = flag(self, f),
                "inferReturnTypes" => op.infer = self.code_field(f),
                "isCompatibleReturnTypes" => {
                    op.is_compatible = self.code_field(f);
                    compat_at = Some(f.name.span());
                }
                "extraClassDeclaration" | "extraClassDefinition" => match &f.value {
                    Value::Fns(_, fns) => op.extra_items.extend(fns.iter().map(|f| quote!(#f))),
                    Value::Code(_, ts) => op.extra_items.push(ts.clone()),
                    Value::Str(s) if s.value().trim().is_empty() => {}
                    other => self.err(
                        other.span(),
                        format!("`{fname}` holds C++ declarations: write them in Rust, in braces (`let {fname} = {{ pub fn f(self, …) {{ … }} }};` adds them to the op's `impl` block) or in an `impl {} {{ … }}` block next to the `ods!` block", d.name),
                    ),
                },
                // The generic form is printed and parsed for every op, so
                // the custom assembly format has no effect; neither have
                // the C++ settings.
                "assemblyFormat" | "hasCustomAssemblyFormat" | "cppNamespace"
                | "useCustomPropertiesEncoding" => {}
                // The documentation group (an `OpDocGroup` record, usually
                // set by `let opDocGroup = G in { … }`): docs only.
                "opDocGroup" => match &f.value {
                    Value::Class(c) if c.args.is_none() => {}
                    other => self.err(other.span(), "expected an `OpDocGroup` record"),
                },
                "opDialect" | "opName" => self.err(
                    f.name.span(),
                    format!("`{fname}` is set by the record's class: `Op<Dialect, \"mnemonic\", [Traits…]>`"),
                ),
                "parser" | "printer" => self.err(
                    f.name.span(),
                    format!("`{fname}` is a C++ custom assembly hook: ops are parsed and printed in the generic form, remove it"),
                ),
                other => self.err(
                    f.name.span(),
                    format!("unknown op field `{other}`{} (ODS's `Op` fields are `summary`, `description`, `arguments`, `results`, `regions`, `successors`, `builders`, `skipDefaultBuilders`, `traits`, `hasVerifier`, `hasRegionVerifier`, `hasFolder`, `hasCanonicalizer`, `hasCanonicalizeMethod`, `extraClassDeclaration`, `extraClassDefinition`, `assemblyFormat`, `hasCustomAssemblyFormat`, `useCustomPropertiesEncoding`, `cppNamespace`; `ods!` adds `verifier`, `folder`, `inferReturnTypes` and `isCompatibleReturnTypes` taking a Rust fn)", did_you_mean(other, OP_FIELDS)),
                ),
            }
        }
        // MLIR calls `isCompatibleReturnTypes` only to check the types
        // `inferReturnTypes` gives.
        if let Some(at) = compat_at
            && op.infer.is_none()
        {
            self.err(
                at,
                "`isCompatibleReturnTypes` compares the result types `inferReturnTypes` infers with the op's: set `let inferReturnTypes = |ctx, state| …;` too, or remove it",
            );
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

    pub(super) fn bit_field(&self, f: &Field) -> bool {
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
}

/// `<C as ConstantAttrBuilder>::Value` for attribute constraint type `C`.
fn value_type(cons: &TokenStream) -> TokenStream {
    quote!(<#cons as ::drr::ods::ConstantAttrBuilder>::Value)
}

/// The text of a value for docs.
fn other_text(v: &Value) -> String {
    match v {
        Value::Int(_, _, ts) | Value::Float(_, _, ts) | Value::Code(_, ts) => ts.to_string(),
        Value::Class(c) => c.path_tokens().to_string(),
        _ => String::new(),
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
/// The last segment of a `Dialect` record's `cppNamespace`
/// (`"::circt::hw"` → `hw`), if it sets one.
pub(super) fn cpp_namespace_segment(fields: &[super::ast::Field]) -> Option<String> {
    fields.iter().find_map(|f| match &f.value {
        Value::Str(s) if f.name == "cppNamespace" => s
            .value()
            .rsplit("::")
            .find(|seg| !seg.is_empty())
            .map(str::to_string),
        _ => None,
    })
}

/// True if C++ class `class` (an attribute constraint's `storageType`) is
/// a dialect's, not one of MLIR's builtin attribute classes or interfaces
/// (namespace `mlir`, or unqualified builtin names), whose casts `ods!`
/// models with the storage types themselves.
fn is_dialect_attr_class(class: &str) -> bool {
    const BUILTIN: &[&str] = &[
        "Attribute",
        "IntegerAttr",
        "FloatAttr",
        "BoolAttr",
        "StringAttr",
        "ArrayAttr",
        "DictionaryAttr",
        "TypeAttr",
        "UnitAttr",
        "SymbolRefAttr",
        "FlatSymbolRefAttr",
        "ElementsAttr",
        "DenseElementsAttr",
        "DenseIntElementsAttr",
        "DenseFPElementsAttr",
        "DenseIntOrFPElementsAttr",
        "DenseStringElementsAttr",
        "DenseResourceElementsAttr",
        "SparseElementsAttr",
        "DenseArrayAttr",
        "DenseBoolArrayAttr",
        "DenseI8ArrayAttr",
        "DenseI16ArrayAttr",
        "DenseI32ArrayAttr",
        "DenseI64ArrayAttr",
        "DenseF32ArrayAttr",
        "DenseF64ArrayAttr",
        "AffineMapAttr",
        "IntegerSetAttr",
        "OpaqueAttr",
        "StridedLayoutAttr",
        "TypedAttr",
        "DistinctAttr",
        "LocationAttr",
    ];
    let c = class.trim().trim_start_matches("::");
    match c.strip_prefix("mlir::") {
        Some(rest) => rest.contains("::"),
        None => !c.is_empty() && !c.contains('<') && !BUILTIN.contains(&c),
    }
}

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

fn unknown_constraint_msg(name: &str, is_other_local: bool, near: Option<&str>) -> String {
    if is_other_local {
        format!("`{name}` is not a type or attribute constraint")
    } else {
        let near = near
            .map(|n| format!(" (did you mean `{n}`?)"))
            .unwrap_or_default();
        format!(
            "unknown constraint `{name}`{near}: not a standard ODS constraint and not defined in this `ods!` block (a record of another `ods!` block is used as a `.td` file uses an included file's: `use path::to::{name};` next to the block and an `include \"…\";` line in it; a constraint written in Rust is declared with `def {name} : TypeConstraint<path::to::{name}>;` or `AttrConstraint<…>`)"
        )
    }
}

/// ODS's classes of attribute and type traits.
fn is_attr_type_trait_class(c: &str) -> bool {
    matches!(
        c,
        "NativeTrait"
            | "NativeAttrTrait"
            | "NativeTypeTrait"
            | "ParamNativeAttrTrait"
            | "ParamNativeTypeTrait"
    )
}

/// The fields of ODS's `NativeTrait` records (all C++).
const NATIVE_TRAIT_FIELDS: &[&str] = &[
    "cppNamespace",
    "trait",
    "entityType",
    "extraConcreteClassDeclaration",
    "extraConcreteClassDefinition",
    "extraClassDeclaration",
    "extraClassDefinition",
    "extraTraitClassDeclaration",
];

/// The fields of an `Op` record (for "did you mean").
const OP_FIELDS: &[&str] = &[
    "summary",
    "description",
    "arguments",
    "results",
    "regions",
    "successors",
    "builders",
    "skipDefaultBuilders",
    "traits",
    "hasVerifier",
    "hasRegionVerifier",
    "hasFolder",
    "hasCanonicalizer",
    "hasCanonicalizeMethod",
    "extraClassDeclaration",
    "extraClassDefinition",
    "assemblyFormat",
    "hasCustomAssemblyFormat",
    "useCustomPropertiesEncoding",
    "cppNamespace",
    "opDocGroup",
    "verifier",
    "folder",
    "inferReturnTypes",
    "isCompatibleReturnTypes",
];

/// " (did you mean `x`?)" for the name of `names` nearest to `name`
/// (within a third of its length), else "".
pub(super) fn did_you_mean(name: &str, names: &[&str]) -> String {
    names
        .iter()
        .map(|n| (crate::ods::traits::distance(name, n), *n))
        .filter(|(d, _)| *d > 0 && *d <= name.len().div_ceil(3).max(1))
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| format!(" (did you mean `{n}`?)"))
        .unwrap_or_default()
}

/// The stand-in for an argument whose constraint failed (its error is
/// reported): what the spelling suggests (an attribute or property for
/// `…Attr…`/`…Prop…` names, an operand of the written multiplicity
/// otherwise), accepting anything. The op is `incomplete`, so its
/// verifier's trait checks are skipped, and the error fails the build, so
/// the stand-in never runs; it only keeps the op's arity and positions.
fn placeholder_argument(v: &Value) -> ArgModelKind {
    let outer = match v {
        Value::Class(c) => c.name().to_string(),
        _ => String::new(),
    };
    if outer.contains("Attr") || outer.contains("Prop") {
        return ArgModelKind::Attr {
            constraint: placeholder_constraint(v, ConstraintKind::Attr),
            optional: true,
            default: None,
            prop: false,
        };
    }
    ArgModelKind::Operand {
        mult: placeholder_multiplicity(v),
        constraint: placeholder_constraint(v, ConstraintKind::Type),
        segments: None,
    }
}

/// The multiplicity a failed operand or result is written with.
fn placeholder_multiplicity(v: &Value) -> Multiplicity {
    match v {
        Value::Class(c) if c.name() == "Variadic" || c.name() == "VariadicOfVariadic" => {
            Multiplicity::Variadic
        }
        Value::Class(c) if c.name() == "Optional" => Multiplicity::Optional,
        _ => Multiplicity::Single,
    }
}

/// `AnyType` or `AnyAttr`, spanned at the failed constraint `v`.
fn placeholder_constraint(v: &Value, kind: ConstraintKind) -> Resolved {
    let span = v.span();
    let (ty, text) = match kind {
        ConstraintKind::Type => (quote_spanned!(span=> ::drr::ods::lib::AnyType), "AnyType"),
        ConstraintKind::Attr => (quote_spanned!(span=> ::drr::ods::lib::AnyAttr), "AnyAttr"),
    };
    Resolved {
        ty,
        text: text.to_string(),
        is_unit: false,
        buildable: false,
    }
}
