//! Additional constraints of a pattern (its constraints list): type constraints on entities,
//! native matchers and constraints with their `$_self`/context parameters, and leaf-failure texts.

use super::*;

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
