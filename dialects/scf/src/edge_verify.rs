//! MLIR 22's `RegionBranchOpInterface` verifier
//! (`detail::verifyTypesAlongControlFlowEdges`) for the scf ops whose own
//! verifiers do not already cover it: `scf.if`, `scf.while` and
//! `scf.execute_region`. Every control-flow edge — from the op (its entry
//! operands) or from a region's terminator (`scf.yield`,
//! `scf.condition`) to a region's arguments or the op's results — must
//! pass as many values as its target takes, of the same types.
//!
//! Edges are checked in MLIR's order: the op first, then each region's
//! blocks' terminators in order; for each, its successors in the order of
//! the op's `getSuccessorRegions`. The first bad edge is the error, worded
//! as MLIR's, with its `region branch point` note at the edge's source (the
//! op for an edge from the parent, else the terminator).

use drr::ods::RegionVerify;
use drr::{Context, OpId, Type, Value};

use crate::ops::{ConditionOp, ExecuteRegionOp, IfOp, WhileOp, YieldOp, entry_terminator};
use crate::region_branch::yields;

/// Where an edge starts or ends, as MLIR prints it.
enum Point {
    Parent,
    Terminator(&'static str),
    Region(usize),
}

impl std::fmt::Display for Point {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Point::Parent => f.write_str("parent"),
            Point::Terminator(name) => write!(f, "Operation {name}"),
            Point::Region(i) => write!(f, "Region #{i}"),
        }
    }
}

/// One edge: the values it passes and the types its target takes.
struct Edge {
    /// The branch point: the op (edges from the parent) or the terminator.
    at: OpId,
    from: Point,
    to: Point,
    operands: Vec<Value>,
    inputs: Vec<Type>,
}

/// The first edge passing the wrong number or types of values, as MLIR's
/// message.
fn check(ctx: &Context, op: OpId, edges: &[Edge]) -> Result<(), String> {
    let ty = |t: Type| format!("'{}'", drr::text::print_type(ctx, t));
    for e in edges {
        let head = format!("along control flow edge from {} to {}", e.from, e.to);
        let note = || drr::ods::attach_note(op, ctx.op(e.at).loc(), "region branch point");
        if e.operands.len() != e.inputs.len() {
            note();
            return Err(format!(
                "{head}: region branch point has {} operands, but region successor needs {} inputs",
                e.operands.len(),
                e.inputs.len()
            ));
        }
        for (i, (&v, &input)) in e.operands.iter().zip(&e.inputs).enumerate() {
            let operand = ctx.value_type(v);
            if operand != input {
                note();
                return Err(format!(
                    "{head}: successor operand type #{i} {} should match successor input type #{i} {}",
                    ty(operand),
                    ty(input)
                ));
            }
        }
    }
    Ok(())
}

fn result_types(ctx: &Context, op: OpId) -> Vec<Type> {
    ctx.op(op)
        .results()
        .iter()
        .map(|&r| ctx.value_type(r))
        .collect()
}

fn arg_types(ctx: &Context, region: drr::RegionId) -> Vec<Type> {
    ctx.region(region)
        .blocks()
        .first()
        .map(|&b| {
            ctx.block(b)
                .args()
                .iter()
                .map(|&a| ctx.value_type(a))
                .collect()
        })
        .unwrap_or_default()
}

/// Edges from each `scf.yield` of `op` to its results (`scf.if`,
/// `scf.execute_region`: their regions take no arguments from the op).
fn yields_to_results(ctx: &Context, op: OpId) -> Vec<Edge> {
    let results = result_types(ctx, op);
    yields(ctx, op)
        .into_iter()
        .filter_map(|y| YieldOp::from_op(ctx, y))
        .map(|y| Edge {
            at: y.op(),
            from: Point::Terminator("scf.yield"),
            to: Point::Parent,
            operands: y.results(ctx).iter().collect(),
            inputs: results.clone(),
        })
        .collect()
}

impl RegionVerify for IfOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), String> {
        check(ctx, self.op(), &yields_to_results(ctx, self.op()))
    }
}

impl RegionVerify for ExecuteRegionOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), String> {
        check(ctx, self.op(), &yields_to_results(ctx, self.op()))
    }
}

impl RegionVerify for WhileOp {
    /// The op to `before`; `scf.condition` to the results, then to
    /// `after`; `after`'s `scf.yield` to `before` (`WhileOp::getSuccessorRegions`).
    fn verify_regions(self, ctx: &Context) -> Result<(), String> {
        let op = self.op();
        let before = arg_types(ctx, self.before(ctx));
        let mut edges = vec![Edge {
            at: op,
            from: Point::Parent,
            to: Point::Region(0),
            operands: self.inits(ctx).iter().collect(),
            inputs: before.clone(),
        }];
        let last = |region| entry_terminator(ctx, region);
        if let Some(cond) = last(self.before(ctx)).and_then(|t| ConditionOp::from_op(ctx, t)) {
            let args: Vec<Value> = cond.args(ctx).iter().collect();
            edges.push(Edge {
                at: cond.op(),
                from: Point::Terminator("scf.condition"),
                to: Point::Parent,
                operands: args.clone(),
                inputs: result_types(ctx, op),
            });
            edges.push(Edge {
                at: cond.op(),
                from: Point::Terminator("scf.condition"),
                to: Point::Region(1),
                operands: args,
                inputs: arg_types(ctx, self.after(ctx)),
            });
        }
        if let Some(y) = last(self.after(ctx)).and_then(|t| YieldOp::from_op(ctx, t)) {
            edges.push(Edge {
                at: y.op(),
                from: Point::Terminator("scf.yield"),
                to: Point::Region(0),
                operands: y.results(ctx).iter().collect(),
                inputs: before,
            });
        }
        check(ctx, op, &edges)
    }
}
