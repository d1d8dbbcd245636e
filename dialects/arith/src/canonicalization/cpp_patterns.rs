//! The two canonicalization patterns `ArithOps.cpp` writes in C++, as
//! hand-written [`RewritePattern`]s: `CmpFIntToFPConst` (a float
//! comparison of a converted integer with a constant becomes an integer
//! comparison, or a constant) and `SelectToExtUI` (`select %c, 1, 0` is
//! `extui %c`).

use drr::ods::{AttrStorageExt, Op};
use drr::rewrite::{MatchFailure, MatchResult, PatternRewriter, PatternRoot, RewritePattern};
use drr::{Attribute, Context, Location, OpId, Type, TypeData, Value};

use crate::numerics::attribute::{constant_from_attr, int_to_attr};
use crate::numerics::{ApFloat, ApInt, Constant, FloatOrdering, FloatSemantics, RoundingMode};
use crate::ops::*;

/// `m_Constant`: the attribute of the constant op defining `v`.
fn constant_attr(ctx: &mut Context, v: Value) -> Option<Attribute> {
    let op = ctx.defining_op(v)?;
    drr::rewrite::constant_value(ctx, op)
}

/// `rewriter.create<arith::ConstantOp>(loc, attr)` (its type is the
/// attribute's).
fn create_constant(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    attr: Attribute,
) -> Result<Value, MatchFailure> {
    let state = Arith_ConstantOp::build_inferred(rw.ctx_mut(), loc, attr)
        .map_err(|e| MatchFailure::new(format!("cannot build arith.constant: {e}")))?;
    let op = rw.create(state)?;
    Ok(rw.ctx().op(op).results()[0])
}

/// `replaceOpWithNewOp<ConstantIntOp>(op, value, /*width=*/1)`.
fn replace_with_bool(rw: &mut PatternRewriter<'_>, op: OpId, value: bool) -> MatchResult {
    let ctx = rw.ctx_mut();
    let loc = ctx.op(op).loc();
    let attr = ctx.bool_attr(value);
    let state = Arith_ConstantOp::build_inferred(ctx, loc, attr)
        .map_err(|e| MatchFailure::new(format!("cannot build arith.constant: {e}")))?;
    rw.replace_op_with_new(op, state)?;
    Ok(())
}

/// `CmpFIntToFPConst`: `cmpf(sitofp(x) or uitofp(x), C)` with a constant
/// `C` that the conversion compares exactly becomes `cmpi(x, int(C))`,
/// or a constant when `C` is out of the integer's range or fractional in
/// a way that decides the comparison (MLIR's port of LLVM's
/// `InstCombine` fold).
#[derive(Clone, Copy, Debug, Default)]
pub struct CmpFIntToFPConst;

/// `convertToIntegerPredicate`.
fn to_integer_predicate(pred: CmpFPredicate, unsigned: bool) -> Option<CmpIPredicate> {
    use CmpFPredicate as F;
    use CmpIPredicate as I;
    Some(match pred {
        F::UEQ | F::OEQ => I::Eq,
        F::UGT | F::OGT => {
            if unsigned {
                I::Ugt
            } else {
                I::Sgt
            }
        }
        F::UGE | F::OGE => {
            if unsigned {
                I::Uge
            } else {
                I::Sge
            }
        }
        F::ULT | F::OLT => {
            if unsigned {
                I::Ult
            } else {
                I::Slt
            }
        }
        F::ULE | F::OLE => {
            if unsigned {
                I::Ule
            } else {
                I::Sle
            }
        }
        F::UNE | F::ONE => I::Ne,
        // `llvm_unreachable` in MLIR; never reached (ORD, UNO handled
        // before, the always-true/false predicates fold first).
        _ => return None,
    })
}

/// What the rewrite does once the match succeeded.
enum Rewrite {
    /// Replace the comparison with a boolean constant.
    Bool(bool),
    /// Replace it with `cmpi pred, x, C`.
    Compare(CmpIPredicate, ApInt),
}

