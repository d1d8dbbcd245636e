//! The lowered model of an `ods!` block: what the later stages (`check`,
//! `generate`) read. Every constraint in it is resolved to Rust type tokens;
//! an argument or result that failed to lower is present as a placeholder
//! (see `OpModel::incomplete`), so counts and positions stay those written.

use proc_macro2::{Span, TokenStream};
use syn::{Ident, LitStr};

use crate::ods::ast::{ClassRef, ImportedDef};
use crate::ods::builders::BuilderModel;
use crate::ods::enums::{DialectEnumAttrModel, EnumModel};
use crate::ods::traits::TraitModel;

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
        /// type (see [`crate::ods::props`]); `optional` and `default` are unset
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
    /// The ODS name (`region{i}`/`successor{i}` for an unnamed one).
    pub name: Ident,
    /// False for a slot written without a name: MLIR's messages then name
    /// only its index (`region #1 failed to verify constraint: …`).
    pub named: bool,
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
    /// The memory-effect decorators of its operands and results.
    pub decorator_effects: Vec<crate::ods::traits::DecoratorEffects>,
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
    /// The names of its named arguments, then of its named results.
    pub fn value_names(&self) -> impl Iterator<Item = String> + '_ {
        let args = self.args.iter().filter(|a| a.named).map(|a| &a.name);
        let results = self.results.iter().filter(|r| r.named).map(|r| &r.name);
        args.chain(results).map(Ident::to_string)
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
    /// `allowUnknownOperations = 1` on the dialect: ops of its namespace
    /// that no block defines verify (MLIR's
    /// `Dialect::allowUnknownOperations`).
    pub allow_unknown_operations: bool,
    /// The `Dialect` record sets `useDefaultTypePrinterParser = 1` (ODS's
    /// default is 0) and not `allowUnknownTypes`: its types are read by
    /// mlir-tblgen's generated parser, which rejects a mnemonic no
    /// `TypeDef` declares.
    pub generated_type_parser: bool,
    /// The `Dialect` record sets `useDefaultAttributePrinterParser = 1`
    /// (ODS's default is 0): its attributes are read by mlir-tblgen's
    /// generated parser, which rejects a mnemonic no `AttrDef` or
    /// `EnumAttr` declares.
    pub generated_attr_parser: bool,
    /// `usePropertiesForAttributes = 0` on the block's `Dialect`: ops
    /// without ODS properties keep their inherent attributes in the
    /// attribute dictionary (printed `{…}`, and `<{…}>` is rejected).
    pub attrs_in_dictionary: bool,
    /// Constants.
    pub constants: Vec<ConstModel>,
    /// Native calls and constraints.
    pub natives: Vec<NativeModel>,
    /// Property types to generate (records and inline wrappers).
    pub props: Vec<crate::ods::props::PropDef>,
    /// Property records that alias a library property (`def P :
    /// OptionalProp<I64Prop>;`): type aliases.
    pub prop_aliases: Vec<TokenStream>,
    /// All record names with their spans, for duplicate detection.
    pub names: Vec<Ident>,
    /// The hidden constraint types of `ContainerType<…>` instances.
    pub container_types: Vec<TokenStream>,
    /// `TypeDef` / `AttrDef` records.
    pub typedefs: Vec<crate::ods::typedef::TypeDefModel>,
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
