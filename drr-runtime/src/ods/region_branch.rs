//! MLIR 22's `RegionBranchOpInterface` and
//! `RegionBranchTerminatorOpInterface` (`ControlFlowInterfaces.td`) for
//! `ods!` ops, and the interface's verifier
//! (`detail::verifyRegionBranchOpInterface`).
//!
//! An op declaring `RegionBranchOpInterface` says where control goes: from
//! the op itself (the *parent* branch point, when it starts) and from each
//! terminator of its regions that implements the terminator interface, to
//! some of its regions (their entry block's arguments receive the values)
//! or back to the op (its results receive them). The verifier checks that
//! every such edge passes as many values as its target takes, of
//! compatible types.
//!
//! Terminators: an op counts as a region branch terminator when its
//! `ods!` definition lists `ReturnLike` (every operand is passed on) or
//! `RegionBranchTerminatorOpInterface` (its
//! [`RegionBranchTerminator::successor_operands`] says which), the two
//! registered with the context ([`Context::register_region_terminator`]).
//!
//! Invariants: the branch points are the parent, then the last op of each
//! non-empty block of each region, region by region and block by block,
//! when that op is a registered terminator (MLIR's
//! `getAllRegionBranchPoints`); the edges of a point are checked in the
//! order of the op's [`RegionBranch::successor_regions`]. The ranges the
//! hooks give are clamped to the operands, arguments or results there are,
//! so a hook computing them from malformed IR cannot panic the verifier.

use std::ops::Range;

use smallvec::SmallVec;

use crate::{Context, OpId, Type, Value};

use super::op::Op;

/// Where control branches from (MLIR's `RegionBranchPoint`): the op itself
/// when it starts executing, or a terminator of one of its regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionBranchPoint {
    /// The op itself: control enters it from outside.
    Parent,
    /// A region branch terminator of one of the op's regions.
    Terminator(OpId),
}

impl RegionBranchPoint {
    /// The number of the op's region the branch starts in: `None` for
    /// [`RegionBranchPoint::Parent`] (and for a terminator that is not in a
    /// region of an op).
    pub fn region_number(self, ctx: &Context) -> Option<usize> {
        match self {
            RegionBranchPoint::Parent => None,
            RegionBranchPoint::Terminator(t) => region_number_of(ctx, t),
        }
    }
}

/// Where control branches to (MLIR's `RegionSuccessor`): one of the op's
/// regions (its entry block's arguments receive the successor operands)
/// or the op itself (its results receive them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionSuccessor {
    /// The op's region of this number.
    Region(usize),
    /// Control leaves the regions, back to the op.
    Parent,
}

/// `RegionBranchOpInterface` (in the op's trait list, plainly or as
/// `DeclareOpInterfaceMethods<RegionBranchOpInterface, […]>`): the op's
/// control flow between its regions. The verifier checks each edge once
/// the ops inside the op's regions verified, at the interface's place
/// among the op's region traits (before `hasRegionVerifier`'s
/// [`super::RegionVerify`]), with MLIR's messages:
/// `along control flow edge from parent to Region #0: region branch point
/// has 1 operands, but region successor needs 2 inputs`, `… successor
/// operand type #0 'i32' should match successor input type #0 'f32'`,
/// and a `region branch point` note at the edge's source.
///
/// Only [`RegionBranch::successor_regions`] is required; the others have
/// MLIR's defaults.
#[diagnostic::on_unimplemented(
    message = "op `{Self}` declares `RegionBranchOpInterface` but does not implement `drr::ods::RegionBranch`",
    label = "`RegionBranchOpInterface` needs `successor_regions`",
    note = "write `impl drr::ods::RegionBranch for {Self} {{ fn successor_regions(self, ctx: &drr::Context, point: drr::ods::RegionBranchPoint) -> Vec<drr::ods::RegionSuccessor> {{ … }} }}`"
)]
pub trait RegionBranch: Op {
    /// The successors of `point` (MLIR's `getSuccessorRegions`): where
    /// control may go when the op starts ([`RegionBranchPoint::Parent`])
    /// or when a terminator of region `point.region_number(ctx)` ends it.
    fn successor_regions(self, ctx: &Context, point: RegionBranchPoint) -> Vec<RegionSuccessor>;

