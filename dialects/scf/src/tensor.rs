//! A stand-in for the `tensor` dialect: `tensor.cast` only, because
//! `scf.for`'s `ForOpTensorCastFolder` matches a `tensor.cast` defining an
//! initial value and creates `tensor.cast`s around the re-typed iteration
//! argument; with its folder (a cast to the type it already has is its
//! source, `impl::foldCastOp`) and MLIR's
//! `tensor::preservesStaticInformation`, and its canonicalization on casts
//! alone, `ChainedTensorCast` (a cast of a cast becomes one cast where the
//! middle type adds no runtime check; it turns the casts that
//! `ForOpTensorCastFolder` leaves around a loop body back into their
//! source). No other scf pattern needs the tensor dialect. MLIR's
//! cast-compatibility verifier (`CastOp::areCastCompatible`) and
//! `TensorCastExtractSlice` (which needs `tensor.extract_slice`) are not
//! here: inputs with tensor ops other than casts are outside this crate's
//! scope.
//!
//! It registers the `tensor` dialect; a real `tensor` dialect crate would
//! replace it (the op's name and form are MLIR's).

use drr::ods::{Canonicalize, Fold};
use drr::rewrite::{
    MatchFailure, MatchResult, PatternRewriter, PatternRoot, RewritePattern, RewritePatternSet,
};
use drr::{Context, OpFoldResult, Type, TypeData};

drr::ods! {
    dialect tensor;

    def Tensor_CastOp : Op<"cast", [Pure]> {
        let summary = "tensor cast operation";
        let arguments = (ins AnyTensor:$source);
        let results = (outs AnyTensor:$dest);
        let hasFolder = 1;
        let hasCanonicalizer = 1;
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

/// MLIR's `joinShapes` of two tensor types of one element type: the most
/// static type both can be cast to. An unranked side gives the other type
/// as it is; two ranked ones of one rank give a ranked tensor (without
/// encoding) of the sizes either knows, `None` if a size or the rank
/// conflicts (or the element types differ, which the verifier would have
/// rejected).
fn join_shapes(ctx: &mut Context, one: Type, two: Type) -> Option<Type> {
    let shape_of = |ty: Type| match ctx.type_data(ty) {
        TypeData::RankedTensor { shape, element, .. } => Some((Some(shape.clone()), *element)),
        TypeData::UnrankedTensor { element } => Some((None, *element)),
        _ => None,
    };
    let ((one_shape, one_element), (two_shape, two_element)) = (shape_of(one)?, shape_of(two)?);
    if one_element != two_element {
        return None;
    }
    let (Some(a), Some(b)) = (one_shape, two_shape) else {
        let one_unranked = matches!(ctx.type_data(one), TypeData::UnrankedTensor { .. });
        return Some(if one_unranked { two } else { one });
    };
    if a.len() != b.len() {
        return None;
    }
    let mut join = Vec::with_capacity(a.len());
    for (&x, &y) in a.iter().zip(&b) {
        join.push(if x == drr::types::DYNAMIC {
            y
        } else if y == drr::types::DYNAMIC || x == y {
            x
        } else {
            return None;
        });
    }
    Some(ctx.tensor_type(join, one_element))
}

/// MLIR's `ChainedTensorCast`: `cast(cast(x))` becomes `cast(x)` when
/// joining the source, middle and result types gives what joining only
/// the source and result gives (the middle cast checks nothing more at
/// run time); a cast back to the source's own type then folds away.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChainedTensorCast;

impl RewritePattern for ChainedTensorCast {
    fn root(&self) -> PatternRoot<'_> {
        PatternRoot::Name(Tensor_CastOp::NAME)
    }
    fn debug_name(&self) -> &str {
        "(anonymous namespace)::ChainedTensorCast"
    }
    fn match_and_rewrite(&self, op: drr::OpId, rw: &mut PatternRewriter<'_>) -> MatchResult {
        let cast =
            Tensor_CastOp::from_op(rw, op).ok_or_else(|| MatchFailure::new("not tensor.cast"))?;
        let inner = rw
            .defining_op(cast.source(rw))
            .and_then(|d| Tensor_CastOp::from_op(rw, d))
            .ok_or_else(|| MatchFailure::new("the source is not a tensor.cast"))?;
        let source = inner.source(rw);
        let source_ty = rw.value_type(source);
        let middle_ty = rw.value_type(cast.source(rw));
        let result_ty = rw.value_type(rw.op(op).results()[0]);
        let first = join_shapes(rw.ctx_mut(), source_ty, middle_ty)
            .and_then(|j| join_shapes(rw.ctx_mut(), j, result_ty))
            .ok_or_else(|| MatchFailure::new("the casts cannot all succeed"))?;
        if join_shapes(rw.ctx_mut(), source_ty, result_ty) != Some(first) {
            return Err(MatchFailure::new("the middle cast adds a runtime check"));
        }
        let loc = rw.op(op).loc();
        let state = Tensor_CastOp::build(rw.ctx_mut(), loc, &[result_ty], &[source], &[]);
        rw.replace_op_with_new(op, state)
            .map_err(MatchFailure::from)?;
        Ok(())
    }
}

impl Canonicalize for Tensor_CastOp {
    fn canonicalization_patterns(set: &mut RewritePatternSet) {
        set.add(ChainedTensorCast);
    }
}
