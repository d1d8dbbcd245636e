// A parent named by a C++ class qualified with this block's own dialect
// namespace, misspelt: the block has no `include` line, so the dialect's
// ops are all here and the name is reported with the nearest op class
// (it was rustc's "cannot find module or crate `mlir`").
drr::ods! {
    def R_Dialect : Dialect { let name = "r"; let cppNamespace = "::mlir::heir::r"; }
    def R_OuterOp : Op<R_Dialect, "outer", [NoTerminator]> { let regions = (region AnyRegion:$body); }
    def R_InOp : Op<R_Dialect, "in", [HasParent<"::mlir::heir::r::OutrOp">]>;
    def R_In2Op : Op<R_Dialect, "in2", [ParentOneOf<["::mlir::heir::r::OuterOp", "r::R_OuterOpp"]>]>;
}

fn main() {}
