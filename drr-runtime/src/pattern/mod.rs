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
    AttrArg, AttrConstraint, AttrDomain, AttrStorage, ConstantAttrValue, Op, OperandArg,
    PropDomain, Segments, StateBuilder, TypeConstraint,
};
use crate::rewrite::Takeover;
use crate::rewrite::{MatchFailure, PatternRewriter};
use crate::{Attribute, Context, Location, OpId, Type, Value};

mod region;
pub use region::*;

/// The values of a variadic operand (or any value list); inline up to 4.
pub type Values = SmallVec<[Value; 4]>;

/// Matched ops in match order (root first); inline up to 8.
pub type MatchedOps = SmallVec<[OpId; 8]>;

// ---------------------------------------------------------------------------
// Slots: what each declared argument of an op is
// ---------------------------------------------------------------------------

/// Marker: a single operand / a required attribute.
#[derive(Clone, Copy, Debug)]
pub struct Single;
/// Marker: an `Optional<…>` operand / an `OptionalAttr<…>` or `UnitAttr`.
#[derive(Clone, Copy, Debug)]
pub struct Optional;
/// Marker: a `Variadic<…>` operand.
#[derive(Clone, Copy, Debug)]
pub struct Variadic;
/// Marker: a `DefaultValuedAttr<…>`.
#[derive(Clone, Copy, Debug)]
pub struct Defaulted;

/// Argument `I` of an op, as a slot type (implemented by `ods!` for every
/// declared argument).
#[diagnostic::on_unimplemented(
    message = "op `{Self}` has no argument #{I}",
    label = "this pattern argument has no position in `{Self}`'s `arguments`"
)]
#[doc(hidden)]
pub trait ArgAt<const I: usize>: Op {
    /// [`OperandSlot`] or [`AttrSlot`].
    type Slot;
}

/// Operand argument `I` of `O`, of kind `K` ([`Single`], [`Optional`],
/// [`Variadic`]).
pub struct OperandSlot<O, const I: usize, K>(PhantomData<(O, K)>);

/// Attribute argument `I` of `O`, of kind `K` ([`Single`] = required,
/// [`Optional`], [`Defaulted`]).
pub struct AttrSlot<O, const I: usize, K>(PhantomData<(O, K)>);

/// Reading a slot of a matched op.
#[doc(hidden)]
pub trait Capture {
    /// The op.
    type Op: Op;
    /// The captured value: `Value`, `Option<Value>`, [`Values`], the
    /// attribute's storage type, or `Option` of it.
    type Value;
    /// Reads the slot; fails (DRR's text) if a required attribute is
    /// missing or of another kind.
    fn capture(rw: &mut PatternRewriter<'_>, op: Self::Op) -> Result<Self::Value, MatchFailure>;
}

fn operand_group<O: Op>(ctx: &Context, op: O, group: usize) -> crate::ods::OperandRange<'_> {
    op.operand_group(ctx, group)
}

/// The values of a variadic group. Up to the inline capacity they are
/// written into the buffer directly: `collect` went through `SmallVec`'s
/// generic `extend`, an out-of-line call (~57 instructions) per capture.
#[inline]
fn group_values(group: crate::ods::OperandRange<'_>) -> Values {
    let operands = group.0;
    if operands.len() <= 4 {
        let mut buf = [Value::default(); 4];
        for (slot, operand) in buf.iter_mut().zip(operands) {
            *slot = operand.value();
        }
        Values::from_buf_and_len(buf, operands.len())
    } else {
        group.iter().collect()
    }
}

impl<O: OperandArg<I>, const I: usize> Capture for OperandSlot<O, I, Single> {
    type Op = O;
    type Value = Value;
    // Always inlined: a plain `#[inline]` left it a call in some of `mix`'s
    // patterns (a `Result` returned through memory per captured operand).
    #[inline(always)]
    fn capture(rw: &mut PatternRewriter<'_>, op: O) -> Result<Value, MatchFailure> {
        match operand_group(rw, op, <O as OperandArg<I>>::GROUP).get(0) {
            Some(v) => Ok(v),
            None => Err(rw.notify_match_failure_with(op.op(), || {
                format!(
                    "op '{}' has no operand '{}' (it does not verify)",
                    <O as Op>::NAME,
                    <O as OperandArg<I>>::NAME
                )
            })),
        }
    }
}

impl<O: OperandArg<I>, const I: usize> Capture for OperandSlot<O, I, Optional> {
    type Op = O;
    type Value = Option<Value>;
    #[inline]
    fn capture(rw: &mut PatternRewriter<'_>, op: O) -> Result<Option<Value>, MatchFailure> {
        Ok(operand_group(rw, op, <O as OperandArg<I>>::GROUP).get(0))
    }
}

impl<O: OperandArg<I>, const I: usize> Capture for OperandSlot<O, I, Variadic> {
    type Op = O;
    type Value = Values;
    #[inline]
    fn capture(rw: &mut PatternRewriter<'_>, op: O) -> Result<Values, MatchFailure> {
        Ok(group_values(operand_group(
            rw,
            op,
            <O as OperandArg<I>>::GROUP,
        )))
    }
}

type StorageOf<O, const I: usize> = <<O as AttrArg<I>>::Constraint as AttrConstraint>::Storage;

#[cold]
fn missing_attr<O: AttrArg<I>, const I: usize>(
    rw: &mut PatternRewriter<'_>,
    op: O,
) -> MatchFailure {
    rw.notify_match_failure_with(op.op(), || {
        format!(
            "expected op '{}' to have attribute '{}' of type '{}'",
            <O as Op>::NAME,
            <O as AttrArg<I>>::NAME,
            <StorageOf<O, I> as AttrStorage>::KIND
        )
    })
}

impl<O: AttrArg<I>, const I: usize> Capture for AttrSlot<O, I, Single> {
    type Op = O;
    type Value = StorageOf<O, I>;
    // Always inlined: with `Context::attr_of_definition`'s positional path
    // inlined into it, a plain `#[inline]` left it a call in `chain`'s
    // pattern (its `Result` returned through memory).
    #[inline(always)]
    fn capture(rw: &mut PatternRewriter<'_>, op: O) -> Result<Self::Value, MatchFailure> {
        match <O as AttrArg<I>>::get(rw, op).and_then(|a| AttrStorage::from_attr(rw, a)) {
            Some(s) => Ok(s),
            None => Err(missing_attr::<O, I>(rw, op)),
        }
    }
}

impl<O: AttrArg<I>, const I: usize> Capture for AttrSlot<O, I, Optional> {
    type Op = O;
    type Value = Option<StorageOf<O, I>>;
    #[inline]
    fn capture(rw: &mut PatternRewriter<'_>, op: O) -> Result<Self::Value, MatchFailure> {
        match <O as AttrArg<I>>::get(rw, op) {
            None => Ok(None),
            Some(a) => match AttrStorage::from_attr(rw, a) {
                Some(s) => Ok(Some(s)),
                None => Err(missing_attr::<O, I>(rw, op)),
            },
        }
    }
}

impl<O: AttrArg<I>, const I: usize> Capture for AttrSlot<O, I, Defaulted> {
    type Op = O;
    type Value = StorageOf<O, I>;
    #[inline]
    fn capture(rw: &mut PatternRewriter<'_>, op: O) -> Result<Self::Value, MatchFailure> {
        let attr = match <O as AttrArg<I>>::get(rw, op) {
            Some(a) => Some(a),
            None => <O as AttrArg<I>>::default_value(rw.ctx_mut()),
        };
        match attr.and_then(|a| AttrStorage::from_attr(rw, a)) {
            Some(s) => Ok(s),
            None => Err(missing_attr::<O, I>(rw, op)),
        }
    }
}

/// Reads argument `I` of the matched op `op` (see [`Capture`]).
#[inline]
pub fn capture<O, const I: usize>(
    rw: &mut PatternRewriter<'_>,
    op: O,
) -> Result<<O::Slot as Capture>::Value, MatchFailure>
where
    O: ArgAt<I>,
    O::Slot: Capture<Op = O>,
{
    <O::Slot as Capture>::capture(rw, op)
}

/// The root op of a pattern as the view `O`; fails if `op` is another op.
#[inline]
pub fn root<O: Op>(rw: &mut PatternRewriter<'_>, op: OpId) -> Result<O, MatchFailure> {
    match O::from_op(rw, op) {
        Some(v) => Ok(v),
        None => Err(rw.notify_match_failure(op, "the root op is of another kind")),
    }
}

/// A captured operand that a nested DAG can match (its defining op).
#[diagnostic::on_unimplemented(
    message = "use nested DAG construct to match this argument unsupported: it is `{Self}`, not a single operand",
    label = "a nested DAG matches the op defining a single operand",
    note = "DRR: `use nested DAG construct to match op's variadic operand unsupported now`; use `(variadic (Op …), …)` for variadic operands"
)]
#[doc(hidden)]
pub trait NestedOperand {
    /// The operand, if present.
    fn operand(&self) -> Option<Value>;
}

impl NestedOperand for Value {
    fn operand(&self) -> Option<Value> {
        Some(*self)
    }
}

impl NestedOperand for Option<Value> {
    fn operand(&self) -> Option<Value> {
        *self
    }
}

/// What a nested source node reports when it does not match (the texts of
/// mlir-tblgen's generated matchers).
#[derive(Clone, Copy, Debug)]
pub struct NodeMsgs {
    /// `There's no operation that defines operand {n} of castedOp{d}`.
    pub no_def: &'static str,
    /// The nesting depth of the node (DRR names the matched op
    /// `castedOp{depth}`: `castedOp1 is not test.b_op type`).
    pub depth: usize,
    /// For a NativeCodeCall matcher: `{call} return ::mlir::failure`.
    pub native_fail: &'static str,
}

#[cold]
fn wrong_kind<O: Op>(rw: &mut PatternRewriter<'_>, def: OpId, depth: usize) -> MatchFailure {
    rw.notify_match_failure_with(def, || format!("castedOp{depth} is not {} type", O::NAME))
}

/// Matches the op defining `operand` as `O` (a nested source DAG): fails
/// with `msgs.no_def` if the operand is absent or a block argument, with
/// `castedOp{depth} is not {O::NAME} type` if the defining op is another
/// op. Records the matched op.
#[inline(always)]
pub fn defining_op<O: Op>(
    rw: &mut PatternRewriter<'_>,
    parent: OpId,
    operand: &impl NestedOperand,
    ops: &mut MatchedOps,
    msgs: &NodeMsgs,
) -> Result<O, MatchFailure> {
    let Some(def) = operand.operand().and_then(|v| rw.defining_op(v)) else {
        return Err(rw.notify_match_failure(parent, msgs.no_def));
    };
    match O::from_op(rw, def) {
        Some(v) => {
            ops.push(def);
            Ok(v)
        }
        None => Err(wrong_kind::<O>(rw, def, msgs.depth)),
    }
}

// ---------------------------------------------------------------------------
// Path operators in the source pattern: op or NativeCodeCall matcher
// ---------------------------------------------------------------------------

/// What `X::__drr_matcher` is for an op `X` (`ods!` defines the constant):
/// matching the operand's defining op as `X`.
pub struct OpMatcher<O>(PhantomData<O>);

impl<O> OpMatcher<O> {
    /// The matcher.
    pub const NEW: Self = OpMatcher(PhantomData);
}

impl<O> Clone for OpMatcher<O> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<O> Copy for OpMatcher<O> {}

/// Marker of [`NodeMatcher`] impls: an op.
#[derive(Clone, Copy, Debug)]
pub enum IsOp {}
/// Marker of [`NodeMatcher`] impls: a NativeCodeCall matcher.
#[derive(Clone, Copy, Debug)]
pub enum IsNative {}

/// A path operator `(X args…)` nested in a source pattern: `X::__drr_matcher`
/// is either an [`OpMatcher`] (an op: match the defining op as `X`) or the
/// function of a `NativeCodeCall` record (a matcher: called with the
/// context and the defining op, `$_self`; its outputs are the node's
/// arguments).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot match a nested source node",
    label = "neither an op nor a NativeCodeCall matcher",
    note = "a NativeCodeCall used in a source pattern is called as `f(ctx: &mut Context, self_op: OpId)` and returns `bool`, `Option<T>` or `Result<T, E>` (T: one output or a tuple of outputs)"
)]
#[doc(hidden)]
pub trait NodeMatcher<Kind> {
    /// What the matched node is: the op view, or [`NativeOutputs`].
    type Node;
    /// Matches the op defining `operand` (argument of `parent`).
    fn match_node(
        self,
        rw: &mut PatternRewriter<'_>,
        parent: OpId,
        operand: &impl NestedOperand,
        ops: &mut MatchedOps,
        msgs: &NodeMsgs,
    ) -> Result<Self::Node, MatchFailure>;
}

impl<O: Op> NodeMatcher<IsOp> for OpMatcher<O> {
    type Node = O;
    #[inline]
    fn match_node(
        self,
        rw: &mut PatternRewriter<'_>,
        parent: OpId,
        operand: &impl NestedOperand,
        ops: &mut MatchedOps,
        msgs: &NodeMsgs,
    ) -> Result<O, MatchFailure> {
        defining_op::<O>(rw, parent, operand, ops, msgs)
    }
}

impl<F, R> NodeMatcher<IsNative> for F
where
    F: FnOnce(&mut Context, OpId) -> R,
    R: MatcherResult,
    R::Output: IntoOutputs,
{
    type Node = NativeOutputs<<R::Output as IntoOutputs>::Tuple>;
    #[inline]
    fn match_node(
        self,
        rw: &mut PatternRewriter<'_>,
        parent: OpId,
        operand: &impl NestedOperand,
        ops: &mut MatchedOps,
        msgs: &NodeMsgs,
    ) -> Result<Self::Node, MatchFailure> {
        let Some(def) = operand.operand().and_then(|v| rw.defining_op(v)) else {
            return Err(rw.notify_match_failure(parent, msgs.no_def));
        };
        match self(rw.ctx_mut(), def).into_outputs() {
            Some(o) => {
                // Recorded like a matched op (MLIR's generated matcher
                // pushes it to `tblgen_ops`; see [`fused_loc_of_source`]).
                ops.push(def);
                Ok(NativeOutputs(o.into_tuple()))
            }
            None => Err(rw.notify_match_failure(parent, msgs.native_fail)),
        }
    }
}

/// Matches a nested source node through its path operator's
/// `__drr_matcher` (see [`NodeMatcher`]).
#[inline]
pub fn match_node<K, M: NodeMatcher<K>>(
    m: M,
    rw: &mut PatternRewriter<'_>,
    parent: OpId,
    operand: &impl NestedOperand,
    ops: &mut MatchedOps,
    msgs: &NodeMsgs,
) -> Result<M::Node, MatchFailure> {
    m.match_node(rw, parent, operand, ops, msgs)
}

/// The outputs of a NativeCodeCall matcher, as a tuple (the node's
/// arguments, by position).
#[derive(Clone, Copy, Debug)]
pub struct NativeOutputs<T>(pub T);

/// What a NativeCodeCall matcher may produce: one output or a tuple of
/// outputs (as a tuple).
#[doc(hidden)]
pub trait IntoOutputs {
    /// The outputs as a tuple.
    type Tuple;
    /// Converts.
    fn into_tuple(self) -> Self::Tuple;
}
macro_rules! single_outputs {
    ($($t:ty),*) => {$(
        impl IntoOutputs for $t {
            type Tuple = ($t,);
            #[inline]
            fn into_tuple(self) -> ($t,) { (self,) }
        }
    )*};
}
single_outputs!(
    Value,
    Attribute,
    OpId,
    Type,
    Option<Value>,
    Option<Attribute>,
    Values,
    crate::ods::storage::IntegerAttr,
    crate::ods::storage::FloatAttr,
    crate::ods::storage::BoolAttr,
    crate::ods::storage::StringAttr,
    crate::ods::storage::UnitAttr,
    crate::ods::storage::ArrayAttr,
    crate::ods::storage::DictionaryAttr,
    crate::ods::storage::TypeAttr,
    crate::ods::storage::SymbolRefAttr,
    crate::ods::storage::ElementsAttr,
    crate::ods::storage::DenseArrayAttr
);
impl IntoOutputs for () {
    type Tuple = ();
    #[inline]
    fn into_tuple(self) {}
}
macro_rules! tuple_outputs {
    ($(($($t:ident),*))*) => {$(
        impl<$($t),*> IntoOutputs for ($($t,)*) {
            type Tuple = ($($t,)*);
            #[inline]
            fn into_tuple(self) -> Self::Tuple { self }
        }
    )*};
}
tuple_outputs! {
    (A, B) (A, B, C) (A, B, C, D)
}

