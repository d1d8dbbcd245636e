//! Slots: what each declared argument of an op is ([`ArgAt`], [`OperandSlot`], [`AttrSlot`]), and
//! reading a matched op's argument at a position ([`capture`], [`root`], [`defining_op`]).

use super::*;

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
                    "op '{}' has no operand '{}' (its group is empty)",
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
