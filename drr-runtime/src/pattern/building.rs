//! The result side: the [`Builder`] NativeCodeCalls receive, the slots an argument fills, a
//! [`PendingOp`] finished in its role (nested, replacing the root, explicit result types), the
//! arguments NativeCodeCalls accept ([`NativeArg`]) and the root's replacement values.

use super::*;

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
/// attribute storage to `Attribute`, a present attribute to an optional
/// one, op views to their op or first result.
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
        /// A present attribute passed where an optional one is taken (C++
        /// attributes are nullable, so one NativeCodeCall parameter takes
        /// `$attr`, a NativeCodeCall's attribute and a null one alike).
        impl NativeArg<Option<Attribute>> for crate::ods::storage::$t {
            #[inline]
            fn into_native(self, _: &Context) -> Option<Attribute> { Some(self.into()) }
        }
        impl NativeArg<Option<crate::ods::storage::$t>> for crate::ods::storage::$t {
            #[inline]
            fn into_native(self, _: &Context) -> Option<crate::ods::storage::$t> { Some(self) }
        }
        /// As the conversion of an `Attribute` to the typed attribute, for a
        /// parameter that also takes an absent attribute.
        ///
        /// # Panics
        /// If the attribute is of another kind.
        impl NativeArg<Option<crate::ods::storage::$t>> for Attribute {
            #[inline]
            fn into_native(self, ctx: &Context) -> Option<crate::ods::storage::$t> {
                Some(NativeArg::<crate::ods::storage::$t>::into_native(self, ctx))
            }
        }
        /// # Panics
        /// If the attribute is present and of another kind.
        impl NativeArg<Option<crate::ods::storage::$t>> for Option<Attribute> {
            #[inline]
            fn into_native(self, ctx: &Context) -> Option<crate::ods::storage::$t> {
                self.map(|a| NativeArg::<crate::ods::storage::$t>::into_native(a, ctx))
            }
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
/// A present attribute passed where an optional one is taken (see the
/// storage types' impls).
impl NativeArg<Option<Attribute>> for Attribute {
    #[inline]
    fn into_native(self, _: &Context) -> Option<Attribute> {
        Some(self)
    }
}
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
