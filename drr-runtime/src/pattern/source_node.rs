//! Path operators of a source pattern: an op ([`OpMatcher`]) or a NativeCodeCall matcher at a
//! DAG node, its outputs, and the variadic and `either` operands it reads.

use super::*;

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
