// MLIR-style record names (`TA_AddOp`, `TA_IsPositive`, `TA_Swap`) draw no
// lint from the generated code (this case denies every warning).
#![deny(warnings)]

drr::ods! {
    dialect ta;
    def TA_AddOp : Op<"add", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
    def TA_MulOp : Op<"mul", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
    }
    def TA_IsPositive : Constraint<|_ctx: &drr::Context, _v: drr::Value| true, "is positive">;
    def TA_Same : NativeCodeCall<|_ctx: &mut drr::Context, v: drr::Value| -> drr::Value { v }>;
}

drr::patterns! {
    def TA_Swap : Pat<(TA_AddOp $x, $y), (TA_MulOp $y, (TA_Same $x))>;
    def : Pat<(TA_MulOp $x, $x), (TA_AddOp $x, $x), [(TA_IsPositive $x)]>;
}

fn main() {
    let mut set = drr::rewrite::RewritePatternSet::new();
    populate_with_generated(&mut set);
    let _ = drr::pat!(TA_Inline: (TA_AddOp $x, $x), (TA_MulOp $x, $x));
}
