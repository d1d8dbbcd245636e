// An interface record used as a pattern leaf names the Rust type
// implementing it: a string that is no Rust path is an error at the string.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

drr::patterns! {
    def Odd : AttrInterface<"two words">;
    def P : Pat<(AOp $x, Odd:$a), (COp $x, $a)>;
}

fn main() {}
