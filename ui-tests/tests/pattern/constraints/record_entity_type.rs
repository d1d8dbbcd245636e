// A `Constraint` record given an entity its parameter does not take (an
// attribute for a `Value` parameter): one error, at the constraint's name,
// with both types (not a second one at the whole constraint).
use drr::{Context, Value};
use ui_tests::*;

drr::patterns! {
    def OneUse : Constraint<|ctx: &Context, v: Value| ctx.has_one_use(v), "has one use">;
    def P : Pat<(AOp $x, $a), (AOp $x, $a), [(OneUse $a)]>;
}

fn main() {}
