// `TypeIs` takes the name of an argument or result and a type constraint.
drr::ods! {
    def Ti_Dialect : Dialect { let name = "ti"; }
    def Ti_AOp : Op<Ti_Dialect, "a", [TypeIs<I32, "res">]> {
        let results = (outs AnyType:$res);
    }
}
fn main() {}
