// An integer attribute (`$attr` of `AttrFirstOp`, an `I32Attr`) given to a
// NativeCodeCall parameter of type `Value`: the error names the parameter's
// type and the types an attribute converts to (it was rustc's bare "the
// trait bound `Value: EnumValue` is not satisfied", from the conversion of
// integer attributes to `ods!` enums).
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AttrFirstOp $a, $l, $r), (TwoArgOp (Identity $a), $r));
}
