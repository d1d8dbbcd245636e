//! Leaf constraints of a source pattern: constant checks (cached per context in a [`ConstCache`]),
//! type and attribute constraints on captured values, and repeated symbols (`$x` twice).

use super::*;

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

/// Checks that a captured attribute is absent: the constant
/// `ConstantAttr<UnitAttr, "false">`, whose ODS builder gives the null
/// attribute (`(($0) ? getUnitAttr() : nullptr)`), equals only a missing one.
#[inline]
pub fn check_const_absent(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    cap: &impl AttrCapture,
    msg: impl FnOnce() -> String,
) -> Result<(), MatchFailure> {
    if cap.attribute().is_none() {
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
/// (`ConstantAttrValue`) compares equal, a Rust type implementing an
/// attribute or type interface ([`AttrInterface`], [`TypeInterface`]:
/// ODS's interface records are constraints, `isa<Name>`) tests the
/// attribute or the operand's type, an attribute constraint checks the
/// attribute, a type constraint checks the operand's type. Use as
/// `(&&&LeafTag::<X>::NEW).check_leaf(&CACHE, rw, op, &cap, msg)` (earlier
/// cases have priority, by auto-ref; `CACHE` is the call site's
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

impl<X: ConstantAttrValue> ConstLeaf for &&LeafTag<X> {
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

/// The outcome of interface `X`'s test (`holds`) on a leaf of `op`: a
/// failure says ODS's summary of an interface constraint, `"Name
/// instance"`, the name the Rust type's (the record's string).
fn interface_outcome<X>(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    holds: bool,
    msg: impl FnOnce(&str) -> String,
) -> Result<(), MatchFailure> {
    if holds {
        return Ok(());
    }
    Err(rw.notify_match_failure_with(op, || {
        let name = std::any::type_name::<X>();
        let name = name.split('<').next().unwrap_or(name);
        msg(&format!(
            "{} instance",
            name.rsplit("::").next().unwrap_or(name)
        ))
    }))
}

/// Leaf dispatch, attribute interface case (see [`LeafTag`]).
#[doc(hidden)]
pub trait AttrInterfaceLeaf {
    /// Checks the captured attribute (an absent one fails: the interface's
    /// `isa` needs an attribute).
    fn check_leaf<T: AttrCapture>(
        &self,
        cache: &ConstCache,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        cap: &T,
        msg: impl FnOnce(&str) -> String,
    ) -> Result<(), MatchFailure>
    where
        T::Domain: DomainAccepts<AttrDomain>;
}

impl<X: AttrInterface> AttrInterfaceLeaf for &LeafTag<X> {
    #[inline]
    fn check_leaf<T: AttrCapture>(
        &self,
        _cache: &ConstCache,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        cap: &T,
        msg: impl FnOnce(&str) -> String,
    ) -> Result<(), MatchFailure>
    where
        T::Domain: DomainAccepts<AttrDomain>,
    {
        let holds = cap.attribute().is_some_and(|a| X::isa(rw.ctx(), a));
        interface_outcome::<X>(rw, op, holds, msg)
    }
}

/// A captured operand whose type a type interface can test.
#[diagnostic::on_unimplemented(
    message = "a type interface cannot constrain this argument, which is `{Self}`",
    label = "type interfaces constrain single operands"
)]
#[doc(hidden)]
pub trait OperandCapture {
    /// The operand (`None`: an absent optional operand).
    fn operand(&self) -> Option<Value>;
}

impl OperandCapture for Value {
    fn operand(&self) -> Option<Value> {
        Some(*self)
    }
}

impl OperandCapture for Option<Value> {
    fn operand(&self) -> Option<Value> {
        *self
    }
}

/// Leaf dispatch, type interface case (see [`LeafTag`]).
#[doc(hidden)]
pub trait TypeInterfaceLeaf {
    /// Checks the captured operand's type.
    fn check_leaf<T: OperandCapture>(
        &self,
        cache: &ConstCache,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        cap: &T,
        msg: impl FnOnce(&str) -> String,
    ) -> Result<(), MatchFailure>;
}

impl<X: TypeInterface> TypeInterfaceLeaf for &LeafTag<X> {
    #[inline]
    fn check_leaf<T: OperandCapture>(
        &self,
        _cache: &ConstCache,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        cap: &T,
        msg: impl FnOnce(&str) -> String,
    ) -> Result<(), MatchFailure> {
        let ctx = rw.ctx();
        let holds = cap
            .operand()
            .is_some_and(|v| X::isa(ctx, ctx.value_type(v)));
        interface_outcome::<X>(rw, op, holds, msg)
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
