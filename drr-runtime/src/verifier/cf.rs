//! The verifiers of the `cf` dialect's ops (`cf.br`, `cf.cond_br`,
//! `cf.switch`, `cf.assert`), with MLIR's checks, messages and order
//! (checked against mlir-opt 22): the count traits, the ODS constraints
//! (attributes, operand segments, operand types), the branch interface
//! (each successor's operands match its block's arguments in number and
//! type: MLIR's `verifyBranchSuccessorOperands`), the branch weights and
//! `cf.switch`'s own verifier. Each op's checks stop at its first
//! failure, as in MLIR.

use std::ops::Range;

use super::Event;
use super::func::Counts;
use super::walk::{Emit, Verifier};
use crate::attributes::AttrData;
use crate::builtin;
use crate::ir::{OpData, OpId};
use crate::op_definition::OpDefinition;
use crate::text::print_type;
use crate::types::{Signedness, TypeData};

impl Verifier<'_> {
    /// The checks of a `cf` op; false if `def` is not one.
    pub(super) fn verify_cf(
        &mut self,
        op: OpId,
        data: &OpData,
        def: &'static OpDefinition,
    ) -> bool {
        if std::ptr::eq(def, &builtin::BR) {
            self.verify_br(op, data);
        } else if std::ptr::eq(def, &builtin::COND_BR) {
            self.verify_cond_br(op, data);
        } else if std::ptr::eq(def, &builtin::SWITCH) {
            self.verify_switch(op, data);
        } else if std::ptr::eq(def, &builtin::ASSERT) {
            self.verify_assert(op, data);
        } else {
            return false;
        }
        true
    }

    /// `cf.br`: one successor, all operands forwarded to it.
    fn verify_br(&mut self, op: OpId, data: &OpData) {
        let counts = Counts {
            successors: 1,
            ..Counts::PLAIN
        };
        if self.check_counts(op, data, counts) {
            self.check_successor_operands(op, data, 0, 0..data.operands.len());
        }
    }

    /// `cf.cond_br`: an `i1`, then the operands of each of its two
    /// successors (`operandSegmentSizes`), and optional branch weights.
    fn verify_cond_br(&mut self, op: OpId, data: &OpData) {
        let counts = Counts {
            successors: 2,
            min_operands: 1,
            ..Counts::PLAIN
        };
        if !self.check_counts(op, data, counts) {
            return;
        }
        let Some(sizes) = self.operand_segment_sizes(op, data, 3) else {
            return;
        };
        let Some(segments) = self.operand_segment_ranges(op, &sizes, 3) else {
            return;
        };
        if !self.check_integer_operand(op, data, 0, Some(1)) {
            return;
        }
        if !self.check_successor_operands(op, data, 0, segments[1].clone())
            || !self.check_successor_operands(op, data, 1, segments[2].clone())
        {
            return;
        }
        let ctx = self.ctx;
        if let Some(w) = ctx.attr(op, "branch_weights") {
            match ctx.attr_data(w) {
                AttrData::DenseArray { element, values }
                    if ctx.is_integer_type(*element, 32, Signedness::Signless) =>
                {
                    // MLIR's `verifyBranchWeights`: no weights (an empty
                    // array) are fine; otherwise one per successor, not
                    // all zero.
                    let message = match values.len() {
                        0 => None,
                        2 if values.iter().all(|&v| v as u32 == 0) => {
                            Some("branch weights cannot all be zero".to_string())
                        }
                        2 => None,
                        n => Some(format!(
                            "expects number of branch weights to match number of successors: {n} vs 2"
                        )),
                    };
                    if let Some(message) = message {
                        self.report(op, Event::OpEntry(op), Emit::Error, message);
                    }
                }
                _ => {
                    self.op_error(
                        op,
                        "attribute 'branch_weights' failed to satisfy constraint: i32 dense array attribute"
                            .into(),
                    );
                }
            }
        }
    }

    /// `cf.switch`: an integer flag, the default successor's operands,
    /// the cases' operands (split by `case_operand_segments`), and case
    /// values of the flag's type, one per case successor.
    fn verify_switch(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let counts = Counts {
            successors: 1,
            successors_at_least: true,
            min_operands: 1,
            ..Counts::PLAIN
        };
        if !self.check_counts(op, data, counts) {
            return;
        }
        // MLIR's order: the `AttrSizedOperandSegments` trait, then the ODS
        // invariants (attributes in name order, the segment count, the
        // operand groups with `case_operand_segments` at the third), then
        // the branch interface and `SwitchOp::verify`.
        let Some(sizes) = self.operand_segment_sizes(op, data, 3) else {
            return;
        };
        let Some(case_segments) = ctx.attr(op, "case_operand_segments") else {
            self.op_error(op, "requires attribute 'case_operand_segments'".into());
            return;
        };
        let case_sizes: Vec<i64> = match ctx.attr_data(case_segments) {
            AttrData::DenseArray { element, values }
                if ctx.is_integer_type(*element, 32, Signedness::Signless) =>
            {
                values.iter().map(|&v| v as i32 as i64).collect()
            }
            _ => {
                self.op_error(
                    op,
                    "attribute 'case_operand_segments' failed to satisfy constraint: i32 dense array attribute"
                        .into(),
                );
                return;
            }
        };
        let case_values = ctx.attr(op, "case_values");
        let values_elements = case_values.and_then(|v| match ctx.attr_data(v) {
            AttrData::DenseElements { ty, .. } => match ctx.type_data(*ty) {
                TypeData::RankedTensor { shape, element, .. }
                | TypeData::Vector { shape, element, .. }
                    if matches!(ctx.type_data(*element), TypeData::Integer { .. }) =>
                {
                    Some((*element, shape.iter().product::<i64>()))
                }
                _ => None,
            },
            _ => None,
        });
        if case_values.is_some() && values_elements.is_none() {
            self.op_error(
                op,
                "attribute 'case_values' failed to satisfy constraint: integer elements attribute"
                    .into(),
            );
            return;
        }
        let Some(segments) = self.operand_segment_ranges(op, &sizes, 3) else {
            return;
        };
        if !self.check_integer_operand(op, data, 0, None) {
            return;
        }
        let cases = segments[2].clone();
        if case_sizes.iter().any(|&n| n < 0) {
            self.op_error(
                op,
                "'case_operand_segments' attribute cannot have negative elements".into(),
            );
            return;
        }
        let total: i64 = case_sizes.iter().sum();
        if total != cases.len() as i64 {
            self.op_error(
                op,
                format!(
                    "caseOperands count ({}) does not match with the total size ({total}) specified in attribute 'case_operand_segments'",
                    cases.len()
                ),
            );
            return;
        }
        if !self.check_successor_operands(op, data, 0, segments[1].clone()) {
            return;
        }
        let mut start = cases.start;
        for i in 1..data.successors().len() {
            let n = case_sizes.get(i - 1).copied().unwrap_or(0) as usize;
            if !self.check_successor_operands(op, data, i, start..start + n) {
                return;
            }
            start += n;
        }
        // SwitchOp::verify.
        let destinations = data.successors().len() - 1;
        let Some((value_type, count)) = values_elements else {
            return;
        };
        let flag = ctx.try_value(data.operands[0].value()).map(|v| v.ty());
        if let Ok(flag) = flag
            && flag != value_type
        {
            self.op_error(
                op,
                format!(
                    "'flag' type ('{}') should match case value type ('{}')",
                    print_type(ctx, flag),
                    print_type(ctx, value_type)
                ),
            );
            return;
        }
        if count != destinations as i64 {
            self.op_error(
                op,
                format!(
                    "number of case values ({count}) should match number of case destinations ({destinations})"
                ),
            );
        }
    }

    /// `cf.assert`: an `i1` and a string message.
    fn verify_assert(&mut self, op: OpId, data: &OpData) {
        let ctx = self.ctx;
        let counts = Counts {
            operands: Some(1),
            ..Counts::PLAIN
        };
        if !self.check_counts(op, data, counts) {
            return;
        }
        match ctx.attr(op, "msg").map(|a| ctx.attr_data(a)) {
            None => {
                self.op_error(op, "requires attribute 'msg'".into());
                return;
            }
            Some(AttrData::String { .. }) => {}
            Some(_) => {
                self.op_error(
                    op,
                    "attribute 'msg' failed to satisfy constraint: string attribute".into(),
                );
                return;
            }
        }
        self.check_integer_operand(op, data, 0, Some(1));
    }

    /// The `operandSegmentSizes` of an op with `AttrSizedOperandSegments`
    /// as that trait checks them (MLIR's `verifyValueSizeAttr`: no negative
    /// size, the sizes add up to the operands); `None` after reporting
    /// MLIR's message. The count of sizes is an ODS invariant, checked
    /// later by [`Self::operand_segment_ranges`].
    fn operand_segment_sizes(
        &mut self,
        op: OpId,
        data: &OpData,
        groups: usize,
    ) -> Option<Vec<i64>> {
        let ctx = self.ctx;
        // A missing attribute is all zeros (the property's default).
        let sizes: Vec<i64> = match ctx
            .attr(op, "operandSegmentSizes")
            .map(|a| ctx.attr_data(a))
        {
            None => vec![0; groups],
            Some(AttrData::DenseArray { element, values })
                if ctx.is_integer_type(*element, 32, Signedness::Signless) =>
            {
                values.iter().map(|&v| v as i32 as i64).collect()
            }
            Some(_) => {
                self.op_error(
                    op,
                    "attribute 'operandSegmentSizes' failed to satisfy constraint: i32 dense array attribute"
                        .into(),
                );
                return None;
            }
        };
        if sizes.iter().any(|&n| n < 0) {
            self.op_error(
                op,
                "'operandSegmentSizes' attribute cannot have negative elements".into(),
            );
            return None;
        }
        let total: i64 = sizes.iter().sum();
        if total != data.operands.len() as i64 {
            self.op_error(
                op,
                format!(
                    "operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
                    data.operands.len()
                ),
            );
            return None;
        }
        Some(sizes)
    }

    /// The operand groups of `sizes` (checked by
    /// [`Self::operand_segment_sizes`]); `None` after reporting MLIR's
    /// message if there are not `groups` of them.
    fn operand_segment_ranges(
        &mut self,
        op: OpId,
        sizes: &[i64],
        groups: usize,
    ) -> Option<Vec<Range<usize>>> {
        if sizes.len() != groups {
            self.op_error(
                op,
                format!(
                    "'operandSegmentSizes' attribute for specifying operand segments must have {groups} elements, but got {}",
                    sizes.len()
                ),
            );
            return None;
        }
        let mut start = 0;
        Some(
            sizes
                .iter()
                .map(|&n| {
                    let r = start..start + n as usize;
                    start = r.end;
                    r
                })
                .collect(),
        )
    }

    /// Operand `i` is a signless integer of `width` bits (any integer for
    /// `None`); false after reporting MLIR's message if not.
    fn check_integer_operand(
        &mut self,
        op: OpId,
        data: &OpData,
        i: usize,
        width: Option<u32>,
    ) -> bool {
        let ctx = self.ctx;
        let Some(Ok(value)) = data.operands.get(i).map(|o| ctx.try_value(o.value())) else {
            return true;
        };
        let ty = value.ty();
        let ok = match width {
            Some(w) => ctx.is_integer_type(ty, w, Signedness::Signless),
            None => matches!(ctx.type_data(ty), TypeData::Integer { .. }),
        };
        if !ok {
            let what = match width {
                Some(1) => "1-bit signless integer".to_string(),
                Some(w) => format!("{w}-bit signless integer"),
                None => "integer".to_string(),
            };
            self.op_error(
                op,
                format!(
                    "operand #{i} must be {what}, but got '{}'",
                    print_type(ctx, ty)
                ),
            );
        }
        ok
    }

    /// MLIR's `verifyBranchSuccessorOperands`: the operands `operands` of
    /// `op` forwarded to successor `succ` match its block's arguments in
    /// number and types; false after reporting MLIR's message if not.
    fn check_successor_operands(
        &mut self,
        op: OpId,
        data: &OpData,
        succ: usize,
        operands: Range<usize>,
    ) -> bool {
        let ctx = self.ctx;
        let Some(block) = data.successors().get(succ).and_then(|&b| ctx.blocks.get(b)) else {
            // An erased successor: reported by the walk.
            return true;
        };
        let args = block.args();
        let operands = data.operands.get(operands).unwrap_or(&[]);
        if operands.len() != args.len() {
            let message = format!(
                "branch has {} operands for successor #{succ}, but target block has {}",
                operands.len(),
                args.len()
            );
            self.report(op, Event::OpEntry(op), Emit::Error, message);
            return false;
        }
        for (i, (operand, &arg)) in operands.iter().zip(args).enumerate() {
            let (Ok(o), Ok(a)) = (ctx.try_value(operand.value()), ctx.try_value(arg)) else {
                continue;
            };
            if o.ty() != a.ty() {
                let message = format!("type mismatch for bb argument #{i} of successor #{succ}");
                self.report(op, Event::OpEntry(op), Emit::Error, message);
                return false;
            }
        }
        true
    }
}
