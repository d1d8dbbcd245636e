//! Dominance between the blocks of a region, as MLIR's `DominanceInfo`
//! defines it: a dominator tree per multi-block region over the control
//! flow graph whose edges are the successors of each block's last
//! operation, rooted at the region's entry block.
//!
//! A region's tree is built the first time a query needs it (most regions
//! have one block and never do), with the Semi-NCA algorithm (as LLVM's
//! `GenericDomTreeConstruction` builds MLIR's trees): a depth-first
//! numbering from the entry block, semidominators by path-compressed
//! evaluation in reverse preorder, then immediate dominators as nearest
//! common ancestors. Everything is iterative (explicit stacks: no
//! recursion whose depth the input controls) and near-linear in the
//! region's blocks and edges. The tree is then numbered by a depth-first
//! walk (entry and exit times), so that "`a` dominates `b`" is two integer
//! comparisons.
//!
//! Representation: one table indexed by block arena slot, holding for
//! each block of a built region its entry and exit times plus one (a
//! block belongs to one region, so the table serves every region). `0`
//! means "not built"; [`UNREACHABLE`] marks blocks the entry block does
//! not reach. Edges to blocks of other regions or to erased blocks are
//! ignored (the verifier reports them separately).

use slotmap::Key;

use crate::Context;
use crate::ir::{BlockId, RegionId};

/// The table entry of a block the entry block does not reach.
const UNREACHABLE: (u32, u32) = (u32::MAX, u32::MAX);

/// No node (a preorder number never used).
const NONE: u32 = 0;

/// Dense index of a block handle (its arena slot).
fn slot(block: BlockId) -> usize {
    (block.data().as_ffi() & 0xffff_ffff) as usize
}

/// The dominator trees of the multi-block regions queried so far.
#[derive(Default)]
pub(crate) struct Dominance {
    /// Per block slot: (entry time + 1, exit time + 1) in its region's
    /// dominator tree; `(0, 0)` if its region's tree is not built;
    /// [`UNREACHABLE`] if the entry block does not reach it.
    times: Vec<(u32, u32)>,
    /// Scratch, per block slot: the block's preorder number while its
    /// region's tree is built (0 otherwise; reset after each build).
    number: Vec<u32>,
}

/// Per-node state of the Semi-NCA construction (indices are 1-based
/// preorder numbers; index 0 is unused).
struct Nodes {
    /// The block of each preorder number.
    block: Vec<BlockId>,
    /// Depth-first spanning-tree parent, then (during evaluation) the
    /// compressed ancestor link.
    parent: Vec<u32>,
    /// Semidominator (a preorder number).
    semi: Vec<u32>,
    /// The node with the smallest semidominator on the compressed path.
    label: Vec<u32>,
    /// Immediate dominator.
    idom: Vec<u32>,
    /// Predecessors of each node (preorder numbers), as ranges of `preds`.
    pred_start: Vec<u32>,
    preds: Vec<u32>,
}

impl Dominance {
    /// True if `block` (a live block of `region`, which has several blocks)
    /// is reachable from the region's entry block.
    pub(super) fn reachable(&mut self, ctx: &Context, region: RegionId, block: BlockId) -> bool {
        self.times_of(ctx, region, block) != UNREACHABLE
    }

    /// True if block `a` properly dominates block `b` (distinct live
    /// blocks of `region`, which has several blocks): every path from the
    /// entry block to `b` goes through `a`. Like MLIR, an unreachable `b`
    /// is dominated by every block, and an unreachable `a` dominates
    /// nothing else.
    pub(super) fn properly_dominates(
        &mut self,
        ctx: &Context,
        region: RegionId,
        a: BlockId,
        b: BlockId,
    ) -> bool {
        if a == b {
            return false;
        }
        let tb = self.times_of(ctx, region, b);
        if tb == UNREACHABLE {
            return true;
        }
        let ta = self.times_of(ctx, region, a);
        if ta == UNREACHABLE {
            return false;
        }
        ta.0 <= tb.0 && tb.1 <= ta.1
    }

    /// The blocks of `region`'s dominator tree (those its entry block
    /// reaches) in depth-first preorder, each with its depth (0 for the
    /// entry block); children in the order of the depth-first numbering
    /// (a block's successors in order). For MLIR's CSE, which walks the
    /// tree so.
    pub(crate) fn tree_preorder(&mut self, ctx: &Context, region: RegionId) -> Vec<(BlockId, u32)> {
        let Some(nodes) = self.dominator_tree(ctx, region) else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(nodes.block.len() - 1);
        walk_tree(&nodes, |visit| {
            if let Visit::Enter(v, depth) = visit {
                out.push((nodes.block[v], depth));
            }
        });
        out
    }

