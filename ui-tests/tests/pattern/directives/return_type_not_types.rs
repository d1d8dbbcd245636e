// `returnType` given something that is no type or value (a bound
// attribute, a NativeCodeCall returning an attribute, an expression giving
// an integer): at that argument, naming what it gives (was rustc's
// "`Attribute: ReturnTypes` is not satisfied" at the whole macro).
use drr::{Attribute, Context};
use ui_tests::*;

drr::patterns! {
    def MkAttr : NativeCodeCall<|ctx: &mut Context| -> Attribute { ctx.unit_attr() }>;
    def Bound : Pat<(AOp $x, $a), (OneResultOp (COp $x, $a, (returnType $a)))>;
    def Native : Pat<(AOp $x, $a), (OneResultOp (COp $x, $a, (returnType (MkAttr))))>;
    def Expr : Pat<(AOp $x, $a), (OneResultOp (COp $x, $a, (returnType "1 + 2")))>;
}

fn main() {}
