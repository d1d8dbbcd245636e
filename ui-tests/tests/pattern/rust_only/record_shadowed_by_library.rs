// A record of another block whose name is also a library class (`F`, the
// float type `F<N>`), used without a path: the library's class, with its
// template-argument count, and the hint to write a path.
mod p {
    drr::ods! {
        def F : Constraint<|_ctx: &drr::Context, _v: drr::Value| true, "f">;
    }
    use ui_tests::*;
    drr::patterns! {
        def P : Pat<(OneResultOp $x), (OneResultOp $x), [(F $x)]>;
    }
}

fn main() {}
