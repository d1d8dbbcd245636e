//! An `EnumAttr` written with a trailing type, `#dialect<mnemonic case> : type`
//! (as some dialects' IR carries it): MLIR's parser reads the optional
//! `: type` of a dialect attribute before it hands the body to the dialect,
//! and the enum attribute's parser ignores the type, so the attribute is the
//! plain enum attribute and prints without it. The type is read first: an
//! error in it comes before one in the case. Texts, messages and columns
//! recorded from mlir-opt-22 on `index.cmp`, whose predicate attribute is
//! declared the same way (`index` is two bytes longer than `idx`, twice on
//! the line: the columns here are four less), and on a discardable array of
//! `#index<…>` and `#arith.fastmath<…>` attributes.

use drr::Context;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    dialect idx;

    def Pred : I32EnumAttr<"Pred", "index comparison predicate kind", [
        I32EnumAttrCase<"EQ", 0, "eq">,
        I32EnumAttrCase<"NE", 1, "ne">,
        I32EnumAttrCase<"SLT", 2, "slt">]> {
        let cppNamespace = "::mlir::idx";
    }
    def PredAttr : EnumAttr<idx, Pred, "cmp_predicate">;

    def F_NONE : I32BitEnumAttrCaseNone<"none">;
    def F_X : I32BitEnumAttrCaseBit<"x", 0>;
    def Flags : I32BitEnumAttr<"Flags", "some flags", [F_NONE, F_X]> {
        let cppNamespace = "::mlir::idx";
    }
    def FlagsAttr : EnumAttr<idx, Flags, "flags"> {
        let assemblyFormat = "`<` $value `>`";
    }

    def CmpOp : Op<"cmp"> {
        let arguments = (ins PredAttr:$pred, Index:$lhs, Index:$rhs);
        let results = (outs I1:$result);
    }
}

fn module(body: &str) -> String {
    format!(
        "\"builtin.module\"() ({{\n  \"test.f\"() ({{\n  ^bb0(%arg0: index, %arg1: index):\n{body}  }}) : () -> ()\n}}) : () -> ()\n"
    )
}

fn cmp(pred: &str) -> String {
    module(&format!(
        "    %0 = \"idx.cmp\"(%arg0, %arg1) <{{pred = {pred}}}> : (index, index) -> i1\n"
    ))
}

fn roundtrip(src: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    IdxDialect::register(&mut ctx);
    let m = parse_module(&mut ctx, src, "in.mlir")
        .map_err(|e| format!("{}:{}: {}", e.line, e.column, e.message))?;
    drr::verifier::verify(&ctx, m).map_err(|errs| errs[0].message.clone())?;
    Ok(print_op(&ctx, m, PrintOptions { debug_info: false }))
}

#[test]
fn trailing_type_is_read_and_dropped() {
    let plain = cmp("#idx<cmp_predicate slt>");
    assert_eq!(
        roundtrip(&cmp("#idx<cmp_predicate slt> : i32")).unwrap(),
        plain
    );
    // Any type, a dialect type kept as text too.
    assert_eq!(
        roundtrip(&cmp("#idx<cmp_predicate slt> : !foo.bar")).unwrap(),
        plain
    );
    // The value is the enum attribute's: the op verifies and reads it.
    let mut ctx = Context::new();
    IdxDialect::register(&mut ctx);
    let src = cmp("#idx<cmp_predicate ne> : index");
    let m = parse_module(&mut ctx, &src, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    let attr = PredAttr::get(&mut ctx, Pred::NE);
    assert!(
        print_op(&ctx, m, PrintOptions { debug_info: false })
            .contains(&drr::text::print_attribute(&ctx, attr))
    );
}

#[test]
fn trailing_type_in_discardable_attributes_and_angle_format() {
    let src = "\"builtin.module\"() ({\n  \"test.op\"() {a = [#idx<cmp_predicate eq> : i1, #idx.flags<x> : i8], b = #idx<flags<none>> : f32} : () -> ()\n}) : () -> ()\n";
    assert_eq!(
        roundtrip(src).unwrap(),
        "\"builtin.module\"() ({\n  \"test.op\"() {a = [#idx<cmp_predicate eq>, #idx.flags<x>], b = #idx.flags<none>} : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn type_errors_come_before_case_errors() {
    // mlir-opt-22: `4:72: error: expected non-function type` at the `3`,
    // though the case is wrong too.
    assert_eq!(
        roundtrip(&cmp("#idx<cmp_predicate sgx> : 3")).unwrap_err(),
        "4:68: expected non-function type"
    );
    // A colon with no type: the same, at the `}`.
    assert_eq!(
        roundtrip(&cmp("#idx<cmp_predicate slt> :")).unwrap_err(),
        "4:68: expected non-function type"
    );
    // A good type and a bad case: the case's error, at the case (4:66).
    assert_eq!(
        roundtrip(&cmp("#idx<cmp_predicate sgx> : i32")).unwrap_err(),
        "4:62: expected ::mlir::idx::Pred to be one of: eq, ne, slt"
    );
}
