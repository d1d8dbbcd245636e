// A misspelled built-in class (`NativeCodeCal<…>`, `Constrant<…>`) is
// reported as one, every one of them, at the name ("did you mean"), not as
// rustc's "cannot find macro" for the first.
use drr::pattern::Builder;
use drr::{Context, Value};
use ui_tests::*;

drr::patterns! {
    def P : Pat<(AOp $x, $a), (AOp (NativeCodeCal<|_b: &mut Builder<'_, '_>, v: Value| -> Value { v }> $x), $a)>;
    def Q : Pat<(AOp $x, $a), (AOp $x, $a), [(Constrant<|_c: &Context, _v: Value| true, "x"> $x)]>;
}

fn main() {}
