drr::ods! {
    include "mlir/IR/OpBase.td"
    def L_Dialect : Dialect { let name = "l"; }
    // `OpBase.td`'s `StrFunc` classes give C++ text (mlir-aie's
    // `AIEVecTypeConstraints.td` builds its predicates from them): the
    // predicate and `SubstLeaves` replacement must be rewritten in Rust.
    class VectorOfElementType<Type type> :
      SubstLeaves<"$_self", ElementType<"_self">.result, type.predicate>;
    def ElemI8 : Type<VectorOfElementType<I8>, "vector of i8">;
    def ShapeFour : Type<CPred<Shape<"_self">.result # "[0] == 4">, "four">;
    def L_Op : Op<L_Dialect, "op"> {
      let arguments = (ins ElemI8:$a, ShapeFour:$b);
    }
}
fn main() {}
