//! Runtime support for patterns over regions and blocks, for rewriting
//! matched ops other than the root, and for multi-root patterns (the
//! extensions beyond DRR described in `drr_syntax::pattern`'s "Regions"
//! section).
//!
//! - **Source side** — `ods!` gives every region of an op a DAG position
//!   after its arguments: [`ArgAt`](super::ArgAt) for a leaf (captured as a typed
//!   [`RegionOf`], or [`Regions`] for a variadic region) and [`RegionAt`]
//!   for a `(region …)` DAG. [`region_blocks`], [`block_args`],
//!   [`block_args_around`] and [`block_ops`] read a region's blocks, a
//!   block's arguments and its ops into fixed-size arrays (nothing is
//!   allocated for fixed shapes); [`block_op`] matches an op of a block.
//!   [`UserCursor`] walks the users of a value to find the root of a
//!   further source DAG of a multi-root pattern.
//! - **Checks before the rewrite** — [`plan_inline`] checks everything an
//!   `inlineRegion` needs (one block, its argument count, a terminator
//!   yielding as many values as the root has results) and
//!   [`check_removable`] what `replace` / `erase` need, so that a rewrite
//!   never starts on a pattern that cannot complete.
//! - **Result side** — [`built_region`] is a region of a built op;
//!   [`move_into`] and [`clone_into`] fill it from a matched region or
//!   block, [`create_block`] / [`enter_block`] / [`leave_block`] build new
//!   blocks; [`inline_planned`], [`replace_other`] and [`erase_other`]
//!   rewrite. Everything goes through the [`PatternRewriter`], so the
//!   greedy driver's worklist and the listeners see every change.
//! - **Compile-time checks** — [`RegionBlockArgs`] (`NoRegionArguments`),
//!   [`InlinableRegion`] (single-block regions), [`is_terminator`],
//!   [`SourceArgCountWithRegions`] and [`ResultRegionCount`] report
//!   malformed region patterns at the pattern's tokens.

use std::marker::PhantomData;

use smallvec::SmallVec;

use super::{Builder, Capture, MatchedOps, OpMatcher, Single, Values, Variadic};
use crate::ir::{BlockId, RegionId, UseRef};
use crate::ods::Op;
use crate::rewrite::{InsertPoint, MatchFailure, PatternRewriter};
use crate::{Context, OpId, OpTraits, Type, Value};

/// The regions of a variadic region group; inline up to 2.
pub type Regions = SmallVec<[RegionId; 2]>;

// ---------------------------------------------------------------------------
// Region handles and slots
// ---------------------------------------------------------------------------

/// Region `K` of an op of kind `O`, as a pattern binds it (`$r` at the
/// region's position, or `(region:$r …)`). Converts to a [`RegionId`]
/// for native code (`NativeArg<RegionId>`).
pub struct RegionOf<O, const K: usize> {
    id: RegionId,
    _op: PhantomData<O>,
}

impl<O, const K: usize> RegionOf<O, K> {
    /// The handle of region `id`.
    #[inline]
    pub fn new(id: RegionId) -> Self {
        RegionOf {
            id,
            _op: PhantomData,
        }
    }

    /// The region.
    #[inline]
    pub fn id(self) -> RegionId {
        self.id
    }
}

impl<O, const K: usize> Clone for RegionOf<O, K> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<O, const K: usize> Copy for RegionOf<O, K> {}
impl<O, const K: usize> PartialEq for RegionOf<O, K> {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}
impl<O, const K: usize> Eq for RegionOf<O, K> {}
impl<O: Op, const K: usize> std::fmt::Debug for RegionOf<O, K> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "region #{K} of '{}' ({:?})", O::NAME, self.id)
    }
}

impl<O, const K: usize> super::NativeArg<RegionId> for RegionOf<O, K> {
    #[inline]
    fn into_native(self, _: &Context) -> RegionId {
        self.id
    }
}
impl<O, const K: usize> super::NativeValue for RegionOf<O, K> {}
impl super::NativeValue for RegionId {}
impl super::NativeValue for BlockId {}
impl super::NativeArg<Vec<RegionId>> for Regions {
    #[inline]
    fn into_native(self, _: &Context) -> Vec<RegionId> {
        self.to_vec()
    }
}

/// Region `K` of `O` as a slot of its DAG position ([`ArgAt`](super::ArgAt)), of kind
/// [`Single`] or [`Variadic`] (the group of a `VariadicRegion<…>`).
pub struct RegionSlot<O, const K: usize, Kind>(PhantomData<(O, Kind)>);