impl CmpFIntToFPConst {
    /// The rewrite for `op`, or why not.
    fn plan(&self, ctx: &mut Context, op: OpId) -> Result<(Value, Rewrite), MatchFailure> {
        let cmp =
            Arith_CmpFOp::from_op(ctx, op).ok_or_else(|| MatchFailure::new("not an arith.cmpf"))?;
        let (lhs, rhs_value) = (cmp.lhs(ctx), cmp.rhs(ctx));
        let attr = constant_attr(ctx, rhs_value)
            .ok_or_else(|| MatchFailure::new("rhs is not a constant"))?;
        let Some(Constant::Float(rhs)) = constant_from_attr(ctx, attr) else {
            return Err(MatchFailure::new("rhs is not a float constant"));
        };
        // A NaN constant is left to the comparison's own folder.
        if rhs.is_nan() {
            return Err(MatchFailure::new("rhs is NaN"));
        }
        let kind = rhs.kind();
        let sem = FloatSemantics::of(kind);
        let mantissa_width = sem.precision as i64;
        let (unsigned, int_val) = if let Some(si) = def::<Arith_SIToFPOp>(ctx, lhs) {
            (false, si.r#in(ctx))
        } else if let Some(ui) = def::<Arith_UIToFPOp>(ctx, lhs) {
            (true, ui.r#in(ctx))
        } else {
            return Err(MatchFailure::new("lhs is not sitofp or uitofp"));
        };
        let TypeData::Integer { width, .. } = *ctx.type_data(ctx.value_type(int_val)) else {
            return Err(MatchFailure::new("not a scalar integer conversion"));
        };
        let int_width = i64::from(width);
        // The magnitude bits of the integer (its sign bit excluded).
        let value_bits = if unsigned { int_width } else { int_width - 1 };
        // An integer wider than the float's significand may convert
        // inexactly; give up where that could decide the comparison.
        if int_width > mantissa_width {
            let exponent = rhs.ilogb();
            if exponent == ApFloat::IEK_INF {
                if i64::from(sem.max_exponent) < value_bits {
                    // Converting the integer may overflow to infinity.
                    return Err(MatchFailure::new("conversion could create infinity"));
                }
            } else if mantissa_width <= i64::from(exponent) && i64::from(exponent) <= value_bits {
                // Rounding of the converted integer may matter here.
                return Err(MatchFailure::new("conversion could affect comparison"));
            }
        }
        let fpred = cmp
            .predicate_attr(ctx)
            .and_then(|a| CmpFPredicate::from_attr(ctx, a))
            .ok_or_else(|| MatchFailure::new("no predicate"))?;
        let mut pred = match fpred {
            // A converted integer is never NaN, and the constant is not:
            // `ord` holds, `uno` does not.
            CmpFPredicate::ORD => return Ok((int_val, Rewrite::Bool(true))),
            CmpFPredicate::UNO => return Ok((int_val, Rewrite::Bool(false))),
            p => to_integer_predicate(p, unsigned)
                .ok_or_else(|| MatchFailure::new("unexpected predicate"))?,
        };
        let w = width;
        let from_int = |v: &ApInt, signed: bool| {
            ApFloat::from_int(kind, v, signed, RoundingMode::NearestTiesToEven)
        };
        let lt = |a: &ApFloat, b: &ApFloat| a.compare(b) == FloatOrdering::Less;
        let unsupported = || MatchFailure::new("float format without arithmetic");
        use CmpIPredicate as I;
        if !unsigned {
            // A constant above every value of the integer (+inf
            // included) decides the comparison.
            let signed_max = from_int(&ApInt::signed_max(w), true).ok_or_else(unsupported)?;
            if lt(&signed_max, &rhs) {
                return Ok((
                    int_val,
                    Rewrite::Bool(matches!(pred, I::Ne | I::Slt | I::Sle)),
                ));
            }
        } else {
            // Likewise above the largest unsigned value.
            let unsigned_max = from_int(&ApInt::all_ones(w), false).ok_or_else(unsupported)?;
            if lt(&unsigned_max, &rhs) {
                return Ok((
                    int_val,
                    Rewrite::Bool(matches!(pred, I::Ne | I::Ult | I::Ule)),
                ));
            }
        }
        if !unsigned {
            // And below the smallest signed value.
            let signed_min = from_int(&ApInt::signed_min(w), true).ok_or_else(unsupported)?;
            if lt(&rhs, &signed_min) {
                return Ok((
                    int_val,
                    Rewrite::Bool(matches!(pred, I::Ne | I::Sgt | I::Sge)),
                ));
            }
        } else {
            // And below zero for an unsigned conversion.
            let unsigned_min = from_int(&ApInt::zero(w), false).ok_or_else(unsupported)?;
            if lt(&rhs, &unsigned_min) {
                return Ok((
                    int_val,
                    Rewrite::Bool(matches!(pred, I::Ne | I::Ugt | I::Uge)),
                ));
            }
        }
        // The constant is within the integer's range. Truncate it to an
        // integer; if converting that back gives another float, the
        // constant had a fractional part and the predicate is adjusted
        // below (zero is skipped: -0.0 truncates to 0 exactly).
        let Some(rhs_int) = rhs.to_int(w, !unsigned) else {
            // Not representable after all (MLIR's conversion would be
            // undefined here): leave the comparison alone.
            return Err(MatchFailure::new("constant out of the integer's range"));
        };
        if !rhs.is_zero() {
            let back = from_int(&rhs_int, !unsigned).ok_or_else(unsupported)?;
            if back.compare(&rhs) != FloatOrdering::Equal {
                // An integer never equals a fractional constant; ordered
                // predicates compare against `rhs_int` (the constant
                // truncated towards zero) with the bound moved to the
                // right side of it, or are decided by the sign alone for
                // unsigned integers. Examples with c = 2.5 and c = -2.5.
                let negative = rhs.is_negative();
                match pred {
                    // x != 2.5: always
                    I::Ne => return Ok((int_val, Rewrite::Bool(true))),
                    // x == 2.5: never
                    I::Eq => return Ok((int_val, Rewrite::Bool(false))),
                    // unsigned x <= -2.5: never; x <= 2.5 is x <= 2
                    I::Ule if negative => return Ok((int_val, Rewrite::Bool(false))),
                    I::Ule => {}
                    // x <= -2.5 is x < -2
                    I::Sle if negative => pred = I::Slt,
                    I::Sle => {}
                    // unsigned x < -2.5: never; x < 2.5 is x <= 2
                    I::Ult if negative => return Ok((int_val, Rewrite::Bool(false))),
                    I::Ult => pred = I::Ule,
                    // x < 2.5 is x <= 2
                    I::Slt if !negative => pred = I::Sle,
                    I::Slt => {}
                    // unsigned x > -2.5: always
                    I::Ugt if negative => return Ok((int_val, Rewrite::Bool(true))),
                    I::Ugt => {}
                    // x > -2.5 is x >= -2
                    I::Sgt if negative => pred = I::Sge,
                    I::Sgt => {}
                    // unsigned x >= -2.5: always; x >= 2.5 is x > 2
                    I::Uge if negative => return Ok((int_val, Rewrite::Bool(true))),
                    I::Uge => pred = I::Ugt,
                    // x >= 2.5 is x > 2
                    I::Sge if !negative => pred = I::Sgt,
                    I::Sge => {}
                }
            }
        }
        Ok((int_val, Rewrite::Compare(pred, rhs_int)))
    }
}

/// The op defining `v`, if it is an op of kind `O`.
fn def<O: Op>(ctx: &Context, v: Value) -> Option<O> {
    O::from_op(ctx, ctx.defining_op(v)?)
}

impl RewritePattern for CmpFIntToFPConst {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(Arith_CmpFOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "CmpFIntToFPConst"
    }

    fn generated_ops(&self) -> &[&str] {
        &["arith.constant", "arith.cmpi"]
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let (int_val, rewrite) = self.plan(rw.ctx_mut(), op)?;
        match rewrite {
            Rewrite::Bool(b) => replace_with_bool(rw, op, b),
            Rewrite::Compare(pred, value) => {
                let ctx = rw.ctx_mut();
                let loc = ctx.op(op).loc();
                let int_ty: Type = ctx.value_type(int_val);
                let attr = int_to_attr(ctx, int_ty, &value);
                // The constant first (it is an argument of the builder).
                let cst = create_constant(rw, loc, attr)?;
                let ctx = rw.ctx_mut();
                let pred_attr = pred.to_attr(ctx);
                let pred_attr = AttrStorageExt::from_attr_checked(ctx, pred_attr);
                let state = Arith_CmpIOp::build_inferred(ctx, loc, pred_attr, int_val, cst)
                    .map_err(|e| MatchFailure::new(format!("cannot build arith.cmpi: {e}")))?;
                rw.replace_op_with_new(op, state)?;
                Ok(())
            }
        }
    }
}

/// `SelectToExtUI`: `select %c, 1, 0` → `extui %c`, `select %c, 0, 1` →
/// `extui (xori %c, true)`, for integer results wider than `i1`.
#[derive(Clone, Copy, Debug, Default)]
pub struct SelectToExtUI;

impl RewritePattern for SelectToExtUI {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(SelectOp::NAME)
    }

    fn debug_name(&self) -> &str {
        "SelectToExtUI"
    }

    fn generated_ops(&self) -> &[&str] {
        &["arith.extui", "arith.xori", "arith.constant"]
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let ctx = rw.ctx_mut();
        let select =
            SelectOp::from_op(ctx, op).ok_or_else(|| MatchFailure::new("not an arith.select"))?;
        let ty = ctx.value_type(select.result(ctx));
        // `extui` needs an integer result wider than the `i1` condition.
        match ctx.type_data(ty) {
            TypeData::Integer { width, .. } if *width != 1 => {}
            _ => return Err(MatchFailure::new("result is not an integer wider than i1")),
        }
        let (cond, t, f) = (
            select.condition(ctx),
            select.true_value(ctx),
            select.false_value(ctx),
        );
        let value = |ctx: &mut Context, v: Value| {
            constant_attr(ctx, v)
                .and_then(|a| constant_from_attr(ctx, a))
                .and_then(|c| c.splat_int().cloned())
        };
        let (tv, fv) = (value(ctx, t), value(ctx, f));
        let is = |v: &Option<ApInt>, one: bool| {
            v.as_ref()
                .is_some_and(|v| if one { v.is_one() } else { v.is_zero() })
        };
        let loc = ctx.op(op).loc();
        if is(&tv, true) && is(&fv, false) {
            // The condition itself, widened.
            let state = Arith_ExtUIOp::build_with(ctx, loc, ty, cond);
            rw.replace_op_with_new(op, state)?;
            return Ok(());
        }
        if is(&tv, false) && is(&fv, true) {
            // The negated condition, widened.
            let cond_ty = ctx.value_type(cond);
            let one = ctx.integer_attr(cond_ty, 1);
            let c1 = create_constant(rw, loc, one)?;
            let ctx = rw.ctx_mut();
            let xor = Arith_XOrIOp::build_inferred(ctx, loc, cond, c1)
                .map_err(|e| MatchFailure::new(format!("cannot build arith.xori: {e}")))?;
            let xor = rw.create(xor)?;
            let ctx = rw.ctx_mut();
            let not = ctx.op(xor).results()[0];
            let state = Arith_ExtUIOp::build_with(ctx, loc, ty, not);
            rw.replace_op_with_new(op, state)?;
            return Ok(());
        }
        Err(MatchFailure::new("not a select of 1 and 0"))
    }
}
