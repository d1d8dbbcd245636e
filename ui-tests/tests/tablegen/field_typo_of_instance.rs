// A misspelt field of an anonymous class instance (`ElementType<"_self">`,
// a type transformer of `TypesMatchWith`) and a misspelt `let` on a record
// of a library constraint class: each error names the record or class and
// the nearest field.
mod a {
    drr::ods! {
        def D_Dialect : Dialect { let name = "d"; }
        def D_M : Op<D_Dialect, "m", [TypesMatchWith<"mask type", "result", "value", ElementType<"_self">.reslt>]> {
            let arguments = (ins AnyRankedTensor:$source, AnyType:$value);
            let results = (outs AnyRankedTensor:$result);
        }
    }
}
mod b {
    drr::ods! {
        def D_Dialect : Dialect { let name = "d"; }
        def SignalTypeAttr : TypeAttrBase<"::mlir::Type", "signal type"> {
            let predicat = CPred<|_c: &drr::Context, _a: drr::Attribute| true>;
        }
    }
}

fn main() {}
