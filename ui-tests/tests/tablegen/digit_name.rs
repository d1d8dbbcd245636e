// A TableGen name starting with digits other than ODS's `0DTensorOf` …
// `4DTensorOf` cannot be a Rust identifier: an error at the name (Rust
// reads `2Foo` as the integer 2 with a suffix, which must not be taken
// for a number).
drr::ods! {
    dialect dn;
    def Op1 : Op<"op1"> {
        let arguments = (ins 2Foo<[Index]>:$x, 5DTensorOf<[F32]>:$y);
    }
}

fn main() {}
