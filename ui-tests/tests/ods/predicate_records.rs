// Predicate records (`def P : And<[…]>;`) where constraints use them: named
// directly as an operand's constraint (a predicate is not a constraint), and
// a C++ predicate string reported at the string when a constraint uses the
// record (an unused one is no error).
drr::ods! {
    dialect test;
    def NonEmpty : And<[IsRankedTensorTypePred, CPred<|_c: &drr::Context, _t: drr::Type| true>]>;
    def Cpp : CPred<"::llvm::isa<::mlir::FloatAttr>($_self)">;
    def UnusedCpp : CPred<"$_self.isInteger()">;

    def AOp : Op<"a"> {
        let arguments = (ins NonEmpty:$x);
    }
    def COp : Op<"c"> {
        let arguments = (ins TensorOf<[F32], [Cpp]>:$x);
    }
}
fn main() {}
