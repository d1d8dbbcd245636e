//! The ops' own verifiers (`let hasVerifier = 1;`) and the cast rules of
//! `CastOpInterface` (`areCastCompatible`), as MLIR 22's `ArithOps.cpp`
//! writes them, with its messages.
//!
//! The order is MLIR's: the generated checks (operand, result and
//! attribute constraints, `PredOpTrait`s), then the traits in the op's
//! list — `CastOpInterface` among them, so a cast of the wrong widths is
//! reported as `operand type 'i64' and result type 'i32' are cast
//! incompatible` — then the verifiers here. (The width checks of the
//! extension and truncation verifiers therefore never fire after a
//! successful cast check; they are kept, as in MLIR. MLIR reports them
//! with `emitError`, without the `'arith.extui' op` prefix the runtime
//! gives every op verifier message.)

use drr::ods::{CastOpInterface, Verify, element_type_or_self, type_to_string};
use drr::{AttrData, Context, Signedness, Type, TypeData};

use crate::ops::*;
use crate::support::i1_same_shape_lookup;

// ---- ConstantOp ----------------------------------------------------------

impl Verify for Arith_ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        let ty = ctx.value_type(self.result(ctx));
        // Integer values must be signless.
        if let TypeData::Integer { signedness, .. } = ctx.type_data(ty)
            && *signedness != Signedness::Signless
        {
            return Err("integer return type must be signless".into());
        }
        // Any float or elements attribute is acceptable.
        let Some(value) = self.value_attr(ctx) else {
            return Ok(());
        };
        let data = ctx.attr_data(value);
        let elements = matches!(
            data,
            AttrData::DenseElements { .. } | AttrData::DenseStrings { .. }
        ) || is_opaque_elements(data);
        if !matches!(
            data,
            AttrData::Integer { .. } | AttrData::BigInteger { .. } | AttrData::Float { .. }
        ) && !elements
        {
            return Err("value must be an integer, float, or elements attribute".into());
        }
        let scalable = matches!(ctx.type_data(ty), TypeData::Vector { scalable, .. } if scalable.iter().any(|s| *s));
        let splat = matches!(
            data,
            AttrData::DenseElements { splat: true, .. }
                | AttrData::DenseStrings { splat: true, .. }
        );
        if scalable && !splat {
            return Err("intializing scalable vectors with elements attribute is not supported unless it's a vector splat".into());
        }
        Ok(())
    }
}

/// An elements attribute the runtime keeps as text (`dense_resource<…>`,
/// `sparse<…>`).
fn is_opaque_elements(data: &AttrData) -> bool {
    matches!(data, AttrData::Opaque(t) if t.starts_with("dense_resource<") || t.starts_with("sparse<"))
}

// ---- extension and truncation ---------------------------------------------

/// The width of an integer or float element type.
fn width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_data(element_type_or_self(ctx, ty)) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.bit_width()),
        _ => None,
    }
}

/// MLIR's `verifyExtOp` / `verifyTruncateOp`: the result is wider
/// (`wider`) or narrower than the operand.
fn verify_width_change(
    ctx: &Context,
    input: Type,
    output: Type,
    wider: bool,
) -> Result<(), String> {
    let src = element_type_or_self(ctx, input);
    let dst = element_type_or_self(ctx, output);
    let (Some(s), Some(d)) = (width(ctx, src), width(ctx, dst)) else {
        return Ok(());
    };
    let (bad, what) = if wider {
        (s >= d, "wider")
    } else {
        (s <= d, "shorter")
    };
    if bad {
        return Err(format!(
            "result type {} must be {what} than operand type {}",
            type_to_string(ctx, dst),
            type_to_string(ctx, src)
        ));
    }
    Ok(())
}

