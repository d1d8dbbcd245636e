// `ContainerType<…>`: a C++ element type call (it is Rust here), too few
// arguments, and use as an attribute constraint are errors at the value.
drr::ods! {
    dialect test;
    def IsVector : CPred<|ctx: &drr::Context, t: drr::Type| matches!(ctx.type_data(t), drr::TypeData::Vector { .. })>;
    def AOp : Op<"a"> {
        let arguments = (ins ContainerType<AnyTypeOf<[F32]>, IsVector,
            "::llvm::cast<::mlir::VectorType>($_self).getElementType()", "vec">:$x);
    }
    def BOp : Op<"b"> {
        let arguments = (ins ContainerType<AnyTypeOf<[F32]>, IsVector>:$x);
    }
    def COp : Op<"c"> {
        let arguments = (ins ConfinedAttr<I32Attr, [ContainerType<F32, IsVector, |_c, t| Some(t), "v">]>:$n);
    }
}
fn main() {}