    /// The operand numbers of the op's operands passed to `successor` when
    /// the op starts (MLIR's `getEntrySuccessorOperands`). MLIR's default:
    /// none.
    fn entry_successor_operands(self, ctx: &Context, successor: RegionSuccessor) -> Range<usize> {
        let _ = successor;
        let n = ctx.op(self.op()).num_operands();
        n..n
    }

    /// The values receiving the successor operands at `successor`, as
    /// numbers of the region's entry block arguments or of the op's
    /// results (MLIR's successor inputs). The default: all of them (none
    /// for a region without blocks); a loop whose first argument is its
    /// induction variable gives `1..n`.
    fn successor_inputs(self, ctx: &Context, successor: RegionSuccessor) -> Range<usize> {
        0..input_values(ctx, self.op(), successor).len()
    }

    /// True if a value of type `operand` may flow into an input of type
    /// `input` (MLIR's `areTypesCompatible`). The default: the same type.
    fn are_types_compatible(self, ctx: &Context, operand: Type, input: Type) -> bool {
        let _ = ctx;
        operand == input
    }
}

/// `RegionBranchTerminatorOpInterface` (in the trait list of a terminator,
/// plainly or as `DeclareOpInterfaceMethods<…>`): the terminator passes
/// values to the successors of its parent's [`RegionBranch`] op. A
/// `ReturnLike` op needs no impl: it passes all its operands.
#[diagnostic::on_unimplemented(
    message = "op `{Self}` declares `RegionBranchTerminatorOpInterface` but does not implement `drr::ods::RegionBranchTerminator`",
    label = "`RegionBranchTerminatorOpInterface` needs `successor_operands`",
    note = "write `impl drr::ods::RegionBranchTerminator for {Self} {{ fn successor_operands(self, ctx: &drr::Context, successor: drr::ods::RegionSuccessor) -> std::ops::Range<usize> {{ … }} }}` (the default passes every operand)"
)]
pub trait RegionBranchTerminator: Op {
    /// The operand numbers of the operands passed to `successor` (MLIR's
    /// `getMutableSuccessorOperands`). The default, `ReturnLike`'s: all
    /// of them; a loop condition passing all but its first gives `1..n`.
    fn successor_operands(self, ctx: &Context, successor: RegionSuccessor) -> Range<usize> {
        let _ = successor;
        0..ctx.op(self.op()).num_operands()
    }
}

/// A registered terminator's successor operands (see
/// [`Context::register_region_terminator`]).
pub type RegionTerminatorFn = fn(&Context, OpId, RegionSuccessor) -> Range<usize>;

/// The [`RegionTerminatorFn`] of an op implementing
/// [`RegionBranchTerminator`].
#[doc(hidden)]
pub fn region_terminator_operands<O: RegionBranchTerminator>(
    ctx: &Context,
    op: OpId,
    successor: RegionSuccessor,
) -> Range<usize> {
    O::from_op_unchecked(op).successor_operands(ctx, successor)
}

/// The [`RegionTerminatorFn`] of a `ReturnLike` op: all its operands.
#[doc(hidden)]
pub fn return_like_operands(ctx: &Context, op: OpId, _: RegionSuccessor) -> Range<usize> {
    0..ctx.op(op).num_operands()
}

/// The number of the region holding `op` among its parent op's regions.
fn region_number_of(ctx: &Context, op: OpId) -> Option<usize> {
    let block = ctx.op(op).parent_block()?;
    let parent = ctx.block_parent_op(block)?;
    ctx.op(parent)
        .regions()
        .iter()
        .position(|&r| ctx.region(r).blocks().contains(&block))
}

/// The branch points of `op` (MLIR's `getAllRegionBranchPoints`): the
/// parent, then each registered terminator ending a block of its regions,
/// in order.
pub fn region_branch_points(ctx: &Context, op: OpId) -> SmallVec<[RegionBranchPoint; 4]> {
    let mut points = SmallVec::new();
    points.push(RegionBranchPoint::Parent);
    for &r in ctx.op(op).regions() {
        for &b in ctx.region(r).blocks() {
            if let Some(last) = ctx.block(b).last_op()
                && ctx.region_terminator_hook(ctx.op(last).name()).is_some()
            {
                points.push(RegionBranchPoint::Terminator(last));
            }
        }
    }
    points
}

