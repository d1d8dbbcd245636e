// A `Constraint` record defined by a path to a fn is called with the
// entities as bound (an op binding is the op view): a parameter that does
// not take one is rustc's mismatch at the entity's symbol, not at the
// whole macro.
use drr::{Context, Value};
use ui_tests::*;

pub fn same_type(ctx: &Context, a: Value, b: Value) -> bool {
    ctx.value_type(a) == ctx.value_type(b)
}

drr::patterns! {
    def SameType : Constraint<crate::same_type, "same type">;
    def P : Pat<(AOp:$op $x, $a), (AOp $x, $a), [(SameType $x, $op)]>;
}

fn main() {}
