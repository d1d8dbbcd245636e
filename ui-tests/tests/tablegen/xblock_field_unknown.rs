// A field another block's record does not have (or whose value is not
// text, an integer or a bit): an error at the field, once the record is
// fetched.
mod base {
    drr::ods! {
        def B_Dialect : Dialect { let name = "b"; }
        def B_Handle : TypeDef<B_Dialect, "Handle"> {
            let mnemonic = "handle";
            let summary = "a handle";
        }
    }
}
mod ops {
    use super::base::*;
    drr::ods! {
        include "base.td";
        def Wrapped : Type<CPred<|_c: &drr::Context, _t: drr::Type| false>,
                           "wrapped " # B_Handle.sumary>;
        def AOp : Op<B_Dialect, "a"> {
            let arguments = (ins Wrapped:$x);
        }
    }
}
fn main() {}
