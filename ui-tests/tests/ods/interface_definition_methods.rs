// An interface definition pasted with its C++ methods (`InterfaceMethod<…>`
// values, their bodies as strings) is `ods!`'s error at the record, not a
// missing class of another block.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def ShapeInferenceOpInterface : OpInterface<"ShapeInference"> {
        let methods = [
            InterfaceMethod<"Infer the output shape.", "mlir::LogicalResult", "inferShapes",
                            (ins "std::function<void(mlir::Region&)>":$fn)>,
            StaticInterfaceMethod<"Its version.", "int", "version", (ins), "return 1;">
        ];
        let cppNamespace = "::mlir";
    }
}
fn main() {}
