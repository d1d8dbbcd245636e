// DRR #11: an attribute constraint in an operand position (and a type
// constraint in an attribute position).
drr::ods! {
    dialect test;
    def AOp : Op<"a_op", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$a_input, AnyAttr:$a_attr);
        let results = (outs AnyType:$a_output);
    }
    def COp : Op<"c_op"> {
        let arguments = (ins AnyType:$c_input, AnyAttr:$c_attr);
        let results = (outs AnyType:$c_output);
    }
    def TwoResultOp : Op<"two_result_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$r0, AnyType:$r1);
        let inferReturnTypes = |ctx, st| { let t = ctx.value_type(st.operands[0]); Ok(vec![t, t]) };
    }
    def ThreeResultOp : Op<"three_result_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$r0, AnyType:$r1, AnyType:$r2);
        let inferReturnTypes = |ctx, st| { let t = ctx.value_type(st.operands[0]); Ok(vec![t, t, t]) };
    }
    def OneResultOp : Op<"one_result_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$output);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
    }
}

fn main() {
    let _ = drr::pat!((AOp F32Attr:$x, $a), (COp $x, $a));
    let _ = drr::pat!((AOp $x, I32:$a), (COp $x, $a));
}