/// Argument `I` of a matched nested source node: captured from the op
/// (an op node), or output `I` of the NativeCodeCall matcher.
#[diagnostic::on_unimplemented(
    message = "this source node has no argument #{I}",
    label = "no argument #{I} here"
)]
#[doc(hidden)]
pub trait SourceArg<const I: usize, Kind> {
    /// The argument's value.
    type Value;
    /// Reads it.
    fn source_arg(&self, rw: &mut PatternRewriter<'_>) -> Result<Self::Value, MatchFailure>;
    /// The failure text of a leaf constraint with `summary` on it
    /// (`call` is the NativeCodeCall as written).
    fn constraint_failure(summary: &str, call: &str) -> String;
}

impl<O, const I: usize> SourceArg<I, IsOp> for O
where
    O: ArgAt<I> + Copy,
    O::Slot: Capture<Op = O> + SlotInfo,
{
    type Value = <O::Slot as Capture>::Value;
    #[inline]
    fn source_arg(&self, rw: &mut PatternRewriter<'_>) -> Result<Self::Value, MatchFailure> {
        <O::Slot as Capture>::capture(rw, *self)
    }
    fn constraint_failure(summary: &str, _: &str) -> String {
        <O::Slot as SlotInfo>::constraint_failure(summary)
    }
}

fn native_constraint_failure(i: usize, summary: &str, call: &str) -> String {
    format!("operand {i} of native code call '{call}' failed to satisfy constraint: '{summary}'")
}

macro_rules! native_args {
    ($(($($t:ident),*) $i:tt $ti:ident;)*) => {$(
        impl<$($t: Clone),*> SourceArg<$i, IsNative> for NativeOutputs<($($t,)*)> {
            type Value = $ti;
            #[inline]
            fn source_arg(&self, _: &mut PatternRewriter<'_>) -> Result<$ti, MatchFailure> {
                Ok(self.0.$i.clone())
            }
            fn constraint_failure(summary: &str, call: &str) -> String {
                native_constraint_failure($i, summary, call)
            }
        }
    )*};
}
native_args! {
    (A) 0 A;
    (A, B) 0 A; (A, B) 1 B;
    (A, B, C) 0 A; (A, B, C) 1 B; (A, B, C) 2 C;
    (A, B, C, D) 0 A; (A, B, C, D) 1 B; (A, B, C, D) 2 C; (A, B, C, D) 3 D;
}

/// Argument `I` of the nested source node `node` (see [`SourceArg`]).
#[inline]
pub fn source_arg<const I: usize, K, N: SourceArg<I, K>>(
    node: &N,
    rw: &mut PatternRewriter<'_>,
) -> Result<N::Value, MatchFailure> {
    node.source_arg(rw)
}

/// The failure text of a leaf constraint on argument `I` of `node`.
#[inline]
pub fn source_arg_failure<const I: usize, K, N: SourceArg<I, K>>(
    _: &N,
    summary: &str,
    call: &str,
) -> String {
    N::constraint_failure(summary, call)
}

/// A nested source node written with `N` arguments: an op declaring `N`
/// arguments, or a NativeCodeCall matcher with `N` outputs.
#[diagnostic::on_unimplemented(
    message = "argument number mismatch: {N} in pattern vs. a different number in the definition of this node (`{Self}`)",
    label = "wrong number of arguments",
    note = "an op takes its declared arguments; a NativeCodeCall matcher takes one argument per output"
)]
#[doc(hidden)]
pub trait NodeArity<const N: usize, Kind> {}
impl<O: crate::ods::HasNumArgs<N>, const N: usize> NodeArity<N, IsOp> for O {}
macro_rules! native_arity {
    ($($n:literal ($($t:ident),*))*) => {$(
        impl<$($t),*> NodeArity<$n, IsNative> for NativeOutputs<($($t,)*)> {}
    )*};
}
native_arity! {
    0 () 1 (A) 2 (A, B) 3 (A, B, C) 4 (A, B, C, D)
}

/// Compile-time check that `node` takes `N` arguments (DRR: `op '…'
/// argument number mismatch`).
#[inline(always)]
pub fn node_num_args<const N: usize, K, T: NodeArity<N, K>>(_: &T) {}

/// Number of ops a path operator counts for the benefit: `X::__DRR_OPS`
/// (1 for an op, 0 for a NativeCodeCall).
pub const fn benefit_of(ops: usize, delta: i64) -> u16 {
    let n = ops as i64 + delta;
    assert!(
        0 <= n && n < 65535,
        "pattern benefit out of range: the number of ops in the source pattern plus `addBenefit` must be in 0..=65534"
    );
    n as u16
}

/// The op defining `operand` (for a NativeCodeCall matcher's `$_self`);
/// fails with `no_def` if there is none.
#[inline]
pub fn defining_op_id(
    rw: &mut PatternRewriter<'_>,
    parent: OpId,
    operand: &impl NestedOperand,
    no_def: &'static str,
) -> Result<OpId, MatchFailure> {
    match operand.operand().and_then(|v| rw.defining_op(v)) {
        Some(d) => Ok(d),
        None => Err(rw.notify_match_failure(parent, no_def)),
    }
}

/// The values of a captured variadic operand, for `(variadic …)`.
#[diagnostic::on_unimplemented(
    message = "variadic DAG construct can't match a non-variadic operand (it is `{Self}`)",
    label = "`variadic` applies to a `Variadic<…>` operand"
)]
#[doc(hidden)]
pub trait VariadicOperand {
    /// The values.
    fn values(&self) -> &[Value];
}

impl VariadicOperand for Values {
    fn values(&self) -> &[Value] {
        self
    }
}

/// `(variadic a, b, …)`: the variadic operand must have exactly `n`
/// values (a silent failure otherwise, as in MLIR).
#[inline]
pub fn variadic_len(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    values: &impl VariadicOperand,
    n: usize,
) -> Result<(), MatchFailure> {
    if values.values().len() == n {
        Ok(())
    } else {
        Err(rw.notify_match_failure(
            op,
            "variadic operand does not have the number of values the pattern lists",
        ))
    }
}

/// Value `i` of a variadic operand checked by [`variadic_len`].
#[inline]
pub fn variadic_at(values: &impl VariadicOperand, i: usize) -> Value {
    values.values()[i]
}

/// [`variadic_len`], returning the values: a capture that is not a
/// variadic operand is reported once, with no follow-on type error.
#[inline]
pub fn variadic_values<'v>(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    values: &'v impl VariadicOperand,
    n: usize,
) -> Result<&'v [Value], MatchFailure> {
    variadic_len(rw, op, values, n)?;
    Ok(values.values())
}

/// An argument `either` may group: a single operand.
#[diagnostic::on_unimplemented(
    message = "either can only be applied on operand: this argument is `{Self}`",
    label = "`either` groups two single operands",
    note = "DRR: `either can only be applied on operand`"
)]
#[doc(hidden)]
pub trait EitherOperand {
    /// The operand.
    fn either_value(&self) -> Value;
}
impl EitherOperand for Value {
    #[inline]
    fn either_value(&self) -> Value {
        *self
    }
}

/// The operand at an `either` position (a non-operand is reported once,
/// with no follow-on type error).
#[inline]
pub fn either_operand(v: &impl EitherOperand) -> Value {
    v.either_value()
}

// ---------------------------------------------------------------------------
// Leaf constraints
// ---------------------------------------------------------------------------

/// The constant of one constant check or one constant result argument of
/// a pattern (one per site: generated code declares a `static` for each):
/// the attribute the site's `build` made, with the `Context::instance_id`
/// (a process-unique number) of the context it was made in, packed in one
/// word (`id << 32 | attribute`; 0: empty).
///
/// Building the constant interns it (an integer attribute ~85
/// instructions, a dense elements attribute ~1,100) on every attempt of
/// the pattern, most of which fail, and on every rewrite that passes it
/// to a built op; the cache makes it a load and a compare. Exact: `build` is a fixed constant of the call site, its
/// result for one context never changes (interned attributes are never
/// freed), and no two live contexts share an id (id 0, shared once ids
/// run out, is never cached). One word, read and written atomically: a
/// thread sees an entry whole, either of its own context or not.
#[derive(Debug)]
pub struct ConstCache([AtomicU64; CONST_CACHE_WAYS]);

/// Entries of a [`ConstCache`], by context instance number modulo this: the
/// forks of the parallel driver (consecutive numbers) each keep their
/// entry instead of overwriting one another's on every use (a rebuild, and
/// a cache line passed between cores, per constant built).
const CONST_CACHE_WAYS: usize = 4;

impl ConstCache {
    /// An empty cache.
    #[allow(clippy::new_without_default)]
    pub const fn new() -> Self {
        ConstCache([const { AtomicU64::new(0) }; CONST_CACHE_WAYS])
    }

    /// The constant `build` makes in `ctx`, built at most once per context
    /// (the last context of its way wins the entry).
    #[inline]
    pub fn get(
        &self,
        ctx: &mut Context,
        build: impl FnOnce(&mut Context) -> Attribute,
    ) -> Attribute {
        let id = u64::from(ctx.instance_id());
        let slot = &self.0[id as usize % CONST_CACHE_WAYS];
        let entry = slot.load(Ordering::Relaxed);
        if id != 0 && entry >> 32 == id {
            return Attribute(entry as u32);
        }
        let attr = build(ctx);
        if id != 0 {
            slot.store((id << 32) | u64::from(attr.0), Ordering::Relaxed);
        }
        attr
    }
}

/// Checks that a captured attribute equals the constant `build` makes
/// (`ConstantAttr<…>`, `ConstantStrAttr<…>`, enum cases, named constants),
/// remembered in `cache` (see [`ConstCache`]).
#[inline]
pub fn check_const(
    cache: &ConstCache,
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    cap: &impl AttrCapture,
    build: impl FnOnce(&mut Context) -> Attribute,
    msg: impl FnOnce() -> String,
) -> Result<(), MatchFailure> {
    let expected = cache.get(rw.ctx_mut(), build);
    if cap.attribute() == Some(expected) {
        Ok(())
    } else {
        Err(rw.notify_match_failure_with(op, msg))
    }
}

/// [`check_const`] for an inline constant of domain `D`: `ConstantAttr`,
/// `ConstantStrAttr` and enum cases are [`AttrDomain`], `ConstantProp`
/// [`PropDomain`]; the capture must be of the same domain (DRR's `should
/// be an attribute` / `should be a property`).
#[inline]
pub fn check_const_of<D, C: AttrCapture>(
    cache: &ConstCache,
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    cap: &C,
    build: impl FnOnce(&mut Context) -> Attribute,
    msg: impl FnOnce() -> String,
) -> Result<(), MatchFailure>
where
    C::Domain: DomainAccepts<D>,
{
    check_const(cache, rw, op, cap, build, msg)
}

/// Dispatches a named leaf constraint `X` on a capture: a named constant
/// (`ConstantAttrValue`) compares equal, an attribute constraint checks the
/// attribute, a type constraint checks the operand's type. Use as
/// `(&&LeafTag::<X>::NEW).check_leaf(&CACHE, rw, op, &cap, msg)` (the
/// constant case has priority, by auto-ref; `CACHE` is the call site's
/// [`ConstCache`]).
pub struct LeafTag<X>(PhantomData<X>);

impl<X> LeafTag<X> {
    /// The tag.
    pub const NEW: Self = LeafTag(PhantomData);
}

/// Leaf dispatch, constant case (see [`LeafTag`]).
#[doc(hidden)]
pub trait ConstLeaf {
    /// The constant's domain (attribute or property, see
    /// [`DomainAccepts`]).
    type Domain;
    /// Checks the capture (the constant remembered in `cache`).
    fn check_leaf<T: AttrCapture>(
        &self,
        cache: &ConstCache,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        cap: &T,
        msg: impl FnOnce(&str) -> String,
    ) -> Result<(), MatchFailure>
    where
        T::Domain: DomainAccepts<Self::Domain>;
}

impl<X: ConstantAttrValue> ConstLeaf for &LeafTag<X> {
    type Domain = <<X::Constraint as AttrConstraint>::Storage as AttrStorage>::Domain;
    #[inline]
    fn check_leaf<T: AttrCapture>(
        &self,
        cache: &ConstCache,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        cap: &T,
        msg: impl FnOnce(&str) -> String,
    ) -> Result<(), MatchFailure>
    where
        T::Domain: DomainAccepts<Self::Domain>,
    {
        check_const(cache, rw, op, cap, X::build, || {
            msg(&format!(
                "constant attribute {}",
                std::any::type_name::<X>().rsplit("::").next().unwrap_or("")
            ))
        })
    }
}

/// Leaf dispatch, constraint case (see [`LeafTag`]).
#[doc(hidden)]
pub trait ConstraintLeaf<T> {
    /// Checks the capture (`cache` is unused: the call is shared with the
    /// constant case).
    fn check_leaf(
        &self,
        cache: &ConstCache,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        cap: &T,
        msg: impl FnOnce(&str) -> String,
    ) -> Result<(), MatchFailure>;
}

impl<X, T: LeafCheck<X>> ConstraintLeaf<T> for LeafTag<X> {
    #[inline]
    fn check_leaf(
        &self,
        _cache: &ConstCache,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        cap: &T,
        msg: impl FnOnce(&str) -> String,
    ) -> Result<(), MatchFailure> {
        if cap.holds(rw) {
            Ok(())
        } else {
            Err(rw.notify_match_failure_with(op, || msg(&T::summary())))
        }
    }
}

/// A capture that constraint `X` can check: an operand and a type
/// constraint, or an attribute and an attribute constraint.
#[diagnostic::on_unimplemented(
    message = "`{X}` cannot constrain this argument, which is `{Self}`",
    label = "constraint of the wrong kind for this argument",
    note = "a single operand takes a type constraint (`I32`, `AnyTensor`…), an attribute an attribute constraint (`I32Attr`, `F32Attr`…); variadic operands cannot be further constrained (DRR: `further constrain op's variadic operand unsupported now`)"
)]
#[doc(hidden)]
pub trait LeafCheck<X> {
    /// True if the constraint holds.
    fn holds(&self, ctx: &Context) -> bool;
    /// The constraint's summary.
    fn summary() -> Cow<'static, str>;
}

impl<X: TypeConstraint> LeafCheck<X> for Value {
    #[inline]
    fn holds(&self, ctx: &Context) -> bool {
        X::matches(ctx, ctx.value_type(*self))
    }
    fn summary() -> Cow<'static, str> {
        X::summary()
    }
}

impl<X: TypeConstraint> LeafCheck<X> for Option<Value> {
    #[inline]
    fn holds(&self, ctx: &Context) -> bool {
        self.is_some_and(|v| X::matches(ctx, ctx.value_type(v)))
    }
    fn summary() -> Cow<'static, str> {
        X::summary()
    }
}

impl<X: AttrConstraint, S: AttrStorage> LeafCheck<X> for S
where
    S::Domain: DomainAccepts<<X::Storage as AttrStorage>::Domain>,
{
    #[inline]
    fn holds(&self, ctx: &Context) -> bool {
        X::matches(ctx, (*self).into())
    }
    fn summary() -> Cow<'static, str> {
        X::summary()
    }
}

