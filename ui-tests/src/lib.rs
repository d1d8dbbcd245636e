//! Compile-fail and compile-pass cases for drr's macros live in `tests/`.
//!
//! This library holds the dialect the pattern cases match against (each
//! case does `use ui_tests::*;`), so that a case is a few lines and the
//! `ods!` expansion is compiled once for the whole suite.

use drr::pattern::Builder;
use drr::{Attribute, Context, OpId, Value};

drr::ods! {
    dialect test;

    // ---- The manual's ops ---------------------------------------------------
    /// Operand, attribute; infers its result type from the operand.
    def AOp : Op<"a_op", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$a_input, AnyAttr:$a_attr);
        let results = (outs AnyType:$a_output);
    }
    /// Operand, attribute; cannot infer its result type.
    def COp : Op<"c_op"> {
        let arguments = (ins AnyType:$c_input, AnyAttr:$c_attr);
        let results = (outs AnyType:$c_output);
    }
    /// Two operands.
    def TwoArgOp : Op<"two_arg_op", [SameOperandsAndResultType]> {
        let arguments = (ins AnyType:$first, AnyType:$second);
        let results = (outs AnyType:$out);
    }
    /// Two attributes.
    def TwoAttrOp : Op<"two_attr_op"> {
        let arguments = (ins I32Attr:$attr1, I32Attr:$attr2);
        let results = (outs AnyType:$out);
        let inferReturnTypes = |ctx, _st| Ok(vec![ctx.int_type(32)]);
    }

    // ---- Result counts ----------------------------------------------------------
    def ZeroResultOp : Op<"zero_result_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs);
    }
    def OneResultOp : Op<"one_result_op"> {
        let arguments = (ins AnyType:$input);
        let results = (outs AnyType:$output);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
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

    // ---- Variadic operands --------------------------------------------------------
    /// A variadic operand, then an attribute.
    def ConcatenateOp : Op<"concatenate"> {
        let arguments = (ins Variadic<AnyType>:$inputs, I32Attr:$axis);
        let results = (outs AnyType:$output);
        let inferReturnTypes = |ctx, _st| Ok(vec![ctx.int_type(32)]);
    }
    /// Only a variadic operand.
    def VStackOp : Op<"vstack"> {
        let arguments = (ins Variadic<AnyType>:$inputs);
        let results = (outs AnyType:$output);
        let inferReturnTypes = |ctx, _st| Ok(vec![ctx.int_type(32)]);
    }
    /// An attribute, then two operands (`either` after an attribute:
    /// llvm/llvm-project#139813).
    def AttrFirstOp : Op<"attr_first_op"> {
        let arguments = (ins I32Attr:$attr, AnyType:$lhs, AnyType:$rhs);
        let results = (outs AnyType:$out);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
    }

    // ---- Regions --------------------------------------------------------------------
    /// A terminator.
    def YieldOp : Op<"yield", [Terminator, Pure]> {
        let arguments = (ins Variadic<AnyType>:$results);
    }
    /// Two single-block regions without block arguments.
    def WhenOp : Op<"when", [NoRegionArguments, RecursiveMemoryEffects]> {
        let arguments = (ins I1:$condition);
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region SizedRegion<1>:$thenRegion, MaxSizedRegion<1>:$elseRegion);
    }
    /// A region of any number of blocks.
    def WrapOp : Op<"wrap", [RecursiveMemoryEffects]> {
        let results = (outs Variadic<AnyType>:$results);
        let regions = (region AnyRegion:$region);
    }

    // ---- Properties -------------------------------------------------------------------
    /// An operand, a property, an attribute.
    def PropOp : Op<"prop_op"> {
        let arguments = (ins AnyType:$input, I64Prop:$count, I64Attr:$width);
        let results = (outs AnyType:$output);
        let inferReturnTypes = |ctx, st| Ok(vec![ctx.value_type(st.operands[0])]);
    }
    /// A property constraint on an `i64` property's value.
    def NonNegative : PropConstraint<CPred<|_ctx, v: i64| v >= 0>, "non-negative">;

    // ---- NativeCodeCalls and constraints ------------------------------------------
    /// A source matcher: `$_self` is the defining op.
    def ConstValue : NativeCodeCall<|ctx: &mut Context, op: OpId| -> Option<Attribute> { const_value(ctx, op) }>;
    /// A result NativeCodeCall building an attribute.
    def MakeArray : NativeCodeCall<|ctx: &mut Context, a: Attribute, b: Attribute| -> Attribute { ctx.array_attr(vec![a, b]) }>;
    /// A result NativeCodeCall building a value from a value.
    def Identity : NativeCodeCall<|_b: &mut Builder<'_, '_>, v: Value| -> Value { v }>;
    /// A result NativeCodeCall giving a type.
    def TypeOf : NativeCodeCall<|ctx: &mut Context, v: Value| -> drr::Type { ctx.value_type(v) }>;
    /// A void NativeCodeCall.
    def Touch : NativeCodeCallVoid<|_b: &mut Builder<'_, '_>, _v: Value| {}>;
    /// A one-entity constraint.
    def HasNoUseOf : Constraint<|ctx: &Context, v: Value| ctx.use_empty(v), "has no use">;
    /// A two-entity constraint.
    def HasSameType : Constraint<|ctx: &Context, a: Value, b: Value| ctx.value_type(a) == ctx.value_type(b), "same type">;
}

fn const_value(ctx: &mut Context, op: OpId) -> Option<Attribute> {
    AOp::from_op(ctx, op).map(|a| a.a_attr(ctx))
}
