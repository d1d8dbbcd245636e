//! The greedy driver's worklist: MLIR's `Worklist` in
//! `GreedyPatternRewriteDriver.cpp`.
//!
//! A LIFO vector of operations with set semantics and O(1) removal.
//! Invariants: `list[i] == Some(op)` implies `pos[slot(op)] == i`; any
//! other entry of `pos` may hold anything (a position is only trusted
//! after checking that `list` holds exactly `op` there, generation
//! included, so a slot reused by a new operation after an erasure behind
//! the rewriter's back reads as "not queued", and a table left over from
//! an earlier run is as good as a fresh one: see
//! [`Worklist::with_positions`]);
//! removed entries become `None` holes that `pop` skips; `holes` counts the
//! `None` entries (so a push or a pop of an operation updates no counter:
//! holes are rare); holes left at the top are dropped by the next `pop`
//! (not right after each pop: that check cost every pop a few
//! instructions, and holes are rare — only `remove` of a still-queued
//! operation makes one).
//!
//! The position table is a plain vector indexed by the operation's arena
//! slot (dense: every operation of the scope is queued when seeding), not a
//! hash or secondary map.

use slotmap::Key;

use crate::ir::OpId;

/// The arena slot of `op` (the low half of its slotmap key).
#[inline]
pub(crate) fn op_slot(op: OpId) -> usize {
    (op.data().as_ffi() & 0xffff_ffff) as usize
}

const ABSENT: u32 = u32::MAX;

/// LIFO worklist with de-duplication and removal.
#[derive(Debug, Default)]
pub(crate) struct Worklist {
    list: Vec<Option<OpId>>,
    pos: Vec<u32>,
    holes: usize,
}

impl Worklist {
    /// An empty worklist.
    #[cfg(test)]
    pub(crate) fn new() -> Self {
        Worklist {
            list: Vec::with_capacity(64),
            pos: Vec::new(),
            holes: 0,
        }
    }

    /// An empty worklist using `pos` as its position table: any table
    /// will do, whatever its entries (see the module docs), so the greedy
    /// driver keeps the table of its last run in the context and a run on
    /// a small scope of a large context neither allocates nor writes a
    /// table the size of the context's op arena.
    #[cfg(test)]
    pub(crate) fn with_positions(pos: Vec<u32>) -> Self {
        Self::with_buffers(Vec::with_capacity(64), pos)
    }

    /// [`Worklist::with_positions`] reusing `list`'s allocation for the
    /// queue (emptied first).
    pub(crate) fn with_buffers(mut list: Vec<Option<OpId>>, pos: Vec<u32>) -> Self {
        list.clear();
        Worklist {
            list,
            pos,
            holes: 0,
        }
    }

    /// Takes the position table out (for [`Worklist::with_buffers`]),
    /// leaving an empty worklist.
    pub(crate) fn take_positions(&mut self) -> Vec<u32> {
        self.list.clear();
        self.holes = 0;
        std::mem::take(&mut self.pos)
    }

    /// Takes the queue's allocation out (emptied; for
    /// [`Worklist::with_buffers`]).
    pub(crate) fn take_list(&mut self) -> Vec<Option<OpId>> {
        self.list.clear();
        self.holes = 0;
        std::mem::take(&mut self.list)
    }

    /// The position of `op` in `list`, if queued.
    #[inline]
    fn position(&self, op: OpId) -> Option<usize> {
        // `ABSENT` needs no test of its own: as an index it is past the
        // end of `list` (which holds fewer than `u32::MAX` entries).
        let p = *self.pos.get(op_slot(op))? as usize;
        (self.list.get(p) == Some(&Some(op))).then_some(p)
    }

    // Cold: reached from `push` only for a slot past the table's end
    // (the table is sized up front when seeding).
    #[cold]
    #[inline(never)]
    fn set_position(&mut self, op: OpId, p: u32) {
        let slot = op_slot(op);
        if slot >= self.pos.len() {
            self.pos.resize((slot + 1).max(self.pos.len() * 2), ABSENT);
        }
        self.pos[slot] = p;
    }

    #[inline]
    fn clear_position(&mut self, op: OpId) {
        if let Some(p) = self.pos.get_mut(op_slot(op)) {
            *p = ABSENT;
        }
    }

    /// Sizes the position table for operations in the first `slots` arena
    /// slots (the op arena's capacity, when seeding): one allocation
    /// instead of a doubling per power of two, each copying the table into
    /// a new block (whose pages are then touched twice on a large module).
    pub(crate) fn reserve_slots(&mut self, slots: usize) {
        if self.pos.len() < slots {
            self.pos.resize(slots, ABSENT);
        }
    }

    /// Empties the worklist (keeping its allocations).
    pub(crate) fn clear(&mut self) {
        // Only queued operations have a position to reset.
        for i in 0..self.list.len() {
            if let Some(op) = self.list[i] {
                self.clear_position(op);
            }
        }
        self.list.clear();
        self.holes = 0;
    }

    /// True if no operation is queued.
    pub(crate) fn is_empty(&self) -> bool {
        self.list.len() == self.holes
    }

    /// Number of operations queued.
    pub(crate) fn len(&self) -> usize {
        self.list.len() - self.holes
    }

    /// True if `op` is queued.
    #[inline]
    pub(crate) fn contains(&self, op: OpId) -> bool {
        self.position(op).is_some()
    }