/// All the values a successor may receive: the region's entry block
/// arguments, or the op's results.
fn input_values(ctx: &Context, op: OpId, successor: RegionSuccessor) -> &[Value] {
    match successor {
        RegionSuccessor::Parent => ctx.op(op).results(),
        RegionSuccessor::Region(i) => ctx
            .op(op)
            .regions()
            .get(i)
            .and_then(|&r| ctx.region(r).blocks().first())
            .map_or(&[], |&b| ctx.block(b).args()),
    }
}

/// `range` within `0..len`.
fn clamp(range: Range<usize>, len: usize) -> Range<usize> {
    let start = range.start.min(len);
    start..range.end.clamp(start, len)
}

/// The values passed from `point` to `successor` of `op` (MLIR's
/// `getSuccessorOperands`): the op's entry successor operands from the
/// parent, a terminator's successor operands otherwise.
pub fn successor_operands<O: RegionBranch>(
    ctx: &Context,
    op: O,
    point: RegionBranchPoint,
    successor: RegionSuccessor,
) -> SmallVec<[Value; 4]> {
    let (from, range) = match point {
        RegionBranchPoint::Parent => (op.op(), op.entry_successor_operands(ctx, successor)),
        RegionBranchPoint::Terminator(t) => match ctx.region_terminator_hook(ctx.op(t).name()) {
            Some(f) => (t, f(ctx, t, successor)),
            None => (t, 0..0),
        },
    };
    let data = ctx.op(from);
    clamp(range, data.num_operands())
        .map(|i| data.operand(i))
        .collect()
}

/// The values receiving what flows to `successor` of `op` (MLIR's
/// successor inputs).
pub fn successor_inputs<O: RegionBranch>(
    ctx: &Context,
    op: O,
    successor: RegionSuccessor,
) -> &[Value] {
    let all = input_values(ctx, op.op(), successor);
    &all[clamp(op.successor_inputs(ctx, successor), all.len())]
}

/// The interface's verifier (MLIR's `detail::verifyRegionBranchOpInterface`):
/// the first edge passing the wrong number or types of values, worded as
/// MLIR's, with its `region branch point` note at the edge's source (the
/// op for an edge from the parent, else the terminator).
#[doc(hidden)]
pub fn verify_region_branch<O: RegionBranch>(ctx: &Context, op: OpId) -> Result<(), String> {
    let this = O::from_op_unchecked(op);
    for point in region_branch_points(ctx, op) {
        for successor in this.successor_regions(ctx, point) {
            let operands = successor_operands(ctx, this, point, successor);
            let inputs = successor_inputs(ctx, this, successor);
            let (at, from) = match point {
                RegionBranchPoint::Parent => (op, "parent".to_string()),
                RegionBranchPoint::Terminator(t) => (
                    t,
                    format!("Operation {}", ctx.op_name_str(ctx.op(t).name())),
                ),
            };
            let to = match successor {
                RegionSuccessor::Parent => "parent".to_string(),
                RegionSuccessor::Region(i) => format!("Region #{i}"),
            };
            let edge = |detail: String| {
                super::attach_note(op, ctx.op(at).loc(), "region branch point");
                format!("along control flow edge from {from} to {to}: {detail}")
            };
            if operands.len() != inputs.len() {
                return Err(edge(format!(
                    "region branch point has {} operands, but region successor needs {} inputs",
                    operands.len(),
                    inputs.len()
                )));
            }
            for (i, (&operand, &input)) in operands.iter().zip(inputs).enumerate() {
                let (operand, input) = (ctx.value_type(operand), ctx.value_type(input));
                if !this.are_types_compatible(ctx, operand, input) {
                    let ty = |t| crate::text::print_type(ctx, t);
                    return Err(edge(format!(
                        "successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                        ty(operand),
                        ty(input)
                    )));
                }
            }
        }
    }
    Ok(())
}
