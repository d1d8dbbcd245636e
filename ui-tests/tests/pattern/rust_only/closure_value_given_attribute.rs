// Rust: a NativeCodeCall taking a `Value` given an attribute (issue 22:
// once "the trait bound `FloatAttr: drr::ods::Op` is not satisfied"). Inline
// closure: at the parameter's type, naming the argument number and both
// types; record: at the argument, naming the NativeCodeCall and the number.
use drr::pattern::Builder;
use drr::Value;
use ui_tests::*;

drr::patterns! {
    def Inline : Pat<(AOp $x, F32Attr:$f), (AOp (NativeCodeCall<|_b: &mut Builder<'_, '_>, v: Value| -> Value { v }> $f), $f)>;
    def Record : Pat<(AOp $x, F32Attr:$f), (AOp (Identity $f), $f)>;
}

fn main() {}