/// Implements `Verify` for an extension (`true`) or truncation (`false`)
/// op with operand `in` and result `out`.
macro_rules! width_change_verifier {
    ($($op:ident => $wider:expr;)*) => {$(
        impl Verify for $op {
            fn verify(self, ctx: &Context) -> Result<(), String> {
                let input = ctx.value_type(self.r#in(ctx));
                let output = ctx.value_type(self.out(ctx));
                verify_width_change(ctx, input, output, $wider)
            }
        }
    )*};
}

width_change_verifier! {
    Arith_ExtUIOp => true;
    Arith_ExtSIOp => true;
    Arith_ExtFOp => true;
    Arith_ScalingExtFOp => true;
    Arith_TruncIOp => false;
    Arith_TruncFOp => false;
    Arith_ScalingTruncFOp => false;
}

// ---- SelectOp ---------------------------------------------------------------

impl Verify for SelectOp {
    fn verify(self, ctx: &Context) -> Result<(), String> {
        let condition = ctx.value_type(self.condition(ctx));
        if matches!(
            ctx.type_data(condition),
            TypeData::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        ) {
            return Ok(());
        }
        // If the result type is a vector or tensor, the condition can be a
        // mask with the same shape.
        let result = ctx.value_type(self.result(ctx));
        if !matches!(
            ctx.type_data(result),
            TypeData::Vector { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
        ) {
            return Err(format!(
                "expected condition to be a signless i1, but got '{}'",
                type_to_string(ctx, condition)
            ));
        }
        match i1_same_shape_lookup(ctx, result) {
            Some(expected) if expected == condition => Ok(()),
            expected => Err(format!(
                "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                expected.map_or_else(|| i1_shape_text(ctx, result), |t| type_to_string(ctx, t)),
                type_to_string(ctx, condition)
            )),
        }
    }
}

/// The text of `getI1SameShape(ty)` when the context has no such type yet
/// (a verifier cannot create types): `ty`'s text with its element type
/// replaced by `i1`.
fn i1_shape_text(ctx: &Context, ty: Type) -> String {
    let element = type_to_string(ctx, element_type_or_self(ctx, ty));
    let text = type_to_string(ctx, ty);
    match text.rfind(&element) {
        Some(at) => format!("{}i1{}", &text[..at], &text[at + element.len()..]),
        None => text,
    }
}

// ---- CastOpInterface --------------------------------------------------------

/// Which element types a cast accepts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Elem {
    /// `IntegerType` (any signedness).
    Int,
    /// `FloatType`.
    Float,
    /// `IntegerType` or `IndexType`.
    IntOrIndex,
    /// `IntegerType` or `FloatType`.
    IntOrFloat,
}

/// MLIR's `getTypeIfLike` (`memref: false`) and `getTypeIfLikeOrMemRef`:
/// the element type of `ty` if `ty` is such an element type or a vector or
/// tensor (or memref) of one.
fn type_if_like(ctx: &Context, ty: Type, elem: Elem, memref: bool) -> Option<Type> {
    match ctx.type_data(ty) {
        TypeData::Vector { .. }
        | TypeData::RankedTensor { .. }
        | TypeData::UnrankedTensor { .. } => {}
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } if memref => {}
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. } => return None,
        _ => {}
    }
    let e = element_type_or_self(ctx, ty);
    let ok = matches!(
        (ctx.type_data(e), elem),
        (
            TypeData::Integer { .. },
            Elem::Int | Elem::IntOrIndex | Elem::IntOrFloat
        ) | (TypeData::Index, Elem::IntOrIndex)
            | (TypeData::Float(_), Elem::Float | Elem::IntOrFloat)
    );
    ok.then_some(e)
}

/// MLIR's `areValidCastInputsAndOutputs`: one input, one output, the same
/// tensor encoding and compatible shapes.
fn valid_cast(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let ([input], [output]) = (inputs, outputs) else {
        return false;
    };
    if let (TypeData::RankedTensor { encoding: a, .. }, TypeData::RankedTensor { encoding: b, .. }) =
        (ctx.type_data(*input), ctx.type_data(*output))
        && a != b
    {
        return false;
    }
    drr::ods::compatible_shape(ctx, *input, *output)
}

