// A constraint may take `&mut Context` to create a type to compare
// against (a `Constraint` record and an inline `Constraint<…>`); `&Context`
// still works.
use drr::{Context, Value};
use ui_tests::*;

drr::patterns! {
    def IsI32 : Constraint<|ctx: &mut Context, v: Value| { let i32t = ctx.int_type(32); ctx.value_type(v) == i32t }, "is i32">;
    def P : Pat<(TwoArgOp $x, $y), (TwoArgOp $y, $x),
                [(IsI32 $x),
                 (Constraint<|ctx: &mut Context, v: Value| { let i64t = ctx.int_type(64); ctx.value_type(v) != i64t }, "not i64"> $y),
                 (Constraint<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b), "same type"> $x, $y)]>;
}

fn main() {}
