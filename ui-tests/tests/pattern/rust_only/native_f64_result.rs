// Rust: a NativeCodeCall returning `f64` (issue 22: the first error was
// about `SameOperandsAndResultType` / `returnType`). Each use is one error
// at the NativeCodeCall: into an attribute argument and into an operand of
// an op with `SameOperandsAndResultType` (naming the op and the argument
// number), and as the whole result (it gives no values to replace with).
use drr::Context;
use drr::ods::storage::FloatAttr;
use ui_tests::*;

drr::patterns! {
    def Half : NativeCodeCall<|ctx: &mut Context, a: FloatAttr| -> f64 { a.value(ctx) / 2.0 }>;
    def IntoAttribute : Pat<(AOp $x, F32Attr:$f), (AOp $x, (Half $f))>;
    def IntoOperand : Pat<(AOp $x, F32Attr:$f), (AOp (Half $f), $f)>;
    def AsResult : Pat<(AOp $x, F32Attr:$f), (Half $f)>;
}

fn main() {}
