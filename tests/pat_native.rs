//! NativeCodeCall in result patterns (the manual's `createArrayAttr`) and
//! the `location` directive.

mod common;
use common::{module, run, set};

drr::ods! {
    dialect test;

    def TwoAttrOp : Op<"two_attr_op"> {
        let arguments = (ins AnyAttr:$op_attr1, AnyAttr:$op_attr2);
        let results = (outs AnyType:$op_output);
    }
    def OneAttrOp : Op<"one_attr_op"> {
        let arguments = (ins ArrayAttr:$op_attr);
        let results = (outs AnyType:$op_output);
    }
    def createArrayAttr : NativeCodeCall<|ctx, a: drr::Attribute, b: drr::Attribute| -> drr::Attribute { ctx.array_attr(vec![a, b]) }>;
}

fn reg(ctx: &mut drr::Context) {
    TestDialect::register(ctx);
}

#[test]
fn create_array_attr() {
    let p = drr::pat!((TwoAttrOp $attr1, $attr2), (OneAttrOp (createArrayAttr $attr1, $attr2), (location "outer")));
    let src = module(
        "",
        "    %0 = \"test.two_attr_op\"() <{op_attr1 = 1 : i32, op_attr2 = \"x\"}> : () -> i32\n    \"test.use\"(%0) : (i32) -> ()\n",
    );
    let out = run(reg, &src, set(p), true);
    assert!(
        out.contains(
            "%0 = \"test.one_attr_op\"() <{op_attr = [1 : i32, \"x\"]}> : () -> i32 loc(\"outer\")"
        ),
        "{out}"
    );
}

#[test]
fn inline_native_code_call() {
    let p = drr::pat!(
        (TwoAttrOp $attr1, $attr2),
        (OneAttrOp (NativeCodeCall<|b, x, y| -> drr::Attribute { b.array_attr(vec![y, x]) }> $attr1, $attr2))
    );
    let src = module(
        "",
        "    %0 = \"test.two_attr_op\"() <{op_attr1 = 1 : i32, op_attr2 = \"x\"}> : () -> i32\n    \"test.use\"(%0) : (i32) -> ()\n",
    );
    let out = run(reg, &src, set(p), false);
    assert!(
        out.contains("%0 = \"test.one_attr_op\"() <{op_attr = [\"x\", 1 : i32]}> : () -> i32"),
        "{out}"
    );
}
