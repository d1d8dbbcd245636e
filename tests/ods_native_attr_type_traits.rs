//! Trait records of attributes and types (`NativeAttrTrait`,
//! `NativeTypeTrait`, their `Param…` forms and their base `NativeTrait`),
//! as dialect `.td` files define them next to their ops (MLIR's
//! `MemRefLayoutAttrInterface`-style traits, `BuiltinTypes.td`'s
//! `VectorElementTypeInterface`): C++ classes that ODS attaches to
//! `AttrDef`/`TypeDef` records, generating nothing for the definition
//! itself. A block defining them compiles, and its ops behave as without
//! them.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def N_Dialect : Dialect { let name = "n"; }
    def N_TypeTrait : NativeTypeTrait<"NTypeTrait"> {
        let cppNamespace = "::mlir::n";
    }
    def N_AttrTrait : NativeAttrTrait<"NAttrTrait">;
    def N_Trait : NativeTrait<"NTrait", "Type">;
    def N_ParamTrait : ParamNativeTypeTrait<"NParam", "3">;
    def N_AddOp : Op<N_Dialect, "add", [SameOperandsAndResultType]> {
        let arguments = (ins AnyInteger:$lhs, AnyInteger:$rhs);
        let results = (outs AnyInteger:$sum);
    }
}

#[test]
fn ops_next_to_attribute_and_type_traits() {
    let mut ctx = Context::new();
    NDialect::register(&mut ctx);
    let src = "\"builtin.module\"() ({\n  \"test.f\"() ({\n  ^bb0(%arg0: i32, %arg1: i64):\n    %0 = \"n.add\"(%arg0, %arg1) : (i32, i64) -> i32\n  }) : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, src, "in.mlir").unwrap();
    assert_eq!(print_op(&ctx, m, PrintOptions { debug_info: false }), src);
    let errors = drr::verifier::verify(&ctx, m).unwrap_err();
    assert_eq!(
        errors[0].message,
        "'n.add' op requires the same type for all operands and results"
    );
}
