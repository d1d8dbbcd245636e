// A library type constraint with `BuildableType<…>` (NVGPU's
// `FixedVectorOfLengthAndType<[2], [I16]>, BuildableType<"…">`): the
// builder is C++ in the `.td` file, an error at the string (the record is
// not dropped silently). `FixedVectorOfShapeAndType` takes the shape and
// the element type.
drr::ods! {
    def Lb_Dialect : Dialect { let name = "lb"; }
    def Lb_Metadata : FixedVectorOfLengthAndType<[2], [I16]>,
        BuildableType<"::mlir::VectorType::get("
                      "{2},$_builder.getI16Type())">;
    def Lb_AOp : Op<Lb_Dialect, "a"> {
        let arguments = (ins Lb_Metadata:$m, FixedVectorOfShapeAndType<[8]>:$v);
    }
}
fn main() {}