    /// The table entry of `block`, building `region`'s tree if needed.
    fn times_of(&mut self, ctx: &Context, region: RegionId, block: BlockId) -> (u32, u32) {
        let i = slot(block);
        match self.times.get(i) {
            Some(&t) if t != (0, 0) => t,
            _ => {
                self.build(ctx, region);
                self.times.get(i).copied().unwrap_or(UNREACHABLE)
            }
        }
    }

    /// Builds `region`'s dominator tree and fills the table entries of its
    /// blocks.
    fn build(&mut self, ctx: &Context, region: RegionId) {
        let Ok(data) = ctx.try_region(region) else {
            return;
        };
        self.reserve(data.blocks());
        for &b in data.blocks() {
            if ctx.try_block(b).is_ok() {
                self.times[slot(b)] = UNREACHABLE;
            }
        }
        if let Some(nodes) = self.dominator_tree(ctx, region) {
            self.number_tree(&nodes);
        }
    }

    /// Sizes the per-slot tables for `blocks`.
    fn reserve(&mut self, blocks: &[BlockId]) {
        let max_slot = blocks.iter().map(|&b| slot(b)).max().unwrap_or(0);
        if self.times.len() <= max_slot {
            self.times.resize(max_slot + 1, (0, 0));
            self.number.resize(max_slot + 1, 0);
        }
    }

    /// `region`'s dominator tree (immediate dominators of the blocks its
    /// live entry block reaches); `None` without such an entry block.
    fn dominator_tree(&mut self, ctx: &Context, region: RegionId) -> Option<Nodes> {
        let data = ctx.try_region(region).ok()?;
        self.reserve(data.blocks());
        let &entry = data.blocks().first()?;
        ctx.try_block(entry).ok()?;
        let mut nodes = self.depth_first(ctx, region, entry);
        semi_nca(&mut nodes);
        for &b in &nodes.block[1..] {
            self.number[slot(b)] = 0;
        }
        Some(nodes)
    }

    /// The successors of `block` that are live blocks of `region`.
    fn successors<'c>(
        ctx: &'c Context,
        region: RegionId,
        block: BlockId,
    ) -> impl Iterator<Item = BlockId> + 'c {
        let last = ctx.try_block(block).ok().and_then(|b| b.last_op());
        let succs = last
            .and_then(|l| ctx.try_op(l).ok())
            .map_or(&[][..], |d| d.successors());
        succs.iter().copied().filter(move |&s| {
            ctx.try_block(s)
                .is_ok_and(|d| d.parent_region() == Some(region))
        })
    }

    /// Numbers the blocks `entry` reaches in depth-first preorder (1 for
    /// `entry`), recording spanning-tree parents and predecessor lists.
    fn depth_first(&mut self, ctx: &Context, region: RegionId, entry: BlockId) -> Nodes {
        let mut block = vec![entry];
        let mut parent = vec![NONE];
        // `block[0]` is a placeholder for the unused number 0.
        block.push(entry);
        parent.push(NONE);
        self.number[slot(entry)] = 1;
        // (node, its successors, next successor to visit)
        let mut stack: Vec<(u32, Vec<BlockId>, usize)> =
            vec![(1, Self::successors(ctx, region, entry).collect(), 0)];
        // Edges (from, to) between reached blocks, as preorder numbers.
        let mut edges: Vec<(u32, BlockId)> = Vec::new();
        while let Some((node, succs, next)) = stack.last_mut() {
            let Some(&s) = succs.get(*next) else {
                stack.pop();
                continue;
            };
            *next += 1;
            let from = *node;
            edges.push((from, s));
            if self.number[slot(s)] == 0 {
                block.push(s);
                parent.push(from);
                let n = (block.len() - 1) as u32;
                self.number[slot(s)] = n;
                stack.push((n, Self::successors(ctx, region, s).collect(), 0));
            }
        }
        let n = block.len();
        // Predecessor lists (CSR).
        let mut pred_start = vec![0u32; n + 1];
        for &(_, to) in &edges {
            pred_start[self.number[slot(to)] as usize] += 1;
        }
        let mut sum = 0;
        for c in pred_start.iter_mut() {
            let count = *c;
            *c = sum;
            sum += count;
        }
        let mut fill = pred_start.clone();
        let mut preds = vec![0u32; edges.len()];
        for &(from, to) in &edges {
            let t = self.number[slot(to)] as usize;
            preds[fill[t] as usize] = from;
            fill[t] += 1;
        }
        let ids: Vec<u32> = (0..n as u32).collect();
        Nodes {
            block,
            idom: parent.clone(),
            parent,
            semi: ids.clone(),
            label: ids,
            pred_start,
            preds,
        }
    }

    /// Numbers the dominator tree of `nodes` depth-first (entry and exit
    /// times) into the table.
    fn number_tree(&mut self, nodes: &Nodes) {
        let mut time = 0u32;
        let mut entry_time = vec![0u32; nodes.block.len()];
        walk_tree(nodes, |visit| {
            match visit {
                Visit::Enter(v, _) => entry_time[v] = time,
                Visit::Exit(v) => self.times[slot(nodes.block[v])] = (entry_time[v] + 1, time + 1),
            }
            time += 1;
        });
    }
}