#[cold]
fn missing_region<O: Op>(rw: &mut PatternRewriter<'_>, op: O, k: usize) -> MatchFailure {
    rw.notify_match_failure_with(op.op(), || {
        format!("op '{}' has no region #{k} (it does not verify)", O::NAME)
    })
}

impl<O: Op, const K: usize> Capture for RegionSlot<O, K, Single> {
    type Op = O;
    type Value = RegionOf<O, K>;
    #[inline]
    fn capture(rw: &mut PatternRewriter<'_>, op: O) -> Result<RegionOf<O, K>, MatchFailure> {
        match rw.op(op.op()).regions().get(K) {
            Some(&r) => Ok(RegionOf::new(r)),
            None => Err(missing_region(rw, op, K)),
        }
    }
}

impl<O: Op, const K: usize> Capture for RegionSlot<O, K, Variadic> {
    type Op = O;
    type Value = Regions;
    #[inline]
    fn capture(rw: &mut PatternRewriter<'_>, op: O) -> Result<Regions, MatchFailure> {
        let regions = rw.op(op.op()).regions();
        Ok(regions[K.min(regions.len())..].iter().copied().collect())
    }
}

/// The region at DAG position `I` of an op's source pattern node: `ods!`
/// implements it for each non-variadic region `k` at `I` = the op's
/// argument count + `k`.
#[diagnostic::on_unimplemented(
    message = "op `{Self}` has no region at argument #{I}",
    label = "a `(region …)` matches one of the op's regions, written after all its arguments",
    note = "an op's regions are DAG arguments after its `arguments`, in declaration order (a variadic region group is bound with `$name`)"
)]
#[doc(hidden)]
pub trait RegionAt<const I: usize>: Op {
    /// The region's index among the op's regions.
    const INDEX: usize;
    /// The region's handle ([`RegionOf`]).
    type Handle: RegionHandle;
}

/// A matched region: its id, and what failure messages name.
#[doc(hidden)]
pub trait RegionHandle: Copy {
    /// The handle of `id`.
    fn from_id(id: RegionId) -> Self;
    /// The region.
    fn region_id(self) -> RegionId;
    /// The region's index in its op.
    fn index(self) -> usize;
    /// Its op's name.
    fn op_name(self) -> &'static str;
}

impl<O: Op, const K: usize> RegionHandle for RegionOf<O, K> {
    #[inline]
    fn from_id(id: RegionId) -> Self {
        RegionOf::new(id)
    }
    #[inline]
    fn region_id(self) -> RegionId {
        self.id
    }
    fn index(self) -> usize {
        K
    }
    fn op_name(self) -> &'static str {
        O::NAME
    }
}

/// The region at DAG position `I` of the matched `op` (a `(region …)`).
#[inline]
pub fn region_at<O: RegionAt<I>, const I: usize>(
    rw: &mut PatternRewriter<'_>,
    op: O,
) -> Result<O::Handle, MatchFailure> {
    match rw.op(op.op()).regions().get(O::INDEX) {
        Some(&r) => Ok(O::Handle::from_id(r)),
        None => Err(missing_region(rw, op, O::INDEX)),
    }
}

/// The blocks of a matched region, which must have exactly `N` of them
/// (`(region …)` with `N` elements); `owner` is the op the failure is
/// reported on.
#[inline]
pub fn region_blocks<const N: usize>(
    rw: &mut PatternRewriter<'_>,
    owner: OpId,
    region: impl RegionHandle,
) -> Result<[BlockId; N], MatchFailure> {
    let blocks = rw.region(region.region_id()).blocks();
    if let Ok(out) = <[BlockId; N]>::try_from(blocks) {
        return Ok(out);
    }
    let n = blocks.len();
    Err(rw.notify_match_failure_with(owner, || {
        format!(
            "region #{} of '{}' has {n} block{}, the pattern matches {N}",
            region.index(),
            region.op_name(),
            if n == 1 { "" } else { "s" }
        )
    }))
}

/// The arguments of `block`, which must have exactly `N` of them.
#[inline]
pub fn block_args<const N: usize>(
    rw: &mut PatternRewriter<'_>,
    owner: OpId,
    block: BlockId,
) -> Result<[Value; N], MatchFailure> {
    let args = rw.block(block).args();
    if let Ok(out) = <[Value; N]>::try_from(args) {
        return Ok(out);
    }
    let n = args.len();
    Err(rw.notify_match_failure_with(owner, || {
        format!("a block has {n} argument(s), the pattern matches {N}")
    }))
}

