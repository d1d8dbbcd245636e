// A pattern matching `(AOp F32Attr:$x, $y)` checks that argument 1 is an
// attribute; `pat!` expands to assertions like these.
drr::ods! {
    dialect test;
    def AOp : Op<"a_op"> {
        let arguments = (ins AnyType:$a_input, AnyAttr:$a_attr);
        let results = (outs AnyType:$a_output);
    }
}

fn assert_attribute<T: drr::ods::NthArgIsAttribute<N>, const N: usize>() {}
fn assert_operand<T: drr::ods::NthArgIsOperand<N>, const N: usize>() {}
fn assert_num_args<T: drr::ods::HasNumArgs<N>, const N: usize>() {}

fn main() {
    assert_attribute::<AOp, 1>();
    assert_operand::<AOp, 2>();
    assert_num_args::<AOp, 3>();
}
