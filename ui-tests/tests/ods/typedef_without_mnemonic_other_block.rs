// A `TypeDef` without `mnemonic` (parsed by its dialect's C++) used as a
// constraint from another block: the error is at the use, as in its own
// block, not rustc's about the record's macro.
pub mod types {
    drr::ods! {
        def Mo_Dialect : Dialect { let name = "mo"; }
        def Mo_Int : TypeDef<Mo_Dialect, "Int"> { let summary = "an int"; }
        def Mo_Str : TypeDef<Mo_Dialect, "Str"> { let mnemonic = "str"; }
    }
}
pub mod ops {
    use super::types::*;
    drr::ods! {
        include "MoTypes.td"
        def Mo_Op : Op<Mo_Dialect, "op"> { let arguments = (ins Mo_Str:$s, Mo_Int:$i); }
    }
}
fn main() {}
