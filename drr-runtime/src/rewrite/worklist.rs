//! The greedy driver's worklist: MLIR's `Worklist` in
//! `GreedyPatternRewriteDriver.cpp`.
//!
//! A LIFO vector of operations with set semantics and O(1) removal.
//! Invariants: `map[op] == i` exactly when `list[i] == Some(op)`; removed
//! entries become `None` holes that `pop` skips; `live` counts the `Some`
//! entries; the vector never ends with a hole after `pop`.

use slotmap::SecondaryMap;

use crate::ir::OpId;

/// LIFO worklist with de-duplication and removal.
#[derive(Debug, Default)]
pub(crate) struct Worklist {
    list: Vec<Option<OpId>>,
    map: SecondaryMap<OpId, u32>,
    live: usize,
}

impl Worklist {
    /// An empty worklist.
    pub(crate) fn new() -> Self {
        Worklist {
            list: Vec::with_capacity(64),
            map: SecondaryMap::new(),
            live: 0,
        }
    }

    /// Empties the worklist (keeping its allocations).
    pub(crate) fn clear(&mut self) {
        self.list.clear();
        self.map.clear();
        self.live = 0;
    }

    /// True if no operation is queued.
    pub(crate) fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// Number of operations queued.
    pub(crate) fn len(&self) -> usize {
        self.live
    }

    /// Pushes `op` unless it is already queued.
    pub(crate) fn push(&mut self, op: OpId) {
        let index = self.list.len() as u32;
        if let Some(previous) = self.map.insert(op, index) {
            // Already queued: keep its position.
            self.map.insert(op, previous);
            return;
        }
        self.list.push(Some(op));
        self.live += 1;
    }

    /// The length of the underlying vector (a mark for [`Worklist::truncate`]).
    pub(crate) fn mark(&self) -> usize {
        self.list.len()
    }

    /// Removes everything pushed since `mark` was taken (nothing may have
    /// been popped or removed since).
    pub(crate) fn truncate(&mut self, mark: usize) {
        while self.list.len() > mark {
            if let Some(Some(op)) = self.list.pop() {
                self.map.remove(op);
                self.live -= 1;
            }
        }
    }

    /// Pops the most recently pushed operation still queued.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.map.remove(op);
                self.live -= 1;
                while matches!(self.list.last(), Some(None)) {
                    self.list.pop();
                }
                return Some(op);
            }
        }
        None
    }

    /// Removes `op` if it is queued.
    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(index) = self.map.remove(op) {
            self.list[index as usize] = None;
            self.live -= 1;
        }
    }

    /// Reverses the order (used after top-down seeding).
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        for (i, entry) in self.list.iter().enumerate() {
            if let Some(op) = entry {
                self.map.insert(*op, i as u32);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use slotmap::SlotMap;

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
        assert!(!w.is_empty());
        assert_eq!(w.pop(), Some(c));
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
        w.push(b);
        assert_eq!(w.pop(), Some(b));
        w.push(a);
        let mark = w.mark();
        w.push(a);
        w.push(b);
        w.push(c);
        w.truncate(mark);
        assert_eq!(w.pop(), Some(a));
        assert!(w.is_empty());
    }
}
