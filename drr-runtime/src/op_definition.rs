//! Operation names and what the runtime knows about registered operations.
//!
//! Every operation name is interned as an [`OpName`]. A name may carry an
//! [`OpDefinition`] (registered operation: traits, verifier, folder) or none
//! (an unregistered operation, which round-trips through the text format
//! untouched, like mlir-opt's `--allow-unregistered-dialect`).

use smallvec::SmallVec;

use crate::Context;
use crate::attributes::Attribute;
use crate::ir::{OpData, OpId, Value};
use crate::location::Location;
use crate::types::Type;

/// An interned operation name such as `test.op_a`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpName(pub(crate) u32);

/// A set of operation traits, as bit flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct OpTraits(pub u32);

impl OpTraits {
    /// No traits.
    pub const NONE: OpTraits = OpTraits(0);
    /// `IsTerminator`: must be the last operation of its block.
    pub const TERMINATOR: OpTraits = OpTraits(1 << 0);
    /// `ConstantLike`: folds to an attribute with no operands.
    pub const CONSTANT_LIKE: OpTraits = OpTraits(1 << 1);
    /// `IsolatedFromAbove`: regions may not use values defined outside.
    pub const ISOLATED_FROM_ABOVE: OpTraits = OpTraits(1 << 2);
    /// `Commutative`.
    pub const COMMUTATIVE: OpTraits = OpTraits(1 << 3);
    /// `Pure` / no memory effects: trivially dead when its results are unused.
    pub const PURE: OpTraits = OpTraits(1 << 4);
    /// `SameOperandsAndResultType`.
    pub const SAME_OPERANDS_AND_RESULT_TYPE: OpTraits = OpTraits(1 << 5);
    /// `NoTerminator`: single-block regions without a terminator.
    pub const NO_TERMINATOR: OpTraits = OpTraits(1 << 6);
    /// `SingleBlock` regions.
    pub const SINGLE_BLOCK: OpTraits = OpTraits(1 << 7);
    /// Regions are graph regions (no dominance requirement).
    pub const GRAPH_REGION: OpTraits = OpTraits(1 << 8);
    /// `AttrSizedOperandSegments`.
    pub const ATTR_SIZED_OPERAND_SEGMENTS: OpTraits = OpTraits(1 << 9);
    /// `AttrSizedResultSegments`.
    pub const ATTR_SIZED_RESULT_SEGMENTS: OpTraits = OpTraits(1 << 10);
    /// `SameVariadicOperandSize`.
    pub const SAME_VARIADIC_OPERAND_SIZE: OpTraits = OpTraits(1 << 11);
    /// `SameVariadicResultSize`.
    pub const SAME_VARIADIC_RESULT_SIZE: OpTraits = OpTraits(1 << 12);
    /// `FirstAttrDerivedResultType`.
    pub const FIRST_ATTR_DERIVED_RESULT_TYPE: OpTraits = OpTraits(1 << 13);
    /// `InferTypeOpInterface`.
    pub const INFER_TYPE: OpTraits = OpTraits(1 << 14);
    /// Recursively has no side effects through its regions.
    pub const RECURSIVE_MEMORY_EFFECTS: OpTraits = OpTraits(1 << 15);
    /// `SymbolTable`: the op's region holds a symbol table (its ops'
    /// `sym_name`s are unique, and symbol references inside resolve in it).
    pub const SYMBOL_TABLE: OpTraits = OpTraits(1 << 16);
    /// The op's own verifier checks that a [`OpTraits::TERMINATOR`] op is
    /// the last of its block, at its trait's place in the op's checks (as
    /// MLIR's `IsTerminator::verifyTrait` runs among the other traits);
    /// without it the structural walk checks it before the op's verifier.
    pub const VERIFIES_LAST: OpTraits = OpTraits(1 << 17);
    /// The op's own verifier checks that a [`OpTraits::SINGLE_BLOCK`] op's
    /// regions have at most one block, at the trait's place in the op's
    /// checks (MLIR's `SingleBlock::verifyTrait`, e.g. after `HasParent`
    /// when listed after it); without it the structural walk checks it.
    pub const VERIFIES_SINGLE_BLOCK: OpTraits = OpTraits(1 << 18);
    /// Implements MLIR's memory-effect interface and has effects, none of
    /// them a write (reads, allocations, frees: ODS's `MemoryEffects<[…]>`
    /// and `Arg`/`Res` decorators): CSE does not count it as a possible
    /// write between two reads.
    pub const EFFECTS_NO_WRITE: OpTraits = OpTraits(1 << 19);
    /// Implements the memory-effect interface and every effect is a read
    /// (`MemoryEffects<[MemRead]>`, `Arg<…, "", [MemRead]>`): CSE merges two
    /// such ops of a block with no possible write between them. Set with
    /// [`OpTraits::EFFECTS_NO_WRITE`] and [`OpTraits::EFFECTS_DROPPABLE`].
    pub const EFFECTS_READ_ONLY: OpTraits = OpTraits(1 << 20);
    /// Implements the memory-effect interface and every effect is a read
    /// or is on a result the op allocates (`Res<…, "", [MemAlloc]>`): with
    /// its results unused it is trivially dead (MLIR's
    /// `wouldOpBeTriviallyDead`), like a [`OpTraits::PURE`] op.
    pub const EFFECTS_DROPPABLE: OpTraits = OpTraits(1 << 21);
    /// `SymbolUserOpInterface`: the op uses symbols, and its
    /// [`SymbolUsesFn`] (registered with [`crate::Context::register_symbol_uses`])
    /// checks them when the verifier leaves the enclosing symbol table, as
    /// MLIR's `verifySymbolUses` runs.
    pub const SYMBOL_USER: OpTraits = OpTraits(1 << 22);
    /// `RegionBranchOpInterface`: the op's control flow between its
    /// regions is described by its [`crate::ods::RegionBranch`] impl,
    /// whose edges its region verifier checks.
    pub const REGION_BRANCH: OpTraits = OpTraits(1 << 23);
    /// `ReturnLike` or `RegionBranchTerminatorOpInterface`: the op passes
    /// values on to a successor of its parent's region branch op (see
    /// [`crate::Context::register_region_terminator`]).
    pub const REGION_BRANCH_TERMINATOR: OpTraits = OpTraits(1 << 24);

