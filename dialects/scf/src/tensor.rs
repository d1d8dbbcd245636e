//! A stand-in for the `tensor` dialect: `tensor.cast` only, because
//! `scf.for`'s `ForOpTensorCastFolder` matches a `tensor.cast` defining an
//! initial value and creates `tensor.cast`s around the re-typed iteration
//! argument; with its folder (a cast to the type it already has is its
//! source, `impl::foldCastOp`) and MLIR's
//! `tensor::preservesStaticInformation`. No other scf pattern needs the
//! tensor dialect. MLIR's cast-compatibility verifier
//! (`CastOp::areCastCompatible`) and `tensor.cast`'s own canonicalizations
//! are not here: inputs with tensor ops other than the casts scf's
//! patterns create are outside this crate's scope.
//!
//! It registers the `tensor` dialect; a real `tensor` dialect crate would
//! replace it (the op's name and form are MLIR's).

use drr::ods::Fold;
use drr::{Context, OpFoldResult, Type, TypeData};

drr::ods! {
    dialect tensor;

    def Tensor_CastOp : Op<"cast", [Pure]> {
        let summary = "tensor cast operation";
        let arguments = (ins AnyTensor:$source);
        let results = (outs AnyTensor:$dest);
        let hasFolder = 1;
    }
}

impl Fold for Tensor_CastOp {
    fn fold(
        self,
        ctx: &mut Context,
        _adaptor: Tensor_CastOpFoldAdaptor<'_>,
    ) -> Option<OpFoldResult> {
        let source = self.source(ctx);
        let result = ctx.op(self.op()).results()[0];
        (ctx.value_type(source) == ctx.value_type(result)).then_some(OpFoldResult::Value(source))
    }
}

/// MLIR's `tensor::preservesStaticInformation(source, target)`: both are
/// ranked tensors of one element type, rank and encoding, and `target`
/// has a static size wherever `source` has one (a cast from `target` to
/// `source` loses nothing).
pub fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (
        TypeData::RankedTensor {
            shape: s_shape,
            element: s_element,
            encoding: s_encoding,
        },
        TypeData::RankedTensor {
            shape: t_shape,
            element: t_element,
            encoding: t_encoding,
        },
    ) = (ctx.type_data(source), ctx.type_data(target))
    else {
        return false;
    };
    s_element == t_element
        && s_shape.len() == t_shape.len()
        && s_encoding == t_encoding
        && s_shape
            .iter()
            .zip(t_shape.iter())
            .all(|(&s, &t)| s == drr::types::DYNAMIC || t != drr::types::DYNAMIC)
}
