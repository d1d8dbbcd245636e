//! Runtime support for the code `pat!`, `pattern!` and `patterns!` expand
//! into.
//!
//! A pattern expands into straight-line Rust over the typed op views of
//! `ods!`; this module holds the small, monomorphized helpers it calls:
//!
//! - **Source side** — [`capture`] reads the argument at a position of a
//!   matched op, typed by the op's declaration ([`ArgAt`] gives each
//!   position a slot type, [`OperandSlot`] or [`AttrSlot`]); [`defining_op`]
//!   matches a nested op; [`LeafTag`] and [`check_const`]
//!   check leaf constraints; [`MatchedOps`] records the matched ops (for
//!   the default fused location) without allocating.
//! - **Result side** — a [`Builder`] wraps the rewriter with the current
//!   location (`$_builder`, `$_loc`); `ods!` gives every op an inherent
//!   `__drr_build(b, args…)` returning a [`PendingOp`], and every
//!   NativeCodeCall record a `__drr_build` function with the same calling
//!   convention, so `X::__drr_build(…)` resolves whichever `X` is. The value
//!   is then finished in its role ([`Finish`]): replacing the root (result
//!   types of the root), nested or auxiliary (the op must infer its result
//!   types or have a custom builder taking its arguments,
//!   [`InferResultTypes`]), or with explicit `returnType` types.
//! - **Failures** use MLIR's DRR texts (the match-failure messages of
//!   mlir-tblgen's generated matchers) through
//!   [`PatternRewriter::notify_match_failure`].
//!
//! Nothing here mutates the IR while matching: the only context mutations
//! before the rewrite are interning (default attribute values, constants).

use std::borrow::Cow;
use std::marker::PhantomData;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicU64, Ordering};

use smallvec::SmallVec;

use crate::ods::{
    AttrArg, AttrConstraint, AttrDomain, AttrInterface, AttrStorage, ConstantAttrValue, Op,
    OperandArg, PropDomain, Segments, StateBuilder, TypeConstraint, TypeInterface,
};
use crate::rewrite::Takeover;
use crate::rewrite::{MatchFailure, PatternRewriter};
use crate::{Attribute, Context, Location, OpId, Type, Value};

mod region;
pub use region::*;
mod arg_slot;
pub use arg_slot::*;
mod source_node;
pub use source_node::*;
mod leaf;
pub use leaf::*;
mod result_pack;
pub use result_pack::*;
mod building;
pub use building::*;
mod constraint;
pub use constraint::*;
mod gate;
pub use gate::*;

/// The values of a variadic operand (or any value list); inline up to 4.
pub type Values = SmallVec<[Value; 4]>;

/// Matched ops in match order (root first); inline up to 8.
pub type MatchedOps = SmallVec<[OpId; 8]>;

/// Items the generated code brings into scope (`use
/// ::drr::pattern::prelude::*;`) so `X::check(…)` and the leaf dispatch
/// resolve.
pub mod prelude {
    pub use super::{
        AttrInterfaceLeaf as _, ConstLeaf as _, ConstraintLeaf as _, TypeEntityConstraint as _,
        TypeInterfaceLeaf as _,
    };
}
