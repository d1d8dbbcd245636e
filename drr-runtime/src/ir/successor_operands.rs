//! The branch interface: which operands of a terminator are forwarded to
//! which arguments of its successors (MLIR's `BranchOpInterface` and its
//! `SuccessorOperands`).
//!
//! An operation name registers a [`SuccessorOperandsFn`] with
//! [`Context::register_successor_operands`] (the runtime's `cf.br`,
//! `cf.cond_br` and `cf.switch` do). For successor `i` it gives a
//! [`SuccessorOperands`]: the first `produced` arguments of the successor
//! are produced by the operation itself, and the next `len` ones receive
//! the operation's operands `start..start + len`, in order. Region
//! simplification uses it as MLIR does: region DCE drops the operands that
//! feed dead successor arguments, block merging passes differing outside
//! values as new block arguments, and arguments that receive the same value
//! from every predecessor are dropped. A terminator without the interface
//! is treated conservatively (its successors' arguments stay live).
//!
//! Invariant kept by the edits below: the forwarded range lies inside the
//! operand segments it names ([`SuccessorOperands::segments`]: integer
//! array properties such as `operandSegmentSizes`), so erasing or
//! appending an operand changes each of them by one and keeps them adding
//! up to the operand list. An operation whose segments do not add up is
//! invalid IR: its function answers `None`, and nothing is edited.

use smallvec::SmallVec;

use crate::Context;
use crate::attributes::{AttrData, Attribute};
use crate::error::IrError;
use crate::ir::{OpData, OpId, Value};

/// A segment-size entry that contains a successor's forwarded operands:
/// element `index` of the operation's `i32` array property `attr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SegmentRef {
    /// The property (inherent attribute) holding the sizes.
    pub attr: &'static str,
    /// The element of the array.
    pub index: u32,
}

/// The operands a branch forwards to one successor (MLIR's
/// `SuccessorOperands`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// The number of leading successor arguments the operation produces
    /// itself (no operand feeds them).
    pub produced: u32,
    /// The first forwarded operand.
    pub start: u32,
    /// The number of forwarded operands.
    pub len: u32,
    /// The segment sizes that count the forwarded operands, updated when
    /// operands are erased or appended.
    pub segments: SmallVec<[SegmentRef; 2]>,
}

/// The branch interface of an operation name: the operands forwarded to
/// successor `index` of `op` (whose record is `data`), or `None` if the
/// operation is malformed (the caller then treats it as a terminator
/// without the interface).
pub type SuccessorOperandsFn = fn(&Context, OpId, &OpData, usize) -> Option<SuccessorOperands>;

impl Context {
    /// The operands `op` forwards to its successor `index`, if its name has
    /// a branch interface and the operation is well formed.
    pub fn successor_operands(&self, op: OpId, index: usize) -> Option<SuccessorOperands> {
        let data = self.ops.get(op)?;
        let f = self.successor_operands_hook(data.name)?;
        if index >= data.successors.len() {
            return None;
        }
        let s = f(self, op, data, index)?;
        (s.start as usize + s.len as usize <= data.operands.len()).then_some(s)
    }

    /// True if `op`'s name has a branch interface (MLIR: `isa<BranchOpInterface>`).
    pub fn has_branch_interface(&self, op: OpId) -> bool {
        self.ops
            .get(op)
            .is_some_and(|d| self.successor_operands_hook(d.name).is_some())
    }

    /// True if every successor of `op` has its forwarded operands (a
    /// branch interface and a well-formed operation): what editing its
    /// successor operands needs.
    pub(crate) fn branch_operands_known(&self, op: OpId) -> bool {
        let Some(data) = self.ops.get(op) else {
            return false;
        };
        (0..data.successors.len()).all(|i| self.successor_operands(op, i).is_some())
    }

    /// The successor argument that operand `operand` of `op` feeds, if it
    /// is a forwarded operand (MLIR's `getSuccessorBlockArgument`).
    pub fn successor_block_argument(&self, op: OpId, operand: usize) -> Option<Value> {
        let data = self.ops.get(op)?;
        self.successor_operands_hook(data.name)?;
        for i in 0..data.successors.len() {
            let s = self.successor_operands(op, i)?;
            let at = operand.checked_sub(s.start as usize)?;
            if at < s.len as usize {
                let block = self.blocks.get(data.successors[i])?;
                return block.args.get(s.produced as usize + at).copied();
            }
        }
        None
    }

