// `inferReturnTypes` and `isCompatibleReturnTypes` of the wrong signature
// are errors at the closure or fn (the verifier calls both with the types
// the Rust hooks take); `isCompatibleReturnTypes` alone is an error at the
// field (MLIR calls it only on the types `inferReturnTypes` infers).
use drr::{Context, Type};

fn compatible_by_ref(_ctx: &mut Context, _l: &[Type], _r: &[Type]) -> bool {
    true
}

drr::ods! {
    dialect test;
    def AOp : Op<"a", [InferTypeOpInterface]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$r);
        let inferReturnTypes = |ctx: &Context, st: &drr::OperationState| -> Result<Vec<Type>, drr::ods::BuildError> {
            Ok(vec![ctx.value_type(st.operands[0])])
        };
    }
    def BOp : Op<"b", [InferTypeOpAdaptorWithIsCompatible]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$r);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
        let isCompatibleReturnTypes = crate::compatible_by_ref;
    }
    def COp : Op<"c", [InferTypeOpAdaptorWithIsCompatible]> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$r);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
        let isCompatibleReturnTypes = |_ctx, l: &[Type]| l.is_empty();
    }
    def DOp : Op<"d"> {
        let arguments = (ins AnyType:$x);
        let results = (outs AnyType:$r);
        let isCompatibleReturnTypes = |_ctx, l, r| l == r;
    }
}
fn main() {}
