// An op's typed `let` fields given a name nothing defines (a misspelt or
// missing `defvar`): mlir-tblgen's "Variable not defined: 'kX'"; the error
// names it rather than saying only what the field's type is.
mod a {
    drr::ods! {
        def Ofa_Dialect : Dialect { let name = "ofa"; }
        def Ofa_AOp : Op<Ofa_Dialect, "a", []> {
            let summary = kSummaryText;
            let arguments = (ins I32:$x);
        }
    }
}
mod b {
    drr::ods! {
        def Ofb_Dialect : Dialect { let name = "ofb"; }
        def Ofb_BOp : Op<Ofb_Dialect, "b", []> {
            let hasFolder = kFolds;
        }
    }
}
fn main() {}