/// The arguments of `block` around a `Variadic<…>` one: the first `PRE`,
/// those in between, the last `POST` (at least `PRE + POST` in all).
#[inline]
pub fn block_args_around<const PRE: usize, const POST: usize>(
    rw: &mut PatternRewriter<'_>,
    owner: OpId,
    block: BlockId,
) -> Result<([Value; PRE], Values, [Value; POST]), MatchFailure> {
    let args = rw.block(block).args();
    let n = args.len();
    if n < PRE + POST {
        return Err(rw.notify_match_failure_with(owner, || {
            format!(
                "a block has {n} argument(s), the pattern matches at least {}",
                PRE + POST
            )
        }));
    }
    let mut pre = [Value::default(); PRE];
    pre.copy_from_slice(&args[..PRE]);
    let mut post = [Value::default(); POST];
    post.copy_from_slice(&args[n - POST..]);
    Ok((pre, Values::from_slice(&args[PRE..n - POST]), post))
}

/// The ops of `block`: its first `HEAD` and its last `TAIL`. Without
/// `any` (no `(anyOps)` in the pattern) the block must have exactly
/// `HEAD` ops (`TAIL` is 0); with it, at least `HEAD + TAIL`.
#[inline]
pub fn block_ops<const HEAD: usize, const TAIL: usize>(
    rw: &mut PatternRewriter<'_>,
    owner: OpId,
    block: BlockId,
    any: bool,
) -> Result<([OpId; HEAD], [OpId; TAIL]), MatchFailure> {
    let ctx: &Context = rw;
    let data = ctx.block(block);
    let mut head = [OpId::default(); HEAD];
    let mut tail = [OpId::default(); TAIL];
    let mut cur = data.first_op();
    let mut ok = true;
    for slot in head.iter_mut() {
        match cur {
            Some(o) => {
                *slot = o;
                cur = ctx.op(o).next_op();
            }
            None => ok = false,
        }
    }
    if ok && !any && cur.is_some() {
        ok = false;
    }
    if ok && any {
        let mut back = data.last_op();
        for slot in tail.iter_mut().rev() {
            match back {
                // The tail must not reach into the head.
                Some(o) if !head.contains(&o) => {
                    *slot = o;
                    back = ctx.prev_op(o);
                }
                _ => ok = false,
            }
        }
    }
    if ok {
        return Ok((head, tail));
    }
    // Counted only for a listener that reads the reason: a long block
    // that fails to match is not walked on every attempt.
    let n = if rw.wants_failure_reasons() {
        ctx.block_ops(block).count()
    } else {
        0
    };
    Err(rw.notify_match_failure_with(owner, || {
        if any {
            format!(
                "a block has {n} op(s), the pattern matches at least {}",
                HEAD + TAIL
            )
        } else {
            format!("a block has {n} op(s), the pattern matches {HEAD}")
        }
    }))
}

/// An op of a source `(block …)` is an op, not a NativeCodeCall:
/// implemented by [`OpMatcher`] (`X::__drr_matcher` of an op).
#[diagnostic::on_unimplemented(
    message = "an op of a `(block …)` must be an op, not a NativeCodeCall",
    label = "this is a NativeCodeCall; a block's entries are ops, `(anyOps)` and block arguments"
)]
#[doc(hidden)]
pub trait BlockOpNode {
    /// The op.
    type Op: Op;
}
impl<O: Op> BlockOpNode for OpMatcher<O> {
    type Op = O;
}

/// Matches `op` (an op of a block) as the op `X` of a `(block …)` entry
/// (`m` is `X::__drr_matcher`); fails with DRR's `castedOp{depth} is not
/// {X} type`. Records the matched op.
#[inline]
pub fn block_op<M: BlockOpNode<Op = O>, O: Op>(
    m: M,
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    ops: &mut MatchedOps,
    depth: usize,
) -> Result<O, MatchFailure> {
    let _ = m;
    match O::from_op(rw, op) {
        Some(v) => {
            ops.push(op);
            Ok(v)
        }
        None => {
            Err(rw.notify_match_failure_with(op, || {
                format!("castedOp{depth} is not {} type", O::NAME)
            }))
        }
    }
}

