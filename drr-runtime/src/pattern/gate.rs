//! Diagnostics gates: one DRR-worded error per mistake in a pattern, and no follow-on errors.
//! Each gate passes a value through a trait whose associated type is the value's own type: when
//! the bound fails, rustc reports it once (worded by `on_unimplemented`) and the gated value's
//! type stays unknown, so the code using it reports nothing more.

use super::*;

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
pub struct ArityOk<O>(pub(super) PhantomData<O>);
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
