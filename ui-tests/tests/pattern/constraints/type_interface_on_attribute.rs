// A Rust type implementing a type interface, as the leaf of an attribute
// argument: interfaces constrain arguments of their own kind only.
#[allow(unused_imports)] // a pattern rejected by the front end names no op
use ui_tests::*;

pub struct Shaped;
impl drr::ods::TypeInterface for Shaped {
    fn isa(_: &drr::Context, _: drr::Type) -> bool {
        true
    }
}

fn main() {
    let _ = drr::pat!((AOp $x, Shaped:$a), (COp $x, $a));
}
