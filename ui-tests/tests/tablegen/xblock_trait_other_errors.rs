// In a block with an `include` line and another error, a trait or property
// name that may be a record of another block is not looked up yet: the
// error says so (the name is fetched once the other error is fixed).
mod base {
    drr::ods! {
        def Base_Dialect : Dialect { let name = "base"; }
        def EvenOperands : NativeOpTrait<"EvenOperandsTrait">;
        def Count : ConfinedProp<I64Prop, CPred<|_ctx, v: i64| v >= 0>, "count">;
    }
    pub struct EvenOperandsTrait;
    impl drr::ods::NativeOpTrait for EvenOperandsTrait {}
}
mod ops {
    #[allow(unused_imports)]
    use super::base::*;
    drr::ods! {
        include "base.td";
        def T_Dialect : Dialect { let name = "t"; }
        def AOp : Op<T_Dialect, "a", [EvenOperands]> {
            let arguments = (ins Count:$n, AnyTyp:$y);
        }
    }
}
fn main() {}
