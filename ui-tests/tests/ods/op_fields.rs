// Every `let` field of ODS's `Op` is supported or rejected with what to do
// instead.
drr::ods! {
    dialect test;
    def AOp : Op<"a"> {
        let arguments = (ins AnyType:$x);
        let extraClassDeclaration = "int getFoo();";
        let opName = "b";
        let parser = "return failure();";
        let hasFoldr = 1;
    }
}
fn main() {}
