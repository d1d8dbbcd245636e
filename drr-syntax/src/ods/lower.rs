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
use super::cpp_literal::{self, CppValue};
use super::enums::{CaseDef, is_case_class, is_enum_class};
use super::traits::{LocalTrait, LocalTraits, is_trait_class};

/// The standard library's constraint names (see [`crate::stdlib`]).
pub use crate::stdlib::{LIB_ATTRS, LIB_TYPES};

mod argument;
mod constraint_ref;
mod def;
mod dialect;
mod field;
mod model;
mod op;
mod placeholder;
mod record_def;
mod value_list;

use def::is_attr_type_trait_class;
pub(super) use dialect::cpp_namespace_segment;
pub use model::{
    ArgModel, ArgModelKind, BlockCount, ConstModel, ConstraintKind, DefaultValue, Model,
    Multiplicity, NativeBody, NativeModel, OpModel, RegionPred, Resolved, SlotModel,
    UserConstraint, ValueModel,
};
pub(crate) use op::{ODS_OP_FIELD_COUNT, OP_FIELDS};

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

/// The fields MLIR's `Dialect` class declares (`DialectBase.td`): a
/// declaration of one in a dialect's body (`code extraClassDeclaration =
/// [{…}];`) sets it, as in TableGen.
pub(crate) const MLIR_DIALECT_FIELDS: [&str; 18] = [
    "name",
    "summary",
    "description",
    "dependentDialects",
    "cppNamespace",
    "extraClassDeclaration",
    "hasConstantMaterializer",
    "hasNonDefaultDestructor",
    "hasOperationAttrVerify",
    "hasRegionArgAttrVerify",
    "hasRegionResultAttrVerify",
    "hasOperationInterfaceFallback",
    "useDefaultAttributePrinterParser",
    "useDefaultTypePrinterParser",
    "hasCanonicalizer",
    "isExtensible",
    "usePropertiesForAttributes",
    "discardableAttrs",
];

/// The C++ fields of a type constraint record (ODS's `Type`), likewise.
pub(crate) const CPP_TYPE_FIELDS: [&str; 4] =
    ["cppType", "cppClassName", "cppNamespace", "cppFunctionName"];

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
    /// The C++ classes of the block's `ShapedTypeInterface` `TypeDef`s
    /// (`NTensorType`), which `TypesMatchWith` transformers cast to.
    pub(super) shaped_type_classes: std::collections::HashSet<String>,
    /// Trait records of attributes and types (`NativeAttrTrait`, …) by
    /// name, with their class: not op traits.
    pub(super) attr_type_traits: HashMap<String, String>,
    /// Region constraint records (`def R : Region<pred, "summary">;`) by
    /// name.
    region_preds: HashMap<String, RegionPred>,
    /// Type and attribute interface records (`def X : TypeInterface<"N">`),
    /// constraints as in ODS; see [`super::interface_constraint`].
    pub(super) interfaces: super::interface_constraint::InterfaceConstraints,
    /// The effect decorators of the op being lowered's operands and results
    /// (`Arg<…, "", [MemRead]>`), in order.
    pub(super) decorator_effects: std::cell::RefCell<Vec<super::traits::DecoratorEffects>>,
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
        shaped_type_classes: Default::default(),
        attr_type_traits: HashMap::new(),
        region_preds: HashMap::new(),
        interfaces: Default::default(),
        decorator_effects: Default::default(),
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
                if let Some(cpp) = super::typedef::shaped_cpp_class(d) {
                    l.shaped_type_classes.insert(cpp);
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
    // After the named generics, which may use interface records as
    // constraints (`TypedArrayAttrBase<AnyAttrOf<[DeviceMappingAttrInterface,
    // …]>, …>` in MLIR's `DeviceMappingInterface.td`).
    l.interface_constraints(&mut model, input);
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
}

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
