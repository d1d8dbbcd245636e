// A bound symbol written as the whole result (`$x` instead of
// `(replaceWithValue $x)`): at `$x`, both tokens, saying how to write it.
use ui_tests::*;

drr::patterns! {
    def P : Pat<(AOp $x, $a), $x>;
}

fn main() {}