/// A constraint written on a variadic operand: never implemented (DRR
/// #12), so the error names the variadic operand rather than a missing
/// attribute constraint.
#[diagnostic::on_unimplemented(
    message = "further constrain a variadic operand unsupported now: `{Self}` cannot constrain a `Variadic<…>` operand",
    label = "a constraint on a variadic operand",
    note = "DRR: `further constrain op's variadic operand unsupported now`; the operand's declared constraint applies (constrain the values in the constraints list instead)"
)]
#[doc(hidden)]
pub trait VariadicLeafConstraint {}

impl<X: VariadicLeafConstraint> LeafCheck<X> for Values {
    fn holds(&self, _: &Context) -> bool {
        false
    }
    fn summary() -> Cow<'static, str> {
        Cow::Borrowed("")
    }
}

impl<X: AttrConstraint, S: AttrStorage> LeafCheck<X> for Option<S>
where
    S::Domain: DomainAccepts<<X::Storage as AttrStorage>::Domain>,
{
    #[inline]
    fn holds(&self, ctx: &Context) -> bool {
        // An absent optional attribute satisfies only `IsNullAttr`-like
        // constraints and predicates that take the absence.
        match self {
            Some(a) => X::matches(ctx, (*a).into()),
            None => X::matches_absent(ctx),
        }
    }
    fn summary() -> Cow<'static, str> {
        X::summary()
    }
}

/// An argument of domain `Self` ([`AttrDomain`]: an attribute,
/// [`PropDomain`]: an ODS property) takes a leaf constraint of domain `D`
/// (its storage's [`AttrStorage::Domain`]): DRR's `the N-th argument of op
/// '…' should be an attribute` / `… should be a property`.
#[doc(hidden)]
pub trait DomainAccepts<D> {}
impl<D: AttrLeafDomain> DomainAccepts<D> for AttrDomain {}
impl<D: PropLeafDomain> DomainAccepts<D> for PropDomain {}

/// A leaf constraint's domain on an attribute argument: an attribute
/// constraint's, not a property's.
#[diagnostic::on_unimplemented(
    message = "this argument is an attribute, not a property: a property constraint cannot constrain it",
    label = "a property constraint on an attribute argument",
    note = "DRR: `the N-th argument of op '…' should be an attribute`; `PropConstraint`s, properties (`I64Prop`) and `ConstantProp` constrain ODS properties, an attribute takes an attribute constraint (`I64Attr`, `ConstantAttr<…>`)"
)]
#[doc(hidden)]
pub trait AttrLeafDomain {}
impl AttrLeafDomain for AttrDomain {}

/// A leaf constraint's domain on a property argument: a property
/// constraint's, not an attribute's.
#[diagnostic::on_unimplemented(
    message = "this argument is a property, not an attribute: an attribute constraint cannot constrain it",
    label = "an attribute constraint on a property argument",
    note = "DRR: `the N-th argument of op '…' should be a property`; a property takes a `PropConstraint`, a property (`I64Prop`, a `ConfinedProp` record) or `ConstantProp<…>`"
)]
#[doc(hidden)]
pub trait PropLeafDomain {}
impl PropLeafDomain for PropDomain {}

/// A captured attribute that can be compared with a constant.
#[diagnostic::on_unimplemented(
    message = "a constant attribute cannot match this argument, which is `{Self}`",
    label = "constant attributes match attribute arguments"
)]
#[doc(hidden)]
pub trait AttrCapture {
    /// [`AttrDomain`] or [`PropDomain`] (see [`DomainAccepts`]).
    type Domain;
    /// The attribute (`None`: absent optional attribute).
    fn attribute(&self) -> Option<Attribute>;
}

impl<S: AttrStorage> AttrCapture for S {
    type Domain = S::Domain;
    fn attribute(&self) -> Option<Attribute> {
        Some((*self).into())
    }
}

impl<S: AttrStorage> AttrCapture for Option<S> {
    type Domain = S::Domain;
    fn attribute(&self) -> Option<Attribute> {
        self.map(Into::into)
    }
}

/// Fails with `msg` unless `a == b` (a repeated source symbol:
/// `Operands 'a' and 'a0' must be equal`).
#[inline]
pub fn check_equal<T: PartialEq>(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    a: &T,
    b: &T,
    msg: &'static str,
) -> Result<(), MatchFailure> {
    if a == b {
        Ok(())
    } else {
        Err(rw.notify_match_failure(op, msg))
    }
}

/// What a source symbol may repeat on: operands (mlir-tblgen's "symbol bound more than once" exception, a
/// repetition meaning "equal operands").
#[diagnostic::on_unimplemented(
    message = "symbol bound more than once: this argument is `{Self}`, not an operand",
    label = "a repeated name must bind an operand",
    note = "DRR: `symbol '…' bound more than once`; only operands of the source pattern may repeat a name, meaning they are equal"
)]
#[doc(hidden)]
pub trait RepeatableCapture {
    /// The operand value(s).
    fn operand_values(&self) -> &[Value];
}
impl RepeatableCapture for Value {
    fn operand_values(&self) -> &[Value] {
        std::slice::from_ref(self)
    }
}
impl RepeatableCapture for Option<Value> {
    fn operand_values(&self) -> &[Value] {
        self.as_slice()
    }
}
impl RepeatableCapture for Values {
    fn operand_values(&self) -> &[Value] {
        self
    }
}

/// A capture a repeated source symbol may bind: [`RepeatableCapture`],
/// checked with the symbol's marker type `S` (the pattern macro names it
/// after the symbol, `$a` → `a`), so that the message names the symbol as
/// mlir-tblgen's does.
#[diagnostic::on_unimplemented(
    message = "symbol '{S}' bound more than once: this argument is `{Self}`, not an operand",
    label = "a repeated name must bind an operand",
    note = "DRR: `symbol '…' bound more than once`; only operands of the source pattern may repeat a name, meaning they are equal"
)]
#[doc(hidden)]
pub trait RepeatedSymbol<S> {}
#[diagnostic::do_not_recommend]
impl<S, T: RepeatableCapture> RepeatedSymbol<S> for T {}

/// Asserts (at compile time) that a repeated source symbol (marker `S`)
/// binds an operand; generated at each occurrence.
#[inline(always)]
pub fn repeated_operand<S, T: RepeatedSymbol<S>>(_: PhantomData<S>, _: &&T) {}

/// Two occurrences of a repeated source symbol, compared with
/// `(&RepeatProbe(&a, &b)).operands_equal()` (both [`RepeatEq`] and
/// [`RepeatEqFallback`] in scope): operands compare their values; any
/// other pair (already rejected by [`repeated_operand`]) takes the
/// fallback, so the rejection causes no follow-on type error.
pub struct RepeatProbe<'a, A, B>(pub &'a A, pub &'a B);

/// See [`RepeatProbe`].
#[doc(hidden)]
pub trait RepeatEq {
    /// True if both occurrences hold the same operand values.
    fn operands_equal(&self) -> bool;
}
impl<A: RepeatableCapture, B: RepeatableCapture> RepeatEq for RepeatProbe<'_, A, B> {
    #[inline]
    fn operands_equal(&self) -> bool {
        self.0.operand_values() == self.1.operand_values()
    }
}

/// See [`RepeatProbe`].
#[doc(hidden)]
pub trait RepeatEqFallback {
    /// Never reached in a pattern that compiles.
    fn operands_equal(&self) -> bool {
        false
    }
}
impl<A, B> RepeatEqFallback for &RepeatProbe<'_, A, B> {}

/// Fails with `msg` unless `equal` (a repeated source symbol).
#[inline]
pub fn check_repeat(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    equal: bool,
    msg: &'static str,
) -> Result<(), MatchFailure> {
    if equal {
        Ok(())
    } else {
        Err(rw.notify_match_failure(op, msg))
    }
}

// ---------------------------------------------------------------------------
// Results of matched and built ops: `$r`, `$r__N`
// ---------------------------------------------------------------------------

/// Declared result group `I` of an op, as the value(s) a pattern reads
/// (implemented by `ods!`).
#[diagnostic::on_unimplemented(
    message = "op `{Self}` has no result #{I}",
    label = "`$name__{I}` refers to a result `{Self}` does not declare"
)]
#[doc(hidden)]
pub trait ResultAt<const I: usize>: Op {
    /// `Value`, `Option<Value>` or [`Values`].
    type Values;
    /// The result(s) of group `I` of `op`.
    fn get(ctx: &Context, op: Self) -> Self::Values;
}

/// `$r__I` of an op bound in the pattern.
#[inline]
pub fn result_group<O: ResultAt<I>, const I: usize>(ctx: &Context, op: O) -> O::Values {
    O::get(ctx, op)
}

/// Values a pattern can take from something bound to a symbol: all its
/// results (an op), the values it holds (a NativeCodeCall result).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a value or a list of values",
    label = "expected values here, found a `{Self}`",
    note = "a value is a bound operand, an op (its results) or a NativeCodeCall returning `Value`; a list of values a bound variadic operand or a NativeCodeCall returning `Vec<Value>`, `Values` or `[Value; N]`"
)]
#[doc(hidden)]
pub trait ValuePack {
    /// Appends the values.
    fn push_values(&self, ctx: &Context, out: &mut Values);
    /// Value `i` (for `$r__i` on a NativeCodeCall result).
    fn value_at(&self, ctx: &Context, i: usize) -> Value {
        let mut v = Values::new();
        self.push_values(ctx, &mut v);
        v[i]
    }
}

impl ValuePack for () {
    fn push_values(&self, _: &Context, _: &mut Values) {}
}
impl ValuePack for Value {
    fn push_values(&self, _: &Context, out: &mut Values) {
        out.push(*self);
    }
}
impl ValuePack for Option<Value> {
    fn push_values(&self, _: &Context, out: &mut Values) {
        out.extend(*self);
    }
}
impl ValuePack for Values {
    // Inlined into the variadic slot's `apply` (a call per captured group
    // otherwise).
    #[inline]
    fn push_values(&self, _: &Context, out: &mut Values) {
        push_list(out, self);
    }
    fn value_at(&self, _: &Context, i: usize) -> Value {
        self[i]
    }
}
impl ValuePack for Vec<Value> {
    fn push_values(&self, _: &Context, out: &mut Values) {
        push_list(out, self);
    }
    fn value_at(&self, _: &Context, i: usize) -> Value {
        self[i]
    }
}
impl<const N: usize> ValuePack for [Value; N] {
    fn push_values(&self, _: &Context, out: &mut Values) {
        push_list(out, self);
    }
    fn value_at(&self, _: &Context, i: usize) -> Value {
        self[i]
    }
}
impl ValuePack for (Value, Value) {
    fn push_values(&self, _: &Context, out: &mut Values) {
        out.push(self.0);
        out.push(self.1);
    }
}
impl ValuePack for (Value, Value, Value) {
    fn push_values(&self, _: &Context, out: &mut Values) {
        out.extend_from_slice(&[self.0, self.1, self.2]);
    }
}
/// Appends `values` to `out`: one value (most ops) by a push, without
/// `extend_from_slice`'s out-of-line reserve and copy.
#[inline]
fn push_all(out: &mut Values, values: &[Value]) {
    match *values {
        [one] => out.push(one),
        _ => out.extend_from_slice(values),
    }
}

/// Appends a value list of a capture or a NativeCodeCall result to `out`:
/// up to four values (most variadic groups) by pushes, without
/// `extend_from_slice`'s reserve and its two `memcpy` calls (~100
/// instructions for a group of two).
#[inline]
fn push_list(out: &mut Values, values: &[Value]) {
    if values.len() <= 4 {
        for &v in values {
            out.push(v);
        }
    } else {
        out.extend_from_slice(values);
    }
}

impl ValuePack for OpId {
    fn push_values(&self, ctx: &Context, out: &mut Values) {
        push_all(out, ctx.op(*self).results());
    }
    fn value_at(&self, ctx: &Context, i: usize) -> Value {
        ctx.op(*self).result(i)
    }
}
#[diagnostic::do_not_recommend]
impl<O: Op> ValuePack for O {
    // Once per built replacement op; with a plain `#[inline]` it stayed a
    // call (~30 instructions per rewrite of call overhead and spills).
    #[inline(always)]
    fn push_values(&self, ctx: &Context, out: &mut Values) {
        push_all(out, ctx.op(self.op()).results());
    }
    fn value_at(&self, ctx: &Context, i: usize) -> Value {
        // Declared result group `i`; its first value.
        self.result_group(ctx, i)
            .first()
            .copied()
            .unwrap_or_else(|| ctx.op(self.op()).result(i))
    }
}

/// `$x__N` on a NativeCodeCall result or an op bound without a typed
/// view: value `n`.
#[inline]
pub fn value_at(ctx: &Context, pack: &impl ValuePack, n: usize) -> Value {
    pack.value_at(ctx, n)
}

/// The location of something bound to a symbol (for `(location $x)`): a
/// matched or built op, or the op defining a value.
#[diagnostic::on_unimplemented(
    message = "`location` takes ops and values, not a `{Self}`",
    label = "this symbol is bound to a `{Self}`, which has no location",
    note = "`(location $x, \"name\")` fuses the locations of the ops bound to the symbols (a value: its defining op) and an optional name"
)]
#[doc(hidden)]
pub trait HasLoc {
    /// The location.
    fn loc(&self, ctx: &Context) -> Location;
}
#[diagnostic::do_not_recommend]
impl<O: Op> HasLoc for O {
    fn loc(&self, ctx: &Context) -> Location {
        ctx.op(self.op()).loc()
    }
}
impl HasLoc for OpId {
    fn loc(&self, ctx: &Context) -> Location {
        ctx.op(*self).loc()
    }
}
impl HasLoc for Value {
    fn loc(&self, ctx: &Context) -> Location {
        match ctx.defining_op(*self) {
            Some(op) => ctx.op(op).loc(),
            None => ctx.unknown_loc(),
        }
    }
}

/// The location of `x` (an argument of `(location …)`).
#[inline]
pub fn loc_of(x: &impl HasLoc, ctx: &Context) -> Location {
    x.loc(ctx)
}

/// The fused location of `ops` (the default location of built ops).
// Inlined into the generated pattern code for the usual one or two
// matched ops (a call hop otherwise, once per rewrite); more go out of
// line.
#[inline]
pub fn fused_loc_of(ctx: &mut Context, ops: &[OpId]) -> Location {
    // The usual one or two matched ops: an exact-size array (the general
    // path first fills an 8-slot buffer with `unknown`).
    match *ops {
        [a] => {
            let locs = [ctx.op(a).loc()];
            ctx.fused_loc(&locs, None)
        }
        [a, b] => {
            let locs = [ctx.op(a).loc(), ctx.op(b).loc()];
            ctx.fused_loc(&locs, None)
        }
        _ => fused_loc_of_many(ctx, ops),
    }
}

/// Moves the op recorded at `mark` (a nested source op, recorded when it
/// matched) after the ops recorded since (those of its own nested nodes):
/// MLIR's generated matcher records a nested op once its arguments
/// matched, so the record is the root followed by the other matched ops in
/// post-order.
#[inline]
pub fn post_order(ops: &mut MatchedOps, mark: usize) {
    if mark + 1 < ops.len() {
        let op = ops.remove(mark);
        ops.push(op);
    }
}

/// The default location of the ops a pattern builds: the fused location
/// of the first `num_ops` recorded ops, `num_ops` being the number of op
/// nodes of the source pattern (MLIR's `getFusedLoc({tblgen_ops[0]…,
/// tblgen_ops[getNumOps() - 1]})`). The ops defining the operands a
/// NativeCodeCall matcher read are recorded too, in match order, so with
/// such matchers the fused location is not exactly that of the matched
/// ops — as in MLIR (`addi(addi(x, c0), c1)` of `AddIAddConstant` fuses
/// the outer `addi` and `c0`).
#[inline]
pub fn fused_loc_of_source(ctx: &mut Context, ops: &[OpId], num_ops: usize) -> Location {
    fused_loc_of(ctx, &ops[..num_ops.min(ops.len())])
}

