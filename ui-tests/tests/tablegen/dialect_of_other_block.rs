// An op naming a dialect record that another block defines, in a block
// without an `include` line (HEIR's ops file names `CKKS_Dialect` of
// `CKKSDialect.td`): the error says how to define or include it.
mod dialect {
    drr::ods! {
        def CKKS_Dialect : Dialect { let name = "ckks"; }
    }
}
mod ops {
    #[allow(unused_imports)]
    use super::dialect::*;
    drr::ods! {
        def CKKS_UseOp : Op<CKKS_Dialect, "use">;
    }
}
fn main() {}