    /// True if every trait of `other` is in `self`.
    pub const fn contains(self, other: OpTraits) -> bool {
        self.0 & other.0 == other.0
    }
    /// The union of two trait sets.
    pub const fn union(self, other: OpTraits) -> OpTraits {
        OpTraits(self.0 | other.0)
    }
}

impl std::ops::BitOr for OpTraits {
    type Output = OpTraits;
    fn bitor(self, rhs: OpTraits) -> OpTraits {
        self.union(rhs)
    }
}

/// One result of folding: an existing value or a constant attribute to be
/// materialized.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    /// Replace the result with an existing value.
    Value(Value),
    /// Replace the result with a constant.
    Attribute(Attribute),
}

/// What a folder did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoldOutcome {
    /// The operation could not be folded.
    Failed,
    /// The operation was updated in place.
    InPlace,
    /// The operation's results are replaced by these, one per result.
    Replace(SmallVec<[OpFoldResult; 1]>),
}

impl FoldOutcome {
    /// [`FoldOutcome::Replace`] of a single result by `r` (no collecting
    /// through an iterator: folders of one-result ops return this for
    /// every fold, constants' included).
    #[inline]
    pub fn replace_one(r: OpFoldResult) -> Self {
        FoldOutcome::Replace(SmallVec::from_buf([r]))
    }
}

/// A folding hook: receives the operation and the constant value of each
/// operand (if the operand is defined by a constant-like operation).
pub type FoldFn = fn(&mut Context, OpId, &[Option<Attribute>]) -> FoldOutcome;

/// A verification hook: checks op-specific invariants (operand and result
/// counts and types, attributes), returning a message on failure. It
/// receives the op and its record (`ctx.op(op)`), which the caller (the
/// verifier's walk) has at hand.
pub type VerifyFn = fn(&Context, OpId, &OpData) -> Result<(), String>;

/// A [`OpTraits::SYMBOL_USER`] op's check of its symbol uses (MLIR's
/// `SymbolUserOpInterface::verifySymbolUses`): an `'name' op …` error
/// message without the prefix on failure. The collection resolves
/// references (see [`crate::symbol_table`]).
pub type SymbolUsesFn =
    fn(&Context, OpId, &mut crate::symbol_table::SymbolTableCollection) -> Result<(), String>;

/// The segment-size attribute names of before MLIR 18 and the inherent
/// attributes they stand for: MLIR's generated property accessors
/// (`setInherentAttr`, `setPropertiesFromAttr`) still take the old names,
/// so IR that older tools printed reads the same.
pub(crate) const LEGACY_SEGMENT_NAMES: [(&str, &str); 2] = [
    ("operand_segment_sizes", "operandSegmentSizes"),
    ("result_segment_sizes", "resultSegmentSizes"),
];

