// An older onnx-mlir spelling, `DefaultValuedAttr<StrAttr, "NOTSET">`: C++
// reads `NOTSET` as a name, not a string (mlir-tblgen-22's output does not
// compile either; MLIR writes `DefaultValuedStrAttr<StrAttr, "NOTSET">`).
// Every error is at the string.
drr::ods! {
    def O_Dialect : Dialect { let name = "o"; }
    def O_ConvOp : Op<O_Dialect, "conv", []> {
        let arguments = (ins DefaultValuedAttr<StrAttr, "NOTSET">:$auto_pad);
    }
}
fn main() {}