    /// Pushes `op` unless it is already queued.
    #[inline]
    pub(crate) fn push(&mut self, op: OpId) {
        let slot = op_slot(op);
        let index = self.list.len() as u32;
        match self.pos.get_mut(slot) {
            Some(p) => {
                // (`ABSENT` is past the end of `list`, as in `position`.)
                if self.list.get(*p as usize) == Some(&Some(op)) {
                    // Already queued: keep its position.
                    return;
                }
                *p = index;
            }
            None => self.set_position(op, index),
        }
        self.list.push(Some(op));
    }

    /// Pops the most recently pushed operation still queued.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.clear_position(op);
                return Some(op);
            }
            self.holes -= 1;
        }
        None
    }

    /// The entry `depth` places below the top (what [`Worklist::pop`]
    /// returns after `depth` more pops if nothing is pushed or removed
    /// meanwhile), if it is an operation: a prefetch target.
    #[inline]
    pub(crate) fn peek_below(&self, depth: usize) -> Option<OpId> {
        let i = self.list.len().checked_sub(depth + 1)?;
        self.list[i]
    }

    /// Removes `op` if it is queued.
    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(index) = self.position(op) {
            self.list[index] = None;
            self.clear_position(op);
            self.holes += 1;
        }
    }

    /// Reverses the order (used after top-down seeding).
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        // Every queued operation got its position when pushed: its slot
        // is in the table (written in place; `set_position`, cold for
        // `push`, is only a fallback that is never taken).
        for i in 0..self.list.len() {
            if let Some(op) = self.list[i] {
                match self.pos.get_mut(op_slot(op)) {
                    Some(p) => *p = i as u32,
                    None => self.set_position(op, i as u32),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slotmap::SlotMap;

    /// A position table left over from another run, whatever its
    /// entries, behaves as a fresh one, and is handed back whole.
    #[test]
    fn stale_position_table_is_as_good_as_a_fresh_one() {
        let mut keys: SlotMap<OpId, ()> = SlotMap::with_key();
        let ops: Vec<OpId> = (0..4).map(|_| keys.insert(())).collect();
        for fill in [0, 1, 2, ABSENT] {
            let mut w = Worklist::with_positions(vec![fill; 16]);
            assert!(ops.iter().all(|&op| !w.contains(op)));
            w.push(ops[0]);
            w.push(ops[1]);
            w.push(ops[0]);
            assert_eq!(w.len(), 2);
            w.remove(ops[0]);
            assert!(!w.contains(ops[0]));
            w.push(ops[2]);
            assert_eq!(w.pop(), Some(ops[2]));
            assert_eq!(w.pop(), Some(ops[1]));
            assert_eq!(w.pop(), None);
            w.push(ops[3]);
            assert_eq!(w.take_positions().len(), 16);
            assert!(w.is_empty());
        }
    }

    #[test]
    fn lifo_dedup_and_removal() {
        let mut keys: SlotMap<OpId, ()> = SlotMap::with_key();
        let a = keys.insert(());
        let b = keys.insert(());
        let c = keys.insert(());
        let mut w = Worklist::new();
        w.push(a);
        w.push(b);
        w.push(a);
        w.push(c);
        w.remove(b);
        // The hole left by `b` is not counted.
        assert_eq!(w.len(), 2);
        assert!(!w.is_empty());
        assert_eq!(w.pop(), Some(c));
        assert_eq!(w.len(), 1);
        assert_eq!(w.pop(), Some(a));
        assert_eq!(w.pop(), None);
        assert!(w.is_empty());
        w.push(a);
        w.push(b);
        w.push(c);
        w.reverse();
        w.remove(c);
        assert_eq!(w.pop(), Some(a));
        assert_eq!(w.pop(), Some(b));
        assert!(w.is_empty());
        assert_eq!(w.len(), 0);
        // Only holes left: empty, and `pop` drops them.
        w.push(a);
        w.push(b);
        w.remove(a);
        w.remove(b);
        assert!(w.is_empty());
        assert_eq!(w.pop(), None);
        w.push(c);
        w.remove(c);
        w.clear();
        assert!(w.is_empty());
        w.push(c);
        assert_eq!(w.len(), 1);
        w.push(b);
        assert_eq!(w.pop(), Some(b));
    }

    /// A table sized up front reads every slot as not queued, keeps what
    /// is queued, never shrinks, and still grows for a slot past its end.
    #[test]
    fn reserved_positions() {
        let mut keys: SlotMap<OpId, ()> = SlotMap::with_key();
        let ops: Vec<OpId> = (0..6).map(|_| keys.insert(())).collect();
        let mut w = Worklist::new();
        w.push(ops[1]);
        w.reserve_slots(4);
        assert_eq!(w.pos.len(), 4);
        assert!(w.contains(ops[1]));
        assert!(
            ops.iter()
                .filter(|&&op| op != ops[1])
                .all(|&op| !w.contains(op))
        );
        w.reserve_slots(2);
        assert_eq!(w.pos.len(), 4);
        w.push(ops[0]);
        w.push(ops[5]);
        w.push(ops[1]);
        assert!(w.pos.len() > op_slot(ops[5]));
        assert_eq!(w.len(), 3);
        assert_eq!(w.pop(), Some(ops[5]));
        assert_eq!(w.pop(), Some(ops[0]));
        assert_eq!(w.pop(), Some(ops[1]));
        assert!(w.is_empty());
    }
}
