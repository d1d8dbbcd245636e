// A field initializer that reads its own field (TableGen binds field
// references late, to the final values, so it cannot be resolved), and a
// cycle through two fields; the record defined after them still works.
#[allow(unused_imports)]
use ui_tests::*;

drr::patterns! {
    class Base<int n> { int width = n; int height = !add(width, 1); }
    def Grow : Base<3> { let width = !add(width, 1); }
    def Loop : Base<3> { let width = !mul(height, 2); }
    def Fine : Base<3> { let width = 7; }
}

fn main() {}
