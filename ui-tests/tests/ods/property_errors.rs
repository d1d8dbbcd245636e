// ODS properties `ods!` does not support are errors naming the kind;
// malformed property arguments are errors at the offending token.
drr::ods! {
    dialect test;
    def AOp : Op<"a"> {
        let arguments = (ins
            Property<"MyCppType">:$custom,
            IntArrayProp<StringProp>:$array,
            DefaultValuedProp<ArrayProp<I64Prop>, "::llvm::ArrayRef<int64_t>{1}">:$da,
            I64Property:$old,
            IntProp<"float">:$f,
            DefaultValuedProp<I64Prop, "1 +">:$d,
            ConfinedProp<I64Prop, CPred<"$_self >= 0">, "non-negative">:$c,
            PropConstraint<CPred<|_ctx, v: i64| v >= 0>, "non-negative">:$p,
            other::SomeProp:$elsewhere);
    }
}
fn main() {}
