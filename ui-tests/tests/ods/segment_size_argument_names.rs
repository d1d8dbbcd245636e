// An argument named after the segment sizes of `AttrSizedOperandSegments`
// or `AttrSizedResultSegments`: the current names are reserved, and
// `operand_segment_sizes`, their name before MLIR 18 (OneFlow's
// `OneFlowBase.td` lists it next to the trait), is the same attribute to
// MLIR's generated property code (mlir-tblgen-22: "Unexpected overlap when
// generating `getOperandSegmentSizesAttrName`"). `result_segment_sizes`
// next to `AttrSizedResultSegments` is accepted, as mlir-tblgen-22 accepts
// it: an attribute of its own.
drr::ods! {
    dialect t;
    def T_OldOp : Op<"old", [AttrSizedOperandSegments]> {
        let arguments = (ins Variadic<AnyType>:$x, Optional<AnyType>:$y,
                             I32ElementsAttr:$operand_segment_sizes);
    }
    def T_NewOp : Op<"new", [AttrSizedOperandSegments]> {
        let arguments = (ins Variadic<AnyType>:$x, Optional<AnyType>:$y,
                             DenseI32ArrayAttr:$operandSegmentSizes);
    }
    def T_ResultsOp : Op<"results", [AttrSizedResultSegments]> {
        let arguments = (ins DenseI32ArrayAttr:$resultSegmentSizes);
        let results = (outs Variadic<AnyType>:$r, Optional<AnyType>:$s);
    }
    def T_OldResultsOp : Op<"old_results", [AttrSizedResultSegments]> {
        let arguments = (ins I32ElementsAttr:$result_segment_sizes);
        let results = (outs Variadic<AnyType>:$r, Optional<AnyType>:$s);
    }
}

fn main() {}