    /// Erases forwarded operand `i` (counted from the first forwarded one)
    /// of `op`'s successor `index`, updating its segment sizes.
    pub fn erase_successor_operand(
        &mut self,
        op: OpId,
        index: usize,
        i: usize,
    ) -> Result<(), IrError> {
        let (s, at) = self.forwarded_operand_position(op, index, i)?;
        self.erase_operands(op, at, 1)?;
        self.adjust_segments(op, &s.segments, -1);
        Ok(())
    }

    /// The operands `op` forwards to successor `index` and the position in
    /// `op`'s operands of the `i`-th of them.
    fn forwarded_operand_position(
        &self,
        op: OpId,
        index: usize,
        i: usize,
    ) -> Result<(SuccessorOperands, usize), IrError> {
        let s = self.checked_successor_operands(op, index)?;
        if i >= s.len as usize {
            return Err(IrError::IndexOutOfRange {
                what: "successor operand",
                index: i,
                len: s.len as usize,
            });
        }
        let at = s.start as usize + i;
        Ok((s, at))
    }

    /// Erases, in the order given, the forwarded operands `erase` names
    /// as (successor index, operand counted from that successor's first
    /// forwarded one) of `op`: what [`Context::erase_successor_operand`]
    /// called on each in turn does. When the operands named stand last to
    /// first in `op`'s operand list (MLIR's region DCE erases them so), the
    /// operands after the first erased one are unlinked and relinked once:
    /// the last of the single erasures relinks each of them at the front of
    /// its value's use list after the others did, so their use lists come
    /// out the same (erasing N of N forwarded operands one by one moved
    /// O(N²) operands).
    pub fn erase_successor_operands(
        &mut self,
        op: OpId,
        erase: &[(usize, usize)],
    ) -> Result<(), IrError> {
        let mut positions: SmallVec<[usize; 16]> = SmallVec::with_capacity(erase.len());
        // Each successor's segment sizes with how many of its operands go,
        // read before any goes (the sizes no longer add up in between).
        let mut segments: SmallVec<[(usize, SuccessorOperands, i32); 2]> = SmallVec::new();
        for &(index, i) in erase {
            let (s, at) = self.forwarded_operand_position(op, index, i)?;
            positions.push(at);
            match segments.last_mut() {
                Some((last, _, n)) if *last == index => *n += 1,
                _ => segments.push((index, s, 1)),
            }
        }
        if erase.len() < 2 || !positions.windows(2).all(|w| w[0] > w[1]) {
            for &(index, i) in erase {
                self.erase_successor_operand(op, index, i)?;
            }
            return Ok(());
        }
        let first = positions[positions.len() - 1];
        let tail = self.detach_operands_from(op, first);
        let kept: SmallVec<[Value; 8]> = tail
            .iter()
            .enumerate()
            .filter(|(k, _)| positions.binary_search_by(|p| (first + k).cmp(p)).is_err())
            .map(|(_, &v)| v)
            .collect();
        self.push_linked_operands(op, &kept);
        for (_, s, n) in &segments {
            self.adjust_segments(op, &s.segments, -n);
        }
        Ok(())
    }

    /// Appends `values` to the operands `op` forwards to its successor
    /// `index`, updating its segment sizes.
    pub fn append_successor_operands(
        &mut self,
        op: OpId,
        index: usize,
        values: &[Value],
    ) -> Result<(), IrError> {
        if values.is_empty() {
            return Ok(());
        }
        let s = self.checked_successor_operands(op, index)?;
        self.insert_operands(op, (s.start + s.len) as usize, values)?;
        self.adjust_segments(op, &s.segments, values.len() as i32);
        Ok(())
    }