/// Checks a type constraint on each block argument of a
/// `Variadic<T>:$xs` range (`msg` words a failure from the summary).
#[inline]
pub fn check_block_arg_range<T: crate::ods::TypeConstraint>(
    rw: &mut PatternRewriter<'_>,
    owner: OpId,
    values: &Values,
    msg: impl Fn(&str) -> String,
) -> Result<(), MatchFailure> {
    for &v in values {
        let ty = rw.value_type(v);
        if !T::matches(rw, ty) {
            return Err(rw.notify_match_failure_with(owner, || msg(&T::summary())));
        }
    }
    Ok(())
}

/// True if `operand` (a repeated source symbol's occurrence as an
/// operand) holds exactly the results of the matched op `op` bound to the
/// same name (`(Op:$x …)`, then `$x`).
#[inline]
pub fn op_results_equal<O: Op, T: super::RepeatableCapture>(
    ctx: &Context,
    op: &O,
    operand: &T,
) -> bool {
    ctx.op(op.op()).results() == operand.operand_values()
}

// ---------------------------------------------------------------------------
// Compile-time checks of region patterns
// ---------------------------------------------------------------------------

/// True if ops of kind `O` are terminators (`Terminator` / `IsTerminator`).
pub const fn is_terminator<O: Op>() -> bool {
    O::DEFINITION.traits.contains(OpTraits::TERMINATOR)
}

/// True if ops of kind `O` have `NoTerminator` regions.
pub const fn has_no_terminator<O: Op>() -> bool {
    O::DEFINITION.traits.contains(OpTraits::NO_TERMINATOR)
}

/// The blocks of `Self`'s regions may have `N` arguments: `ods!`
/// implements it for every `N`, or only for 0 if the op has
/// `NoRegionArguments`.
#[diagnostic::on_unimplemented(
    message = "a block-argument count that cannot match: op `{Self}` has `NoRegionArguments`, the pattern's block has {N} argument(s)",
    label = "the blocks of this op's regions have no arguments"
)]
#[doc(hidden)]
pub trait RegionBlockArgs<const N: usize> {}

/// Asserts that a block of a region of `O` may have `N` arguments
/// ([`RegionBlockArgs`]).
#[inline(always)]
pub const fn region_block_args<O: RegionBlockArgs<N>, const N: usize>() {}

/// Region `K` of `Self` has exactly one block (`SizedRegion<1>`):
/// implemented by `ods!`.
#[diagnostic::on_unimplemented(
    message = "inlining a region that may have several blocks: region #{K} of `{Self}`",
    label = "inlineRegion needs a region with exactly one block",
    note = "declare the region `SizedRegion<1>` in `ods!`, or match it as `(region $b)` / `(region (block …))` and inline the block `$b`"
)]
#[doc(hidden)]
pub trait SingleBlockRegionAt<const K: usize> {}

/// What `(inlineRegion $x, …)` can inline: a matched block, or a region
/// known to have exactly one block.
#[diagnostic::on_unimplemented(
    message = "inlining a region that may have several blocks: `{Self}`",
    label = "inlineRegion needs a region with exactly one block",
    note = "declare the region `SizedRegion<1>` in `ods!`, or match it as `(region $b)` / `(region (block …))` and inline the block `$b`"
)]
#[doc(hidden)]
pub trait InlinableRegion: Copy {
    /// The block to inline, if the region has exactly one.
    fn single_block(self, ctx: &Context) -> Option<BlockId>;
}
impl InlinableRegion for BlockId {
    #[inline]
    fn single_block(self, _: &Context) -> Option<BlockId> {
        Some(self)
    }
}
impl<O: SingleBlockRegionAt<K>, const K: usize> InlinableRegion for RegionOf<O, K> {
    #[inline]
    fn single_block(self, ctx: &Context) -> Option<BlockId> {
        match ctx.region(self.id).blocks() {
            [b] => Some(*b),
            _ => None,
        }
    }
}

/// A source node of an op with regions written with `PAT` arguments: the
/// op declares `DEF` arguments and `REG` regions, and the node gives
/// either its arguments or its arguments and all its regions. `ods!`
/// implements it for the two counts.
#[diagnostic::on_unimplemented(
    message = "op `{Self}` argument number mismatch: {PAT} in pattern vs. {DEF} in definition (or {DEF} arguments followed by its {REG} regions)",
    label = "`{Self}` takes {DEF} arguments, then optionally its {REG} regions; the pattern gives {PAT}"
)]
#[doc(hidden)]
pub trait SourceArgCountWithRegions<const DEF: usize, const REG: usize, const PAT: usize> {}

