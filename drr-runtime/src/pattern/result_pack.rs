//! Results of matched and built ops as the values a pattern reads (`$r`, `$r__N`: [`ValuePack`]),
//! and the locations of built ops (fused from the matched ops, or a `location` directive).

use super::*;

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
/// matched or built op, or a value's (its defining op's, or a block
/// argument's own).
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
/// MLIR's `Value::getLoc`: the defining op's location, or a block
/// argument's own (what mlir-tblgen's `(location $x)` reads for an operand).
impl HasLoc for Value {
    fn loc(&self, ctx: &Context) -> Location {
        ctx.value_loc(*self)
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
