// DRR #6: `NativeCodeCall must have $_self as argument for passing the defining Operation`.
// In Rust a matcher is always handed the defining op; a NativeCodeCall whose
// signature does not take it (`Identity` takes a builder and a value) cannot match.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

fn main() {
    let _ = drr::pat!((AOp (Identity $v), $a), (AOp $v, $a));
}
