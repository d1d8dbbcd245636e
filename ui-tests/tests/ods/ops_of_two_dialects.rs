// Two `Dialect` records are fine when the ops all name one of them; ops of
// both are an error that says each dialect's ops go in their own block (and
// only that: a mnemonic both dialects use is no "duplicate op mnemonic").
drr::ods! {
    def A_Dialect : Dialect { let name = "a"; }
    def B_Dialect : Dialect { let name = "b"; }
    def A_XOp : Op<A_Dialect, "x">;
    def B_YOp : Op<B_Dialect, "y">;
    def B_XOp : Op<B_Dialect, "x">;
}
fn main() {}
