// Compiles: a NativeCodeCall returning a plain Rust value (`i64`) fed to
// another NativeCodeCall; an inline constraint over a bound op takes a
// `Value` as a named `Constraint` record over the same symbol does.
#[allow(unused_imports)]
use ui_tests::*;
use drr::{Attribute, Context, Value};

drr::patterns! {
    def Five : NativeCodeCall<|_ctx: &mut Context| -> i64 { 5 }>;
    def AttrOf : NativeCodeCall<|ctx: &mut Context, v: i64| -> Attribute { let t = ctx.int_type(32); ctx.integer_attr(t, i128::from(v)) }>;
    def HasOneUse : Constraint<|ctx: &Context, v: Value| ctx.has_one_use(v)>;
    def A : Pat<(AOp:$res $x, $a), (AOp $x, (AttrOf (Five))),
                [(HasOneUse $res), (Constraint<|ctx: &Context, v: Value| ctx.has_one_use(v)> $res)]>;
}

fn main() {}