/// [`fused_loc_of`] for any number of ops.
fn fused_loc_of_many(ctx: &mut Context, ops: &[OpId]) -> Location {
    const INLINE: usize = 8;
    if ops.len() <= INLINE {
        // No `SmallVec` collect (its out-of-line `extend` dominates for
        // the usual one or two ops).
        let mut buf = [ctx.unknown_loc(); INLINE];
        for (slot, &o) in buf.iter_mut().zip(ops) {
            *slot = ctx.op(o).loc();
        }
        return ctx.fused_loc(&buf[..ops.len()], None);
    }
    let locs: Vec<Location> = ops.iter().map(|&o| ctx.op(o).loc()).collect();
    ctx.fused_loc(&locs, None)
}

/// `(location $a, $b, "name")`: one location if only one symbol, the
/// fused location of several (with the string as metadata), a `NameLoc`
/// for a string alone.
pub fn location_directive(ctx: &mut Context, locs: &[Location], name: Option<&str>) -> Location {
    match (locs, name) {
        ([], Some(n)) => ctx.name_loc(n),
        ([one], None) => *one,
        (many, None) => ctx.fused_loc(many, None),
        (many, Some(n)) => {
            let meta = ctx.string_attr(n);
            ctx.fused_loc(many, Some(meta))
        }
    }
}

// ---------------------------------------------------------------------------
// Building
// ---------------------------------------------------------------------------

/// What NativeCodeCalls receive as `$_builder`: the rewriter and the
/// location of the node (`$_loc`). Dereferences to the [`Context`].
pub struct Builder<'r, 'a> {
    rw: &'r mut PatternRewriter<'a>,
    loc: Location,
    root: OpId,
    /// The result op may take over the root's results (see
    /// [`Builder::sole_replacement`]).
    sole: bool,
    /// The op that took over the root's results, if one did.
    taken: Option<OpId>,
    /// The op of `taken` already replaced the root, which is erased (the
    /// rewriter's fused takeover): [`replace_root`] has nothing left to do.
    replaced: bool,
}

impl<'r, 'a> Builder<'r, 'a> {
    /// A builder for the rewrite of `root` at `loc`.
    pub fn new(rw: &'r mut PatternRewriter<'a>, root: OpId, loc: Location) -> Self {
        Builder {
            rw,
            loc,
            root,
            sole: false,
            taken: None,
            replaced: false,
        }
    }
    /// Declares (generated code) that the pattern's only result node is an
    /// op whose values replace the root, with nothing built after it: the
    /// op may then take over the root's result values (see
    /// `PatternRewriter::create_taking_results`), which [`replace_root`]
    /// completes.
    #[doc(hidden)]
    pub fn sole_replacement(&mut self) {
        self.sole = true;
    }
    /// The location (`$_loc`): the fused location of the matched ops, or
    /// the node's `location` directive.
    pub fn loc(&self) -> Location {
        self.loc
    }
    /// Sets the location of the next node.
    pub fn set_loc(&mut self, loc: Location) {
        self.loc = loc;
    }
    /// The rewriter.
    pub fn rewriter(&mut self) -> &mut PatternRewriter<'a> {
        self.rw
    }
    /// The matched root op.
    pub fn root(&self) -> OpId {
        self.root
    }
    /// Creates an op from `state` at the insertion point (before the root).
    pub fn create(&mut self, state: crate::OperationState) -> Result<OpId, MatchFailure> {
        self.rw.create(state).map_err(MatchFailure::from)
    }
}

/// What a NativeCodeCall's first parameter (`$_builder`) can be, made
/// from the pattern's [`Builder`]: `&mut Builder`, `&mut Context`,
/// `&Context` or `&mut PatternRewriter`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a NativeCodeCall's `$_builder` parameter",
    label = "the first parameter of a NativeCodeCall is `$_builder`",
    note = "declare it `&mut drr::Context`, `&drr::Context`, `&mut drr::pattern::Builder` or `&mut drr::rewrite::PatternRewriter`"
)]
pub trait FromBuilder<'x, 'r, 'a>: Sized {
    /// The parameter, borrowed from `b`.
    fn from_builder(b: &'x mut Builder<'r, 'a>) -> Self;
}
impl<'x, 'r, 'a> FromBuilder<'x, 'r, 'a> for &'x mut Builder<'r, 'a> {
    #[inline]
    fn from_builder(b: &'x mut Builder<'r, 'a>) -> Self {
        b
    }
}
impl<'x, 'r, 'a> FromBuilder<'x, 'r, 'a> for &'x mut Context {
    #[inline]
    fn from_builder(b: &'x mut Builder<'r, 'a>) -> Self {
        b.rw.ctx_mut()
    }
}
impl<'x, 'r, 'a> FromBuilder<'x, 'r, 'a> for &'x Context {
    #[inline]
    fn from_builder(b: &'x mut Builder<'r, 'a>) -> Self {
        b.rw.ctx()
    }
}
impl<'x, 'r, 'a> FromBuilder<'x, 'r, 'a> for &'x mut PatternRewriter<'a> {
    #[inline]
    fn from_builder(b: &'x mut Builder<'r, 'a>) -> Self {
        &mut *b.rw
    }
}

/// `$_builder` as the NativeCodeCall's first parameter type wants it
/// (see [`FromBuilder`]).
#[inline]
pub fn from_builder<'x, 'r, 'a, T: FromBuilder<'x, 'r, 'a>>(b: &'x mut Builder<'r, 'a>) -> T {
    T::from_builder(b)
}

macro_rules! native_as_calls {
    ($($name:ident($($a:ident: $t:ident),*);)*) => {$(
        /// Calls an inline NativeCodeCall closure whose first parameter
        /// is annotated (`&mut Context`, `&mut PatternRewriter`, …) with
        /// `$_builder` converted to that type (see [`FromBuilder`]) and
        /// the arguments.
        #[inline]
        #[allow(clippy::too_many_arguments)]
        pub fn $name<'x, 'r, 'a, B: FromBuilder<'x, 'r, 'a>, $($t,)* R>(
            b: &'x mut Builder<'r, 'a>,
            $($a: $t,)*
            f: impl FnOnce(B, $($t),*) -> R,
        ) -> R {
            f(B::from_builder(b), $($a),*)
        }
    )*};
}
native_as_calls! {
    native_as0();
    native_as1(a0: A0);
    native_as2(a0: A0, a1: A1);
    native_as3(a0: A0, a1: A1, a2: A2);
    native_as4(a0: A0, a1: A1, a2: A2, a3: A3);
    native_as5(a0: A0, a1: A1, a2: A2, a3: A3, a4: A4);
    native_as6(a0: A0, a1: A1, a2: A2, a3: A3, a4: A4, a5: A5);
    native_as7(a0: A0, a1: A1, a2: A2, a3: A3, a4: A4, a5: A5, a6: A6);
    native_as8(a0: A0, a1: A1, a2: A2, a3: A3, a4: A4, a5: A5, a6: A6, a7: A7);
}

/// Converts a pattern value into an element of a NativeCodeCall's range
/// parameter (`rest: &[T]`, DRR's `$N...`).
#[inline]
pub fn native_elem<T, V: NativeArg<T>>(ctx: &Context, v: V) -> T {
    v.into_native(ctx)
}

/// What a named NativeCodeCall's range parameter (`rest: &[T]`) accepts
/// when the pattern passes the range as one `(variadic …)` argument.
#[doc(hidden)]
pub trait NativeRest<T> {
    /// The elements.
    fn into_rest(self, ctx: &Context) -> Vec<T>;
}
impl<P: ValuePack> NativeRest<Value> for P {
    fn into_rest(self, ctx: &Context) -> Vec<Value> {
        let mut v = Values::new();
        self.push_values(ctx, &mut v);
        v.to_vec()
    }
}

impl Deref for Builder<'_, '_> {
    type Target = Context;
    fn deref(&self) -> &Context {
        self.rw
    }
}

impl DerefMut for Builder<'_, '_> {
    fn deref_mut(&mut self) -> &mut Context {
        self.rw.ctx_mut()
    }
}

impl std::fmt::Debug for Builder<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Builder")
            .field("loc", &self.loc)
            .field("root", &self.root)
            .finish_non_exhaustive()
    }
}

/// A value that can fill argument slot `S` of an op being built.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be passed for this argument of the op being built",
    label = "wrong kind of value for this argument",
    note = "an operand slot takes a value (a bound operand, a single-result op, `replaceWithValue`), a variadic operand a value list (`(variadic …)`), an attribute slot an attribute"
)]
#[doc(hidden)]
pub trait IntoSlot<S> {
    /// Adds `self` to the state.
    fn apply(self, ctx: &mut Context, state: &mut StateBuilder);
}

/// A single value: a `Value` or a single-result op.
#[doc(hidden)]
pub trait AsValue {
    /// The value.
    fn as_value(&self, ctx: &Context) -> Value;
}
impl AsValue for Value {
    fn as_value(&self, _: &Context) -> Value {
        *self
    }
}
/// `ods!` implements [`AsValue`] for each op it defines (its first
/// result), rather than a blanket impl over [`Op`]: then a value of the
/// wrong kind (an attribute in an operand slot) fails at `AsValue`, which
/// rustc names, not at `Op`.
#[doc(hidden)]
#[inline]
pub fn op_first_result<O: Op>(ctx: &Context, op: O) -> Value {
    ctx.op(op.op()).result(0)
}
impl AsValue for OpId {
    fn as_value(&self, ctx: &Context) -> Value {
        ctx.op(*self).result(0)
    }
}

impl<O, const I: usize, V: AsValue> IntoSlot<OperandSlot<O, I, Single>> for V {
    #[inline]
    fn apply(self, ctx: &mut Context, state: &mut StateBuilder) {
        state.operand(self.as_value(ctx));
    }
}
impl<O, const I: usize, V: AsValue> IntoSlot<OperandSlot<O, I, Optional>> for V {
    #[inline]
    fn apply(self, ctx: &mut Context, state: &mut StateBuilder) {
        state.optional_operand(Some(self.as_value(ctx)));
    }
}
impl<O, const I: usize> IntoSlot<OperandSlot<O, I, Optional>> for Option<Value> {
    #[inline]
    fn apply(self, _: &mut Context, state: &mut StateBuilder) {
        state.optional_operand(self);
    }
}
impl<O, const I: usize, P: ValuePack> IntoSlot<OperandSlot<O, I, Variadic>> for P {
    // It stayed a call with a plain `#[inline]` (once per variadic group
    // of a built op).
    #[inline(always)]
    fn apply(self, ctx: &mut Context, state: &mut StateBuilder) {
        state.operands_with(|operands| self.push_values(ctx, operands));
    }
}

/// An attribute value: any attribute storage, or an `Option` of one for
/// an optional attribute.
#[doc(hidden)]
pub trait AsAttr {
    /// The attribute, if any.
    fn as_attr(&self) -> Option<Attribute>;
}
impl<S: AttrStorage> AsAttr for S {
    fn as_attr(&self) -> Option<Attribute> {
        Some((*self).into())
    }
}
impl<S: AttrStorage> AsAttr for Option<S> {
    fn as_attr(&self) -> Option<Attribute> {
        self.map(Into::into)
    }
}

impl<O: AttrArg<I>, const I: usize, K, A: AsAttr> IntoSlot<AttrSlot<O, I, K>> for A {
    #[inline]
    fn apply(self, ctx: &mut Context, state: &mut StateBuilder) {
        state.optional_attr_at(
            ctx,
            <O as AttrArg<I>>::INHERENT_INDEX,
            <O as AttrArg<I>>::NAME,
            self.as_attr(),
        );
    }
}

// A property slot also takes the property's Rust value (a NativeCodeCall
// returning `i64` for an `I64Prop`, `(NativeCodeCall<"$0 + 1"> $val)`):
// it is stored in the property's canonical attribute form.
macro_rules! prop_values_into_slots {
    ($($t:ty => $v:ty;)*) => {$(
        impl<O: AttrArg<I>, const I: usize, K> IntoSlot<AttrSlot<O, I, K>> for $t
        where
            <O as AttrArg<I>>::Constraint: crate::ods::Property,
            <<O as AttrArg<I>>::Constraint as crate::ods::Property>::Kind: crate::ods::PropKind<Value = $v>,
        {
            #[inline]
            fn apply(self, ctx: &mut Context, state: &mut StateBuilder) {
                let attr = crate::ods::property::prop_attr::<<O as AttrArg<I>>::Constraint>(ctx, self);
                state.optional_attr_at(
                    ctx,
                    <O as AttrArg<I>>::INHERENT_INDEX,
                    <O as AttrArg<I>>::NAME,
                    Some(attr),
                );
            }
        }
    )*};
}
prop_values_into_slots! {
    i8 => i8; i16 => i16; i32 => i32; i64 => i64;
    u8 => u8; u16 => u16; u32 => u32; u64 => u64;
    bool => bool;
    String => String;
    &str => String;
    Option<i8> => Option<i8>; Option<i16> => Option<i16>;
    Option<i32> => Option<i32>; Option<i64> => Option<i64>;
    Option<u8> => Option<u8>; Option<u16> => Option<u16>;
    Option<u32> => Option<u32>; Option<u64> => Option<u64>;
    Option<bool> => Option<bool>; Option<String> => Option<String>;
}

// A captured property converts to its Rust value where a NativeCodeCall
// parameter asks for it (`|b, v: i64| …`, `|b, s: String| …`).
macro_rules! prop_values_native {
    ($($v:ty;)*) => {$(
        impl<K: crate::ods::PropKind<Value = $v>> NativeArg<$v> for crate::ods::PropAttr<K> {
            #[inline]
            fn into_native(self, ctx: &Context) -> $v {
                self.value(ctx)
            }
        }
    )*};
}
prop_values_native! {
    i8; i16; i32; i64; u8; u16; u32; u64; bool; String;
    Option<i8>; Option<i16>; Option<i32>; Option<i64>;
    Option<u8>; Option<u16>; Option<u32>; Option<u64>;
    Option<bool>; Option<String>;
}
impl<K: crate::ods::PropKind> NativeArg<Attribute> for crate::ods::PropAttr<K> {
    #[inline]
    fn into_native(self, _: &Context) -> Attribute {
        self.into()
    }
}

/// How the result types of an op being built are chosen.
#[derive(Clone, Debug)]
pub enum ResultTypes {
    /// Inferred by the op (a nested or auxiliary op).
    Infer,
    /// Given (the matched root's result types, or `returnType`).
    Given(SmallVec<[Type; 4]>),
}

/// An op whose builder can infer its result types (implemented by `ods!`
/// for ops with `SameOperandsAndResultType`, `FirstAttrDerivedResultType`,
/// an `inferReturnTypes` function, or no results), or that a custom
/// builder (`let builders`) builds from exactly its arguments: DRR's
/// separate-parameter builder call, which C++ overload resolution sends to
/// a custom builder whose parameters line up with the op's arguments.
#[diagnostic::on_unimplemented(
    message = "op `{Self}` cannot infer its result types; a type-inferring builder is needed because this op is nested or auxiliary",
    label = "DRR cannot deduce the result types of this op",
    note = "only ops replacing the root's results take the matched root's result types (DRR: \"Building operations\"); give `{Self}` `SameOperandsAndResultType`, `FirstAttrDerivedResultType`, `let inferReturnTypes = …;`, or a `let builders` entry whose parameters are the op's arguments in order (`OpBuilder<(ins \"Value\":$x, \"Attribute\":$a), {{ … }}>`), or add `(returnType …)`"
)]
#[doc(hidden)]
pub trait InferResultTypes: Op {
    /// True if the op is built by its custom builder
    /// ([`InferResultTypes::build_custom`]), not by
    /// [`InferResultTypes::infer`].
    const CUSTOM_BUILDER: bool = false;
    /// Adds the inferred result types to `state` (operands and
    /// attributes already set).
    fn infer(ctx: &mut Context, state: &mut StateBuilder) -> Result<(), crate::ods::BuildError>;
    /// The whole state the op's custom builder returns for the arguments
    /// set in `args` (one builder parameter per argument, in order): its
    /// result types and everything else it set (attributes it added, too).
    fn build_custom(
        ctx: &mut Context,
        args: &StateBuilder,
    ) -> Result<crate::OperationState, crate::ods::BuildError> {
        let _ = (ctx, args);
        Err(crate::ods::BuildError(format!(
            "'{}' has no custom builder taking its arguments",
            Self::NAME
        )))
    }
}

