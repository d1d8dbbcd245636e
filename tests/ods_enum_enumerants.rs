//! An enum's `enumerants` field (LLVM's `EnumInfo`), as Linalg's
//! `LinalgEnums.td` builds its `ElementwiseKind` from the cases of its
//! unary and binary function enums (renumbered with `!foldl`), and
//! `let enumerants = […]` replacing an enum's cases. The enums here are
//! reduced versions of those; the values are what mlir-tblgen numbers them
//! (`ElementwiseKind::add` follows the unary cases).

use drr::Context;
use drr::ods::EnumValue;
use drr::text::{PrintOptions, parse_module, print_op};

drr::ods! {
    def Ew_Dialect : Dialect { let name = "ew"; }

    def UnaryFn : I32EnumAttr<"UnaryFn", "", [
      I32EnumAttrCase<"exp", 0>,
      I32EnumAttrCase<"log", 1>,
      I32EnumAttrCase<"abs", 2>
    ]>;
    def BinaryFn : I32EnumAttr<"BinaryFn", "", [
      I32EnumAttrCase<"add", 0>,
      I32EnumAttrCase<"sub", 1>
    ]>;

    class JoinTwoI32EnumAttrCaseList<list<I32EnumAttrCase> a, list<I32EnumAttrCase> b> {
      int aSize = !size(a);
      list<I32EnumAttrCase> result =
          !foldl(a, b, acc, var,
                 acc # [I32EnumAttrCase<var.symbol, !add(var.value, aSize)>]);
    }

    def ElementwiseKind : I32EnumAttr<"ElementwiseKind", "",
        JoinTwoI32EnumAttrCaseList<UnaryFn.enumerants, BinaryFn.enumerants>.result>;

    def ElementwiseCaseLimits : I32EnumAttr<"ElementwiseCaseLimits", "", []> {
      int last_unary = !size(UnaryFn.enumerants);
      let enumerants = [
        I32EnumAttrCase<"LastUnary", last_unary>,
        I32EnumAttrCase<"LastBinary", !add(last_unary, !size(BinaryFn.enumerants))>
      ];
    }

    def Ew_ApplyOp : Op<Ew_Dialect, "apply"> {
      let arguments = (ins ElementwiseKind:$kind);
    }
}

#[test]
fn joined_cases_are_renumbered() {
    assert_eq!(ElementwiseKind::Exp.to_bits(), 0);
    assert_eq!(ElementwiseKind::Abs.to_bits(), 2);
    assert_eq!(ElementwiseKind::Add.to_bits(), 3);
    assert_eq!(ElementwiseKind::Sub.to_bits(), 4);
    assert_eq!(ElementwiseCaseLimits::LastUnary.to_bits(), 3);
    assert_eq!(ElementwiseCaseLimits::LastBinary.to_bits(), 5);
}

#[test]
fn joined_enum_verifies() {
    let mut ctx = Context::new();
    EwDialect::register(&mut ctx);
    let ok =
        "\"builtin.module\"() ({\n  \"ew.apply\"() <{kind = 4 : i32}> : () -> ()\n}) : () -> ()\n";
    let m = parse_module(&mut ctx, ok, "in.mlir").unwrap();
    drr::verifier::verify(&ctx, m).unwrap();
    assert_eq!(print_op(&ctx, m, PrintOptions { debug_info: false }), ok);
    let bad =
        "\"builtin.module\"() ({\n  \"ew.apply\"() <{kind = 5 : i32}> : () -> ()\n}) : () -> ()\n";
    // The enum's specialized attribute class (`genSpecializedAttr`, 1 by
    // default) is the argument's storage: a value that is no case fails
    // when `<{…}>` is read (see `tests/ods_enum_specialized_attr.rs`).
    assert_eq!(
        parse_module(&mut ctx, bad, "in.mlir").unwrap_err().message,
        "invalid properties {kind = 5 : i32} for op ew.apply: Invalid attribute `kind` in property conversion: 5 : i32"
    );
}
