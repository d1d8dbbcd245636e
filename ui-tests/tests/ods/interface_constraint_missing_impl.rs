// A type interface used as a constraint names a Rust type that must
// implement `drr::ods::TypeInterface` (which types are instances).
pub struct TensorOrMemDesc;
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def T_TensorOrMemDesc : TypeInterface<"TensorOrMemDesc"> {
        let cppNamespace = "::t";
    }
    def T_WaitOp : Op<T_Dialect, "wait"> {
        let arguments = (ins Variadic<T_TensorOrMemDesc>:$inputs);
    }
}
fn main() {}