/// What a custom builder returns: the state, or (a Rust `fn` builder that
/// can fail) a `Result` whose error becomes the rewrite's failure message.
#[doc(hidden)]
pub trait IntoBuiltState {
    /// The state, or the builder's error as text.
    fn into_built_state(self) -> Result<crate::OperationState, crate::ods::BuildError>;
}
impl IntoBuiltState for crate::OperationState {
    #[inline]
    fn into_built_state(self) -> Result<crate::OperationState, crate::ods::BuildError> {
        Ok(self)
    }
}
impl<E: std::fmt::Display> IntoBuiltState for Result<crate::OperationState, E> {
    #[inline]
    fn into_built_state(self) -> Result<crate::OperationState, crate::ods::BuildError> {
        self.map_err(|e| crate::ods::BuildError(e.to_string()))
    }
}

/// The single value of operand group `g` (argument `name`), for a custom
/// builder's `Value` parameter.
#[doc(hidden)]
pub fn builder_operand(
    args: &StateBuilder,
    g: usize,
    name: &str,
) -> Result<Value, crate::ods::BuildError> {
    match args.operand_group(g) {
        Some(&[v]) => Ok(v),
        _ => Err(crate::ods::BuildError(format!(
            "operand `{name}` is not a single value"
        ))),
    }
}

/// The value of optional operand group `g`, for an `Option<Value>`
/// parameter.
#[doc(hidden)]
pub fn builder_optional_operand(
    args: &StateBuilder,
    g: usize,
    name: &str,
) -> Result<Option<Value>, crate::ods::BuildError> {
    match args.operand_group(g) {
        Some(&[]) => Ok(None),
        Some(&[v]) => Ok(Some(v)),
        _ => Err(crate::ods::BuildError(format!(
            "optional operand `{name}` has more than one value"
        ))),
    }
}

/// The values of variadic operand group `g`, for a `ValueRange`
/// (`&[Value]`) parameter.
#[doc(hidden)]
pub fn builder_operands(args: &StateBuilder, g: usize) -> &[Value] {
    args.operand_group(g).unwrap_or(&[])
}

/// Attribute `name` as the parameter's attribute type `T` (`Attribute`,
/// or a storage type such as `IntegerAttr`).
#[doc(hidden)]
pub fn builder_attr<T: AttrStorage>(
    ctx: &Context,
    args: &StateBuilder,
    name: &str,
) -> Result<T, crate::ods::BuildError> {
    let Some(a) = args.attr_named(ctx, name) else {
        return Err(crate::ods::BuildError(format!(
            "attribute `{name}` is missing"
        )));
    };
    T::from_attr(ctx, a).ok_or_else(|| {
        crate::ods::BuildError(format!(
            "attribute `{name}` is not of the builder parameter's type `{}`",
            std::any::type_name::<T>()
        ))
    })
}

/// Property `name`'s value (what a custom builder taking the property's
/// interface type receives).
#[doc(hidden)]
pub fn builder_prop_value<P: crate::ods::Property>(
    ctx: &Context,
    args: &StateBuilder,
    name: &str,
) -> Result<<P::Kind as crate::ods::PropKind>::Value, crate::ods::BuildError> {
    use crate::ods::PropKind;
    let value = match args.attr_named(ctx, name) {
        Some(a) => P::Kind::get(ctx, a).ok_or_else(|| {
            crate::ods::BuildError(format!(
                "property `{name}` does not hold a value of its kind"
            ))
        })?,
        None => P::Kind::zero(),
    };
    Ok(P::Kind::to_owned_value(value))
}

/// Optional attribute `name` as `Option<T>`.
#[doc(hidden)]
pub fn builder_optional_attr<T: AttrStorage>(
    ctx: &Context,
    args: &StateBuilder,
    name: &str,
) -> Result<Option<T>, crate::ods::BuildError> {
    match args.attr_named(ctx, name) {
        None => Ok(None),
        Some(_) => builder_attr(ctx, args, name).map(Some),
    }
}

/// An op creation waiting for its result types (from `X::__drr_build`).
pub struct PendingOp<O, F> {
    loc: Location,
    args: F,
    _op: PhantomData<O>,
}

impl<O: Op, F: FnOnce(&mut Context, &mut StateBuilder)> PendingOp<O, F> {
    /// The pending creation of `O` at `loc`; `args` sets its arguments.
    #[inline]
    pub fn new(loc: Location, args: F) -> Self {
        PendingOp {
            loc,
            args,
            _op: PhantomData,
        }
    }

    /// Sets the arguments of `st` (a fresh state for `O` at `self.loc`).
    /// Fills the caller's builder rather than returning one: the builder
    /// (a few hundred bytes) is not copied on the way.
    #[inline]
    fn fill(self, ctx: &mut Context, st: &mut StateBuilder) {
        (self.args)(ctx, st);
        if let Segments::AttrSized(name) = O::SHAPE.operand_segments {
            st.segment_sizes(ctx, name);
        }
    }

    /// Creates the op from `st`, finished in place: the state is not moved
    /// (a few hundred bytes copied per built op otherwise).
    #[inline]
    fn create(b: &mut Builder<'_, '_>, st: &mut StateBuilder) -> Result<O, MatchFailure> {
        let state = st.finish_in_place(b.rw.ctx_mut(), O::SHAPE.num_regions);
        let op = b.rw.create_from(state).map_err(MatchFailure::from)?;
        Ok(O::from_op_unchecked(op))
    }

    /// Builds with the given result types.
    // Inlined: see `build_replacing`.
    #[inline(always)]
    pub fn build_with_types(
        self,
        b: &mut Builder<'_, '_>,
        types: &[Type],
    ) -> Result<O, MatchFailure> {
        let ctx = b.rw.ctx_mut();
        let mut st = StateBuilder::new(ctx, O::DEFINITION, self.loc);
        self.fill(ctx, &mut st);
        st.results(types);
        Self::create(b, &mut st)
    }
}

impl<O: InferResultTypes, F: FnOnce(&mut Context, &mut StateBuilder)> PendingOp<O, F> {
    /// Builds, inferring the result types.
    // Inlined: see `build_replacing`.
    #[inline(always)]
    pub fn build_inferred(self, b: &mut Builder<'_, '_>) -> Result<O, MatchFailure> {
        let ctx = b.rw.ctx_mut();
        let mut st = StateBuilder::new(ctx, O::DEFINITION, self.loc);
        self.fill(ctx, &mut st);
        if O::CUSTOM_BUILDER {
            return Self::create_custom(b, &st);
        }
        if let Err(e) = O::infer(b.rw.ctx_mut(), &mut st) {
            return Err(MatchFailure::new(format!(
                "cannot build '{}': {e}",
                O::NAME
            )));
        }
        Self::create(b, &mut st)
    }

    /// Creates the op from the state its custom builder returns for the
    /// arguments in `args`. The builder's failure, or a state for another
    /// op, fails the rewrite with a message naming the op.
    #[inline(never)]
    fn create_custom(b: &mut Builder<'_, '_>, args: &StateBuilder) -> Result<O, MatchFailure> {
        let ctx = b.rw.ctx_mut();
        let mut state = O::build_custom(ctx, args)
            .map_err(|e| MatchFailure::new(format!("cannot build '{}': {e}", O::NAME)))?;
        let expected = ctx.op_name_of_definition(O::DEFINITION);
        if state.name != expected {
            let got = ctx.op_name_str(state.name).to_string();
            return Err(MatchFailure::new(format!(
                "cannot build '{}': its custom builder returned the state of a '{got}'",
                O::NAME
            )));
        }
        // A count the declaration cannot have would make the pattern's
        // accessors of the new op's values fail: refused here, by name.
        for (what, n, kinds) in [
            ("operands", state.operands.len(), O::SHAPE.operands),
            ("results", state.result_types.len(), O::SHAPE.results),
        ] {
            if !count_fits(n, kinds) {
                return Err(MatchFailure::new(format!(
                    "cannot build '{}': its custom builder returned {n} {what}, which its declaration ({} groups) does not allow",
                    O::NAME,
                    kinds.len()
                )));
            }
        }
        // Regions the builder did not create are created empty, as the
        // other builders do (the pattern may fill them).
        while state.regions.len() < O::SHAPE.num_regions {
            let r = ctx.create_region();
            state.regions.push(r);
        }
        let op = b.rw.create_from(&mut state).map_err(MatchFailure::from)?;
        Ok(O::from_op_unchecked(op))
    }
}

/// True if `n` values can fill groups of `kinds` (each single group one
/// value, optional and variadic ones any number).
fn count_fits(n: usize, kinds: &[crate::ods::ValueKind]) -> bool {
    let singles = kinds
        .iter()
        .filter(|k| matches!(k, crate::ods::ValueKind::Single))
        .count();
    if singles == kinds.len() {
        n == singles
    } else {
        n >= singles
    }
}

/// Marker role: a nested or auxiliary node (ops infer their types).
#[derive(Clone, Copy, Debug)]
pub struct Nested;
/// Marker role: a top-level node whose values replace root results
/// starting at declared result `OFFSET` of the root (ops take the root's
/// result types).
#[derive(Clone, Copy, Debug)]
pub struct Replace<R, const OFFSET: usize>(PhantomData<R>);
/// Marker role: a node with `(returnType …)`.
#[derive(Clone, Copy, Debug)]
pub struct Explicit;

/// Finishing a result node (what `X::__drr_build` returned) in its role.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be used as a result node here",
    label = "the value of this node cannot be used in this role",
    note = "an op nested in a result pattern, built as an auxiliary op or bound as `$x__N` must infer its result types: give it `SameOperandsAndResultType`, `FirstAttrDerivedResultType`, `let inferReturnTypes = …;` or a `let builders` entry whose parameters are the op's arguments in order (`OpBuilder<(ins \"Value\":$x, \"Attribute\":$a), {{ … }}>`) in `ods!`, or add `(returnType …)` (DRR manual: \"Building operations\")"
)]
#[doc(hidden)]
pub trait Finish<Role> {
    /// The node's value: the built op, or the NativeCodeCall's value.
    type Output;
    /// Finishes the node.
    fn finish(self, b: &mut Builder<'_, '_>, types: &[Type]) -> Result<Self::Output, MatchFailure>;
}

impl<O: InferResultTypes, F: FnOnce(&mut Context, &mut StateBuilder)> Finish<Nested>
    for PendingOp<O, F>
{
    type Output = O;
    #[inline(always)]
    fn finish(self, b: &mut Builder<'_, '_>, _: &[Type]) -> Result<O, MatchFailure> {
        self.build_inferred(b)
    }
}

impl<O: Op, F: FnOnce(&mut Context, &mut StateBuilder), R: Op, const OFFSET: usize>
    Finish<Replace<R, OFFSET>> for PendingOp<O, F>
{
    type Output = O;
    #[inline(always)]
    fn finish(self, b: &mut Builder<'_, '_>, _: &[Type]) -> Result<O, MatchFailure> {
        let root = R::from_op_unchecked(b.root);
        let ctx: &Context = b.rw;
        // The usual single value (one single result group): no list.
        if O::SHAPE.results.len() == 1
            && let [v] = *root.result_group(ctx, OFFSET)
        {
            let ty = ctx.value_type(v);
            return self.build_replacing(b, &[ty], OFFSET == 0);
        }
        let mut types: SmallVec<[Type; 4]> = SmallVec::new();
        for g in OFFSET..OFFSET + O::SHAPE.results.len() {
            for &v in root.result_group(ctx, g) {
                types.push(ctx.value_type(v));
            }
        }
        self.build_replacing(b, &types, OFFSET == 0)
    }
}

impl<O: Op, F: FnOnce(&mut Context, &mut StateBuilder)> PendingOp<O, F> {
    /// Builds an op replacing root results with the given types: as
    /// [`PendingOp::build_with_types`], taking over the root's results
    /// when the pattern declared it the sole replacement and its values
    /// start at the root's first result (`from_first`; the rewriter checks
    /// that they cover all of them and that nothing else prevents it).
    // Inlined, with the `finish` impls and the other builds, into the
    // generated pattern code, where the argument closure was made: the
    // `Filled` slots' `apply` pointers it captured are then constants, so
    // each argument's push is a direct, inlined call (an out-of-line build
    // called them indirectly, each a call hop and a prologue per argument).
    #[inline(always)]
    fn build_replacing(
        self,
        b: &mut Builder<'_, '_>,
        types: &[Type],
        from_first: bool,
    ) -> Result<O, MatchFailure> {
        let ctx = b.rw.ctx_mut();
        let mut st = StateBuilder::new(ctx, O::DEFINITION, self.loc);
        self.fill(ctx, &mut st);
        st.results(types);
        // One state-building path for both cases (not a second copy of it
        // in `build_with_types`).
        if !(b.sole && from_first) {
            return Self::create(b, &mut st);
        }
        // The root's properties, reused when the new op's are the same
        // (`(OpA $x, $attr) -> (OpB $x, $attr)`): no dictionary lookup.
        let like = b.rw.ops.get(b.root).and_then(|d| d.properties.get());
        let state = st.finish_in_place_like(b.rw.ctx_mut(), O::SHAPE.num_regions, like);
        let (op, took) =
            b.rw.create_taking_results(state, b.root)
                .map_err(MatchFailure::from)?;
        match took {
            Takeover::No => {}
            Takeover::Results => b.taken = Some(op),
            Takeover::Replaced => {
                b.taken = Some(op);
                b.replaced = true;
            }
        }
        Ok(O::from_op_unchecked(op))
    }
}

impl<O: Op, F: FnOnce(&mut Context, &mut StateBuilder)> Finish<Explicit> for PendingOp<O, F> {
    type Output = O;
    #[inline(always)]
    fn finish(self, b: &mut Builder<'_, '_>, types: &[Type]) -> Result<O, MatchFailure> {
        self.build_with_types(b, types)
    }
}

/// What a NativeCodeCall returns, used as a result node in any role.
pub trait NativeValue {}
impl NativeValue for Value {}
impl NativeValue for Attribute {}
impl NativeValue for OpId {}
impl NativeValue for Option<Value> {}
impl NativeValue for Values {}
impl NativeValue for Vec<Value> {}
impl NativeValue for () {}
impl<const N: usize> NativeValue for [Value; N] {}
impl NativeValue for (Value, Value) {}
impl NativeValue for (Value, Value, Value) {}
impl<O: Op> NativeValue for O {}
/// Plain Rust values a NativeCodeCall may return and feed to another one
/// (`(AttrOf (Five))` where `Five` returns an `i64`).
macro_rules! plain_native {
    ($($t:ty),*) => { $(impl NativeValue for $t {})* };
}
plain_native!(
    bool,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    f32,
    f64,
    String,
    &'static str,
    Vec<i64>,
    Vec<Attribute>,
    Option<Attribute>
);
macro_rules! storage_native {
    ($($t:ident),*) => { $(impl NativeValue for crate::ods::storage::$t {})* };
}
storage_native!(
    IntegerAttr,
    FloatAttr,
    BoolAttr,
    StringAttr,
    UnitAttr,
    ArrayAttr,
    DictionaryAttr,
    TypeAttr,
    SymbolRefAttr,
    ElementsAttr,
    DenseArrayAttr
);

