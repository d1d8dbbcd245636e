//! `IntElementsAttrBase<condition, summary>` checks that the attribute is
//! a dense integer elements attribute before its condition, as
//! `CommonAttrConstraints.td` defines it (`And<[CPred<"isa<DenseIntElementsAttr>">,
//! condition]>`). Google XLS's `arith_to_xls_patterns.td` relies on it:
//! `IntElementsAttrBase<Neg<IndexElementsAttr.predicate>, …>` must not match
//! a scalar or float constant (was: the condition alone, so every
//! attribute that is not index elements matched). The dialect and patterns
//! are hand-written; the expected output follows from DRR's semantics.

mod common;
use common::{module, run};

use drr::Context;
use drr::rewrite::RewritePatternSet;

drr::ods! {
    def Ie_Dialect : Dialect { let name = "ie"; }
    def Ie_ConstOp : Op<Ie_Dialect, "const"> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$out);
    }
    def Ie_TensorOp : Op<Ie_Dialect, "tensor"> {
        let arguments = (ins AnyAttr:$value);
        let results = (outs AnyType:$out);
    }
}

drr::patterns! {
    fn populate;
    def IntNonIndexElementsAttr
        : IntElementsAttrBase<Neg<IndexElementsAttr.predicate>,
                              " whose elements are not of type index">;
    def ToTensor : Pat<(Ie_ConstOp:$c IntNonIndexElementsAttr:$v), (Ie_TensorOp $v)>;
}

fn reg(ctx: &mut Context) {
    IeDialect::register(ctx);
}

#[test]
fn int_elements_attr_base_checks_dense_int_elements() {
    let mut set = RewritePatternSet::new();
    populate(&mut set);
    let body = |first: &str| {
        format!(
            "    %0 = \"{first}\"() <{{value = dense<[1, 2]> : tensor<2xi32>}}> : () -> tensor<2xi32>
    %1 = \"ie.const\"() <{{value = dense<[1, 2]> : tensor<2xindex>}}> : () -> tensor<2xindex>
    %2 = \"ie.const\"() <{{value = 7 : i32}}> : () -> i32
    %3 = \"ie.const\"() <{{value = dense<1.500000e+00> : tensor<2xf32>}}> : () -> tensor<2xf32>
    \"test.use\"(%0, %1, %2, %3) : (tensor<2xi32>, tensor<2xindex>, i32, tensor<2xf32>) -> ()
"
        )
    };
    let out = run(reg, &module("%arg0: i32", &body("ie.const")), set, false);
    assert_eq!(out, module("%arg0: i32", &body("ie.tensor")));
}
