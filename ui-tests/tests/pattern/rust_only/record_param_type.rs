// Rust: a NativeCodeCall record whose closure takes a `Value` is given an
// attribute: one error at the argument (`$a`, both tokens), naming the
// record and the argument number; the parameter's type in the help.
use drr::{Attribute, Context, Value};
use ui_tests::*;

drr::patterns! {
    def TypeOfValue : NativeCodeCall<|ctx: &mut Context, v: Value| -> Attribute { let t = ctx.value_type(v); ctx.type_attr(t) }>;
    def P : Pat<(AOp $x, $a), (AOp $x, (TypeOfValue $a))>;
}

fn main() {}
