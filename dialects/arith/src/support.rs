//! The Rust forms of the C++ helpers `ArithOps.td` names in its records:
//! `::getI1SameShape($_self)` (a `TypesMatchWith` transformer), the tensor
//! dimensions `SameInputOutputTensorDims` compares, and the type queries
//! the ops' `extraClassDeclaration` methods use.

use drr::ods::TypeCx;
use drr::{Context, Type, TypeData, Value};

/// `::getI1SameShape(type)`: `i1` in the shape of `ty` (a vector or
/// ranked tensor of `i1` with its shape, an unranked tensor of `i1`, or
/// `i1` itself). `None` if the type cannot be made (the lookup-only
/// context of a verifier that has not seen it).
pub fn get_i1_same_shape(cx: &mut TypeCx<'_>, ty: Type) -> Option<Type> {
    let i1 = cx.int_type(1)?;
    cx.with_element_type(ty, i1)
}

/// `getI1SameShape` for code holding the context (builders, patterns):
/// never fails, as the context can create the type.
pub fn i1_same_shape(ctx: &mut Context, ty: Type) -> Type {
    let mut cx = TypeCx::building(ctx);
    get_i1_same_shape(&mut cx, ty).unwrap_or(ty)
}

/// `getI1SameShape(ty)` if the context already has that type (a verifier
/// cannot create types).
pub fn i1_same_shape_lookup(ctx: &Context, ty: Type) -> Option<Type> {
    let mut cx = TypeCx::lookup(ctx);
    get_i1_same_shape(&mut cx, ty)
}

/// The dimensions `SameInputOutputTensorDims` compares:
/// `isa<TensorType>(v.getType()) ? cast<TensorType>(…).getShape() : {}`
/// — the shape of a ranked tensor, and an empty shape for every type that
/// is not a tensor. An unranked tensor has no shape (MLIR reads one out of
/// bounds, and mlir-opt 22 rejects `tensor<*xi32>` to `tensor<*xi64>`):
/// its dimensions are the value itself, equal to no other operand's or
/// result's.
pub fn tensor_dims(ctx: &Context, v: Value) -> Result<Vec<i64>, Value> {
    match ctx.type_data(ctx.value_type(v)) {
        TypeData::RankedTensor { shape, .. } => Ok(shape.to_vec()),
        TypeData::UnrankedTensor { .. } => Err(v),
        _ => Ok(Vec::new()),
    }
}

/// The shape of a vector type (`getShapeForUnroll` of the ops with a
/// `VectorUnrollOpInterface`): `Some(shape)` for a vector, `None`
/// otherwise.
pub fn vector_shape(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    match ctx.type_data(ty) {
        TypeData::Vector { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}
