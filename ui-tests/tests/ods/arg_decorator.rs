drr::ods! {
    dialect test;
    // `Arg<constraint, "description", [decorators]>`: no other arguments.
    def AOp : Op<"a_op"> {
        let arguments = (ins Arg<I32, "x", [MemRead], 3>:$a);
        let results = (outs Res<>:$r);
    }
}
fn main() {}