    fn checked_successor_operands(
        &self,
        op: OpId,
        index: usize,
    ) -> Result<SuccessorOperands, IrError> {
        let len = self.try_op(op)?.successors.len();
        if index >= len {
            return Err(IrError::IndexOutOfRange {
                what: "successor",
                index,
                len,
            });
        }
        self.successor_operands(op, index).ok_or(IrError::Invalid(
            "the operation has no branch interface, or its operand segments do not add up",
        ))
    }

    /// Adds `delta` to each of `segments` of `op` (valid: the ranges were
    /// computed from them).
    fn adjust_segments(&mut self, op: OpId, segments: &[SegmentRef], delta: i32) {
        for seg in segments {
            let name = self.symbol(seg.attr);
            let Some(mut sizes) = self.inherent_attr(op, name).and_then(|a| self.i32_array(a))
            else {
                continue;
            };
            let Some(e) = sizes.get_mut(seg.index as usize) else {
                continue;
            };
            *e += delta;
            let attr = self.dense_i32_array_attr(&sizes);
            let _ = self.set_inherent_attr(op, name, Some(attr));
        }
    }

    /// The elements of an `array<i32: …>` attribute.
    pub(crate) fn i32_array(&self, attr: Attribute) -> Option<SmallVec<[i32; 4]>> {
        match self.attr_data(attr) {
            AttrData::DenseArray { element, values }
                if self.is_integer_type(*element, 32, crate::types::Signedness::Signless) =>
            {
                Some(values.iter().map(|&v| v as i32).collect())
            }
            _ => None,
        }
    }

    /// Element `index` of the `i32` array property `attr` of `op`, if it
    /// has `len` elements that are not negative and add up to `total`
    /// (a segment-size property of a well-formed operation): the start of
    /// the segment and its size.
    pub fn segment_of(
        &self,
        op: OpId,
        attr: &str,
        len: usize,
        total: usize,
        index: usize,
    ) -> Option<(usize, usize)> {
        let name = self.lookup_symbol(attr)?;
        let sizes_attr = self.inherent_attr(op, name)?;
        if len <= 16 {
            let mut sums = SegmentSums::default();
            sums.fill(&self.i32_array(sizes_attr)?);
            return sums.segment(len, total, index);
        }
        // The segments of a terminator are asked for one successor after
        // another: the prefix sums of the last long array are kept (per
        // thread; attributes never change), so that a `cf.switch` of N
        // cases costs O(N), not O(N) per case.
        let key = (self.instance_id(), sizes_attr);
        let cacheable = key.0 != 0;
        SEGMENT_SUMS.with(|cell| {
            let mut cache = cell.borrow_mut();
            if !cacheable || cache.key != Some(key) {
                cache.fill(&self.i32_array(sizes_attr)?);
                cache.key = cacheable.then_some(key);
            }
            cache.segment(len, total, index)
        })
    }
}

/// The prefix sums of the last segment-size array [`Context::segment_of`]
/// read, by context instance and attribute handle.
#[derive(Default)]
struct SegmentSums {
    key: Option<(u32, Attribute)>,
    /// No size is negative.
    valid: bool,
    /// `starts[i]`: the sum of the sizes before segment `i` (one more
    /// entry than the array: the total last).
    starts: SmallVec<[usize; 17]>,
}

impl SegmentSums {
    /// The sums of `sizes`.
    fn fill(&mut self, sizes: &[i32]) {
        self.valid = !sizes.iter().any(|&n| n < 0);
        self.starts.clear();
        self.starts.push(0);
        let mut sum = 0usize;
        for &n in sizes {
            sum += n.max(0) as usize;
            self.starts.push(sum);
        }
    }

    /// The start and size of segment `index`, if the array has `len`
    /// sizes, none negative, adding up to `total`.
    fn segment(&self, len: usize, total: usize, index: usize) -> Option<(usize, usize)> {
        if !self.valid || self.starts.len() != len + 1 || self.starts.last() != Some(&total) {
            return None;
        }
        let start = *self.starts.get(index)?;
        Some((start, self.starts.get(index + 1)? - start))
    }
}

thread_local! {
    static SEGMENT_SUMS: std::cell::RefCell<SegmentSums> = std::cell::RefCell::new(SegmentSums::default());
}