/// A result node builds `PAT` regions of an op declaring `DEF` (all of
/// them, or none).
#[diagnostic::on_unimplemented(
    message = "op `{Self}` has {DEF} region(s), the pattern builds {PAT}",
    label = "give every region of the op (`(region …)` / `(cloneRegion …)`), after its arguments, or none (empty regions)"
)]
#[doc(hidden)]
pub trait ResultRegionCount<const DEF: usize, const PAT: usize> {}
impl<T, const N: usize> ResultRegionCount<N, N> for T {}

// ---------------------------------------------------------------------------
// Multi-root patterns
// ---------------------------------------------------------------------------

/// What joins a further source DAG of a multi-root pattern to the ones
/// before it: a single value (an operand or a block argument).
#[diagnostic::on_unimplemented(
    message = "the symbol joining this source pattern to the ones before it must be a single value, not `{Self}`",
    label = "the op of this source pattern is found among the users of this value"
)]
#[doc(hidden)]
pub trait JoinValue {
    /// The value, if present.
    fn join_value(&self) -> Option<Value>;
}
impl JoinValue for Value {
    fn join_value(&self) -> Option<Value> {
        Some(*self)
    }
}
impl JoinValue for Option<Value> {
    fn join_value(&self) -> Option<Value> {
        *self
    }
}

/// A walk over the users of a value, in use-list order, that leaves the
/// rewriter free between steps (the IR does not change while matching).
#[derive(Clone, Copy, Debug)]
pub struct UserCursor {
    next: Option<UseRef>,
}

impl UserCursor {
    /// The users of `value` (none if absent).
    #[inline]
    pub fn new(ctx: &Context, value: &impl JoinValue) -> Self {
        UserCursor {
            next: value.join_value().and_then(|v| ctx.value_data(v).first_use),
        }
    }

    /// The next user, skipping the ops in `skip` (already matched).
    #[inline]
    pub fn next_user(&mut self, ctx: &Context, skip: &[OpId]) -> Option<OpId> {
        while let Some(at) = self.next {
            self.next = ctx.live_operand(at).next;
            let user = ctx.ops.key_at(at.slot);
            if !skip.contains(&user) {
                return Some(user);
            }
        }
        None
    }
}

/// The op `cand` as the root `O` of a further source DAG (no failure is
/// reported for an op of another kind: the caller tries the next user).
#[inline]
pub fn other_root<O: Op>(rw: &PatternRewriter<'_>, cand: OpId) -> Result<O, MatchFailure> {
    O::from_op(rw, cand).ok_or_else(|| MatchFailure::new("another kind of op"))
}

/// The failure when no user of the joining value matches source DAG
/// number `n` (counting from 1).
#[cold]
pub fn no_other_root(rw: &mut PatternRewriter<'_>, root: OpId, n: usize) -> MatchFailure {
    rw.notify_match_failure_with(root, || {
        format!("no user of the joining value matches source pattern #{n}")
    })
}

// ---------------------------------------------------------------------------
// Checks before the rewrite
// ---------------------------------------------------------------------------

/// What an `inlineRegion` inlines, checked before the rewrite starts.
#[derive(Clone, Copy, Debug)]
pub struct InlinePlan {
    block: BlockId,
    terminator: OpId,
}

/// Checks an `(inlineRegion $x, values…)`: `$x` has exactly one block,
/// with as many arguments as `args`, ending in an op (its terminator)
/// with as many operands as `root` has results.
pub fn plan_inline(
    rw: &mut PatternRewriter<'_>,
    root: OpId,
    region: impl InlinableRegion,
    args: &[Value],
) -> Result<InlinePlan, MatchFailure> {
    let Some(block) = region.single_block(rw) else {
        return Err(
            rw.notify_match_failure(root, "the region to inline does not have exactly one block")
        );
    };
    let n = rw.block(block).args().len();
    if n != args.len() {
        return Err(rw.notify_match_failure_with(root, || {
            format!(
                "the block to inline has {n} argument(s), the pattern gives {} value(s)",
                args.len()
            )
        }));
    }
    let Some(terminator) = rw.block(block).last_op() else {
        return Err(
            rw.notify_match_failure(root, "the block to inline is empty (it has no terminator)")
        );
    };
    let (yielded, results) = (rw.op(terminator).num_operands(), rw.op(root).num_results());
    if yielded != results {
        return Err(rw.notify_match_failure_with(root, || {
            format!(
                "the terminator of the block to inline yields {yielded} value(s), the root has {results} result(s)"
            )
        }));
    }
    Ok(InlinePlan { block, terminator })
}

