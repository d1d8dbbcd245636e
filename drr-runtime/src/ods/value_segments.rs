//! ODS's `VariadicOfVariadic<T, "attr">` operands: one variadic operand
//! group (sized like any other, e.g. by `operandSegmentSizes`) that the
//! op's `DenseI32ArrayAttr` argument `attr` splits into contiguous
//! sub-groups. The sizes must be non-negative and add up to the group's
//! length; mlir-tblgen's verifier checks that with
//! `OpTrait::impl::verifyValueSizeAttr`, whose messages
//! [`OpVerifier::value_size_attr`] reproduces.

use crate::types::Signedness;
use crate::{AttrData, Attribute, Context, OpData};

use super::op::{Op, OperandRange};
use super::verify::OpVerifier;

/// The sizes held by `attr` if it is a `DenseI32ArrayAttr` (`array<i32: …>`).
fn dense_i32_sizes(ctx: &Context, attr: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_data(attr) {
        AttrData::DenseArray { element, values }
            if ctx.is_integer_type(*element, 32, Signedness::Signless) =>
        {
            // Stored sign-extended (see `Context::dense_i32_array_attr`).
            Some(values.iter().map(|&v| v as i64).collect())
        }
        _ => None,
    }
}

/// MLIR's `verifyValueSizeAttr`: `found` (the op's attribute `name`) is a
/// dense i32 array with no negative element whose elements add up (as
/// MLIR's 32-bit `unsigned`, wrapping) to `total`, the count of the `what`
/// it sizes; its sizes, or mlir-opt's message.
pub(super) fn value_size_attr(
    ctx: &Context,
    found: Option<Attribute>,
    name: &str,
    total: usize,
    what: &str,
) -> Result<Vec<i64>, String> {
    let Some(sizes) = found.and_then(|a| dense_i32_sizes(ctx, a)) else {
        return Err(format!("requires dense i32 array attribute '{name}'"));
    };
    if sizes.iter().any(|&s| s < 0) {
        return Err(format!("'{name}' attribute cannot have negative elements"));
    }
    let sum = sizes
        .iter()
        .fold(0u32, |all, &one| all.wrapping_add(one as u32));
    if sum as usize != total {
        return Err(format!(
            "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{name}'"
        ));
    }
    Ok(sizes)
}

/// Attribute `name` of the op record `data`, as `Context::attr` finds it
/// (its properties first, then its discardable attributes).
fn attr_of(ctx: &Context, data: &OpData, name: &str) -> Option<Attribute> {
    let sym = ctx.lookup_symbol(name)?;
    data.properties()
        .and_then(|p| ctx.dict_get(p, sym))
        .or_else(|| ctx.dict_get(data.attributes(), sym))
}

impl OpVerifier<'_> {
    /// Checks that attribute `attr` sizes operand group `group` (named
    /// `group_name`): a dense i32 array, no negative element, elements
    /// adding up to the group's length. MLIR's `verifyValueSizeAttr`
    /// messages.
    pub fn value_size_attr(
        &self,
        group: usize,
        attr: &str,
        group_name: &str,
    ) -> Result<(), String> {
        let expected = self.operands.get(group).len();
        let found = attr_of(self.ctx, self.data, attr);
        value_size_attr(self.ctx, found, attr, expected, group_name).map(drop)
    }
}

/// The sub-groups of `op`'s `VariadicOfVariadic` operand group `group`,
/// sized by attribute `attr`; empty unless the sizes are valid (see
/// [`OpVerifier::value_size_attr`]). The generated accessor of such an
/// operand calls this.
#[doc(hidden)]
pub fn operand_sub_groups<'a, O: Op>(
    op: O,
    ctx: &'a Context,
    group: usize,
    attr: &str,
) -> Vec<OperandRange<'a>> {
    let all = op.operand_group(ctx, group).0;
    let Some(sizes) = attr_of(ctx, ctx.op(op.op()), attr).and_then(|a| dense_i32_sizes(ctx, a))
    else {
        return Vec::new();
    };
    if sizes.iter().any(|&s| s < 0) || sizes.iter().sum::<i64>() != all.len() as i64 {
        return Vec::new();
    }
    let mut start = 0;
    sizes
        .iter()
        .map(|&s| {
            let r = &all[start..start + s as usize];
            start += s as usize;
            OperandRange(r)
        })
        .collect()
}