impl<T: NativeValue, Role> Finish<Role> for T {
    type Output = T;
    #[inline]
    fn finish(self, _: &mut Builder<'_, '_>, _: &[Type]) -> Result<T, MatchFailure> {
        Ok(self)
    }
}

/// Converts a pattern value to a NativeCodeCall parameter type (used by
/// the wrappers `ods!` generates for NativeCodeCall closures): identity,
/// attribute storage to `Attribute`, op views to their op or first result.
#[diagnostic::on_unimplemented(
    message = "a `{Self}` cannot be passed to a parameter of type `{T}`",
    label = "this parameter takes a `{T}`, the pattern gives a `{Self}`"
)]
pub trait NativeArg<T> {
    /// The converted value.
    fn into_native(self, ctx: &Context) -> T;
}
impl<T> NativeArg<T> for T {
    #[inline]
    fn into_native(self, _: &Context) -> T {
        self
    }
}
// `NativeArg<Value>` and `NativeArg<OpId>` of op views are implemented by
// `ods!` for each op (see `op_first_result`), so that a mismatch is
// reported at `NativeArg`, with both types, not at `Op`.
macro_rules! storage_arg {
    ($($t:ident),*) => { $(
        impl NativeArg<Attribute> for crate::ods::storage::$t {
            #[inline]
            fn into_native(self, _: &Context) -> Attribute { self.into() }
        }
        impl NativeArg<Option<Attribute>> for Option<crate::ods::storage::$t> {
            #[inline]
            fn into_native(self, _: &Context) -> Option<Attribute> { self.map(Into::into) }
        }
        /// An `Attribute` (say, a NativeCodeCall's result) passed where a
        /// typed attribute is taken is checked when the pattern runs.
        ///
        /// # Panics
        /// If the attribute is of another kind: the NativeCodeCall that
        /// produced it broke its contract (declare its return type as the
        /// typed attribute to have that checked by rustc instead).
        impl NativeArg<crate::ods::storage::$t> for Attribute {
            #[inline]
            fn into_native(self, ctx: &Context) -> crate::ods::storage::$t {
                match <crate::ods::storage::$t as AttrStorage>::from_attr(ctx, self) {
                    Some(a) => a,
                    None => wrong_attr_kind(ctx, self, <crate::ods::storage::$t as AttrStorage>::KIND),
                }
            }
        }
    )* };
}

/// An enum attribute captured by a pattern (an integer attribute, the
/// storage of `I32EnumAttr`/`I64EnumAttr`/`I32BitEnumAttr`…) passed to a
/// parameter of the enum's type: the case it holds, as C++'s
/// `$0.getValue()` reads it (`|ctx, p: CmpFPredicate| p == CmpFPredicate::UGT`).
///
/// # Panics
/// If the integer is not a value of the enum (an op whose attribute its
/// verifier would reject; C++'s `cast` asserts).
impl<E: crate::ods::EnumValue> NativeArg<E> for crate::ods::storage::IntegerAttr {
    fn into_native(self, ctx: &Context) -> E {
        enum_case(ctx, self)
    }
}
/// An optional enum attribute (absent: `None`), as [`NativeArg<E>`] reads a
/// present one.
impl<E: crate::ods::EnumValue> NativeArg<Option<E>> for Option<crate::ods::storage::IntegerAttr> {
    fn into_native(self, ctx: &Context) -> Option<E> {
        self.map(|a| enum_case(ctx, a))
    }
}

fn enum_case<E: crate::ods::EnumValue>(ctx: &Context, a: crate::ods::storage::IntegerAttr) -> E {
    // The attribute holds the case value sign-extended from the enum's
    // width; `from_bits` reads it back (truncating for a bit enum).
    match E::from_bits(a.value(ctx) as u64) {
        Some(e) => e,
        None => not_an_enum_case(ctx, a.into(), E::SUMMARY),
    }
}

#[cold]
#[inline(never)]
fn not_an_enum_case(ctx: &Context, attr: Attribute, summary: &str) -> ! {
    panic!(
        "a NativeCodeCall or constraint parameter takes a case of `{summary}`, but the pattern passed `{}`, which is none",
        crate::text::print_attribute(ctx, attr)
    )
}

#[cold]
#[inline(never)]
fn wrong_attr_kind(ctx: &Context, attr: Attribute, kind: &str) -> ! {
    panic!(
        "a NativeCodeCall parameter takes a {kind}, but the pattern passed `{}` (an `Attribute` of another kind)",
        crate::text::print_attribute(ctx, attr)
    )
}
storage_arg!(
    IntegerAttr,
    FloatAttr,
    BoolAttr,
    StringAttr,
    UnitAttr,
    ArrayAttr,
    DictionaryAttr,
    TypeAttr,
    SymbolRefAttr,
    ElementsAttr,
    DenseArrayAttr
);
impl NativeArg<Vec<Value>> for Values {
    #[inline]
    fn into_native(self, _: &Context) -> Vec<Value> {
        self.to_vec()
    }
}

/// What a top-level result pattern gives to replace the root's results:
/// the values of a [`ValuePack`]. A separate trait so that a result that
/// gives no values (a NativeCodeCall returning an attribute or an `f64`) is
/// reported in the pattern's words, not as a missing [`Op`] impl (the
/// blanket `impl<O: Op> ValuePack for O` would otherwise be named).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot replace the matched op's results",
    label = "this result pattern gives a `{Self}`, not values",
    note = "a top-level result pattern replaces results of the matched op with values: an op (all its results), `(replaceWithValue $x)`, or a NativeCodeCall returning `Value`, `Option<Value>`, `OpId`, `Vec<Value>`, `Values`, `[Value; N]`, `(Value, Value)` or `(Value, Value, Value)`"
)]
#[doc(hidden)]
pub trait Replacement {
    /// Appends the values.
    fn push_replacement(&self, ctx: &Context, out: &mut Values);
}
#[diagnostic::do_not_recommend]
impl<P: ValuePack + ?Sized> Replacement for P {
    #[inline(always)]
    fn push_replacement(&self, ctx: &Context, out: &mut Values) {
        self.push_values(ctx, out);
    }
}

/// Appends the values a top-level result pattern contributes to the
/// replacement of the root.
#[inline]
pub fn push_replacement(ctx: &Context, out: &mut Values, node: &impl Replacement) {
    node.push_replacement(ctx, out);
}

/// Replaces the root with `values` (or erases it if it has no results).
// Inlined into the generated pattern code: a call hop otherwise, once per
// rewrite.
#[inline]
pub fn replace_root(b: &mut Builder<'_, '_>, values: &[Value]) -> Result<(), MatchFailure> {
    let root = b.root;
    if let Some(new) = b.taken {
        if b.replaced {
            // Done when the op was built (nothing observable happened in
            // between: the replacement values were only read). They are
            // its results by construction (`sole_replacement`: the op's
            // values replace all of the root's, from the first).
            debug_assert_eq!(b.rw.op(new).results(), values);
            return Ok(());
        }
        return b
            .rw
            .replace_op_taken(root, new, values)
            .map_err(MatchFailure::from);
    }
    // Erased if it has no results, else replaced: one lookup of the root
    // for the choice and the checks.
    b.rw.replace_or_erase_root(root, values)
        .map_err(MatchFailure::from)
}

/// Types for `(returnType …)`: a value's type, a type, or several.
#[diagnostic::on_unimplemented(
    message = "`returnType` takes types or values, not a `{Self}`",
    label = "this gives a `{Self}`, not result types",
    note = "`(returnType …)` takes a bound value or op (its type(s)), a Rust expression or a NativeCodeCall giving a `Type`, `Vec<Type>` or `[Type; N]`"
)]
#[doc(hidden)]
pub trait ReturnTypes {
    /// Appends the types.
    fn push_types(&self, ctx: &Context, out: &mut SmallVec<[Type; 4]>);
}
impl ReturnTypes for Type {
    fn push_types(&self, _: &Context, out: &mut SmallVec<[Type; 4]>) {
        out.push(*self);
    }
}
impl ReturnTypes for Vec<Type> {
    fn push_types(&self, _: &Context, out: &mut SmallVec<[Type; 4]>) {
        out.extend_from_slice(self);
    }
}
impl<const N: usize> ReturnTypes for [Type; N] {
    fn push_types(&self, _: &Context, out: &mut SmallVec<[Type; 4]>) {
        out.extend_from_slice(self);
    }
}
impl ReturnTypes for Value {
    fn push_types(&self, ctx: &Context, out: &mut SmallVec<[Type; 4]>) {
        out.push(ctx.value_type(*self));
    }
}
#[diagnostic::do_not_recommend]
impl<O: Op> ReturnTypes for O {
    fn push_types(&self, ctx: &Context, out: &mut SmallVec<[Type; 4]>) {
        for &v in ctx.op(self.op()).results() {
            out.push(ctx.value_type(v));
        }
    }
}
impl ReturnTypes for Values {
    fn push_types(&self, ctx: &Context, out: &mut SmallVec<[Type; 4]>) {
        for &v in self {
            out.push(ctx.value_type(v));
        }
    }
}

/// A list of result types being collected for `returnType`.
pub type TypeList = SmallVec<[Type; 4]>;

/// Adds the types of `t` to `out`.
#[inline]
pub fn push_types(ctx: &Context, out: &mut TypeList, t: &impl ReturnTypes) {
    t.push_types(ctx, out);
}

/// A list of values being collected for a `(variadic …)` result argument.
#[inline]
pub fn push_values(ctx: &Context, out: &mut Values, v: &impl ValuePack) {
    v.push_values(ctx, out);
}

// ---------------------------------------------------------------------------
// Additional constraints
// ---------------------------------------------------------------------------

/// Something a type constraint in the constraints list can check:
/// a value, or a single-result op.
#[doc(hidden)]
pub trait Entity {
    /// Its type.
    fn entity_type(&self, ctx: &Context) -> Option<Type>;
}
impl Entity for Value {
    fn entity_type(&self, ctx: &Context) -> Option<Type> {
        Some(ctx.value_type(*self))
    }
}
impl Entity for Option<Value> {
    fn entity_type(&self, ctx: &Context) -> Option<Type> {
        self.map(|v| ctx.value_type(v))
    }
}
impl<O: Op> Entity for O {
    fn entity_type(&self, ctx: &Context) -> Option<Type> {
        ctx.op(self.op())
            .results()
            .first()
            .map(|&v| ctx.value_type(v))
    }
}

/// A type constraint used in the additional-constraints list,
/// `(F32Tensor $v)`. Named like the items of a `Constraint` record
/// (`check`, `__DRR_SUMMARY`), so a pattern's `X::check(…)` resolves
/// whichever `X` is; the generated code imports this trait.
#[doc(hidden)]
pub trait TypeEntityConstraint {
    /// The summary.
    const __DRR_SUMMARY: &'static str;
    /// True if `entity`'s type satisfies the constraint.
    fn check(ctx: &Context, entity: impl Entity) -> bool;
    /// Asserts that the constraint is given `N` = 1 entity (mlir-tblgen's "type constraint requires exactly one argument"); the
    /// returned gate opens the `check` call (see [`gated`]).
    #[doc(hidden)]
    #[inline(always)]
    fn __drr_constraint_args<const N: usize, G>() -> G
    where
        Self: TypeConstraintArgCount<N, Gate = G>,
    {
        <Self as TypeConstraintArgCount<N>>::GATE
    }
}

/// A type constraint given `PAT` entities in the additional-constraints
/// list (mlir-tblgen's "type constraint requires exactly one argument").
#[diagnostic::on_unimplemented(
    message = "type constraint requires exactly one argument",
    label = "`{Self}` constrains one entity, the pattern gives {PAT}"
)]
#[doc(hidden)]
pub trait TypeConstraintArgCount<const PAT: usize> {
    /// [`ArityOk`].
    type Gate;
    /// The gate.
    const GATE: Self::Gate;
}
impl<T> TypeConstraintArgCount<1> for T {
    type Gate = ArityOk<NativeFn>;
    const GATE: ArityOk<NativeFn> = ArityOk(PhantomData);
}
impl<T: TypeConstraint> TypeEntityConstraint for T {
    const __DRR_SUMMARY: &'static str = T::SUMMARY;
    #[inline]
    fn check(ctx: &Context, entity: impl Entity) -> bool {
        entity.entity_type(ctx).is_some_and(|t| T::matches(ctx, t))
    }
}

/// Fails with `msg()` unless `ok`.
#[inline]
pub fn require(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    ok: bool,
    msg: impl FnOnce() -> String,
) -> Result<(), MatchFailure> {
    if ok {
        Ok(())
    } else {
        Err(rw.notify_match_failure_with(op, msg))
    }
}

/// Result of a NativeCodeCall matcher: `bool` (no outputs), `Option<T>`
/// or `Result<T, E>`.
pub trait MatcherResult {
    /// The outputs.
    type Output;
    /// The outputs, or `None` on failure.
    fn into_outputs(self) -> Option<Self::Output>;
}
impl MatcherResult for bool {
    type Output = ();
    fn into_outputs(self) -> Option<()> {
        self.then_some(())
    }
}
impl<T> MatcherResult for Option<T> {
    type Output = T;
    fn into_outputs(self) -> Option<T> {
        self
    }
}
impl<T, E> MatcherResult for Result<T, E> {
    type Output = T;
    fn into_outputs(self) -> Option<T> {
        self.ok()
    }
}

/// Runs a NativeCodeCall matcher's result; fails with `msg` on failure.
#[inline]
pub fn matcher_outputs<R: MatcherResult>(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    r: R,
    msg: &'static str,
) -> Result<R::Output, MatchFailure> {
    match r.into_outputs() {
        Some(o) => Ok(o),
        None => Err(rw.notify_match_failure(op, msg)),
    }
}

/// Checks that `n` is at least `m` at compile time (replacement counts).
pub const fn at_least(n: usize, m: usize) -> bool {
    n >= m
}

/// DAG argument #`N` of an inline NativeCodeCall fits the closure
/// parameter of type `T` written for it: it converts to `T` as a
/// NativeCodeCall record's arguments do ([`NativeArg`]: the same type, an
/// op to its `Value` or `OpId`, attributes between their views).
#[diagnostic::on_unimplemented(
    message = "argument #{N} of this NativeCodeCall is a `{Self}`, but the closure's parameter for it takes `{T}`",
    label = "this parameter does not fit DAG argument #{N}"
)]
#[doc(hidden)]
pub trait NativeParam<const N: usize, T> {
    /// The argument as the parameter.
    fn into_param(self, ctx: &Context) -> T;
}
impl<T, V: NativeArg<T>, const N: usize> NativeParam<N, T> for V {
    #[inline]
    fn into_param(self, ctx: &Context) -> T {
        self.into_native(ctx)
    }
}
/// Passes DAG argument #`N` to a closure parameter declared as `T` (see
/// [`NativeParam`]).
#[inline]
pub fn native_param<const N: usize, T, V: NativeParam<N, T>>(ctx: &Context, v: V) -> T {
    v.into_param(ctx)
}

macro_rules! native_calls {
    ($($name:ident($($a:ident: $t:ident),*);)*) => {$(
        /// Calls an inline NativeCodeCall closure with the builder and
        /// the arguments (the closure comes last so its parameter types
        /// are inferred from the arguments).
        #[inline]
        #[allow(clippy::too_many_arguments)]
        pub fn $name<$($t,)* R>(
            b: &mut Builder<'_, '_>,
            $($a: $t,)*
            f: impl FnOnce(&mut Builder<'_, '_>, $($t),*) -> R,
        ) -> R {
            f(b, $($a),*)
        }
    )*};
}
native_calls! {
    native0();
    native1(a0: A0);
    native2(a0: A0, a1: A1);
    native3(a0: A0, a1: A1, a2: A2);
    native4(a0: A0, a1: A1, a2: A2, a3: A3);
    native5(a0: A0, a1: A1, a2: A2, a3: A3, a4: A4);
    native6(a0: A0, a1: A1, a2: A2, a3: A3, a4: A4, a5: A5);
    native7(a0: A0, a1: A1, a2: A2, a3: A3, a4: A4, a5: A5, a6: A6);
    native8(a0: A0, a1: A1, a2: A2, a3: A3, a4: A4, a5: A5, a6: A6, a7: A7);
}

