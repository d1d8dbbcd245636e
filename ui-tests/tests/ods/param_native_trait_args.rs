// `ParamNativeOpTrait<"Name", "params">`'s Rust type is `Name<params>`:
// parameters that are not Rust generic arguments are an error at the trait.
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    class Shaped<string s> : ParamNativeOpTrait<"Shaped", s>;
    def T_AOp : Op<T_Dialect, "a", [Shaped<"std::vector<int>{1, 2}">]>;
    def T_BOp : Op<T_Dialect, "b", [ParamNativeOpTrait<"Shaped">]>;
}
fn main() {}
