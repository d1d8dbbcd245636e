// Rust: a NativeCodeCall closure taking fewer parameters than the DAG passes.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp $x, $a), (AOp $x, (MakeArray $a)));
}