/// The dominator tree's children lists (CSR: node `v`'s children are
/// `children[start[v]..start[v + 1]]`, in preorder), from the immediate
/// dominators.
fn children_of(nodes: &Nodes) -> (Vec<u32>, Vec<u32>) {
    let n = nodes.block.len();
    let mut start = vec![0u32; n + 1];
    for v in 2..n {
        start[nodes.idom[v] as usize] += 1;
    }
    let mut sum = 0;
    for c in start.iter_mut() {
        let count = *c;
        *c = sum;
        sum += count;
    }
    let mut fill = start.clone();
    let mut children = vec![0u32; n.saturating_sub(2)];
    for v in 2..n {
        let p = nodes.idom[v] as usize;
        children[fill[p] as usize] = v as u32;
        fill[p] += 1;
    }
    (start, children)
}

/// A step of [`walk_tree`].
enum Visit {
    /// Node `v` reached, at this depth (0: the entry block).
    Enter(usize, u32),
    /// Node `v`'s subtree done.
    Exit(usize),
}

/// Walks the dominator tree of `nodes` depth-first from the entry block
/// (node 1), children in preorder, iteratively.
fn walk_tree(nodes: &Nodes, mut visit: impl FnMut(Visit)) {
    let (start, children) = children_of(nodes);
    // (node, next child index)
    let mut stack: Vec<(u32, u32)> = vec![(1, start[1])];
    visit(Visit::Enter(1, 0));
    while let Some((node, next)) = stack.last_mut() {
        let v = *node as usize;
        if *next < start[v + 1] {
            let c = children[*next as usize];
            *next += 1;
            visit(Visit::Enter(c as usize, stack.len() as u32));
            stack.push((c, start[c as usize]));
        } else {
            visit(Visit::Exit(v));
            stack.pop();
        }
    }
}

/// Computes immediate dominators (`nodes.idom`) by Semi-NCA.
fn semi_nca(nodes: &mut Nodes) {
    let n = nodes.block.len();
    let mut eval_stack: Vec<u32> = Vec::new();
    // Semidominators, in reverse preorder. `parent` links of nodes numbered
    // above `i` are "linked" (part of the evaluation forest).
    for w in (2..n).rev() {
        let mut semi = nodes.parent[w];
        let (a, b) = (
            nodes.pred_start[w] as usize,
            nodes.pred_start[w + 1] as usize,
        );
        for k in a..b {
            let v = nodes.preds[k];
            let u = eval(nodes, v, w as u32 + 1, &mut eval_stack);
            semi = semi.min(nodes.semi[u as usize]);
        }
        nodes.semi[w] = semi;
    }
    // Immediate dominators: the nearest common ancestor of the
    // semidominator and the spanning-tree parent (kept in `idom`).
    for w in 2..n {
        let sdom = nodes.semi[w];
        let mut candidate = nodes.idom[w];
        while candidate > sdom {
            candidate = nodes.idom[candidate as usize];
        }
        nodes.idom[w] = candidate;
    }
}

