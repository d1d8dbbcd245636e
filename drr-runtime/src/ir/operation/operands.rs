//! Editing an operation's operands and successors: each operand is linked
//! into its value's use list (doubly linked through [`UseRef`]s), so every
//! edit unlinks the operands it removes and links the ones it adds; the
//! lists stay consistent after each call.

use super::*;

impl Context {
    /// Replaces operand `index` of `op` with `value`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) -> Result<(), IrError> {
        let len = self.try_op(op)?.operands.len();
        if index >= len {
            return Err(IrError::IndexOutOfRange {
                what: "operand",
                index,
                len,
            });
        }
        if !self.values.contains_key(value) {
            return Err(self.value_handle_error(value));
        }
        let at = OperandRef {
            op,
            index: index as u32,
        };
        self.unlink_use(at);
        self.link_use(value, at);
        Ok(())
    }

    /// Replaces all operands of `op` with `values`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) -> Result<(), IrError> {
        self.try_op(op)?;
        if let Some(&v) = values.iter().find(|&&v| !self.values.contains_key(v)) {
            return Err(self.value_handle_error(v));
        }
        self.drop_operands(op);
        let data = &mut self.ops[op];
        data.operands = values
            .iter()
            .map(|&value| Operand {
                value,
                prev: None,
                next: None,
            })
            .collect();
        for (index, &value) in values.iter().enumerate() {
            self.link_use(
                value,
                OperandRef {
                    op,
                    index: index as u32,
                },
            );
        }
        Ok(())
    }

    /// Erases operands `start..start + len` of `op`. The operands after
    /// them move down; as in MLIR, where moving an `OpOperand` re-inserts
    /// it at the front of its value's use list, each moved operand is
    /// relinked at the front of its value's list, in operand order.
    pub fn erase_operands(&mut self, op: OpId, start: usize, len: usize) -> Result<(), IrError> {
        let total = self.try_op(op)?.operands.len();
        if start + len > total {
            return Err(IrError::IndexOutOfRange {
                what: "operand",
                index: start + len,
                len: total,
            });
        }
        if len == 0 {
            return Ok(());
        }
        let tail = self.detach_operands_from(op, start);
        self.push_linked_operands(op, &tail[len..]);
        Ok(())
    }

    /// Inserts `values` as operands of `op` before operand `at` (at the end
    /// if `at` is the number of operands). The operands after `at` move up
    /// (relinked as [`Context::erase_operands`] relinks them), after the new
    /// ones are linked.
    pub fn insert_operands(
        &mut self,
        op: OpId,
        at: usize,
        values: &[Value],
    ) -> Result<(), IrError> {
        let total = self.try_op(op)?.operands.len();
        if at > total {
            return Err(IrError::IndexOutOfRange {
                what: "operand",
                index: at,
                len: total,
            });
        }
        if let Some(&v) = values.iter().find(|&&v| !self.values.contains_key(v)) {
            return Err(self.value_handle_error(v));
        }
        let moved = self.detach_operands_from(op, at);
        self.push_linked_operands(op, values);
        self.push_linked_operands(op, &moved);
        Ok(())
    }

    /// Unlinks and removes the operands of `op` from `start` on; returns
    /// their values in order.
    pub(crate) fn detach_operands_from(&mut self, op: OpId, start: usize) -> SmallVec<[Value; 8]> {
        let values: SmallVec<[Value; 8]> = self.ops[op].operands[start..]
            .iter()
            .map(|o| o.value)
            .collect();
        for index in start..start + values.len() {
            self.unlink_use(OperandRef {
                op,
                index: index as u32,
            });
        }
        self.ops[op].operands.truncate(start);
        values
    }

    /// Appends `values` to the operands of `op`, each linked at the front
    /// of its value's use list.
    pub(crate) fn push_linked_operands(&mut self, op: OpId, values: &[Value]) {
        for &value in values {
            let index = self.ops[op].operands.len() as u32;
            self.ops[op].operands.push(Operand {
                value,
                prev: None,
                next: None,
            });
            self.link_use(value, OperandRef { op, index });
        }
    }

    /// Points the successor slots `slots` ((operation, successor index))
    /// that name `from` at `to`; slots of erased operations, out of range
    /// or naming another block are skipped. MLIR's
    /// `Block::replaceAllUsesWith` over the uses the caller collected.
    pub(crate) fn redirect_successors(
        &mut self,
        slots: &[(OpId, u32)],
        from: BlockId,
        to: BlockId,
    ) {
        for &(op, index) in slots {
            let Some(slot) = self
                .ops
                .get_mut(op)
                .and_then(|d| d.successors.get_mut(index as usize))
            else {
                continue;
            };
            if *slot == from {
                *slot = to;
                self.drop_successor_uses(&[from]);
                self.add_successor_uses(&[to]);
                if let Some(b) = self.blocks.get_mut(to) {
                    b.pred_hint = Some(op);
                }
            }
        }
    }

    /// Unlinks every operand of `op` from its use list and empties its
    /// operand list (`op` must be live).
    pub(crate) fn clear_operands(&mut self, op: OpId) {
        self.drop_operands(op);
        self.ops[op].operands = Operands::new();
    }

    /// Unlinks every operand of `op` from its use list (operands are kept
    /// but must be relinked or discarded by the caller).
    pub(super) fn drop_operands(&mut self, op: OpId) {
        for index in 0..self.ops[op].operands.len() {
            self.unlink_use(OperandRef {
                op,
                index: index as u32,
            });
        }
    }
}
