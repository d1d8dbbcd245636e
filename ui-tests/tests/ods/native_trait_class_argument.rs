// A trait class that passes its template argument to `NativeOpTrait`
// (CHLO's `class CHLO_NativeOpTrait<string name> : NativeOpTrait<name>`):
// a Rust type that does not exist is reported at the string the def wrote,
// not at `name` in the class.
drr::ods! {
    dialect test;
    class My_NativeOpTrait<string name> : NativeOpTrait<name> {
        let cppNamespace = "::my::OpTrait";
    }
    def My_Broadcasting : My_NativeOpTrait<"Broadcasting">;
    class Other<string n> : NativeOpTrait<n>;
    def AOp : Op<"a", [My_Broadcasting, Other<"Tiled">]> {
        let arguments = (ins AnyType:$x);
    }
}
fn main() {}
