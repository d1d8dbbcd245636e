// A `NativeOpTrait` names a Rust type that must implement
// `drr::ods::NativeOpTrait`.
pub struct MyTraitImpl;
drr::ods! {
    dialect test;
    def MyTrait : NativeOpTrait<"MyTraitImpl">;
    def AOp : Op<"a", [MyTrait]> {
        let arguments = (ins AnyType:$x);
    }
}
fn main() {}