/// The current segment-size name the name `old` of before MLIR 18 stands
/// for, if it is one ([`LEGACY_SEGMENT_NAMES`]).
pub(crate) fn current_segment_name(old: &str) -> Option<&'static str> {
    LEGACY_SEGMENT_NAMES
        .iter()
        .find(|(o, _)| *o == old)
        .map(|(_, current)| *current)
}

/// What the runtime knows about a registered operation.
#[derive(Debug)]
pub struct OpDefinition {
    /// Full name, `dialect.mnemonic`.
    pub name: &'static str,
    /// Traits.
    pub traits: OpTraits,
    /// Names of the inherent attributes (stored as properties, printed in
    /// `<{…}>`).
    pub inherent_attrs: &'static [&'static str],
    /// Op-specific verifier.
    pub verify: Option<VerifyFn>,
    /// Folder.
    pub fold: Option<FoldFn>,
}

/// A constant materialization hook: creates a detached constant operation
/// producing `value` of type `ty`, or returns `None` if the dialect cannot.
pub type MaterializeFn = fn(&mut Context, Attribute, Type, Location) -> Option<OpId>;

/// A dialect's description of the constant operation its [`MaterializeFn`]
/// would create for the same arguments, without creating it: the greedy
/// driver then builds a single folded constant directly in the folded
/// operation's place instead of creating it detached and moving it there
/// (see [`DialectDefinition::constant_state`]). `None`: the driver calls
/// the [`MaterializeFn`].
pub type ConstantStateFn =
    fn(&mut Context, Attribute, Type, Location) -> Option<crate::ir::OperationState>;

/// A dialect's attribute parser (MLIR's `Dialect::parseAttribute`): given
/// the mnemonic of a `#dialect.mnemonic<…>` or `#dialect<mnemonic …>`
/// attribute and the text after it (`<…>` in the first form, what follows
/// the mnemonic inside the brackets in the second: MLIR reads
/// `#d.m<b>` as `#d<m<b>>`), the attribute, or an error whose offset
/// counts bytes from the start of the mnemonic.
pub type ParseAttributeFn =
    fn(&mut Context, &str, &str) -> Result<Attribute, crate::ods::AttrParseError>;

/// What the runtime knows about a dialect.
#[derive(Debug)]
pub struct DialectDefinition {
    /// The dialect namespace (`test`, `arith`).
    pub name: &'static str,
    /// Constant materialization used by folding.
    pub materialize_constant: Option<MaterializeFn>,
    /// The state of the operation `materialize_constant` would create, for
    /// the folding fast path (see [`ConstantStateFn`]). When it gives a
    /// state, that state must describe exactly the operation
    /// `materialize_constant` creates for the same arguments.
    pub constant_state: Option<ConstantStateFn>,
    /// The parser of the dialect's attributes (`#name.mnemonic<…>`); without
    /// one they are kept verbatim.
    pub parse_attribute: Option<ParseAttributeFn>,
    /// Region verifiers of the dialect's ops, by full op name (MLIR's
    /// `verifyRegions` and region traits): run by the verifier after the
    /// ops nested in the op's regions verified.
    pub region_verifiers: &'static [(&'static str, VerifyFn)],
    /// The canonicalization patterns of the dialect's ops, by full op name
    /// (MLIR's `getCanonicalizationPatterns` of ops with
    /// `hasCanonicalizer` or `hasCanonicalizeMethod`): what the
    /// canonicalizer collects ([`crate::rewrite::canonicalize`]).
    pub canonicalizers: &'static [(&'static str, CanonicalizeFn)],
}

/// Adds an op's canonicalization patterns to a set (MLIR's
/// `getCanonicalizationPatterns`).
pub type CanonicalizeFn = fn(&mut crate::rewrite::RewritePatternSet);

/// Interned data about an operation name.
#[derive(Clone, Debug)]
pub(crate) struct OpNameInfo {
    /// The name as text (lossy for a name that is not UTF-8, whose bytes
    /// the context keeps apart: see `Context::op_name_bytes`).
    pub(crate) name: Box<str>,
    pub(crate) dialect: Box<str>,
    pub(crate) dialect_symbol: crate::symbol::Symbol,
    pub(crate) definition: Option<&'static OpDefinition>,
    pub(crate) populate_defaults: Option<PopulateDefaultsFn>,
    pub(crate) properties: Option<&'static crate::ods::PropertiesInfo>,
}

/// Fills in the default values of an op's default-valued inherent
/// attributes that `properties` lacks (MLIR's `populateDefaultProperties`,
/// run whenever an op is created: parsed or built); returns the new
/// properties dictionary.
pub type PopulateDefaultsFn = fn(&mut Context, Option<Attribute>) -> Option<Attribute>;
