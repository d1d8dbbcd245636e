// An argument or result whose constraint fails is reported once; the op
// keeps its arity and positions, so a pattern using it gets no follow-on
// "argument number mismatch" or "has no argument #N".
drr::ods! {
    def T_Dialect : Dialect { let name = "t"; }
    def T_AddOp : Op<T_Dialect, "add", []> {
      let arguments = (ins AnyInteger:$lhs, NoSuchType:$rhs, NoSuchAttr:$a, I32Attr:$b);
      let results = (outs Variadic<NoSuchResult>:$r);
    }
}

drr::patterns! {
    def SwapAdd : Pat<(T_AddOp $x, $y, $a, $b), (T_AddOp $y, $x, $a, $b)>;
}

fn main() {}