macro_rules! matcher_calls {
    ($($name:ident($($a:ident: $t:ident),*);)*) => {$(
        /// Calls an inline NativeCodeCall matcher closure with the context
        /// and `$_self` (the defining op).
        #[inline]
        pub fn $name<R>(
            ctx: &mut Context,
            self_op: OpId,
            f: impl FnOnce(&mut Context, OpId) -> R,
        ) -> R {
            f(ctx, self_op)
        }
    )*};
}
matcher_calls! {
    matcher();
}

/// Calls a constraint predicate closure with the context (`&Context`, or
/// `&mut Context` to intern a type or attribute to compare against) and
/// the entities (inline `Constraint<…>`).
#[inline]
pub fn constraint1<C, A0>(ctx: C, a0: A0, f: impl FnOnce(C, A0) -> bool) -> bool {
    f(ctx, a0)
}
/// See [`constraint1`].
#[inline]
pub fn constraint2<C, A0, A1>(ctx: C, a0: A0, a1: A1, f: impl FnOnce(C, A0, A1) -> bool) -> bool {
    f(ctx, a0, a1)
}
/// See [`constraint1`].
#[inline]
pub fn constraint3<C, A0, A1, A2>(
    ctx: C,
    a0: A0,
    a1: A1,
    a2: A2,
    f: impl FnOnce(C, A0, A1, A2) -> bool,
) -> bool {
    f(ctx, a0, a1, a2)
}

/// The context as a `Constraint` record's first parameter takes it:
/// `&Context`, or `&mut Context` (a predicate may intern a type or an
/// attribute to compare against; interning is the only change to the
/// context while matching).
#[doc(hidden)]
pub trait CtxParam<'a> {
    /// The context from the rewriter.
    fn from_rewriter(rw: &'a mut PatternRewriter<'_>) -> Self;
}
impl<'a> CtxParam<'a> for &'a Context {
    #[inline(always)]
    fn from_rewriter(rw: &'a mut PatternRewriter<'_>) -> Self {
        rw.ctx()
    }
}
impl<'a> CtxParam<'a> for &'a mut Context {
    #[inline(always)]
    fn from_rewriter(rw: &'a mut PatternRewriter<'_>) -> Self {
        rw.ctx_mut()
    }
}
/// See [`CtxParam`].
#[inline(always)]
pub fn ctx_param<'a, T: CtxParam<'a>>(rw: &'a mut PatternRewriter<'_>) -> T {
    T::from_rewriter(rw)
}

/// What a leaf constraint failure says about argument slot `S`.
#[doc(hidden)]
pub trait SlotInfo {
    /// DRR's failure text for a constraint with `summary` on this slot.
    fn constraint_failure(summary: &str) -> String;
}
impl<O: OperandArg<I>, const I: usize, K> SlotInfo for OperandSlot<O, I, K> {
    fn constraint_failure(summary: &str) -> String {
        format!(
            "operand {I} of op '{}' failed to satisfy constraint: '{summary}'",
            <O as Op>::NAME
        )
    }
}
impl<O: AttrArg<I>, const I: usize, K> SlotInfo for AttrSlot<O, I, K> {
    fn constraint_failure(summary: &str) -> String {
        format!(
            "op '{}' {} '{}' failed to satisfy constraint: '{summary}'",
            <O as Op>::NAME,
            if <O as AttrArg<I>>::IS_PROPERTY {
                "property"
            } else {
                "attribute"
            },
            <O as AttrArg<I>>::NAME
        )
    }
}

/// The failure text of a leaf constraint on argument `I` of `O`.
#[inline]
pub fn leaf_failure<O: ArgAt<I>, const I: usize>(summary: &str) -> String
where
    O::Slot: SlotInfo,
{
    <O::Slot as SlotInfo>::constraint_failure(summary)
}

/// [`leaf_failure`] for the op view `op` (its type inferred).
#[inline]
pub fn leaf_failure_at<O: ArgAt<I>, const I: usize>(op: &O, summary: &str) -> String
where
    O::Slot: SlotInfo,
{
    let _ = op;
    <O::Slot as SlotInfo>::constraint_failure(summary)
}

/// Compile-time check that op `O` declares `N` arguments (DRR: `op '…'
/// argument number mismatch`).
#[inline(always)]
pub const fn num_args<O: crate::ods::HasNumArgs<N>, const N: usize>() {}

// ---------------------------------------------------------------------------
// Diagnostics gates: one DRR-worded error per mistake, no follow-on errors
// ---------------------------------------------------------------------------
//
// Each gate below passes a value through a trait whose associated type is
// the value's own type. When the bound fails, rustc reports it once (worded
// by `on_unimplemented`) and the gated value's type stays unknown: the code
// using it reports nothing more.

/// An op node written with `PAT` arguments in a source pattern, of an op
/// declaring `DEF` (mlir-tblgen's "op argument number mismatch"). `ods!` asserts it in `X::__drr_source_num_args`.
#[diagnostic::on_unimplemented(
    message = "op `{Self}` argument number mismatch: {PAT} in pattern vs. {DEF} in definition",
    label = "`{Self}` takes {DEF} arguments, the pattern gives {PAT}"
)]
#[doc(hidden)]
pub trait SourceArgCount<const DEF: usize, const PAT: usize> {}
impl<T, const N: usize> SourceArgCount<N, N> for T {}

/// An op node written with `PAT` arguments in a result pattern, of an op
/// declaring `DEF` (mlir-tblgen's "resultant op argument number mismatch"). `ods!`'s `X::__drr_num_args` returns the
/// [`ArityOk`] gate of the builder call (see [`gated`]).
#[diagnostic::on_unimplemented(
    message = "resultant op `{Self}` argument number mismatch: {PAT} in pattern vs. {DEF} in definition",
    label = "`{Self}` takes {DEF} arguments, the pattern gives {PAT}"
)]
#[doc(hidden)]
pub trait ResultArgCount<const DEF: usize, const PAT: usize> {
    /// [`ArityOk`].
    type Gate;
    /// The gate.
    const GATE: Self::Gate;
}
impl<T, const N: usize> ResultArgCount<N, N> for T {
    type Gate = ArityOk<T>;
    const GATE: ArityOk<T> = ArityOk(PhantomData);
}

/// The argument count of a result node of op `O` matched its definition
/// (`O` is [`NativeFn`] for a NativeCodeCall record).
pub struct ArityOk<O>(PhantomData<O>);
impl<O> Clone for ArityOk<O> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<O> Copy for ArityOk<O> {}
impl<O> std::fmt::Debug for ArityOk<O> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ArityOk")
    }
}

/// The "op" of a NativeCodeCall record's arity gate: its arguments are
/// checked by rustc against the function's parameters.
#[derive(Clone, Copy, Debug)]
pub struct NativeFn;

/// A DAG nested in `returnType` names a NativeCodeCall, not an op
/// (mlir-tblgen's "nested DAG in `returnType` must be a native code call"): implemented for [`NativeFn`] only.
#[diagnostic::on_unimplemented(
    message = "nested DAG in `returnType` must be a native code call",
    label = "`{Self}` is an op: `returnType` takes `$x`, a Rust expression or a NativeCodeCall giving the type(s)"
)]
#[doc(hidden)]
pub trait ReturnTypeNode {
    /// [`ArityOk`].
    type Gate;
    /// The gate.
    const GATE: Self::Gate;
}
impl ReturnTypeNode for NativeFn {
    type Gate = ArityOk<NativeFn>;
    const GATE: ArityOk<NativeFn> = ArityOk(PhantomData);
}

/// The arity gate `g` of a DAG nested in `returnType`, if it names a
/// NativeCodeCall (mlir-tblgen's "nested DAG in `returnType` must be a native code call"); for an op the gate's type is unknown, so the
/// node's arguments and call report nothing more.
#[inline(always)]
pub fn return_type_node<O, G>(g: ArityOk<O>) -> G
where
    O: ReturnTypeNode<Gate = G>,
{
    let _ = g;
    O::GATE
}

/// What a result node calls, for the checks of its arguments at the
/// pattern: `Kind` is [`OpCallee`] for an op (`ods!` implements it for
/// each op), [`NativeCallee`] for a NativeCodeCall record defined by a
/// closure (its marker type `Name::NativeCodeCall`), [`UncheckedCallee`]
/// for [`NativeFn`] (a record defined by a fn path: rustc checks the call).
#[doc(hidden)]
pub trait Callee {
    /// The kind of callee.
    type Kind;
}
/// See [`Callee`].
#[doc(hidden)]
pub struct OpCallee;
/// See [`Callee`].
#[doc(hidden)]
pub struct NativeCallee;
/// See [`Callee`].
#[doc(hidden)]
pub struct UncheckedCallee;
impl Callee for NativeFn {
    type Kind = UncheckedCallee;
}

/// Passes argument `I` of a result node of callee `C` (the node's arity
/// gate is `ArityOk<C>`), by kind of callee `K` (`C`'s [`Callee::Kind`]):
/// for an op, checked against the op's slot `I` (mlir-tblgen's "only
/// NativeCodeCall allowed in nested dag node for creating attribute",
/// "attribute found where value was expected") and wrapped as a [`Filled`]
/// slot, which the op's `__drr_build` takes without a bound; for a
/// NativeCodeCall record defined by a closure, checked against the
/// closure's parameter type and wrapped as a [`Converted`] value. So a
/// mismatch is reported once, at the argument.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be passed for argument #{I} of `{C}`",
    label = "argument #{I} of `{C}` does not take a `{Self}`",
    note = "an operand takes a value (`AsValue`: a bound operand, an op, a NativeCodeCall returning `Value`), a variadic operand a list of values (`(variadic …)`), an attribute argument an attribute (`AttrStorage`); a NativeCodeCall parameter takes its own type (an op converts to `Value` and `OpId`, an attribute between `Attribute` and its typed views)"
)]
pub trait SlotGateBy<K, C, const I: usize>: Sized {
    /// The argument as the callee takes it.
    type Out;
    /// Passes it.
    fn pass_by(self) -> Self::Out;
}
impl<O: ArgAt<I>, const I: usize, T: IntoSlot<<O as ArgAt<I>>::Slot>> SlotGateBy<OpCallee, O, I>
    for T
{
    type Out = Filled<<O as ArgAt<I>>::Slot, T>;
    #[inline(always)]
    fn pass_by(self) -> Self::Out {
        let t = self;
        Filled {
            value: t,
            apply: <T as IntoSlot<<O as ArgAt<I>>::Slot>>::apply,
            slot: PhantomData,
        }
    }
}
impl<D: NativeSignature, const I: usize, T> SlotGateBy<NativeCallee, D, I> for T
where
    D::Params: ParamAt<I>,
    T: ParamFits<<D::Params as ParamAt<I>>::Param>,
{
    type Out = Converted<<<D::Params as ParamAt<I>>::Param as ParamType>::Ty, T>;
    #[inline(always)]
    fn pass_by(self) -> Self::Out {
        Converted {
            value: self,
            convert: <T as ParamFits<<D::Params as ParamAt<I>>::Param>>::convert,
        }
    }
}

/// A pattern value checked to convert to a NativeCodeCall parameter of
/// type `P` (see [`SlotGateBy`]); the record's `__drr_build` takes it
/// without a bound and converts it with [`Converted::get`].
#[doc(hidden)]
pub struct Converted<P, T> {
    value: T,
    // A pointer, not a bound (as `Filled`): a mismatch is reported once,
    // at the argument.
    convert: fn(T, &Context) -> P,
}
impl<P, T> Converted<P, T> {
    /// The parameter value.
    #[inline(always)]
    pub fn get(self, ctx: &Context) -> P {
        (self.convert)(self.value, ctx)
    }
}
impl<P, T> std::fmt::Debug for Converted<P, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Converted")
    }
}
impl<C, const I: usize, T> SlotGateBy<UncheckedCallee, C, I> for T {
    type Out = T;
    #[inline(always)]
    fn pass_by(self) -> T {
        self
    }
}

/// The parameter types of a NativeCodeCall record's closure (after
/// `$_builder`, without `$_loc`), as a tuple of [`Param`] / [`RestParam`]
/// (implemented by `ods!` for the record's marker type).
#[doc(hidden)]
pub trait NativeSignature {
    /// The tuple.
    type Params;
}
/// A parameter of type `T`.
#[doc(hidden)]
pub struct Param<T>(PhantomData<T>);
/// A last `&[E]` parameter (a range, given as one `(variadic …)`
/// argument), passed as a `Vec<E>`.
#[doc(hidden)]
pub struct RestParam<E>(PhantomData<E>);

/// The Rust type a [`Param`] / [`RestParam`] receives.
#[doc(hidden)]
pub trait ParamType {
    /// The type.
    type Ty;
}
impl<T> ParamType for Param<T> {
    type Ty = T;
}
impl<E> ParamType for RestParam<E> {
    type Ty = Vec<E>;
}

/// Parameter `I` of a parameter tuple.
#[doc(hidden)]
pub trait ParamAt<const I: usize> {
    /// [`Param`] or [`RestParam`].
    type Param: ParamType;
}
macro_rules! param_at {
    ($(($($all:ident),*) $i:literal $p:ident;)*) => {$(
        impl<$($all),*> ParamAt<$i> for ($($all,)*) where $p: ParamType {
            type Param = $p;
        }
    )*};
}
param_at! {
    (A) 0 A;
    (A, B) 0 A; (A, B) 1 B;
    (A, B, C) 0 A; (A, B, C) 1 B; (A, B, C) 2 C;
    (A, B, C, D) 0 A; (A, B, C, D) 1 B; (A, B, C, D) 2 C; (A, B, C, D) 3 D;
    (A, B, C, D, E) 0 A; (A, B, C, D, E) 1 B; (A, B, C, D, E) 2 C; (A, B, C, D, E) 3 D;
    (A, B, C, D, E) 4 E;
    (A, B, C, D, E, F) 0 A; (A, B, C, D, E, F) 1 B; (A, B, C, D, E, F) 2 C;
    (A, B, C, D, E, F) 3 D; (A, B, C, D, E, F) 4 E; (A, B, C, D, E, F) 5 F;
    (A, B, C, D, E, F, G) 0 A; (A, B, C, D, E, F, G) 1 B; (A, B, C, D, E, F, G) 2 C;
    (A, B, C, D, E, F, G) 3 D; (A, B, C, D, E, F, G) 4 E; (A, B, C, D, E, F, G) 5 F;
    (A, B, C, D, E, F, G) 6 G;
    (A, B, C, D, E, F, G, H) 0 A; (A, B, C, D, E, F, G, H) 1 B; (A, B, C, D, E, F, G, H) 2 C;
    (A, B, C, D, E, F, G, H) 3 D; (A, B, C, D, E, F, G, H) 4 E; (A, B, C, D, E, F, G, H) 5 F;
    (A, B, C, D, E, F, G, H) 6 G; (A, B, C, D, E, F, G, H) 7 H;
}

/// A pattern value fits a NativeCodeCall parameter: it converts to the
/// parameter's type ([`NativeArg`], [`NativeRest`]).
#[doc(hidden)]
pub trait ParamFits<P: ParamType> {
    /// The conversion.
    fn convert(self, ctx: &Context) -> P::Ty;
}
impl<T, V: NativeArg<T>> ParamFits<Param<T>> for V {
    #[inline(always)]
    fn convert(self, ctx: &Context) -> T {
        self.into_native(ctx)
    }
}
impl<E, V: NativeRest<E>> ParamFits<RestParam<E>> for V {
    #[inline]
    fn convert(self, ctx: &Context) -> Vec<E> {
        self.into_rest(ctx)
    }
}

