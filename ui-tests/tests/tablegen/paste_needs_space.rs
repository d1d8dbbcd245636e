// `Swap_#Pair` is a reserved prefix in Rust 2021+: TableGen's `#` needs a
// space before it (`Swap_ # Pair[0]`).
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    foreach Pair = [[OneResultOp, OneResultOp]] in
    def Swap_#Pair[0] : Pat<(Pair[0] $x), (Pair[1] $x)>;
}

fn main() {}
