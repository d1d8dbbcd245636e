//! The runtime behind `drr`: an MLIR-like IR with uniqued types and
//! attributes, generational handles and MLIR-ordered use lists; MLIR's
//! generic textual format (parse and print, byte-identical to mlir-opt);
//! a pattern rewriter, frozen pattern sets and a greedy driver with the
//! semantics of MLIR's `applyPatternsGreedily`; and a structural verifier.
//!
//! Use it through the facade crate `drr`, which re-exports everything here
//! with the macros and the reference documentation.

pub mod allocator;
pub mod attributes;
pub mod builtin;
mod builtin_patterns;
mod context;
pub mod diagnostic;
pub mod diagnostic_verifier;
pub mod element_types;
mod error;
mod interner;
pub mod ir;
pub mod location;
pub mod ods;
pub mod op_definition;
pub mod opt_tool;
// The helpers generated pattern code calls; the `drr` facade re-exports the
// few items users name (`Builder`, …) in its own `drr::pattern` module.
#[doc(hidden)]
pub mod pattern;
pub mod rewrite;
mod shaped_types;
mod symbol;
pub mod symbol_table;
pub mod text;
pub mod types;
pub mod verifier;

pub use attributes::{AttrData, Attribute, DictEntries, NamedAttribute};
pub use context::Context;
pub use error::IrError;
pub use ir::{
    BlockId, IrMapping, OpData, OpId, Operand, OperandRef, OperationState, RegionId, Value,
    ValueDef,
};
pub use location::{LocData, LocList, Location};
pub use op_definition::{
    DialectDefinition, FoldOutcome, OpDefinition, OpFoldResult, OpName, OpTraits, ParseAttributeFn,
};
pub use rewrite::{
    FrozenPatternSet, GreedyConfig, GreedyResult, Listener, MatchFailure, PatternRewriter,
    RewritePattern, RewritePatternSet, apply_patterns_greedily,
};
pub use symbol::Symbol;
pub use symbol_table::SymbolTableCollection;
pub use types::{DYNAMIC, FloatKind, Signedness, Type, TypeData};