/// MLIR's `checkWidthChangeCast<Cmp, Elem>`: a valid cast of like types
/// whose result width compares with the operand width as `cmp` says.
fn width_change_cast(
    ctx: &Context,
    inputs: &[Type],
    outputs: &[Type],
    elem: Elem,
    cmp: fn(u32, u32) -> bool,
) -> bool {
    if !valid_cast(ctx, inputs, outputs) {
        return false;
    }
    let (Some(src), Some(dst)) = (
        type_if_like(ctx, inputs[0], elem, false),
        type_if_like(ctx, outputs[0], elem, false),
    ) else {
        return false;
    };
    match (width(ctx, dst), width(ctx, src)) {
        (Some(d), Some(s)) => cmp(d, s),
        _ => false,
    }
}

/// MLIR's `checkIntFloatCast<From, To>`.
fn int_float_cast(ctx: &Context, inputs: &[Type], outputs: &[Type], from: Elem, to: Elem) -> bool {
    valid_cast(ctx, inputs, outputs)
        && type_if_like(ctx, inputs[0], from, false).is_some()
        && outputs
            .last()
            .is_some_and(|&o| type_if_like(ctx, o, to, false).is_some())
}

/// MLIR's `areIndexCastCompatible`: `index` to a signless integer or back,
/// as scalars, vectors, tensors or memrefs.
fn index_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    if !valid_cast(ctx, inputs, outputs) {
        return false;
    }
    let (Some(src), Some(dst)) = (
        type_if_like(ctx, inputs[0], Elem::IntOrIndex, true),
        type_if_like(ctx, outputs[0], Elem::IntOrIndex, true),
    ) else {
        return false;
    };
    let signless = |t: Type| {
        matches!(
            ctx.type_data(t),
            TypeData::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    };
    let index = |t: Type| matches!(ctx.type_data(t), TypeData::Index);
    (index(src) && signless(dst)) || (signless(src) && index(dst))
}

/// Implements `CastOpInterface` for a width-changing cast.
macro_rules! width_cast {
    ($($op:ident => $elem:expr, $cmp:expr;)*) => {$(
        impl CastOpInterface for $op {
            fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
                width_change_cast(ctx, inputs, outputs, $elem, $cmp)
            }
        }
    )*};
}

width_cast! {
    Arith_ExtUIOp => Elem::Int, |d, s| d > s;
    Arith_ExtSIOp => Elem::Int, |d, s| d > s;
    Arith_ExtFOp => Elem::Float, |d, s| d > s;
    Arith_TruncIOp => Elem::Int, |d, s| d < s;
    Arith_TruncFOp => Elem::Float, |d, s| d < s;
}

/// The scaling casts check their first operand only (the scale may have
/// any float type).
macro_rules! scaling_cast {
    ($($op:ident => $cmp:expr;)*) => {$(
        impl CastOpInterface for $op {
            fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
                let first = inputs.first().map_or(&[][..], std::slice::from_ref);
                width_change_cast(ctx, first, outputs, Elem::Float, $cmp)
            }
        }
    )*};
}

scaling_cast! {
    Arith_ScalingExtFOp => |d, s| d > s;
    Arith_ScalingTruncFOp => |d, s| d < s;
}

/// Implements `CastOpInterface` for an integer/float conversion.
macro_rules! int_float {
    ($($op:ident => $from:expr, $to:expr;)*) => {$(
        impl CastOpInterface for $op {
            fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
                int_float_cast(ctx, inputs, outputs, $from, $to)
            }
        }
    )*};
}

int_float! {
    Arith_UIToFPOp => Elem::Int, Elem::Float;
    Arith_SIToFPOp => Elem::Int, Elem::Float;
    Arith_FPToUIOp => Elem::Float, Elem::Int;
    Arith_FPToSIOp => Elem::Float, Elem::Int;
}

impl CastOpInterface for Arith_IndexCastOp {
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        index_cast_compatible(ctx, inputs, outputs)
    }
}

impl CastOpInterface for Arith_IndexCastUIOp {
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        index_cast_compatible(ctx, inputs, outputs)
    }
}

impl CastOpInterface for Arith_BitcastOp {
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        if !valid_cast(ctx, inputs, outputs) {
            return false;
        }
        let (Some(src), Some(dst)) = (
            type_if_like(ctx, inputs[0], Elem::IntOrFloat, true),
            type_if_like(ctx, outputs[0], Elem::IntOrFloat, true),
        ) else {
            return false;
        };
        width(ctx, src) == width(ctx, dst)
    }
}
