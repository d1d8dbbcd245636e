// `hasVerifier`, `hasCanonicalizer`, `hasCanonicalizeMethod`,
// `hasRegionVerifier` and the dialect's `hasConstantMaterializer` each
// need their Rust trait: the error is at the field.
drr::ods! {
    dialect test {
        let hasConstantMaterializer = 1;
    }
    def AOp : Op<"a"> {
        let arguments = (ins AnyType:$x);
        let hasVerifier = 1;
        let hasRegionVerifier = 1;
        let hasCanonicalizer = 1;
    }
    def BOp : Op<"b"> {
        let hasCanonicalizeMethod = 1;
    }
}
fn main() {}
