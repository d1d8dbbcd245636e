//! The folder of `arith.select`.

use super::super::constant::{Constant, ElementValues, Elements, ScalarType, ValueType};
use super::{Fold, is_one, is_zero};

/// `arith.select` with operands (condition, true value, false value);
/// `same` says the true and false values are the same SSA value, `result`
/// is the result type (`None` for a type the numerics do not model, a
/// memref say, which still folds by the rules that only pick an operand):
/// - `select(c, x, x) → x`;
/// - `select(true, a, b) → a`, `select(false, a, b) → b` (scalar or splat
///   condition);
/// - `select(c, poison, b) → b`, `select(c, a, poison) → a`;
/// - `select(c, true, false) → c` for a scalar `i1` result;
/// - IR rules: `select(cmpi eq/ne (a, b), a, b)` → `b` / `a`;
/// - a dense condition with dense values: picked element by element.
pub fn select(
    cond: Option<&Constant>,
    on_true: Option<&Constant>,
    on_false: Option<&Constant>,
    same: bool,
    result: Option<&ValueType>,
    ir: impl FnOnce() -> Option<Fold>,
) -> Option<Fold> {
    if same {
        return Some(Fold::Operand(1));
    }
    if is_one(cond) {
        return Some(Fold::Operand(1));
    }
    if is_zero(cond) {
        return Some(Fold::Operand(2));
    }
    if on_true.is_some_and(Constant::is_poison) {
        return Some(Fold::Operand(2));
    }
    if on_false.is_some_and(Constant::is_poison) {
        return Some(Fold::Operand(1));
    }
    if result == Some(&ValueType::Scalar(ScalarType::Int(1)))
        && is_one(on_true)
        && is_zero(on_false)
    {
        return Some(Fold::Operand(0));
    }
    if let Some(f) = ir() {
        return Some(f);
    }
    let (Some(Constant::Elements(c)), Some(Constant::Elements(t)), Some(Constant::Elements(f))) =
        (cond, on_true, on_false)
    else {
        return None;
    };
    let ElementValues::Int(conds) = c.values() else {
        return None;
    };
    let n = usize::try_from(c.len()).ok()?;
    let pick = |i: usize| -> bool {
        let v = if conds.len() == 1 {
            &conds[0]
        } else {
            &conds[i]
        };
        !v.is_zero()
    };
    fn at<T: Clone>(v: &[T], i: usize) -> Option<T> {
        if v.len() == 1 { v.first() } else { v.get(i) }.cloned()
    }
    let values = match (t.values(), f.values()) {
        (ElementValues::Int(a), ElementValues::Int(b)) => ElementValues::Int(
            (0..n)
                .map(|i| if pick(i) { at(a, i) } else { at(b, i) })
                .collect::<Option<_>>()?,
        ),
        (ElementValues::Float(a), ElementValues::Float(b)) => ElementValues::Float(
            (0..n)
                .map(|i| if pick(i) { at(a, i) } else { at(b, i) })
                .collect::<Option<_>>()?,
        ),
        _ => return None,
    };
    Elements::new(*t.ty(), values).map(|e| Fold::Constant(Constant::Elements(e)))
}