/// True if `op` is `of` or nested in it.
fn within(ctx: &Context, of: OpId, op: OpId) -> bool {
    ctx.is_ancestor_or_self(of, op)
}

/// Checks a `(replace $op, …)` / `(erase $op)` (`erase`) of the matched
/// `op`: it is neither the root nor nested in it; for `erase`, every use
/// of its results is by the root, by another op in `removed` (the ops the
/// rewrite replaces or erases), or by an op nested in one of them.
pub fn check_removable<O: Op>(
    rw: &mut PatternRewriter<'_>,
    root: OpId,
    op: &O,
    erase: bool,
    removed: &[OpId],
) -> Result<(), MatchFailure> {
    let op = op.op();
    if within(rw, root, op) {
        return Err(rw.notify_match_failure_with(op, || {
            format!(
                "'{}' is the root or nested in it, which the rewrite replaces: it cannot be replaced or erased on its own",
                O::NAME
            )
        }));
    }
    if !erase {
        return Ok(());
    }
    let ctx: &Context = rw;
    let results = ctx.op(op).results();
    for (i, &r) in results.iter().enumerate() {
        for u in ctx.uses(r) {
            let dies =
                within(ctx, root, u.op) || removed.iter().any(|&x| x != op && within(ctx, x, u.op));
            if !dies {
                return Err(rw.notify_match_failure_with(op, || {
                    format!(
                        "'{}' cannot be erased: its result #{i} is still used by an op the rewrite keeps",
                        O::NAME
                    )
                }));
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Result side
// ---------------------------------------------------------------------------

/// Region `k` of the built op `op`.
#[inline]
pub fn built_region<O: Op>(
    b: &Builder<'_, '_>,
    op: &O,
    k: usize,
) -> Result<RegionId, MatchFailure> {
    b.op(op.op())
        .regions()
        .get(k)
        .copied()
        .ok_or_else(|| MatchFailure::new(format!("the built '{}' has no region #{k}", O::NAME)))
}

/// What a built region's element `$x` moves in: the blocks of a matched
/// region, or a matched block.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a region or a block",
    label = "a built region's elements are regions and blocks matched by the source pattern (moved), or `(block …)`"
)]
#[doc(hidden)]
pub trait RegionSource: Copy {
    /// Moves the blocks into `dest` (at its end).
    fn move_into(self, rw: &mut PatternRewriter<'_>, dest: RegionId) -> Result<(), MatchFailure>;
    /// Clones the blocks into `dest` (at its end).
    fn clone_into(self, rw: &mut PatternRewriter<'_>, dest: RegionId) -> Result<(), MatchFailure>;
}

fn move_region(
    rw: &mut PatternRewriter<'_>,
    r: RegionId,
    dest: RegionId,
) -> Result<(), MatchFailure> {
    rw.inline_region_before(r, dest, None)
        .map_err(MatchFailure::from)
}

fn clone_region(
    rw: &mut PatternRewriter<'_>,
    r: RegionId,
    dest: RegionId,
) -> Result<(), MatchFailure> {
    rw.clone_region_before(r, dest, None)
        .map(|_| ())
        .map_err(MatchFailure::from)
}

impl RegionSource for RegionId {
    fn move_into(self, rw: &mut PatternRewriter<'_>, dest: RegionId) -> Result<(), MatchFailure> {
        move_region(rw, self, dest)
    }
    fn clone_into(self, rw: &mut PatternRewriter<'_>, dest: RegionId) -> Result<(), MatchFailure> {
        clone_region(rw, self, dest)
    }
}
impl<O, const K: usize> RegionSource for RegionOf<O, K> {
    fn move_into(self, rw: &mut PatternRewriter<'_>, dest: RegionId) -> Result<(), MatchFailure> {
        move_region(rw, self.id, dest)
    }
    fn clone_into(self, rw: &mut PatternRewriter<'_>, dest: RegionId) -> Result<(), MatchFailure> {
        clone_region(rw, self.id, dest)
    }
}
impl RegionSource for BlockId {
    fn move_into(self, rw: &mut PatternRewriter<'_>, dest: RegionId) -> Result<(), MatchFailure> {
        rw.move_block_before(self, dest, None)
            .map_err(MatchFailure::from)
    }
    fn clone_into(self, rw: &mut PatternRewriter<'_>, dest: RegionId) -> Result<(), MatchFailure> {
        // A block alone: cloned through a scratch region holding it.
        let parent = rw
            .block(self)
            .parent_region()
            .ok_or_else(|| MatchFailure::new("the block to clone is not in a region"))?;
        let before = rw.region(dest).blocks().len();
        rw.clone_region_before(parent, dest, None)
            .map_err(MatchFailure::from)?;
        // Keep only the clone of `self`.
        let pos = rw
            .region(parent)
            .blocks()
            .iter()
            .position(|&b| b == self)
            .unwrap_or(0);
        let cloned: SmallVec<[BlockId; 4]> =
            rw.region(dest).blocks()[before..].iter().copied().collect();
        for (i, b) in cloned.into_iter().enumerate().rev() {
            if i != pos {
                rw.erase_block(b).map_err(MatchFailure::from)?;
            }
        }
        Ok(())
    }
}

/// Moves the blocks of `source` (a matched region or block) to the end of
/// `dest` (a region of a built op).
#[inline]
pub fn move_into(
    b: &mut Builder<'_, '_>,
    source: impl RegionSource,
    dest: RegionId,
) -> Result<(), MatchFailure> {
    source.move_into(b.rewriter(), dest)
}

/// Clones the blocks of `source` (a matched region or block) to the end of
/// `dest` (`(cloneRegion $x)`).
#[inline]
pub fn clone_into(
    b: &mut Builder<'_, '_>,
    source: impl RegionSource,
    dest: RegionId,
) -> Result<(), MatchFailure> {
    source.clone_into(b.rewriter(), dest)
}

/// Appends a new block with arguments of `types` (at the builder's
/// location) to `region`; the insertion point is left unchanged.
pub fn create_block(
    b: &mut Builder<'_, '_>,
    region: RegionId,
    types: &[Type],
) -> Result<BlockId, MatchFailure> {
    let loc = b.loc();
    let args: SmallVec<[(Type, crate::Location); 4]> = types.iter().map(|&t| (t, loc)).collect();
    let rw = b.rewriter();
    let saved = rw.insertion_point();
    let index = rw.region(region).blocks().len();
    let block = rw
        .create_block(region, index, &args)
        .map_err(MatchFailure::from)?;
    rw.restore_insertion_point(saved);
    Ok(block)
}

/// The insertion point before a built block was entered.
#[derive(Clone, Copy, Debug)]
pub struct SavedInsertionPoint(Option<InsertPoint>);

/// Moves the insertion point to the end of `block` (the ops of a built
/// `(block …)` are created there, in order).
pub fn enter_block(
    b: &mut Builder<'_, '_>,
    block: BlockId,
) -> Result<SavedInsertionPoint, MatchFailure> {
    let rw = b.rewriter();
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block)
        .map_err(MatchFailure::from)?;
    Ok(SavedInsertionPoint(saved))
}

/// Restores the insertion point saved by [`enter_block`].
pub fn leave_block(b: &mut Builder<'_, '_>, saved: SavedInsertionPoint) {
    b.rewriter().restore_insertion_point(saved.0);
}

/// Argument `i` of the built `block`.
#[inline]
pub fn block_arg(b: &Builder<'_, '_>, block: BlockId, i: usize) -> Value {
    b.block(block).args()[i]
}

/// Arguments `from..from + n` of the built `block`.
#[inline]
pub fn block_arg_range(b: &Builder<'_, '_>, block: BlockId, from: usize, n: usize) -> Values {
    Values::from_slice(&b.block(block).args()[from..from + n])
}

/// What `(returnType e):$x` binds in a built block, by the type of `e`:
/// one type (a value's, a type) makes `$x` one argument, a list of types
/// (a range's, several types) the range of arguments.
#[doc(hidden)]
pub trait TypedBlockArgs {
    /// What `$x` is.
    type Args;
    /// The arguments from `from` on of the built `block`.
    fn block_args(&self, ctx: &Context, block: BlockId, from: usize) -> Self::Args;
}
impl TypedBlockArgs for Value {
    type Args = Value;
    fn block_args(&self, ctx: &Context, block: BlockId, from: usize) -> Value {
        ctx.block(block).args()[from]
    }
}
impl TypedBlockArgs for Type {
    type Args = Value;
    fn block_args(&self, ctx: &Context, block: BlockId, from: usize) -> Value {
        ctx.block(block).args()[from]
    }
}
impl TypedBlockArgs for Values {
    type Args = Values;
    fn block_args(&self, ctx: &Context, block: BlockId, from: usize) -> Values {
        Values::from_slice(&ctx.block(block).args()[from..from + self.len()])
    }
}
impl TypedBlockArgs for Vec<Type> {
    type Args = Values;
    fn block_args(&self, ctx: &Context, block: BlockId, from: usize) -> Values {
        Values::from_slice(&ctx.block(block).args()[from..from + self.len()])
    }
}

/// The argument(s) of the built `block` typed by `(returnType e):$x`,
/// from `from` on (see [`TypedBlockArgs`]).
#[inline]
pub fn typed_block_args<T: TypedBlockArgs>(
    b: &Builder<'_, '_>,
    block: BlockId,
    from: usize,
    e: &T,
) -> T::Args {
    e.block_args(b, block, from)
}

/// The type a buildable type constraint `T` stands for (`I32:$x` in a
/// built block).
#[inline]
pub fn buildable_type<T: BlockArgType>(b: &mut Builder<'_, '_>) -> Type {
    T::block_arg_type(b)
}

/// A type constraint that gives the type of a built block's argument.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a buildable type: it cannot type an argument of a built block",
    label = "write a buildable type (`I32`, `Index`, `F32`, …) or `(returnType …):$x`"
)]
#[doc(hidden)]
pub trait BlockArgType {
    /// The type.
    fn block_arg_type(ctx: &mut Context) -> Type;
}
impl<T: crate::ods::BuildableType> BlockArgType for T {
    fn block_arg_type(ctx: &mut Context) -> Type {
        T::build_type(ctx)
    }
}

/// Inlines the planned block right before the root, with its arguments
/// replaced by `args`, and appends the terminator's operands (read after
/// the inlining, so the block's arguments among them are replaced too, as
/// MLIR's `replaceOpWithRegion` reads them) to `replacement`. The
/// terminator is erased by [`erase_inlined_terminator`] once the root is
/// replaced.
pub fn inline_planned(
    b: &mut Builder<'_, '_>,
    plan: &InlinePlan,
    args: &[Value],
    replacement: &mut Values,
) -> Result<(), MatchFailure> {
    let root = b.root();
    b.rewriter()
        .inline_block_before_op(plan.block, root, args)
        .map_err(MatchFailure::from)?;
    replacement.extend(b.op(plan.terminator).operands());
    Ok(())
}

/// Erases the terminator of an inlined block (after the root's
/// replacement, as MLIR's `replaceOpWithRegion`).
pub fn erase_inlined_terminator(
    b: &mut Builder<'_, '_>,
    plan: &InlinePlan,
) -> Result<(), MatchFailure> {
    b.rewriter()
        .erase_op(plan.terminator)
        .map_err(MatchFailure::from)
}

/// `(erase $root)`: checks, before the rewrite, that the root's results
/// are unused.
pub fn check_root_unused(rw: &mut PatternRewriter<'_>, root: OpId) -> Result<(), MatchFailure> {
    let ctx: &Context = rw;
    if let Some(i) = ctx
        .op(root)
        .results()
        .iter()
        .position(|&r| !ctx.use_empty(r))
    {
        return Err(rw.notify_match_failure_with(root, || {
            format!("the root cannot be erased: its result #{i} is used")
        }));
    }
    Ok(())
}

/// `(erase $root)`: erases the root (instead of replacing it).
pub fn erase_root(b: &mut Builder<'_, '_>) -> Result<(), MatchFailure> {
    let root = b.root();
    b.rewriter().erase_op(root).map_err(MatchFailure::from)
}

/// `(replace $op, values…)`: replaces the matched `op` with `values`.
pub fn replace_other<O: Op>(
    b: &mut Builder<'_, '_>,
    op: &O,
    values: &[Value],
) -> Result<(), MatchFailure> {
    b.rewriter()
        .replace_op(op.op(), values)
        .map_err(MatchFailure::from)
}

/// `(erase $op)`: erases the matched `op`.
pub fn erase_other<O: Op>(b: &mut Builder<'_, '_>, op: &O) -> Result<(), MatchFailure> {
    b.rewriter().erase_op(op.op()).map_err(MatchFailure::from)
}

/// The op of a bound source node (for the list of removed ops).
#[inline]
pub fn op_of<O: Op>(op: &O) -> OpId {
    op.op()
}