/// The node with the smallest semidominator on the forest path from `v`
/// to its root, compressing the path (iteratively). Nodes numbered at
/// least `last_linked` are linked.
fn eval(nodes: &mut Nodes, v: u32, last_linked: u32, stack: &mut Vec<u32>) -> u32 {
    let mut vi = v;
    if nodes.parent[vi as usize] < last_linked {
        return nodes.label[vi as usize];
    }
    // The path's nodes but its root.
    loop {
        stack.push(vi);
        vi = nodes.parent[vi as usize];
        if nodes.parent[vi as usize] < last_linked {
            break;
        }
    }
    // Point each node at the root and keep the smallest-semi label.
    let mut p = vi;
    let mut p_label = nodes.label[p as usize];
    while let Some(x) = stack.pop() {
        nodes.parent[x as usize] = nodes.parent[p as usize];
        let x_label = nodes.label[x as usize];
        if nodes.semi[p_label as usize] < nodes.semi[x_label as usize] {
            nodes.label[x as usize] = p_label;
        } else {
            p_label = x_label;
        }
        p = x;
    }
    nodes.label[p as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_module;

    /// The blocks of the body of the first op in `src`'s module, and the
    /// body region.
    fn region_of(ctx: &mut Context, src: &str) -> (RegionId, Vec<BlockId>) {
        let module = parse_module(ctx, src, "t.mlir").expect("parses");
        let body = ctx.region(ctx.op(module).regions()[0]).blocks()[0];
        let op = ctx.block(body).first_op().expect("op");
        let region = ctx.op(op).regions()[0];
        (region, ctx.region(region).blocks().to_vec())
    }

    fn wrap(blocks: &str) -> String {
        format!(
            "\"builtin.module\"() ({{\n  \"t.f\"() ({{\n{blocks}  }}) : () -> ()\n}}) : () -> ()\n"
        )
    }

    /// Brute force: `a` dominates `b` iff `b` is unreachable from the
    /// entry when `a` is removed (and `b` is reachable at all).
    fn brute(ctx: &Context, region: RegionId, blocks: &[BlockId], a: usize, b: usize) -> bool {
        let reach = |skip: Option<usize>| {
            let mut seen = vec![false; blocks.len()];
            let mut stack = vec![0usize];
            if skip == Some(0) {
                return seen;
            }
            seen[0] = true;
            while let Some(x) = stack.pop() {
                for s in Dominance::successors(ctx, region, blocks[x]) {
                    let j = blocks.iter().position(|&y| y == s).unwrap();
                    if Some(j) != skip && !seen[j] {
                        seen[j] = true;
                        stack.push(j);
                    }
                }
            }
            seen
        };
        let all = reach(None);
        if !all[b] {
            return true;
        }
        if !all[a] {
            return false;
        }
        !reach(Some(a))[b]
    }

    /// Every pair of blocks of a few CFGs (loops, diamonds, irreducible
    /// loops, unreachable blocks, self loops) against brute force.
    #[test]
    fn matches_brute_force() {
        let cfgs = [
            // diamond with a loop back to the top
            "^bb0:\n\"t.br\"()[^bb1, ^bb2] : () -> ()\n^bb1:\n\"t.br\"()[^bb3] : () -> ()\n^bb2:\n\"t.br\"()[^bb3] : () -> ()\n^bb3:\n\"t.br\"()[^bb1, ^bb4] : () -> ()\n^bb4:\n\"t.ret\"() : () -> ()\n",
            // irreducible: two entries into a cycle, an unreachable block
            "^bb0:\n\"t.br\"()[^bb1, ^bb2] : () -> ()\n^bb1:\n\"t.br\"()[^bb2] : () -> ()\n^bb2:\n\"t.br\"()[^bb1, ^bb3] : () -> ()\n^bb3:\n\"t.ret\"() : () -> ()\n^bb4:\n\"t.br\"()[^bb3, ^bb4] : () -> ()\n",
            // nested loops and a self loop
            "^bb0:\n\"t.br\"()[^bb1] : () -> ()\n^bb1:\n\"t.br\"()[^bb2, ^bb5] : () -> ()\n^bb2:\n\"t.br\"()[^bb3] : () -> ()\n^bb3:\n\"t.br\"()[^bb3, ^bb4] : () -> ()\n^bb4:\n\"t.br\"()[^bb2, ^bb1] : () -> ()\n^bb5:\n\"t.ret\"() : () -> ()\n",
        ];
        for cfg in cfgs {
            let mut ctx = Context::new();
            let (region, blocks) = region_of(&mut ctx, &wrap(cfg));
            let mut dom = Dominance::default();
            for a in 0..blocks.len() {
                for b in 0..blocks.len() {
                    if a == b {
                        continue;
                    }
                    assert_eq!(
                        dom.properly_dominates(&ctx, region, blocks[a], blocks[b]),
                        brute(&ctx, region, &blocks, a, b),
                        "^bb{a} dominates ^bb{b} in\n{cfg}"
                    );
                }
            }
        }
    }

    /// A long chain with back edges builds without deep recursion: each
    /// block dominates the next, none dominates an earlier one.
    #[test]
    fn deep_cfgs_build_iteratively() {
        let n = 20_000;
        let mut cfg = String::new();
        for i in 0..n {
            cfg.push_str(&format!(
                "^bb{i}:\n\"t.br\"()[^bb{}, ^bb{}] : () -> ()\n",
                i + 1,
                i / 2
            ));
        }
        cfg.push_str(&format!("^bb{n}:\n\"t.ret\"() : () -> ()\n"));
        let mut ctx = Context::new();
        let (region, blocks) = region_of(&mut ctx, &wrap(&cfg));
        let mut dom = Dominance::default();
        assert!(dom.properly_dominates(&ctx, region, blocks[0], blocks[n]));
        assert!(dom.properly_dominates(&ctx, region, blocks[10], blocks[11]));
        assert!(dom.properly_dominates(&ctx, region, blocks[10], blocks[n]));
        assert!(!dom.properly_dominates(&ctx, region, blocks[11], blocks[10]));
        assert!(dom.reachable(&ctx, region, blocks[n - 1]));
    }
}
