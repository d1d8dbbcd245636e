// A `.td` record left with C++ (a `DialectType` predicate, as CIRCT's
// `HWIntegerType` writes it) is one error at the C++ string: the ops using
// the record and their traits report nothing more.
drr::ods! {
    def HW_Dialect : Dialect { let name = "hw"; }
    def HWIntegerType : DialectType<HW_Dialect,
        CPred<"::circt::hw::isHWIntegerType($_self)">,
        "an integer bitvector of one or more bits", "::mlir::IntegerType">;
    def HW_AddOp : Op<HW_Dialect, "add", [SameTypeOperands, SameOperandsAndResultType,
                                          AllTypesMatch<["lhs", "result"]>]> {
        let arguments = (ins HWIntegerType:$lhs, HWIntegerType:$rhs);
        let results = (outs HWIntegerType:$result);
    }
}
fn main() {}