/// A value checked to fit slot `S` of an op being built (see [`slot`]).
pub struct Filled<S, T> {
    value: T,
    // A pointer, not a bound: `__drr_build` takes the slot without one, so
    // that a mismatch is reported once, at the argument. The builds are
    // inlined where it is set (see `PendingOp::build_replacing`), so calls
    // through it are direct.
    apply: fn(T, &mut Context, &mut StateBuilder),
    slot: PhantomData<S>,
}
impl<S, T> Filled<S, T> {
    /// Adds the value to the state ([`IntoSlot::apply`]).
    #[inline(always)]
    pub fn apply(self, ctx: &mut Context, state: &mut StateBuilder) {
        (self.apply)(self.value, ctx, state);
    }
}
impl<S, T> std::fmt::Debug for Filled<S, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Filled")
    }
}

/// Argument `t()` at position `I` of a result node whose arity gate is
/// `g`, checked against its slot at the argument (after a failed check,
/// the builder call is not checked against it again). The argument comes
/// in a closure so that rustc reports a mismatch at the call, which the
/// pattern macro spans over the whole argument.
#[inline(always)]
pub fn slot<const I: usize, G, F, T>(_: ArgNo<I>, _: G, t: F) -> T::Out
where
    G: GateCallee,
    F: FnOnce() -> T,
    T: SlotGateBy<<G::Callee as Callee>::Kind, G::Callee, I>,
{
    t().pass_by()
}

/// The callee of an arity gate `ArityOk<C>`. The gate's type is left
/// generic in [`slot`] (not written `ArityOk<C>`): after a failed count
/// check it stays unknown, so neither the arguments nor the call are
/// checked against the wrong count again.
#[doc(hidden)]
pub trait GateCallee {
    /// `C`.
    type Callee: Callee;
}
impl<C: Callee> GateCallee for ArityOk<C> {
    type Callee = C;
}

/// Passes a builder call's callee through its arity gate.
#[doc(hidden)]
pub trait Gate<F> {
    /// The callee.
    type Out;
    /// Passes it.
    fn pass(f: F) -> Self::Out;
}
impl<O, F> Gate<F> for ArityOk<O> {
    type Out = F;
    #[inline(always)]
    fn pass(f: F) -> F {
        f
    }
}

/// `f`, if the arity check `g` held: after a failed count check (mlir-tblgen's "resultant op argument number mismatch")
/// the builder call is not type-checked against the wrong count again.
#[inline(always)]
pub fn gated<F, G: Gate<F>>(f: F, _: G) -> G::Out {
    G::pass(f)
}

macro_rules! op_only_nodes {
    ($($(#[$doc:meta])* $tr:ident $f:ident $msg:literal $label:literal;)*) => {$(
        $(#[$doc])*
        #[diagnostic::on_unimplemented(message = $msg, label = $label)]
        pub trait $tr {
            /// The op.
            type Op: Op;
        }
        impl<O: Op> $tr for OpMatcher<O> {
            type Op = O;
        }
        /// Matches the op defining `operand` as the op `X` of a source
        /// node that must be an op (`m` is `X::__drr_matcher`; see
        #[doc = concat!("[`", stringify!($tr), "`]).")]
        #[inline]
        pub fn $f<M: $tr<Op = O>, O: Op>(
            m: M,
            rw: &mut PatternRewriter<'_>,
            parent: OpId,
            operand: &impl NestedOperand,
            ops: &mut MatchedOps,
            msgs: &NodeMsgs,
        ) -> Result<O, MatchFailure> {
            let _ = m;
            defining_op::<O>(rw, parent, operand, ops, msgs)
        }
    )*};
}
/// A bound nested source node is an op (mlir-tblgen's "binding symbol to NativecodeCall in MatchPattern is not supported"). `S` is a marker type
/// the pattern macro names after the bound symbol (`$c` → `c`), so that
/// the message names it.
#[diagnostic::on_unimplemented(
    message = "binding symbol '{S}' to NativecodeCall in MatchPattern is not supported",
    label = "this is a NativeCodeCall; only an op node of a source pattern can be bound"
)]
#[doc(hidden)]
pub trait BoundSourceNode<S> {
    /// The op.
    type Op: Op;
}
impl<O: Op, S> BoundSourceNode<S> for OpMatcher<O> {
    type Op = O;
}
/// Matches the op defining `operand` as the op `X` of a bound source node
/// `X:$s` (`m` is `X::__drr_matcher`, `S` the symbol's marker; see
/// [`BoundSourceNode`]).
#[inline]
pub fn bound_op_node<S, M: BoundSourceNode<S, Op = O>, O: Op>(
    symbol: PhantomData<S>,
    m: M,
    rw: &mut PatternRewriter<'_>,
    parent: OpId,
    operand: &impl NestedOperand,
    ops: &mut MatchedOps,
    msgs: &NodeMsgs,
) -> Result<O, MatchFailure> {
    let _ = (m, symbol);
    defining_op::<O>(rw, parent, operand, ops, msgs)
}

/// Argument #`N` of a node, as a value (the position named in a message).
#[derive(Clone, Copy, Debug)]
pub struct ArgNo<const N: usize>;

/// A nested source node whose argument #`N` is a nested DAG is an op
/// (mlir-tblgen's "Matching nested tree in NativeCodecall not support").
#[diagnostic::on_unimplemented(
    message = "Matching nested tree in NativeCodecall not supported for arg #{N}",
    label = "this is a NativeCodeCall matcher, and its argument #{N} is a nested DAG"
)]
#[doc(hidden)]
pub trait NestedTreeSourceNode<const N: usize> {
    /// The op.
    type Op: Op;
}
impl<O: Op, const N: usize> NestedTreeSourceNode<N> for OpMatcher<O> {
    type Op = O;
}
/// Matches the op defining `operand` as the op `X` of a source node whose
/// argument #`N` is a nested DAG (`m` is `X::__drr_matcher`; see
/// [`NestedTreeSourceNode`]).
#[inline]
pub fn nested_tree_op_node<const N: usize, M: NestedTreeSourceNode<N, Op = O>, O: Op>(
    arg: ArgNo<N>,
    m: M,
    rw: &mut PatternRewriter<'_>,
    parent: OpId,
    operand: &impl NestedOperand,
    ops: &mut MatchedOps,
    msgs: &NodeMsgs,
) -> Result<O, MatchFailure> {
    let _ = (m, arg);
    defining_op::<O>(rw, parent, operand, ops, msgs)
}

/// The marker of a bound symbol that cannot name a type (`$self`, `$Self`,
/// `$super`, `$crate`) in [`BoundSourceNode`]'s message.
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug)]
pub enum keyword_symbol {}

op_only_nodes! {
    /// A nested source node with an `either` argument is an op (mlir-tblgen's "NativeCodeCall cannot have `either` operands").
    EitherSourceNode either_op_node
        "NativeCodeCall cannot have `either` operands"
        "this is a NativeCodeCall matcher, and one of its arguments is `either`";
    /// A nested source node with a `variadic` argument is an op (mlir-tblgen's "NativeCodeCall cannot have `variadic` operands").
    VariadicSourceNode variadic_op_node
        "NativeCodeCall cannot have `variadic` operands"
        "this is a NativeCodeCall matcher, and one of its arguments is `variadic`";
    /// A node in `variadic` is an op (mlir-tblgen's "variadic only accepts operation sub-dags").
    VariadicSubdag variadic_subdag_op_node
        "variadic only accepts operation sub-dags"
        "this is a NativeCodeCall, not an op";
}

/// Builds the named constant `X` (`ConstantAttr` record, enum case).
#[inline]
pub fn constant<X: ConstantAttrValue>(ctx: &mut Context) -> Attribute {
    X::build(ctx)
}

/// A top-level result node's role, chosen at compile time from the
/// replacement plan: `REPLACES` if its values replace root results
/// starting at declared result `OFFSET` of root `R`.
#[derive(Clone, Copy, Debug)]
pub struct Top<R, const REPLACES: bool, const OFFSET: usize>(PhantomData<R>);

impl<O: InferResultTypes, F: FnOnce(&mut Context, &mut StateBuilder), R, const OFFSET: usize>
    Finish<Top<R, false, OFFSET>> for PendingOp<O, F>
{
    type Output = O;
    #[inline(always)]
    fn finish(self, b: &mut Builder<'_, '_>, _: &[Type]) -> Result<O, MatchFailure> {
        self.build_inferred(b)
    }
}

impl<O: Op, F: FnOnce(&mut Context, &mut StateBuilder), R: Op, const OFFSET: usize>
    Finish<Top<R, true, OFFSET>> for PendingOp<O, F>
{
    type Output = O;
    #[inline]
    fn finish(self, b: &mut Builder<'_, '_>, t: &[Type]) -> Result<O, MatchFailure> {
        Finish::<Replace<R, OFFSET>>::finish(self, b, t)
    }
}

/// `$x__N` of something bound in a result pattern (or nested as an
/// argument): declared result group `N` of a built op (a `Value`, an
/// `Option<Value>` or [`Values`], by the op's declaration), value `N` of
/// a NativeCodeCall's values.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no value #{N}",
    label = "`$name__{N}` reads value #{N} of a `{Self}`",
    note = "`$name__N` reads result group N of an op (its declared results), or value N of a NativeCodeCall returning several values (`[Value; N]`, `Vec<Value>`, `Values`, a tuple of `Value`s)"
)]
#[doc(hidden)]
pub trait PackAt<const N: usize> {
    /// What `$x__N` is.
    type Out;
    /// Reads it.
    fn pack_at(&self, ctx: &Context) -> Self::Out;
}
impl<O: ResultAt<N>, const N: usize> PackAt<N> for O {
    type Out = O::Values;
    #[inline]
    fn pack_at(&self, ctx: &Context) -> O::Values {
        O::get(ctx, *self)
    }
}
macro_rules! pack_at_values {
    ($($t:ty),*) => {$(
        impl<const N: usize> PackAt<N> for $t {
            type Out = Value;
            #[inline]
            fn pack_at(&self, ctx: &Context) -> Value {
                ValuePack::value_at(self, ctx, N)
            }
        }
    )*};
}
pack_at_values!(
    Values,
    Vec<Value>,
    (Value, Value),
    (Value, Value, Value),
    OpId
);
impl<const M: usize, const N: usize> PackAt<N> for [Value; M] {
    type Out = Value;
    #[inline]
    fn pack_at(&self, _: &Context) -> Value {
        self[N]
    }
}

/// `$x__N` (see [`PackAt`]).
#[inline]
pub fn pack_at<P: PackAt<N>, const N: usize>(ctx: &Context, pack: &P) -> P::Out {
    pack.pack_at(ctx)
}

impl NativeValue for Type {}
impl NativeValue for Vec<Type> {}
impl<const N: usize> NativeValue for [Type; N] {}

/// Items the generated code brings into scope (`use
/// ::drr::pattern::prelude::*;`) so `X::check(…)` and the leaf dispatch
/// resolve.
pub mod prelude {
    pub use super::{ConstLeaf as _, ConstraintLeaf as _, TypeEntityConstraint as _};
}

#[cfg(test)]
mod const_cache_tests {
    use super::*;

    /// A cached constant is built once per context, and each context gets
    /// its own attribute (here with different handles in each).
    #[test]
    fn constants_are_cached_per_context() {
        static CACHE: ConstCache = ConstCache::new();
        let mut a = Context::new();
        let mut b = Context::new();
        assert_ne!(a.instance_id(), b.instance_id());
        // Shift `b`'s handles: the constant is not the same handle there.
        b.string_attr("something else");
        let builds = std::cell::Cell::new(0);
        let build = |ctx: &mut Context| {
            builds.set(builds.get() + 1);
            ctx.string_attr("constant")
        };
        let in_a = CACHE.get(&mut a, build);
        assert_eq!(CACHE.get(&mut a, build), in_a);
        assert_eq!(builds.get(), 1);
        let in_b = CACHE.get(&mut b, build);
        assert_eq!(builds.get(), 2);
        assert_ne!(in_a, in_b);
        assert_eq!(in_b, b.string_attr("constant"));
        assert_eq!(in_a, a.string_attr("constant"));
        // Contexts of different ways keep their entries (the forks of the
        // parallel driver, numbered in a row)...
        if a.instance_id() % 4 != b.instance_id() % 4 {
            assert_eq!(CACHE.get(&mut a, build), in_a);
            assert_eq!(CACHE.get(&mut b, build), in_b);
            assert_eq!(builds.get(), 2);
        }
        // ...one of the same way takes `a`'s: `a` builds again, and is right.
        let mut c = Context::new();
        while c.instance_id() % 4 != a.instance_id() % 4 {
            c = Context::new();
        }
        c.string_attr("shift c's handles");
        let before = builds.get();
        let in_c = CACHE.get(&mut c, build);
        assert_eq!(in_c, c.string_attr("constant"));
        assert_eq!(CACHE.get(&mut a, build), in_a);
        assert_eq!(builds.get(), before + 2);
    }
}

#[cfg(test)]
mod group_values_tests {
    use super::*;

    /// A value list (capture, NativeCodeCall result) appended to a list
    /// that already holds values: the same list as `extend_from_slice`
    /// makes, whatever the two lengths (inline, filling the inline
    /// buffer, spilling it, already spilled).
    #[test]
    fn value_lists_append_in_order() {
        let mut ctx = Context::new();
        let loc = ctx.unknown_loc();
        let i32t = ctx.int_type(32);
        let block = ctx.create_block(&[(i32t, loc); 12]);
        let args: Vec<Value> = ctx.block(block).args().to_vec();
        for before in 0..6 {
            for n in 0..7 {
                let list: Values = args[before..before + n].iter().copied().collect();
                let mut expected: Values = args[..before].iter().copied().collect();
                expected.extend_from_slice(&list);
                let mut out: Values = args[..before].iter().copied().collect();
                list.push_values(&ctx, &mut out);
                assert_eq!(out, expected);
                let mut out: Values = args[..before].iter().copied().collect();
                list.to_vec().push_values(&ctx, &mut out);
                assert_eq!(out, expected);
            }
        }
        let mut out: Values = args[..3].iter().copied().collect();
        [args[5], args[6]].push_values(&ctx, &mut out);
        assert_eq!(
            out.as_slice(),
            &[args[0], args[1], args[2], args[5], args[6]]
        );
    }

    /// A variadic group's values, in order, whatever their number (the
    /// inline buffer up to 4, collected beyond).
    #[test]
    fn group_values_keep_order_and_count() {
        let mut ctx = Context::new();
        let mut src = String::from("%a = \"t.def\"() : () -> i32\n%b = \"t.def\"() : () -> i32\n");
        for n in 0..7 {
            let args: Vec<&str> = (0..n)
                .map(|i| if i % 3 == 1 { "%b" } else { "%a" })
                .collect();
            let tys = vec!["i32"; n].join(", ");
            src += &format!("\"t.use\"({}) : ({tys}) -> ()\n", args.join(", "));
        }
        let module = crate::text::parse_module(&mut ctx, &src, "t.mlir").expect("parses");
        let block = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
        let uses: Vec<OpId> = ctx
            .block_ops(block)
            .filter(|&o| ctx.op_name_str(ctx.op(o).name()) == "t.use")
            .collect();
        assert_eq!(uses.len(), 7);
        for (n, &op) in uses.iter().enumerate() {
            let operands = &ctx.op(op).operands;
            let group = crate::ods::OperandRange(operands.as_slice());
            let values = group_values(group);
            let expected: Vec<Value> = group.iter().collect();
            assert_eq!(values.len(), n);
            assert_eq!(values.as_slice(), expected.as_slice());
        }
    }
}
