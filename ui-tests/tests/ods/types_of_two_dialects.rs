// A block of types only, with the `Dialect` records of two dialects (a types
// file with another dialect's file pasted in): no op says which dialect the
// block is, as mlir-tblgen needs `-typedefs-dialect` for; the error says to
// put the other dialect's records in a block of their own.
drr::ods! {
    include "mlir/IR/AttrTypeBase.td"
    def HW_Dialect : Dialect { let name = "hw"; }
    def HW_Union : TypeDef<HW_Dialect, "Union"> { let mnemonic = "union"; }
    def ESI_Dialect : Dialect { let name = "esi"; }
    def ESI_Window : TypeDef<ESI_Dialect, "Window"> { let mnemonic = "window"; }
}
fn main() {}
