// The `predicate` of a `TypeDef` without `mnemonic` of another block: no
// check `ods!` can run (its text is the dialect's C++ parser's).
pub mod types {
    drr::ods! {
        include "mlir/IR/AttrTypeBase.td"
        def A_Dialect : Dialect { let name = "a"; }
        def A_Opaque : TypeDef<A_Dialect, "Opaque"> { let summary = "opaque"; }
        def A_Token : TypeDef<A_Dialect, "Token"> { let mnemonic = "token"; }
    }
}
pub mod ops {
    use super::types::*;
    drr::ods! {
        include "ATypes.td"
        def B_Dialect : Dialect { let name = "b"; }
        def B_Any : Type<Or<[A_Token.predicate, A_Opaque.predicate]>, "either">;
        def B_Op : Op<B_Dialect, "op"> { let arguments = (ins B_Any:$a); }
    }
}
fn main() {}
